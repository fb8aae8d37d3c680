/* test_astar.c - astar.h against the independent reference (tests/reference.h) on thousands of
 * generated grids, for every move rule, admissible heuristic and open set; plus budgets,
 * weighted A*, workspace reuse. The reference itself is first checked against a brute-force
 * Bellman-Ford so that a shared misunderstanding cannot pass silently. */
#ifndef TEST_NAME
#define TEST_NAME "test_astar"
#endif
#define ASTAR_IMPLEMENTATION
#include "astar.h"
#include "check.h"
#include "reference.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* >>reference self-test: Bellman-Ford in long double, written from the definition */
static void brute_dist(const int *cells, int w, int h, int moves, int source, int reverse,
                       long double *dist) {
    int n = w * h, changed = 1, c, d;
    for (c = 0; c < n; c++) dist[c] = -1;
    if (cells[source] > 0) dist[source] = 0;
    while (changed) {
        changed = 0;
        for (c = 0; c < n; c++) {
            int x = c % w, y = c / w;
            if (dist[c] < 0) continue;
            for (d = 0; d < 8; d++) {
                static const int dx[8] = {1, 1, 0, -1, -1, -1, 0, 1};
                static const int dy[8] = {0, -1, -1, -1, 0, 1, 1, 1};
                int nx = x + dx[d], ny = y + dy[d], nb, diag = d & 1, sa, sb;
                long double step;
                if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
                nb = ny * w + nx;
                if (cells[nb] <= 0) continue;
                if (diag) {
                    sa = cells[y * w + nx] > 0;
                    sb = cells[ny * w + x] > 0;
                    if (moves == 1) continue;
                    if (moves == 2 && !(sa && sb)) continue;
                    if (moves == 3 && !(sa || sb)) continue;
                }
                step = (long double)(reverse ? cells[c] : cells[nb]) * (diag ? sqrtl(2.0L) : 1.0L);
                if (dist[nb] < 0 || dist[c] + step < dist[nb] - 1e-12L) {
                    dist[nb] = dist[c] + step;
                    changed = 1;
                }
            }
        }
    }
}

static void test_reference(void) {
    enum { W = 9, H = 7 };
    int cells[W * H], steps[W * H], trial, moves, c;
    double dist[W * H], dist_rev[W * H];
    long double brute[W * H];
    /* hand-checked: 3x3 open grid, source at the corner */
    {
        int open[9] = {1, 1, 1, 1, 1, 1, 1, 1, 1}, src = 0;
        double dd[9];
        ref_dijkstra(open, 3, 3, REF_MOVES_8_NO_CORNER_CUT, &src, 1, 0, dd);
        CHECK(fabs(dd[8] - 2 * sqrt(2.0)) < 1e-12, "ref corner->corner %g", dd[8]);
        CHECK(fabs(dd[5] - (1 + sqrt(2.0))) < 1e-12, "ref (0,0)->(2,1) %g", dd[5]);
        ref_dijkstra(open, 3, 3, REF_MOVES_4, &src, 1, 0, dd);
        CHECK(dd[8] == 4.0, "ref 4-moves corner %g", dd[8]);
        /* centre blocked, corner cut rules: from (0,0) to (1,0) is free, to (0,1) free; the
         * diagonal (1,0)->(2,1) has sides (2,0) free and (1,1) blocked */
        open[4] = 0;
        ref_dijkstra(open, 3, 3, REF_MOVES_8_NO_CORNER_CUT, &src, 1, 0, dd);
        CHECK(dd[8] == 4.0, "ref no-corner-cut around a block %g", dd[8]);
        CHECK(dd[4] == -1.0, "ref blocked cell %g", dd[4]);
        ref_dijkstra(open, 3, 3, REF_MOVES_8_ONE_FREE, &src, 1, 0, dd);
        CHECK(fabs(dd[8] - (1 + 1 + sqrt(2.0))) < 1e-12, "ref one-free %g", dd[8]);
        open[1] = 0;
        open[3] = 0;
        ref_dijkstra(open, 3, 3, REF_MOVES_8_ONE_FREE, &src, 1, 0, dd);
        CHECK(dd[8] == -1.0, "ref one-free sealed corner %g", dd[8]);
        ref_dijkstra(open, 3, 3, REF_MOVES_8_ALWAYS, &src, 1, 0, dd);
        CHECK(dd[8] == -1.0, "ref always: centre blocked, corner sealed %g", dd[8]);
        open[4] = 1;
        ref_dijkstra(open, 3, 3, REF_MOVES_8_ALWAYS, &src, 1, 0, dd);
        CHECK(fabs(dd[8] - 2 * sqrt(2.0)) < 1e-12, "ref always squeezes %g", dd[8]);
    }
    /* against brute force, both directions, every rule */
    for (trial = 0; trial < 200; trial++) {
        uint32_t src_seed = (uint32_t)trial * 7u + 1u;
        int src = (int)(ref_rand(&src_seed) % (W * H));
        ref_gen_random(cells, W, H, 0.1 + 0.05 * (trial % 8), 1 + trial % 5, (uint32_t)trial);
        for (moves = 1; moves <= 4; moves++) {
            int reverse;
            for (reverse = 0; reverse <= 1; reverse++) {
                ref_dijkstra(cells, W, H, moves, &src, 1, reverse, dist);
                brute_dist(cells, W, H, moves, src, reverse, brute);
                for (c = 0; c < W * H; c++)
                    CHECK(fabs(dist[c] - (double)brute[c]) < 1e-9, "ref vs brute trial %d moves %d "
                          "reverse %d cell %d: %g vs %g", trial, moves, reverse, c, dist[c],
                          (double)brute[c]);
            }
            /* reverse distance c->src equals the forward distance from c, read at src */
            ref_dijkstra(cells, W, H, moves, &src, 1, 1, dist_rev);
            for (c = 0; c < W * H; c += 5) {
                ref_dijkstra(cells, W, H, moves, &c, 1, 0, dist);
                CHECK(fabs(dist_rev[c] - (cells[c] > 0 ? dist[src] : -1.0)) < 1e-9,
                      "ref reverse trial %d moves %d cell %d", trial, moves, c);
            }
            /* BFS equals Dijkstra on unit costs with 4 moves */
            if (moves == 1) {
                int k, unit[W * H];
                for (k = 0; k < W * H; k++) unit[k] = cells[k] > 0;
                ref_bfs(unit, W, H, moves, &src, 1, steps);
                ref_dijkstra(unit, W, H, moves, &src, 1, 0, dist);
                for (k = 0; k < W * H; k++)
                    CHECK(dist[k] == (double)steps[k], "ref bfs vs dijkstra cell %d", k);
            }
        }
    }
    /* generators: a maze is one connected corridor system; same seed, same map */
    {
        static int maze[31 * 23], again[31 * 23], steps31[31 * 23];
        int corridor, k, first = -1, free_cells = 0, unreached = 0;
        for (corridor = 1; corridor <= 3; corridor++) {
            ref_gen_maze(maze, 31, 23, corridor, 99u + (uint32_t)corridor);
            ref_gen_maze(again, 31, 23, corridor, 99u + (uint32_t)corridor);
            CHECK(memcmp(maze, again, sizeof maze) == 0, "maze generator not deterministic");
            first = -1;
            free_cells = unreached = 0;
            for (k = 0; k < 31 * 23; k++)
                if (maze[k] > 0 && first < 0) first = k;
            CHECK(first >= 0, "maze corridor %d has no free cell", corridor);
            if (first < 0) continue;
            ref_bfs(maze, 31, 23, REF_MOVES_4, &first, 1, steps31);
            for (k = 0; k < 31 * 23; k++) {
                free_cells += maze[k] > 0;
                unreached += maze[k] > 0 && steps31[k] < 0;
            }
            CHECK(unreached == 0 && free_cells > 31 * 23 / 4, "maze corridor %d: %d of %d free "
                  "cells unreached", corridor, unreached, free_cells);
        }
        ref_gen_rooms(maze, 31, 23, 5, 7u);
        ref_gen_rooms(again, 31, 23, 5, 7u);
        CHECK(memcmp(maze, again, sizeof maze) == 0, "rooms generator not deterministic");
    }
    /* path checker: legal and illegal paths */
    {
        int g[9] = {1, 2, 1, 0, 1, 1, 1, 1, 1};
        int32_t ok[3] = {0, 1, 5}, cut[2] = {1, 3}, jump[2] = {0, 2}, blocked[2] = {0, 3};
        int32_t corner[2] = {0, 4}; /* diagonal past blocked (0,1): side (1,0) free */
        double cost;
        CHECK(ref_path_legal(g, 3, 3, REF_MOVES_8_NO_CORNER_CUT, ok, 3, &cost) &&
              fabs(cost - (2 + sqrt(2.0))) < 1e-12, "ref legal path cost %g", cost);
        CHECK(!ref_path_legal(g, 3, 3, REF_MOVES_8_ALWAYS, cut, 2, &cost), "ref into blocked");
        CHECK(!ref_path_legal(g, 3, 3, REF_MOVES_8_ALWAYS, jump, 2, &cost), "ref jump");
        CHECK(!ref_path_legal(g, 3, 3, REF_MOVES_8_ALWAYS, blocked, 2, &cost), "ref blocked");
        CHECK(!ref_path_legal(g, 3, 3, REF_MOVES_8_NO_CORNER_CUT, corner, 2, &cost), "ref cut");
        CHECK(ref_path_legal(g, 3, 3, REF_MOVES_8_ONE_FREE, corner, 2, &cost), "ref one free");
        CHECK(!ref_path_legal(g, 3, 3, REF_MOVES_4, corner, 2, &cost), "ref 4 no diagonal");
        CHECK(ref_cost_compare(3, 0, 0, 2) > 0 && ref_cost_compare(2, 0, 0, 2) < 0 &&
              ref_cost_compare(0, 1, 1, 0) > 0 && ref_cost_compare(5, 5, 5, 5) == 0,
              "ref exact compare");
        /* past 2^31 (fuzz_astar's costs near the 2^32 limit): 3037000499 sqrt 2 = 2^32 - 0.4,
         * 3037000500 sqrt 2 = 2^32 + 1.0; and the pair of a path */
        CHECK(ref_cost_compare(4294967296LL, 0, 0, 3037000499LL) > 0 &&
                  ref_cost_compare(4294967296LL, 0, 0, 3037000500LL) < 0 &&
                  ref_cost_compare(7, 3037000500LL, 4294967303LL, 0) > 0,
              "ref exact compare past 2^31");
        {
            long long ps, pd;
            CHECK(ref_path_legal_pair(g, 3, 3, REF_MOVES_8_NO_CORNER_CUT, ok, 3, &ps, &pd) && ps == 2 &&
                      pd == 1,
                  "ref path pair (%lld, %lld)", ps, pd);
        }
    }
}

