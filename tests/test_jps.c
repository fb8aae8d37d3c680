/* test_jps - Jump Point Search (options.algorithm = ASTAR_ALGORITHM_JPS) against the independent
 * Dijkstra of tests/reference.h on thousands of generated uniform-cost grids (random densities,
 * mazes, rooms, tiny and 1 x N grids), legality of full and jump-point paths, agreement with the
 * library's A*, refusals (ASTAR_UNSUPPORTED), bad inputs, workspace reuse, and, when
 * ../shared/movingai is present, Moving AI scenarios against their stated optimal lengths. */
#ifndef TEST_NAME
#define TEST_NAME "test_jps"
#endif
#define ASTAR_IMPLEMENTATION
#include "astar.h"
#include "check.h"
#include "reference.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SQRT2 ((double)1.41421356237309504880)

static astar_workspace *ws;
static long queries, found_paths;

/* Expand a jump-point path into every cell; 0 if two consecutive points are not on one straight
 * or diagonal line. */
static int expand_jump_points(const int32_t *points, int count, int w, int32_t *out, int cap,
                              int *out_len) {
    int i, n = 0;
    if (count < 1 || cap < 1) return 0;
    out[n++] = points[0];
    for (i = 1; i < count; i++) {
        int ax = points[i - 1] % w, ay = points[i - 1] / w, bx = points[i] % w, by = points[i] / w;
        int dx = (bx > ax) - (bx < ax), dy = (by > ay) - (by < ay), steps, k;
        int adx = abs(bx - ax), ady = abs(by - ay);
        if (adx && ady && adx != ady) return 0;
        steps = adx > ady ? adx : ady;
        if (steps == 0) return 0;
        for (k = 1; k <= steps; k++) {
            if (n >= cap) return 0;
            out[n++] = (ay + k * dy) * w + ax + k * dx;
        }
    }
    *out_len = n;
    return 1;
}

