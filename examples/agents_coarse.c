/* agents_coarse: the first trick of the Unity DOTS pathfinding write-ups, measured against
 * plain A* on the town of examples/agents.c (same generator and seed), on one thread.
 *   build/agents_coarse   (256x256 town, 2000 start/goal pairs, 8x8 blocks, waypoint every 4)
 * COARSE, THEN REFINE. The map is cut into k x k blocks. A coarse cell is passable when its
 * block has a free cell, and costs 1 + (walls in the block * 4) / (k * k). Every fine path maps
 * onto a coarse path (the side cells of a fine diagonal step lie in the side blocks of the
 * coarse one), so "no coarse path" proves "no path". Fine A* then runs from waypoint to
 * waypoint, one every `stride` blocks of the coarse path: the free cell nearest the block's
 * centre in the start's component (astar_components), so every leg has a path and the result
 * is always a legal path; only its cost may exceed the optimum, which the program reports.
 * The second trick, re-pathing past a threshold, is examples/agents_repath.c. */
#define _POSIX_C_SOURCE 200809L
#define ASTAR_IMPLEMENTATION
#include "astar.h"
#include "agents_common.h" /* options, the town, free_cell, clock_s, check */

static const char *usage =
    "usage: agents_coarse [--size N] [--pairs N] [--k K] [--stride B] [--seed S] [--help]\n"
    "  --size    map side in cells (default 256): buildings, lakes and rocks, drawn from --seed\n"
    "  --pairs   random start/goal pairs, each solved by full A* and coarse-then-refine (2000)\n"
    "  --k       coarse block side in cells (default 8)\n"
    "  --stride  a waypoint every B blocks of the coarse path (default 4)\n"
    "  --seed    the map and the pairs (default 1)\n";

/* The world, made once before any search; one thread, so plain statics. */
static gridpath_grid fine, coarse;
static const astar_components *reach;
static astar_workspace *ws, *coarse_ws;
static int32_t *coarse_path;
static int k = 8, stride = 4;

/* The free cell of block b nearest its centre that is in component `label`. */
static int waypoint(int b, int32_t label, gridpath_point *w) {
    int x0 = b % coarse.width * k, y0 = b / coarse.width * k, x, y, best = -1;
    for (y = y0; y < y0 + k && y < fine.height; y++)
        for (x = x0; x < x0 + k && x < fine.width; x++) {
            gridpath_point c = {x, y};
            int dx = 2 * (x - x0) + 1 - k, dy = 2 * (y - y0) + 1 - k; /* twice the offset */
            int d = dx * dx + dy * dy;
            if (astar_components_label(reach, c) == label && (best < 0 || d < best)) {
                best = d;
                *w = c;
            }
        }
    return best >= 0;
}

/* The trick: a coarse search, then fine legs from waypoint to waypoint. info gets the whole
 * path's length and cost, and the expansions of all the searches. */
static astar_result find_coarse(gridpath_point s, gridpath_point g, int32_t *path,
                                int32_t capacity, astar_info *info) {
    gridpath_point cs = {s.x / k, s.y / k}, cg = {g.x / k, g.y / k}, from = s;
    astar_result r = astar_find_path(coarse_ws, &coarse, cs, cg, NULL, coarse_path,
                                     coarse.width * coarse.height, info);
    if (r != ASTAR_OK) return r; /* NO_PATH here is a proof (see the top of the file) */
    int n = info->path_length, i, written = 0; /* legs overlap by their joining cell */
    int32_t label = astar_components_label(reach, s);
    info->cost = 0.0;
    for (i = stride; ; i += stride) {
        gridpath_point to = g;
        astar_info leg;
        if (i < n - 1 && !waypoint(coarse_path[i], label, &to)) continue;
        int at = written ? written - 1 : 0;
        r = astar_find_path(ws, &fine, from, to, NULL, path + at, capacity - at, &leg);
        info->stats.expanded += leg.stats.expanded;
        if (r != ASTAR_OK) return r;
        written = at + leg.path_length;
        info->cost += leg.cost;
        from = to;
        if (i >= n - 1) break;
    }
    info->path_length = written;
    return ASTAR_OK;
}

