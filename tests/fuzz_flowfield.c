/* fuzz_flowfield.c - libFuzzer harness for flowfield_compute, flowfield_sample,
 * flowfield_local_window and flowfield_goal_regions (`make fuzz`).
 * Bytes become a small grid (weighted or not), options (valid or not), goals (some outside or
 * blocked), and sample positions. The harness predicts the result code from the documented
 * rules, checks every OK field against the independent reference (tests/reference.h), follows
 * directions with a step bound, checks line of sight at every cell against the reference
 * (ref_sight: the exact segment test and the straight-cost rule), and checks that a sampled
 * vector is unit length or zero and that a half-cell step along it never lands in a blocked
 * cell, and that each cell's goal region is its goal's, its sight goal's or its direction's
 * neighbour's. Workspaces sized for the grid, one wider, or the largest (narrow grids take
 * other loops by the room they have), cell values up to 2^31 - 1 (FLOWFIELD_COST_OVERFLOW where the
 * reference's S or D passes 2^32; costs past 2^23 compared to 1e-9), max_distance exactly some
 * cell's cost, and the float costs, reached codes, info.reached, info.max_cost and
 * info.goal_index are checked too. Any disagreement aborts. */
#define FLOWFIELD_IMPLEMENTATION
#include "flowfield.h"
#include "reference.h"
#include "fuzz_input.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define FZ_SIDE 20

