/* fuzz_astar.c - libFuzzer harness for astar_find_path (`make fuzz`).
 * Bytes become a small grid, options (valid or not), start, goal, a path capacity, a cost mode
 * and component labels. The harness predicts the result code from the documented rules, checks
 * every OK path against the independent reference (tests/reference.h), compares the heap and
 * list open sets and the sliced search, and checks canaries around the path buffer.
 * Cost modes: small cells (1..30), or cells up to 2^31 - 1 chosen near the sums that cross the
 * 2^32 limit of S and D (astar.h LIMITS): there the harness works out from the reference's exact
 * optimal pair (S, D) which of ASTAR_OK and ASTAR_COST_OVERFLOW the header allows, and compares
 * pairs exactly (ref_cost_compare, in 128 bits at such sizes).
 * Component labels (options.components), when the input asks for them: labels of the search's
 * rule, of 8_ALWAYS, of another rule or of another grid size; refused labels must give
 * ASTAR_INVALID_ARGUMENT, a goal the labels separate ASTAR_NO_PATH with no expansion, and
 * otherwise the result must be the one without labels, path and statistics included.
 * Bounded workspaces (astar_workspace_init_bounded, bits 5-7 of the component byte): with room
 * for the search's largest open set the same answer, path and statistics; with less,
 * ASTAR_OPEN_SET_FULL at exactly that many open (or with partial a legal partial path).
 * Any disagreement aborts with a message on stderr. */
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
#define LIMIT 0xFFFFFFFFll /* the largest S or D a path may have (LIMITS: below 2^32) */

static void fail(const char *what, long long a, long long b) {
    fprintf(stderr, "fuzz_astar: %s (%lld, %lld)\n", what, a, b);
    abort();
}

typedef struct reader {
    const uint8_t *data;
    size_t size, pos;
} reader;

static int next_byte(reader *r) {
    return r->pos < r->size ? r->data[r->pos++] : 0;
}

/* Cell values for the large cost modes: near 2^31, and values whose small multiples land on
 * or just past 2^32 (3 * 0x55555555 = 2^32 - 1, 8 * 2^29 = 2^32, 0x5A827999 ~ 2^31 / sqrt 2). */
static int large_value(unsigned b) {
    static const int table[16] = {0x7FFFFFFF, 0x7FFFFFFE, 0x7FFFFF00, 0x55555555,
                                  0x55555556, 0x40000000, 0x3FFFFFFF, 0x40000001,
                                  0x2AAAAAAA, 0x2AAAAAAB, 0x5A827999, 0x5A82799A,
                                  0x33333333, 0x33333334, 0x20000000, 0x7FFFFFF8};
    unsigned k = (b >> 3) & 15;
    return table[k] + (k == 15 ? (int)(b & 7) : 0);
}

static int32_t buf_heap[GUARD + MAX_SIDE * MAX_SIDE + 8 + GUARD];
static int32_t buf_list[GUARD + MAX_SIDE * MAX_SIDE + 8 + GUARD];
static long long ref_s[MAX_SIDE * MAX_SIDE], ref_d[MAX_SIDE * MAX_SIDE];

static void check_canaries(const int32_t *buf, int32_t capacity, int32_t allowed) {
    int32_t i;
    for (i = 0; i < GUARD + MAX_SIDE * MAX_SIDE + 8 + GUARD; i++) {
        int inside = i >= GUARD && i < GUARD + (allowed < capacity ? allowed : capacity);
        if (!inside && buf[i] != CANARY) fail("wrote outside the allowed path cells", i - GUARD, allowed);
    }
}

static astar_workspace *ws_jps;

/* Jump Point Search on the same query: refused unless the grid is uniform; else the same
 * result as the reference, a legal path of every cell, or only the jump points; with large
 * cells ASTAR_COST_OVERFLOW exactly when the optimal pair (unique) is past the limit. */