/* >>library against the reference */
#define MAXW 64
#define MAXH 64
#define CANARY ((int32_t)0x5A5A5A5A)

static const gridpath_moves all_moves[5] = {GRIDPATH_MOVES_DEFAULT, GRIDPATH_MOVES_4,
                                            GRIDPATH_MOVES_8_NO_CORNER_CUT,
                                            GRIDPATH_MOVES_8_ONE_FREE, GRIDPATH_MOVES_8_ALWAYS};
static const astar_heuristic heur_4[6] = {ASTAR_HEURISTIC_DEFAULT,   ASTAR_HEURISTIC_MANHATTAN,
                                          ASTAR_HEURISTIC_OCTILE,    ASTAR_HEURISTIC_CHEBYSHEV,
                                          ASTAR_HEURISTIC_EUCLIDEAN, ASTAR_HEURISTIC_ZERO};
static const astar_heuristic heur_8[5] = {ASTAR_HEURISTIC_DEFAULT, ASTAR_HEURISTIC_OCTILE,
                                          ASTAR_HEURISTIC_CHEBYSHEV, ASTAR_HEURISTIC_EUCLIDEAN,
                                          ASTAR_HEURISTIC_ZERO};

static long searches, expansion_checks;

/* the heuristic as the header documents it, written here independently (long double) */
static long double my_h(astar_heuristic hk, int moves4, int min_cost, int x, int y, int gx, int gy) {
    long double dx = fabsl((long double)(x - gx)), dy = fabsl((long double)(y - gy));
    long double lo = dx < dy ? dx : dy, hi = dx < dy ? dy : dx, scale = min_cost > 0 ? min_cost : 1;
    if (hk == ASTAR_HEURISTIC_DEFAULT) hk = moves4 ? ASTAR_HEURISTIC_MANHATTAN : ASTAR_HEURISTIC_OCTILE;
    switch (hk) {
    case ASTAR_HEURISTIC_MANHATTAN: return scale * (dx + dy);
    case ASTAR_HEURISTIC_OCTILE: return scale * (hi - lo + sqrtl(2.0L) * lo);
    case ASTAR_HEURISTIC_CHEBYSHEV: return scale * hi;
    case ASTAR_HEURISTIC_EUCLIDEAN: return scale * sqrtl(dx * dx + dy * dy);
    default: return 0;
    }
}

typedef struct run {
    astar_result r;
    astar_info info;
    int32_t path[MAXW * MAXH + 8];
} run;

/* Search and check that nothing past the reported path was written. */
static void do_search(astar_workspace *ws, const gridpath_grid *g, gridpath_point s, gridpath_point t,
                      const astar_options *o, run *out, const char *what) {
    int32_t cap = g->width * g->height, i;
    for (i = 0; i < cap + 8; i++) out->path[i] = CANARY;
    out->r = astar_find_path(ws, g, s, t, o, out->path, cap, &out->info);
    searches++;
    {
        int32_t written = out->r == ASTAR_OK || out->r == ASTAR_PARTIAL_PATH ? out->info.path_length : 0;
        int32_t bad = -1;
        for (i = written; i < cap + 8; i++)
            if (out->path[i] != CANARY) bad = i;
        CHECK(bad < 0, "%s: wrote path[%d] beyond the %d cells reported (result %s)", what,
              (int)bad, (int)written, astar_result_string(out->r));
        CHECK(out->info.stats.expanded <= out->info.stats.pushed &&
                  out->info.stats.max_open <= out->info.stats.pushed &&
                  out->info.stats.pushed <= (uint32_t)cap &&
                  (out->r != ASTAR_OK || out->info.stats.expanded >= 1),
              "%s: inconsistent stats: expanded %u pushed %u updated %u max_open %u", what,
              (unsigned)out->info.stats.expanded, (unsigned)out->info.stats.pushed,
              (unsigned)out->info.stats.updated, (unsigned)out->info.stats.max_open);
    }
}

static int same_run(const run *a, const run *b) {
    int32_t i;
    if (a->r != b->r || a->info.path_length != b->info.path_length || a->info.cost != b->info.cost ||
        a->info.stats.expanded != b->info.stats.expanded ||
        a->info.stats.pushed != b->info.stats.pushed ||
        a->info.stats.updated != b->info.stats.updated ||
        a->info.stats.max_open != b->info.stats.max_open)
        return 0;
    if (a->r == ASTAR_OK)
        for (i = 0; i < a->info.path_length; i++)
            if (a->path[i] != b->path[i]) return 0;
    return 1;
}

typedef struct grid_case {
    char name[64];
    int w, h;
    int cells[MAXW * MAXH];
} grid_case;

static run run_heap, run_list, run_other;

/* Check one optimal (weight 1) result against the reference distances from the start. */
static void check_optimal(const grid_case *gc, int rmoves, const double *dist, gridpath_point s,
                          gridpath_point t, const run *rr, const char *what) {
    int goal = t.y * gc->w + t.x;
    double want = dist[goal];
    if (want < 0) {
        CHECK(rr->r == ASTAR_NO_PATH, "%s: reference says no path, library %s", what,
              astar_result_string(rr->r));
        CHECK(rr->info.path_length == 0 && rr->info.cost == 0.0, "%s: no path but length %d cost %g",
              what, (int)rr->info.path_length, rr->info.cost);
        return;
    }
    CHECK(rr->r == ASTAR_OK, "%s: reference cost %.9f, library %s", what, want,
          astar_result_string(rr->r));
    if (rr->r != ASTAR_OK) return;
    CHECK(fabs(rr->info.cost - want) <= 1e-9 * (want > 1 ? want : 1), "%s: cost %.12f, reference %.12f",
          what, rr->info.cost, want);
    {
        double pc = -1;
        int legal = ref_path_legal(gc->cells, gc->w, gc->h, rmoves, rr->path, rr->info.path_length, &pc);
        CHECK(legal, "%s: illegal path of %d cells", what, (int)rr->info.path_length);
        CHECK(rr->info.path_length >= 1 && rr->path[0] == s.y * gc->w + s.x &&
                  rr->path[rr->info.path_length - 1] == goal,
              "%s: path does not run from start to goal", what);
        if (legal)
            CHECK(fabs(pc - rr->info.cost) <= 1e-9 * (pc > 1 ? pc : 1),
                  "%s: path sums to %.12f, info.cost %.12f", what, pc, rr->info.cost);
    }
}

/* A* with a consistent heuristic expands every cell with f < C* and none with f > C*. */
static void check_expansions(const grid_case *gc, const double *dist, gridpath_point s, gridpath_point t,
                             astar_heuristic hk, int moves4, int min_cost, const run *rr,
                             const char *what) {
    int c, n = gc->w * gc->h;
    long must = 0, may = 0;
    double cstar = dist[t.y * gc->w + t.x];
    (void)s;
    if (cstar < 0) {
        for (c = 0; c < n; c++) must += dist[c] >= 0;
        CHECK(rr->info.stats.expanded == (uint32_t)must, "%s: no path, expanded %u of %ld reachable",
              what, (unsigned)rr->info.stats.expanded, must);
        expansion_checks++;
        return;
    }
    for (c = 0; c < n; c++) {
        long double f;
        if (dist[c] < 0) continue;
        f = (long double)dist[c] + my_h(hk, moves4, min_cost, c % gc->w, c / gc->w, t.x, t.y);
        if (f < (long double)cstar * (1 - 1e-12L) - 1e-12L) must++;
        if (f <= (long double)cstar * (1 + 1e-12L) + 1e-12L) may++;
    }
    CHECK(rr->info.stats.expanded >= (uint32_t)must && rr->info.stats.expanded <= (uint32_t)may,
          "%s: expanded %u, must be in [%ld, %ld]", what, (unsigned)rr->info.stats.expanded, must, may);
    expansion_checks++;
}


