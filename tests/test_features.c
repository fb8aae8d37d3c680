/* test_features.c - time-sliced search, several goals, partial paths and the cell-state query,
 * each checked against tests/reference.h (independent Dijkstra) or the one-shot search. */
#define ASTAR_IMPLEMENTATION
#include "astar.h"
#include "check.h"
#include "reference.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define MAXW 48
#define MAXH 40

/* the heuristic the library documents for the default choice, written out independently */
static double plain_h(gridpath_moves m, int x, int y, int gx, int gy) {
    int dx = abs(x - gx), dy = abs(y - gy);
    int lo = dx < dy ? dx : dy, hi = dx < dy ? dy : dx;
    if (m == GRIDPATH_MOVES_4) return (double)(dx + dy);
    return (double)(hi - lo) + sqrt(2.0) * (double)lo;
}

static int random_free_cell(const int *cells, int n, uint32_t *rng) {
    int tries;
    for (tries = 0; tries < 1000; tries++) {
        int c = (int)(ref_rand(rng) % (uint32_t)n);
        if (cells[c] > 0) return c;
    }
    return -1;
}

static int cells[MAXW * MAXH];
static double dist[MAXW * MAXH];
static int32_t path_a[MAXW * MAXH], path_b[MAXW * MAXH];

static void make_grid(int w, int h, int kind, uint32_t seed) {
    if (kind == 0) ref_gen_random(cells, w, h, 0.25, 1, seed);
    else if (kind == 1) ref_gen_random(cells, w, h, 0.35, 5, seed);
    else if (kind == 2) ref_gen_maze(cells, w, h, 1 + (int)(seed % 3), seed);
    else ref_gen_rooms(cells, w, h, 6, seed);
}

static void test_sliced(astar_workspace *ws) {
    uint32_t rng = 7;
    int round;
    for (round = 0; round < 400; round++) {
        int w = 2 + (int)(ref_rand(&rng) % (MAXW - 1)), h = 2 + (int)(ref_rand(&rng) % (MAXH - 1));
        gridpath_grid grid = {cells, w, h};
        astar_options opt;
        astar_info one, sliced;
        astar_result r1, r2, rs;
        int s, g, steps = 0;
        uint32_t slice = 1 + ref_rand(&rng) % 40;
        gridpath_point start, goal;
        make_grid(w, h, round % 4, (uint32_t)round + 1u);
        s = random_free_cell(cells, w * h, &rng);
        g = random_free_cell(cells, w * h, &rng);
        if (s < 0 || g < 0) continue;
        memset(&opt, 0, sizeof opt);
        opt.moves = (gridpath_moves)(1 + round % 4);
        opt.open_set = (round & 8) ? ASTAR_OPEN_LIST : ASTAR_OPEN_HEAP;
        start.x = s % w; start.y = s / w; goal.x = g % w; goal.y = g / w;
        r1 = astar_find_path(ws, &grid, start, goal, &opt, path_a, MAXW * MAXH, &one);
        rs = astar_search_begin(ws, &grid, start, goal, &opt);
        CHECK(rs == ASTAR_IN_PROGRESS, "begin gave %s", astar_result_string(rs));
        while ((rs = astar_search_step(ws, slice)) == ASTAR_IN_PROGRESS) {
            CHECK(astar_search_finish(ws, path_b, MAXW * MAXH, &sliced) == ASTAR_IN_PROGRESS,
                  "finish before the end must say in progress");
            steps++;
        }
        r2 = astar_search_finish(ws, path_b, MAXW * MAXH, &sliced);
        CHECK(r1 == r2, "round %d: one-shot %s, sliced %s", round, astar_result_string(r1),
              astar_result_string(r2));
        CHECK(one.cost == sliced.cost && one.path_length == sliced.path_length,
              "round %d: cost %f vs %f", round, one.cost, sliced.cost);
        CHECK(one.stats.expanded == sliced.stats.expanded && one.stats.pushed == sliced.stats.pushed,
              "round %d: expansions %u vs %u", round, one.stats.expanded, sliced.stats.expanded);
        CHECK(memcmp(path_a, path_b, sizeof(int32_t) * (size_t)(one.path_length > 0 ? one.path_length : 0)) == 0,
              "round %d: paths differ", round);
        CHECK(steps <= (int)(one.stats.expanded / slice) + 1, "round %d: %d slices for %u expansions",
              round, steps, one.stats.expanded);
        CHECK(astar_search_step(ws, 5) == r1, "stepping a finished search repeats its result");
        if (r1 == ASTAR_OK && one.path_length > 1) {
            /* finish again, as documented: too small a buffer says how much, then the path,
             * with no search in between; so too after astar_find_path's ASTAR_BUFFER_TOO_SMALL */
            astar_info again;
            astar_result r3 = astar_search_finish(ws, path_b, one.path_length - 1, &again);
            CHECK(r3 == ASTAR_BUFFER_TOO_SMALL && again.path_length == one.path_length,
                  "round %d: finish with %d cells: %s, %d needed", round, (int)one.path_length - 1,
                  astar_result_string(r3), (int)again.path_length);
            memset(path_b, 0, sizeof path_b);
            r3 = astar_search_finish(ws, path_b, one.path_length, &again);
            CHECK(r3 == ASTAR_OK && again.cost == one.cost && again.stats.expanded == one.stats.expanded &&
                      memcmp(path_a, path_b, sizeof(int32_t) * (size_t)one.path_length) == 0,
                  "round %d: finish again: %s, not the path", round, astar_result_string(r3));
            r3 = astar_find_path(ws, &grid, start, goal, &opt, path_b, 1, &again);
            CHECK(r3 == ASTAR_BUFFER_TOO_SMALL && again.path_length == one.path_length,
                  "round %d: find_path with 1 cell: %s", round, astar_result_string(r3));
            memset(path_b, 0, sizeof path_b);
            r3 = astar_search_finish(ws, path_b, MAXW * MAXH, &again);
            CHECK(r3 == ASTAR_OK && again.path_length == one.path_length &&
                      memcmp(path_a, path_b, sizeof(int32_t) * (size_t)one.path_length) == 0,
                  "round %d: finish after find_path's ASTAR_BUFFER_TOO_SMALL: %s", round, astar_result_string(r3));
        }
    }
    CHECK(astar_search_step(NULL, 1) == ASTAR_INVALID_ARGUMENT, "NULL workspace");
}

