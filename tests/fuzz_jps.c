/* fuzz_jps.c - libFuzzer harness for Jump Point Search (`make fuzz`).
 * Bytes become a uniform-cost grid of up to 70 x 70 cells (wider than one 64-bit word, so jumps
 * cross word boundaries), a start, a goal, jump_points_only and a path capacity. Every answer is
 * checked against the independent Dijkstra of tests/reference.h: the result code, the exact
 * cost, the legality of the full path (or of the jump points once expanded), the needed length
 * on ASTAR_BUFFER_TOO_SMALL, and canaries around the path buffer. It builds the portable
 * count-zeros fallback (ASTAR_JPS_NO_BUILTIN) so that code is fuzzed too; test_jps.c covers the
 * builtins. Any disagreement aborts. */
#define ASTAR_JPS_NO_BUILTIN
#define ASTAR_IMPLEMENTATION
#include "astar.h"
#include "reference.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_SIDE 70
#define GUARD 8
#define CANARY ((int32_t)0x5A5A5A5A)
#define SQRT2 1.41421356237309504880

static void fail(const char *what, int a, int b) {
    fprintf(stderr, "fuzz_jps: %s (%d, %d)\n", what, a, b);
    abort();
}

static int cells[MAX_SIDE * MAX_SIDE];
static int32_t buf[GUARD + MAX_SIDE * MAX_SIDE + GUARD];
static int32_t full[MAX_SIDE * MAX_SIDE];
static long long ref_s[MAX_SIDE * MAX_SIDE], ref_d[MAX_SIDE * MAX_SIDE];
static unsigned char ws_memory[MAX_SIDE * MAX_SIDE * 40 + 4096];
static unsigned char jps_memory[4096 + 8 * 2 * (MAX_SIDE + 2) * 4];

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    astar_workspace *ws;
    astar_jps_grid *jg;
    gridpath_grid grid;
    gridpath_point start, goal;
    astar_options opt;
    astar_info info;
    astar_result r;
    int w, h, n, i, value, capacity, sc, gc, pattern_len;
    size_t need;
    const uint8_t *pattern;
    if (size < 8) return 0;
    w = 1 + data[0] % MAX_SIDE;
    h = 1 + data[1] % MAX_SIDE;
    n = w * h;
    value = 1 + data[2] % 5;
    start.x = data[3] % w;
    start.y = data[4] % h;
    goal.x = data[5] % w;
    goal.y = data[6] % h;
    capacity = data[7] < 16 ? data[7] : n; /* mostly room enough, sometimes too little */
    pattern = data + 8;
    pattern_len = (int)(size - 8);
    /* one bit per cell, the pattern repeated; an empty pattern is an open field */
    for (i = 0; i < n; i++)
        cells[i] = (pattern_len > 0 && (pattern[(i / 8) % pattern_len] >> (i % 8)) & 1) ? 0 : value;
    grid.cells = cells;
    grid.width = w;
    grid.height = h;
    ws = astar_workspace_init(ws_memory, sizeof ws_memory, MAX_SIDE, MAX_SIDE);
    need = astar_jps_grid_size(w, h);
    if (!ws || need == 0 || need > sizeof jps_memory) fail("sizes", (int)need, 0);
    jg = astar_jps_grid_init(jps_memory + (data[2] & 7), sizeof jps_memory - 8, &grid);
    {
        int any = 0;
        for (i = 0; i < n; i++) any |= cells[i] > 0;
        if (!jg || astar_jps_grid_uniform(jg) != (any ? value : 0)) fail("jps grid", w, h);
    }

    sc = start.y * w + start.x;
    gc = goal.y * w + goal.x;
    memset(&opt, 0, sizeof opt);
    opt.algorithm = ASTAR_ALGORITHM_JPS;
    opt.jps_grid = jg;
    opt.jump_points_only = (data[2] >> 3) & 1;
    for (i = 0; i < GUARD + MAX_SIDE * MAX_SIDE + GUARD; i++) buf[i] = CANARY;
    r = astar_find_path(ws, &grid, start, goal, &opt, buf + GUARD, capacity, &info);
    for (i = 0; i < GUARD + MAX_SIDE * MAX_SIDE + GUARD; i++) {
        int inside = i >= GUARD && i < GUARD + capacity;
        if (!inside && buf[i] != CANARY) fail("wrote outside the path buffer", i - GUARD, capacity);
    }
    if (cells[sc] <= 0) {
        if (r != ASTAR_START_BLOCKED) fail("start blocked not reported", (int)r, sc);
        return 0;
    }
    if (cells[gc] <= 0) {
        if (r != ASTAR_GOAL_BLOCKED) fail("goal blocked not reported", (int)r, gc);
        return 0;
    }
    ref_dijkstra_exact(cells, w, h, REF_MOVES_8_NO_CORNER_CUT, &sc, 1, 0, ref_s, ref_d);
    if (ref_s[gc] < 0) {
        if (r != ASTAR_NO_PATH || info.path_length != 0) fail("unreachable goal", (int)r, gc);
        return 0;
    }
    if (r == ASTAR_BUFFER_TOO_SMALL) {
        if (info.path_length <= capacity) fail("too small, yet the length fits", info.path_length, capacity);
        capacity = n;
        r = astar_find_path(ws, &grid, start, goal, &opt, buf + GUARD, capacity, &info);
    }
    if (r != ASTAR_OK) fail("reachable goal not found", (int)r, gc);
    if (info.cost != (double)ref_s[gc] + (double)ref_d[gc] * SQRT2) fail("cost differs", sc, gc);
    if (buf[GUARD] != sc || buf[GUARD + info.path_length - 1] != gc) fail("path ends", sc, gc);
    if (opt.jump_points_only) {
        /* consecutive points on one straight or diagonal line: expand, then check as a path */
        int m = 0;
        full[m++] = buf[GUARD];
        for (i = 1; i < info.path_length; i++) {
            int a = buf[GUARD + i - 1], b = buf[GUARD + i], ax = a % w, ay = a / w, bx = b % w,
                by = b / w, dx = (bx > ax) - (bx < ax), dy = (by > ay) - (by < ay), k, steps;
            int adx = abs(bx - ax), ady = abs(by - ay);
            if ((adx && ady && adx != ady) || (adx == 0 && ady == 0)) fail("jump points not aligned", a, b);
            steps = adx > ady ? adx : ady;
            for (k = 1; k <= steps; k++) {
                if (m >= n) fail("expanded path too long", m, n);
                full[m++] = (ay + k * dy) * w + ax + k * dx;
            }
        }
        if (!ref_path_legal(cells, w, h, REF_MOVES_8_NO_CORNER_CUT, full, m, NULL))
            fail("expanded jump points illegal", sc, gc);
    } else {
        if (!ref_path_legal(cells, w, h, REF_MOVES_8_NO_CORNER_CUT, buf + GUARD, info.path_length,
                            NULL))
            fail("path illegal", sc, gc);
    }
    return 0;
}