/* One query checked every way: JPS full path, JPS jump points, A*, and the reference. */
static void check_query(const int *cells, int w, int h, const astar_jps_grid *jg, int start_cell,
                        int goal_cell, const long long *ref_s, const long long *ref_d,
                        const char *what) {
    gridpath_grid grid;
    gridpath_point start, goal;
    astar_options opt;
    astar_info info, jinfo, ainfo;
    astar_result r, rj, ra;
    int n = w * h, exp_len = 0;
    int32_t *path = (int32_t *)malloc(sizeof(int32_t) * (size_t)(n + 1));
    int32_t *points = (int32_t *)malloc(sizeof(int32_t) * (size_t)(n + 1));
    int32_t *expanded = (int32_t *)malloc(sizeof(int32_t) * (size_t)(n + 1));
    grid.cells = cells;
    grid.width = w;
    grid.height = h;
    start.x = start_cell % w;
    start.y = start_cell / w;
    goal.x = goal_cell % w;
    goal.y = goal_cell / w;
    memset(&opt, 0, sizeof opt);
    opt.algorithm = ASTAR_ALGORITHM_JPS;
    opt.jps_grid = jg;
    queries++;
    r = astar_find_path(ws, &grid, start, goal, &opt, path, n + 1, &info);
    opt.jump_points_only = 1;
    rj = astar_find_path(ws, &grid, start, goal, &opt, points, n + 1, &jinfo);
    ra = astar_find_path(ws, &grid, start, goal, NULL, expanded, n + 1, &ainfo);
    CHECK(r == ra, "%s %dx%d (%d,%d)->(%d,%d): jps %s, A* %s", what, w, h, start.x, start.y,
          goal.x, goal.y, astar_result_string(r), astar_result_string(ra));
    CHECK(rj == r, "%s: jump points %s, full %s", what, astar_result_string(rj),
          astar_result_string(r));
    if (ref_s[goal_cell] < 0) {
        CHECK(r == ASTAR_NO_PATH, "%s %dx%d (%d,%d)->(%d,%d): unreachable, jps says %s", what, w,
              h, start.x, start.y, goal.x, goal.y, astar_result_string(r));
        CHECK(info.path_length == 0 && info.cost == 0.0, "%s: no path but length %d", what,
              (int)info.path_length);
    } else {
        double expect = ref_pair_cost(ref_s[goal_cell], ref_d[goal_cell]), legal_cost = -1.0;
        CHECK(r == ASTAR_OK, "%s %dx%d (%d,%d)->(%d,%d): reachable, jps says %s", what, w, h,
              start.x, start.y, goal.x, goal.y, astar_result_string(r));
        if (r == ASTAR_OK) {
            found_paths++;
            CHECK(info.cost == expect, "%s %dx%d (%d,%d)->(%d,%d): cost %.9f, reference %.9f", what,
                  w, h, start.x, start.y, goal.x, goal.y, info.cost, expect);
            CHECK(info.cost == ainfo.cost, "%s: jps %.9f, A* %.9f", what, info.cost, ainfo.cost);
            CHECK(path[0] == start_cell && path[info.path_length - 1] == goal_cell,
                  "%s: path ends", what);
            CHECK(ref_path_legal(cells, w, h, REF_MOVES_8_NO_CORNER_CUT, path, info.path_length,
                                 &legal_cost),
                  "%s %dx%d (%d,%d)->(%d,%d): full path illegal", what, w, h, start.x, start.y,
                  goal.x, goal.y);
            CHECK(fabs(legal_cost - expect) <= 1e-9 * (1.0 + expect),
                  "%s: path sums to %.9f, cost %.9f", what, legal_cost, expect);
            CHECK(info.stats.expanded >= 1 && info.stats.pushed >= 1 &&
                      info.stats.max_open <= info.stats.pushed,
                  "%s: stats %u %u %u", what, info.stats.expanded, info.stats.pushed,
                  info.stats.max_open);
            CHECK(info.goal_index == 0, "%s: goal_index %d", what, info.goal_index);
            /* jump points: the endpoints, aligned pairs, the same cells once expanded */
            CHECK(jinfo.path_length >= 1 && jinfo.path_length <= info.path_length &&
                      points[0] == start_cell && points[jinfo.path_length - 1] == goal_cell,
                  "%s: jump points %d of %d", what, (int)jinfo.path_length,
                  (int)info.path_length);
            CHECK(jinfo.cost == info.cost, "%s: jump point cost %.9f", what, jinfo.cost);
            if (start_cell == goal_cell) {
                CHECK(jinfo.path_length == 1 && info.path_length == 1, "%s: start == goal", what);
            } else {
                int ok = expand_jump_points(points, jinfo.path_length, w, expanded, n + 1,
                                            &exp_len);
                CHECK(ok, "%s %dx%d (%d,%d)->(%d,%d): jump points not on lines", what, w, h,
                      start.x, start.y, goal.x, goal.y);
                if (ok) {
                    CHECK(exp_len == info.path_length &&
                              ref_path_legal(cells, w, h, REF_MOVES_8_NO_CORNER_CUT, expanded,
                                             exp_len, &legal_cost) &&
                              fabs(legal_cost - expect) <= 1e-9 * (1.0 + expect),
                          "%s: expanded jump points: %d cells, legal cost %.9f", what, exp_len,
                          legal_cost);
                }
            }
        }
    }
    free(path);
    free(points);
    free(expanded);
}

static int random_free_cell(const int *cells, int n, uint32_t *state) {
    int tries;
    for (tries = 0; tries < 50; tries++) {
        int c = (int)(ref_rand(state) % (uint32_t)n);
        if (cells[c] > 0) return c;
    }
    for (tries = 0; tries < n; tries++)
        if (cells[tries] > 0) return tries;
    return -1;
}

/* One generated grid: several queries from one start against one reference Dijkstra. */
static void check_grid(int *cells, int w, int h, int value, uint32_t seed, const char *what) {
    int n = w * h, i, start, q;
    size_t bytes = astar_jps_grid_size(w, h);
    void *memory = malloc(bytes);
    gridpath_grid grid;
    astar_jps_grid *jg;
    long long *ref_s = (long long *)malloc(sizeof(long long) * (size_t)n);
    long long *ref_d = (long long *)malloc(sizeof(long long) * (size_t)n);
    uint32_t state = seed;
    for (i = 0; i < n; i++)
        if (cells[i] > 0) cells[i] = value;
    grid.cells = cells;
    grid.width = w;
    grid.height = h;
    jg = astar_jps_grid_init(memory, bytes, &grid);
    CHECK(jg != NULL && bytes > 0, "%s: jps grid init %dx%d", what, w, h);
    start = random_free_cell(cells, n, &state);
    if (jg && start >= 0) {
        CHECK(astar_jps_grid_uniform(jg) == value, "%s: uniform %d, expected %d", what,
              astar_jps_grid_uniform(jg), value);
        ref_dijkstra_exact(cells, w, h, REF_MOVES_8_NO_CORNER_CUT, &start, 1, 0, ref_s, ref_d);
        for (q = 0; q < 6; q++) {
            int goal = q == 0 ? start : random_free_cell(cells, n, &state);
            /* prefer far reachable goals: take the farthest of a few samples */
            if (q >= 3) {
                int k, best = goal;
                for (k = 0; k < 8; k++) {
                    int c = random_free_cell(cells, n, &state);
                    if (ref_s[c] >= 0 && (ref_s[best] < 0 || ref_pair_cost(ref_s[c], ref_d[c]) >
                                                                 ref_pair_cost(ref_s[best], ref_d[best])))
                        best = c;
                }
                goal = best;
            }
            check_query(cells, w, h, jg, start, goal, ref_s, ref_d, what);
        }
    }
    free(ref_s);
    free(ref_d);
    free(memory);
}