/* Sliced search, multi-goal, partial paths and cell states on one query. */
static void test_more_entry_points(astar_workspace *ws, const grid_case *gc, const gridpath_grid *g,
                                   int rmoves, int moves4, const double *dist, gridpath_point s,
                                   gridpath_point t, const int *passable, int np, uint32_t *st) {
    astar_options o;
    char what[200];
    int tc = t.y * gc->w + t.x, k;
    memset(&o, 0, sizeof o);
    o.moves = moves4 ? GRIDPATH_MOVES_4 : all_moves[rmoves == REF_MOVES_8_NO_CORNER_CUT ? 0 : rmoves];
    snprintf(what, sizeof what, "%s moves %d (%d,%d)->(%d,%d)", gc->name, rmoves, s.x, s.y, t.x, t.y);
    do_search(ws, g, s, t, &o, &run_heap, what);

    /* options NULL is the zero options struct (the default moves) */
    if (rmoves == REF_MOVES_8_NO_CORNER_CUT) {
        do_search(ws, g, s, t, NULL, &run_other, what);
        CHECK(same_run(&run_heap, &run_other), "%s: options NULL differs from zeroed options", what);
    }
    /* Manhattan with diagonals is not admissible: still a legal path, never below optimal,
     * heap and list identical */
    if (!moves4) {
        astar_options m = o;
        double pc = -1;
        m.heuristic = ASTAR_HEURISTIC_MANHATTAN;
        do_search(ws, g, s, t, &m, &run_other, what);
        m.open_set = ASTAR_OPEN_LIST;
        do_search(ws, g, s, t, &m, &run_list, what);
        CHECK(same_run(&run_other, &run_list), "%s: Manhattan: heap and list differ", what);
        CHECK(dist[tc] < 0 ? run_other.r == ASTAR_NO_PATH
                           : run_other.r == ASTAR_OK &&
                                 ref_path_legal(gc->cells, gc->w, gc->h, rmoves, run_other.path,
                                                run_other.info.path_length, &pc) &&
                                 fabs(pc - run_other.info.cost) <= 1e-9 * (pc > 1 ? pc : 1) &&
                                 pc >= dist[tc] * (1 - 1e-12) - 1e-9,
              "%s: Manhattan with diagonals: %s cost %.9f, optimal %.9f", what,
              astar_result_string(run_other.r), run_other.info.cost, dist[tc]);
        do_search(ws, g, s, t, &o, &run_heap, what); /* the cell states below describe this */
    }

    /* cell states describe that search: closed cells = expanded, open = pushed - expanded */
    {
        int x, y;
        uint32_t closed = 0, open = 0;
        for (y = 0; y < gc->h; y++)
            for (x = 0; x < gc->w; x++) {
                gridpath_point p;
                int state;
                p.x = x;
                p.y = y;
                state = astar_workspace_cell_state(ws, p);
                closed += state == 2;
                open += state == 1;
                if (state > 0 && dist[y * gc->w + x] < 0)
                    CHECK(0, "%s: unreachable cell (%d,%d) has state %d", what, x, y, state);
            }
        CHECK(closed == run_heap.info.stats.expanded &&
                  open == run_heap.info.stats.pushed - run_heap.info.stats.expanded,
              "%s: cell states: %u closed, %u open; stats %u expanded, %u pushed", what,
              (unsigned)closed, (unsigned)open, (unsigned)run_heap.info.stats.expanded,
              (unsigned)run_heap.info.stats.pushed);
    }

    /* sliced: begin / step(k) / finish gives exactly the one-call result */
    for (k = 1; k <= 7; k += 3) {
        astar_result r = astar_search_begin(ws, g, s, t, &o);
        int32_t i;
        long steps = 0;
        while (r == ASTAR_IN_PROGRESS && steps < 1000000) {
            r = astar_search_step(ws, (uint32_t)k);
            steps++;
        }
        for (i = 0; i < gc->w * gc->h + 8; i++) run_other.path[i] = CANARY;
        r = astar_search_finish(ws, run_other.path, gc->w * gc->h, &run_other.info);
        run_other.r = r;
        CHECK(same_run(&run_heap, &run_other), "%s: sliced by %d differs: %s", what, k,
              astar_result_string(r));
        CHECK(steps >= (long)(run_heap.info.stats.expanded + (uint32_t)k - 1) / k,
              "%s: %ld steps of %d for %u expansions", what, steps, k,
              (unsigned)run_heap.info.stats.expanded);
    }

    /* multi-goal: the nearest of t, two random cells and a blocked one */
    {
        gridpath_point goals[4];
        double want = -1;
        int j, ngoals = 0;
        int32_t cap = gc->w * gc->h;
        goals[ngoals++] = t;
        for (j = 0; j < 2; j++) {
            int c = passable[ref_rand(st) % (uint32_t)np];
            goals[ngoals].x = c % gc->w;
            goals[ngoals].y = c / gc->w;
            ngoals++;
        }
        for (j = 0; j < gc->w * gc->h; j++)
            if (gc->cells[j] <= 0) {
                goals[ngoals].x = j % gc->w;
                goals[ngoals].y = j / gc->w;
                ngoals++;
                break;
            }
        for (j = 0; j < ngoals; j++) {
            double d = dist[goals[j].y * gc->w + goals[j].x];
            if (d >= 0 && (want < 0 || d < want)) want = d;
        }
        for (k = 0; k < 2; k++) {
            run *rr = k ? &run_list : &run_other;
            int32_t i;
            o.open_set = k ? ASTAR_OPEN_LIST : ASTAR_OPEN_HEAP;
            for (i = 0; i < cap + 8; i++) rr->path[i] = CANARY;
            rr->r = astar_find_path_multi(ws, g, s, goals, ngoals, &o, rr->path, cap, &rr->info);
            if (want < 0) {
                CHECK(rr->r == ASTAR_NO_PATH, "%s: multi: want no path, got %s", what,
                      astar_result_string(rr->r));
                continue;
            }
            CHECK(rr->r == ASTAR_OK && fabs(rr->info.cost - want) <= 1e-9 * (want > 1 ? want : 1),
                  "%s: multi: %s cost %.12f, nearest goal costs %.12f", what,
                  astar_result_string(rr->r), rr->info.cost, want);
            if (rr->r == ASTAR_OK) {
                double pc;
                int gi = rr->info.goal_index;
                CHECK(gi >= 0 && gi < ngoals &&
                          rr->path[rr->info.path_length - 1] == goals[gi].y * gc->w + goals[gi].x &&
                          rr->path[0] == s.y * gc->w + s.x,
                      "%s: multi: goal_index %d does not match the path's end", what, gi);
                CHECK(ref_path_legal(gc->cells, gc->w, gc->h, rmoves, rr->path, rr->info.path_length, &pc) &&
                          fabs(pc - rr->info.cost) <= 1e-9 * (pc > 1 ? pc : 1),
                      "%s: multi: illegal path or cost", what);
            }
        }
        CHECK(same_run(&run_other, &run_list) && run_other.info.goal_index == run_list.info.goal_index,
              "%s: multi: heap and list differ", what);
        o.open_set = ASTAR_OPEN_HEAP;
    }

    /* partial: with no path, the path to the reached cell closest to the goal by the heuristic */
    {
        o.partial = 1;
        do_search(ws, g, s, t, &o, &run_other, what);
        if (dist[tc] >= 0) {
            CHECK(same_run(&run_heap, &run_other), "%s: partial changed a found path", what);
        } else {
            long double best_h = -1;
            int c, end;
            double pc = -1;
            for (c = 0; c < gc->w * gc->h; c++)
                if (dist[c] >= 0) {
                    long double hh = my_h(ASTAR_HEURISTIC_DEFAULT, moves4, 0, c % gc->w, c / gc->w, t.x, t.y);
                    if (best_h < 0 || hh < best_h) best_h = hh;
                }
            CHECK(run_other.r == ASTAR_PARTIAL_PATH, "%s: partial: got %s", what,
                  astar_result_string(run_other.r));
            if (run_other.r == ASTAR_PARTIAL_PATH) {
                int32_t len = run_other.info.path_length;
                end = run_other.path[len - 1];
                CHECK(run_other.path[0] == s.y * gc->w + s.x, "%s: partial path start", what);
                CHECK(ref_path_legal(gc->cells, gc->w, gc->h, rmoves, run_other.path, len, &pc) &&
                          fabs(pc - run_other.info.cost) <= 1e-9 * (pc > 1 ? pc : 1) &&
                          fabs(pc - dist[end]) <= 1e-9 * (pc > 1 ? pc : 1),
                      "%s: partial path illegal, or cost %.9f not optimal %.9f to its end", what,
                      run_other.info.cost, dist[end]);
                CHECK(fabsl(my_h(ASTAR_HEURISTIC_DEFAULT, moves4, 0, end % gc->w, end / gc->w, t.x, t.y) -
                            best_h) < 1e-9L,
                      "%s: partial path ends at (%d,%d), not a reachable cell closest to the goal",
                      what, end % gc->w, end / gc->w);
            }
        }
    }
}

