/* fuzz_jps.c - libFuzzer harness for Jump Point Search (`make fuzz`).
 * Bytes become a uniform-cost grid of up to 70 x 70 cells (wider than one 64-bit word, so jumps
 * cross word boundaries), a start, a goal, jump_points_only and a path capacity, then a mode
 * byte that may add: cell values up to 2^31 - 1 (chosen so that a path of k steps lands on
 * 2^32 - 1 or just past it), a node budget, a start or goal outside the grid, one cell of
 * another value (a non-uniform grid), and one option variant (an unsupported option, a missing
 * bit grid, component labels, a grid changed since astar_jps_grid_init, ...).
 * Every answer is checked against the header's documentation and the independent Dijkstra of
 * tests/reference.h: with any input problem, the result must be one of the problems present
 * (ASTAR_UNSUPPORTED, ASTAR_INVALID_ARGUMENT, outside, blocked; the header fixes no order);
 * else the result code (ASTAR_COST_OVERFLOW exactly when the optimal S or D is past 2^32 - 1,
 * see LIMITS), the exact cost, the legality of the full path (or of the jump points once
 * expanded), the needed length on ASTAR_BUFFER_TOO_SMALL, canaries on both sides of the path
 * buffer; with a budget, the run must equal the unlimited one when the budget covers its
 * expansions and stop with ASTAR_BUDGET_EXCEEDED after exactly the budget otherwise; with
 * labels, a separated goal gives ASTAR_NO_PATH with no expansion and anything else the result
 * without labels. It builds the portable count-zeros fallback (ASTAR_JPS_NO_BUILTIN) so that
 * code is fuzzed too; test_jps.c covers the builtins. Any disagreement aborts. */
#define ASTAR_JPS_NO_BUILTIN
#define ASTAR_IMPLEMENTATION
#include "astar.h"
#include "reference.h"
#include "fuzz_input.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_SIDE 70
#define GUARD 8
#define CANARY ((int32_t)0x5A5A5A5A)
#define LIMIT 0xFFFFFFFFll /* the largest S or D a path may have (LIMITS) */
#define BUF_WORDS (GUARD + MAX_SIDE * MAX_SIDE + GUARD)

static void fail(const char *what, long long a, long long b) {
    fprintf(stderr, "fuzz_jps: %s (%lld, %lld)\n", what, a, b);
    abort();
}

static int cells[MAX_SIDE * MAX_SIDE];
static int32_t buf[BUF_WORDS], buf2[BUF_WORDS];
static int32_t full[MAX_SIDE * MAX_SIDE];
static long long ref_s[MAX_SIDE * MAX_SIDE], ref_d[MAX_SIDE * MAX_SIDE];
static unsigned char ws_memory[MAX_SIDE * MAX_SIDE * 40 + 4096];
static unsigned char jps_memory[4096 + 8 * 2 * (MAX_SIDE + 2) * 4];
static unsigned char label_memory[4 * (MAX_SIDE + 1) * MAX_SIDE + 256];
static int other_cells[(MAX_SIDE + 1) * MAX_SIDE];

/* Nothing written outside path[0 .. allowed - 1]: the guards on both sides and the cells of a
 * buffer that holds no path (the header: only path[0 .. capacity - 1] may be written, and the
 * implementation writes only a path that fits). */
static void check_buffer(const int32_t *words, int32_t allowed, const char *which) {
    int i;
    for (i = 0; i < BUF_WORDS; i++)
        if ((i < GUARD || i >= GUARD + allowed) && words[i] != CANARY) {
            fprintf(stderr, "fuzz_jps: %s: word %d of the path buffer written (allowed %d)\n",
                    which, i - GUARD, (int)allowed);
            abort();
        }
}

static void fill(int32_t *words) {
    int i;
    for (i = 0; i < BUF_WORDS; i++) words[i] = CANARY;
}

/* the same query run again (in buf2) gave the same answer as the first (in buf): code, path,
 * cost and expansions */
static int same_answer(astar_result r, const astar_info *info, astar_result r2, const astar_info *info2) {
    return r2 == r && info2->path_length == info->path_length && info2->cost == info->cost &&
           info2->stats.expanded == info->stats.expanded && memcmp(buf, buf2, sizeof buf) == 0;
}

