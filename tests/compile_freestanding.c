/* astar.h (and flowfield.h with -DWITH_FLOWFIELD) for a freestanding target: no malloc, our
 * own square root, no libc calls. Built with -ffreestanding -nostdlib -c: the object must not
 * need any C library symbol. */
#define ASTAR_NO_MALLOC
#define ASTAR_SQRT(x) my_sqrt(x)
static double my_sqrt(double v) {
    double r = v > 1.0 ? v : 1.0;
    int i;
    for (i = 0; i < 60; i++) r = 0.5 * (r + v / r);
    return r;
}
#define ASTAR_IMPLEMENTATION
#include "astar.h"

int firmware_find(const int *cells, int w, int h, void *memory, unsigned long bytes,
                  int32_t *path, int32_t capacity);
int firmware_find(const int *cells, int w, int h, void *memory, unsigned long bytes,
                  int32_t *path, int32_t capacity) {
    gridpath_grid grid;
    gridpath_point start = {0, 0}, goal;
    astar_options options = {GRIDPATH_MOVES_4, ASTAR_HEURISTIC_EUCLIDEAN, 0.0, 0, ASTAR_OPEN_HEAP, 0,
                             ASTAR_ALGORITHM_ASTAR, 0,
                             0, 0, 0};
    astar_workspace *ws = astar_workspace_init(memory, bytes, w, h);
    grid.cells = cells;
    grid.width = w;
    grid.height = h;
    goal.x = w - 1;
    goal.y = h - 1;
    return (int)astar_find_path(ws, &grid, start, goal, &options, path, capacity, 0);
}

#ifdef WITH_FLOWFIELD
/* FLOWFIELD_SQRT given: flowfield.h includes no <math.h> then (0.8.15 needed it for HUGE_VAL
 * and did not compile) */
#define FLOWFIELD_NO_MALLOC
#define FLOWFIELD_SQRT(x) my_sqrt(x)
#define FLOWFIELD_IMPLEMENTATION
#include "flowfield.h"

int firmware_field(const int *cells, int w, int h, void *ws_memory, unsigned long ws_bytes,
                   void *field_memory, unsigned long field_bytes, float x, float y);
int firmware_field(const int *cells, int w, int h, void *ws_memory, unsigned long ws_bytes,
                   void *field_memory, unsigned long field_bytes, float x, float y) {
    gridpath_grid grid;
    gridpath_point goal = {0, 0};
    flowfield_workspace *ws = flowfield_workspace_init(ws_memory, ws_bytes, w, h);
    flowfield_field *field = flowfield_field_init(field_memory, field_bytes, w, h);
    flowfield_vec2 v;
    grid.cells = cells;
    grid.width = w;
    grid.height = h;
    if (flowfield_compute(ws, field, &grid, &goal, 1, 0, 0) != FLOWFIELD_OK) return -1;
    v = flowfield_sample(field, x, y);
    return v.x > 0.0f;
}
#endif