static void test_multi(astar_workspace *ws) {
    uint32_t rng = 99;
    int round;
    for (round = 0; round < 500; round++) {
        int w = 1 + (int)(ref_rand(&rng) % MAXW), h = 1 + (int)(ref_rand(&rng) % MAXH);
        gridpath_grid grid = {cells, w, h};
        gridpath_point start, goals[6];
        int goal_cells[6], k = 1 + (int)(ref_rand(&rng) % 6), i, s, best = -1;
        double best_cost = -1.0, cost;
        astar_options opt;
        astar_info info;
        astar_result r;
        gridpath_moves m = (gridpath_moves)(1 + round % 4);
        make_grid(w, h, round % 4, (uint32_t)round * 3u + 5u);
        s = random_free_cell(cells, w * h, &rng);
        if (s < 0) continue;
        for (i = 0; i < k; i++) {
            goal_cells[i] = (int)(ref_rand(&rng) % (uint32_t)(w * h)); /* may be blocked */
            goals[i].x = goal_cells[i] % w;
            goals[i].y = goal_cells[i] / w;
        }
        start.x = s % w; start.y = s / w;
        ref_dijkstra(cells, w, h, ref_moves_from_gridpath((int)m), &s, 1, 0, dist);
        for (i = 0; i < k; i++)
            if (dist[goal_cells[i]] >= 0 && (best_cost < 0 || dist[goal_cells[i]] < best_cost)) {
                best_cost = dist[goal_cells[i]];
                best = i;
            }
        memset(&opt, 0, sizeof opt);
        opt.moves = m;
        r = astar_find_path_multi(ws, &grid, start, goals, k, &opt, path_a, MAXW * MAXH, &info);
        if (best < 0) {
            int any_free = 0;
            for (i = 0; i < k; i++) any_free |= cells[goal_cells[i]] > 0;
            CHECK(r == (any_free ? ASTAR_NO_PATH : ASTAR_GOAL_BLOCKED), "round %d: %s", round,
                  astar_result_string(r));
            continue;
        }
        CHECK(r == ASTAR_OK, "round %d: %s", round, astar_result_string(r));
        if (r != ASTAR_OK) continue;
        CHECK(fabs(info.cost - best_cost) <= 1e-9 * (1.0 + best_cost),
              "round %d: nearest goal cost %f, reference %f", round, info.cost, best_cost);
        CHECK(info.goal_index >= 0 && info.goal_index < k, "goal index %d", info.goal_index);
        if (info.goal_index >= 0 && info.goal_index < k) {
            CHECK(path_a[info.path_length - 1] == goal_cells[info.goal_index],
                  "round %d: path ends at %d, goal %d is %d", round,
                  (int)path_a[info.path_length - 1], info.goal_index, goal_cells[info.goal_index]);
            CHECK(fabs(dist[goal_cells[info.goal_index]] - best_cost) <= 1e-9 * (1.0 + best_cost),
                  "round %d: the reported goal is not a nearest one", round);
        }
        CHECK(ref_path_legal(cells, w, h, ref_moves_from_gridpath((int)m), path_a, info.path_length, &cost) &&
                  fabs(cost - info.cost) <= 1e-9 * (1.0 + cost),
              "round %d: illegal path or cost mismatch", round);
    }
    {
        gridpath_grid grid = {cells, 4, 4};
        gridpath_point start = {0, 0}, goals[1] = {{9, 9}};
        ref_gen_random(cells, 4, 4, 0.0, 1, 1);
        CHECK(astar_find_path_multi(ws, &grid, start, goals, 0, NULL, path_a, 16, NULL) ==
                  ASTAR_INVALID_ARGUMENT, "zero goals");
        CHECK(astar_find_path_multi(ws, &grid, start, NULL, 1, NULL, path_a, 16, NULL) ==
                  ASTAR_INVALID_ARGUMENT, "NULL goals");
        CHECK(astar_find_path_multi(ws, &grid, start, goals, 1, NULL, path_a, 16, NULL) ==
                  ASTAR_GOAL_OUTSIDE, "goal outside");
    }
}