static void generated_grids(void) {
    static const int sizes[][2] = {{1, 1}, {1, 2},  {2, 1},  {1, 17},  {23, 1},  {1, 70},
                                   {70, 1}, {2, 2},  {3, 3},  {2, 9},   {9, 2},   {5, 7},
                                   {8, 8},  {13, 11}, {31, 17}, {63, 5},  {64, 3},  {65, 9},
                                   {40, 40}, {66, 66}, {129, 20}, {20, 129}, {100, 90}};
    int nsizes = (int)(sizeof sizes / sizeof sizes[0]), round, grids = 0;
    uint32_t state = 12345u;
    int *cells = (int *)malloc(sizeof(int) * 129 * 129);
    for (round = 0; round < 150; round++) {
        int k;
        for (k = 0; k < nsizes; k++) {
            int w = sizes[k][0], h = sizes[k][1], kind = (int)(ref_rand(&state) % 4u);
            int value = (int)(ref_rand(&state) % 3u) == 0 ? 1 + (int)(ref_rand(&state) % 9u) : 1;
            uint32_t seed = ref_rand(&state);
            char what[64];
            if (w * h > 2000 && round % 4) continue; /* the big ones less often */
            if (kind == 0 || w < 4 || h < 4) {
                double density = (double)(ref_rand(&state) % 50u) / 100.0;
                ref_gen_random(cells, w, h, density, 1, seed);
                snprintf(what, sizeof what, "random %.2f", density);
            } else if (kind == 1) {
                int corridor = 1 + (int)(ref_rand(&state) % 3u);
                ref_gen_maze(cells, w, h, corridor, seed);
                snprintf(what, sizeof what, "maze %d", corridor);
            } else if (kind == 2) {
                int room = 2 + (int)(ref_rand(&state) % 8u);
                ref_gen_rooms(cells, w, h, room, seed);
                snprintf(what, sizeof what, "rooms %d", room);
            } else {
                /* open field with a few long walls: the long straight and diagonal jumps */
                int i, walls = (int)(ref_rand(&state) % 6u);
                ref_gen_random(cells, w, h, 0.02, 1, seed);
                for (i = 0; i < walls; i++) {
                    int x = (int)(ref_rand(&state) % (uint32_t)w), y = (int)(ref_rand(&state) % (uint32_t)h);
                    int len = (int)(ref_rand(&state) % (uint32_t)(w > h ? w : h)), j;
                    int vertical = (int)(ref_rand(&state) & 1u);
                    for (j = 0; j < len; j++) {
                        int cx = vertical ? x : x + j, cy = vertical ? y + j : y;
                        if (cx < w && cy < h) cells[cy * w + cx] = 0;
                    }
                }
                snprintf(what, sizeof what, "walls");
            }
            check_grid(cells, w, h, value, seed, what);
            grids++;
        }
    }
    printf("NOTE: %d generated grids, %ld queries, %ld with a path\n", grids, queries, found_paths);
    free(cells);
}

