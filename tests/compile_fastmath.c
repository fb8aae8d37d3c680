/* compile_fastmath.c - both headers built with -ffast-math (tests/compile.sh, under ASan):
 * NaN and infinite positions must still give flowfield_sample a zero vector and read nothing
 * outside the field, and NaN options must still be refused. Until flowfield.h 0.8.17's final
 * fix the NaN test was arithmetic (x - x == 0), which -ffast-math folds to true: a NaN reached
 * the cell index, a read far outside the field. Until astar.h 0.4.2 and flowfield.h 0.12.3
 * the option checks were comparisons (!(max_distance >= 0.0), weight >= 1.0 && weight <= 1e9),
 * which -ffast-math may fold as if no value were a NaN: clang let both weight NaN and
 * max_distance NaN through, gcc 12 max_distance NaN (-O1 to -O3, -Os). Until flowfield.h 0.12.5
 * the exact loops' "nothing pending" keys were infinities, and clang 19 and 22 folded the test
 * for them: the loop ran past its list (a segfault in flowfield_compute here). Built by
 * tests/compile.sh with and without sanitizers (the last check below fails only without). */
#define ASTAR_IMPLEMENTATION
#include "astar.h"
#define FLOWFIELD_IMPLEMENTATION
#include "flowfield.h"
#include <stdio.h>

/* the option checks, with values made at run time (ws and field: for flowfield_compute) */
static int bad_options(flowfield_workspace *ws, flowfield_field *field, const gridpath_grid *grid,
                       float nan_value, float inf) {
    static unsigned char astar_memory[1 << 14];
    astar_workspace *aws = astar_workspace_init(astar_memory, sizeof astar_memory, grid->width, grid->height);
    gridpath_point start = {0, 0}, goal = {3, 3};
    int32_t path[16];
    astar_options ao = {0};
    flowfield_options fo = {0};
    flowfield_window win;
    int bad = 0, i;
    const double weights[2] = {(double)nan_value, (double)inf}, distances[2] = {(double)nan_value, -(double)inf};
    if (!aws) {
        puts("compile_fastmath: astar setup failed");
        return 1;
    }
    for (i = 0; i < 2; i++) {
        astar_result r;
        flowfield_result f;
        ao.weight = weights[i];
        r = astar_find_path(aws, grid, start, goal, &ao, path, 16, NULL);
        if (r != ASTAR_INVALID_ARGUMENT) {
            printf("compile_fastmath: weight %s: %s\n", i ? "infinity" : "NaN", astar_result_string(r));
            bad = 1;
        }
        fo.max_distance = distances[i];
        f = flowfield_compute(ws, field, grid, &goal, 1, &fo, NULL);
        if (f != FLOWFIELD_INVALID_ARGUMENT) {
            printf("compile_fastmath: max_distance %s: %s\n", i ? "-infinity" : "NaN", flowfield_result_string(f));
            bad = 1;
        }
        f = flowfield_local_window(grid, &goal, 1, &fo, &win);
        if (f != FLOWFIELD_INVALID_ARGUMENT) {
            printf("compile_fastmath: local window, max_distance %s: %s\n", i ? "-infinity" : "NaN",
                   flowfield_result_string(f));
            bad = 1;
        }
    }
    return bad;
}

int main(void) {
    static int cells[16];
    static unsigned char ws_memory[1 << 16], field_memory[1 << 12];
    volatile float zero = 0.0f; /* not folded: the values are made at run time */
    const float nan_value = zero / zero, inf = 1.0f / zero;
    const float xs[6] = {0.0f, 2.5f, 0.0f, 0.0f, 0.0f, 1e30f}, ys[6] = {1.5f, 0.0f, 1.5f, 1.5f, 0.0f, 1.5f};
    gridpath_grid grid;
    gridpath_point goal = {0, 0};
    flowfield_workspace *ws = flowfield_workspace_init(ws_memory, sizeof ws_memory, 4, 4);
    flowfield_field *field = flowfield_field_init(field_memory, sizeof field_memory, 4, 4);
    int i, bad = 0;
    float x[6], y[6];
    for (i = 0; i < 16; i++) cells[i] = 1;
    grid.cells = cells;
    grid.width = 4;
    grid.height = 4;
    if (!ws || !field || flowfield_compute(ws, field, &grid, &goal, 1, NULL, NULL) != FLOWFIELD_OK) {
        puts("compile_fastmath: setup failed");
        return 1;
    }
    for (i = 0; i < 6; i++) {
        x[i] = xs[i];
        y[i] = ys[i];
    }
    x[0] = nan_value;
    y[1] = nan_value;
    x[2] = inf;
    x[3] = -inf;
    x[4] = nan_value;
    y[4] = inf;
    bad = bad_options(ws, field, &grid, nan_value, inf);
    if (flowfield_compute(ws, field, &grid, &goal, 1, NULL, NULL) != FLOWFIELD_OK) {
        puts("compile_fastmath: the field again failed");
        return 1;
    }
    for (i = 0; i < 6; i++) {
        flowfield_vec2 v = flowfield_sample(field, x[i], y[i]);
        const int want_zero = i < 5; /* the last: finite, far outside: back in (-1, 0) */
        if (want_zero ? (v.x != 0.0f || v.y != 0.0f) : !(v.x == -1.0f && v.y == 0.0f)) {
            printf("compile_fastmath: case %d gave (%g, %g)\n", i, (double)v.x, (double)v.y);
            bad = 1;
        }
    }
    {
        /* each value straight into a call of its own: so, built without sanitizers, clang 19
         * and 22 folded flowfield_sample's test of x's bits (a NaN vector for x = +-infinity,
         * until flowfield.h 0.12.5), where the loop above passed */
        const flowfield_vec2 a = flowfield_sample(field, inf, 0.5f), b = flowfield_sample(field, -inf, 0.5f),
                             c = flowfield_sample(field, 0.5f, nan_value);
        if (a.x != 0.0f || a.y != 0.0f || b.x != 0.0f || b.y != 0.0f || c.x != 0.0f || c.y != 0.0f) {
            printf("compile_fastmath: infinite or NaN positions gave (%g, %g), (%g, %g), (%g, %g)\n", (double)a.x,
                   (double)a.y, (double)b.x, (double)b.y, (double)c.x, (double)c.y);
            bad = 1;
        }
    }
    return bad;
}