static void test_partial(astar_workspace *ws) {
    uint32_t rng = 4242;
    int round, partial_seen = 0;
    for (round = 0; round < 500; round++) {
        int w = 2 + (int)(ref_rand(&rng) % (MAXW - 1)), h = 2 + (int)(ref_rand(&rng) % (MAXH - 1));
        gridpath_grid grid = {cells, w, h};
        gridpath_point start, goal;
        astar_options opt;
        astar_info info;
        astar_result r;
        gridpath_moves m = (gridpath_moves)(1 + round % 4);
        int s, g, c, end;
        double cost, best_h = -1.0, best_g = 0.0;
        make_grid(w, h, round % 4, (uint32_t)round * 7u + 3u);
        s = random_free_cell(cells, w * h, &rng);
        g = random_free_cell(cells, w * h, &rng);
        if (s < 0 || g < 0) continue;
        start.x = s % w; start.y = s / w; goal.x = g % w; goal.y = g / w;
        memset(&opt, 0, sizeof opt);
        opt.moves = m;
        opt.partial = 1;
        if (round & 1) opt.max_expansions = 1 + ref_rand(&rng) % 30;
        ref_dijkstra(cells, w, h, ref_moves_from_gridpath((int)m), &s, 1, 0, dist);
        r = astar_find_path(ws, &grid, start, goal, &opt, path_a, MAXW * MAXH, &info);
        if (r == ASTAR_OK) {
            CHECK(dist[g] >= 0 && fabs(info.cost - dist[g]) <= 1e-9 * (1.0 + dist[g]),
                  "round %d: found with cost %f, reference %f", round, info.cost, dist[g]);
            continue;
        }
        CHECK(r == ASTAR_PARTIAL_PATH, "round %d: %s", round, astar_result_string(r));
        if (r != ASTAR_PARTIAL_PATH) continue;
        partial_seen++;
        end = path_a[info.path_length - 1];
        CHECK(path_a[0] == s, "partial path starts at the start");
        CHECK(ref_path_legal(cells, w, h, ref_moves_from_gridpath((int)m), path_a, info.path_length, &cost) &&
                  fabs(cost - info.cost) <= 1e-9 * (1.0 + cost),
              "round %d: partial path illegal or cost mismatch", round);
        /* cells are expanded in order of optimal cost, so the partial path is optimal too */
        CHECK(fabs(info.cost - dist[end]) <= 1e-9 * (1.0 + dist[end]),
              "round %d: partial path cost %f, optimal %f", round, info.cost, dist[end]);
        if (!opt.max_expansions) {
            CHECK(dist[g] < 0, "round %d: partial although the goal is reachable", round);
            /* with no budget the whole component was explored: the end must be the closest
               reachable cell by the heuristic, ties to the smaller cost */
            for (c = 0; c < w * h; c++) {
                double hc;
                if (dist[c] < 0) continue;
                hc = plain_h(m, c % w, c / w, goal.x, goal.y);
                if (best_h < 0 || hc < best_h - 1e-12 ||
                    (fabs(hc - best_h) <= 1e-12 && dist[c] < best_g)) {
                    best_h = hc;
                    best_g = dist[c];
                }
            }
            CHECK(fabs(plain_h(m, end % w, end / w, goal.x, goal.y) - best_h) <= 1e-9 &&
                      fabs(dist[end] - best_g) <= 1e-9 * (1.0 + best_g),
                  "round %d: partial end h %f g %f, best h %f g %f", round,
                  plain_h(m, end % w, end / w, goal.x, goal.y), dist[end], best_h, best_g);
        }
    }
    CHECK(partial_seen > 50, "only %d partial cases generated", partial_seen);
}

/* A partial path with several goals, some blocked: it ends at the reached cell closest to the
 * nearest FREE goal (blocked goals are skipped, as by the search), ties to the smaller cost.
 * Until astar.h v0.2 blocked goals counted, and the path could head for a wall. */
static void test_partial_multi(astar_workspace *ws) {
    uint32_t rng = 777;
    int round, checked = 0, blocked_nearer = 0;
    {
        /* the audit's case: goal 0 blocked at x = 0, goal 1 free behind the wall at x = 3 */
        static const int row[6] = {0, 1, 1, 0, 1, 1};
        gridpath_grid grid = {row, 6, 1};
        gridpath_point start = {2, 0}, goals[2] = {{0, 0}, {5, 0}};
        astar_options opt;
        astar_info info;
        astar_result r;
        memset(&opt, 0, sizeof opt);
        opt.partial = 1;
        r = astar_find_path_multi(ws, &grid, start, goals, 2, &opt, path_a, 8, &info);
        CHECK(r == ASTAR_PARTIAL_PATH && info.path_length == 1 && path_a[0] == 2,
              "partial toward a blocked goal: %s, length %d, ends at %d", astar_result_string(r),
              (int)info.path_length, (int)path_a[info.path_length > 0 ? info.path_length - 1 : 0]);
    }
    for (round = 0; round < 400; round++) {
        int w = 2 + (int)(ref_rand(&rng) % (MAXW - 1)), h = 2 + (int)(ref_rand(&rng) % (MAXH - 1));
        gridpath_grid grid = {cells, w, h};
        gridpath_point start, goals[5];
        int k = 2 + (int)(ref_rand(&rng) % 4), i, s, c, end, any_free = 0, any_reached = 0;
        double best_h = -1.0, best_g = 0.0;
        astar_options opt;
        astar_info info;
        astar_result r;
        gridpath_moves m = (gridpath_moves)(1 + round % 4);
        make_grid(w, h, round % 4, (uint32_t)round * 11u + 1u);
        s = random_free_cell(cells, w * h, &rng);
        if (s < 0) continue;
        start.x = s % w;
        start.y = s / w;
        ref_dijkstra(cells, w, h, ref_moves_from_gridpath((int)m), &s, 1, 0, dist);
        for (i = 0; i < k; i++) {
            const int g = (int)(ref_rand(&rng) % (uint32_t)(w * h)); /* may be blocked */
            goals[i].x = g % w;
            goals[i].y = g / w;
            any_free |= cells[g] > 0;
            any_reached |= dist[g] >= 0;
        }
        if (!any_free || any_reached) continue; /* only searches that end in a partial path */
        memset(&opt, 0, sizeof opt);
        opt.moves = m;
        opt.partial = 1;
        r = astar_find_path_multi(ws, &grid, start, goals, k, &opt, path_a, MAXW * MAXH, &info);
        CHECK(r == ASTAR_PARTIAL_PATH, "round %d: %s", round, astar_result_string(r));
        if (r != ASTAR_PARTIAL_PATH) continue;
        checked++;
        end = path_a[info.path_length - 1];
        for (c = 0; c < w * h; c++) {
            double hc = -1.0, hb = -1.0;
            if (dist[c] < 0) continue;
            for (i = 0; i < k; i++) {
                const double d = plain_h(m, c % w, c / w, goals[i].x, goals[i].y);
                if (cells[goals[i].y * w + goals[i].x] > 0) {
                    if (hc < 0 || d < hc) hc = d;
                } else if (hb < 0 || d < hb)
                    hb = d;
            }
            if (c == s && hb >= 0 && hb < hc) blocked_nearer++;
            if (best_h < 0 || hc < best_h - 1e-12 || (fabs(hc - best_h) <= 1e-12 && dist[c] < best_g)) {
                best_h = hc;
                best_g = dist[c];
            }
        }
        {
            double he = -1.0;
            for (i = 0; i < k; i++)
                if (cells[goals[i].y * w + goals[i].x] > 0) {
                    const double d = plain_h(m, end % w, end / w, goals[i].x, goals[i].y);
                    if (he < 0 || d < he) he = d;
                }
            CHECK(fabs(he - best_h) <= 1e-9 && fabs(dist[end] - best_g) <= 1e-9 * (1.0 + best_g),
                  "round %d: partial end h %f g %f, best h %f g %f", round, he, dist[end], best_h, best_g);
        }
    }
    CHECK(checked > 40, "only %d partial multi-goal cases", checked);
    CHECK(blocked_nearer > 5, "only %d cases with a blocked goal nearer than the free ones", blocked_nearer);
}