/* Everything JPS refuses, and every malformed input. */
static void refusals_and_bad_inputs(void) {
    static int cells[6 * 5];
    static int weighted[6 * 5];
    static unsigned char memory[4096], memory2[4096], small_ws[64];
    gridpath_grid grid = {cells, 6, 5}, wgrid = {weighted, 6, 5}, other = {cells, 5, 6};
    gridpath_point start = {0, 0}, goal = {5, 4}, outside = {6, 0}, wall = {2, 2};
    astar_jps_grid *jg, *wjg;
    astar_options opt;
    astar_info info;
    int32_t path[64];
    int i;
    astar_result r;
    for (i = 0; i < 30; i++) cells[i] = weighted[i] = 1;
    cells[2 * 6 + 2] = 0;
    weighted[7] = 3;
    CHECK(astar_jps_grid_size(0, 5) == 0 && astar_jps_grid_size(5, -1) == 0 &&
              astar_jps_grid_size(1 << 20, 1 << 20) == 0 && astar_jps_grid_size((1 << 14) + 1, 1 << 14) == 0 &&
              astar_jps_grid_size(1 << 14, (1 << 14) + 1) == 0 && astar_jps_grid_size(1 << 14, 1 << 14) > 0,
          "jps_grid_size: a bad size accepted, or exactly ASTAR_MAX_CELLS refused");
    CHECK(astar_jps_grid_size(6, 5) > 0 && astar_jps_grid_size(6, 5) <= sizeof memory,
          "jps_grid_size(6, 5) = %lu", (unsigned long)astar_jps_grid_size(6, 5));
    CHECK(astar_jps_grid_init(NULL, sizeof memory, &grid) == NULL, "init with NULL memory");
    CHECK(astar_jps_grid_init(memory, astar_jps_grid_size(6, 5) - 1, &grid) == NULL,
          "init with too few bytes");
    CHECK(astar_jps_grid_init(memory, sizeof memory, NULL) == NULL, "init with NULL grid");
    {
        gridpath_grid bad = {NULL, 6, 5}, zero = {cells, 0, 5};
        CHECK(astar_jps_grid_init(memory, sizeof memory, &bad) == NULL, "init with NULL cells");
        CHECK(astar_jps_grid_init(memory, sizeof memory, &zero) == NULL, "init with width 0");
    }
    CHECK(astar_jps_grid_uniform(NULL) == -1, "uniform(NULL)");
    jg = astar_jps_grid_init(memory + 3, sizeof memory - 3, &grid); /* misaligned on purpose */
    wjg = astar_jps_grid_init(memory2, sizeof memory2, &wgrid);
    CHECK(jg != NULL && wjg != NULL, "init failed");
    if (!jg || !wjg) return;
    CHECK(astar_jps_grid_uniform(jg) == 1, "uniform grid reported %d", astar_jps_grid_uniform(jg));
    CHECK(astar_jps_grid_uniform(wjg) == 0, "weighted grid reported %d",
          astar_jps_grid_uniform(wjg));

    memset(&opt, 0, sizeof opt);
    opt.algorithm = ASTAR_ALGORITHM_JPS;
    opt.jps_grid = jg;
    r = astar_find_path(ws, &grid, start, goal, &opt, path, 64, &info);
    CHECK(r == ASTAR_OK && info.path_length > 1, "plain query: %s", astar_result_string(r));

#define EXPECT(code, label)                                                              \
    do {                                                                                 \
        r = astar_find_path(ws, &grid, start, goal, &opt, path, 64, &info);              \
        CHECK(r == (code), "%s: got %s", label, astar_result_string(r));                 \
        opt = base;                                                                      \
    } while (0)
    {
        astar_options base = opt;
        opt.moves = GRIDPATH_MOVES_4; EXPECT(ASTAR_UNSUPPORTED, "4 neighbours");
        opt.moves = GRIDPATH_MOVES_8_ONE_FREE; EXPECT(ASTAR_UNSUPPORTED, "one free");
        opt.moves = GRIDPATH_MOVES_8_ALWAYS; EXPECT(ASTAR_UNSUPPORTED, "always");
        opt.moves = GRIDPATH_MOVES_8_NO_CORNER_CUT; EXPECT(ASTAR_OK, "no corner cut, explicit");
        opt.heuristic = ASTAR_HEURISTIC_OCTILE; EXPECT(ASTAR_OK, "octile, explicit");
        opt.heuristic = ASTAR_HEURISTIC_MANHATTAN; EXPECT(ASTAR_UNSUPPORTED, "manhattan");
        opt.heuristic = ASTAR_HEURISTIC_CHEBYSHEV; EXPECT(ASTAR_UNSUPPORTED, "chebyshev");
        opt.heuristic = ASTAR_HEURISTIC_EUCLIDEAN; EXPECT(ASTAR_UNSUPPORTED, "euclidean");
        opt.heuristic = ASTAR_HEURISTIC_ZERO; EXPECT(ASTAR_UNSUPPORTED, "zero");
        opt.open_set = ASTAR_OPEN_LIST; EXPECT(ASTAR_UNSUPPORTED, "list open set");
        opt.weight = 2.0; EXPECT(ASTAR_UNSUPPORTED, "weighted A*");
        opt.weight = 1.0; EXPECT(ASTAR_OK, "weight 1");
        opt.partial = 1; EXPECT(ASTAR_UNSUPPORTED, "partial");
        opt.min_cost = 5; EXPECT(ASTAR_OK, "min_cost is ignored");
        opt.weight = 0.5; EXPECT(ASTAR_INVALID_ARGUMENT, "weight 0.5");
        if (CHECK_BAD_ENUMS) {
            opt.moves = (gridpath_moves)99; EXPECT(ASTAR_INVALID_ARGUMENT, "moves 99");
            opt.heuristic = (astar_heuristic)-1; EXPECT(ASTAR_INVALID_ARGUMENT, "heuristic -1");
            opt.open_set = (astar_open_set)7; EXPECT(ASTAR_INVALID_ARGUMENT, "open set 7");
        }
        opt.min_cost = -1; EXPECT(ASTAR_INVALID_ARGUMENT, "min_cost -1");
        opt.jump_points_only = 2; EXPECT(ASTAR_INVALID_ARGUMENT, "jump_points_only 2");
        opt.jps_grid = NULL; EXPECT(ASTAR_INVALID_ARGUMENT, "no jps grid");
        opt.jps_grid = wjg; EXPECT(ASTAR_INVALID_ARGUMENT, "jps grid of another grid");
        opt.max_expansions = 1; EXPECT(ASTAR_BUDGET_EXCEEDED, "budget 1");
        r = astar_find_path(ws, &wgrid, start, goal, &opt, path, 64, &info);
        CHECK(r == ASTAR_INVALID_ARGUMENT, "weighted grid with the uniform bit grid: %s",
              astar_result_string(r));
        opt.jps_grid = wjg;
        r = astar_find_path(ws, &wgrid, start, goal, &opt, path, 64, &info);
        CHECK(r == ASTAR_UNSUPPORTED, "weighted cells: %s", astar_result_string(r));
        opt = base;
        r = astar_find_path(ws, &other, start, goal, &opt, path, 64, &info);
        CHECK(r == ASTAR_INVALID_ARGUMENT, "other dimensions: %s", astar_result_string(r));
        r = astar_find_path(NULL, &grid, start, goal, &opt, path, 64, &info);
        CHECK(r == ASTAR_INVALID_ARGUMENT, "NULL workspace: %s", astar_result_string(r));
        r = astar_find_path(ws, NULL, start, goal, &opt, path, 64, &info);
        CHECK(r == ASTAR_INVALID_ARGUMENT, "NULL grid: %s", astar_result_string(r));
        r = astar_find_path(ws, &grid, start, goal, &opt, NULL, 64, &info);
        CHECK(r == ASTAR_INVALID_ARGUMENT, "NULL path: %s", astar_result_string(r));
        r = astar_find_path(ws, &grid, start, goal, &opt, path, -1, &info);
        CHECK(r == ASTAR_INVALID_ARGUMENT, "negative capacity: %s", astar_result_string(r));
        r = astar_find_path(ws, &grid, outside, goal, &opt, path, 64, &info);
        CHECK(r == ASTAR_START_OUTSIDE, "start outside: %s", astar_result_string(r));
        r = astar_find_path(ws, &grid, start, outside, &opt, path, 64, &info);
        CHECK(r == ASTAR_GOAL_OUTSIDE, "goal outside: %s", astar_result_string(r));
        r = astar_find_path(ws, &grid, wall, goal, &opt, path, 64, &info);
        CHECK(r == ASTAR_START_BLOCKED, "start blocked: %s", astar_result_string(r));
        r = astar_find_path(ws, &grid, start, wall, &opt, path, 64, &info);
        CHECK(r == ASTAR_GOAL_BLOCKED, "goal blocked: %s", astar_result_string(r));
        /* too small a buffer: the needed length, and nothing written past the capacity */
        r = astar_find_path(ws, &grid, start, goal, &opt, path, 64, &info);
        {
            int32_t need = info.path_length, small[8];
            const double cost = info.cost;
            for (i = 0; i < 8; i++) small[i] = -7;
            r = astar_find_path(ws, &grid, start, goal, &opt, small, 2, &info);
            CHECK(r == ASTAR_BUFFER_TOO_SMALL && info.path_length == need,
                  "buffer too small: %s, length %d of %d", astar_result_string(r),
                  (int)info.path_length, (int)need);
            /* info describes the path that did not fit, as A*'s does (until v0.2 JPS left
             * goal_index at -1) */
            CHECK(info.goal_index == 0 && info.cost == cost, "buffer too small: goal index %d, cost %f of %f",
                  info.goal_index, info.cost, cost);
            CHECK(small[2] == -7 && small[7] == -7, "wrote past the capacity");
            r = astar_find_path(ws, &grid, start, goal, &opt, NULL, 0, &info);
            CHECK(r == ASTAR_BUFFER_TOO_SMALL && info.path_length == need,
                  "capacity 0: %s", astar_result_string(r));
            r = astar_find_path(ws, &grid, start, goal, &opt, path, need, NULL);
            CHECK(r == ASTAR_OK, "exact capacity, NULL info: %s", astar_result_string(r));
        }
        /* the grid changed after the bit grid was built */
        cells[0] = 2;
        r = astar_find_path(ws, &grid, start, goal, &opt, path, 64, &info);
        CHECK(r == ASTAR_INVALID_ARGUMENT, "stale bit grid: %s", astar_result_string(r));
        cells[0] = 1;
        /* a workspace too small for the grid */
        {
            astar_workspace *tiny = astar_workspace_init(small_ws, sizeof small_ws, 1, 1);
            static unsigned char mem_ws[4096];
            astar_workspace *two = astar_workspace_init(mem_ws, sizeof mem_ws, 2, 2);
            if (!tiny) tiny = two;
            r = astar_find_path(tiny, &grid, start, goal, &opt, path, 64, &info);
            CHECK(r == ASTAR_WORKSPACE_TOO_SMALL || (tiny == NULL && r == ASTAR_INVALID_ARGUMENT),
                  "small workspace: %s", astar_result_string(r));
        }
    }
#undef EXPECT
}

