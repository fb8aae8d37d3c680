/* fuzz_astar.c - libFuzzer harness for astar_find_path (`make fuzz`).
 * Bytes become a small grid, options (valid or not), start, goal and a path capacity. The harness
 * predicts the result code from the documented rules, checks every OK path against the
 * independent reference (tests/reference.h), compares the heap and list open sets, and checks
 * canaries around the path buffer. Any disagreement aborts. */
#define ASTAR_IMPLEMENTATION
#include "astar.h"
#include "reference.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define WS_SIDE 16 /* the workspace holds 256 cells; grids up to 20x20 are tried */
#define MAX_SIDE 20
#define GUARD 8
#define CANARY ((int32_t)0x3C3C3C3C)

static void fail(const char *what, int a, int b) {
    fprintf(stderr, "fuzz_astar: %s (%d, %d)\n", what, a, b);
    abort();
}

typedef struct reader {
    const uint8_t *data;
    size_t size, pos;
} reader;

static int next_byte(reader *r) {
    return r->pos < r->size ? r->data[r->pos++] : 0;
}

static int32_t buf_heap[GUARD + MAX_SIDE * MAX_SIDE + 8 + GUARD];
static int32_t buf_list[GUARD + MAX_SIDE * MAX_SIDE + 8 + GUARD];

static void check_canaries(const int32_t *buf, int32_t capacity, int32_t allowed) {
    int32_t i;
    for (i = 0; i < GUARD + MAX_SIDE * MAX_SIDE + 8 + GUARD; i++) {
        int inside = i >= GUARD && i < GUARD + (allowed < capacity ? allowed : capacity);
        if (!inside && buf[i] != CANARY) fail("wrote outside the allowed path cells", i - GUARD, allowed);
    }
}

static astar_workspace *ws_jps;

/* Jump Point Search on the same query: refused unless the grid is uniform; else the same
 * result as the reference, a legal path of every cell, or only the jump points. */