static void test_grid(astar_workspace *ws, const grid_case *gc, uint32_t seed, int ngoals, int full) {
    gridpath_grid g;
    int passable[MAXW * MAXH], np = 0, c, m, k, true_min = 0;
    static double dist[MAXW * MAXH];
    uint32_t st = seed;
    g.cells = gc->cells;
    g.width = gc->w;
    g.height = gc->h;
    for (c = 0; c < gc->w * gc->h; c++)
        if (gc->cells[c] > 0) {
            passable[np++] = c;
            if (true_min == 0 || gc->cells[c] < true_min) true_min = gc->cells[c];
        }
    if (np == 0) return;
    CHECK(astar_grid_min_cost(&g) == true_min, "%s: astar_grid_min_cost %d, true %d", gc->name,
          astar_grid_min_cost(&g), true_min);
    {
        int sc = passable[ref_rand(&st) % (uint32_t)np];
        gridpath_point s;
        s.x = sc % gc->w;
        s.y = sc / gc->w;
        for (m = 0; m < 5; m++) {
            int rmoves = ref_moves_from_gridpath((int)all_moves[m]), moves4 = all_moves[m] == GRIDPATH_MOVES_4;
            ref_dijkstra(gc->cells, gc->w, gc->h, rmoves, &sc, 1, 0, dist);
            for (k = 0; k < ngoals; k++) {
                /* goal: the start itself sometimes, else a random passable cell */
                int tc = (k == 0 && (seed % 16) == 0) ? sc : passable[ref_rand(&st) % (uint32_t)np];
                gridpath_point t;
                int hi, nh = moves4 ? 6 : 5, mc;
                char what[200];
                t.x = tc % gc->w;
                t.y = tc / gc->w;
                for (hi = 0; hi < nh; hi++) {
                    astar_heuristic hk = moves4 ? heur_4[hi] : heur_8[hi];
                    for (mc = 0; mc < 2; mc++) {
                        astar_options o;
                        int min_cost = mc ? true_min : 0;
                        if (mc && true_min == 1 && !full) continue; /* same as 0 */
                        memset(&o, 0, sizeof o);
                        o.moves = all_moves[m];
                        o.heuristic = hk;
                        o.min_cost = min_cost;
                        snprintf(what, sizeof what, "%s seed %u moves %d heuristic %d min_cost %d (%d,%d)->(%d,%d)",
                                 gc->name, (unsigned)seed, (int)all_moves[m], (int)hk, min_cost, s.x, s.y,
                                 t.x, t.y);
                        o.open_set = ASTAR_OPEN_HEAP;
                        do_search(ws, &g, s, t, &o, &run_heap, what);
                        check_optimal(gc, rmoves, dist, s, t, &run_heap, what);
                        check_expansions(gc, dist, s, t, hk, moves4, min_cost, &run_heap, what);
                        o.open_set = ASTAR_OPEN_LIST;
                        do_search(ws, &g, s, t, &o, &run_list, what);
                        check_optimal(gc, rmoves, dist, s, t, &run_list, what);
                        CHECK(same_run(&run_heap, &run_list),
                              "%s: heap and list differ: cost %.12f/%.12f expanded %u/%u len %d/%d",
                              what, run_heap.info.cost, run_list.info.cost,
                              (unsigned)run_heap.info.stats.expanded,
                              (unsigned)run_list.info.stats.expanded, (int)run_heap.info.path_length,
                              (int)run_list.info.path_length);
                    }
                }
                /* weighted A*: bounded suboptimal, heap and list still identical */
                {
                    static const double weights[3] = {1.0, 1.5, 2.0};
                    int wi;
                    for (wi = 0; wi < 3; wi++) {
                        astar_options o;
                        double want = dist[tc];
                        memset(&o, 0, sizeof o);
                        o.moves = all_moves[m];
                        o.weight = weights[wi];
                        o.min_cost = true_min;
                        /* weighted: each admissible heuristic in turn, as the bound holds for
                         * all (a weight adds h as a double: its own code per heuristic, which
                         * only the default heuristic ran here until astar.h 0.3.1) */
                        if (wi > 0) {
                            /* (through a pointer: g++ 12's C++ front end pushes the subscript of
                             * `(c ? heur_4 : heur_8)[i % n]` into both arms, and with UBSan's
                             * divide or shift checks the saved i % n is computed in one arm only:
                             * the other reads garbage, outside the array; gcc, clang++ and g++
                             * without those checks are right) */
                            const astar_heuristic *hlist = moves4 ? heur_4 : heur_8;
                            o.heuristic = hlist[(seed + (unsigned)k + (unsigned)wi) % (unsigned)nh];
                        }
                        snprintf(what, sizeof what, "%s seed %u moves %d weight %g heuristic %d (%d,%d)->(%d,%d)",
                                 gc->name, (unsigned)seed, (int)all_moves[m], weights[wi], (int)o.heuristic,
                                 s.x, s.y, t.x, t.y);
                        do_search(ws, &g, s, t, &o, &run_heap, what);
                        o.open_set = ASTAR_OPEN_LIST;
                        do_search(ws, &g, s, t, &o, &run_list, what);
                        CHECK(same_run(&run_heap, &run_list), "%s: heap and list differ", what);
                        if (want < 0) {
                            CHECK(run_heap.r == ASTAR_NO_PATH, "%s: want no path, got %s", what,
                                  astar_result_string(run_heap.r));
                            continue;
                        }
                        CHECK(run_heap.r == ASTAR_OK, "%s: got %s", what, astar_result_string(run_heap.r));
                        if (run_heap.r != ASTAR_OK) continue;
                        if (wi == 0) {
                            check_optimal(gc, rmoves, dist, s, t, &run_heap, what);
                        } else {
                            double pc = -1;
                            CHECK(run_heap.info.cost <= weights[wi] * want * (1 + 1e-12) + 1e-9,
                                  "%s: cost %.9f > %g * optimal %.9f", what, run_heap.info.cost,
                                  weights[wi], want);
                            CHECK(run_heap.info.cost >= want * (1 - 1e-12) - 1e-9,
                                  "%s: cost %.9f below optimal %.9f", what, run_heap.info.cost, want);
                            CHECK(ref_path_legal(gc->cells, gc->w, gc->h, rmoves, run_heap.path,
                                                 run_heap.info.path_length, &pc) &&
                                      fabs(pc - run_heap.info.cost) <= 1e-9 * (pc > 1 ? pc : 1),
                                  "%s: weighted path illegal or cost %.12f != %.12f", what, pc,
                                  run_heap.info.cost);
                            CHECK(run_heap.path[0] == sc && run_heap.path[run_heap.info.path_length - 1] == tc,
                                  "%s: weighted path endpoints", what);
                        }
                    }
                }
                test_more_entry_points(ws, gc, &g, rmoves, moves4, dist, s, t, passable, np, &st);
                /* budget: exactly the needed expansions succeed, one fewer is refused */
                {
                    astar_options o;
                    uint32_t e;
                    memset(&o, 0, sizeof o);
                    o.moves = all_moves[m];
                    do_search(ws, &g, s, t, &o, &run_heap, "budget reference");
                    e = run_heap.info.stats.expanded;
                    snprintf(what, sizeof what, "%s seed %u moves %d budget %u (%d,%d)->(%d,%d)", gc->name,
                             (unsigned)seed, (int)all_moves[m], (unsigned)e, s.x, s.y, t.x, t.y);
                    for (k = 0; k < 2; k++) {
                        o.open_set = k ? ASTAR_OPEN_LIST : ASTAR_OPEN_HEAP;
                        o.max_expansions = e;
                        do_search(ws, &g, s, t, &o, &run_other, what);
                        CHECK(same_run(&run_heap, &run_other), "%s: budget = need changed the result (%s)",
                              what, astar_result_string(run_other.r));
                        if (e > 1) {
                            o.max_expansions = e - 1;
                            do_search(ws, &g, s, t, &o, &run_other, what);
                            CHECK(run_other.r == ASTAR_BUDGET_EXCEEDED && run_other.info.stats.expanded == e - 1 &&
                                      run_other.info.path_length == 0,
                                  "%s: budget - 1 gave %s after %u expansions", what,
                                  astar_result_string(run_other.r), (unsigned)run_other.info.stats.expanded);
                        }
                    }
                }
            }
        }
    }
}

static uint32_t test_seed = 12345;

static void make_case(grid_case *gc, int kind, int w, int h, uint32_t seed) {
    uint32_t st = seed;
    int c;
    gc->w = w;
    gc->h = h;
    switch (kind) {
    case 0: { /* random obstacles, uniform or weighted */
        static const double density[6] = {0.0, 0.1, 0.2, 0.3, 0.4, 0.5};
        static const int max_cost[4] = {1, 1, 4, 50};
        double dens = density[ref_rand(&st) % 6];
        int mc = max_cost[ref_rand(&st) % 4];
        ref_gen_random(gc->cells, w, h, dens, mc, seed);
        snprintf(gc->name, sizeof gc->name, "random %dx%d p%.1f cost<=%d", w, h, dens, mc);
        break;
    }
    case 1: {
        int corridor = 1 + (int)(ref_rand(&st) % 3);
        ref_gen_maze(gc->cells, w, h, corridor, seed);
        snprintf(gc->name, sizeof gc->name, "maze %dx%d corridor %d", w, h, corridor);
        break;
    }
    default: {
        int room = 2 + (int)(ref_rand(&st) % 7);
        ref_gen_rooms(gc->cells, w, h, room, seed);
        snprintf(gc->name, sizeof gc->name, "rooms %dx%d room %d", w, h, room);
        break;
    }
    }
    /* reweight a third of the mazes and rooms */
    if (kind != 0 && ref_rand(&st) % 3 == 0) {
        for (c = 0; c < w * h; c++)
            if (gc->cells[c] > 0) gc->cells[c] = 2 + (int)(ref_rand(&st) % 9);
        strncat(gc->name, " weighted", sizeof gc->name - strlen(gc->name) - 1);
    }
}

static grid_case cases[3];

static void test_many(astar_workspace *ws) {
    int i, grids = 0;
    uint32_t st = test_seed;
    grid_case *gc = &cases[0];
    /* 1x1 and lines */
    gc->w = gc->h = 1;
    gc->cells[0] = 3;
    strcpy(gc->name, "1x1");
    test_grid(ws, gc, 16, 1, 1);
    grids++;
    for (i = 0; i < 120; i++) {
        int n = 2 + (int)(ref_rand(&st) % 40), vertical = i & 1;
        make_case(gc, 0, vertical ? 1 : n, vertical ? n : 1, (uint32_t)i * 977u + 1u);
        test_grid(ws, gc, (uint32_t)i, 3, 1);
        grids++;
    }
    /* tiny grids: every shape up to 6x6, many seeds */
    for (i = 0; i < 1400; i++) {
        int w = 2 + (int)(ref_rand(&st) % 5), h = 2 + (int)(ref_rand(&st) % 5);
        make_case(gc, i % 5 == 4 ? 2 : 0, w, h, (uint32_t)i * 7919u + 3u);
        test_grid(ws, gc, (uint32_t)i, 2, i % 4 == 0);
        grids++;
    }
    /* small and medium */
    for (i = 0; i < 900; i++) {
        int w = 7 + (int)(ref_rand(&st) % 18), h = 7 + (int)(ref_rand(&st) % 18);
        make_case(gc, i % 3, w, h, (uint32_t)i * 104729u + 5u);
        test_grid(ws, gc, (uint32_t)i + 100000u, 2, 0);
        grids++;
    }
    for (i = 0; i < 40; i++) {
        int w = 25 + (int)(ref_rand(&st) % 40), h = 25 + (int)(ref_rand(&st) % 40);
        make_case(gc, i % 3, w, h, (uint32_t)i * 15485863u + 7u);
        test_grid(ws, gc, (uint32_t)i + 200000u, 1, 0);
        grids++;
    }
    printf("NOTE: %d grids, %ld searches, %ld expansion-bound checks\n", grids, searches,
           expansion_checks);
}