/* Whole-grid blocked rows and the goal behind a wall: NO_PATH; a bit grid with no passable
 * cell at all; the start itself as the goal. */
static void edge_cases(void) {
    static int cells[7 * 4];
    static unsigned char memory[4096];
    gridpath_grid grid = {cells, 7, 4};
    gridpath_point a = {0, 0}, b = {6, 3};
    astar_options opt;
    astar_info info;
    int32_t path[40];
    astar_jps_grid *jg;
    astar_result r;
    int i;
    for (i = 0; i < 28; i++) cells[i] = (i % 7 == 3) ? 0 : 4;
    jg = astar_jps_grid_init(memory, sizeof memory, &grid);
    memset(&opt, 0, sizeof opt);
    opt.algorithm = ASTAR_ALGORITHM_JPS;
    opt.jps_grid = jg;
    r = astar_find_path(ws, &grid, a, b, &opt, path, 40, &info);
    CHECK(r == ASTAR_NO_PATH && info.path_length == 0, "wall column: %s", astar_result_string(r));
    r = astar_find_path(ws, &grid, a, a, &opt, path, 40, &info);
    CHECK(r == ASTAR_OK && info.path_length == 1 && path[0] == 0 && info.cost == 0.0,
          "start == goal: %s", astar_result_string(r));
    {
        /* component labels: separated cells answer NO_PATH without a search; labels of
         * another size are refused */
        static unsigned char labels[8192], labels_small[8192];
        static const int small_cells[4] = {1, 1, 1, 1};
        gridpath_grid small = {small_cells, 2, 2};
        gridpath_point c = {1, 0};
        opt.components = astar_components_init(labels, sizeof labels, &grid, GRIDPATH_MOVES_DEFAULT);
        CHECK(opt.components != NULL, "components init");
        r = astar_find_path(ws, &grid, a, b, &opt, path, 40, &info);
        CHECK(r == ASTAR_NO_PATH && info.stats.expanded == 0, "components: %s, %u expanded",
              astar_result_string(r), info.stats.expanded);
        r = astar_find_path(ws, &grid, a, c, &opt, path, 40, &info);
        CHECK(r == ASTAR_OK && info.path_length == 2, "components, same side: %s",
              astar_result_string(r));
        opt.components = astar_components_init(labels_small, sizeof labels_small, &small,
                                               GRIDPATH_MOVES_DEFAULT);
        r = astar_find_path(ws, &grid, a, c, &opt, path, 40, &info);
        CHECK(r == ASTAR_INVALID_ARGUMENT, "components of another grid: %s",
              astar_result_string(r));
        opt.components = NULL;
    }
    cells[3 * 7 + 3] = 4; /* a door in the bottom row: a diagonal squeeze is not a door */
    jg = astar_jps_grid_init(memory, sizeof memory, &grid);
    opt.jps_grid = jg;
    r = astar_find_path(ws, &grid, a, b, &opt, path, 40, &info);
    CHECK(r == ASTAR_OK && fabs(info.cost - 4.0 * (5.0 + 2.0 * SQRT2)) < 1e-9,
          "door: %s cost %.6f", astar_result_string(r), info.cost);
    for (i = 0; i < 28; i++) cells[i] = 0;
    jg = astar_jps_grid_init(memory, sizeof memory, &grid);
    CHECK(jg && astar_jps_grid_uniform(jg) == 0, "no passable cell");
    opt.jps_grid = jg;
    r = astar_find_path(ws, &grid, a, b, &opt, path, 40, &info);
    CHECK(r == ASTAR_START_BLOCKED, "all blocked: %s", astar_result_string(r));
}