static int result_in(astar_result r, unsigned set) {
    return (int)r >= 0 && (int)r < 32 && (set >> r) & 1u;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    astar_workspace *ws;
    astar_jps_grid *jg;
    gridpath_grid grid;
    gridpath_point start, goal;
    astar_options opt;
    astar_info info;
    astar_result r;
    int w, h, n, i, value, capacity, sc, gc, pattern_len, mode, variant, uniform, any_free;
    unsigned b2, b9, b10, b11, b12, problems = 0;
    uint32_t budget;
    int changed_cell = -1, changed_value = 0, start_inside, goal_inside, label_rule = 0;
    int32_t used_cap;
    static const gridpath_moves unsupported_moves[3] = {GRIDPATH_MOVES_4, GRIDPATH_MOVES_8_ONE_FREE,
                                                        GRIDPATH_MOVES_8_ALWAYS};
    static const astar_heuristic unsupported_heuristics[4] = {
        ASTAR_HEURISTIC_MANHATTAN, ASTAR_HEURISTIC_CHEBYSHEV, ASTAR_HEURISTIC_EUCLIDEAN,
        ASTAR_HEURISTIC_ZERO};
    size_t need;
    const uint8_t *pattern;
    if (size < 8) return 0;
    w = 1 + take(&data, &size) % MAX_SIDE;
    h = 1 + take(&data, &size) % MAX_SIDE;
    n = w * h;
    b2 = take(&data, &size);
    value = 1 + (int)(b2 % 5);
    start.x = (int)(take(&data, &size) % (unsigned)w);
    start.y = (int)(take(&data, &size) % (unsigned)h);
    goal.x = (int)(take(&data, &size) % (unsigned)w);
    goal.y = (int)(take(&data, &size) % (unsigned)h);
    capacity = (int)take(&data, &size);
    capacity = capacity < 16 ? capacity : n; /* mostly room enough, sometimes too little */
    /* mode: bits 0-2 the cell value (0-3 small, 4-5 2^32 / k, 6 near 2^31, 7 2^31 - 1),
     * bit 3 a budget, bits 4-5 start / goal outside, bit 6 one cell of another value,
     * bit 7 an option variant (b12) */
    mode = (int)take(&data, &size);
    b9 = take(&data, &size);
    b10 = take(&data, &size);
    b11 = take(&data, &size);
    b12 = take(&data, &size);
    switch (mode & 7) {
    case 4:
    case 5: {
        /* k straight (or diagonal) steps of this value cost 0xFFFFFFFF or less (b9 even),
         * or just past it (odd) */
        unsigned k = 1 + (b9 >> 1), v = 0xFFFFFFFFu / k + (b9 & 1);
        value = v > 0x7FFFFFFFu ? 0x7FFFFFFF : (int)v;
        break;
    }
    case 6: value = 0x40000000 + (int)(b9 << 22) - (int)(b10 & 3); break;
    case 7: value = 0x7FFFFFFF; break;
    default: break;
    }
    budget = (mode & 8) ? (b10 < 128 ? 1 + b10 % 16 : 1 + b10 * 4) : 0;
    if (mode & 16) start.x = b11 & 1 ? w + (int)(b11 >> 1) % 3 : -1 - (int)(b11 >> 1) % 3;
    if (mode & 32) goal.y = b11 & 2 ? h + (int)(b11 >> 2) % 3 : -1 - (int)(b11 >> 2) % 3;
    variant = (mode & 128) ? (int)(b12 % 19) : -1;
    pattern = data;
    pattern_len = (int)size;
    /* one bit per cell, the pattern repeated; an empty pattern is an open field */
    for (i = 0; i < n; i++)
        cells[i] = (pattern_len > 0 && (pattern[(i / 8) % pattern_len] >> (i % 8)) & 1) ? 0 : value;
    if (mode & 64) {
        /* one cell of another value: the grid is no longer uniform if another is passable */
        i = (int)((b10 | b11 << 8) % (unsigned)n);
        cells[i] = value > 1 ? value - 1 : 2;
    }
    uniform = 0;
    any_free = 0;
    for (i = 0; i < n; i++)
        if (cells[i] > 0) {
            if (!any_free) uniform = cells[i];
            else if (cells[i] != uniform) uniform = -1;
            any_free = 1;
        }
    grid.cells = cells;
    grid.width = w;
    grid.height = h;
    ws = astar_workspace_init(ws_memory, sizeof ws_memory, MAX_SIDE, MAX_SIDE);
    need = astar_jps_grid_size(w, h);
    if (!ws || need == 0 || need > sizeof jps_memory) fail("sizes", (int)need, 0);
    jg = astar_jps_grid_init(jps_memory + (b2 & 7), sizeof jps_memory - 8, &grid);
    if (!jg || astar_jps_grid_uniform(jg) != (uniform > 0 ? uniform : 0))
        fail("astar_jps_grid_uniform", jg ? astar_jps_grid_uniform(jg) : -2, uniform);

    start_inside = start.x >= 0 && start.y >= 0 && start.x < w && start.y < h;
    goal_inside = goal.x >= 0 && goal.y >= 0 && goal.x < w && goal.y < h;
    sc = start_inside ? start.y * w + start.x : -1;
    gc = goal_inside ? goal.y * w + goal.x : -1;
    memset(&opt, 0, sizeof opt);
    opt.algorithm = ASTAR_ALGORITHM_JPS;
    opt.jps_grid = jg;
    opt.jump_points_only = (int)(b2 >> 3) & 1;
    /* the documented refusals (astar.h >>jps api and the options' comments) */
    if (uniform < 0) problems |= 1u << ASTAR_UNSUPPORTED;
    switch (variant) {
    case 0: /* the start's cell changed since the bit grid was built */
    case 1: /* the goal's */
        if ((variant == 0 ? start_inside : goal_inside) && cells[variant == 0 ? sc : gc] > 0) {
            changed_cell = variant == 0 ? sc : gc;
            changed_value = cells[changed_cell];
            if (uniform > 0) problems |= 1u << ASTAR_INVALID_ARGUMENT;
        }
        break;
    case 2: opt.moves = unsupported_moves[b9 % 3]; break;
    case 3: opt.heuristic = unsupported_heuristics[b9 % 4]; break;
    case 4: opt.open_set = ASTAR_OPEN_LIST; break;
    case 5: opt.weight = 1.0 + (double)(1 + b9 % 8) / 4.0; break;
    case 6: opt.partial = 1; break;
    case 7: opt.jps_grid = NULL; problems |= 1u << ASTAR_INVALID_ARGUMENT; break;
    case 8: opt.jump_points_only = 2 + (int)(b9 % 3); problems |= 1u << ASTAR_INVALID_ARGUMENT; break;
    case 9: capacity = -1 - (int)(b9 % 2); problems |= 1u << ASTAR_INVALID_ARGUMENT; break;
    case 10: opt.moves = (gridpath_moves)(5 + b9 % 3); problems |= 1u << ASTAR_INVALID_ARGUMENT; break;
    case 11: opt.weight = 0.5; problems |= 1u << ASTAR_INVALID_ARGUMENT; break;
    /* accepted: the explicit defaults, and what JPS ignores */
    case 12: opt.moves = GRIDPATH_MOVES_8_NO_CORNER_CUT; opt.heuristic = ASTAR_HEURISTIC_OCTILE; break;
    case 13: opt.weight = 1.0; opt.min_cost = (int)b9; break;
    /* component labels (14-17 any rule: JPS searches under 8_NO_CORNER_CUT, which every
     * rule's labels serve), 18: labels of another grid size */
    case 18: {
        gridpath_grid other;
        other.width = w == h ? w + 1 : h;
        other.height = w == h ? h : w;
        other.cells = other_cells;
        for (i = 0; i < other.width * other.height; i++) other_cells[i] = 1;
        opt.components = astar_components_init(label_memory, sizeof label_memory, &other,
                                               GRIDPATH_MOVES_4);
        if (!opt.components) fail("astar_components_init", other.width, other.height);
        problems |= 1u << ASTAR_INVALID_ARGUMENT;
        break;
    }
    default:
        if (variant >= 14) {
            label_rule = variant - 14 + 1; /* REF_MOVES_* and gridpath_moves agree */
            opt.components = astar_components_init(label_memory, sizeof label_memory, &grid,
                                                   (gridpath_moves)label_rule);
            if (!opt.components) fail("astar_components_init", w, h);
        }
        break;
    }
    if (variant >= 2 && variant <= 6) problems |= 1u << ASTAR_UNSUPPORTED;
    if (!start_inside) problems |= 1u << ASTAR_START_OUTSIDE;
    else if (cells[sc] <= 0) problems |= 1u << ASTAR_START_BLOCKED;
    if (!goal_inside) problems |= 1u << ASTAR_GOAL_OUTSIDE;
    else if (cells[gc] <= 0) problems |= 1u << ASTAR_GOAL_BLOCKED;

    if (changed_cell >= 0)
        cells[changed_cell] = changed_value == 0x7FFFFFFF ? changed_value - 1 : changed_value + 1;
    fill(buf);
    r = astar_find_path(ws, &grid, start, goal, &opt, buf + GUARD, capacity, &info);
    if (changed_cell >= 0) cells[changed_cell] = changed_value;
    check_buffer(buf, r == ASTAR_OK ? info.path_length : 0, "query");
    if (problems) {
        if (!result_in(r, problems)) {
            fprintf(stderr, "fuzz_jps: bad input (problems 0x%x: bit = result code), got %s\n",
                    problems, astar_result_string(r));
            fail("result is none of the problems present", (int)problems, (int)r);
        }
        if (info.path_length != 0 || info.cost != 0.0) fail("refused query left a path in info", (int)r, info.path_length);
        return 0;
    }

    ref_dijkstra_exact(cells, w, h, REF_MOVES_8_NO_CORNER_CUT, &sc, 1, 0, ref_s, ref_d);
    used_cap = capacity;
    if (ref_s[gc] < 0) {
        if (r != ASTAR_NO_PATH || info.path_length != 0) fail("unreachable goal", (int)r, gc);
        if (label_rule) {
            /* labels that separate the two (by the reference, under their rule) answer at
             * once; 8_ALWAYS labels may join what 8_NO_CORNER_CUT keeps apart */
            static int steps[MAX_SIDE * MAX_SIDE];
            ref_bfs(cells, w, h, label_rule, &sc, 1, steps);
            if (steps[gc] < 0 && info.stats.expanded != 0)
                fail("component labels: separated goal searched", (int)info.stats.expanded, label_rule);
            if (steps[gc] >= 0 && info.stats.expanded == 0)
                fail("component labels: connected goal not searched", gc, label_rule);
        }
    } else if (ref_s[gc] > LIMIT || ref_d[gc] > LIMIT) {
        /* JPS finds the optimal path (its pair is unique) and reports its overflow */
        if (r != ASTAR_COST_OVERFLOW || info.path_length != 0)
            fail("optimal path past the cost limit: want ASTAR_COST_OVERFLOW", (int)r, value);
    } else {
        int32_t len;
        if (r == ASTAR_BUFFER_TOO_SMALL) {
            if (info.path_length <= capacity) fail("too small, yet the length fits", info.path_length, capacity);
            if (info.goal_index != 0) fail("buffer too small: goal_index", info.goal_index, 0);
            if (info.cost != ref_pair_cost((double)ref_s[gc], (double)ref_d[gc]))
                fail("buffer too small: cost of the path differs", sc, gc);
            used_cap = n;
            fill(buf);
            r = astar_find_path(ws, &grid, start, goal, &opt, buf + GUARD, used_cap, &info);
            check_buffer(buf, r == ASTAR_OK ? info.path_length : 0, "query, room enough");
        }
        if (r != ASTAR_OK) fail("reachable goal not found", (int)r, gc);
        len = info.path_length;
        if (len < 1 || len > used_cap) fail("path length", len, used_cap);
        if (info.cost != ref_pair_cost((double)ref_s[gc], (double)ref_d[gc])) fail("cost differs", sc, gc);
        if (buf[GUARD] != sc || buf[GUARD + len - 1] != gc) fail("path ends", sc, gc);
        if (opt.jump_points_only) {
            /* consecutive points on one straight or diagonal line: expand, then check as a path */
            int m = 0;
            full[m++] = buf[GUARD];
            for (i = 1; i < len; i++) {
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
            if (!ref_path_legal(cells, w, h, REF_MOVES_8_NO_CORNER_CUT, buf + GUARD, len, NULL))
                fail("path illegal", sc, gc);
        }
    }
    if (opt.components && ref_s[gc] >= 0) {
        /* labels that do not separate start and goal change nothing */
        astar_options plain = opt;
        astar_info info2;
        astar_result r2;
        plain.components = NULL;
        fill(buf2);
        r2 = astar_find_path(ws, &grid, start, goal, &plain, buf2 + GUARD, used_cap, &info2);
        if (!same_answer(r, &info, r2, &info2)) fail("component labels changed the result", (int)r, (int)r2);
    }
    if (budget) {
        /* the same query with a budget: the unlimited run's result if the budget covers its
         * expansions, else ASTAR_BUDGET_EXCEEDED after exactly `budget` (the budget is tested
         * before each expansion); a reachable goal other than the start needs at least two */
        astar_options limited = opt;
        astar_info info2;
        astar_result r2;
        limited.max_expansions = budget;
        fill(buf2);
        r2 = astar_find_path(ws, &grid, start, goal, &limited, buf2 + GUARD, used_cap, &info2);
        check_buffer(buf2, r2 == ASTAR_OK ? info2.path_length : 0, "budgeted query");
        if (budget >= info.stats.expanded) {
            if (!same_answer(r, &info, r2, &info2))
                fail("a budget that covers the search changed the result", (int)r2, (int)r);
        } else {
            if (r2 != ASTAR_BUDGET_EXCEEDED || info2.stats.expanded != budget || info2.path_length != 0)
                fail("budget: want ASTAR_BUDGET_EXCEEDED after exactly the budget", (int)r2,
                     (long long)info2.stats.expanded);
        }
        if (budget == 1 && sc != gc && ref_s[gc] >= 0 && r2 != ASTAR_BUDGET_EXCEEDED)
            fail("budget 1 reached a goal that is not the start", (int)r2, gc);
    }
    return 0;
}