/* The same queries in workspaces of their exact size on odd addresses, and in one reused across
 * grid sizes, give identical results; a workspace of the wrong size is refused. */
static void test_workspaces(astar_workspace *big) {
    int i;
    for (i = 0; i < 60; i++) {
        grid_case *gc = &cases[1];
        int w = 1 + i % 13, h = 1 + (i * 7) % 11, k;
        size_t bytes = astar_workspace_size(w, h);
        unsigned char *mem = (unsigned char *)malloc(bytes + 8);
        astar_workspace *own;
        gridpath_grid g;
        uint32_t st = (uint32_t)i;
        CHECK(bytes > 0 && mem, "workspace size %dx%d", w, h);
        if (!mem) return;
        own = astar_workspace_init(mem + (i % 8), bytes, w, h);
        CHECK(own != NULL, "init at offset %d", i % 8);
        make_case(gc, 0, w, h, (uint32_t)i + 999u);
        g.cells = gc->cells;
        g.width = w;
        g.height = h;
        for (k = 0; own && k < 6; k++) {
            gridpath_point s, t;
            astar_options o;
            memset(&o, 0, sizeof o);
            o.moves = all_moves[k % 5];
            s.x = (int)(ref_rand(&st) % (uint32_t)w);
            s.y = (int)(ref_rand(&st) % (uint32_t)h);
            t.x = (int)(ref_rand(&st) % (uint32_t)w);
            t.y = (int)(ref_rand(&st) % (uint32_t)h);
            do_search(own, &g, s, t, &o, &run_heap, "own workspace");
            do_search(big, &g, s, t, &o, &run_list, "big workspace");
            CHECK(same_run(&run_heap, &run_list), "%dx%d: exact-size and big workspace differ", w, h);
        }
        /* a transposed grid with more cells than this workspace holds is refused */
        if (own) {
            gridpath_grid bigger = g;
            gridpath_point z = {0, 0};
            int32_t p[4];
            bigger.width = w + 1;
            CHECK(astar_find_path(own, &bigger, z, z, NULL, p, 4, NULL) == ASTAR_WORKSPACE_TOO_SMALL,
                  "%dx%d workspace, (%d)x%d grid", w, h, w + 1, h);
        }
        free(mem);
    }
}

/* Generation wrap: a search leaves generation-1 tags behind, then the counter is pushed to the
 * edge (white box: the test includes the implementation) and searches run across the wrap. If the
 * wrap did not clear the tags, the old closed cells would look closed again. */
static void test_generation_wrap(void) {
    astar_workspace *ws = astar_workspace_create(MAXW, MAXH, NULL), *fresh;
    grid_case *a = &cases[1], *b = &cases[2];
    gridpath_grid ga, gb;
    gridpath_point s = {0, 0}, t;
    int i;
    fresh = astar_workspace_create(MAXW, MAXH, NULL);
    CHECK(ws && fresh, "workspace_create");
    if (!ws || !fresh) return;
    make_case(b, 0, 40, 40, 4242u);
    for (i = 0; i < 40 * 40; i++) b->cells[i] = 1;
    make_case(a, 0, 40, 40, 4243u);
    for (i = 0; i < 40 * 40; i++) a->cells[i] = i % 40 == 20 && i / 40 != 39 ? 0 : 1;
    ga.cells = a->cells; ga.width = 40; ga.height = 40;
    gb.cells = b->cells; gb.width = 40; gb.height = 40;
    t.x = 39;
    t.y = 0;
    {
        astar_options o;
        memset(&o, 0, sizeof o);
        o.heuristic = ASTAR_HEURISTIC_ZERO; /* close (almost) every cell */
        do_search(ws, &gb, s, t, &o, &run_heap, "before wrap");
        CHECK(run_heap.r == ASTAR_OK && ws->generation == 1, "first search is generation 1 (%u)",
              (unsigned)ws->generation);
    }
    ws->generation = ASTAR__GEN_MAX - 3;
    for (i = 0; i < 8; i++) {
        do_search(ws, &ga, s, t, NULL, &run_heap, "across the wrap");
        do_search(fresh, &ga, s, t, NULL, &run_list, "fresh");
        CHECK(same_run(&run_heap, &run_list) && run_heap.r == ASTAR_OK,
              "search %d across the generation wrap (generation now %u): %s, cost %g vs %g", i,
              (unsigned)ws->generation, astar_result_string(run_heap.r), run_heap.info.cost,
              run_list.info.cost);
    }
    CHECK(ws->generation < 10, "generation wrapped (%u)", (unsigned)ws->generation);
    astar_workspace_destroy(ws);
    astar_workspace_destroy(fresh);
}

static int same_as_exact(const run *r, const grid_case *gc, int rmoves, astar_heuristic hk, int min_cost,
                         int sc, int tc, const char *what);

/* Exactness near the documented limit: long diagonal and straight runs with large cell costs
 * where S + D*sqrt(2) alternatives differ by little. */
static void test_large_costs(astar_workspace *ws) {
    int i, trial;
    grid_case *gc = &cases[1];
    for (trial = 0; trial < 80; trial++) {
        /* trials 40-79: 4 neighbours (Manhattan) and bases from 2^20, so that f passes 2^23
         * after a few steps and the keys are compared as exact pairs (before: only 8
         * neighbours there) */
        const int four = trial >= 40, rmoves = four ? REF_MOVES_4 : REF_MOVES_8_NO_CORNER_CUT;
        uint32_t st = (uint32_t)trial * 31u + 17u;
        int w = 12 + trial % 20, h = 12 + (trial * 3) % 20;
        int base = four ? (1 << 20) + (trial - 40) * 700001 : 1000 + trial * 2000;
        gridpath_grid g;
        gridpath_point s = {0, 0}, t;
        double dist[MAXW * MAXH];
        int src = 0;
        gc->w = w;
        gc->h = h;
        snprintf(gc->name, sizeof gc->name, "large costs %dx%d base %d%s", w, h, base,
                 four ? " 4 neighbours" : "");
        for (i = 0; i < w * h; i++)
            gc->cells[i] = ref_rand(&st) % 9 == 0 ? 0 : base + (int)(ref_rand(&st) % 70);
        gc->cells[0] = base;
        g.cells = gc->cells;
        g.width = w;
        g.height = h;
        t.x = w - 1;
        t.y = h - 1;
        gc->cells[t.y * w + t.x] = base;
        ref_dijkstra(gc->cells, w, h, rmoves, &src, 1, 0, dist);
        {
            astar_options o;
            memset(&o, 0, sizeof o);
            o.min_cost = base;
            if (four) o.moves = GRIDPATH_MOVES_4;
            do_search(ws, &g, s, t, &o, &run_heap, gc->name);
            check_optimal(gc, rmoves, dist, s, t, &run_heap, gc->name);
            o.open_set = ASTAR_OPEN_LIST;
            do_search(ws, &g, s, t, &o, &run_list, gc->name);
            CHECK(same_run(&run_heap, &run_list), "%s: heap and list differ", gc->name);
            if (four) /* past 2^23 the order is the exact pairs': the same expansions and path
                       * as A* in exact arithmetic (a Manhattan term dropped there kept every
                       * cost optimal, and only this saw it) */
                same_as_exact(&run_heap, gc, rmoves, ASTAR_HEURISTIC_MANHATTAN, base, 0, t.y * w + t.x,
                              gc->name);
        }
    }
}


/* Costs near the 2^32 limit (LIMITS): a path whose cost is below 2^32 (so are its S and D) is
 * always found, whatever offers past the limit the search met on the way; a search that finds
 * nothing answers "no path" only when no offer was set aside. Cells cost 2^29 to 2^31 (the
 * limit is reached in 2 to 8 steps), 8 neighbours, every heuristic that is exact, A* and JPS.
 * Until v0.2, A* reported ASTAR_COST_OVERFLOW at the first offer past 2^32, even one no better
 * than the cell's cost (the 2x4 grid below: JPS found its path). */