/* A random blocked cell, or -1. */
static int random_blocked_cell(const int *grid_cells, int n, uint32_t *rng) {
    int tries;
    for (tries = 0; tries < 1000; tries++) {
        int c = (int)(ref_rand(rng) % (uint32_t)n);
        if (grid_cells[c] <= 0) return c;
    }
    return -1;
}

/* Every goal blocked (a click on a wall), options.partial: the path to the reached cell closest
 * to the nearest of them (all count, none can be reached), ties to the smaller cost; without
 * partial ASTAR_GOAL_BLOCKED as before. Until astar.h 0.3 partial answered ASTAR_GOAL_BLOCKED. */
static void test_partial_blocked_goal(astar_workspace *ws) {
    uint32_t rng = 99;
    int round, checked = 0, budgeted = 0, i;
    {
        /* the review's case: the goal (4, 1) is a wall; (4, 0) beside it is reachable, (4, 2)
         * beside it is not */
        static const int map[15] = {1, 1, 1, 1, 1,
                                    1, 1, 1, 0, 0,
                                    1, 1, 1, 0, 1};
        gridpath_grid grid = {map, 5, 3};
        gridpath_point start = {0, 2}, goal = {4, 1};
        astar_options opt;
        astar_info info;
        astar_result r;
        memset(&opt, 0, sizeof opt);
        r = astar_find_path(ws, &grid, start, goal, &opt, path_a, 15, &info);
        CHECK(r == ASTAR_GOAL_BLOCKED, "wall goal without partial: %s", astar_result_string(r));
        opt.partial = 1;
        r = astar_find_path(ws, &grid, start, goal, &opt, path_a, 15, &info);
        CHECK(r == ASTAR_PARTIAL_PATH && info.path_length == 5 && path_a[4] == 4 && info.goal_index == -1,
              "wall goal with partial: %s, length %d, ends at %d", astar_result_string(r),
              (int)info.path_length, (int)path_a[info.path_length > 0 ? info.path_length - 1 : 0]);
    }
    for (round = 0; round < 400; round++) {
        int w = 2 + (int)(ref_rand(&rng) % (MAXW - 1)), h = 2 + (int)(ref_rand(&rng) % (MAXH - 1));
        gridpath_grid grid = {cells, w, h};
        gridpath_point start, goals[4];
        int k = 1 + (int)(ref_rand(&rng) % 4), s, c, end, steps = 0;
        double best_h = -1.0, best_g = 0.0, cost, he = -1.0;
        astar_options opt;
        astar_info info, sliced;
        astar_result r, rs;
        gridpath_moves m = (gridpath_moves)(1 + round % 4);
        make_grid(w, h, round % 4, (uint32_t)round * 13u + 5u);
        s = random_free_cell(cells, w * h, &rng);
        if (s < 0) continue;
        for (i = 0; i < k; i++) {
            const int g = random_blocked_cell(cells, w * h, &rng);
            if (g < 0) break;
            goals[i].x = g % w;
            goals[i].y = g / w;
        }
        if (i < k) continue;
        start.x = s % w;
        start.y = s / w;
        memset(&opt, 0, sizeof opt);
        opt.moves = m;
        r = k == 1 ? astar_find_path(ws, &grid, start, goals[0], &opt, path_a, MAXW * MAXH, &info)
                   : astar_find_path_multi(ws, &grid, start, goals, k, &opt, path_a, MAXW * MAXH, &info);
        CHECK(r == ASTAR_GOAL_BLOCKED, "round %d: blocked goals without partial: %s", round, astar_result_string(r));
        opt.partial = 1;
        if (round % 3 == 2) opt.max_expansions = 1 + ref_rand(&rng) % 20;
        r = k == 1 ? astar_find_path(ws, &grid, start, goals[0], &opt, path_a, MAXW * MAXH, &info)
                   : astar_find_path_multi(ws, &grid, start, goals, k, &opt, path_a, MAXW * MAXH, &info);
        CHECK(r == ASTAR_PARTIAL_PATH && info.path_length >= 1 && info.goal_index == -1,
              "round %d: %d blocked goals with partial: %s", round, k, astar_result_string(r));
        if (r != ASTAR_PARTIAL_PATH || info.path_length < 1) continue;
        /* the sliced search gives the same answer, from finish */
        rs = astar_search_begin_multi(ws, &grid, start, goals, k, &opt);
        while (rs == ASTAR_IN_PROGRESS && steps++ < 100000) rs = astar_search_step(ws, 3);
        CHECK(rs == (opt.max_expansions ? ASTAR_BUDGET_EXCEEDED : ASTAR_NO_PATH) ||
                  (opt.max_expansions && rs == ASTAR_NO_PATH),
              "round %d: sliced step ended with %s", round, astar_result_string(rs));
        rs = astar_search_finish(ws, path_b, MAXW * MAXH, &sliced);
        CHECK(rs == r && sliced.path_length == info.path_length && sliced.cost == info.cost &&
                  memcmp(path_a, path_b, (size_t)info.path_length * sizeof path_a[0]) == 0,
              "round %d: sliced partial differs: %s", round, astar_result_string(rs));
        ref_dijkstra(cells, w, h, ref_moves_from_gridpath((int)m), &s, 1, 0, dist);
        end = path_a[info.path_length - 1];
        CHECK(path_a[0] == s &&
                  ref_path_legal(cells, w, h, ref_moves_from_gridpath((int)m), path_a, info.path_length, &cost) &&
                  fabs(cost - info.cost) <= 1e-9 * (1.0 + cost) && fabs(info.cost - dist[end]) <= 1e-9 * (1.0 + dist[end]),
              "round %d: partial path illegal, or not optimal to its end", round);
        if (opt.max_expansions) {
            budgeted++;
            continue;
        }
        checked++;
        for (c = 0; c < w * h; c++) {
            double hc = -1.0;
            if (dist[c] < 0) continue;
            for (i = 0; i < k; i++) {
                const double d = plain_h(m, c % w, c / w, goals[i].x, goals[i].y);
                if (hc < 0 || d < hc) hc = d;
            }
            if (best_h < 0 || hc < best_h - 1e-12 || (fabs(hc - best_h) <= 1e-12 && dist[c] < best_g)) {
                best_h = hc;
                best_g = dist[c];
            }
        }
        for (i = 0; i < k; i++) {
            const double d = plain_h(m, end % w, end / w, goals[i].x, goals[i].y);
            if (he < 0 || d < he) he = d;
        }
        CHECK(fabs(he - best_h) <= 1e-9 && fabs(dist[end] - best_g) <= 1e-9 * (1.0 + best_g),
              "round %d: partial end h %f g %f, best h %f g %f", round, he, dist[end], best_h, best_g);
    }
    CHECK(checked > 100 && budgeted > 50, "only %d + %d blocked-goal cases", checked, budgeted);
}