/* Workspace reuse across the generation wrap: JPS leaves tags of one generation behind, the
 * counter is pushed to its end, and searches across the wrap (which clears every tag) must
 * still match the reference; A* and JPS share the workspace in between. */
static void generation_wrap(void) {
    enum { W = 48, H = 40 };
    static int cells[W * H];
    static unsigned char memory[16384];
    static long long rs[W * H], rd[W * H];
    static int32_t path[W * H];
    gridpath_grid grid = {cells, W, H};
    astar_jps_grid *jg;
    astar_options opt;
    astar_info info;
    astar_result r;
    int i, start = -1, goal = -1;
    ref_gen_rooms(cells, W, H, 6, 777u);
    for (i = 0; i < W * H && start < 0; i++)
        if (cells[i] > 0) start = i;
    jg = astar_jps_grid_init(memory, sizeof memory, &grid);
    CHECK(jg != NULL && start >= 0, "wrap setup");
    if (!jg || start < 0) return;
    ref_dijkstra_exact(cells, W, H, REF_MOVES_8_NO_CORNER_CUT, &start, 1, 0, rs, rd);
    for (i = 0; i < W * H; i++) /* the farthest reachable cell */
        if (rs[i] >= 0 && (goal < 0 || ref_pair_cost(rs[i], rd[i]) > ref_pair_cost(rs[goal], rd[goal])))
            goal = i;
    memset(&opt, 0, sizeof opt);
    opt.algorithm = ASTAR_ALGORITHM_JPS;
    opt.jps_grid = jg;
    ws->generation = ASTAR__GEN_MAX - 3;
    for (i = 0; i < 8; i++) {
        gridpath_point s = {start % W, start / W}, g = {goal % W, goal / W};
        r = astar_find_path(ws, &grid, s, g, (i & 1) ? NULL : &opt, path, W * H, &info);
        {
            CHECK(r == ASTAR_OK && info.cost == ref_pair_cost(rs[goal], rd[goal]) &&
                      ref_path_legal(cells, W, H, REF_MOVES_8_NO_CORNER_CUT, path,
                                     info.path_length, NULL),
                  "wrap search %d (generation %u): %s, cost %.6f", i, (unsigned)ws->generation,
                  astar_result_string(r), info.cost);
        }
    }
    CHECK(ws->generation < 10, "generation wrapped (%u)", (unsigned)ws->generation);
}

