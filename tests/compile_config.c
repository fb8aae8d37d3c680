/* Both headers' implementations under one CONFIGURATION (tests/compile.sh passes -D sets):
 * every documented switch, alone and together, must build with every warning. USE_MALLOC and
 * USE_SQRT stand for the caller's own allocator and square root. */
#ifdef USE_MALLOC
#include <stdlib.h>
#define ASTAR_MALLOC(size, ctx) ((void)(ctx), malloc(size))
#define ASTAR_FREE(ptr, ctx) ((void)(ctx), free(ptr))
#define FLOWFIELD_MALLOC(size, ctx) ((void)(ctx), malloc(size))
#define FLOWFIELD_FREE(ptr, ctx) ((void)(ctx), free(ptr))
#endif
#ifdef USE_SQRT
static double my_sqrt(double v) {
    double r = v > 1.0 ? v : 1.0;
    int i;
    for (i = 0; i < 60; i++) r = 0.5 * (r + v / r);
    return r;
}
#define ASTAR_SQRT(x) my_sqrt(x)
#define FLOWFIELD_SQRT(x) my_sqrt(x)
#endif
#define ASTAR_IMPLEMENTATION
#include "astar.h"
#define FLOWFIELD_IMPLEMENTATION
#include "flowfield.h"

int config_sizes(int w, int h);
int config_sizes(int w, int h) {
    return (int)(astar_workspace_size(w, h) + flowfield_workspace_size(w, h));
}