static void test_cell_state(astar_workspace *ws) {
    static const int open_map[6 * 3] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
    gridpath_grid grid = {open_map, 6, 3};
    gridpath_point start = {0, 1}, goal = {5, 1}, p;
    astar_info info;
    int closed = 0, open = 0;
    CHECK(astar_find_path(ws, &grid, start, goal, NULL, path_a, 64, &info) == ASTAR_OK, "open map");
    for (p.y = 0; p.y < 3; p.y++)
        for (p.x = 0; p.x < 6; p.x++) {
            int st = astar_workspace_cell_state(ws, p);
            closed += st == 2;
            open += st == 1;
        }
    CHECK((uint32_t)closed == info.stats.expanded, "closed cells %d, expanded %u", closed,
          info.stats.expanded);
    CHECK((uint32_t)(open + closed) == info.stats.pushed, "open+closed %d, pushed %u",
          open + closed, info.stats.pushed);
    { /* one step past each edge (the workspace holds more cells than this grid: (0, 3) is in
       * its memory, outside the query's grid) */
        static const gridpath_point past[5] = {{6, 0}, {0, 3}, {5, 3}, {-1, 0}, {0, -1}};
        int k;
        for (k = 0; k < 5; k++)
            CHECK(astar_workspace_cell_state(ws, past[k]) == -1, "outside: (%d, %d)", past[k].x, past[k].y);
    }
}

/* The cells the latest search left open (cell_state 1) and closed (2). */
static void count_states(const astar_workspace *ws, int w, int h, int *open, int *closed) {
    gridpath_point p;
    *open = *closed = 0;
    for (p.y = 0; p.y < h; p.y++)
        for (p.x = 0; p.x < w; p.x++) {
            const int st = astar_workspace_cell_state(ws, p);
            *open += st == 1;
            *closed += st == 2;
        }
}

/* One search in ws: sliced (max_expansions per step, 0 for one call) or not, one goal or two
 * (astar_find_path_multi); *step_result gets the last step's answer when sliced. */
static astar_result bounded_search(astar_workspace *ws, const gridpath_grid *grid, gridpath_point start,
                                   const gridpath_point *goals, int goal_count, const astar_options *opt,
                                   uint32_t slice, astar_info *info, astar_result *step_result) {
    astar_result r;
    *step_result = ASTAR_IN_PROGRESS;
    if (!slice)
        return goal_count == 1 ? astar_find_path(ws, grid, start, goals[0], opt, path_b, MAXW * MAXH, info)
                               : astar_find_path_multi(ws, grid, start, goals, goal_count, opt, path_b,
                                                       MAXW * MAXH, info);
    r = astar_search_begin_multi(ws, grid, start, goals, goal_count, opt);
    while (r == ASTAR_IN_PROGRESS && (r = astar_search_step(ws, slice)) == ASTAR_IN_PROGRESS) {
    }
    *step_result = r;
    return astar_search_finish(ws, path_b, MAXW * MAXH, info);
}

/* A bounded workspace (astar_workspace_init_bounded) against the unbounded one, query by query:
 * with room for the unbounded search's largest open set (info.stats.max_open) or more, the same
 * result, path, cost and stats; with less, ASTAR_OPEN_SET_FULL with exactly open_capacity cells
 * open and the expanded ones closed (cell_state), or with options.partial a legal partial path
 * of optimal cost to its end (a cell the search had expanded). A* with both open sets, in one
 * call and in slices, one goal or two, some with a budget, and JPS on uniform grids; each bounded
 * workspace searches twice (the same answer again; a sliced search's finish asked twice) and is
 * laid out for a grid larger than the query's on some rounds. Each is malloc'd at exactly
 * astar_workspace_size_bounded bytes (at an odd address on some rounds), and the bytes after its
 * open set are filled and checked after each search: nothing may write past the open set. */