static int run(int argc, char **argv) {
    int size = 256, pairs = 2000, seed_option = 1, i, x, y, mode, solved = 0, mismatch = 0;
    static const char *const names[] = {"--size", "--pairs", "--k", "--stride", "--seed", NULL};
    int *const values[] = {&size, &pairs, &k, &stride, &seed_option};
    static const long lo[] = {16, 1, 2, 1, -1000000000}, hi[] = {4096, 10000000, 2048, 1000000000, 1000000000};
    int exit_code = parse_options("agents_coarse", argc, argv, names, values, lo, hi, usage);
    if (exit_code >= 0) return exit_code;
    progress_start();
    if (k > size / 2) {
        fprintf(stderr, "agents_coarse: --k wants at most half of --size (%d here), not %d\n%s", size / 2, k, usage);
        return 2;
    }
    uint32_t seed = (uint32_t)seed_option | 1u; /* xorshift needs a non-zero state */
    int cw = (size + k - 1) / k, n = size * size;
    size_t reach_bytes = astar_components_size(size, size);
    struct pair_s { gridpath_point start, goal; double cost; } *pair =
        (struct pair_s *)check(malloc(sizeof(*pair) * (size_t)pairs));
    int *cells = (int *)check(malloc(sizeof(int) * (size_t)n));
    int *coarse_cells = (int *)check(malloc(sizeof(int) * (size_t)(cw * cw)));
    int32_t *path = (int32_t *)check(malloc(sizeof(int32_t) * (size_t)n));
    void *reach_memory = check(malloc(reach_bytes));
    coarse_path = (int32_t *)check(malloc(sizeof(int32_t) * (size_t)(cw * cw)));
    ws = (astar_workspace *)check(astar_workspace_create(size, size, NULL));
    coarse_ws = (astar_workspace *)check(astar_workspace_create(cw, cw, NULL));
    fine.cells = cells;
    fine.width = fine.height = size;
    coarse.cells = coarse_cells;
    coarse.width = coarse.height = cw;
    make_town(cells, size, &seed);
    reach = astar_components_init(reach_memory, reach_bytes, &fine, GRIDPATH_MOVES_DEFAULT);
    for (i = 0; i < cw * cw; i++) { /* the coarse grid, by the rule at the top of the file */
        int walls = 0, free_cells = 0;
        for (y = i / cw * k; y < (i / cw + 1) * k && y < size; y++)
            for (x = i % cw * k; x < (i % cw + 1) * k && x < size; x++)
                if (cells[y * size + x] > 0) free_cells++;
                else walls++;
        coarse_cells[i] = free_cells ? 1 + walls * 4 / (k * k) : 0;
    }
    for (i = 0; i < pairs; i++) { /* goals the start can reach, as a game picks destinations */
        pair[i].start = free_cell(&fine, reach, NULL, &seed);
        pair[i].goal = free_cell(&fine, reach, &pair[i].start, &seed);
    }
    printf("map %dx%d, %d start/goal pairs, one thread; time is CPU time\n"
           "                                       expanded per path  time (ms)\n",
           size, size, pairs);
    double sum_full = 0, sum_coarse = 0, worst = 1.0, ms[2];
    long expanded[2] = {0, 0};
    for (mode = 0; mode < 2; mode++) { /* every pair by full A*, then by coarse + waypoints */
        double t0 = clock_s(CLOCK_THREAD_CPUTIME_ID);
        for (i = 0; i < pairs; i++) {
            astar_info info;
            astar_result r = mode ? find_coarse(pair[i].start, pair[i].goal, path, n, &info)
                : astar_find_path(ws, &fine, pair[i].start, pair[i].goal, NULL, path, n, &info);
            double cost = r == ASTAR_OK ? info.cost : -1.0;
            progress("agents_coarse: searches (full A*, then coarse)", (double)mode * pairs + i + 1,
                     2.0 * pairs);
            expanded[mode] += info.stats.expanded;
            if (mode == 0) { pair[i].cost = cost; continue; }
            mismatch += (pair[i].cost < 0) != (cost < 0); /* both find a path, or neither */
            if (pair[i].cost <= 0 || cost < 0) continue;
            solved++; sum_full += pair[i].cost; sum_coarse += cost;
            if (cost / pair[i].cost > worst) worst = cost / pair[i].cost;
        }
        ms[mode] = (clock_s(CLOCK_THREAD_CPUTIME_ID) - t0) * 1e3;
    }
    char label[80];
    snprintf(label, sizeof label, "coarse %dx%d, a waypoint every %d blocks", k, k, stride);
    printf("%-38s %18.0f %10.1f\n%-38s %18.0f %10.1f\n", "full A*", (double)expanded[0] / pairs,
           ms[0], label, (double)expanded[1] / pairs, ms[1]);
    { /* a ratio below 1 said "0.8x fewer": say "1.3x more" */
        const double e = (double)(expanded[0] > 0 ? expanded[0] : 1) / (double)(expanded[1] > 0 ? expanded[1] : 1);
        const double t = ms[1] > 0.0 ? ms[0] / ms[1] : 1.0;
        printf("coarse%s: %.1fx %s expansions, %.1fx %s time; its paths are %.1f%% longer\n"
               "in total, the worst %.1f%% longer (%d paths)\n", e >= 1.0 && t >= 1.0 ? " saves" : "",
               e >= 1.0 ? e : 1.0 / e, e >= 1.0 ? "fewer" : "more", t >= 1.0 ? t : 1.0 / t, t >= 1.0 ? "less" : "more",
               100.0 * (sum_coarse / sum_full - 1.0), 100.0 * (worst - 1.0), solved);
    }
    if (mismatch) printf("MISMATCH: %d pairs have a path by one search only\n", mismatch);
    astar_workspace_destroy(ws); astar_workspace_destroy(coarse_ws);
    free(coarse_path); free(path); free(pair); free(reach_memory); free(cells); free(coarse_cells);
    return mismatch ? 1 : 0;
}

/* the run, then its standard output checked (a full disk is a failed run) */
int main(int argc, char **argv) { return example_exit_status("agents_coarse", run(argc, argv)); }
