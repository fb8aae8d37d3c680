/* Translation unit 2 of 2 (or the only one with -DSTATIC_MODE): uses the API, includes both
 * headers so the shared grid types are seen once. */
#ifdef STATIC_MODE
#define ASTAR_STATIC
#define ASTAR_IMPLEMENTATION
#ifdef WITH_FLOWFIELD
#define FLOWFIELD_STATIC
#define FLOWFIELD_IMPLEMENTATION
#endif
#endif
#include "astar.h"
#ifdef WITH_FLOWFIELD
#include "flowfield.h"
#endif
#include "astar.h"

int main(void) {
    static const int cells[3 * 2] = {1, 1, 1, 1, 0, 1};
    gridpath_grid grid = {cells, 3, 2};
    gridpath_point start = {0, 1}, goal = {2, 1};
    static unsigned char memory[4096];
    astar_workspace *ws = astar_workspace_init(memory, sizeof memory, 3, 2);
    int32_t path[8];
    astar_info info;
    astar_result r = astar_find_path(ws, &grid, start, goal, 0, path, 8, &info);
    return (r == ASTAR_OK && info.path_length == 5) ? 0 : 1;
}