static void test_bounded(astar_workspace *ws) {
    uint32_t rng = 9090;
    int round, same = 0, full = 0, partial = 0, jps_full = 0, multi = 0, sliced = 0;
    for (round = 0; round < 1500; round++) {
        const int jps = round % 5 == 4;
        int w = 2 + (int)(ref_rand(&rng) % (MAXW - 1)), h = 2 + (int)(ref_rand(&rng) % (MAXH - 1));
        gridpath_grid grid = {cells, w, h};
        gridpath_point start, goals[2];
        astar_options opt;
        astar_info info0, info1, again;
        astar_result r0, r1, r2, step;
        int s, g, k, open, closed, goal_count = 1;
        uint32_t max_open;
        int32_t capacities[5];
        void *jps_memory = NULL;
        make_grid(w, h, jps ? 0 : round % 4, (uint32_t)round * 13u + 1u);
        s = random_free_cell(cells, w * h, &rng);
        g = random_free_cell(cells, w * h, &rng);
        if (s < 0 || g < 0) continue;
        start.x = s % w; start.y = s / w; goals[0].x = g % w; goals[0].y = g / w;
        memset(&opt, 0, sizeof opt);
        if (jps) { /* uniform cost 1 (kind 0), 8 neighbours without corner cutting */
            size_t bytes = astar_jps_grid_size(w, h);
            jps_memory = malloc(bytes);
            opt.algorithm = ASTAR_ALGORITHM_JPS;
            opt.jps_grid = jps_memory ? astar_jps_grid_init(jps_memory, bytes, &grid) : NULL;
            CHECK(opt.jps_grid != NULL, "round %d: jps grid", round);
            if (!opt.jps_grid) {
                free(jps_memory);
                continue;
            }
        } else {
            int g2 = random_free_cell(cells, w * h, &rng);
            opt.moves = (gridpath_moves)(1 + round % 4);
            opt.open_set = (round / 4) % 2 ? ASTAR_OPEN_LIST : ASTAR_OPEN_HEAP;
            opt.partial = (round / 8) % 3 == 0;
            if (round % 11 == 5) opt.max_expansions = 1 + ref_rand(&rng) % 40;
            if (round % 3 == 1 && g2 >= 0) {
                goals[1].x = g2 % w;
                goals[1].y = g2 / w;
                goal_count = 2;
                multi++;
            }
        }
        r0 = bounded_search(ws, &grid, start, goals, goal_count, &opt, 0, &info0, &step);
        memcpy(path_a, path_b, sizeof(int32_t) * (size_t)(info0.path_length > 0 ? info0.path_length : 0));
        max_open = info0.stats.max_open;
        CHECK(max_open >= 1, "round %d: max_open %u", round, max_open);
        capacities[0] = (int32_t)max_open;
        capacities[1] = (int32_t)max_open + 1 + (int32_t)(ref_rand(&rng) % 50);
        capacities[2] = (int32_t)max_open - 1;
        capacities[3] = 1;
        capacities[4] = 1 + (int32_t)(ref_rand(&rng) % max_open);
        if (opt.partial) ref_dijkstra(cells, w, h, ref_moves_from_gridpath((int)opt.moves), &s, 1, 0, dist);
        for (k = 0; k < 5; k++) {
            const int32_t room = capacities[k];
            /* some workspaces are laid out for a larger grid than this query's */
            const int ww = round % 4 == 2 ? MAXW : w, wh = round % 4 == 2 ? MAXH : h;
            const size_t bytes = astar_workspace_size_bounded(ww, wh, room);
            const size_t shift = (size_t)(round % 3 == 0 ? 1 + round % 15 : 0);
            const uint32_t slice = !jps && k == 4 && round % 2 ? 1 + (uint32_t)round % 7 : 0;
            unsigned char *memory, *past;
            size_t tail, t;
            astar_workspace *bws;
            if (room < 1) continue;
            CHECK(bytes > 0 && bytes <= astar_workspace_size(ww, wh), "round %d: size %lu for %d entries",
                  round, (unsigned long)bytes, (int)room);
            memory = (unsigned char *)malloc(bytes + shift);
            if (!memory) continue;
            bws = astar_workspace_init_bounded(memory + shift, bytes, ww, wh, room);
            CHECK(bws != NULL, "round %d: init_bounded(%d)", round, (int)room);
            if (!bws) {
                free(memory);
                continue;
            }
            /* the bytes from the end of the open set to the end of the block: a guard */
            past = (unsigned char *)(bws->open + bws->open_capacity);
            CHECK(bws->open_capacity == (room < ww * wh ? room : ww * wh) && past <= memory + shift + bytes,
                  "round %d: open set of %d entries ends past the block", round, (int)bws->open_capacity);
            tail = (size_t)(memory + shift + bytes - past);
            memset(past, 0xA5, tail);
            sliced += slice != 0;
            r1 = bounded_search(bws, &grid, start, goals, goal_count, &opt, slice, &info1, &step);
            if ((uint32_t)room >= max_open) {
                same++;
                CHECK(r1 == r0 && info1.path_length == info0.path_length && info1.cost == info0.cost &&
                          info1.goal_index == info0.goal_index,
                      "round %d, room %d of %u: %s length %d cost %f, unbounded %s length %d cost %f", round,
                      (int)room, max_open, astar_result_string(r1), (int)info1.path_length, info1.cost,
                      astar_result_string(r0), (int)info0.path_length, info0.cost);
                CHECK(info1.path_length < 1 ||
                          !memcmp(path_a, path_b, sizeof(int32_t) * (size_t)info1.path_length),
                      "round %d, room %d: another path", round, (int)room);
                CHECK(info1.stats.expanded == info0.stats.expanded && info1.stats.pushed == info0.stats.pushed &&
                          info1.stats.updated == info0.stats.updated && info1.stats.max_open == max_open,
                      "round %d, room %d: other stats", round, (int)room);
            } else {
                /* the search stopped at the push that found room cells open */
                count_states(bws, w, h, &open, &closed);
                CHECK(info1.stats.max_open == (uint32_t)room && info1.stats.expanded <= info0.stats.expanded &&
                          open == (int)room && (uint32_t)closed == info1.stats.expanded,
                      "round %d, room %d: max_open %u, %d cells open, %d closed, expanded %u of %u", round,
                      (int)room, info1.stats.max_open, open, closed, info1.stats.expanded, info0.stats.expanded);
                CHECK(!slice || step == ASTAR_OPEN_SET_FULL, "round %d, room %d: the last step said %s", round,
                      (int)room, astar_result_string(step));
                if (opt.partial) {
                    int32_t end;
                    double cost;
                    partial++;
                    CHECK(r1 == ASTAR_PARTIAL_PATH, "round %d, room %d of %u: %s, want a partial path", round,
                          (int)room, max_open, astar_result_string(r1));
                    if (r1 == ASTAR_PARTIAL_PATH && info1.path_length > 0) {
                        end = path_b[info1.path_length - 1];
                        CHECK(path_b[0] == s &&
                                  ref_path_legal(cells, w, h, ref_moves_from_gridpath((int)opt.moves), path_b,
                                                 info1.path_length, &cost) &&
                                  fabs(cost - info1.cost) <= 1e-9 * (1.0 + cost) &&
                                  fabs(info1.cost - dist[end]) <= 1e-9 * (1.0 + dist[end]),
                              "round %d, room %d: partial path illegal or not optimal to its end", round,
                              (int)room);
                    }
                } else {
                    full++;
                    jps_full += jps;
                    CHECK(r1 == ASTAR_OPEN_SET_FULL && info1.path_length == 0 && info1.goal_index == -1,
                          "round %d, room %d of %u: %s, want open set full", round, (int)room, max_open,
                          astar_result_string(r1));
                }
            }
            /* the same workspace again: the finished search's answer once more, then a new search */
            if (slice) {
                r2 = astar_search_finish(bws, path_b, MAXW * MAXH, &again);
                CHECK(r2 == r1 && again.path_length == info1.path_length && again.cost == info1.cost,
                      "round %d, room %d: finish again %s, first %s", round, (int)room, astar_result_string(r2),
                      astar_result_string(r1));
            }
            r2 = bounded_search(bws, &grid, start, goals, goal_count, &opt, 0, &again, &step);
            CHECK(r2 == r1 && again.path_length == info1.path_length && again.cost == info1.cost &&
                      again.stats.expanded == info1.stats.expanded && again.stats.max_open == info1.stats.max_open,
                  "round %d, room %d: searched again %s, first %s", round, (int)room, astar_result_string(r2),
                  astar_result_string(r1));
            for (t = 0; t < tail && past[t] == 0xA5; t++) {
            }
            CHECK(t == tail, "round %d, room %d: byte %lu after the open set written", round, (int)room,
                  (unsigned long)t);
            free(memory);
        }
        free(jps_memory);
    }
    CHECK(same > 1000 && full > 500 && partial > 200 && jps_full > 100 && multi > 300 && sliced > 100,
          "cases: %d the same, %d full (%d JPS), %d partial, %d with two goals, %d sliced", same, full, jps_full,
          partial, multi, sliced);
    printf("NOTE: bounded open sets: %d searches the same as unbounded, %d full (%d JPS), %d partial; %d "
           "queries with two goals, %d sliced searches\n", same, full, jps_full, partial, multi, sliced);
    { /* sizes: 16 bytes per entry, the cells' bound, bad capacities */
        unsigned char memory[4096];
        const size_t all = astar_workspace_size(10, 10);
        CHECK(astar_workspace_size_bounded(10, 10, 100) == all && astar_workspace_size_bounded(10, 10, 1000) == all &&
                  astar_workspace_size_bounded(10, 10, ASTAR_MAX_CELLS) == all,
              "bounded at or past the cells: the unbounded size");
        CHECK(astar_workspace_size_bounded(10, 10, 99) + 16 == all &&
                  astar_workspace_size_bounded(10, 10, 1) + 99 * 16 == all,
              "16 bytes per entry: %lu, %lu, %lu", (unsigned long)astar_workspace_size_bounded(10, 10, 1),
              (unsigned long)astar_workspace_size_bounded(10, 10, 99), (unsigned long)all);
        CHECK(astar_workspace_size_bounded(10, 10, 0) == 0 && astar_workspace_size_bounded(10, 10, -1) == 0 &&
                  astar_workspace_size_bounded(0, 10, 5) == 0 && astar_workspace_size_bounded(1 << 15, 1 << 14, 5) == 0,
              "bad sizes or capacities give 0");
        CHECK(astar_workspace_init_bounded(memory, sizeof memory, 10, 10, 0) == NULL &&
                  astar_workspace_init_bounded(memory, sizeof memory, 10, 10, -3) == NULL &&
                  astar_workspace_init_bounded(NULL, sizeof memory, 10, 10, 5) == NULL &&
                  astar_workspace_init_bounded(memory, astar_workspace_size_bounded(10, 10, 5) - 1, 10, 10, 5) == NULL,
              "init_bounded refuses a bad capacity, no memory, too few bytes");
        CHECK(astar_workspace_init_bounded(memory, astar_workspace_size_bounded(10, 10, 5), 10, 10, 5) != NULL,
              "init_bounded with exactly the bytes");
        CHECK(astar_workspace_create_bounded(10, 10, 0, NULL) == NULL, "create_bounded(0)");
        {
            astar_workspace *cws = astar_workspace_create_bounded(10, 10, 7, NULL);
            static const int open_map[10 * 10] = {
                1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
                1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
                1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
                1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
            gridpath_grid open_grid = {open_map, 10, 10};
            gridpath_point a = {4, 4}, b = {9, 9};
            astar_info info;
            astar_result r = ASTAR_OK;
            CHECK(cws != NULL, "create_bounded(7)");
            /* the first expansion opens the start's 8 neighbours: the 8th finds 7 open */
            if (cws) r = astar_find_path(cws, &open_grid, a, b, NULL, path_a, 100, &info);
            CHECK(cws && r == ASTAR_OPEN_SET_FULL && info.stats.expanded == 1 && info.stats.max_open == 7,
                  "open set of 7 on an open grid: %s", astar_result_string(r));
            astar_workspace_destroy(cws);
        }
    }
}

/* options.components: the same answer as the plain search, and no expansion when unreachable */
static void test_components_option(astar_workspace *ws) {
    static unsigned char memory[64 * 1024];
    uint32_t rng = 555;
    int round, unreachable = 0;
    for (round = 0; round < 300; round++) {
        int w = 2 + (int)(ref_rand(&rng) % (MAXW - 1)), h = 2 + (int)(ref_rand(&rng) % (MAXH - 1));
        gridpath_grid grid = {cells, w, h};
        gridpath_moves m = (gridpath_moves)(round % 5);
        astar_components *comp;
        astar_options plain, with;
        astar_info a, b;
        astar_result ra, rb;
        gridpath_point start, goal;
        int s, g;
        make_grid(w, h, round % 4, (uint32_t)round * 11u + 1u);
        s = random_free_cell(cells, w * h, &rng);
        g = random_free_cell(cells, w * h, &rng);
        if (s < 0 || g < 0) continue;
        start.x = s % w; start.y = s / w; goal.x = g % w; goal.y = g / w;
        comp = astar_components_init(memory, sizeof memory, &grid, m);
        CHECK(comp != NULL, "components init");
        if (!comp) continue;
        memset(&plain, 0, sizeof plain);
        plain.moves = m;
        with = plain;
        with.components = comp;
        ra = astar_find_path(ws, &grid, start, goal, &plain, path_a, MAXW * MAXH, &a);
        rb = astar_find_path(ws, &grid, start, goal, &with, path_b, MAXW * MAXH, &b);
        CHECK(ra == rb, "round %d: plain %s, with components %s", round, astar_result_string(ra),
              astar_result_string(rb));
        if (ra == ASTAR_OK && rb == ASTAR_OK)
            CHECK(a.cost == b.cost && a.stats.expanded == b.stats.expanded, "round %d", round);
        if (ra == ASTAR_NO_PATH) {
            unreachable++;
            CHECK(b.stats.expanded == 0, "round %d: %u expansions for an unreachable goal", round,
                  b.stats.expanded);
        }
        /* labels made under another move rule: 4, 8_NO_CORNER_CUT and 8_ONE_FREE share their
         * components and 8_ALWAYS labels are coarser, so those serve every rule; labels of the
         * other three cannot answer an 8_ALWAYS search and are refused */
        with.moves = (gridpath_moves)(1 + (round + 1) % 4);
        plain.moves = with.moves;
        rb = astar_find_path(ws, &grid, start, goal, &with, path_b, MAXW * MAXH, &b);
        if (with.moves == GRIDPATH_MOVES_8_ALWAYS && m != GRIDPATH_MOVES_8_ALWAYS) {
            CHECK(rb == ASTAR_INVALID_ARGUMENT, "round %d: labels of a finer rule accepted", round);
        } else {
            ra = astar_find_path(ws, &grid, start, goal, &plain, path_a, MAXW * MAXH, &a);
            CHECK(ra == rb, "round %d: labels of rule %d for rule %d: %s, plain %s", round, (int)m,
                  (int)with.moves, astar_result_string(rb), astar_result_string(ra));
        }
    }
    CHECK(unreachable > 20, "only %d unreachable cases generated", unreachable);
}

/* The exact comparison of S + D*sqrt(2) values at the edge of precision: consecutive Pell
 * pairs x^2 - 2y^2 = -1, +1, -1, ... (1,1), (3,2), (7,5), ... make x and y*sqrt(2) as close
 * as integers can be; the sign of x^2 - 2y^2 says which is larger. Up to 2^61, past 64 bits. */
static void test_pair_sign(void) {
    uint64_t x = 1, y = 1;
    int sign = -1, k;
    for (k = 0; k < 60 && x < ((uint64_t)1 << 61); k++) {
        uint64_t nx = x + 2 * y, ny = x + y;
        CHECK(astar__pair_sign(x, 0, 0, y) == sign, "Pell pair %d: x %llu y %llu", k,
              (unsigned long long)x, (unsigned long long)y);
        CHECK(astar__pair_sign(0, y, x, 0) == -sign, "Pell pair %d reversed", k);
        CHECK(astar__pair_sign(x + 5, 7, 5, y + 7) == sign, "Pell pair %d shifted", k);
        CHECK(astar__pair_sign(x, y, x, y) == 0, "equal pairs");
        x = nx;
        y = ny;
        sign = -sign;
    }
    CHECK(k >= 45, "only %d Pell pairs", k);
}

int main(void) {
    astar_workspace *ws = astar_workspace_create(MAXW, MAXH, NULL);
    CHECK(ws != NULL, "workspace");
    if (!ws) return check_report("features");
    test_sliced(ws);
    test_multi(ws);
    test_partial(ws);
    test_partial_multi(ws);
    test_partial_blocked_goal(ws);
    test_cell_state(ws);
    test_components_option(ws);
    test_bounded(ws);
    test_pair_sign();
    astar_workspace_destroy(ws);
    return check_report("features");
}