static void test_cost_limit(astar_workspace *ws) {
    static int cells[8 * 8];
    static unsigned char jps_memory[4096];
    int32_t path[64];
    uint32_t rng = 2024;
    int trial, found = 0, set_aside = 0;
    {
        /* 2 wide, 4 high, every cell 2^30, (1, 3) blocked: from (0, 3) to (1, 0) the best path
         * has S = 2^31 and D = 2^30; (0, 0)'s straight step into the goal would make S = 2^32 */
        gridpath_grid g = {cells, 2, 4};
        gridpath_point s = {0, 3}, t = {1, 0};
        astar_options o;
        astar_info info;
        astar_result r;
        const double want = 2147483648.0 + 1073741824.0 * 1.41421356237309504880;
        int k, heuristic;
        for (k = 0; k < 8; k++) cells[k] = 1 << 30;
        cells[3 * 2 + 1] = 0;
        for (heuristic = 0; heuristic < 2; heuristic++) {
            memset(&o, 0, sizeof o);
            o.heuristic = heuristic ? ASTAR_HEURISTIC_ZERO : ASTAR_HEURISTIC_DEFAULT;
            r = astar_find_path(ws, &g, s, t, &o, path, 64, &info);
            CHECK(r == ASTAR_OK && info.cost == want, "2x4 grid of 2^30, heuristic %d: %s, cost %.1f", heuristic,
                  astar_result_string(r), info.cost);
        }
    }
    for (trial = 0; trial < 20000; trial++) {
        const int w = 1 + (int)(ref_rand(&rng) % 8), h = 1 + (int)(ref_rand(&rng) % 8), n = w * h;
        const int c = (int)((1u << 29) + ref_rand(&rng) % (1u << 30) + (trial % 2 ? 0 : ref_rand(&rng) % (1u << 29)));
        const int sc = (int)(ref_rand(&rng) % (uint32_t)n), gc = (int)(ref_rand(&rng) % (uint32_t)n);
        gridpath_grid g = {cells, w, h};
        gridpath_point s = {sc % w, sc / w}, t = {gc % w, gc / w};
        double dist[8 * 8];
        astar_options o;
        astar_info info;
        astar_result r;
        int k, a;
        for (k = 0; k < n; k++) cells[k] = ref_rand(&rng) % 4 == 0 ? 0 : c;
        cells[sc] = cells[gc] = c;
        ref_dijkstra(cells, w, h, REF_MOVES_8_NO_CORNER_CUT, &sc, 1, 0, dist);
        for (a = 0; a < 3; a++) {
            memset(&o, 0, sizeof o);
            if (a == 1) o.heuristic = ASTAR_HEURISTIC_ZERO;
            if (a == 2) {
                o.algorithm = ASTAR_ALGORITHM_JPS;
                o.jps_grid = astar_jps_grid_init(jps_memory, sizeof jps_memory, &g);
            }
            r = astar_find_path(ws, &g, s, t, &o, path, 64, &info);
            if (dist[gc] >= 0 && dist[gc] < 4294967295.0) {
                CHECK(r == ASTAR_OK && fabs(info.cost - dist[gc]) <= 1e-9 * dist[gc],
                      "trial %d (%dx%d, cells %d, kind %d): %s, cost %.1f, reference %.1f", trial, w, h, c, a,
                      astar_result_string(r), info.cost, dist[gc]);
                found += a == 0 && r == ASTAR_OK;
            } else if (dist[gc] < 0) {
                CHECK(r == ASTAR_NO_PATH || r == ASTAR_COST_OVERFLOW, "trial %d kind %d: no path, %s", trial, a,
                      astar_result_string(r));
                set_aside += a == 0 && r == ASTAR_COST_OVERFLOW;
            } else {
                CHECK(r == ASTAR_COST_OVERFLOW || (r == ASTAR_OK && fabs(info.cost - dist[gc]) <= 1e-9 * dist[gc]),
                      "trial %d kind %d: cost %.1f, %s", trial, a, dist[gc], astar_result_string(r));
            }
        }
    }
    CHECK(found > 5000 && set_aside > 100, "near the limit: %d found, %d unreachable with offers set aside", found,
          set_aside);
}

/* Behaviours a mutation sweep of astar.h (session 22) found no test pinned down: each case
 * below told the header apart from a mutant of it. */
static void test_pinned(astar_workspace *ws) {
    static int32_t path[64], path2[64];
    astar_options o;
    astar_info info, info2;
    astar_result r, r2;
    {
        /* exact order past 2^23 (integer-scaled heuristics): a Pell pair, 131836323^2 -
         * 2 * 93222358^2 = 1, so the two diagonal steps (D = 93222358) are cheaper than the
         * two straight ones (S = 131836323) by 1 / (S + D sqrt 2); whole and sliced alike */
        static const int c[8] = {1, 1, 131836322, 1, 0, 0, 93222357, 0};
        gridpath_grid g = {c, 4, 2};
        gridpath_point s = {1, 0}, t = {3, 0};
        memset(&o, 0, sizeof o);
        o.moves = GRIDPATH_MOVES_8_ALWAYS;
        r = astar_find_path(ws, &g, s, t, &o, path, 64, &info);
        CHECK(r == ASTAR_OK && info.path_length == 3 && path[1] == 6, "Pell pair past 2^23: %s, via %d",
              astar_result_string(r), (int)(info.path_length == 3 ? path[1] : -1));
        CHECK(astar_search_begin(ws, &g, s, t, &o) == ASTAR_IN_PROGRESS, "begin");
        while (astar_search_step(ws, 1) == ASTAR_IN_PROGRESS) {}
        r2 = astar_search_finish(ws, path2, 64, &info2);
        CHECK(r2 == r && info2.path_length == info.path_length && path2[1] == path[1] &&
                  info2.stats.expanded == info.stats.expanded && info2.stats.updated == info.stats.updated,
              "Pell pair, one expansion a step: %s, expanded %u updated %u (whole: %u, %u)",
              astar_result_string(r2), info2.stats.expanded, info2.stats.updated, info.stats.expanded,
              info.stats.updated);
    }
    {
        /* keys past 2^23 with several goals: f is the smallest over them */
        const int u = (1 << 23) + 1;
        const int c[6] = {3 * u, 2 * u, u, 3 * u, u, u};
        gridpath_grid g = {c, 3, 2};
        gridpath_point s = {1, 1}, goals[3] = {{2, 1}, {1, 0}, {0, 1}};
        memset(&o, 0, sizeof o);
        o.heuristic = ASTAR_HEURISTIC_CHEBYSHEV;
        o.min_cost = u;
        r = astar_find_path_multi(ws, &g, s, goals, 3, &o, path, 64, &info);
        CHECK(r == ASTAR_OK && info.goal_index == 0 && info.cost == (double)u,
              "large keys, three goals: %s, goal %d, cost %.1f", astar_result_string(r), info.goal_index, info.cost);
    }
    {
        /* the same with the nearest goal last: the smallest over the goals, not goal 0's key (a
         * mutant reading goal 0 alone took goal 0 at three times the cost) */
        const int u = (1 << 23) + 1;
        const int c[5] = {u, u, u, u, u};
        gridpath_grid g = {c, 5, 1};
        gridpath_point s = {1, 0}, goals[2] = {{4, 0}, {0, 0}};
        memset(&o, 0, sizeof o);
        o.min_cost = u;
        r = astar_find_path_multi(ws, &g, s, goals, 2, &o, path, 64, &info);
        CHECK(r == ASTAR_OK && info.goal_index == 1 && info.cost == (double)u,
              "large keys, nearest goal last: %s, goal %d, cost %.1f", astar_result_string(r), info.goal_index,
              info.cost);
    }
    {
        /* of the offers past the 2^32 limit, the cheapest is kept: the best path, to (0,0), has
         * S = 4594967295, so the answer is an overflow (a mutant keeping the first offer set
         * aside returned OK with a dearer path, S = 4294967294 + D = 300000000) */
        static const int c[9] = {300000000, 2000000000, 700000000, 1, 2147483647, 2147483647,
                                 1000000000, 0, 1000000000};
        gridpath_grid g = {c, 3, 3};
        gridpath_point s = {2, 2}, goals[2] = {{0, 0}, {0, 2}};
        memset(&o, 0, sizeof o);
        o.moves = GRIDPATH_MOVES_8_NO_CORNER_CUT;
        o.heuristic = ASTAR_HEURISTIC_ZERO;
        r = astar_find_path_multi(ws, &g, s, goals, 2, &o, path, 64, &info);
        CHECK(r == ASTAR_COST_OVERFLOW, "cheapest offer past the limit: %s, cost %.1f", astar_result_string(r),
              info.cost);
    }
    {
        /* an offer past the limit no better than its cell's cost is dropped, not set aside: the
         * goal's best path has S = 1600000001, D = 2147483647 (below 2^32 each); Y's straight
         * step into X offers S = 4547483648, dearer than X's 4.037e9 (set aside, it made the
         * search report an overflow) */
        static const int c[12] = {400000000, 2000000000, 2147483647, 600000000, 1, 1000000000, 0, 0,
                                  1, 0, 0, 0};
        gridpath_grid g = {c, 4, 3};
        gridpath_point s = {0, 2}, t = {3, 0};
        int h;
        for (h = 0; h < 2; h++) {
            const double want = 1600000001.0 + 2147483647.0 * 1.41421356237309504880;
            memset(&o, 0, sizeof o);
            o.moves = GRIDPATH_MOVES_8_ALWAYS;
            if (h) o.heuristic = ASTAR_HEURISTIC_ZERO;
            r = astar_find_path(ws, &g, s, t, &o, path, 64, &info);
            CHECK(r == ASTAR_OK && fabs(info.cost - want) < 1e-3,
                  "no-better offer past the limit (%s): %s, cost %.1f (want %.1f)", h ? "zero" : "octile",
                  astar_result_string(r), info.cost, want);
        }
    }
    {
        /* a blocked goal beside the start does not steer the search: as many expansions as with
         * the free goal alone, and a partial path under a budget goes all the way (counted by
         * the heuristic, the blocked goal made it flood: 1366 expansions against 51) */
        enum { W = 64, H = 64 };
        static int c[W * H];
        static int32_t long_path[W * H];
        gridpath_grid g = {c, W, H};
        gridpath_point s = {10, 32}, goals[2] = {{9, 32}, {60, 32}};
        astar_workspace *big = astar_workspace_create(W, H, NULL);
        uint32_t alone;
        int i;
        for (i = 0; i < W * H; i++) c[i] = 1;
        c[32 * W + 9] = 0;
        CHECK(big != NULL, "blocked goal: create");
        if (big) {
            r = astar_find_path_multi(big, &g, s, &goals[1], 1, NULL, long_path, W * H, &info);
            alone = info.stats.expanded;
            r2 = astar_find_path_multi(big, &g, s, goals, 2, NULL, long_path, W * H, &info2);
            CHECK(r == ASTAR_OK && r2 == ASTAR_OK && info2.goal_index == 1 && info2.stats.expanded == alone,
                  "blocked goal beside the start: %s, goal %d, expanded %u (free goal alone: %u)",
                  astar_result_string(r2), info2.goal_index, info2.stats.expanded, alone);
            memset(&o, 0, sizeof o);
            o.partial = 1;
            o.max_expansions = 200;
            r2 = astar_find_path_multi(big, &g, s, goals, 2, &o, long_path, W * H, &info2);
            CHECK(r2 == ASTAR_OK && info2.path_length > 0 && long_path[info2.path_length - 1] == 32 * W + 60,
                  "blocked goal beside the start, budget 200: %s, %d cells", astar_result_string(r2),
                  (int)info2.path_length);
            astar_workspace_destroy(big);
        }
    }
    {
        /* equal goals: the lowest index */
        static const int c[3] = {1, 1, 1};
        gridpath_grid g = {c, 3, 1};
        gridpath_point s = {0, 0}, goals[3] = {{2, 0}, {2, 0}, {2, 0}};
        r = astar_find_path_multi(ws, &g, s, goals, 3, NULL, path, 64, &info);
        CHECK(r == ASTAR_OK && info.goal_index == 0, "equal goals: %s, goal %d", astar_result_string(r),
              info.goal_index);
    }
    {
        /* partial paths ignore the component labels (a partial answer needs the search) */
        static const int c[3] = {1, 0, 1};
        static unsigned char memory[4096];
        gridpath_grid g = {c, 3, 1};
        gridpath_point s = {0, 0}, t = {2, 0};
        astar_components *comp = astar_components_init(memory, sizeof memory, &g, GRIDPATH_MOVES_DEFAULT);
        CHECK(comp != NULL, "components");
        memset(&o, 0, sizeof o);
        o.components = comp;
        o.partial = 1;
        r = astar_find_path(ws, &g, s, t, &o, path, 64, &info);
        CHECK(r == ASTAR_PARTIAL_PATH && info.path_length == 1 && path[0] == 0, "partial with labels: %s",
              astar_result_string(r));
        o.partial = 0;
        r = astar_find_path(ws, &g, s, t, &o, path, 64, &info);
        CHECK(r == ASTAR_NO_PATH && info.stats.expanded == 0, "labels alone: %s, expanded %u",
              astar_result_string(r), info.stats.expanded);
    }
    {
        /* cell_state: after JPS with too small a buffer, the cells it expanded; after a
         * refused search, nothing (-1), not the search before it; so too after a JPS search the
         * component labels answer (no path, nothing touched; it said 2, the search before) */
        static const int c[5] = {1, 1, 0, 1, 1};
        static unsigned char jmem[4096], cmem[4096];
        gridpath_grid g = {c, 5, 1};
        gridpath_point s = {0, 0}, t = {1, 0}, far = {4, 0}, outside = {5, 0};
        memset(&o, 0, sizeof o);
        o.algorithm = ASTAR_ALGORITHM_JPS;
        o.jps_grid = astar_jps_grid_init(jmem, sizeof jmem, &g);
        r = astar_find_path(ws, &g, s, t, &o, path, 1, &info);
        CHECK(r == ASTAR_BUFFER_TOO_SMALL && astar_workspace_cell_state(ws, s) == 2,
              "JPS, buffer too small: %s, start's state %d", astar_result_string(r),
              astar_workspace_cell_state(ws, s));
        r = astar_search_finish(ws, path, 64, &info); /* documented: JPS is searched again */
        CHECK(r == ASTAR_INVALID_ARGUMENT, "finish after JPS: %s", astar_result_string(r));
        r = astar_find_path(ws, &g, s, t, NULL, path, 64, &info);
        CHECK(r == ASTAR_OK && astar_workspace_cell_state(ws, s) == 2, "A*: %s", astar_result_string(r));
        r = astar_find_path(ws, &g, outside, t, NULL, path, 64, &info);
        CHECK(r == ASTAR_START_OUTSIDE && astar_workspace_cell_state(ws, s) == -1,
              "after a refused search: %s, start's state %d", astar_result_string(r),
              astar_workspace_cell_state(ws, s));
        r = astar_find_path(ws, &g, s, t, &o, path, 64, &info);
        CHECK(r == ASTAR_OK && astar_workspace_cell_state(ws, s) == 2, "JPS: %s, start's state %d",
              astar_result_string(r), astar_workspace_cell_state(ws, s));
        o.components = astar_components_init(cmem, sizeof cmem, &g, GRIDPATH_MOVES_DEFAULT);
        r = astar_find_path(ws, &g, s, far, &o, path, 64, &info);
        CHECK(r == ASTAR_NO_PATH && info.stats.expanded == 0 && astar_workspace_cell_state(ws, s) == -1,
              "JPS refused by the labels: %s, expanded %u, start's state %d", astar_result_string(r),
              info.stats.expanded, astar_workspace_cell_state(ws, s));
    }
    {
        /* a goal cheaper than an offer set aside past 2^32, by 0.0006: found (the pairs are
         * compared exactly; v0.2's first form kept a relative margin of 1e-12 and reported
         * ASTAR_COST_OVERFLOW here) */
        static const int c[12] = {1, 2147483647, 2147483647, 118, 0, 2147483647, 0, 0, 0, 0, 889516935, 0};
        gridpath_grid g = {c, 4, 3};
        gridpath_point s = {0, 0}, t = {2, 2};
        double dist[12];
        int src = 0;
        ref_dijkstra(c, 4, 3, REF_MOVES_8_ALWAYS, &src, 1, 0, dist);
        memset(&o, 0, sizeof o);
        o.moves = GRIDPATH_MOVES_8_ALWAYS;
        r = astar_find_path(ws, &g, s, t, &o, path, 64, &info);
        CHECK(r == ASTAR_OK && fabs(info.cost - dist[10]) <= 1e-12 * dist[10],
              "goal just under an offer set aside: %s, cost %.6f, reference %.6f", astar_result_string(r),
              info.cost, dist[10]);
    }
}