/* Moving AI scenarios (optional): every 7th line of a few maps, against the stated optimal
 * length (tolerance: one unit of the last printed decimal, at least 1e-4, as SOURCES.md says)
 * and the library's A*. */
static int load_map(const char *path, int **cells_out, int *w, int *h) {
    FILE *f = fopen(path, "rb");
    static char line[8192];
    int x, y, *cells;
    *w = *h = 0;
    if (!f) return 0;
    while (fgets(line, sizeof line, f)) {
        if (sscanf(line, "height %d", h) == 1) continue;
        if (sscanf(line, "width %d", w) == 1) continue;
        if (!strncmp(line, "map", 3)) break;
    }
    if (*w < 1 || *h < 1 || *w > 4000 || *h > 4000) {
        fclose(f);
        return 0;
    }
    cells = (int *)calloc((size_t)(*w) * (size_t)(*h), sizeof(int));
    for (y = 0; y < *h && fgets(line, sizeof line, f); y++)
        for (x = 0; x < *w && line[x] && line[x] != '\r' && line[x] != '\n'; x++)
            cells[y * *w + x] = (line[x] == '.' || line[x] == 'G' || line[x] == 'S') ? 1 : 0;
    fclose(f);
    *cells_out = cells;
    return 1;
}

static void moving_ai(void) {
    static const char *maps[] = {"arena", "den520d", "maze512-1-0", "8room_000", "Berlin_1_256"};
    const char *dir = "../shared/movingai";
    int m, checked = 0;
    char path[512];
    snprintf(path, sizeof path, "%s/maps/arena.map", dir);
    {
        FILE *probe = fopen(path, "rb");
        if (!probe) {
            printf("SKIP: %s not found (Moving AI data); generated grids only\n", dir);
            return;
        }
        fclose(probe);
    }
    for (m = 0; m < (int)(sizeof maps / sizeof maps[0]); m++) {
        int *cells = NULL, w, h, line_no = 0;
        FILE *scen;
        char line[1024];
        astar_workspace *big;
        void *jmem;
        astar_jps_grid *jg;
        gridpath_grid grid;
        astar_options opt;
        int32_t *buf;
        snprintf(path, sizeof path, "%s/maps/%s.map", dir, maps[m]);
        if (!load_map(path, &cells, &w, &h)) {
            printf("SKIP: cannot read %s\n", path);
            continue;
        }
        snprintf(path, sizeof path, "%s/scen/%s.map.scen", dir, maps[m]);
        scen = fopen(path, "rb");
        if (!scen) {
            printf("SKIP: cannot read %s\n", path);
            free(cells);
            continue;
        }
        grid.cells = cells;
        grid.width = w;
        grid.height = h;
        big = astar_workspace_create(w, h, NULL);
        jmem = malloc(astar_jps_grid_size(w, h));
        jg = astar_jps_grid_init(jmem, astar_jps_grid_size(w, h), &grid);
        buf = (int32_t *)malloc(sizeof(int32_t) * (size_t)w * (size_t)h);
        memset(&opt, 0, sizeof opt);
        opt.algorithm = ASTAR_ALGORITHM_JPS;
        opt.jps_grid = jg;
        while (fgets(line, sizeof line, scen)) {
            int bucket, mw, mh, sx, sy, gx, gy, decimals = 0;
            char mapname[256], length_text[64];
            gridpath_point s, g;
            astar_info info, ainfo;
            astar_result r, ra;
            double optimal, tol;
            const char *dot;
            if (sscanf(line, "%d %255s %d %d %d %d %d %d %63s", &bucket, mapname, &mw, &mh, &sx,
                       &sy, &gx, &gy, length_text) != 9)
                continue;
            if (line_no++ % 7) continue;
            optimal = atof(length_text);
            dot = strchr(length_text, '.');
            if (dot) decimals = (int)strlen(dot + 1);
            tol = pow(10.0, -decimals);
            if (tol < 1e-4) tol = 1e-4;
            s.x = sx; s.y = sy; g.x = gx; g.y = gy;
            r = astar_find_path(big, &grid, s, g, &opt, buf, w * h, &info);
            CHECK(r == ASTAR_OK && fabs(info.cost - optimal) <= tol,
                  "%s line %d: %s cost %.6f, scenario %s", maps[m], line_no,
                  astar_result_string(r), info.cost, length_text);
            if (r == ASTAR_OK)
                CHECK(ref_path_legal(cells, w, h, REF_MOVES_8_NO_CORNER_CUT, buf,
                                     info.path_length, NULL),
                      "%s line %d: illegal path", maps[m], line_no);
            if (line_no % 5 == 1) {
                ra = astar_find_path(big, &grid, s, g, NULL, buf, w * h, &ainfo);
                CHECK(ra == r && ainfo.cost == info.cost, "%s line %d: A* %.9f, JPS %.9f",
                      maps[m], line_no, ainfo.cost, info.cost);
            }
            checked++;
        }
        fclose(scen);
        free(buf);
        free(jmem);
        astar_workspace_destroy(big);
        free(cells);
    }
    printf("NOTE: %d Moving AI scenarios checked\n", checked);
}

int main(void) {
    ws = astar_workspace_create(129, 129, NULL);
    if (!ws) {
        fprintf(stderr, "test_jps: cannot allocate a workspace\n");
        return 1;
    }
    refusals_and_bad_inputs();
    edge_cases();
    generation_wrap();
    generated_grids();
    moving_ai();
    astar_workspace_destroy(ws);
    return check_report(TEST_NAME);
}