static void check_jps(const gridpath_grid *grid, gridpath_point start, gridpath_point goal,
                      int capacity) {
    static unsigned char jps_memory[8192];
    static double jdist[MAX_SIDE * MAX_SIDE];
    static int32_t buf[GUARD + MAX_SIDE * MAX_SIDE + 8 + GUARD];
    size_t need = astar_jps_grid_size(grid->width, grid->height);
    const astar_jps_grid *jg;
    astar_options o;
    astar_info info;
    astar_result r;
    int i, uniform = 0, w = grid->width, h = grid->height, sc = start.y * w + start.x,
           gc = goal.y * w + goal.x, points_only;
    if (need == 0 || need > sizeof jps_memory) fail("jps grid size", (int)need, 0);
    jg = astar_jps_grid_init(jps_memory, need, grid);
    if (!jg) fail("jps grid init", 0, 0);
    for (i = 0; i < w * h; i++)
        if (grid->cells[i] > 0) {
            if (uniform == 0) uniform = grid->cells[i];
            else if (grid->cells[i] != uniform) uniform = -1;
        }
    if (astar_jps_grid_uniform(jg) != (uniform > 0 ? uniform : 0))
        fail("astar_jps_grid_uniform", astar_jps_grid_uniform(jg), uniform);
    ref_dijkstra(grid->cells, w, h, REF_MOVES_8_NO_CORNER_CUT, &sc, 1, 0, jdist);
    for (points_only = 0; points_only <= 1; points_only++) {
        memset(&o, 0, sizeof o);
        o.algorithm = ASTAR_ALGORITHM_JPS;
        o.jps_grid = jg;
        o.jump_points_only = points_only;
        for (i = 0; i < (int)(sizeof buf / sizeof buf[0]); i++) buf[i] = CANARY;
        r = astar_find_path(ws_jps, grid, start, goal, &o, buf + GUARD, capacity, &info);
        check_canaries(buf, capacity, r == ASTAR_OK ? info.path_length : 0);
        if (uniform < 0) {
            if (r != ASTAR_UNSUPPORTED) fail("jps on a weighted grid not refused", (int)r, 0);
            return;
        }
        if (jdist[gc] < 0) {
            if (r != ASTAR_NO_PATH) fail("jps: reference says no path", (int)r, 0);
            continue;
        }
        if (r == ASTAR_BUFFER_TOO_SMALL) {
            if (info.path_length <= capacity) fail("jps: buffer too small but it fits", info.path_length, capacity);
            continue;
        }
        if (r != ASTAR_OK) fail("jps: reference found a path", (int)r, 0);
        if (fabs(info.cost - jdist[gc]) > 1e-9 * (jdist[gc] > 1 ? jdist[gc] : 1))
            fail("jps: cost is not optimal", (int)(info.cost * 1000), (int)(jdist[gc] * 1000));
        {
            const int32_t *path = buf + GUARD;
            int32_t len = info.path_length, k;
            double pc = 0;
            if (len < 1 || path[0] != sc || path[len - 1] != gc) fail("jps: path endpoints", len, 0);
            if (!points_only) {
                if (!ref_path_legal(grid->cells, w, h, REF_MOVES_8_NO_CORNER_CUT, path, len, &pc) ||
                    fabs(pc - info.cost) > 1e-9 * (pc > 1 ? pc : 1))
                    fail("jps: illegal path or wrong cost", len, 0);
            } else {
                /* jump points: each leg is a straight or diagonal line of legal steps */
                for (k = 1; k < len; k++) {
                    int ax = path[k - 1] % w, ay = path[k - 1] / w, bx = path[k] % w, by = path[k] / w;
                    int dx = (bx > ax) - (bx < ax), dy = (by > ay) - (by < ay), n, j;
                    int adx = bx > ax ? bx - ax : ax - bx, ady = by > ay ? by - ay : ay - by;
                    int32_t leg[MAX_SIDE + 1];
                    double lc;
                    if ((adx && ady && adx != ady) || (!adx && !ady)) fail("jps: leg not a line", k, 0);
                    n = adx > ady ? adx : ady;
                    for (j = 0; j <= n; j++) leg[j] = (ay + j * dy) * w + ax + j * dx;
                    if (!ref_path_legal(grid->cells, w, h, REF_MOVES_8_NO_CORNER_CUT, leg, n + 1, &lc))
                        fail("jps: illegal leg", k, 0);
                    pc += lc;
                }
                if (fabs(pc - info.cost) > 1e-9 * (pc > 1 ? pc : 1)) fail("jps: jump points cost", 0, 0);
            }
        }
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static astar_workspace *ws;
    static int cells[MAX_SIDE * MAX_SIDE];
    static double dist[MAX_SIDE * MAX_SIDE];
    reader rd;
    gridpath_grid grid;
    gridpath_point start, goal;
    astar_options opt;
    astar_info info_heap, info_list;
    astar_result r_heap, r_list;
    unsigned problems = 0;
    int w, h, i, b, slice, jps, capacity, true_min = 0, admissible, rmoves, moves_ok, heur_ok;
    static const double weights[8] = {0.0, 1.0, 1.5, 2.0, 0.5, -1.0, 3.0, 1e12};

    if (!ws) ws = astar_workspace_create(WS_SIDE, WS_SIDE, NULL);
    if (!ws) fail("workspace_create", 0, 0);
    if (!ws_jps) ws_jps = astar_workspace_create(MAX_SIDE, MAX_SIDE, NULL);
    if (!ws_jps) fail("workspace_create", 1, 0);
    rd.data = data;
    rd.size = size;
    rd.pos = 0;

    w = 1 + next_byte(&rd) % MAX_SIDE;
    h = 1 + next_byte(&rd) % MAX_SIDE;
    memset(&opt, 0, sizeof opt);
    b = next_byte(&rd);
    opt.moves = (gridpath_moves)(b < 250 ? b % 5 : b - 250 + 5); /* a few invalid values */
    b = next_byte(&rd);
    opt.heuristic = (astar_heuristic)(b < 250 ? b % 6 : b - 256);
    b = next_byte(&rd);
    opt.open_set = (astar_open_set)(b < 252 ? b % 2 : b - 250);
    opt.weight = weights[next_byte(&rd) % 8];
    b = next_byte(&rd);
    opt.min_cost = b < 200 ? b % 4 : b < 254 ? 1 + b % 9 : -1; /* may exceed the true minimum */
    b = next_byte(&rd);
    opt.max_expansions = b < 128 ? 0 : (uint32_t)(b - 127);
    b = next_byte(&rd);
    opt.partial = b & 1;
    slice = (b >> 1) % 8; /* 0: no sliced run; else expansions per step - 1 */
    jps = (b >> 4) % 4 == 0; /* also run Jump Point Search, on the grid made uniform */
    capacity = next_byte(&rd);
    capacity = capacity < 128 ? MAX_SIDE * MAX_SIDE : capacity < 250 ? capacity - 128 : -1;
    start.x = next_byte(&rd) % (w + 4) - 2;
    start.y = next_byte(&rd) % (h + 4) - 2;
    goal.x = next_byte(&rd) % (w + 4) - 2;
    goal.y = next_byte(&rd) % (h + 4) - 2;
    for (i = 0; i < w * h; i++) {
        b = rd.pos < rd.size ? next_byte(&rd) : 1;
        cells[i] = b % 5 == 0 ? -(b % 3) : 1 + (b >> 3) % (b & 1 ? 3 : 30);
        if (jps && cells[i] > 0) cells[i] = 1 + (b == 255); /* rarely not uniform */
        if (cells[i] > 0 && (true_min == 0 || cells[i] < true_min)) true_min = cells[i];
    }
    grid.cells = cells;
    grid.width = w;
    grid.height = h;

    /* the documented result before any search: every problem present is an acceptable
     * answer (the header does not fix an order among them) */
    moves_ok = (int)opt.moves >= 0 && (int)opt.moves <= 4;
    heur_ok = (int)opt.heuristic >= 0 && (int)opt.heuristic <= 5;
    if (!moves_ok || !heur_ok || ((int)opt.open_set != 0 && (int)opt.open_set != 1) ||
        opt.min_cost < 0 || !(opt.weight == 0.0 || opt.weight >= 1.0) || opt.weight > 1e9 ||
        capacity < 0)
        problems |= 1u << ASTAR_INVALID_ARGUMENT;
    if (w * h > WS_SIDE * WS_SIDE) problems |= 1u << ASTAR_WORKSPACE_TOO_SMALL;
    if (start.x < 0 || start.y < 0 || start.x >= w || start.y >= h)
        problems |= 1u << ASTAR_START_OUTSIDE;
    else if (cells[start.y * w + start.x] <= 0)
        problems |= 1u << ASTAR_START_BLOCKED;
    if (goal.x < 0 || goal.y < 0 || goal.x >= w || goal.y >= h)
        problems |= 1u << ASTAR_GOAL_OUTSIDE;
    else if (cells[goal.y * w + goal.x] <= 0)
        problems |= 1u << ASTAR_GOAL_BLOCKED;

    for (i = 0; i < (int)(sizeof buf_heap / sizeof buf_heap[0]); i++) buf_heap[i] = buf_list[i] = CANARY;
    if (!problems) opt.open_set = ASTAR_OPEN_HEAP;
    r_heap = astar_find_path(ws, &grid, start, goal, &opt, buf_heap + GUARD, capacity, &info_heap);
    check_canaries(buf_heap, capacity,
                   r_heap == ASTAR_OK || r_heap == ASTAR_PARTIAL_PATH ? info_heap.path_length : 0);
    if (problems) {
        if ((int)r_heap < 0 || (int)r_heap >= 32 || !(problems & (1u << r_heap)))
            fail("bad input: result is none of the problems present", (int)problems, (int)r_heap);
        return 0;
    }
    opt.open_set = ASTAR_OPEN_LIST;
    r_list = astar_find_path(ws, &grid, start, goal, &opt, buf_list + GUARD, capacity, &info_list);
    check_canaries(buf_list, capacity,
                   r_list == ASTAR_OK || r_list == ASTAR_PARTIAL_PATH ? info_list.path_length : 0);
    if (r_heap != r_list || info_heap.path_length != info_list.path_length ||
        info_heap.cost != info_list.cost || info_heap.stats.expanded != info_list.stats.expanded ||
        info_heap.stats.pushed != info_list.stats.pushed)
        fail("heap and list differ", (int)r_heap, (int)r_list);
    if (memcmp(buf_heap, buf_list, sizeof buf_heap) != 0)
        fail("heap and list paths differ", info_heap.path_length, info_list.path_length);

    if (slice) {
        /* the sliced search must give exactly the one-call result */
        static int32_t buf_slice[GUARD + MAX_SIDE * MAX_SIDE + 8 + GUARD];
        astar_info info_slice;
        astar_result r;
        int steps = 0;
        for (i = 0; i < (int)(sizeof buf_slice / sizeof buf_slice[0]); i++) buf_slice[i] = CANARY;
        opt.open_set = ASTAR_OPEN_HEAP;
        r = astar_search_begin(ws, &grid, start, goal, &opt);
        while (r == ASTAR_IN_PROGRESS && steps++ < 100000) r = astar_search_step(ws, (uint32_t)slice);
        r = astar_search_finish(ws, buf_slice + GUARD, capacity, &info_slice);
        check_canaries(buf_slice, capacity, r == ASTAR_OK || r == ASTAR_PARTIAL_PATH ? info_slice.path_length : 0);
        if (r != r_heap || info_slice.path_length != info_heap.path_length ||
            info_slice.cost != info_heap.cost || info_slice.stats.expanded != info_heap.stats.expanded ||
            memcmp(buf_slice, buf_heap, sizeof buf_slice) != 0)
            fail("sliced search differs from astar_find_path", (int)r, (int)r_heap);
    }
    if (jps) check_jps(&grid, start, goal, capacity);
    rmoves = opt.moves == GRIDPATH_MOVES_DEFAULT ? REF_MOVES_8_NO_CORNER_CUT : (int)opt.moves;
    {
        int sc = start.y * w + start.x, gc = goal.y * w + goal.x;
        double best;
        ref_dijkstra(cells, w, h, rmoves, &sc, 1, 0, dist);
        best = dist[gc];
        /* admissible: Manhattan only without diagonals, scale not above the true minimum */
        admissible = (opt.heuristic != ASTAR_HEURISTIC_MANHATTAN || rmoves == REF_MOVES_4) &&
                     (opt.min_cost <= true_min);
        if (r_heap == ASTAR_PARTIAL_PATH) {
            const int32_t *path = buf_heap + GUARD;
            int32_t len = info_heap.path_length;
            double path_cost = -1;
            if (!opt.partial) fail("partial path without options.partial", 0, 0);
            if (best >= 0 && opt.max_expansions == 0) fail("partial path, but a path exists", 0, 0);
            if (len < 1 || len > capacity || path[0] != sc) fail("partial path endpoints", len, capacity);
            if (!ref_path_legal(cells, w, h, rmoves, path, len, &path_cost) ||
                fabs(path_cost - info_heap.cost) > 1e-9 * (path_cost > 1 ? path_cost : 1))
                fail("partial path illegal or cost wrong", len, rmoves);
            if (dist[path[len - 1]] < 0 || path_cost < dist[path[len - 1]] * (1 - 1e-12) - 1e-9)
                fail("partial path cheaper than optimal", len, 0);
            return 0;
        }
        if (r_heap == ASTAR_BUDGET_EXCEEDED) {
            if (opt.partial) fail("budget exceeded with options.partial: want a partial path", 0, 0);
            if (opt.max_expansions == 0 || info_heap.stats.expanded != opt.max_expansions)
                fail("budget exceeded without a budget", (int)opt.max_expansions,
                     (int)info_heap.stats.expanded);
            return 0;
        }
        if (best < 0) {
            if (r_heap != ASTAR_NO_PATH && !(opt.partial && r_heap == ASTAR_BUFFER_TOO_SMALL))
                fail("reference: no path", (int)r_heap, 0);
            if (opt.max_expansions && info_heap.stats.expanded > opt.max_expansions)
                fail("budget overrun", (int)info_heap.stats.expanded, (int)opt.max_expansions);
            return 0;
        }
        if (r_heap == ASTAR_NO_PATH) fail("library: no path, reference found one", 0, 0);
        if (r_heap == ASTAR_BUFFER_TOO_SMALL) {
            if (info_heap.path_length <= capacity) fail("buffer too small but it fits", info_heap.path_length, capacity);
            return 0;
        }
        if (r_heap != ASTAR_OK) fail("unexpected result", (int)r_heap, 0);
        if (opt.max_expansions && info_heap.stats.expanded > opt.max_expansions)
            fail("budget overrun", (int)info_heap.stats.expanded, (int)opt.max_expansions);
        {
            double path_cost = -1, bound = opt.weight > 1 ? opt.weight : 1;
            const int32_t *path = buf_heap + GUARD;
            int32_t len = info_heap.path_length;
            if (len < 1 || len > capacity || path[0] != sc || path[len - 1] != gc)
                fail("path endpoints", len, capacity);
            if (!ref_path_legal(cells, w, h, rmoves, path, len, &path_cost))
                fail("illegal path", len, rmoves);
            if (fabs(path_cost - info_heap.cost) > 1e-9 * (path_cost > 1 ? path_cost : 1))
                fail("reported cost is not the path's cost", (int)path_cost, (int)info_heap.cost);
            if (path_cost < best * (1 - 1e-12) - 1e-9) fail("cheaper than optimal", (int)path_cost, (int)best);
            if (admissible && path_cost > bound * best * (1 + 1e-12) + 1e-9)
                fail("not within the weight bound of optimal", (int)(path_cost * 1000), (int)(best * 1000));
        }
    }
    return 0;
}
