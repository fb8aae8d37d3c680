/* test_simd_same.c - a build with SSE2 and one without (FLOWFIELD_NO_SIMD) give the same fields,
 * byte for byte: costs and every code, ties included (lockstep games run one simulation on
 * machines of both kinds). Two copies of flowfield.h in one program: this file's (SSE2 where the
 * compiler has it) and tests/simd_same_copy.c's (without). Random grids 1..72 wide (the SSE2 row
 * passes take 16 cells a step: up to 0.8.20 a build without SSE2 counted passability changes at
 * their block borders too, and on grids 32 or more cells wide could pick another search loop, so
 * another of two equally near steps), 0-60% walls, some weighted, 1-3 goals, every move rule,
 * both metrics, line of sight on some; workspaces sized for each grid. */
#define FLOWFIELD_STATIC
#define FLOWFIELD_IMPLEMENTATION
#include "flowfield.h"
#include <stdlib.h>
#include <string.h>
#include "check.h"
#include "reference.h"
#define SIMD_SAME_FIELD simd_same_sse2_field
#include "simd_same_field.h"

/* what the two copies are (tests/test_fma_same.c includes this file with its own) */
#ifndef SIMD_SAME_NAME
#define SIMD_SAME_NAME "simd_same (SSE2 and FLOWFIELD_NO_SIMD builds)"
#define SIMD_SAME_THIS "with SSE2"
#define SIMD_SAME_OTHER "without"
#ifdef FLOWFIELD__SSE2
#define SIMD_SAME_NOTE() ((void)0)
#else
#define SIMD_SAME_NOTE() \
    ((void)printf("NOTE: this compiler builds flowfield.h without SSE2: both copies are the same build\n"))
#endif
#endif

#define SIMD_SAME_GRIDS 30000
#define SIMD_SAME_MAX_W 72
#define SIMD_SAME_MAX_H 40

int simd_same_plain_field(const gridpath_grid *grid, const gridpath_point *goals, int goal_count,
                          const flowfield_options *options, float *costs, uint8_t *codes);

int main(void) {
    static int cells[SIMD_SAME_MAX_W * SIMD_SAME_MAX_H];
    static float costs[2][SIMD_SAME_MAX_W * SIMD_SAME_MAX_H];
    static uint8_t codes[2][SIMD_SAME_MAX_W * SIMD_SAME_MAX_H];
    uint32_t state = 20261128u;
    int trial, differ = 0;
    SIMD_SAME_NOTE();
    for (trial = 0; trial < SIMD_SAME_GRIDS; trial++) {
        const int w = 1 + ref_rand_below(&state, SIMD_SAME_MAX_W), h = 1 + ref_rand_below(&state, SIMD_SAME_MAX_H);
        const double walls = 0.6 * ref_rand_unit(&state);
        const int max_cost = ref_rand_below(&state, 3) == 0 ? 5 : 1;
        gridpath_point goals[3];
        gridpath_grid grid;
        flowfield_options options;
        int goal_count = 1 + ref_rand_below(&state, 3), k, result, plain;
        ref_gen_random(cells, w, h, walls, max_cost, ref_rand(&state));
        for (k = 0; k < goal_count; k++) { /* a goal on a passable cell (made passable) */
            goals[k].x = ref_rand_below(&state, w);
            goals[k].y = ref_rand_below(&state, h);
            if (cells[goals[k].y * w + goals[k].x] <= 0) cells[goals[k].y * w + goals[k].x] = 1;
        }
        grid.cells = cells;
        grid.width = w;
        grid.height = h;
        memset(&options, 0, sizeof options);
        options.moves = (gridpath_moves)(1 + ref_rand_below(&state, 4)); /* 4, no cut, one free, always */
        options.metric = ref_rand_below(&state, 2) ? FLOWFIELD_METRIC_BFS : FLOWFIELD_METRIC_EXACT;
        options.line_of_sight = ref_rand_below(&state, 4) == 0;
        result = simd_same_sse2_field(&grid, goals, goal_count, &options, costs[0], codes[0]);
        plain = simd_same_plain_field(&grid, goals, goal_count, &options, costs[1], codes[1]);
        CHECK(result == FLOWFIELD_OK && plain == FLOWFIELD_OK, "trial %d: results %d and %d", trial, result, plain);
        if (result != FLOWFIELD_OK || plain != FLOWFIELD_OK) continue;
        CHECK(!memcmp(costs[0], costs[1], sizeof(float) * (size_t)(w * h)),
              "trial %d (%dx%d, moves %d, %s): costs differ", trial, w, h, (int)options.moves,
              options.metric == FLOWFIELD_METRIC_BFS ? "bfs" : "exact");
        {
            int c = 0;
            while (c < w * h && codes[0][c] == codes[1][c]) c++;
            differ += c < w * h;
            CHECK(c == w * h,
                  "trial %d (%dx%d, %d goal(s), moves %d, %s%s): codes differ first at (%d, %d): %d " SIMD_SAME_THIS ", "
                  "%d " SIMD_SAME_OTHER, trial, w, h, goal_count, (int)options.moves,
                  options.metric == FLOWFIELD_METRIC_BFS ? "bfs" : "exact", options.line_of_sight ? ", sight" : "",
                  c % w, c / w, c < w * h ? codes[0][c] : 0, c < w * h ? codes[1][c] : 0);
        }
    }
    if (differ) printf("NOTE: %d of %d grids' codes differ between the builds\n", differ, SIMD_SAME_GRIDS);
    return check_report(SIMD_SAME_NAME);
}