/* Exactness where it is hardest: two routes whose true costs x and y*sqrt(2) differ by only
 * 1 / (x + y*sqrt(2)), from the Pell pairs x^2 - 2 y^2 = +-1. Grid 3x2:
 *     big  c10  big          route A: straight, straight: S = c11 + 1
 *     S    c11  G(1)         route B: diagonal, diagonal: D = c10 + 1
 * The header promises exact ordering while costs stay below 2^23; beyond it, only a NOTE. */
static void test_pell(astar_workspace *ws) {
    long long x = 1, y = 1;
    int beyond_ok = 0, beyond = 0;
    while (x < 2000000000LL && y < 2000000000LL) {
        int cells[6], k, want_mid;
        gridpath_grid g;
        gridpath_point s = {0, 1}, t = {2, 1};
        long long nx = x + 2 * y, ny = x + y;
        if (x >= 3) {
            cells[0] = cells[2] = 2000000000;
            cells[1] = (int)(y - 1);
            cells[3] = 1;
            cells[4] = (int)(x - 1);
            cells[5] = 1;
            g.cells = cells;
            g.width = 3;
            g.height = 2;
            want_mid = ref_cost_compare(x, 0, 0, y) < 0 ? 4 : 1;
            for (k = 0; k < 2; k++) {
                astar_options o;
                memset(&o, 0, sizeof o);
                o.moves = GRIDPATH_MOVES_8_ALWAYS;
                o.open_set = k ? ASTAR_OPEN_LIST : ASTAR_OPEN_HEAP;
                do_search(ws, &g, s, t, &o, &run_other, "pell");
                if (x < (1LL << 23)) {
                    CHECK(run_other.r == ASTAR_OK && run_other.info.path_length == 3 &&
                              run_other.path[1] == want_mid,
                          "Pell pair x=%lld y=%lld (costs %lld vs %lld*sqrt2, differ by %.3g): took "
                          "cell %d, the cheaper route goes through %d", x, y, x, y,
                          1.0 / ((double)x + (double)y * sqrt(2.0)), (int)run_other.path[1], want_mid);
                } else if (k == 0) {
                    beyond++;
                    beyond_ok += run_other.r == ASTAR_OK && run_other.path[1] == want_mid;
                }
            }
        }
        x = nx;
        y = ny;
    }
    printf("NOTE: Pell pairs beyond the documented 2^23 bound: %d of %d still ordered exactly\n",
           beyond_ok, beyond);
}


/* options.partial promises "the path to the reached cell closest to the goal" whatever the
 * heuristic: with the zero heuristic (Dijkstra) closeness must still be measured. Grid 10x10,
 * goal (9,9) sealed off by a wall: the closest reachable cells are next to the wall. */
static void test_partial_zero_heuristic(astar_workspace *ws) {
    static int cells[10 * 10];
    gridpath_grid g = {cells, 10, 10};
    gridpath_point s = {0, 0}, t = {9, 9};
    int i, h;
    for (i = 0; i < 100; i++) cells[i] = 1;
    cells[8 * 10 + 8] = cells[8 * 10 + 9] = cells[9 * 10 + 8] = 0; /* seal (9,9) */
    for (h = 0; h <= 5; h++) {
        astar_options o;
        int end;
        memset(&o, 0, sizeof o);
        o.heuristic = (astar_heuristic)h;
        o.partial = 1;
        do_search(ws, &g, s, t, &o, &run_other, "partial, sealed goal");
        CHECK(run_other.r == ASTAR_PARTIAL_PATH, "heuristic %d: %s", h, astar_result_string(run_other.r));
        if (run_other.r != ASTAR_PARTIAL_PATH) continue;
        end = run_other.path[run_other.info.path_length - 1];
        /* reachable cells closest to (9,9) in every metric: (7,9), (9,7), (7,8), (8,7), (7,7) */
        CHECK(end % 10 >= 7 && end / 10 >= 7, "heuristic %d: partial path ends at (%d,%d), %d steps "
              "from the goal; cells next to the wall are reachable", h, end % 10, end / 10,
              9 - (end % 10 < end / 10 ? end % 10 : end / 10));
    }
}