static void check_jps(const gridpath_grid *grid, gridpath_point start, gridpath_point goal,
                      int capacity) {
    static unsigned char jps_memory[8192];
    static double jdist[MAX_SIDE * MAX_SIDE];
    static long long js[MAX_SIDE * MAX_SIDE], jd[MAX_SIDE * MAX_SIDE];
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
    ref_dijkstra_exact(grid->cells, w, h, REF_MOVES_8_NO_CORNER_CUT, &sc, 1, 0, js, jd);
    for (i = 0; i < w * h; i++)
        jdist[i] = ref_pair_value(js[i], jd[i]);
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
        if (js[gc] > LIMIT || jd[gc] > LIMIT) {
            /* JPS counts steps and reports the overflow of the path it found: the optimal one */
            if (r != ASTAR_COST_OVERFLOW || info.path_length != 0)
                fail("jps: optimal path past the cost limit, want ASTAR_COST_OVERFLOW", (int)r, info.path_length);
            continue;
        }
        if (r == ASTAR_BUFFER_TOO_SMALL) {
            if (info.path_length <= capacity) fail("jps: buffer too small but it fits", info.path_length, capacity);
            continue;
        }
        if (r != ASTAR_OK) fail("jps: reference found a path", (int)r, 0);
        if (info.cost != ref_pair_cost((double)js[gc], (double)jd[gc]))
            fail("jps: cost is not the optimal pair's", (long long)info.cost, (long long)jdist[gc]);
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

/* options.components on the same query (no input problem; `r` / `info` / `path` the search
 * without labels). comp_mode 4: labels of the search's rule, 5: of 8_ALWAYS (they serve every
 * rule), 6: of another rule (refused only when 8_ALWAYS searches with labels of a rule that
 * joins less), 7: of a grid of another size (refused). A partial request may ignore the labels
 * (the header does not say which), so there either answer is accepted. */
static void check_components(const gridpath_grid *grid, gridpath_point start, gridpath_point goal,
                             const astar_options *opt, int rmoves, int capacity, int comp_mode,
                             int other_rule, astar_result r, const astar_info *info,
                             const int32_t *path_buf) {
    static unsigned char memory[4096];
    static int other_cells[(MAX_SIDE + 1) * MAX_SIDE];
    static int32_t buf[GUARD + MAX_SIDE * MAX_SIDE + 8 + GUARD];
    static int steps[MAX_SIDE * MAX_SIDE], component[MAX_SIDE * MAX_SIDE];
    int w = grid->width, h = grid->height, sc = start.y * w + start.x, gc = goal.y * w + goal.x;
    int label_rule, refused, separated = 0, i, j, count;
    gridpath_grid other;
    const astar_components *labels;
    astar_options o = *opt;
    astar_info ic;
    astar_result rc;
    label_rule = comp_mode == 4 ? rmoves : comp_mode == 5 ? REF_MOVES_8_ALWAYS : other_rule;
    if (comp_mode == 7) {
        /* labels for another size */
        other.width = w == h ? w + 1 : h;
        other.height = w == h ? h : w;
        other.cells = other_cells;
        for (i = 0; i < other.width * other.height; i++) other_cells[i] = 1;
        labels = astar_components_init(memory, sizeof memory, &other, (gridpath_moves)label_rule);
    } else {
        labels = astar_components_init(memory, sizeof memory, grid, (gridpath_moves)label_rule);
    }
    if (!labels) fail("astar_components_init refused a valid grid", w, h);
    if (comp_mode != 7) {
        /* the labels themselves against the reference's components under the labels' rule
         * (one BFS per component): blocked cells -1, free cells numbered in row-major order of
         * each component's first cell, the count, and connected() for start and goal */
        for (i = 0; i < w * h; i++) component[i] = -1;
        for (i = 0, count = 0; i < w * h; i++) {
            gridpath_point p;
            int32_t label;
            p.x = i % w;
            p.y = i / w;
            label = astar_components_label(labels, p);
            if (grid->cells[i] <= 0) {
                if (label != -1) fail("components: a blocked cell has a label", i, label);
                continue;
            }
            if (component[i] < 0) {
                ref_bfs(grid->cells, w, h, label_rule, &i, 1, steps);
                for (j = 0; j < w * h; j++)
                    if (steps[j] >= 0) component[j] = count;
                count++;
            }
            if (label != component[i]) fail("components: label differs from the reference's", i, label);
        }
        if (astar_components_count(labels) != count)
            fail("astar_components_count", astar_components_count(labels), count);
        separated = component[sc] != component[gc];
        if (astar_components_connected(labels, start, goal) != !separated)
            fail("astar_components_connected differs from the reference", !separated, label_rule);
    }
    refused = comp_mode == 7 ||
              (label_rule != rmoves && label_rule != REF_MOVES_8_ALWAYS && rmoves == REF_MOVES_8_ALWAYS);
    o.components = labels;
    o.open_set = ASTAR_OPEN_HEAP;
    for (i = 0; i < (int)(sizeof buf / sizeof buf[0]); i++) buf[i] = CANARY;
    rc = astar_find_path(ws_jps, grid, start, goal, &o, buf + GUARD, capacity, &ic);
    check_canaries(buf, capacity, rc == ASTAR_OK || rc == ASTAR_PARTIAL_PATH ? ic.path_length : 0);
    if (refused) {
        if (rc == ASTAR_INVALID_ARGUMENT && ic.path_length == 0) return;
        if (!opt->partial)
            fail("components: labels of another size or of a narrower rule not refused", (int)rc, comp_mode);
    } else if (separated && (!opt->partial || (rc == ASTAR_NO_PATH && ic.stats.expanded == 0))) {
        /* the labels answer at once; accepted labels separate only what the search's rule
         * separates (the header: 8_ALWAYS labels serve every rule, the other three agree) */
        ref_bfs(grid->cells, w, h, rmoves, &sc, 1, steps);
        if (steps[gc] >= 0) fail("components: labels separate a reachable goal", label_rule, rmoves);
        if (rc != ASTAR_NO_PATH || ic.stats.expanded != 0 || ic.path_length != 0)
            fail("components: separated goal not answered ASTAR_NO_PATH at once", (int)rc,
                 (long long)ic.stats.expanded);
        return;
    }
    /* labels that let the search run must not change anything */
    if (rc != r || ic.path_length != info->path_length || ic.cost != info->cost ||
        ic.goal_index != info->goal_index || ic.stats.expanded != info->stats.expanded ||
        ic.stats.pushed != info->stats.pushed || ic.stats.updated != info->stats.updated)
        fail("components changed the result", (int)rc, (int)r);
    if ((rc == ASTAR_OK || rc == ASTAR_PARTIAL_PATH) &&
        memcmp(buf + GUARD, path_buf, sizeof(int32_t) * (size_t)ic.path_length) != 0)
        fail("components changed the path", ic.path_length, 0);
}

/* The search again in a workspace bounded to `room` open cells, malloc'd at exactly its size
 * (for the grid's own w x h) so that AddressSanitizer sees a write past it: with room for the
 * heap search's largest open set the same answer, path and statistics; with less,
 * ASTAR_OPEN_SET_FULL with that many open, or with options.partial a partial path (checked for
 * legality by the caller's reference below: here only that it is one) or a buffer too small. */
static void check_bounded(const gridpath_grid *grid, gridpath_point start, gridpath_point goal,
                          const astar_options *opt, int capacity, int32_t room, astar_result r_full,
                          const astar_info *full) {
    static int32_t buf[GUARD + MAX_SIDE * MAX_SIDE + 8 + GUARD];
    const size_t bytes = astar_workspace_size_bounded(grid->width, grid->height, room);
    void *memory;
    astar_workspace *bws;
    astar_info info;
    astar_result r;
    int i;
    if (room < 1) return;
    memory = malloc(bytes);
    if (!memory) return;
    bws = astar_workspace_init_bounded(memory, bytes, grid->width, grid->height, room);
    if (!bws) fail("init_bounded", room, (long long)bytes);
    for (i = 0; i < (int)(sizeof buf / sizeof buf[0]); i++) buf[i] = CANARY;
    r = astar_find_path(bws, grid, start, goal, opt, buf + GUARD, capacity, &info);
    check_canaries(buf, capacity, r == ASTAR_OK || r == ASTAR_PARTIAL_PATH ? info.path_length : 0);
    if ((uint32_t)room >= full->stats.max_open) {
        if (r != r_full || info.path_length != full->path_length || info.cost != full->cost ||
            info.stats.expanded != full->stats.expanded || info.stats.pushed != full->stats.pushed ||
            info.stats.updated != full->stats.updated || info.stats.max_open != full->stats.max_open ||
            memcmp(buf, buf_heap, sizeof buf) != 0)
            fail("a bounded workspace with room differs", (int)r, (int)r_full);
    } else if (!opt->partial) {
        if (r != ASTAR_OPEN_SET_FULL || info.stats.max_open != (uint32_t)room || info.path_length != 0)
            fail("a bounded workspace without room: not ASTAR_OPEN_SET_FULL", (int)r, room);
    } else if (r != ASTAR_PARTIAL_PATH && r != ASTAR_BUFFER_TOO_SMALL) {
        fail("a bounded workspace without room, partial: no partial path", (int)r, room);
    } else if (r == ASTAR_PARTIAL_PATH) {
        double cost;
        if (info.path_length < 1 || buf[GUARD] != start.y * grid->width + start.x ||
            !ref_path_legal(grid->cells, grid->width, grid->height,
                            opt->moves == GRIDPATH_MOVES_DEFAULT ? REF_MOVES_8_NO_CORNER_CUT : (int)opt->moves,
                            buf + GUARD, info.path_length, &cost) ||
            fabs(cost - info.cost) > 1e-9 * (cost > 1 ? cost : 1))
            fail("a bounded workspace's partial path is illegal or its cost wrong", info.path_length, room);
    }
    free(memory);
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
    int mode, cost_mode, comp, comp_mode, juniform;
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
    /* mode: bits 0-1 cells 0/1 small, 2 large, 3 large and small mixed; bits 2-3 min_cost
     * in the large modes (kept, the true minimum, half of it, one above it); bits 4-7 the
     * uniform value of a JPS grid in the large modes */
    mode = next_byte(&rd);
    cost_mode = mode & 3;
    juniform = cost_mode >= 2 ? large_value((unsigned)(mode >> 4) << 3) : 1;
    /* comp: bits 0-2 component labels (4..7, see check_components), bits 3-4 the other rule */
    comp = next_byte(&rd);
    comp_mode = comp & 7;
    for (i = 0; i < w * h; i++) {
        b = rd.pos < rd.size ? next_byte(&rd) : 1;
        if (b % 5 == 0) cells[i] = -(b % 3);
        else if (cost_mode < 2 || (cost_mode == 3 && (b & 1)))
            cells[i] = 1 + (b >> 3) % (b & 1 ? 3 : 30);
        else
            cells[i] = large_value((unsigned)b);
        if (jps && cells[i] > 0) cells[i] = juniform + (b == 255 ? (juniform > 1 ? -1 : 1) : 0); /* rarely not uniform */
        if (cells[i] > 0 && (true_min == 0 || cells[i] < true_min)) true_min = cells[i];
    }
    if (cost_mode >= 2 && opt.min_cost >= 0 && true_min > 0) {
        switch ((mode >> 2) & 3) {
        case 1: opt.min_cost = true_min; break;
        case 2: opt.min_cost = 1 + true_min / 2; break;
        case 3: opt.min_cost = true_min < 0x7FFFFFFF ? true_min + 1 : true_min; break;
        default: break;
        }
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
    else if (cells[goal.y * w + goal.x] <= 0 && !opt.partial)
        problems |= 1u << ASTAR_GOAL_BLOCKED; /* with partial: a path toward the wall (below) */

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
    opt.open_set = ASTAR_OPEN_HEAP;
    { /* bits 5-7 of comp: a bounded workspace with room for the largest open set, one less, half,
       * one, one more (3 of 8 values: none) */
        const int32_t most = (int32_t)info_heap.stats.max_open;
        const int which = comp >> 5;
        const int32_t room = which == 0 ? most : which == 1 ? most - 1 : which == 2 ? most / 2
                             : which == 3 ? 1 : which == 4 ? most + 1 : 0;
        if (room > 0) check_bounded(&grid, start, goal, &opt, capacity, room, r_heap, &info_heap);
    }

    if (slice) {
        /* the sliced search must give exactly the one-call result */
        static int32_t buf_slice[GUARD + MAX_SIDE * MAX_SIDE + 8 + GUARD];
        astar_info info_slice;
        astar_result r;
        int steps = 0;
        for (i = 0; i < (int)(sizeof buf_slice / sizeof buf_slice[0]); i++) buf_slice[i] = CANARY;
        r = astar_search_begin(ws, &grid, start, goal, &opt);
        while (r == ASTAR_IN_PROGRESS && steps++ < 100000) r = astar_search_step(ws, (uint32_t)slice);
        r = astar_search_finish(ws, buf_slice + GUARD, capacity, &info_slice);
        check_canaries(buf_slice, capacity, r == ASTAR_OK || r == ASTAR_PARTIAL_PATH ? info_slice.path_length : 0);
        if (r != r_heap || info_slice.path_length != info_heap.path_length ||
            info_slice.cost != info_heap.cost || info_slice.stats.expanded != info_heap.stats.expanded ||
            memcmp(buf_slice, buf_heap, sizeof buf_slice) != 0)
            fail("sliced search differs from astar_find_path", (int)r, (int)r_heap);
    }
    if (jps && cells[goal.y * w + goal.x] > 0) check_jps(&grid, start, goal, capacity); /* JPS: free goals (a blocked one is a partial path above) */
    rmoves = opt.moves == GRIDPATH_MOVES_DEFAULT ? REF_MOVES_8_NO_CORNER_CUT : (int)opt.moves;
    if (comp_mode >= 4)
        check_components(&grid, start, goal, &opt, rmoves, capacity, comp_mode, 1 + ((comp >> 3) & 3),
                         r_heap, &info_heap, buf_heap + GUARD);
    {
        int sc = start.y * w + start.x, gc = goal.y * w + goal.x, heuristic, exact_keys, strict;
        int overflow_allowed, reachable;
        unsigned long long reach_sum = 0;
        long long gs, gd;
        double best;
        ref_dijkstra_exact(cells, w, h, rmoves, &sc, 1, 0, ref_s, ref_d);
        for (i = 0; i < w * h; i++) {
            dist[i] = ref_pair_value(ref_s[i], ref_d[i]);
            if (ref_s[i] >= 0 && i != sc) reach_sum += (unsigned long long)cells[i];
        }
        best = dist[gc];
        gs = ref_s[gc];
        gd = ref_d[gc];
        reachable = gs >= 0;
        /* admissible: Manhattan only without diagonals, scale not above the true minimum */
        admissible = (opt.heuristic != ASTAR_HEURISTIC_MANHATTAN || rmoves == REF_MOVES_4) &&
                     (opt.min_cost <= true_min);
        heuristic = opt.heuristic != ASTAR_HEURISTIC_DEFAULT ? (int)opt.heuristic
                    : rmoves == REF_MOVES_4                  ? ASTAR_HEURISTIC_MANHATTAN
                                                             : ASTAR_HEURISTIC_OCTILE;
        /* keys formed from exact integer sums (EXACTNESS): not Euclidean, not weighted */
        exact_keys = heuristic != ASTAR_HEURISTIC_EUCLIDEAN && !(opt.weight > 1.0);
        strict = admissible && !(opt.weight > 1.0);
        /* LIMITS. An offer past the limit needs S or D of a simple path from the start above
         * 2^32 - 1, so at most the sum of the reachable cells: below that no overflow may be
         * reported. An unweighted admissible search never reports one for a goal cheaper than
         * 2^32 (Euclidean: within a few roundings of it). */
        overflow_allowed = reach_sum > (unsigned long long)LIMIT;
        if (strict && reachable &&
            (exact_keys ? ref_cost_compare(gs, gd, LIMIT + 1, 0) < 0 : best < 4294967296.0 * (1 - 1e-12)))
            overflow_allowed = 0;
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
        if (opt.max_expansions && info_heap.stats.expanded > opt.max_expansions)
            fail("budget overrun", (int)info_heap.stats.expanded, (int)opt.max_expansions);
        if (r_heap == ASTAR_COST_OVERFLOW) {
            if (!overflow_allowed) {
                fprintf(stderr, "fuzz_astar: optimal S = %lld, D = %lld (cost %.17g), cells reachable sum to %llu\n",
                        gs, gd, best, reach_sum);
                fail("ASTAR_COST_OVERFLOW where LIMITS rules it out", (int)strict, (int)exact_keys);
            }
            if (info_heap.path_length != 0 || info_heap.cost != 0.0)
                fail("ASTAR_COST_OVERFLOW with a path", info_heap.path_length, 0);
            return 0;
        }
        if (!reachable) {
            /* with options.partial the search that runs dry returns its partial path (above), or
             * says it does not fit */
            if (opt.partial ? r_heap != ASTAR_BUFFER_TOO_SMALL : r_heap != ASTAR_NO_PATH)
                fail("reference: no path", (int)r_heap, opt.partial);
            return 0;
        }
        if (r_heap == ASTAR_NO_PATH) fail("library: no path, reference found one", 0, 0);
        if (r_heap == ASTAR_BUFFER_TOO_SMALL) {
            if (info_heap.path_length <= capacity) fail("buffer too small but it fits", info_heap.path_length, capacity);
            /* (with options.partial it may be the partial path that does not fit) */
            if (strict && !opt.partial && fabs(info_heap.cost - best) > 1e-12 * best)
                fail("buffer too small: cost of the path is not optimal", (long long)info_heap.cost, (long long)best);
            return 0;
        }
        if (r_heap != ASTAR_OK) fail("unexpected result", (int)r_heap, 0);
        {
            double path_cost = -1, bound = opt.weight > 1 ? opt.weight : 1;
            const int32_t *path = buf_heap + GUARD;
            int32_t len = info_heap.path_length;
            long long ps, pd;
            if (len < 1 || len > capacity || path[0] != sc || path[len - 1] != gc)
                fail("path endpoints", len, capacity);
            if (!ref_path_legal_pair(cells, w, h, rmoves, path, len, &ps, &pd))
                fail("illegal path", len, rmoves);
            path_cost = ref_pair_value(ps, pd);
            if (fabs(path_cost - info_heap.cost) > 1e-9 * (path_cost > 1 ? path_cost : 1))
                fail("reported cost is not the path's cost", (long long)path_cost, (long long)info_heap.cost);
            if (path_cost < best * (1 - 1e-12) - 1e-9) fail("cheaper than optimal", (long long)path_cost, (long long)best);
            if (admissible && path_cost > bound * best * (1 + 1e-12) + 1e-9)
                fail("not within the weight bound of optimal", (long long)path_cost, (long long)best);
            /* exactly: the reported cost is the path's pair, which is within the limit; an
             * exact-key admissible unweighted search returns a pair no dearer than the optimal
             * one (the reference's: unique, so the same pair) */
            if (ps > LIMIT || pd > LIMIT) fail("a path past the cost limit returned as OK", ps, pd);
            if (info_heap.cost != ref_pair_cost((double)ps, (double)pd))
                fail("reported cost is not exactly the path's S + D*sqrt(2)", ps, pd);
            if (strict && exact_keys && ref_cost_compare(ps, pd, gs, gd) > 0) {
                fprintf(stderr, "fuzz_astar: path S = %lld, D = %lld; optimal S = %lld, D = %lld\n", ps, pd, gs, gd);
                fail("path dearer than optimal (exact comparison)", len, heuristic);
            }
            if (strict && !exact_keys && path_cost > best * (1 + 1e-12))
                fail("Euclidean path dearer than optimal by more than roundings", (long long)path_cost, (long long)best);
        }
    }
    return 0;
}
