/* compile_fastmath.c - flowfield_sample built with -ffast-math (tests/compile.sh, under ASan):
 * NaN and infinite positions must still give a zero vector and read nothing outside the field.
 * Until flowfield.h 0.8.17's final fix the NaN test was arithmetic (x - x == 0), which
 * -ffast-math folds to true: a NaN reached the cell index, a read far outside the field. */
#define FLOWFIELD_IMPLEMENTATION
#include "flowfield.h"
#include <stdio.h>

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
    for (i = 0; i < 6; i++) {
        flowfield_vec2 v = flowfield_sample(field, x[i], y[i]);
        const int want_zero = i < 5; /* the last: finite, far outside: back in (-1, 0) */
        if (want_zero ? (v.x != 0.0f || v.y != 0.0f) : !(v.x == -1.0f && v.y == 0.0f)) {
            printf("compile_fastmath: case %d gave (%g, %g)\n", i, (double)v.x, (double)v.y);
            bad = 1;
        }
    }
    return bad;
}