static void fail(const char *what, int a, int b) {
    fprintf(stderr, "fuzz_flowfield: %s (%d, %d)\n", what, a, b);
    abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static unsigned char ws_memory[1 << 16], field_memory[1 << 14];
    int cells[FZ_SIDE * FZ_SIDE], sources[8], steps[FZ_SIDE * FZ_SIDE], gx[8], gy[8];
    long long rs[FZ_SIDE * FZ_SIDE], rd[FZ_SIDE * FZ_SIDE];
    gridpath_point goals[8];
    gridpath_grid grid;
    flowfield_options opt;
    flowfield_info info;
    flowfield_window win;
    flowfield_result r, expect = FLOWFIELD_OK;
    flowfield_workspace *ws;
    flowfield_field *field;
    int w, h, i, n, ngoals, weighted, c, moves_valid, wsw, wsh, big = 0, reached = 0, overflow = 0;
    unsigned flags, extra;
    double max_ref = 0.0;
    static const int wide[8] = {1, 2, 7, 1000, 30000, 1 << 20, 1 << 27, 0x7FFFFFFF};
    if (size < 4) return 0;
    w = 1 + (int)(take(&data, &size) % FZ_SIDE);
    h = 1 + (int)(take(&data, &size) % FZ_SIDE);
    flags = take(&data, &size);
    extra = take(&data, &size); /* bits 0-1: workspace size, bit 2: wide values, bit 3: uniform wide */
    weighted = (flags & 1) != 0;
    n = w * h;
    memset(&opt, 0, sizeof opt);
    opt.moves = (gridpath_moves)(take(&data, &size) % 6); /* 5 is invalid */
    moves_valid = (int)opt.moves <= GRIDPATH_MOVES_8_ALWAYS;
    opt.metric = (flags & 2) ? FLOWFIELD_METRIC_BFS : FLOWFIELD_METRIC_EXACT;
    opt.line_of_sight = (flags & 4) != 0;
    if (flags & 8) opt.max_distance = (double)(take(&data, &size) % 40) + 0.5;
    if (extra & 0x80) { /* exactly some cell's cost: S + D*sqrt(2) as a double */
        double s_ = (double)(take(&data, &size) % 24), d_ = (double)(take(&data, &size) % 16);
        opt.max_distance = ref_pair_cost(s_, d_);
    }
    if ((flags & 0xF0) == 0xF0) opt.max_distance = -1.0; /* invalid */
    for (i = 0; i < n; i++) {
        unsigned b = take(&data, &size);
        cells[i] = (b % 5 == 0) ? -(int)(b % 3) : weighted ? 1 + (int)(b % 9) : 1;
        if (cells[i] > 0 && (extra & 4)) cells[i] = (extra & 8) ? wide[(extra >> 4) & 7] : wide[(b >> 3) & 7];
    }
    ngoals = (int)(take(&data, &size) % 6);
    for (i = 0; i < ngoals; i++) {
        goals[i].x = (int)(take(&data, &size) % (unsigned)(w + 1)); /* w is outside */
        goals[i].y = (int)(take(&data, &size) % (unsigned)(h + 1));
    }
    grid.cells = cells;
    grid.width = w;
    grid.height = h;
    wsw = (extra & 3) == 0 ? FZ_SIDE : (extra & 3) == 1 ? w : (extra & 3) == 2 ? w + 1 : w + 3;
    wsh = (extra & 3) == 0 ? FZ_SIDE : h;
    ws = flowfield_workspace_init(ws_memory, sizeof ws_memory, wsw, wsh);
    field = flowfield_field_init(field_memory, sizeof field_memory, FZ_SIDE, FZ_SIDE);
    if (!ws || !field) fail("init failed", (int)flowfield_workspace_size(FZ_SIDE, FZ_SIDE), 0);

    /* the documented order of checks */
    if (!moves_valid || opt.max_distance < 0.0) expect = FLOWFIELD_INVALID_ARGUMENT;
    else if (ngoals == 0) expect = FLOWFIELD_NO_GOALS;
    else
        for (i = 0; i < ngoals && expect == FLOWFIELD_OK; i++) {
            if (goals[i].x >= w || goals[i].y >= h) expect = FLOWFIELD_GOAL_OUTSIDE;
            else if (cells[goals[i].y * w + goals[i].x] <= 0) expect = FLOWFIELD_GOAL_BLOCKED;
        }
    if (expect == FLOWFIELD_OK) {
        for (i = 0; i < ngoals; i++) sources[i] = goals[i].y * w + goals[i].x;
        if (opt.metric == FLOWFIELD_METRIC_BFS) ref_bfs(cells, w, h, ref_moves_from_gridpath((int)opt.moves), sources, ngoals, steps);
        else {
            ref_dijkstra_exact(cells, w, h, ref_moves_from_gridpath((int)opt.moves), sources, ngoals, 1, rs, rd);
            for (c = 0; c < n; c++) {
                double rc = ref_pair_cost((double)rs[c], (double)rd[c]);
                if (rs[c] < 0 || (opt.max_distance > 0.0 && rc > opt.max_distance)) continue;
                if (rc >= 8388608.0) big = 1;
                if (rs[c] > 0xFFFFFFFFLL || rd[c] > 0xFFFFFFFFLL) overflow = 1;
            }
        }
    }
    /* the local window: the same result code, and (below) every reached cell inside it */
    r = flowfield_local_window(&grid, goals, ngoals, &opt, &win);
    if (r != expect) fail("local window's result", (int)r, (int)expect);
    r = flowfield_compute(ws, field, &grid, goals, ngoals, &opt, &info);
    if (expect == FLOWFIELD_OK && overflow && r == FLOWFIELD_COST_OVERFLOW) return 0;
    if (r != expect) fail(overflow ? "overflow expected" : "unexpected result", (int)r, (int)expect);
    if ((r == FLOWFIELD_GOAL_OUTSIDE || r == FLOWFIELD_GOAL_BLOCKED) != (info.goal_index >= 0))
        fail("goal_index", info.goal_index, (int)r);
    if (r != FLOWFIELD_OK) return 0;
    if (overflow) fail("no overflow reported", 0, 0);
    for (c = 0; c < n; c++) {
        uint32_t s, d;
        int got = flowfield_exact_cost(ws, c % w, c / w, &s, &d), want;
        double ref_cost;
        if (opt.metric == FLOWFIELD_METRIC_BFS) {
            want = steps[c] >= 0;
            ref_cost = steps[c];
        } else {
            want = rs[c] >= 0;
            ref_cost = ref_pair_cost((double)rs[c], (double)rd[c]);
        }
        if (want && opt.max_distance > 0.0 && ref_cost > opt.max_distance) want = 0;
        if (got != want) fail("reached differs from the reference", c, got);
        if (got && opt.metric == FLOWFIELD_METRIC_BFS && (s != (uint32_t)steps[c] || d != 0))
            fail("BFS steps differ", c, (int)s);
        if (got && opt.metric == FLOWFIELD_METRIC_EXACT && ((long long)s != rs[c] || (long long)d != rd[c])) {
            double lib = ref_pair_cost((double)s, (double)d);
            if (!big || fabs(lib - ref_cost) > 1e-9 * ref_cost) fail("exact cost differs", c, (int)s);
        }
        {
            float fc = flowfield_costs(field)[c];
            if (!got && fc != -1.0f) fail("float cost of an unreached cell", c, (int)fc);
            if (got && fabs((double)fc - ref_cost) > 1e-6 * (ref_cost > 1 ? ref_cost : 1)) fail("float cost differs", c, (int)fc);
            if (got && !(flowfield_codes(field)[c] & FLOWFIELD_CODE_REACHED)) fail("reached code", c, 0);
        }
        if (got) {
            if (c % w < win.x || c % w >= win.x + win.width || c / w < win.y || c / w >= win.y + win.height)
                fail("reached outside the local window", c, win.width);
            reached++;
            if (ref_cost > max_ref) max_ref = ref_cost;
        }
        if (got) {
            /* follow, bounded: never more than n steps, never into a wall */
            int x = c % w, y = c / w, k;
            for (k = 0; k <= n; k++) {
                int dir = flowfield_direction(field, x, y);
                if (dir < 0) break;
                x += GRIDPATH_DIR_DX(dir);
                y += GRIDPATH_DIR_DY(dir);
                if (x < 0 || y < 0 || x >= w || y >= h || cells[y * w + x] <= 0)
                    fail("direction into a wall", c, dir);
            }
            if (k > n) fail("directions cycle", c, k);
        }
    }
    if (info.reached != reached) fail("info.reached", info.reached, reached);
    if (fabs(info.max_cost - max_ref) > 1e-6 * (max_ref > 1 ? max_ref : 1)) fail("info.max_cost", (int)info.max_cost, (int)max_ref);
    /* line of sight: flagged exactly where tests/reference.h's ref_sight says (a goal seen and
     * no dearer straight), steering at the nearest such goal */
    for (i = 0; i < ngoals; i++) {
        gx[i] = goals[i].x;
        gy[i] = goals[i].y;
    }
    for (c = 0; c < n && opt.line_of_sight; c++) {
        const int x = c % w, y = c / w, bfs = opt.metric == FLOWFIELD_METRIC_BFS;
        int want;
        gridpath_point g;
        long best = -1;
        const int sees = flowfield_sight_goal(field, x, y, &g);
        if (!(flowfield_codes(field)[c] & FLOWFIELD_CODE_REACHED)) {
            if (sees) fail("line of sight on an unreached cell", c, 0);
            continue;
        }
        want = ref_sight(cells, w, h, x, y, bfs ? (double)steps[c] : ref_pair_cost((double)rs[c], (double)rd[c]),
                         bfs, opt.moves == GRIDPATH_MOVES_4, gx, gy, ngoals, &best);
        if (want < 0) continue; /* too close to call */
        if (sees != want) fail("line of sight differs from the reference", c, sees);
        if (sees && (long)(g.x - x) * (g.x - x) + (long)(g.y - y) * (g.y - y) != best)
            fail("line of sight steers at a farther goal", c, (int)best);
    }
    /* goal regions: a goal cell's own (first) index, a sighted cell its sight goal's, another
     * reached cell its direction's neighbour's, -1 for a cell with no cost or no direction */
    {
        int region[FZ_SIDE * FZ_SIDE + 1], first[FZ_SIDE * FZ_SIDE];
        const uint8_t *code = flowfield_codes(field);
        region[n] = -7;
        r = flowfield_goal_regions(field, goals, ngoals, region);
        if (r != FLOWFIELD_OK || region[n] != -7) fail("goal regions' result", (int)r, region[n]);
        for (c = 0; c < n; c++) first[c] = -1;
        for (i = ngoals - 1; i >= 0; i--) first[goals[i].y * w + goals[i].x] = i;
        for (c = 0; c < n; c++) {
            const int x = c % w, y = c / w, dir = flowfield_direction(field, x, y);
            gridpath_point g;
            int want;
            if (!(code[c] & FLOWFIELD_CODE_REACHED)) want = -1;
            else if (code[c] & FLOWFIELD_CODE_GOAL) want = first[c];
            else if (flowfield_sight_goal(field, x, y, &g)) want = first[g.y * w + g.x];
            else if (dir < 0) want = -1;
            else want = region[(y + GRIDPATH_DIR_DY(dir)) * w + x + GRIDPATH_DIR_DX(dir)];
            if (region[c] != want || (want < 0 && (code[c] & FLOWFIELD_CODE_REACHED) && opt.moves != GRIDPATH_MOVES_8_ALWAYS))
                fail("goal region", c, region[c]);
        }
    }
    /* sampling at positions from the input */
    while (size >= 2) {
        float x = ((float)take(&data, &size) / 255.0f) * (float)(w + 2) - 1.0f;
        float y = ((float)take(&data, &size) / 255.0f) * (float)(h + 2) - 1.0f;
        flowfield_vec2 v = flowfield_sample(field, x, y);
        float len = sqrtf(v.x * v.x + v.y * v.y);
        if (!(len == 0.0f || fabsf(len - 1.0f) < 1e-4f)) fail("sample not unit or zero", (int)x, (int)y);
        if (x >= 0.0f && y >= 0.0f && x < (float)w && y < (float)h &&
            cells[(int)y * w + (int)x] > 0) {
            float nx = x + 0.5f * v.x, ny = y + 0.5f * v.y;
            int cx = (int)floorf(nx), cy = (int)floorf(ny);
            if (cx < 0 || cy < 0 || cx >= w || cy >= h || cells[cy * w + cx] <= 0)
                fail("half-cell step enters a wall", cx, cy);
        }
    }
    return 0;
}