/* >>exact tie order: an A* written here from the header's documented order, in exact
 * integer arithmetic (costs S + D*sqrt2 compared exactly), must expand the same nodes and
 * return the same path as the library. The header promises "the same path ... on every
 * IEEE-754 platform"; a build that rounds differently (e.g. fused multiply-add) would
 * diverge from this exact order. Heuristics of the form A + B*sqrt2 only (not Euclidean). */
typedef struct exact_node {
    long long s, d;
    int state; /* 0 new, 1 open, 2 closed */
    int parent_dir;
} exact_node;

static void exact_h(astar_heuristic hk, int moves4, long long m, int x, int y, int gx, int gy,
                    long long *a, long long *b) {
    long long dx = x > gx ? x - gx : gx - x, dy = y > gy ? y - gy : gy - y;
    long long lo = dx < dy ? dx : dy, hi = dx < dy ? dy : dx;
    if (hk == ASTAR_HEURISTIC_DEFAULT) hk = moves4 ? ASTAR_HEURISTIC_MANHATTAN : ASTAR_HEURISTIC_OCTILE;
    *a = *b = 0;
    if (hk == ASTAR_HEURISTIC_MANHATTAN) *a = m * (dx + dy);
    else if (hk == ASTAR_HEURISTIC_OCTILE) { *a = m * (hi - lo); *b = m * lo; }
    else if (hk == ASTAR_HEURISTIC_CHEBYSHEV) *a = m * hi;
}

/* returns expansions; writes the path (start..goal) and its length, 0 if no path */
static long exact_astar(const grid_case *gc, int rmoves, astar_heuristic hk, int min_cost,
                        int sc, int tc, int32_t *path, int32_t *length, long *pushed, long *updated) {
    static exact_node nodes[MAXW * MAXH];
    int n = gc->w * gc->h, c, moves4 = rmoves == REF_MOVES_4, gx = tc % gc->w, gy = tc / gc->w;
    long long m = min_cost > 0 ? min_cost : 1;
    long expanded = 0;
    for (c = 0; c < n; c++) nodes[c].state = 0;
    nodes[sc].s = nodes[sc].d = 0;
    nodes[sc].state = 1;
    *pushed = 1;
    *updated = 0;
    *length = 0;
    for (;;) {
        int best = -1, d, x, y;
        long long bfs = 0, bfd = 0;
        for (c = 0; c < n; c++) {
            long long a, b, fs, fd;
            int cmp;
            if (nodes[c].state != 1) continue;
            exact_h(hk, moves4, m, c % gc->w, c / gc->w, gx, gy, &a, &b);
            fs = nodes[c].s + a;
            fd = nodes[c].d + b;
            if (best < 0) cmp = -1;
            else {
                cmp = ref_cost_compare(fs, fd, bfs, bfd);              /* smaller f first */
                if (cmp == 0)                                          /* then larger g */
                    cmp = -ref_cost_compare(nodes[c].s, nodes[c].d, nodes[best].s, nodes[best].d);
                if (cmp == 0) cmp = c < best ? -1 : 1;                 /* then smaller index */
            }
            if (cmp < 0) {
                best = c;
                bfs = fs;
                bfd = fd;
            }
        }
        if (best < 0) return expanded;
        nodes[best].state = 2;
        expanded++;
        if (best == tc) break;
        x = best % gc->w;
        y = best / gc->w;
        for (d = 0; d < 8; d += moves4 ? 2 : 1) {
            int nb;
            long long ns, nd;
            if (!ref_step_ok(gc->cells, gc->w, gc->h, rmoves, x, y, d)) continue;
            nb = (y + ref_dy[d]) * gc->w + x + ref_dx[d];
            if (nodes[nb].state == 2) continue;
            ns = nodes[best].s + ((d & 1) ? 0 : gc->cells[nb]);
            nd = nodes[best].d + ((d & 1) ? gc->cells[nb] : 0);
            if (nodes[nb].state == 1) {
                if (ref_cost_compare(ns, nd, nodes[nb].s, nodes[nb].d) >= 0) continue; /* keep the first */
                (*updated)++;
            } else {
                (*pushed)++;
            }
            nodes[nb].s = ns;
            nodes[nb].d = nd;
            nodes[nb].state = 1;
            nodes[nb].parent_dir = d;
        }
    }
    {
        int32_t len = 1, i;
        for (c = tc; c != sc; c -= ref_dy[nodes[c].parent_dir] * gc->w + ref_dx[nodes[c].parent_dir]) len++;
        *length = len;
        for (i = len - 1, c = tc; i >= 0; i--) {
            path[i] = c;
            if (i) c -= ref_dy[nodes[c].parent_dir] * gc->w + ref_dx[nodes[c].parent_dir];
        }
    }
    return expanded;
}

/* Does the library's run r equal A* in exact arithmetic with the documented order (the same
 * expansions, pushes, updates and path)? A failed CHECK names what and both counts. */
static int same_as_exact(const run *r, const grid_case *gc, int rmoves, astar_heuristic hk, int min_cost,
                         int sc, int tc, const char *what) {
    static int32_t exact_path[MAXW * MAXH];
    int32_t len, k;
    long pushed, updated;
    long expanded = exact_astar(gc, rmoves, hk, min_cost, sc, tc, exact_path, &len, &pushed, &updated);
    int same = r->info.stats.expanded == (uint32_t)expanded && r->info.stats.pushed == (uint32_t)pushed &&
               r->info.stats.updated == (uint32_t)updated &&
               (len == 0 ? r->r == ASTAR_NO_PATH : r->r == ASTAR_OK && r->info.path_length == len);
    for (k = 0; same && k < len; k++) same = r->path[k] == exact_path[k];
    CHECK(same, "%s: library expanded %u pushed %u updated %u length %d; the documented order in exact "
          "arithmetic expands %ld pushes %ld updates %ld length %d", what, (unsigned)r->info.stats.expanded,
          (unsigned)r->info.stats.pushed, (unsigned)r->info.stats.updated, (int)r->info.path_length, expanded,
          pushed, updated, (int)len);
    return same;
}

static void test_exact_order(astar_workspace *ws) {
    static const astar_heuristic hks[5] = {ASTAR_HEURISTIC_DEFAULT, ASTAR_HEURISTIC_MANHATTAN,
                                           ASTAR_HEURISTIC_OCTILE, ASTAR_HEURISTIC_CHEBYSHEV,
                                           ASTAR_HEURISTIC_ZERO};
    grid_case *gc = &cases[2];
    uint32_t st = 555;
    int i, mismatches = 0, runs = 0;
    for (i = 0; i < 150; i++) {
        int w = 2 + (int)(ref_rand(&st) % 20), h = 2 + (int)(ref_rand(&st) % 20), m, hi, c, sc, tc;
        int true_min = 0;
        gridpath_grid g;
        make_case(gc, i % 3, w, h, (uint32_t)i * 31337u + 11u);
        for (c = 0; c < w * h; c++)
            if (gc->cells[c] > 0 && (true_min == 0 || gc->cells[c] < true_min)) true_min = gc->cells[c];
        if (!true_min) continue;
        do sc = (int)(ref_rand(&st) % (uint32_t)(w * h)); while (gc->cells[sc] <= 0);
        do tc = (int)(ref_rand(&st) % (uint32_t)(w * h)); while (gc->cells[tc] <= 0);
        g.cells = gc->cells;
        g.width = w;
        g.height = h;
        for (m = 0; m < 5; m++) {
            int rmoves = ref_moves_from_gridpath((int)all_moves[m]);
            for (hi = 0; hi < 5; hi++) {
                astar_options o;
                gridpath_point s, t;
                char what[160];
                if (hks[hi] == ASTAR_HEURISTIC_MANHATTAN && rmoves != REF_MOVES_4) continue;
                memset(&o, 0, sizeof o);
                o.moves = all_moves[m];
                o.heuristic = hks[hi];
                o.min_cost = i % 2 ? true_min : 0;
                s.x = sc % w;
                s.y = sc / w;
                t.x = tc % w;
                t.y = tc / w;
                do_search(ws, &g, s, t, &o, &run_other, "exact order");
                snprintf(what, sizeof what, "%s moves %d heuristic %d min_cost %d (%d,%d)->(%d,%d)", gc->name,
                         (int)all_moves[m], (int)hks[hi], o.min_cost, s.x, s.y, t.x, t.y);
                runs++;
                mismatches += !same_as_exact(&run_other, gc, rmoves, hks[hi], o.min_cost, sc, tc, what);
            }
        }
    }
    printf("NOTE: exact tie order: %d of %d searches identical to exact arithmetic\n",
           runs - mismatches, runs);
}

int main(void) {
    astar_workspace *ws;
    test_reference();
    ws = astar_workspace_create(MAXW, MAXH, NULL);
    CHECK(ws != NULL, "astar_workspace_create(%d, %d)", MAXW, MAXH);
    if (!ws) return check_report(TEST_NAME);
    test_many(ws);
    test_workspaces(ws);
    test_large_costs(ws);
    test_cost_limit(ws);
    test_pinned(ws);
    test_pell(ws);
    test_partial_zero_heuristic(ws);
    test_exact_order(ws);
    test_generation_wrap();
    astar_workspace_destroy(ws);
    return check_report(TEST_NAME);
}
