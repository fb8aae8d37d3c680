/* test_flowfield.c - flowfield.h against the independent reference (tests/reference.h): costs
 * equal a textbook Dijkstra / BFS run toward the goals on thousands of generated grids (both
 * metrics, every move rule, one and several goals, weighted cells); following the directions
 * reaches a goal legally, never cycles and adds up to the cell's exact cost; line of sight
 * equals an exact segment/square test (ref_sees) at every reached cell; sampling gives unit
 * vectors, zero where it must, continuity in open ground, and agents walking half-cell steps
 * never enter a wall; every bad input has its result code. */
#include <stdlib.h>
/* allocation hooks with a context, counted and able to fail (test_unusual_arguments; a NULL
 * context, as the other tests pass, is plain malloc and free) */
#include "alloc_counter.h"
#define FLOWFIELD_MALLOC(size, ctx) counting_malloc(size, ctx)
#define FLOWFIELD_FREE(ptr, ctx) counting_free(ptr, ctx)
#define FLOWFIELD_IMPLEMENTATION
#include "flowfield.h"
#ifndef TEST_FLOWFIELD_NAME /* the tests/test_flowfield_*.c variants force one loop */
#define TEST_FLOWFIELD_NAME "flowfield"
#endif
#include "check.h"
#include "reference.h"

#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

/* NaN and infinity made at run time: a constant one is undefined behaviour in a -ffast-math
 * build, and clang 19 and 22 (tests/newer_clang.sh builds this test so) then passed
 * flowfield_sample something that was not the infinity written (the check below failed) */
static volatile float test_zero = 0.0f;
static float run_nan(void) {
    return test_zero / test_zero;
}
static float run_inf(void) {
    return 1.0f / test_zero;
}

#define MAXW 28
#define MAXH 24
/* the long-row grids (test_long_rows): rows over 64 cells, for the masked loops' word joins, and
 * the same grids transposed (columns over 64 cells, for the runs loop's column blocks) */
#define LONGW 210
#define LONGH 12
/* the wide grids (test_wide_rows): rows past 510 cells, whose masked loops take the pitch of
 * 1,024 by its own size (not because the workspace has room) or 2,048 (rows past 1,022) */
#define WIDEW 1100
#define WIDEH 4
/* the grids of test_long_lines: lines past 65,536 cells, LINEW by LINEH and transposed */
#define LINEW 3
#define LINEH 65600
#define MAX2(a, b) ((a) > (b) ? (a) : (b))
#define MAXCELLS MAX2(LINEW * LINEH, MAX2(WIDEW * WIDEH, MAX2(LONGW * LONGH, MAXW * MAXH)))
#define SQRT2 ((double)1.41421356237309504880)
/* a double rounded to float: under -ffast-math gcc for x87 does not round at a cast (2.5 million
 * false cost failures, built -m32 -O2 -ffast-math) */
static float to_float(double x) {
    volatile float v = (float)x;
    return v;
}

static const int dxs[8] = {1, 1, 0, -1, -1, -1, 0, 1};
static const int dys[8] = {0, -1, -1, -1, 0, 1, 1, 1};

/* Is cell (x, y) of a w x h field's codes inside it and reached? */
static int reached_at(const uint8_t *code, int w, int h, int x, int y) {
    return x >= 0 && y >= 0 && x < w && y < h && (code[y * w + x] & FLOWFIELD_CODE_REACHED);
}

static int passable(const int *cells, int w, int h, int x, int y) {
    return x >= 0 && y >= 0 && x < w && y < h && cells[y * w + x] > 0;
}

/* 0: check_grid checks each cell's cost and flags but follows no directions (following from
 * every cell costs cells x path length: too long on test_long_lines' lines of 65,600) */
static int follow_directions = 1;

typedef struct setup {
    flowfield_workspace *ws;
    flowfield_field *field;
} setup;

/* >>compare: one grid, one option set, everything checked against the reference */
static void check_grid(setup *st, const int *cells, int w, int h, const gridpath_point *goals,
                       int ngoals, gridpath_moves moves, flowfield_metric metric, double max_distance,
                       const char *what) {
    gridpath_grid grid;
    flowfield_options opt;
    flowfield_info info;
    flowfield_result r;
    int sources[16], i, n = w * h, c, reached = 0, refm = ref_moves_from_gridpath((int)moves), lenient;
    double ref_max = 0.0;
    static long long rs[MAXCELLS], rd[MAXCELLS];
    static int steps[MAXCELLS];
    const float *cost;
    const uint8_t *code;
    /* the field's cells past the grid's, where it has room for more: a pass writing past the last
     * row's end lands there unseen, so the first 16 must stay as they were (in a field sized for
     * the grid such a write lands in the code bytes, which the checks below read) */
    const int past = st->field->capacity - n < 16 ? st->field->capacity - n : 16;
    float past_cost[16];
    uint8_t past_code[16], past_sight[16];
    memcpy(past_cost, st->field->cost + n, sizeof(float) * (size_t)past);
    memcpy(past_code, st->field->code + n, (size_t)past);
    memcpy(past_sight, st->field->sight_goal + n, (size_t)past);
    grid.cells = cells;
    grid.width = w;
    grid.height = h;
    memset(&opt, 0, sizeof opt);
    opt.moves = moves;
    opt.metric = metric;
    opt.max_distance = max_distance;
    r = flowfield_compute(st->ws, st->field, &grid, goals, ngoals, &opt, &info);
    CHECK(memcmp(past_cost, st->field->cost + n, sizeof(float) * (size_t)past) == 0 &&
              memcmp(past_code, st->field->code + n, (size_t)past) == 0 &&
              memcmp(past_sight, st->field->sight_goal + n, (size_t)past) == 0,
          "%s: the field's cells past the grid's changed", what);
    CHECK(r == FLOWFIELD_OK, "%s: %s", what, flowfield_result_string(r));
    if (r != FLOWFIELD_OK) return;
    for (i = 0; i < ngoals; i++) sources[i] = goals[i].y * w + goals[i].x;
    if (metric == FLOWFIELD_METRIC_BFS) ref_bfs(cells, w, h, refm, sources, ngoals, steps);
    else ref_dijkstra_exact(cells, w, h, refm, sources, ngoals, 1, rs, rd);
    cost = flowfield_costs(st->field);
    code = flowfield_codes(st->field);
    for (c = 0; c < n; c++) {
        int x = c % w, y = c / w, ref_reached;
        double ref_cost;
        uint32_t s = 0, d = 0;
        int got = flowfield_exact_cost(st->ws, x, y, &s, &d);
        if (metric == FLOWFIELD_METRIC_BFS) {
            ref_cost = steps[c];
            ref_reached = steps[c] >= 0;
        } else {
            ref_cost = rs[c] < 0 ? -1.0 : ref_pair_cost((double)rs[c], (double)rd[c]);
            ref_reached = rs[c] >= 0;
        }
        if (ref_reached && max_distance > 0.0 && ref_cost > max_distance) ref_reached = 0;
        CHECK(got == ref_reached, "%s: cell (%d,%d) reached %d, reference %d", what, x, y, got,
              ref_reached);
        CHECK(((code[c] & FLOWFIELD_CODE_REACHED) != 0) == ref_reached, "%s: code reached (%d,%d)",
              what, x, y);
        CHECK(((code[c] & FLOWFIELD_CODE_PASSABLE) != 0) == (cells[c] > 0), "%s: passable flag", what);
        if (!ref_reached) {
            CHECK(cost[c] == FLOWFIELD_UNREACHABLE, "%s: unreached (%d,%d) has cost %f", what, x, y,
                  (double)cost[c]);
            CHECK(!(code[c] & FLOWFIELD_CODE_HAS_DIR), "%s: unreached cell with a direction", what);
            continue;
        }
        reached++;
        if (ref_cost > ref_max) ref_max = ref_cost;
        if (metric == FLOWFIELD_METRIC_BFS) {
            CHECK(s == (uint32_t)steps[c] && d == 0, "%s: (%d,%d) steps %u, reference %d", what, x, y,
                  (unsigned)s, steps[c]);
        } else {
            CHECK((long long)s == rs[c] && (long long)d == rd[c],
                  "%s: (%d,%d) exact cost %u + %u*sqrt2, reference %lld + %lld*sqrt2", what, x, y,
                  (unsigned)s, (unsigned)d, rs[c], rd[c]);
        }
        CHECK(cost[c] == to_float(ref_cost), "%s: (%d,%d) float cost %.9g, reference %.9g", what, x, y,
              (double)cost[c], ref_cost);
        CHECK(((code[c] & FLOWFIELD_CODE_GOAL) != 0) == (ref_cost == 0.0), "%s: goal flag (%d,%d)",
              what, x, y);
    }
    CHECK(info.reached == reached, "%s: info.reached %d, counted %d", what, (int)info.reached, reached);
    CHECK(fabs(info.max_cost - ref_max) <= 1e-9 * (1.0 + ref_max), "%s: info.max_cost %.9g, reference %.9g",
          what, info.max_cost, ref_max);

    /* >>follow: directions from every reached cell. Under ALWAYS a cell whose only way down
     * squeezes between blocked corners has no direction (under ONE_FREE with BFS such cells had
     * none until flowfield.h 0.8.17, though a free side cell of the corner steps down cleanly) */
    lenient = moves == GRIDPATH_MOVES_8_ALWAYS;
    for (c = 0; c < n && follow_directions; c++) {
        static int32_t path[MAXCELLS + 1];
        int len = 0, x = c % w, y = c / w, ok = 1, level_before = 0;
        long long ps = 0, pd = 0;
        double prev_cost;
        if (!(code[c] & FLOWFIELD_CODE_REACHED)) continue;
        if (code[c] & FLOWFIELD_CODE_GOAL) {
            CHECK(!(code[c] & FLOWFIELD_CODE_HAS_DIR), "%s: goal with a direction", what);
            CHECK(flowfield_direction(st->field, x, y) == GRIDPATH_DIR_NONE, "%s: goal direction", what);
            continue;
        }
        if (lenient && !(code[c] & FLOWFIELD_CODE_HAS_DIR))
            continue; /* documented: a cell squeezed between blocked corners may have none */
        CHECK(code[c] & FLOWFIELD_CODE_HAS_DIR, "%s: reached (%d,%d) without a direction", what, x, y);
        if (metric == FLOWFIELD_METRIC_EXACT &&
            (moves == GRIDPATH_MOVES_8_ONE_FREE || moves == GRIDPATH_MOVES_8_ALWAYS)) {
            /* the direction never cuts a corner, and where the best step would, it is the best of
             * the steps that do not: neighbour's cost + the step into it, least of those downhill */
            const int dir = flowfield_direction(st->field, x, y);
            /* (every sum through ref_pair_cost, rounded: gcc's gnu modes for x87 kept a neighbour's
             * sum at 80 bits while the cell's own was stored, and a neighbour with the cell's own
             * pair looked cheaper: 21 false failures until 2026-12-06) */
            const double own = ref_pair_cost((double)rs[c], (double)rd[c]);
            double best = -1.0, mine = -1.0;
            int k;
            for (k = 0; k < 8; k++) {
                const int nx = x + dxs[k], ny = y + dys[k];
                double total;
                if (!passable(cells, w, h, nx, ny) || rs[ny * w + nx] < 0) continue;
                /* (clean: both sides reached, not only passable, since 0.10.1) */
                if ((k & 1) && (!reached_at(code, w, h, nx, y) || !reached_at(code, w, h, x, ny))) continue;
                total = ref_pair_cost((double)rs[ny * w + nx], (double)rd[ny * w + nx]);
                if (!(total < own)) continue;
                total += (double)cells[ny * w + nx] * ((k & 1) ? SQRT2 : 1.0);
                if (best < 0.0 || total < best) best = total;
                if (k == dir) mine = total;
            }
            CHECK(dir < 0 || (mine >= 0.0 && mine <= best + 1e-9 * (1.0 + best)),
                  "%s: (%d,%d) direction %d costs %.9g by its neighbour, the best step %.9g", what, x,
                  y, dir, mine, best);
        }
        path[len++] = c;
        prev_cost = cost[c];
        while (ok && !(code[y * w + x] & FLOWFIELD_CODE_GOAL)) {
            int dir = flowfield_direction(st->field, x, y), nx, ny;
            if (dir < 0 && lenient) break; /* documented dead end, see flowfield.h "Flow" */
            if (dir < 0 || len > n) {
                ok = 0;
                break;
            }
            nx = x + dxs[dir];
            ny = y + dys[dir];
            /* never across a blocked corner, whatever the move rule, nor the corner of a cell
             * beyond max_distance (an agent following the step would pass through it) */
            if ((dir & 1) && (!reached_at(code, w, h, nx, y) || !reached_at(code, w, h, x, ny))) ok = 0;
            if (!passable(cells, w, h, nx, ny)) {
                ok = 0;
                break;
            }
            if (dir & 1) pd += cells[ny * w + nx];
            else ps += cells[ny * w + nx];
            x = nx;
            y = ny;
            /* downhill: strictly, except that a BFS field under a corner-cutting rule may take
             * one level step to go around a corner (never two in a row) */
            if (cost[y * w + x] > prev_cost) ok = 0;
            if (cost[y * w + x] == prev_cost) {
                if (!(metric == FLOWFIELD_METRIC_BFS && (moves == GRIDPATH_MOVES_8_ONE_FREE ||
                                                         moves == GRIDPATH_MOVES_8_ALWAYS)) ||
                    level_before)
                    ok = 0;
                level_before = 1;
            } else {
                level_before = 0;
            }
            prev_cost = cost[y * w + x];
            path[len++] = y * w + x;
        }
        CHECK(ok, "%s: following from (%d,%d) fails (corner, wall, cycle or dead end)", what, c % w,
              c / w);
        if (!ok) continue;
        {
            double legal_cost;
            int legal = ref_path_legal(cells, w, h, refm == REF_MOVES_4 ? REF_MOVES_4 : REF_MOVES_8_NO_CORNER_CUT,
                                       path, len, &legal_cost);
            CHECK(legal, "%s: the followed path from (%d,%d) is not legal", what, c % w, c / w);
        }
        if (moves == GRIDPATH_MOVES_4 || moves == GRIDPATH_MOVES_8_NO_CORNER_CUT ||
            moves == GRIDPATH_MOVES_DEFAULT) {
            if (metric == FLOWFIELD_METRIC_EXACT)
                CHECK(ps == rs[c] && pd == rd[c],
                      "%s: path from (%d,%d) adds up to %lld + %lld*sqrt2, cell says %lld + %lld*sqrt2",
                      what, c % w, c / w, ps, pd, rs[c], rd[c]);
            else
                CHECK(len - 1 == steps[c], "%s: path from (%d,%d) has %d steps, cell says %d", what,
                      c % w, c / w, len - 1, steps[c]);
        }
    }
}

static const gridpath_moves all_moves[4] = {GRIDPATH_MOVES_4, GRIDPATH_MOVES_8_NO_CORNER_CUT,
                                            GRIDPATH_MOVES_8_ONE_FREE, GRIDPATH_MOVES_8_ALWAYS};

static void random_goals(uint32_t *rng, const int *cells, int w, int h, gridpath_point *goals,
                         int *ngoals, int want) {
    int tries = 0;
    *ngoals = 0;
    while (*ngoals < want && tries++ < 400) {
        int x = (int)(ref_rand(rng) % (uint32_t)w), y = (int)(ref_rand(rng) % (uint32_t)h);
        if (cells[y * w + x] <= 0) continue;
        goals[*ngoals].x = x;
        goals[*ngoals].y = y;
        (*ngoals)++;
    }
}

static void test_random_grids(setup *st) {
    uint32_t rng = 12345u;
    int trial, cells[MAXW * MAXH];
    for (trial = 0; trial < 1500; trial++) {
        int w = 1 + (int)(ref_rand(&rng) % MAXW), h = 1 + (int)(ref_rand(&rng) % MAXH);
        int kind = (int)(ref_rand(&rng) % 6), ngoals, m, mi;
        gridpath_point goals[8];
        char what[160];
        /* the draws in a fixed order (two calls as arguments of one call could be made in
         * either order: gcc and clang built different grids): the seed, then the parameter */
        uint32_t seed = ref_rand(&rng), r = kind == 2 ? 0u : ref_rand(&rng);
        if (kind == 0) ref_gen_maze(cells, w, h, 1 + (int)(r % 3), seed);
        else if (kind == 1) ref_gen_rooms(cells, w, h, 3 + (int)(r % 5), seed);
        else if (kind == 2) ref_gen_random(cells, w, h, 0.0, 1, seed);
        else ref_gen_random(cells, w, h, 0.05 * (double)(r % 9), kind == 3 ? 1 : kind == 4 ? 9 : 4, seed);
        if (kind == 1 && ref_rand(&rng) % 2) /* weighted rooms */
            for (m = 0; m < w * h; m++)
                if (cells[m] > 0) cells[m] = 1 + (int)(ref_rand(&rng) % 7);
        random_goals(&rng, cells, w, h, goals, &ngoals, 1 + (int)(ref_rand(&rng) % 4) * (trial % 3 == 0));
        if (ngoals == 0) continue;
        /* odd trials BFS first: so one workspace goes from a field of one metric to the next
         * of the same metric on a grid of another width (the masked loops keep their tables
         * for the next computation of the same row pitch) */
        for (mi = 0; mi < 2; mi++)
            for (m = 0; m < 4; m++) {
                const int metric = trial % 2 ? 1 - mi : mi;
                double max_distance = 0.0;
                if (trial % 7 == 3) max_distance = 0.5 + (double)(ref_rand(&rng) % 12);
                snprintf(what, sizeof what, "trial %d (%dx%d kind %d, %d goals, moves %d, %s, max %.1f)",
                         trial, w, h, kind, ngoals, (int)all_moves[m], metric ? "bfs" : "exact",
                         max_distance);
                check_grid(st, cells, w, h, goals, ngoals, all_moves[m],
                           metric ? FLOWFIELD_METRIC_BFS : FLOWFIELD_METRIC_EXACT, max_distance, what);
                if (trial % 7 == 5) {
                    /* a maximum distance equal to a reached cell's cost (as the reference rounds
                     * it): that cell and every cheaper one are reached */
                    const int c = (int)(ref_rand(&rng) % (uint32_t)(w * h));
                    uint32_t S, D;
                    if (!flowfield_exact_cost(st->ws, c % w, c / w, &S, &D) || (S == 0 && D == 0)) continue;
                    max_distance = ref_pair_cost((double)S, (double)D);
                    snprintf(what, sizeof what, "trial %d (%dx%d kind %d, %d goals, moves %d, %s, max = cost %.17g)",
                             trial, w, h, kind, ngoals, (int)all_moves[m], metric ? "bfs" : "exact",
                             max_distance);
                    check_grid(st, cells, w, h, goals, ngoals, all_moves[m],
                               metric ? FLOWFIELD_METRIC_BFS : FLOWFIELD_METRIC_EXACT, max_distance, what);
                }
            }
    }
}

/* check_grid's last grid (4 neighbours, exact) again, in a field sized for the grid, whose code
 * bytes follow its last cost (a pass writing one float past a row's end changed a code there;
 * the other tests' fields are larger than their grids): checked against the reference, and
 * every cost and code byte as in st's larger field */
static void same_in_tight_field(setup *st, const int *cells, int w, int h, const gridpath_point *goals, int ngoals,
                                double max_distance, const char *what) {
    setup tight;
    int c, same = 1;
    tight.ws = st->ws;
    tight.field = flowfield_field_create(w, h, NULL);
    CHECK(tight.field != NULL, "%s: the field sized for the grid", what);
    if (!tight.field) return;
    check_grid(&tight, cells, w, h, goals, ngoals, GRIDPATH_MOVES_4, FLOWFIELD_METRIC_EXACT, max_distance, what);
    for (c = 0; c < w * h; c++)
        same &= flowfield_costs(tight.field)[c] == flowfield_costs(st->field)[c] &&
                flowfield_codes(tight.field)[c] == flowfield_codes(st->field)[c];
    CHECK(same, "%s: a field sized for the grid has the same costs and codes", what);
    flowfield_field_destroy(tight.field);
}

/* >>uniform4: with 4 neighbours on a uniform grid of value c the exact field is the BFS's steps
 * times c (computed by the BFS loops for c = 1, and for c > 1 where c times the passable cells
 * is below 2^24; else by the exact loops): values from 1 to 65537, just below and at that bound,
 * and just below and at 2^31 (costs stay below 2^32: no overflow); max_distance on, just below
 * and just above multiples of c, and equal to a reached cell's cost */
static void test_uniform_four(setup *st) {
    uint32_t rng = 4242u;
    int trial, cells[MAXW * MAXH];
    static const int values[] = {1, 2, 3, 7, 1000, 65537, 1, 2};
    for (trial = 0; trial < 400; trial++) {
        const int w = 1 + (int)(ref_rand(&rng) % MAXW), h = 1 + (int)(ref_rand(&rng) % MAXH);
        const int kind = (int)(ref_rand(&rng) % 4);
        const uint32_t seed = ref_rand(&rng), r = ref_rand(&rng);
        int value = values[trial % 8], m, passable = 0, ngoals, k;
        gridpath_point goals[8];
        char what[160];
        if (kind == 0) ref_gen_maze(cells, w, h, 1 + (int)(r % 3), seed);
        else if (kind == 1) ref_gen_rooms(cells, w, h, 3 + (int)(r % 5), seed);
        else ref_gen_random(cells, w, h, 0.1 * (double)(r % 5), 1, seed);
        for (m = 0; m < w * h; m++) passable += cells[m] > 0;
        if (trial % 16 >= 8 && passable > 1) /* c just below or at 2^24 or 2^31 over the passable cells */
            value = (trial % 4 < 2 ? (1 << 24) - 1 : 0x7FFFFFFF) / passable + trial % 2;
        for (m = 0; m < w * h; m++)
            if (cells[m] > 0) cells[m] = value;
        random_goals(&rng, cells, w, h, goals, &ngoals, 1 + (int)(ref_rand(&rng) % 3));
        if (ngoals == 0) continue;
        for (k = 0; k < 6; k++) {
            double max_distance = 0.0;
            if (k > 0) {
                const double steps = (double)(ref_rand(&rng) % 12);
                max_distance = k == 1   ? steps * value
                               : k == 2 ? steps * value - 0.5
                               : k == 3 ? steps * value + 0.5
                                        : 0.25 + (double)(ref_rand(&rng) % 30);
                if (k == 5) { /* a reached cell's cost, from the last field */
                    const int c = (int)(ref_rand(&rng) % (uint32_t)(w * h));
                    uint32_t S, D;
                    if (!flowfield_exact_cost(st->ws, c % w, c / w, &S, &D) || S == 0) continue;
                    max_distance = (double)S;
                }
                if (!(max_distance > 0.0)) continue;
            }
            snprintf(what, sizeof what, "uniform4 trial %d (%dx%d kind %d, value %d, %d passable, max %.17g)",
                     trial, w, h, kind, value, passable, max_distance);
            check_grid(st, cells, w, h, goals, ngoals, GRIDPATH_MOVES_4, FLOWFIELD_METRIC_EXACT, max_distance,
                       what);
            same_in_tight_field(st, cells, w, h, goals, ngoals, max_distance, what);
        }
    }
}

/* >>window: a local field, computed on a copy of flowfield_local_window's cells with the goals
 * moved into it, against the whole grid's field: nothing reached outside the window, and every
 * cell inside has the same cost, exact pair, flags and sight goal; then the local field is
 * checked on its own against the reference (check_grid: costs, legal downhill directions) */
static void test_local_window(setup *st) {
    static int cells[MAXW * MAXH], part[MAXW * MAXH], copied_cells[MAXW * MAXH];
    static float whole_cost[MAXW * MAXH];
    static uint8_t whole_code[MAXW * MAXH];
    static uint32_t whole_s[MAXW * MAXH], whole_d[MAXW * MAXH];
    static gridpath_point whole_sight[MAXW * MAXH];
    uint32_t rng = 4242u;
    int trial, windows = 0, smaller = 0;
    for (trial = 0; trial < 700; trial++) {
        const int w = 6 + (int)(ref_rand(&rng) % (MAXW - 5)), h = 6 + (int)(ref_rand(&rng) % (MAXH - 5));
        const int kind = (int)(ref_rand(&rng) % 4), sight = (int)(ref_rand(&rng) % 2);
        const uint32_t seed = ref_rand(&rng), r = ref_rand(&rng);
        gridpath_point goals[4], moved[4];
        int ngoals, m, mi, c, x, y;
        if (kind == 0) ref_gen_maze(cells, w, h, 1 + (int)(r % 3), seed);
        else if (kind == 1) ref_gen_rooms(cells, w, h, 3 + (int)(r % 5), seed);
        else ref_gen_random(cells, w, h, 0.1 * (double)(r % 5), kind == 2 ? 1 : 5, seed);
        random_goals(&rng, cells, w, h, goals, &ngoals, 1 + (int)(ref_rand(&rng) % 3));
        if (ngoals == 0) continue;
        for (mi = 0; mi < 2; mi++)
            for (m = 0; m < 4; m++) {
                const flowfield_metric metric = mi ? FLOWFIELD_METRIC_BFS : FLOWFIELD_METRIC_EXACT;
                flowfield_options opt;
                flowfield_window win;
                flowfield_result res;
                gridpath_grid grid, local;
                char what[200];
                memset(&opt, 0, sizeof opt);
                opt.moves = all_moves[m];
                opt.metric = metric;
                opt.line_of_sight = sight;
                opt.max_distance = 0.5 * (double)(1 + ref_rand(&rng) % 20);
                grid.cells = cells;
                grid.width = w;
                grid.height = h;
                snprintf(what, sizeof what, "local window: trial %d (%dx%d kind %d, %d goals, moves %d, %s, max %.1f%s)",
                         trial, w, h, kind, ngoals, (int)all_moves[m], mi ? "bfs" : "exact", opt.max_distance,
                         sight ? ", sight" : "");
                res = flowfield_compute(st->ws, st->field, &grid, goals, ngoals, &opt, NULL);
                CHECK(res == FLOWFIELD_OK, "%s: whole field: %s", what, flowfield_result_string(res));
                if (res != FLOWFIELD_OK) continue;
                memcpy(whole_cost, flowfield_costs(st->field), sizeof(float) * (size_t)(w * h));
                memcpy(whole_code, flowfield_codes(st->field), (size_t)(w * h));
                for (c = 0; c < w * h; c++) {
                    whole_s[c] = whole_d[c] = 0;
                    whole_sight[c].x = whole_sight[c].y = -1;
                    flowfield_exact_cost(st->ws, c % w, c / w, &whole_s[c], &whole_d[c]);
                    flowfield_sight_goal(st->field, c % w, c / w, &whole_sight[c]);
                }
                res = flowfield_local_window(&grid, goals, ngoals, &opt, &win);
                CHECK(res == FLOWFIELD_OK, "%s: %s", what, flowfield_result_string(res));
                if (res != FLOWFIELD_OK) continue;
                CHECK(win.x >= 0 && win.y >= 0 && win.width >= 1 && win.height >= 1 &&
                          win.x + win.width <= w && win.y + win.height <= h,
                      "%s: window %d,%d %dx%d outside the grid", what, win.x, win.y, win.width, win.height);
                windows++;
                smaller += win.width * win.height < w * h;
                for (c = 0; c < w * h; c++) {
                    x = c % w;
                    y = c / w;
                    if (x >= win.x && x < win.x + win.width && y >= win.y && y < win.y + win.height) continue;
                    CHECK(!(whole_code[c] & FLOWFIELD_CODE_REACHED), "%s: (%d,%d) reached outside the window %d,%d %dx%d",
                          what, x, y, win.x, win.y, win.width, win.height);
                }
                for (y = 0; y < win.height; y++)
                    for (x = 0; x < win.width; x++) part[y * win.width + x] = cells[(y + win.y) * w + x + win.x];
                for (c = 0; c < ngoals; c++) {
                    moved[c].x = goals[c].x - win.x;
                    moved[c].y = goals[c].y - win.y;
                }
                local.cells = part;
                local.width = win.width;
                local.height = win.height;
                { /* flowfield_copy_window: the same cells (this loop's copy is the one used) */
                    gridpath_grid copied = {NULL, 0, 0};
                    res = flowfield_copy_window(&grid, &win, copied_cells, &copied);
                    CHECK(res == FLOWFIELD_OK && copied.cells == copied_cells &&
                              copied.width == win.width && copied.height == win.height &&
                              memcmp(copied.cells, part, sizeof(int) * (size_t)(win.width * win.height)) == 0,
                          "%s: flowfield_copy_window differs from the copy", what);
                }
                res = flowfield_compute(st->ws, st->field, &local, moved, ngoals, &opt, NULL);
                CHECK(res == FLOWFIELD_OK, "%s: local field: %s", what, flowfield_result_string(res));
                if (res != FLOWFIELD_OK) continue;
                for (y = 0; y < win.height; y++)
                    for (x = 0; x < win.width; x++) {
                        const int at = (y + win.y) * w + x + win.x, here = y * win.width + x;
                        const unsigned flags = ~FLOWFIELD_CODE_DIR_MASK;
                        uint32_t s = 0, d = 0;
                        gridpath_point g;
                        g.x = g.y = -1;
                        flowfield_exact_cost(st->ws, x, y, &s, &d);
                        flowfield_sight_goal(st->field, x, y, &g);
                        CHECK(flowfield_costs(st->field)[here] == whole_cost[at] && s == whole_s[at] &&
                                  d == whole_d[at],
                              "%s: (%d,%d) costs %.9g (%u + %u*sqrt2) in the window, %.9g (%u + %u*sqrt2) in the grid",
                              what, x + win.x, y + win.y, (double)flowfield_costs(st->field)[here], (unsigned)s,
                              (unsigned)d, (double)whole_cost[at], (unsigned)whole_s[at], (unsigned)whole_d[at]);
                        CHECK((flowfield_codes(st->field)[here] & flags) == (whole_code[at] & flags),
                              "%s: (%d,%d) code 0x%02x in the window, 0x%02x in the grid", what, x + win.x,
                              y + win.y, (unsigned)flowfield_codes(st->field)[here], (unsigned)whole_code[at]);
                        CHECK(g.x < 0 ? whole_sight[at].x < 0
                                      : g.x + win.x == whole_sight[at].x && g.y + win.y == whole_sight[at].y,
                              "%s: (%d,%d) sees goal (%d,%d) in the window, (%d,%d) in the grid", what, x + win.x,
                              y + win.y, g.x, g.y, whole_sight[at].x, whole_sight[at].y);
                    }
                check_grid(st, part, win.width, win.height, moved, ngoals, all_moves[m], metric, opt.max_distance,
                           what);
            }
    }
    CHECK(windows > 3000 && smaller > 1000, "local window: %d windows, %d smaller than their grid", windows, smaller);
}

/* Rows longer than 64 cells: the masked loops (BFS and exact) keep a bit per cell in 64-bit
 * words, each row starting a new word, and the 3x3 block of a cell at column 62 or 63 of a word
 * joins two words. Every third exact field stops at a maximum distance. */
/* max_distance exactly a cell's cost: the cell (15, 7) from the goal (0, 0) costs S = 8, D = 7,
 * whose double (two roundings, EXACTNESS) is 17.899494936611667 and whose true value rounds to
 * ...664. Every loop must keep the cell at the first and drop it just below, on open ground
 * (the plain or runs loops) as on broken terrain (the masked ones): with x87 maths the masked
 * exact loop had kept it at ...664, its key never rounded to double. */
static void test_max_boundary(setup *st) {
    static int cells[16 * 8];
    const double at = ref_pair_cost(8.0, 7.0);
    int x, y, broken, below;
    for (broken = 0; broken < 2; broken++) {
        for (y = 0; y < 8; y++)
            for (x = 0; x < 16; x++) cells[y * 16 + x] = broken && y % 2 && x % 4 == 2 && x < 14 ? 0 : 1;
        for (below = 0; below < 2; below++) {
            gridpath_grid grid = {cells, 16, 8};
            gridpath_point goal = {0, 0};
            flowfield_options opt;
            uint32_t S = 0, D = 0;
            int reached;
            memset(&opt, 0, sizeof opt);
            opt.moves = GRIDPATH_MOVES_8_ALWAYS;
            opt.max_distance = below ? nextafter(at, 0.0) : at;
            CHECK(flowfield_compute(st->ws, st->field, &grid, &goal, 1, &opt, NULL) == FLOWFIELD_OK,
                  "max boundary: compute");
            reached = flowfield_exact_cost(st->ws, 15, 7, &S, &D);
            CHECK(reached == !below && (!reached || (S == 8 && D == 7)),
                  "max boundary (%s, max %.17g): (15, 7) reached %d, S %u D %u", broken ? "broken" : "open",
                  opt.max_distance, reached, (unsigned)S, (unsigned)D);
        }
    }
}

/* a workspace and a field for grids up to w x h (what: for the failure message); 0 if not made */
static int setup_create(setup *st, int w, int h, const char *what) {
    st->ws = flowfield_workspace_create(w, h, NULL);
    st->field = flowfield_field_create(w, h, NULL);
    CHECK(st->ws && st->field, "%s: create", what);
    return st->ws && st->field;
}

static void setup_destroy(setup *st) {
    flowfield_field_destroy(st->field);
    flowfield_workspace_destroy(st->ws);
}

/* one grid under each corner rule (all_moves), BFS and exact, with these max_distance (0: none) */
static void check_every_rule(setup *st, const int *cells, int w, int h, const gridpath_point *goals,
                             int ngoals, double bfs_max, double exact_max, const char *label) {
    int m;
    char what[200];
    for (m = 0; m < 8; m++) {
        const int bfs = m < 4;
        snprintf(what, sizeof what, "%s (%dx%d, %d goals, moves %d, %s)", label, w, h, ngoals,
                 (int)all_moves[m % 4], bfs ? "bfs" : "exact");
        check_grid(st, cells, w, h, goals, ngoals, all_moves[m % 4],
                   bfs ? FLOWFIELD_METRIC_BFS : FLOWFIELD_METRIC_EXACT, bfs ? bfs_max : exact_max, what);
    }
}

static void test_long_rows(void) {
    uint32_t rng = 2718u;
    static int cells[LONGW * LONGH], tall[LONGW * LONGH];
    setup st;
    int trial;
    if (!setup_create(&st, LONGW, LONGH, "long rows")) return;
    for (trial = 0; trial < 120; trial++) {
        int w = 60 + (int)(ref_rand(&rng) % (LONGW - 59)), h = 1 + (int)(ref_rand(&rng) % LONGH);
        int ngoals, m, kind = trial % 3;
        gridpath_point goals[4];
        char what[160];
        if (kind == 0) ref_gen_maze(cells, w, h, 1, ref_rand(&rng));
        else ref_gen_random(cells, w, h, kind == 1 ? 0.25 : 0.45, 1, ref_rand(&rng));
        random_goals(&rng, cells, w, h, goals, &ngoals, 1 + trial % 3);
        if (ngoals == 0) continue;
        snprintf(what, sizeof what, "long rows %d kind %d", trial, kind);
        check_every_rule(&st, cells, w, h, goals, ngoals, 0.0, trial % 3 == 1 ? 10.5 + trial % 50 : 0.0, what);
        /* the same grid transposed (h wide, w tall): columns over 64 cells, so the runs loop
         * reads column bits from several 64x64 blocks down a column (built when first read) */
        {
            int x, y, i;
            for (y = 0; y < h; y++)
                for (x = 0; x < w; x++) tall[x * h + y] = cells[y * w + x];
            for (i = 0; i < ngoals; i++) {
                const int gx = goals[i].x;
                goals[i].x = goals[i].y;
                goals[i].y = gx;
            }
            /* odd trials exact first: from the exact fields above (rows of 60 to 210 cells)
             * to these (at most LONGH), the masked exact loop's table for another row pitch */
            for (m = trial % 2 ? 0 : 4; m < 8; m++) {
                const int bfs = m >= 4;
                snprintf(what, sizeof what, "long columns %d (%dx%d kind %d, %d goals, moves %d, %s)",
                         trial, h, w, kind, ngoals, (int)all_moves[m % 4], bfs ? "bfs" : "exact");
                check_grid(&st, tall, h, w, goals, ngoals, all_moves[m % 4],
                           bfs ? FLOWFIELD_METRIC_BFS : FLOWFIELD_METRIC_EXACT, 0.0, what);
            }
        }
    }
    setup_destroy(&st);
}

/* Rows of 500 to 1,100 cells, 2 to 4 of them, one free and the others broken terrain (so the
 * masked loops run where they are allowed to): every other test grid is narrower than 511 cells,
 * where the masked loops' pitch is 1,024 only when the workspace has room for it, and none came
 * near 2,048. Only the Moving AI maps (Boston_0_1024, orz900d) had run those, when ../shared is
 * there. */
static void test_wide_rows(void) {
    uint32_t rng = 1618u;
    static int cells[WIDEW * WIDEH];
    setup st;
    int trial;
    if (!setup_create(&st, WIDEW, WIDEH, "wide rows")) return;
    for (trial = 0; trial < 12; trial++) {
        /* half past 1,022 cells (a padded row past 1,024: the pitch of 2,048) */
        const int w = trial % 2 ? 1023 + (int)(ref_rand(&rng) % (WIDEW - 1022)) : 500 + (int)(ref_rand(&rng) % 523);
        const int h = 2 + trial % (WIDEH - 1);
        int ngoals, x;
        gridpath_point goals[4];
        char what[64];
        ref_gen_random(cells, w, h, trial % 4 < 2 ? 0.25 : 0.4, 1, ref_rand(&rng));
        for (x = 0; x < w; x++) cells[h / 2 * w + x] = 1; /* a free row: the wave goes the length */
        random_goals(&rng, cells, w, h, goals, &ngoals, 1 + trial % 3);
        if (ngoals == 0) continue;
        snprintf(what, sizeof what, "wide rows %d", trial);
        const double max_distance = trial % 3 == 2 ? 100.5 : 0.0;
        check_every_rule(&st, cells, w, h, goals, ngoals, max_distance, max_distance, what);
    }
    setup_destroy(&st);
}

/* Workspaces sized for the grid (flowfield_workspace_create(w, h)) on rows of 140 to 210 cells,
 * 1 to 16 of them: the masked loops' pitch of 1,024 fits there, but after its masks the exact
 * loop's diagonal stream (4 bytes a passable cell) may not, and the loop must then run without
 * its diagonal filter. The other tests share workspaces sized for larger grids, where it always
 * fits at that pitch. Broken uniform terrain, so the masked loops run. */
static void test_sized_wide_rows(void) {
    uint32_t rng = 1414u;
    static int cells[LONGW * 16];
    int trial;
    for (trial = 0; trial < 40; trial++) {
        const int w = 140 + (int)(ref_rand(&rng) % (LONGW - 139)), h = 1 + (int)(ref_rand(&rng) % 16);
        int ngoals;
        gridpath_point goals[4];
        char what[64];
        setup st;
        ref_gen_random(cells, w, h, 0.15 + 0.05 * (double)(trial % 5), 1, ref_rand(&rng));
        random_goals(&rng, cells, w, h, goals, &ngoals, 1 + trial % 3);
        if (ngoals == 0) continue;
        if (!setup_create(&st, w, h, "sized wide rows")) break;
        snprintf(what, sizeof what, "sized wide rows %d", trial);
        check_every_rule(&st, cells, w, h, goals, ngoals, 0.0, trial % 4 == 3 ? 60.5 : 0.0, what);
        setup_destroy(&st);
    }
}

/* Lines past 65,536 cells: a grid 3 wide and 65,600 tall, and the same transposed, open ground
 * with a goal near the far end, then also one at the near end. The runs loop keeps a run's ends
 * in 16 bits, so it must not run where a padded row or column is that long
 * (flowfield__runs_fit): open ground picks it everywhere else, and a run past 65,535 would be
 * cut to the wrong cells. */
static void test_long_lines(void) {
    static int cells[LINEW * LINEH];
    setup st;
    int i, t;
    for (i = 0; i < LINEW * LINEH; i++) cells[i] = 1;
    follow_directions = 0;
    for (t = 0; t < 2; t++) {
        const int w = t ? LINEH : LINEW, h = t ? LINEW : LINEH;
        gridpath_point goals[2];
        goals[0].x = t ? LINEH - 5 : 1;
        goals[0].y = t ? 1 : LINEH - 5;
        goals[1].x = 0;
        goals[1].y = 0;
        if (!setup_create(&st, w, h, "long lines")) break;
        check_every_rule(&st, cells, w, h, goals, 1, 0.0, 0.0, t ? "long row" : "long column");
        check_every_rule(&st, cells, w, h, goals, 2, 0.0, 0.0, t ? "long row" : "long column");
        setup_destroy(&st);
    }
    follow_directions = 1;
}

/* Workspace and field memory at any address: the same fields, right against the reference
 * (the masked loops read their tables with aligned 16-byte loads; flowfield_workspace_init
 * places the tables on a 64-byte boundary, whatever the memory's). */
static void test_memory_alignment(void) {
    uint32_t rng = 4242u;
    static int cells[LONGW * LONGH];
    const size_t wb = flowfield_workspace_size(LONGW, LONGH), fb = flowfield_field_size(LONGW, LONGH);
    unsigned char *wm = (unsigned char *)malloc(wb + 64), *fm = (unsigned char *)malloc(fb + 64);
    int off;
    CHECK(wm && fm, "alignment: memory");
    if (!wm || !fm) {
        free(wm);
        free(fm);
        return;
    }
    for (off = 0; off < 64; off++) {
        setup st;
        gridpath_point goals[4];
        const int w = 150 + off % 61; /* broken terrain, rows of 150 to 210 cells: masked loops */
        int ngoals, m;
        char what[160];
        st.ws = flowfield_workspace_init(wm + off, wb, LONGW, LONGH);
        st.field = flowfield_field_init(fm + off, fb, LONGW, LONGH);
        CHECK(st.ws && st.field, "alignment: init at offset %d", off);
        if (!st.ws || !st.field) continue;
        ref_gen_random(cells, w, LONGH, 0.3, 1, ref_rand(&rng));
        random_goals(&rng, cells, w, LONGH, goals, &ngoals, 1 + off % 3);
        if (ngoals == 0) continue;
        for (m = 0; m < 4; m++) {
            const int bfs = m % 2, four = m >= 2;
            snprintf(what, sizeof what, "memory at offset %d (%s, %d neighbours)", off, bfs ? "bfs" : "exact",
                     four ? 4 : 8);
            check_grid(&st, cells, w, LONGH, goals, ngoals,
                       four ? GRIDPATH_MOVES_4 : GRIDPATH_MOVES_8_NO_CORNER_CUT,
                       bfs ? FLOWFIELD_METRIC_BFS : FLOWFIELD_METRIC_EXACT, 0.0, what);
        }
    }
    free(wm);
    free(fm);
}

/* The loop a field takes can depend on the workspace's room (grids 7 cells wide or less: a
 * workspace sized for the grid has no room for the masked loops' bits): costs never do, and
 * directions only there; the same workspace gives the same field every time. Every rule with
 * both metrics (until 0.12.1 BFS ran only with 4 neighbours and 8 without corner cutting here,
 * and the classed loop's lists, sized by the workspace, handed over to the plain loop at another
 * layer in a larger one: other directions, which only clang's and tcc's grids showed) */
static void test_workspace_sizes(setup *st) {
    uint32_t rng = 777u;
    int trial, cells[MAXW * MAXH];
    static float cost[MAXW * MAXH];
    static uint8_t code[MAXW * MAXH];
    for (trial = 0; trial < 400; trial++) {
        const int w = trial % 2 ? 1 + (int)(ref_rand(&rng) % 7) : 8 + (int)(ref_rand(&rng) % (MAXW - 7));
        const int h = 1 + (int)(ref_rand(&rng) % MAXH), n = w * h;
        const int metric = trial / 4 % 2;
        gridpath_grid grid;
        gridpath_point goals[4];
        flowfield_options opt;
        flowfield_workspace *own = flowfield_workspace_create(w, h, NULL);
        int ngoals, again;
        ref_gen_random(cells, w, h, 0.05 * (double)(ref_rand(&rng) % 9), 1, ref_rand(&rng));
        random_goals(&rng, cells, w, h, goals, &ngoals, 1 + trial % 3);
        CHECK(own != NULL, "workspace sizes %d: create", trial);
        if (ngoals == 0 || !own) {
            flowfield_workspace_destroy(own);
            continue;
        }
        grid.cells = cells;
        grid.width = w;
        grid.height = h;
        memset(&opt, 0, sizeof opt);
        opt.moves = all_moves[trial % 4];
        opt.metric = metric ? FLOWFIELD_METRIC_BFS : FLOWFIELD_METRIC_EXACT;
        for (again = 0; again < 2; again++) { /* the shared (larger) workspace, twice */
            flowfield_result r = flowfield_compute(st->ws, st->field, &grid, goals, ngoals, &opt, NULL);
            CHECK(r == FLOWFIELD_OK, "workspace sizes %d: %s", trial, flowfield_result_string(r));
            if (again == 0) {
                memcpy(cost, flowfield_costs(st->field), sizeof(float) * (size_t)n);
                memcpy(code, flowfield_codes(st->field), (size_t)n);
            } else
                CHECK(!memcmp(cost, flowfield_costs(st->field), sizeof(float) * (size_t)n) &&
                          !memcmp(code, flowfield_codes(st->field), (size_t)n),
                      "workspace sizes %d (%dx%d): a second field from the same workspace differs", trial, w, h);
        }
        {
            flowfield_result r = flowfield_compute(own, st->field, &grid, goals, ngoals, &opt, NULL);
            CHECK(r == FLOWFIELD_OK, "workspace sizes %d: own workspace: %s", trial, flowfield_result_string(r));
            CHECK(!memcmp(cost, flowfield_costs(st->field), sizeof(float) * (size_t)n),
                  "workspace sizes %d (%dx%d %s): costs differ with a workspace sized for the grid", trial, w, h,
                  metric ? "bfs" : "exact");
            CHECK(w <= 7 || !memcmp(code, flowfield_codes(st->field), (size_t)n),
                  "workspace sizes %d (%dx%d %s): directions differ with a workspace sized for the grid", trial, w,
                  h, metric ? "bfs" : "exact");
        }
        flowfield_workspace_destroy(own);
    }
}

/* Costs far apart: the bucket ring (1024 buckets) overflows and the overflow list is used. */
static void test_wide_costs(setup *st) {
    uint32_t rng = 777u;
    int trial, cells[MAXW * MAXH];
    for (trial = 0; trial < 150; trial++) {
        int w = 2 + (int)(ref_rand(&rng) % (MAXW - 1)), h = 2 + (int)(ref_rand(&rng) % (MAXH - 1));
        int i, ngoals;
        gridpath_point goals[4];
        char what[120];
        for (i = 0; i < w * h; i++) {
            uint32_t r = ref_rand(&rng) % 10;
            cells[i] = r == 0 ? 0 : r < 6 ? 1 : r < 8 ? 1000 + (int)(ref_rand(&rng) % 5000) : 300000;
        }
        random_goals(&rng, cells, w, h, goals, &ngoals, 1 + trial % 3);
        if (ngoals == 0) continue;
        snprintf(what, sizeof what, "wide costs trial %d (%dx%d)", trial, w, h);
        check_grid(st, cells, w, h, goals, ngoals, GRIDPATH_MOVES_8_NO_CORNER_CUT,
                   FLOWFIELD_METRIC_EXACT, 0.0, what);
        check_grid(st, cells, w, h, goals, ngoals, GRIDPATH_MOVES_4, FLOWFIELD_METRIC_EXACT,
                   trial % 2 ? 0.0 : 2500.5, what);
    }
}

/* >>sight */
/* Line of sight is exact: a reached cell is flagged if and only if it sees some other goal (its
 * segment to the goal's centre touches only cells of the goal's value) whose straight cost is at
 * most the cell's own (ref_sight), and it steers at the nearest such goal (distances compared, so
 * either of two equally near ones will do). With the pass's lists squeezed (TEST_SIGHT_SQUEEZED,
 * tests/test_flowfield_sight_room.c) it is conservative only: every flag true, some missed,
 * open ground still whole. Costs from the reference, every move rule, max_distance sometimes. */
#ifndef TEST_SIGHT_SQUEEZED
#define TEST_SIGHT_SQUEEZED 0
#endif
static void test_sight(setup *st) {
    uint32_t rng = 4242u;
    int trial, cells[MAXW * MAXH], steps[MAXW * MAXH], sources[4], gx[4], gy[4];
    long long rs[MAXW * MAXH], rd[MAXW * MAXH];
    long seeing = 0, blind = 0, found = 0, unsure = 0; /* reached cells by ref_sight's answer; flagged */
    for (trial = 0; trial < 400; trial++) {
        int w = 1 + (int)(ref_rand(&rng) % MAXW), h = 1 + (int)(ref_rand(&rng) % MAXH), c, ngoals, i;
        int flagged = 0, open = trial % 5 == 0, four, bfs, limited;
        gridpath_point goals[4];
        gridpath_grid grid;
        flowfield_options opt;
        flowfield_info info;
        flowfield_result r;
        const uint8_t *code;
        flowfield_workspace *own;
        /* the draws in a fixed order, as in test_random_grids: the seed, then the density */
        const uint32_t seed = ref_rand(&rng), density = open ? 0u : ref_rand(&rng);
        if (open) ref_gen_random(cells, w, h, 0.0, 1, seed);
        else ref_gen_random(cells, w, h, 0.04 * (double)(density % 8), trial % 3 ? 1 : 3, seed);
        random_goals(&rng, cells, w, h, goals, &ngoals, open ? 1 : 1 + trial % 4);
        if (ngoals == 0) continue;
        grid.cells = cells;
        grid.width = w;
        grid.height = h;
        memset(&opt, 0, sizeof opt);
        opt.line_of_sight = 1;
        opt.metric = trial % 2 ? FLOWFIELD_METRIC_BFS : FLOWFIELD_METRIC_EXACT;
        opt.moves = (gridpath_moves)(trial / 2 % 5); /* 0 (the default) to GRIDPATH_MOVES_8_ALWAYS */
        limited = !open && trial % 7 == 3;
        if (limited) opt.max_distance = 4.5;
        bfs = opt.metric == FLOWFIELD_METRIC_BFS;
        four = opt.moves == GRIDPATH_MOVES_4;
        /* every other pair of trials in a workspace sized for the grid: the shadow lists' room
         * is an eighth of the workspace's cells, and a full list shadows more than it should */
        own = trial / 2 % 2 ? flowfield_workspace_create(w, h, NULL) : NULL;
        CHECK(trial / 2 % 2 == 0 || own != NULL, "sight trial %d: create", trial);
        r = flowfield_compute(own ? own : st->ws, st->field, &grid, goals, ngoals, &opt, &info);
        flowfield_workspace_destroy(own);
        CHECK(r == FLOWFIELD_OK, "sight trial %d: %s", trial, flowfield_result_string(r));
        if (r != FLOWFIELD_OK) continue;
        for (i = 0; i < ngoals; i++) {
            sources[i] = goals[i].y * w + goals[i].x;
            gx[i] = goals[i].x;
            gy[i] = goals[i].y;
        }
        if (bfs) ref_bfs(cells, w, h, ref_moves_from_gridpath((int)opt.moves), sources, ngoals, steps);
        else ref_dijkstra_exact(cells, w, h, ref_moves_from_gridpath((int)opt.moves), sources, ngoals, 1, rs, rd);
        code = flowfield_codes(st->field);
        for (c = 0; c < w * h; c++) {
            int x = c % w, y = c / w, sees, want;
            long best = -1;
            gridpath_point g = {-1, -1};
            sees = flowfield_sight_goal(st->field, x, y, &g);
            CHECK(sees == ((code[c] & FLOWFIELD_CODE_SIGHT) != 0), "sight flag and reader disagree");
            if (!(code[c] & FLOWFIELD_CODE_REACHED)) {
                CHECK(!sees, "sight on an unreached cell");
                continue;
            }
            want = ref_sight(cells, w, h, x, y, bfs ? (double)steps[c] : (double)rs[c] + (double)rd[c] * (double)REF_SQRT2L,
                             bfs, four, gx, gy, ngoals, &best);
            found += sees;
            flagged += sees;
            if (want < 0) {
                unsure++;
                continue;
            }
            seeing += want;
            blind += !want;
            CHECK(sees == want || (TEST_SIGHT_SQUEEZED && !sees), "sight trial %d: (%d,%d) %s, but %s", trial, x,
                  y, sees ? "flagged" : "not flagged", want ? "it sees a goal worth heading for" : "no goal qualifies");
            if (!sees || !want) continue;
            for (i = 0; i < ngoals; i++)
                if (goals[i].x == g.x && goals[i].y == g.y) break;
            CHECK(i < ngoals, "sight goal (%d,%d) is not a goal", g.x, g.y);
            CHECK(ref_sees(cells, w, h, x, y, g.x, g.y) &&
                      (TEST_SIGHT_SQUEEZED || (long)(g.x - x) * (g.x - x) + (long)(g.y - y) * (g.y - y) == best),
                  "sight trial %d: (%d,%d) steers at goal (%d,%d), not at the nearest goal worth heading for",
                  trial, x, y, g.x, g.y);
        }
        CHECK(flagged == info.sight, "info.sight %d, counted %d", (int)info.sight, flagged);
        if (open) /* open ground: every cell but the goal sees it, and straight is never dearer */
            CHECK(flagged == w * h - 1, "open %dx%d: %d cells see the goal, expected %d", w, h, flagged,
                  w * h - 1);
    }
    /* both kinds in numbers, or the comparison above proved little */
    printf("NOTE: line of sight: %ld reached cells head straight for a goal, %ld do not, %ld too close to "
           "call; %ld flagged\n", seeing, blind, unsure, found);
    CHECK(seeing > 10000 && blind > 10000 && unsure * 1000 < seeing, "line of sight: %ld seeing, %ld blind, %ld unsure",
          seeing, blind, unsure);
    /* squeezed, the conservative merging must have run (and dropped some) */
    CHECK(TEST_SIGHT_SQUEEZED ? found < seeing && found * 2 > seeing : found == seeing,
          "line of sight: %ld of %ld seeing cells flagged", found, seeing);
}

/* >>sampling */
static float vlen(flowfield_vec2 v) { return sqrtf(v.x * v.x + v.y * v.y); }

/* Under 4 neighbours or NO_CORNER_CUT without max_distance (where a free side of a reached cell's
 * diagonal step is reached too), the sample v at (x, y) has no part toward a straight neighbour
 * of its cell that is not reached: a wall, an unreached cell, or outside the grid. */
static void check_no_push(const setup *st, int w, int h, float x, float y, flowfield_vec2 v, int trial) {
    const uint8_t *code = flowfield_codes(st->field);
    const int cx = (int)x, cy = (int)y;
    CHECK((v.x <= 0.0f || reached_at(code, w, h, cx + 1, cy)) &&
              (v.x >= 0.0f || reached_at(code, w, h, cx - 1, cy)) &&
              (v.y <= 0.0f || reached_at(code, w, h, cx, cy + 1)) &&
              (v.y >= 0.0f || reached_at(code, w, h, cx, cy - 1)),
          "trial %d (%dx%d): sample (%f,%f) at (%f,%f) leads toward a cell not reached", trial, w, h, (double)v.x,
          (double)v.y, (double)x, (double)y);
}

/* >>regions: flowfield_goal_regions against the test's own walk along the field (directions, or
 * straight to a sighted goal), and, without sight under the rules whose directions are optimal,
 * against a textbook search from the goal it names alone: that goal is a nearest one */
static int first_goal_at(const gridpath_point *goals, int n, int x, int y) {
    int i;
    for (i = 0; i < n; i++)
        if (goals[i].x == x && goals[i].y == y) return i;
    return -1;
}
static int walk_to_goal(const flowfield_field *field, int w, int h, const gridpath_point *goals, int n, int x, int y) {
    const uint8_t *code = flowfield_codes(field);
    int steps = 0;
    if (!(code[y * w + x] & FLOWFIELD_CODE_REACHED)) return -1;
    while (steps++ <= w * h) {
        gridpath_point g;
        int dir;
        if (code[y * w + x] & FLOWFIELD_CODE_GOAL) return first_goal_at(goals, n, x, y);
        if (flowfield_sight_goal(field, x, y, &g)) return first_goal_at(goals, n, g.x, g.y);
        dir = flowfield_direction(field, x, y);
        if (dir < 0) return -1;
        x += dxs[dir];
        y += dys[dir];
    }
    return -1; /* a cycle */
}
static void test_goal_regions(setup *st) {
    uint32_t rng = 8080u;
    static int cells[MAXW * MAXH], region[MAXW * MAXH + 4], steps[MAXW * MAXH], one_steps[MAXW * MAXH];
    static long long rs[MAXW * MAXH], rd[MAXW * MAXH], one_s[MAXW * MAXH], one_d[MAXW * MAXH];
    long split = 0, sighted = 0, nearest = 0, dead = 0;
    int trial;
    for (trial = 0; trial < 1200; trial++) {
        const int w = 1 + (int)(ref_rand(&rng) % MAXW), h = 1 + (int)(ref_rand(&rng) % MAXH);
        const uint32_t seed = ref_rand(&rng), density = ref_rand(&rng);
        gridpath_point goals[6], listed[6];
        gridpath_grid grid;
        flowfield_options opt;
        flowfield_result r;
        int ngoals, nlisted, i, c, refm, used[6] = {0, 0, 0, 0, 0, 0}, regions_seen = 0;
        const uint8_t *code;
        ref_gen_random(cells, w, h, 0.05 * (double)(density % 7), trial % 4 ? 1 : 5, seed);
        random_goals(&rng, cells, w, h, goals, &ngoals, 1 + trial % 4);
        if (ngoals == 0) continue;
        grid.cells = cells;
        grid.width = w;
        grid.height = h;
        memset(&opt, 0, sizeof opt);
        opt.metric = trial % 2 ? FLOWFIELD_METRIC_BFS : FLOWFIELD_METRIC_EXACT;
        opt.moves = (gridpath_moves)(trial / 2 % 5); /* 0 (the default) to GRIDPATH_MOVES_8_ALWAYS */
        opt.line_of_sight = trial / 10 % 2;
        if (trial % 9 == 4) opt.max_distance = 0.5 + (double)(ref_rand(&rng) % 10);
        r = flowfield_compute(st->ws, st->field, &grid, goals, ngoals, &opt, NULL);
        CHECK(r == FLOWFIELD_OK, "regions trial %d: %s", trial, flowfield_result_string(r));
        if (r != FLOWFIELD_OK) continue;
        /* the goals as the caller may list them again: reversed on some trials, the first one
         * repeated at the end on others (its first index counts) */
        nlisted = ngoals;
        for (i = 0; i < ngoals; i++) listed[i] = trial % 3 == 1 ? goals[ngoals - 1 - i] : goals[i];
        if (trial % 3 == 2) listed[nlisted++] = goals[0];
        /* past the cells: -7, or on odd trials -2, what the function writes first into a
         * reached cell that is no goal (a loop one cell too far would take it for one) */
        for (c = 0; c < w * h + 4; c++) region[c] = c < w * h || trial % 2 == 0 ? -7 : -2;
        r = flowfield_goal_regions(st->field, listed, nlisted, region);
        CHECK(r == FLOWFIELD_OK, "regions trial %d: %s", trial, flowfield_result_string(r));
        CHECK(region[w * h] == region[w * h + 3] && region[w * h] == (trial % 2 ? -2 : -7),
              "regions trial %d: written past the cells", trial);
        { /* again into a buffer of exactly the cells, on the heap: AddressSanitizer sees a read past it */
            int *exact = (int *)malloc((size_t)(w * h) * sizeof *exact);
            CHECK(exact && flowfield_goal_regions(st->field, listed, nlisted, exact) == FLOWFIELD_OK &&
                      memcmp(exact, region, (size_t)(w * h) * sizeof *exact) == 0,
                  "regions trial %d: a buffer of exactly the cells differs", trial);
            free(exact);
        }
        code = flowfield_codes(st->field);
        refm = ref_moves_from_gridpath((int)opt.moves);
        for (c = 0; c < w * h; c++) {
            const int want = walk_to_goal(st->field, w, h, listed, nlisted, c % w, c / w);
            CHECK(region[c] == want, "regions trial %d: (%d,%d) has region %d, the walk reaches %d", trial, c % w,
                  c / w, region[c], want);
            if (want >= 0 && !used[want]) {
                used[want] = 1;
                regions_seen++;
            }
            sighted += (code[c] & FLOWFIELD_CODE_SIGHT) != 0;
            if (code[c] & FLOWFIELD_CODE_REACHED && region[c] < 0) {
                dead++;
                CHECK(opt.moves == GRIDPATH_MOVES_8_ALWAYS, "regions trial %d: reached (%d,%d) leads to no goal", trial,
                      c % w, c / w);
            }
        }
        split += regions_seen > 1;
        if (opt.line_of_sight || opt.moves == GRIDPATH_MOVES_8_ONE_FREE || opt.moves == GRIDPATH_MOVES_8_ALWAYS)
            continue;
        /* a nearest goal: its own field's cost equals the field of all goals' at every cell it holds */
        {
            int sources[6];
            for (i = 0; i < ngoals; i++) sources[i] = goals[i].y * w + goals[i].x;
            if (opt.metric == FLOWFIELD_METRIC_BFS) ref_bfs(cells, w, h, refm, sources, ngoals, steps);
            else ref_dijkstra_exact(cells, w, h, refm, sources, ngoals, 1, rs, rd);
            for (i = 0; i < nlisted; i++) {
                const int source = listed[i].y * w + listed[i].x;
                if (!used[i]) continue;
                if (opt.metric == FLOWFIELD_METRIC_BFS) ref_bfs(cells, w, h, refm, &source, 1, one_steps);
                else ref_dijkstra_exact(cells, w, h, refm, &source, 1, 1, one_s, one_d);
                for (c = 0; c < w * h; c++) {
                    if (region[c] != i) continue;
                    nearest++;
                    if (opt.metric == FLOWFIELD_METRIC_BFS)
                        CHECK(one_steps[c] == steps[c], "regions trial %d: (%d,%d) is %d steps from goal %d, %d from the nearest",
                              trial, c % w, c / w, one_steps[c], i, steps[c]);
                    else
                        CHECK(one_s[c] == rs[c] && one_d[c] == rd[c],
                              "regions trial %d: (%d,%d) costs %lld + %lld*sqrt2 from goal %d, %lld + %lld*sqrt2 from the nearest",
                              trial, c % w, c / w, one_s[c], one_d[c], i, rs[c], rd[c]);
                }
            }
        }
    }
    /* the trials reach what they test: fields split between goals, sighted cells, dead ends */
    CHECK(split > 100 && sighted > 1000 && nearest > 10000 && dead > 0,
          "regions: %ld split fields, %ld sighted cells, %ld nearest checks, %ld dead ends", split, sighted, nearest, dead);
    printf("goal regions: %ld fields split between goals, %ld sighted cells, %ld cells checked nearest, %ld dead ends\n",
           split, sighted, nearest, dead);
}

/* flowfield_goal_regions' bad inputs: a result code for each; nothing written but where the goals
 * are not the field's (then every entry -1) */
static void test_goal_regions_bad(setup *st) {
    enum { W = 5, H = 3 };
    static const int cells[W * H] = {1, 1, 1, 1, 1, 1, 0, 0, 0, 1, 1, 1, 1, 1, 1};
    gridpath_grid grid = {cells, W, H};
    gridpath_point goals[2] = {{0, 0}, {4, 2}}, other[2] = {{0, 0}, {1, 0}};
    /* past each side, a corner, far off: each alone and after a goal of the field */
    static const gridpath_point outside[7] = {{-1, 0}, {0, -1}, {W, 0}, {0, H}, {-1, H}, {W, -1}, {INT_MIN, INT_MAX}};
    gridpath_point pair[2];
    int region[W * H + 2], c, k, all_minus_one;
    flowfield_field *fresh = flowfield_field_create(W, H, NULL);
    CHECK(flowfield_compute(st->ws, st->field, &grid, goals, 2, NULL, NULL) == FLOWFIELD_OK, "regions: the field");
#define REGION_FILL() for (c = 0; c < W * H + 2; c++) region[c] = -7
#define REGION_UNTOUCHED() (region[0] == -7 && region[W * H - 1] == -7 && region[W * H + 1] == -7)
    REGION_FILL();
    CHECK(flowfield_goal_regions(NULL, goals, 2, region) == FLOWFIELD_INVALID_ARGUMENT && REGION_UNTOUCHED(), "regions: NULL field");
    CHECK(flowfield_goal_regions(st->field, NULL, 2, region) == FLOWFIELD_INVALID_ARGUMENT && REGION_UNTOUCHED(), "regions: NULL goals");
    CHECK(flowfield_goal_regions(st->field, goals, 2, NULL) == FLOWFIELD_INVALID_ARGUMENT, "regions: NULL region");
    CHECK(flowfield_goal_regions(st->field, goals, 0, region) == FLOWFIELD_NO_GOALS && REGION_UNTOUCHED(), "regions: no goals");
    CHECK(flowfield_goal_regions(st->field, goals, -1, region) == FLOWFIELD_INVALID_ARGUMENT && REGION_UNTOUCHED(), "regions: -1 goals");
    for (k = 0; k < 7; k++) {
        REGION_FILL();
        pair[0] = goals[0];
        pair[1] = outside[k];
        CHECK(flowfield_goal_regions(st->field, &outside[k], 1, region) == FLOWFIELD_GOAL_OUTSIDE && REGION_UNTOUCHED() &&
                  flowfield_goal_regions(st->field, pair, 2, region) == FLOWFIELD_GOAL_OUTSIDE && REGION_UNTOUCHED(),
              "regions: a goal outside, (%d, %d)", outside[k].x, outside[k].y);
    }
    CHECK(flowfield_goal_regions(st->field, goals, 1, region) == FLOWFIELD_INVALID_ARGUMENT, "regions: a goal missing");
    for (all_minus_one = 1, c = 0; c < W * H; c++) all_minus_one &= region[c] == -1;
    CHECK(all_minus_one && region[W * H] == -7, "regions: a goal missing leaves every entry -1 and no more");
    REGION_FILL();
    CHECK(flowfield_goal_regions(st->field, other, 2, region) == FLOWFIELD_INVALID_ARGUMENT, "regions: a cell that is no goal");
    for (all_minus_one = 1, c = 0; c < W * H; c++) all_minus_one &= region[c] == -1;
    CHECK(all_minus_one && region[W * H] == -7, "regions: a cell that is no goal leaves every entry -1");
    CHECK(fresh && flowfield_goal_regions(fresh, goals, 2, region) == FLOWFIELD_INVALID_ARGUMENT, "regions: a field never computed");
    goals[1].x = 1; goals[1].y = 1; /* blocked: the computation fails, the field holds nothing */
    CHECK(flowfield_compute(st->ws, st->field, &grid, goals, 2, NULL, NULL) == FLOWFIELD_GOAL_BLOCKED &&
              flowfield_goal_regions(st->field, goals, 1, region) == FLOWFIELD_INVALID_ARGUMENT,
          "regions: a field whose computation failed");
    goals[1].x = 4; goals[1].y = 2;
    CHECK(flowfield_compute(st->ws, st->field, &grid, goals, 2, NULL, NULL) == FLOWFIELD_OK &&
              flowfield_goal_regions(st->field, goals, 2, region) == FLOWFIELD_OK && region[0] == 0 &&
              region[W * H - 1] == 1 && region[6] == -1 && region[1] == 0 && region[W * H - 2] == 1,
          "regions: the two goals split the ring, the walls have none");
#undef REGION_FILL
#undef REGION_UNTOUCHED
    flowfield_field_destroy(fresh);
}

static void test_sampling(setup *st) {
    uint32_t rng = 99u;
    int trial, cells[MAXW * MAXH];
    long agents_total = 0, arrived_total = 0;
    for (trial = 0; trial < 300; trial++) {
        int w = 4 + (int)(ref_rand(&rng) % (MAXW - 3)), h = 4 + (int)(ref_rand(&rng) % (MAXH - 3));
        int ngoals, i, k;
        gridpath_point goals[3];
        gridpath_grid grid;
        flowfield_options opt;
        flowfield_result r;
        const uint8_t *code;
        if (trial % 4 == 0) ref_gen_maze(cells, w, h, 1 + trial % 3, ref_rand(&rng));
        else ref_gen_random(cells, w, h, 0.05 * (double)(trial % 7), 1 + trial % 3, ref_rand(&rng));
        random_goals(&rng, cells, w, h, goals, &ngoals, 1 + trial % 3);
        if (ngoals == 0) continue;
        grid.cells = cells;
        grid.width = w;
        grid.height = h;
        memset(&opt, 0, sizeof opt);
        opt.line_of_sight = trial % 2;
        opt.metric = trial % 3 == 0 ? FLOWFIELD_METRIC_BFS : FLOWFIELD_METRIC_EXACT;
        opt.moves = trial % 5 == 0 ? GRIDPATH_MOVES_4 : GRIDPATH_MOVES_DEFAULT;
        r = flowfield_compute(st->ws, st->field, &grid, goals, ngoals, &opt, NULL);
        CHECK(r == FLOWFIELD_OK, "sampling trial %d: %s", trial, flowfield_result_string(r));
        if (r != FLOWFIELD_OK) continue;
        code = flowfield_codes(st->field);
        /* unit length on reached non-goal cells; zero on goals, unreached and blocked cells */
        for (k = 0; k < 200; k++) {
            /* volatile: rounded to float, as flowfield_sample receives them (clang x87 with
             * -ffast-math kept 13.99999... for x = 14.0 and tested cell 13) */
            volatile float x = (float)(ref_rand(&rng) % 100000) / 100000.0f * (float)w;
            volatile float y = (float)(ref_rand(&rng) % 100000) / 100000.0f * (float)h;
            int c = (int)y * w + (int)x;
            flowfield_vec2 v = flowfield_sample(st->field, x, y);
            if ((code[c] & FLOWFIELD_CODE_REACHED) && !(code[c] & FLOWFIELD_CODE_GOAL)) {
                CHECK(fabsf(vlen(v) - 1.0f) < 1e-4f, "trial %d: |v| = %f at (%f,%f)", trial,
                      (double)vlen(v), (double)x, (double)y);
                check_no_push(st, w, h, x, y, v, trial);
            } else
                CHECK(v.x == 0.0f && v.y == 0.0f, "trial %d: nonzero (%f,%f) at (%f,%f), code %u", trial,
                      (double)v.x, (double)v.y, (double)x, (double)y, (unsigned)code[c]);
        }
        /* the cells along the grid's edges, 16 points each (the clamp's neighbours outside it) */
        for (k = 0; k < w * h * 16; k++) {
            const int c = k / 16, cx = c % w, cy = c / w;
            const float x = (float)cx + 0.05f + 0.3f * (float)(k % 4), y = (float)cy + 0.05f + 0.3f * (float)(k / 4 % 4);
            if ((cx > 0 && cy > 0 && cx < w - 1 && cy < h - 1) || !(code[c] & FLOWFIELD_CODE_REACHED) ||
                (code[c] & FLOWFIELD_CODE_GOAL))
                continue;
            check_no_push(st, w, h, x, y, flowfield_sample(st->field, x, y), trial);
        }
        /* outside the grid: back in */
        for (k = 0; k < 20; k++) {
            float x = (float)((int)(ref_rand(&rng) % 200) - 100) / 10.0f + (k % 2 ? (float)w : 0.0f);
            float y = (float)((int)(ref_rand(&rng) % 200) - 100) / 10.0f;
            flowfield_vec2 v = flowfield_sample(st->field, x, y);
            if (x >= 0 && y >= 0 && x < (float)w && y < (float)h) continue;
            CHECK(v.x * ((float)w * 0.5f - x) + v.y * ((float)h * 0.5f - y) > 0.0f &&
                      fabsf(vlen(v) - 1.0f) < 1e-4f,
                  "outside (%f,%f): v = (%f,%f) does not lead back in", (double)x, (double)y,
                  (double)v.x, (double)v.y);
        }
        /* agents: half-cell steps (and random shorter ones) never enter a blocked cell, and
         * those of 0.5, 0.4 and 0.25 cells all arrive (with these move rules every reached
         * cell has a direction) within 4 times their cost in distance */
        for (i = 0; i < 40; i++) {
            int c = (int)(ref_rand(&rng) % (uint32_t)(w * h)), t, inside = 1, limit;
            float x, y;
            const float fixed = i % 4 == 0 ? 0.5f : i % 4 == 1 ? 0.4f : i % 4 == 2 ? 0.25f : 0.0f;
            if (!(code[c] & FLOWFIELD_CODE_REACHED)) continue;
            x = (float)(c % w) + (float)(ref_rand(&rng) % 1000) / 1000.0f;
            y = (float)(c / w) + (float)(ref_rand(&rng) % 1000) / 1000.0f;
            if (fixed > 0.0f) agents_total++;
            limit = (int)(4.0f * (flowfield_costs(st->field)[c] + 4.0f) / (fixed > 0.0f ? fixed : 0.05f)) + 200;
            for (t = 0; t < limit && inside; t++) {
                flowfield_vec2 v = flowfield_sample(st->field, x, y);
                float step = fixed > 0.0f ? fixed : 0.05f + 0.45f * (float)(ref_rand(&rng) % 1000) / 1000.0f;
                int cx, cy;
                if (v.x == 0.0f && v.y == 0.0f) break;
                x += v.x * step;
                y += v.y * step;
                cx = (int)floorf(x);
                cy = (int)floorf(y);
                inside = passable(cells, w, h, cx, cy);
                CHECK(inside, "trial %d agent %d: entered blocked/outside cell (%d,%d) at step %d", trial,
                      i, cx, cy, t);
            }
            if (fixed > 0.0f) {
                const int home = inside && (code[(int)y * w + (int)x] & FLOWFIELD_CODE_GOAL);
                arrived_total += home;
                CHECK(home, "trial %d agent %d (step %.2f) from cell (%d,%d) did not arrive: at (%f,%f)", trial,
                      i, (double)fixed, c % w, c / w, (double)x, (double)y);
            }
        }
    }
    CHECK(agents_total > 5000, "only %ld agents", agents_total);
    printf("NOTE: sampling: %ld of %ld agents arrived\n", arrived_total, agents_total);
}

/* Two neighbours pointing opposite ways around an obstacle: their blend nearly cancels, and
 * the corner rule took what was left of it, so until flowfield.h 0.8.17 an agent started at
 * (3.9, 0.5) bounced between rows 1 and 2 for ever (a review's map). It must arrive. */
static void test_sampling_no_bounce(setup *st) {
    static const char *rows[5] = {"###..###", "#......#", "#.#..#.#", "#.####.#", "#..GG..#"};
    int cells[8 * 5], i, step, arrived = 0, starts = 0;
    gridpath_point goals[2] = {{3, 4}, {4, 4}};
    gridpath_grid grid;
    flowfield_result r;
    for (i = 0; i < 40; i++) cells[i] = rows[i / 8][i % 8] != '#';
    grid.cells = cells;
    grid.width = 8;
    grid.height = 5;
    r = flowfield_compute(st->ws, st->field, &grid, goals, 2, NULL, NULL);
    CHECK(r == FLOWFIELD_OK, "no-bounce map: %s", flowfield_result_string(r));
    if (r != FLOWFIELD_OK) return;
    for (i = 0; i < 40 * 25; i++) {
        /* 25 starts per cell, every step length from 0.1 to 0.5 */
        float x = (float)(i / 25 % 8) + 0.1f + 0.2f * (float)(i % 5), y = (float)(i / 200) + 0.1f + 0.2f * (float)(i / 5 % 5);
        const float len = 0.1f * (float)(1 + i % 5);
        if (cells[(int)y * 8 + (int)x] <= 0) continue;
        starts++;
        for (step = 0; step < 400; step++) {
            flowfield_vec2 v;
            if (flowfield_codes(st->field)[(int)y * 8 + (int)x] & FLOWFIELD_CODE_GOAL) break;
            v = flowfield_sample(st->field, x, y);
            x += len * v.x;
            y += len * v.y;
            if (!(x >= 0.0f && y >= 0.0f && x < 8.0f && y < 5.0f) || cells[(int)y * 8 + (int)x] <= 0) break;
        }
        arrived += x >= 0.0f && y >= 0.0f && x < 8.0f && y < 5.0f &&
                   (flowfield_codes(st->field)[(int)y * 8 + (int)x] & FLOWFIELD_CODE_GOAL) != 0;
    }
    CHECK(starts > 400 && arrived == starts, "no-bounce map: %d of %d agents arrived", arrived, starts);
}

/* Walk 9 agents from every reached non-goal cell of the field in st (steps of 0.5, 0.4 and
 * 0.25 cells) until each is on a goal, leaves the reached cells or runs out of steps; count
 * them, and fail (the first 5 per test) on any that does not arrive. */
/* Walks agents from 9 points of every reached cell to a goal; each one that does not arrive is a
 * failure (the first 5 are named), or with tolerant set only a NOTE (its caller checks the count;
 * tolerant 2: not even that for agents that stop, which ALWAYS's cells without a direction do). */
static void walk_agents_at(setup *st, int w, int h, const char *test, int trial, long *agents, long *arrived,
                           long *left, int tolerant) {
    const uint8_t *code = flowfield_codes(st->field);
    int i;
    for (i = 0; i < w * h * 9; i++) {
        const int c = i / 9, limit = (int)(4.0f * (flowfield_costs(st->field)[c] + 4.0f) / 0.25f) + 200;
        const float len = i % 3 == 0 ? 0.5f : i % 3 == 1 ? 0.4f : 0.25f;
        /* volatile: the position a float, as flowfield_sample receives it. clang for x87 (i386
         * without SSE maths) kept it at 80 bits across the loop, so the cell tested here and
         * the one sampled could differ at a border (9 failures, clang -m32 -O2) */
        volatile float x = (float)(c % w) + 0.1f + 0.4f * (float)(i % 3),
                       y = (float)(c / w) + 0.1f + 0.4f * (float)(i / 3 % 3);
        int t, home = 0, out = 0;
        if (!(code[c] & FLOWFIELD_CODE_REACHED) || (code[c] & FLOWFIELD_CODE_GOAL)) continue;
        (*agents)++;
        for (t = 0; t < limit && !home && !out; t++) {
            const flowfield_vec2 v = flowfield_sample(st->field, x, y);
            x += len * v.x;
            y += len * v.y;
            out = !(x >= 0.0f && y >= 0.0f && x < (float)w && y < (float)h) ||
                  !(code[(int)y * w + (int)x] & FLOWFIELD_CODE_REACHED);
            home = !out && (code[(int)y * w + (int)x] & FLOWFIELD_CODE_GOAL) != 0;
        }
        *arrived += home;
        *left += out;
        if (!home && tolerant && !out) {
            if (tolerant == 1) /* (2: stops are counted, not named) */
                printf("NOTE: %s trial %d (%dx%d): agent from cell (%d,%d), step %.2f, stopped at (%f,%f)\n", test,
                       trial, w, h, c % w, c / w, (double)len, (double)x, (double)y);
        } else if (!home && *agents - *arrived <= 5)
            CHECK(0, "%s trial %d (%dx%d): agent from cell (%d,%d), step %.2f, %s at (%f,%f)", test, trial, w, h,
                  c % w, c / w, (double)len, out ? "left the reached cells" : "stopped", (double)x, (double)y);
    }
}

static void walk_agents(setup *st, int w, int h, const char *test, int trial, long *agents, long *arrived,
                        long *left) {
    walk_agents_at(st, w, h, test, trial, agents, arrived, left, 0);
}

/* The field of cells (w x h) toward the goals with opt in st; a failure names test and trial.
 * 1 if it was computed. */
static int compute_field(setup *st, const int *cells, int w, int h, const gridpath_point *goals, int ngoals,
                         const flowfield_options *opt, const char *test, int trial) {
    gridpath_grid grid;
    flowfield_result r;
    grid.cells = cells;
    grid.width = w;
    grid.height = h;
    r = flowfield_compute(st->ws, st->field, &grid, goals, ngoals, opt, NULL);
    CHECK(r == FLOWFIELD_OK, "%s trial %d: %s", test, trial, flowfield_result_string(r));
    return r == FLOWFIELD_OK;
}

/* The field of cells (w x h) toward the goals with opt, then its agents walked as walk_agents_at */
static void field_and_walk(setup *st, const int *cells, int w, int h, const gridpath_point *goals, int ngoals,
                           const flowfield_options *opt, const char *test, int trial, long *agents, long *arrived,
                           long *left, int tolerant) {
    if (compute_field(st, cells, w, h, goals, ngoals, opt, test, trial))
        walk_agents_at(st, w, h, test, trial, agents, arrived, left, tolerant);
}

/* BFS options under ONE_FREE, line of sight on or off */
static flowfield_options one_free_bfs(int sight) {
    flowfield_options opt;
    memset(&opt, 0, sizeof opt);
    opt.metric = FLOWFIELD_METRIC_BFS;
    opt.moves = GRIDPATH_MOVES_8_ONE_FREE;
    opt.line_of_sight = sight;
    return opt;
}

/* The step flowfield_sample takes at the centre of a cell of a BFS field with diagonal moves, by
 * the rule flowfield.h's header gives (not by its code): a diagonal direction d becomes the
 * first straight step, in the order d's horizontal side, its vertical one, then the opposite
 * ones, into a reached neighbour one level down (under ONE_FREE and ALWAYS only a goal or one
 * whose own step goes down); else d. */
static int expected_steer(const flowfield_field *field, int w, int h, int x, int y, int corners) {
    const uint8_t *code = flowfield_codes(field);
    const float *cost = flowfield_costs(field);
    const int d = code[y * w + x] & FLOWFIELD_CODE_DIR_MASK;
    int order[4], k;
    if (!(d & 1)) return d;
    order[0] = dxs[d] > 0 ? 0 : 4;
    order[1] = dys[d] < 0 ? 2 : 6;
    order[2] = order[0] ^ 4;
    order[3] = order[1] ^ 4; /* (2 <-> 6) */
    for (k = 0; k < 4; k++) {
        const int nx = x + dxs[order[k]], ny = y + dys[order[k]], n = ny * w + nx;
        int nd;
        if (!reached_at(code, w, h, nx, ny) || cost[n] != cost[y * w + x] - 1.0f) continue;
        if (!corners || (code[n] & FLOWFIELD_CODE_GOAL)) return order[k];
        nd = code[n] & FLOWFIELD_CODE_DIR_MASK;
        if ((code[n] & FLOWFIELD_CODE_HAS_DIR) && cost[(ny + dys[nd]) * w + nx + dxs[nd]] == cost[n] - 1.0f)
            return order[k];
    }
    return d;
}

/* BFS fields with diagonal moves, every corner rule, no line of sight: at every reached cell's
 * centre flowfield_sample gives the unit step expected_steer names (the tie rule, which no walk
 * failed without: mutants of it survived every other test). */
static void test_sampling_straight_ties(setup *st) {
    static const gridpath_moves rules[3] = {GRIDPATH_MOVES_8_NO_CORNER_CUT, GRIDPATH_MOVES_8_ONE_FREE,
                                            GRIDPATH_MOVES_8_ALWAYS};
    uint32_t rng = 1811u;
    int trial, cells[MAXW * MAXH];
    long centres = 0, turned = 0;
    for (trial = 0; trial < 600; trial++) {
        const int w = 2 + (int)(ref_rand(&rng) % (MAXW - 1)), h = 2 + (int)(ref_rand(&rng) % (MAXH - 1));
        int ngoals, c;
        gridpath_point goals[3];
        flowfield_options opt;
        ref_gen_random(cells, w, h, 0.05 * (double)(trial % 7), 1, ref_rand(&rng));
        random_goals(&rng, cells, w, h, goals, &ngoals, 1 + trial % 3);
        if (ngoals == 0) continue;
        opt = one_free_bfs(0);
        opt.moves = rules[trial % 3];
        if (!compute_field(st, cells, w, h, goals, ngoals, &opt, "straight ties", trial)) continue;
        for (c = 0; c < w * h; c++) {
            const unsigned code = flowfield_codes(st->field)[c];
            const int x = c % w, y = c / w;
            int want;
            flowfield_vec2 v, u;
            if (!(code & FLOWFIELD_CODE_HAS_DIR)) continue;
            want = expected_steer(st->field, w, h, x, y, opt.moves != GRIDPATH_MOVES_8_NO_CORNER_CUT);
            u.x = (float)dxs[want];
            u.y = (float)dys[want];
            if (want & 1) u.x *= (float)(1.0 / SQRT2), u.y *= (float)(1.0 / SQRT2);
            v = flowfield_sample(st->field, (float)x + 0.5f, (float)y + 0.5f);
            centres++;
            turned += want != (int)(code & FLOWFIELD_CODE_DIR_MASK);
            CHECK(fabsf(v.x - u.x) < 1e-5f && fabsf(v.y - u.y) < 1e-5f,
                  "straight ties trial %d (%dx%d, moves %d): centre of (%d,%d), direction %u: sample (%f,%f), "
                  "expected direction %d",
                  trial, w, h, opt.moves, x, y, code & FLOWFIELD_CODE_DIR_MASK, (double)v.x, (double)v.y, want);
        }
    }
    CHECK(centres > 50000 && turned > 5000, "straight ties: %ld centres, %ld turned straight", centres, turned);
    printf("NOTE: straight ties: %ld cell centres, %ld diagonal directions sampled as straight steps\n", centres,
           turned);
}

/* BFS with several goals: a diagonal step is only as good as a straight one there, and which
 * one a cell got depended on the search's order, so two cells beside each other could point
 * diagonally across each other at two equally near goals; their blend cancelled and agents
 * circled between them (flowfield.h 0.8.17 on an open 4x6 grid with goals (0,2) and (2,3): 326
 * of 2,400 starts). flowfield_sample takes the straight step on such ties. Every agent must
 * arrive: that grid, then open and obstacle grids under the default rule with 2 or 3 goals. */
static void test_sampling_ties(setup *st) {
    uint32_t rng = 4242u;
    int trial, cells[MAXW * MAXH];
    long agents = 0, arrived = 0, left = 0;
    for (trial = 0; trial < 400; trial++) {
        const int w = trial == 0 ? 4 : 3 + (int)(ref_rand(&rng) % (MAXW - 2));
        const int h = trial == 0 ? 6 : 3 + (int)(ref_rand(&rng) % (MAXH - 2));
        int ngoals = trial == 0 ? 2 : 2 + (int)(ref_rand(&rng) % 2);
        gridpath_point goals[3] = {{0, 2}, {2, 3}, {0, 0}};
        flowfield_options opt;
        if (trial < 200) ref_gen_random(cells, w, h, 0.0, 1, 1u);
        else ref_gen_random(cells, w, h, 0.05 * (double)(1 + trial % 6), 1, ref_rand(&rng));
        if (trial > 0) random_goals(&rng, cells, w, h, goals, &ngoals, ngoals);
        if (ngoals < 2) continue;
        memset(&opt, 0, sizeof opt);
        opt.metric = FLOWFIELD_METRIC_BFS;
        field_and_walk(st, cells, w, h, goals, ngoals, &opt, "ties", trial, &agents, &arrived, &left, 0);
    }
    { /* ONE_FREE: a straight step taken for a diagonal cell into a cell whose own step is a level
       * step (its step down cut a corner) handed the agent back and forth beside a wall (a
       * review's grid, 0.8.18 before this); with the plain loops, whose search stores the
       * straight step in (2,1) itself, the field's own step did the same until 0.8.19 (which
       * steps (2,1) east instead, into a cell that steps down). */
        static const int review[20] = {1, 0, 0, 1, 1, 0, 3, 2, 1, 1, 0, 3, 1, 3, 0, 0, 1, 0, 1, 2};
        static const gridpath_point review_goals[2] = {{1, 3}, {4, 0}};
        gridpath_grid grid;
        const flowfield_options opt = one_free_bfs(1);
        flowfield_result r;
        grid.cells = review;
        grid.width = 5;
        grid.height = 4;
        r = flowfield_compute(st->ws, st->field, &grid, review_goals, 2, &opt, NULL);
        CHECK(r == FLOWFIELD_OK, "ties, review grid: %s", flowfield_result_string(r));
        if (r == FLOWFIELD_OK) walk_agents(st, 5, 4, "ties (ONE_FREE, review grid)", 0, &agents, &arrived, &left);
    }
    CHECK(agents > 100000 && arrived == agents, "ties: %ld of %ld agents arrived, %ld left the reached cells",
          arrived, agents, left);
    printf("NOTE: sampling with BFS ties: %ld of %ld agents arrived\n", arrived, agents);
}

/* One exactly sized workspace computing in turn a BFS field under ONE_FREE or ALWAYS, another
 * field (exact, another grid or rule), and the first again: the codes must be the same both
 * times. Until 0.8.20 a level cell beside a blocked or padding cell could count that cell as a
 * neighbour stepping into it, test it with steps left from the computation before, and read past
 * the workspace from the bottom padding row (AddressSanitizer) or write direction bits into
 * blocked cells' codes (found by a review's harness on grids 100-140 wide, 1-4 high). */
static void test_workspace_reuse_corners(void) {
    uint32_t rng = 5150u;
    int w, h, it, differ = 0, runs = 0;
    for (w = 100; w <= 140; w++)
        for (h = 1; h <= 4; h++)
            for (it = 0; it < 20; it++) {
                int cells[140 * 4], other[140 * 4], i, ngoals = 1 + (int)(ref_rand(&rng) % 3);
                const int density = (int)(ref_rand(&rng) % 50);
                const size_t wb = flowfield_workspace_size(w, h), fb = flowfield_field_size(w, h);
                unsigned char *wm = (unsigned char *)malloc(wb), *fm = (unsigned char *)malloc(fb), first[140 * 4];
                gridpath_point goals[3], single;
                gridpath_grid grid, grid2;
                flowfield_options opt, exact;
                flowfield_workspace *ws;
                flowfield_field *field;
                if (!wm || !fm) {
                    CHECK(0, "workspace reuse: out of memory");
                    free(wm);
                    free(fm);
                    return;
                }
                for (i = 0; i < w * h; i++) {
                    cells[i] = (int)(ref_rand(&rng) % 100) < density ? 0 : 1;
                    other[i] = 1 + (int)(ref_rand(&rng) % 3);
                }
                for (i = 0; i < ngoals; i++) {
                    goals[i].x = (int)(ref_rand(&rng) % (uint32_t)w);
                    goals[i].y = (int)(ref_rand(&rng) % (uint32_t)h);
                    cells[goals[i].y * w + goals[i].x] = 1;
                }
                single.x = (int)(ref_rand(&rng) % (uint32_t)w);
                single.y = (int)(ref_rand(&rng) % (uint32_t)h);
                grid.cells = cells;
                grid2.cells = (it & 4) ? other : cells;
                grid.width = grid2.width = w;
                grid.height = grid2.height = h;
                memset(wm, 0, wb);
                ws = flowfield_workspace_init(wm, wb, w, h);
                field = flowfield_field_init(fm, fb, w, h);
                opt = one_free_bfs(0);
                if (it & 1) opt.moves = GRIDPATH_MOVES_8_ALWAYS;
                memset(&exact, 0, sizeof exact);
                exact.moves = (it & 2) ? GRIDPATH_MOVES_DEFAULT : GRIDPATH_MOVES_8_ONE_FREE;
                if (flowfield_compute(ws, field, &grid, goals, ngoals, &opt, NULL) == FLOWFIELD_OK) {
                    memcpy(first, flowfield_codes(field), (size_t)(w * h));
                    (void)flowfield_compute(ws, field, &grid2, &single, 1, &exact, NULL); /* (may be refused) */
                    runs++;
                    if (flowfield_compute(ws, field, &grid, goals, ngoals, &opt, NULL) != FLOWFIELD_OK ||
                        memcmp(first, flowfield_codes(field), (size_t)(w * h)) != 0)
                        differ++;
                }
                free(wm);
                free(fm);
            }
    CHECK(runs > 3000 && differ == 0, "workspace reuse (ONE_FREE, ALWAYS): %d of %d fields differ the second time",
          differ, runs);
}

/* BFS under ONE_FREE: a cell whose search step cuts a corner takes a clean step down instead or,
 * with none, a level step to an equally near neighbour that steps down cleanly. A cell stepping
 * down into such a level cell sent its agents there and on sideways, and beside a wall they were
 * handed back and forth for ever (0.8.18: 24 of 9,963,864 agents on 6,000 grids with 10% walls,
 * measured outside the tests). Since 0.8.19 such a cell steps into another nearer neighbour that
 * does not go level, where it has one; since 0.8.20, where it has none and its step is
 * diagonal, straight into another nearer level cell (0.8.19 with the runs loop forced: 1 of these
 * 1,305,342 agents circled, from cell (3,2) of trial 179). At most 1 in a million may fail to
 * arrive (0.8.18: 2 with the default loops); none of the fixed 7x13 grid's. */
static void test_sampling_one_free(setup *st) {
    uint32_t rng = 90210u;
    int trial, cells[MAXW * MAXH];
    long agents = 0, arrived = 0, left = 0;
    for (trial = 0; trial < 800; trial++) {
        const int w = 3 + (int)(ref_rand(&rng) % (MAXW - 2)), h = 3 + (int)(ref_rand(&rng) % (MAXH - 2));
        int ngoals;
        gridpath_point goals[3];
        flowfield_options opt;
        ref_gen_random(cells, w, h, 0.05 * (double)(1 + trial % 3), 1, ref_rand(&rng));
        random_goals(&rng, cells, w, h, goals, &ngoals, 1 + trial % 3);
        if (ngoals < 1) continue;
        opt = one_free_bfs(trial % 2);
        field_and_walk(st, cells, w, h, goals, ngoals, &opt, "ONE_FREE", trial, &agents, &arrived, &left, 1);
    }
    { /* a cell stepping diagonally into a level cell, whose other nearer neighbours were level
       * cells too, kept its step; the cell above it pointed back round the wall and agents
       * circled between the two (0.8.19, every loop; found by a harness of 6,000 grids with 40%
       * walls, 14 of 3,928,332 agents). Since 0.8.20 it steps straight into the other level cell.
       * Every agent of this grid must arrive. */
        static const char *const rows[13] = {".......", "..#..#.", "##.###.", "#.####.", "##...#.",
                                             "#..#...", "#..#.#.", "##.##..", ".#..#..", "......#",
                                             "..#....", "....#..", ".#.#.##"};
        static const gridpath_point circled_goals[3] = {{2, 6}, {2, 11}, {6, 8}};
        const flowfield_options opt = one_free_bfs(1);
        /* (a workspace sized for this grid: on grids 7 wide, the loop that runs, and so which of
         * two equal steps a cell gets, depends on the workspace's size; the harness's found it) */
        flowfield_workspace *ws = flowfield_workspace_create(7, 13, NULL);
        gridpath_grid grid;
        flowfield_result r;
        int i, circled = 0, walked = 0;
        for (i = 0; i < 7 * 13; i++) cells[i] = rows[i / 7][i % 7] != '#';
        grid.cells = cells;
        grid.width = 7;
        grid.height = 13;
        CHECK(ws != NULL, "ONE_FREE 7x13 grid: no workspace");
        r = flowfield_compute(ws, st->field, &grid, circled_goals, 3, &opt, NULL); /* (NULL: refused) */
        flowfield_workspace_destroy(ws);
        CHECK(r == FLOWFIELD_OK, "ONE_FREE 7x13 grid: %s", flowfield_result_string(r));
        /* 16 starts per reached cell (x and y at 0.2, 0.4, 0.6, 0.8 into it: the harness's were
         * 0.2 and 0.8), steps of 0.5, 0.4 and 0.25 */
        for (i = 0; r == FLOWFIELD_OK && i < 7 * 13 * 48; i++) {
            const uint8_t *code = flowfield_codes(st->field);
            const int c = i / 48, k = i % 48;
            const float len = k % 3 == 0 ? 0.5f : k % 3 == 1 ? 0.4f : 0.25f;
            float x = (float)(c % 7) + 0.2f + 0.2f * (float)(k / 3 % 4), y = (float)(c / 7) + 0.2f + 0.2f * (float)(k / 12);
            int t, home = 0;
            if (!(code[c] & FLOWFIELD_CODE_REACHED) || (code[c] & FLOWFIELD_CODE_GOAL)) continue;
            walked++;
            for (t = 0; t < 400 && !home; t++) {
                const flowfield_vec2 v = flowfield_sample(st->field, x, y);
                x += len * v.x;
                y += len * v.y;
                if (!(x >= 0.0f && y >= 0.0f && x < 7.0f && y < 13.0f) || !(code[(int)y * 7 + (int)x] & FLOWFIELD_CODE_REACHED))
                    break;
                home = (code[(int)y * 7 + (int)x] & FLOWFIELD_CODE_GOAL) != 0;
            }
            if (!home && ++circled <= 3)
                CHECK(0, "ONE_FREE 7x13 grid: agent from cell (%d,%d), step %.2f, stopped at (%f,%f)", c % 7, c / 7,
                      (double)len, (double)x, (double)y);
        }
        CHECK(walked > 2000 && circled == 0, "ONE_FREE 7x13 grid: %d of %d agents did not arrive", circled, walked);
    }
    CHECK(agents > 1000000 && (agents - arrived) * 1000000 <= agents && left == 0,
          "ONE_FREE: %ld of %ld agents arrived, %ld left the reached cells", arrived, agents, left);
    printf("NOTE: sampling under ONE_FREE (BFS): %ld of %ld agents arrived\n", arrived, agents);
}

/* max_distance: the blend must not carry an agent out of the reached cells into a free cell
 * past the limit, where the sample is zero and it would stop (until flowfield.h 0.8.18: on a
 * 2x6 grid with three goals and max_distance 2, an agent at (0.9, 4.1) stopped in (1,4)). */
static void test_sampling_max_distance(setup *st) {
    uint32_t rng = 777u;
    int trial, cells[MAXW * MAXH];
    long agents = 0, arrived = 0, left = 0;
    for (trial = 0; trial < 300; trial++) {
        int w = 2 + (int)(ref_rand(&rng) % (MAXW - 1)), h = 2 + (int)(ref_rand(&rng) % (MAXH - 1));
        int ngoals;
        gridpath_point goals[3];
        flowfield_options opt;
        ref_gen_random(cells, w, h, 0.05 * (double)(trial % 6), 1 + trial % 3, ref_rand(&rng));
        random_goals(&rng, cells, w, h, goals, &ngoals, 1 + trial % 3);
        memset(&opt, 0, sizeof opt);
        opt.metric = trial % 2 ? FLOWFIELD_METRIC_BFS : FLOWFIELD_METRIC_EXACT;
        opt.line_of_sight = trial / 2 % 2;
        opt.max_distance = 1.0 + (double)(trial % 7);
        if (trial == 0) { /* the review's map */
            static const int review[12] = {1, 1, 0, 1, 2, 1, 1, 2, 1, 1, 2, 1};
            static const gridpath_point review_goals[3] = {{1, 2}, {1, 1}, {0, 5}};
            memcpy(cells, review, sizeof review);
            memcpy(goals, review_goals, sizeof review_goals);
            ngoals = 3;
            opt.line_of_sight = 1;
            opt.max_distance = 2.0;
            w = 2;
            h = 6;
        }
        if (ngoals == 0) continue;
        field_and_walk(st, cells, w, h, goals, ngoals, &opt, "max-distance", trial, &agents, &arrived, &left, 0);
    }
    CHECK(agents > 50000 && arrived == agents, "max-distance: %ld of %ld agents arrived, %ld left the reached cells",
          arrived, agents, left);
    printf("NOTE: sampling with max_distance: %ld of %ld agents arrived\n", arrived, agents);
}

/* max_distance under ONE_FREE and ALWAYS, both metrics, weighted cells: no agent leaves the reached
 * cells, and under ONE_FREE every one arrives. Where a cell's best step cuts a corner it takes a
 * clean step instead, which is not the search's own, so its sides need not be within
 * max_distance: until flowfield.h 0.10.1 a "clean" step needed passable sides only, and agents
 * sampling the field followed it out of the reached cells (trial 0, a user's audit: the 3x3 grid
 * below, (1,1)'s step to (0,0) cuts a corner, its clean diagonal to the goal (2,2) passes cells
 * costing more than 2; 74 of 2.9 million agents on random grids under ONE_FREE). */
static void test_sampling_max_distance_corners(setup *st) {
    uint32_t rng = 4242u;
    int trial, cells[MAXW * MAXH];
    long agents[2] = {0, 0}, arrived[2] = {0, 0}, left[2] = {0, 0};
    for (trial = 0; trial < 1200; trial++) {
        const int always = trial % 2, walls = (int)(ref_rand(&rng) % 35u), dear = (int)(ref_rand(&rng) % 3u);
        int w = 3 + (int)(ref_rand(&rng) % 12u), h = 3 + (int)(ref_rand(&rng) % 12u), ngoals, i;
        gridpath_point goals[3];
        flowfield_options opt;
        for (i = 0; i < w * h; i++) /* walls; cells costing 1, or 1-4, or 1 and 20 */
            cells[i] = (int)(ref_rand(&rng) % 100u) < walls ? 0
                       : dear == 0                           ? 1
                       : dear == 1                           ? 1 + (int)(ref_rand(&rng) % 4u)
                       : ref_rand(&rng) % 3u                 ? 1
                                                             : 20;
        random_goals(&rng, cells, w, h, goals, &ngoals, 1 + (int)(ref_rand(&rng) % 3u));
        for (i = 0; i < ngoals; i++) /* some goals on dear cells */
            if (ref_rand(&rng) % 2u) cells[goals[i].y * w + goals[i].x] = 1 + (int)(ref_rand(&rng) % 60u);
        memset(&opt, 0, sizeof opt);
        opt.moves = always ? GRIDPATH_MOVES_8_ALWAYS : GRIDPATH_MOVES_8_ONE_FREE;
        opt.metric = trial / 2 % 2 ? FLOWFIELD_METRIC_BFS : FLOWFIELD_METRIC_EXACT;
        opt.line_of_sight = trial / 4 % 2;
        opt.max_distance = 1.0 + (double)(ref_rand(&rng) % 700u) / 100.0;
        if (trial < 2) { /* the audit's grid, under each rule */
            static const int audit[9] = {1, 0, 0, 1000, 1, 1, 0, 1, 50};
            static const gridpath_point audit_goals[2] = {{0, 0}, {2, 2}};
            memcpy(cells, audit, sizeof audit);
            memcpy(goals, audit_goals, sizeof audit_goals);
            w = h = 3;
            ngoals = 2;
            opt.metric = FLOWFIELD_METRIC_EXACT;
            opt.line_of_sight = 0;
            opt.max_distance = 2.0;
        }
        if (ngoals == 0) continue;
        if (compute_field(st, cells, w, h, goals, ngoals, &opt, "max-distance-corners", trial))
            walk_agents_at(st, w, h, "max-distance-corners", trial, &agents[always], &arrived[always], &left[always],
                           always ? 2 : 0);
    }
    CHECK(left[0] == 0 && left[1] == 0, "max-distance-corners: %ld (ONE_FREE) and %ld (ALWAYS) agents left the "
          "reached cells", left[0], left[1]);
    CHECK(agents[0] > 100000 && arrived[0] == agents[0], "max-distance-corners: ONE_FREE %ld of %ld agents arrived",
          arrived[0], agents[0]);
    printf("NOTE: sampling with max_distance under ONE_FREE: %ld of %ld agents arrived; under ALWAYS %ld of %ld (the "
           "rest stop in cells without a direction), none left the reached cells\n", arrived[0], agents[0], arrived[1],
           agents[1]);
}

/* Continuity across cell borders in open ground (no sight, so the bilinear blend is used). */
static void test_continuity(setup *st) {
    static int cells[24 * 20];
    gridpath_grid grid;
    gridpath_point goal[2] = {{3, 4}, {20, 15}};
    flowfield_options opt;
    int i, x, y, worst_ok = 1;
    for (i = 0; i < 24 * 20; i++) cells[i] = 1;
    grid.cells = cells;
    grid.width = 24;
    grid.height = 20;
    memset(&opt, 0, sizeof opt);
    CHECK(flowfield_compute(st->ws, st->field, &grid, goal, 1, &opt, NULL) == FLOWFIELD_OK, "open grid");
    for (y = 8; y < 18; y++)
        for (x = 8; x < 22; x++) {
            const float e = 1e-3f;
            flowfield_vec2 a = flowfield_sample(st->field, (float)x - e, (float)y + 0.3f);
            flowfield_vec2 b = flowfield_sample(st->field, (float)x + e, (float)y + 0.3f);
            flowfield_vec2 c = flowfield_sample(st->field, (float)x + 0.7f, (float)y - e);
            flowfield_vec2 d = flowfield_sample(st->field, (float)x + 0.7f, (float)y + e);
            if (fabsf(a.x - b.x) + fabsf(a.y - b.y) > 0.02f || fabsf(c.x - d.x) + fabsf(c.y - d.y) > 0.02f)
                worst_ok = 0;
        }
    CHECK(worst_ok, "the sampled flow jumps across a cell border in open ground");
    /* with sight, open ground: the vector points straight at the goal */
    opt.line_of_sight = 1;
    CHECK(flowfield_compute(st->ws, st->field, &grid, goal, 2, &opt, NULL) == FLOWFIELD_OK, "open grid");
    for (i = 0; i < 200; i++) {
        float px = 0.1f * (float)(i % 24 * 10 % 240) + 0.05f, py = 0.097f * (float)(i * 7 % 200) + 0.02f;
        flowfield_vec2 v = flowfield_sample(st->field, px, py);
        int cx = (int)px, cy = (int)py;
        float g0 = (px - 3.5f) * (px - 3.5f) + (py - 4.5f) * (py - 4.5f);
        float g1 = (px - 20.5f) * (px - 20.5f) + (py - 15.5f) * (py - 15.5f);
        float tx = g0 <= g1 ? 3.5f : 20.5f, ty = g0 <= g1 ? 4.5f : 15.5f, len;
        if ((cx == 3 && cy == 4) || (cx == 20 && cy == 15)) continue;
        /* which goal a cell steers to is decided per cell centre */
        g0 = (float)((cx - 3) * (cx - 3) + (cy - 4) * (cy - 4));
        g1 = (float)((cx - 20) * (cx - 20) + (cy - 15) * (cy - 15));
        tx = g0 <= g1 ? 3.5f : 20.5f;
        ty = g0 <= g1 ? 4.5f : 15.5f;
        len = sqrtf((tx - px) * (tx - px) + (ty - py) * (ty - py));
        CHECK(fabsf(v.x - (tx - px) / len) < 1e-4f && fabsf(v.y - (ty - py) / len) < 1e-4f,
              "sight at (%f,%f): (%f,%f) is not straight at (%f,%f)", (double)px, (double)py,
              (double)v.x, (double)v.y, (double)tx, (double)ty);
    }
}

/* >>bad inputs */
/* Sampling in the last column's right half or the last row's bottom half reads only cells of the
 * grid: the same vectors as on the grid with a blocked column (or row) added past that edge, whose
 * cells are walls where the first grid has nothing. Until now no test looked there: a bound test
 * of the bilinear corners or of "may steering lead into this cell" one off read the next row's
 * first cell and passed every other test. Points are compared only where the two fields agree
 * around them (a wider grid may take another loop, which breaks ties its own way). */
static void test_sampling_edges(void) {
    static int a[MAXW * MAXH], b[(MAXW + 1) * (MAXH + 1)];
    flowfield_workspace *ws = flowfield_workspace_create(MAXW + 1, MAXH + 1, NULL);
    flowfield_field *fa = flowfield_field_create(MAXW + 1, MAXH + 1, NULL);
    flowfield_field *fb = flowfield_field_create(MAXW + 1, MAXH + 1, NULL);
    uint32_t rng = 4242;
    int trial, compared = 0;
    CHECK(ws && fa && fb, "edge sampling: create");
    for (trial = 0; trial < 400 && ws && fa && fb; trial++) {
        const int w = 4 + (int)(ref_rand(&rng) % (MAXW - 3)), h = 4 + (int)(ref_rand(&rng) % (MAXH - 3));
        const int wide = trial % 2, bw = w + wide, bh = h + !wide; /* wide: a column on the right */
        gridpath_point goals[3];
        gridpath_grid ga, gb;
        flowfield_options opt;
        int ngoals, x, y, k;
        if (trial % 4 < 2) ref_gen_random(a, w, h, 0.05 * (double)(trial % 7), 1, ref_rand(&rng));
        else ref_gen_maze(a, w, h, 1 + trial % 3, ref_rand(&rng));
        random_goals(&rng, a, w, h, goals, &ngoals, 1 + trial % 3);
        if (ngoals == 0) continue;
        for (y = 0; y < bh; y++)
            for (x = 0; x < bw; x++) b[y * bw + x] = x < w && y < h ? a[y * w + x] : 0;
        ga.cells = a; ga.width = w; ga.height = h;
        gb.cells = b; gb.width = bw; gb.height = bh;
        memset(&opt, 0, sizeof opt);
        opt.metric = trial % 3 == 0 ? FLOWFIELD_METRIC_BFS : FLOWFIELD_METRIC_EXACT;
        opt.moves = trial % 5 == 0 ? GRIDPATH_MOVES_4 : trial % 5 == 1 ? GRIDPATH_MOVES_8_ALWAYS : GRIDPATH_MOVES_DEFAULT;
        opt.line_of_sight = (trial / 2) % 2;
        if (flowfield_compute(ws, fa, &ga, goals, ngoals, &opt, NULL) != FLOWFIELD_OK ||
            flowfield_compute(ws, fb, &gb, goals, ngoals, &opt, NULL) != FLOWFIELD_OK) {
            CHECK(0, "edge sampling trial %d: a field failed", trial);
            continue;
        }
        for (k = 0; k < 40; k++) {
            const float across = (float)(ref_rand(&rng) % 1000) / 1000.0f, half = 0.5f + 0.49f * across;
            const float along = (float)(ref_rand(&rng) % 1000) / 1000.0f;
            const float px = wide ? (float)(w - 1) + half : along * (float)w;
            const float py = wide ? along * (float)h : (float)(h - 1) + half;
            const int cx = (int)px, cy = (int)py;
            int dx, dy, agree = 1;
            flowfield_vec2 va, vb;
            for (dy = -2; dy <= 2; dy++)
                for (dx = -2; dx <= 2; dx++) {
                    const int qx = cx + dx, qy = cy + dy;
                    if (qx < 0 || qy < 0 || qx >= w || qy >= h) continue;
                    agree &= flowfield_codes(fa)[qy * w + qx] == flowfield_codes(fb)[qy * bw + qx] &&
                             flowfield_costs(fa)[qy * w + qx] == flowfield_costs(fb)[qy * bw + qx];
                }
            if (!agree) continue;
            va = flowfield_sample(fa, px, py);
            vb = flowfield_sample(fb, px, py);
            compared++;
            CHECK(va.x == vb.x && va.y == vb.y,
                  "edge sampling trial %d (%dx%d, %s): at (%.3f, %.3f) (%g, %g), with a wall past the edge (%g, %g)",
                  trial, w, h, wide ? "right" : "bottom", (double)px, (double)py, (double)va.x, (double)va.y,
                  (double)vb.x, (double)vb.y);
        }
    }
    CHECK(compared > 4000, "edge sampling: only %d points compared", compared);
    flowfield_field_destroy(fb);
    flowfield_field_destroy(fa);
    flowfield_workspace_destroy(ws);
}

/* flowfield_sight_goal one row past the bottom edge on a field of exactly the grid's size: with
 * its height test one off it reads the code byte one row on, which is the first row's sight goal
 * index (the byte array after the codes), and index 16 looks like a code with the sight flag. So
 * 17 goals, and cell (1, 0) nearest to the 17th: the reader must still answer 0 there. */
static void test_sight_goal_past_edge(void) {
    enum { W = 40, H = 3 };
    static int cells[W * H];
    gridpath_grid grid;
    gridpath_point goals[17], seen = {-7, -7}, untouched = {-7, -7};
    flowfield_options opt;
    flowfield_workspace *ws = flowfield_workspace_create(W, H, NULL);
    flowfield_field *field = flowfield_field_create(W, H, NULL);
    int i;
    for (i = 0; i < W * H; i++) cells[i] = 1;
    grid.cells = cells;
    grid.width = W;
    grid.height = H;
    for (i = 0; i < 16; i++) {
        goals[i].x = 20 + i;
        goals[i].y = 2;
    }
    goals[16].x = 0;
    goals[16].y = 0;
    memset(&opt, 0, sizeof opt);
    opt.line_of_sight = 1;
    CHECK(ws && field && flowfield_compute(ws, field, &grid, goals, 17, &opt, NULL) == FLOWFIELD_OK &&
              flowfield_sight_goal(field, 1, 0, &seen) && seen.x == 0 && seen.y == 0,
          "17 goals: (1, 0) sees (%d, %d), want the 17th, (0, 0)", seen.x, seen.y);
    for (i = 0; i < W && ws && field; i++)
        CHECK(!flowfield_sight_goal(field, i, H, &untouched) && untouched.x == -7,
              "sight goal of (%d, %d), one row past the grid", i, H);
    flowfield_field_destroy(field);
    flowfield_workspace_destroy(ws);
}

/* Checks of flowfield.h that no test tried until the first branch-coverage run (make coverage,
 * 2026-11-29: each condition below was evaluated one way only): the allocation hooks (a
 * failing allocator, destroy of NULL, of a caller-memory object, of a stale copy), objects
 * that are not what they are passed as (a copy of a real one's header with its magic cleared:
 * memory that once held one, so that without the magic test the call would go on and use it),
 * a grid of height 0, a goal left of the grid, BFS max_distance of 2^32 - 1 and more, the
 * readers' NULL outputs, and more line-of-sight goals than FLOWFIELD_SIGHT_GOALS. */
static void test_unusual_arguments(void) {
    enum { W = 64, H = 8 };
    static int cells[W * H];
    static gridpath_point goals[FLOWFIELD_SIGHT_GOALS + 44];
    static float unlimited[W * H]; /* a BFS field without max_distance */
    gridpath_grid grid = {cells, W, H}, flat = {cells, W, 0};
    gridpath_point goal = {W - 1, H - 1}, left = {-1, 0}, seen = {-7, -7};
    alloc_counter counter = {0, 0, 0}, failing = {0, 0, 1};
    flowfield_workspace *ws = flowfield_workspace_create(W, H, &counter), *own, stale_ws, stale_ws_before;
    flowfield_field *field = flowfield_field_create(W, H, &counter), stale_field, stale_field_before;
    size_t ws_bytes = flowfield_workspace_size(W, H), field_bytes = flowfield_field_size(W, H);
    /* (zeroed: the header's padding too, for the memcmp below under MSan) */
    unsigned char *ws_block = (unsigned char *)calloc(1, ws_bytes), *field_block = (unsigned char *)calloc(1, field_bytes);
    flowfield_field *own_field;
    flowfield_options opt;
    flowfield_info info;
    uint32_t S = 7, D = 7;
    float before;
    int i;
    for (i = 0; i < W * H; i++) cells[i] = 1;
    own = ws_block ? flowfield_workspace_init(ws_block, ws_bytes, W, H) : NULL;
    own_field = field_block ? flowfield_field_init(field_block, field_bytes, W, H) : NULL;
    CHECK(ws && field && own && own_field && counter.mallocs == 2, "create and init %dx%d", W, H);
    if (!ws || !field || !own || !own_field) {
        flowfield_workspace_destroy(ws);
        flowfield_field_destroy(field);
        free(ws_block);
        free(field_block);
        return;
    }
    memset(&opt, 0, sizeof opt);

    /* the allocation hooks */
    CHECK(flowfield_workspace_create(W, H, &failing) == NULL && flowfield_field_create(W, H, &failing) == NULL &&
              failing.mallocs == 2 && failing.frees == 0,
          "create with an allocator out of memory: NULL (%d mallocs, %d frees)", failing.mallocs, failing.frees);
    CHECK(flowfield_workspace_create(0, H, &counter) == NULL && flowfield_field_create(W, -1, &counter) == NULL &&
              counter.mallocs == 2, "create with a bad size: NULL, nothing allocated (%d mallocs)", counter.mallocs);
    CHECK(flowfield_workspace_init(ws_block, ws_bytes, 0, H) == NULL && flowfield_field_init(field_block, field_bytes, W, 0) == NULL &&
              flowfield_field_init(NULL, field_bytes, W, H) == NULL,
          "init with a bad size or NULL memory: NULL");
    flowfield_workspace_destroy(NULL);
    flowfield_field_destroy(NULL);
    flowfield_workspace_destroy(own); /* caller memory: nothing to free, and still usable */
    flowfield_field_destroy(own_field);
    memcpy(&stale_ws, ws, sizeof stale_ws);
    stale_ws.magic = 0;
    memcpy(&stale_field, field, sizeof stale_field);
    stale_field.magic = 0;
    flowfield_workspace_destroy(&stale_ws);
    flowfield_field_destroy(&stale_field);
    CHECK(counter.frees == 0, "destroy of NULL, of caller memory or of a stale copy freed something (%d)", counter.frees);

    /* a workspace or field that is not one: refused, nothing written into it (own and
     * own_field hold a field, with line of sight, so that their copies would have something
     * to clear and to read) */
    opt.line_of_sight = 1;
    CHECK(flowfield_compute(own, own_field, &grid, &goal, 1, &opt, NULL) == FLOWFIELD_OK &&
              flowfield_sight_goal(own_field, 0, 0, NULL), "the field in caller memory; (0, 0) sees the goal");
    opt.line_of_sight = 0;
    memcpy(&stale_ws, own, sizeof stale_ws);
    stale_ws.magic = 0;
    memcpy(&stale_ws_before, &stale_ws, sizeof stale_ws);
    memcpy(&stale_field, own_field, sizeof stale_field);
    stale_field.magic = 0;
    memcpy(&stale_field_before, &stale_field, sizeof stale_field);
    before = flowfield_costs(own_field)[0];
    CHECK(flowfield_compute(&stale_ws, field, &grid, &goal, 1, NULL, NULL) == FLOWFIELD_INVALID_ARGUMENT &&
              flowfield_compute(ws, &stale_field, &grid, &goal, 1, NULL, NULL) == FLOWFIELD_INVALID_ARGUMENT,
          "compute with a stale workspace or field");
    CHECK(memcmp(&stale_ws, &stale_ws_before, sizeof stale_ws) == 0 &&
              memcmp(&stale_field, &stale_field_before, sizeof stale_field) == 0 && flowfield_costs(own_field)[0] == before,
          "compute wrote into a stale workspace or field, or into the field its copy points at");
    CHECK(flowfield_costs(&stale_field) == NULL && flowfield_codes(&stale_field) == NULL &&
              flowfield_direction(&stale_field, 0, 0) == GRIDPATH_DIR_NONE &&
              !flowfield_sight_goal(&stale_field, 0, 0, &seen) && seen.x == -7 &&
              flowfield_sample(&stale_field, 0.5f, 0.5f).x == 0.0f && flowfield_sample(&stale_field, 0.5f, 0.5f).y == 0.0f &&
              !flowfield_exact_cost(&stale_ws, 0, 0, &S, &D) && S == 7 && D == 7,
          "readers of a stale field or workspace: nothing");
    {
        static int region[W * H];
        for (i = 0; i < W * H; i++) region[i] = -7;
        CHECK(flowfield_goal_regions(&stale_field, &goal, 1, region) == FLOWFIELD_INVALID_ARGUMENT &&
                  region[0] == -7 && region[W * H - 1] == -7,
              "goal regions of a stale field: refused, nothing written");
    }
    CHECK(flowfield_exact_cost(own, 0, 0, &S, &D) && !flowfield_exact_cost(own, 0, -1, &S, &D) &&
              !flowfield_exact_cost(own, 0, INT_MIN, &S, &D),
          "exact cost of (0, 0) in the field, none at y -1 (the padding) or INT_MIN");

    /* a grid of height 0, a goal left of the grid */
    CHECK(flowfield_compute(ws, field, &flat, &goal, 1, NULL, NULL) == FLOWFIELD_INVALID_ARGUMENT, "height 0");
    CHECK(flowfield_compute(ws, field, &grid, &left, 1, NULL, &info) == FLOWFIELD_GOAL_OUTSIDE && info.goal_index == 0,
          "a goal at x = -1");

    /* BFS: max_distance at 2^32 - 1 steps or more is no limit; exact_cost's outputs may be NULL */
    opt.metric = FLOWFIELD_METRIC_BFS;
    CHECK(flowfield_compute(own, own_field, &grid, &goal, 1, &opt, NULL) == FLOWFIELD_OK, "BFS, no limit");
    memcpy(unlimited, flowfield_costs(own_field), sizeof unlimited);
    for (i = 0; i < 3; i++) {
        static const double limits[3] = {4294967295.0, 5e9, 1e300};
        int same = 1, c;
        opt.max_distance = limits[i];
        CHECK(flowfield_compute(own, own_field, &grid, &goal, 1, &opt, NULL) == FLOWFIELD_OK, "BFS, limit %g", limits[i]);
        for (c = 0; c < W * H; c++) same &= flowfield_costs(own_field)[c] == unlimited[c];
        CHECK(same && unlimited[0] == (float)(W - 1), "BFS with max_distance %g: not the field without (corner %g)",
              limits[i], (double)flowfield_costs(own_field)[0]);
    }
    S = D = 7;
    CHECK(flowfield_exact_cost(own, 0, 0, NULL, NULL) && flowfield_exact_cost(own, 0, 0, &S, NULL) &&
              S == W - 1 && D == 7 && flowfield_exact_cost(own, 0, 0, NULL, &D) && D == 0,
          "BFS exact cost of (0, 0) with NULL outputs: S %u, D %u", S, D);

    /* line of sight with more goals than FLOWFIELD_SIGHT_GOALS: only the first ones count. The
     * first 256 at (0, 0), the others at the far corner: (W - 2, H - 1) sees the far corner one
     * cell away, but that goal does not count, and (0, 0) is too far to head for */
    for (i = 0; i < FLOWFIELD_SIGHT_GOALS + 44; i++) {
        goals[i].x = i < FLOWFIELD_SIGHT_GOALS ? 0 : W - 1;
        goals[i].y = i < FLOWFIELD_SIGHT_GOALS ? 0 : H - 1;
    }
    for (i = 0; i < 2; i++) {
        memset(&opt, 0, sizeof opt);
        opt.metric = i ? FLOWFIELD_METRIC_BFS : FLOWFIELD_METRIC_EXACT;
        opt.line_of_sight = 1;
        seen.x = seen.y = -7;
        CHECK(flowfield_compute(own, own_field, &grid, goals, FLOWFIELD_SIGHT_GOALS + 44, &opt, &info) == FLOWFIELD_OK &&
                  flowfield_costs(own_field)[(H - 1) * W + W - 2] == 1.0f,
              "%d goals (metric %d)", FLOWFIELD_SIGHT_GOALS + 44, (int)opt.metric);
        CHECK(flowfield_sight_goal(own_field, 1, 0, NULL) && flowfield_sight_goal(own_field, 1, 1, &seen) &&
                  seen.x == 0 && seen.y == 0,
              "(1, 1) sees goal (0, 0), one of the first %d (metric %d)", FLOWFIELD_SIGHT_GOALS, (int)opt.metric);
        CHECK(!flowfield_sight_goal(own_field, W - 2, H - 1, NULL),
              "(%d, %d) heads for goal %d, past the first %d (metric %d)", W - 2, H - 1, FLOWFIELD_SIGHT_GOALS,
              FLOWFIELD_SIGHT_GOALS, (int)opt.metric);
    }

    flowfield_workspace_destroy(ws);
    flowfield_field_destroy(field);
    CHECK(counter.mallocs == 2 && counter.frees == 2, "create and destroy: %d mallocs, %d frees", counter.mallocs,
          counter.frees);
    free(ws_block);
    free(field_block);
}

static void test_bad_inputs(setup *st) {
    static int cells[6] = {1, 1, 1, 1, 0, 1};
    static unsigned char small_memory[64];
    gridpath_grid grid = {cells, 3, 2}, bad_grid = {cells, 0, 2}, no_cells = {NULL, 3, 2}, flat_grid = {cells, 3, 0};
    gridpath_point goal = {0, 0}, outside = {3, 0}, negative = {0, -1}, below = {0, 2}, blocked = {1, 1};
    gridpath_point two[2] = {{0, 0}, {1, 1}};
    flowfield_options opt;
    flowfield_info info;
    int i;
    const char *names[FLOWFIELD_RESULT_COUNT];
    memset(&opt, 0, sizeof opt);
    CHECK(flowfield_compute(NULL, st->field, &grid, &goal, 1, NULL, NULL) == FLOWFIELD_INVALID_ARGUMENT, "NULL ws");
    CHECK(flowfield_compute(st->ws, NULL, &grid, &goal, 1, NULL, NULL) == FLOWFIELD_INVALID_ARGUMENT, "NULL field");
    CHECK(flowfield_compute(st->ws, st->field, NULL, &goal, 1, NULL, NULL) == FLOWFIELD_INVALID_ARGUMENT, "NULL grid");
    CHECK(flowfield_compute(st->ws, st->field, &no_cells, &goal, 1, NULL, NULL) == FLOWFIELD_INVALID_ARGUMENT, "NULL cells");
    CHECK(flowfield_compute(st->ws, st->field, &bad_grid, &goal, 1, NULL, NULL) == FLOWFIELD_INVALID_ARGUMENT, "width 0");
    CHECK(flowfield_compute(st->ws, st->field, &grid, NULL, 1, NULL, NULL) == FLOWFIELD_INVALID_ARGUMENT, "NULL goals");
    CHECK(flowfield_compute(st->ws, st->field, &grid, &goal, -1, NULL, NULL) == FLOWFIELD_INVALID_ARGUMENT, "count < 0");
    CHECK(flowfield_compute(st->ws, st->field, &grid, &goal, 0, NULL, NULL) == FLOWFIELD_NO_GOALS, "no goals");
    CHECK(flowfield_compute(st->ws, st->field, &grid, NULL, 0, NULL, NULL) == FLOWFIELD_NO_GOALS, "no goals, NULL");
    CHECK(flowfield_compute(st->ws, st->field, &grid, &outside, 1, NULL, &info) == FLOWFIELD_GOAL_OUTSIDE &&
              info.goal_index == 0, "goal outside");
    CHECK(flowfield_compute(st->ws, st->field, &grid, &negative, 1, NULL, NULL) == FLOWFIELD_GOAL_OUTSIDE, "goal y < 0");
    CHECK(flowfield_compute(st->ws, st->field, &grid, &below, 1, NULL, NULL) == FLOWFIELD_GOAL_OUTSIDE, "goal y = height");
    CHECK(flowfield_compute(st->ws, st->field, &grid, two, 2, NULL, &info) == FLOWFIELD_GOAL_BLOCKED &&
              info.goal_index == 1, "second goal blocked");
    CHECK(flowfield_compute(st->ws, st->field, &grid, &blocked, 1, NULL, NULL) == FLOWFIELD_GOAL_BLOCKED, "blocked");
    CHECK(flowfield_costs(st->field)[0] == FLOWFIELD_UNREACHABLE && flowfield_codes(st->field)[0] == 0,
          "a failed computation leaves no stale field");
    CHECK(flowfield_sample(st->field, 0.5f, 0.5f).x == 0.0f, "no steering from a failed field");
    if (CHECK_BAD_ENUMS) {
        opt.moves = (gridpath_moves)9;
        CHECK(flowfield_compute(st->ws, st->field, &grid, &goal, 1, &opt, NULL) == FLOWFIELD_INVALID_ARGUMENT, "bad moves");
        opt.moves = GRIDPATH_MOVES_DEFAULT;
        opt.metric = (flowfield_metric)5;
        CHECK(flowfield_compute(st->ws, st->field, &grid, &goal, 1, &opt, NULL) == FLOWFIELD_INVALID_ARGUMENT, "bad metric");
        opt.metric = FLOWFIELD_METRIC_EXACT;
    }
    opt.max_distance = -1.0;
    CHECK(flowfield_compute(st->ws, st->field, &grid, &goal, 1, &opt, NULL) == FLOWFIELD_INVALID_ARGUMENT, "max < 0");
    opt.max_distance = (double)run_nan();
    CHECK(flowfield_compute(st->ws, st->field, &grid, &goal, 1, &opt, NULL) == FLOWFIELD_INVALID_ARGUMENT, "max NaN");
    opt.max_distance = 0.0;
    opt.line_of_sight = 2;
    CHECK(flowfield_compute(st->ws, st->field, &grid, &goal, 1, &opt, NULL) == FLOWFIELD_INVALID_ARGUMENT, "sight 2");
    {   /* flowfield_local_window: the same checks, and an all-zero window after any of them */
        flowfield_window win;
        gridpath_point far_goal = {3, 1};
        static int wide[40 * 30];
        gridpath_grid big = {wide, 40, 30};
        flowfield_options limited = opt;
#define WINDOW_IS(r, g, gs, n, o, what)                                                                     \
    do {                                                                                                    \
        win.x = win.y = win.width = win.height = 7;                                                         \
        CHECK(flowfield_local_window(g, gs, n, o, &win) == (r) && win.x == 0 && win.y == 0 &&               \
                  win.width == 0 && win.height == 0,                                                        \
              "local window, %s: %d,%d %dx%d", what, win.x, win.y, win.width, win.height);                 \
    } while (0)
        limited.line_of_sight = 0;
        limited.max_distance = 2.0;
        CHECK(flowfield_local_window(&grid, &goal, 1, &limited, NULL) == FLOWFIELD_INVALID_ARGUMENT, "window NULL");
        WINDOW_IS(FLOWFIELD_INVALID_ARGUMENT, (const gridpath_grid *)NULL, &goal, 1, &limited, "NULL grid");
        WINDOW_IS(FLOWFIELD_INVALID_ARGUMENT, &no_cells, &goal, 1, &limited, "NULL cells");
        WINDOW_IS(FLOWFIELD_INVALID_ARGUMENT, &bad_grid, &goal, 1, &limited, "width 0");
        WINDOW_IS(FLOWFIELD_INVALID_ARGUMENT, &flat_grid, &goal, 1, &limited, "height 0");
        { /* 2^29 cells, more than a workspace holds (refused before a cell is read) */
            const gridpath_grid huge = {cells, 1 << 15, 1 << 14};
            WINDOW_IS(FLOWFIELD_GRID_TOO_LARGE, &huge, &goal, 1, &limited, "2^29 cells");
        }
        WINDOW_IS(FLOWFIELD_INVALID_ARGUMENT, &grid, (const gridpath_point *)NULL, 1, &limited, "NULL goals");
        WINDOW_IS(FLOWFIELD_INVALID_ARGUMENT, &grid, &goal, -1, &limited, "count < 0");
        WINDOW_IS(FLOWFIELD_NO_GOALS, &grid, &goal, 0, &limited, "no goals");
        WINDOW_IS(FLOWFIELD_GOAL_OUTSIDE, &grid, &outside, 1, &limited, "goal outside");
        WINDOW_IS(FLOWFIELD_GOAL_OUTSIDE, &grid, &negative, 1, &limited, "goal y < 0");
        WINDOW_IS(FLOWFIELD_GOAL_BLOCKED, &grid, two, 2, &limited, "second goal blocked");
        WINDOW_IS(FLOWFIELD_INVALID_ARGUMENT, &grid, &goal, 1, &opt, "sight 2");
        limited.max_distance = -1.0;
        WINDOW_IS(FLOWFIELD_INVALID_ARGUMENT, &grid, &goal, 1, &limited, "max < 0");
        limited.max_distance = (double)run_nan();
        WINDOW_IS(FLOWFIELD_INVALID_ARGUMENT, &grid, &goal, 1, &limited, "max NaN");
#undef WINDOW_IS
        /* no limit, or one past the grid: the whole grid */
        limited.max_distance = 0.0;
        CHECK(flowfield_local_window(&grid, &far_goal, 0, &limited, &win) == FLOWFIELD_NO_GOALS, "window, no goals");
        far_goal.x = 2;
        CHECK(flowfield_local_window(&grid, &far_goal, 1, NULL, &win) == FLOWFIELD_OK && win.x == 0 &&
                  win.y == 0 && win.width == 3 && win.height == 2, "window without options: the grid");
        for (i = 0; i < 40 * 30; i++) wide[i] = 1;
        far_goal.x = 10;
        far_goal.y = 20;
        CHECK(flowfield_local_window(&big, &far_goal, 1, &limited, &win) == FLOWFIELD_OK && win.x == 0 &&
                  win.y == 0 && win.width == 40 && win.height == 30, "window, no limit: the grid");
        limited.max_distance = 1e300;
        CHECK(flowfield_local_window(&big, &far_goal, 1, &limited, &win) == FLOWFIELD_OK && win.x == 0 &&
                  win.y == 0 && win.width == 40 && win.height == 30, "window, a huge limit: the grid");
        /* floor(2.9) + 1 = 3 cells around (10, 20) and (12, 27), clipped at the bottom row */
        limited.max_distance = 2.9;
        two[0] = far_goal;
        two[1].x = 12;
        two[1].y = 27;
        CHECK(flowfield_local_window(&big, two, 2, &limited, &win) == FLOWFIELD_OK && win.x == 7 &&
                  win.y == 17 && win.width == 9 && win.height == 13,
              "window of two goals: %d,%d %dx%d", win.x, win.y, win.width, win.height);
        two[0].x = two[0].y = 0;
        two[1].x = two[1].y = 1;
        { /* flowfield_copy_window: a window inside the grid, else nothing written */
            int into[40 * 30];
            gridpath_grid made = {NULL, 5, 5};
            flowfield_window inside = {38, 27, 2, 3};
            static const struct {
                flowfield_window window;
                const char *what;
            } refused[] = {{{39, 27, 2, 3}, "past the right edge by one"}, {{38, 28, 2, 3}, "past the bottom by one"},
                           {{-1, 27, 2, 3}, "x < 0"}, {{38, -1, 2, 3}, "y < 0"}, {{38, 27, 0, 3}, "width 0"},
                           {{38, 27, 2, -2}, "height < 0"}, {{0, 0, 2147483647, 1}, "width INT_MAX"}};
            int k;
            for (i = 0; i < 40 * 30; i++) wide[i] = i;
            for (i = 0; i < 40 * 30; i++) into[i] = -1;
            CHECK(flowfield_copy_window(&big, &inside, into, &made) == FLOWFIELD_OK && made.cells == into &&
                      made.width == 2 && made.height == 3 && into[0] == 27 * 40 + 38 && into[1] == 27 * 40 + 39 &&
                      into[4] == 29 * 40 + 38 && into[5] == 29 * 40 + 39 && into[6] == -1,
                  "copy window: the corner block");
            made.cells = NULL;
#define COPY_REFUSED(g, wi, c, l, what)                                                                     \
    do {                                                                                                    \
        into[0] = -1;                                                                                       \
        made.cells = NULL;                                                                                  \
        CHECK(flowfield_copy_window(g, wi, c, l) == FLOWFIELD_INVALID_ARGUMENT && into[0] == -1 &&           \
                  made.cells == NULL,                                                                       \
              "copy window, %s", what);                                                                     \
    } while (0)
            COPY_REFUSED((const gridpath_grid *)NULL, &inside, into, &made, "NULL grid");
            COPY_REFUSED(&no_cells, &inside, into, &made, "NULL cells");
            COPY_REFUSED(&big, (const flowfield_window *)NULL, into, &made, "NULL window");
            COPY_REFUSED(&big, &inside, (int *)NULL, &made, "NULL destination");
            CHECK(flowfield_copy_window(&big, &inside, into, NULL) == FLOWFIELD_INVALID_ARGUMENT && into[0] == -1,
                  "copy window, NULL local");
            for (k = 0; k < (int)(sizeof refused / sizeof refused[0]); k++)
                COPY_REFUSED(&big, &refused[k].window, into, &made, refused[k].what);
            COPY_REFUSED(&bad_grid, &inside, into, &made, "grid width 0");
            COPY_REFUSED(&flat_grid, &inside, into, &made, "grid height 0");
#undef COPY_REFUSED
        }
    }
    /* sizes */
    CHECK(flowfield_workspace_size(0, 5) == 0 && flowfield_workspace_size(5, -1) == 0, "size of nothing");
    CHECK(flowfield_workspace_size(1 << 15, 1 << 14) == 0, "2^29 cells is too large");
    CHECK(flowfield_field_size(0, 1) == 0 && flowfield_field_size(1 << 20, 1 << 20) == 0, "field sizes");
    /* (21 bytes a cell: 5.3 GiB, more than a 32-bit size_t counts) */
    CHECK(sizeof(size_t) < 8 ? flowfield_workspace_size(1 << 14, 1 << 14) == 0
                             : flowfield_workspace_size(1 << 14, 1 << 14) > 0, "2^28 cells is allowed");
    /* 21 bytes per padded cell, and a fixed part that holds the masked loops' 32 KB of tables
     * unless FLOWFIELD_SMALL leaves those loops out */
#ifdef FLOWFIELD_SMALL
    CHECK(flowfield_workspace_size(10, 10) < 21 * 12 * 12 + 4096, "FLOWFIELD_SMALL: %zu bytes for 10x10, tables left in",
          flowfield_workspace_size(10, 10));
#else
    CHECK(flowfield_workspace_size(10, 10) > 21 * 12 * 12 + 32768, "%zu bytes for 10x10: no room for the tables",
          flowfield_workspace_size(10, 10));
#endif
    CHECK(flowfield_workspace_init(small_memory, sizeof small_memory, 3, 2) == NULL, "too small memory");
    CHECK(flowfield_field_init(small_memory, sizeof small_memory, 3, 2) == NULL, "too small field");
    CHECK(flowfield_workspace_init(NULL, 1u << 20, 3, 2) == NULL, "NULL memory");
    {
        /* a workspace sized for 3x2 serves no larger padded grid; a field for 6 cells no more */
        static int big[4 * 4] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
        gridpath_grid g4 = {big, 4, 4}, long_grid = {big, 16, 1};
        size_t wb = flowfield_workspace_size(3, 2), fb = flowfield_field_size(3, 2);
        unsigned char *wm = (unsigned char *)malloc(wb + 1), *fm = (unsigned char *)malloc(fb + 1);
        flowfield_workspace *ws = flowfield_workspace_init(wm + 1, wb, 3, 2); /* misaligned on purpose */
        flowfield_field *f = flowfield_field_init(fm + 1, fb, 3, 2);
        CHECK(ws && f, "init on misaligned memory");
        CHECK(flowfield_compute(ws, f, &g4, &goal, 1, NULL, NULL) == FLOWFIELD_WORKSPACE_TOO_SMALL, "ws too small");
        CHECK(flowfield_compute(st->ws, f, &g4, &goal, 1, NULL, NULL) == FLOWFIELD_FIELD_TOO_SMALL, "field too small");
        CHECK(flowfield_compute(ws, st->field, &long_grid, &goal, 1, NULL, NULL) == FLOWFIELD_WORKSPACE_TOO_SMALL,
              "16x1 has 54 padded cells, more than 3x2's 20");
        CHECK(flowfield_compute(ws, f, &grid, &goal, 1, NULL, NULL) == FLOWFIELD_OK, "exact fit");
        free(wm);
        free(fm);
    }
    /* every refusal, also the first checks', clears a field that held a result and the
     * workspace's (until 0.8.10 those kept the last successful computation's) */
    {
        static int big[4 * 4] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
        gridpath_grid g4 = {big, 4, 4}, huge = {cells, 1 << 15, 1 << 14};
        flowfield_options bad[5];
        flowfield_workspace *small_ws = flowfield_workspace_create(3, 2, NULL);
        flowfield_field *small_field = flowfield_field_create(3, 2, NULL);
        int k;
        uint32_t S, D;
        for (k = 0; k < 5; k++) memset(&bad[k], 0, sizeof bad[k]);
        if (CHECK_BAD_ENUMS) {
            bad[0].moves = (gridpath_moves)9;
            bad[1].metric = (flowfield_metric)5;
        } else { /* (C++: other refusals in their places) */
            bad[0].line_of_sight = -1;
            bad[1].max_distance = -1e300;
        }
        bad[2].max_distance = (double)run_nan();
        bad[3].max_distance = -1.0;
        bad[4].line_of_sight = 2;
        for (k = 0; k < 12; k++) {
            flowfield_field *f = k == 11 ? small_field : st->field;
            flowfield_result want = k < 9 ? FLOWFIELD_INVALID_ARGUMENT
                                    : k == 9 ? FLOWFIELD_GRID_TOO_LARGE
                                    : k == 10 ? FLOWFIELD_WORKSPACE_TOO_SMALL : FLOWFIELD_FIELD_TOO_SMALL, r;
            CHECK(flowfield_compute(st->ws, f, &grid, &goal, 1, NULL, NULL) == FLOWFIELD_OK &&
                      flowfield_costs(f)[1] == 1.0f, "refusal %d: the field before", k);
            r = k < 5    ? flowfield_compute(st->ws, f, &grid, &goal, 1, &bad[k], NULL)
                : k == 5 ? flowfield_compute(st->ws, f, &grid, NULL, 1, NULL, NULL)
                : k == 6 ? flowfield_compute(st->ws, f, &grid, &goal, -1, NULL, NULL)
                : k == 7 ? flowfield_compute(st->ws, f, &bad_grid, &goal, 1, NULL, NULL)
                : k == 8 ? flowfield_compute(st->ws, f, &no_cells, &goal, 1, NULL, NULL)
                : k == 9 ? flowfield_compute(st->ws, f, &huge, &goal, 1, NULL, NULL)
                : k == 10 ? flowfield_compute(small_ws, f, &g4, &goal, 1, NULL, NULL)
                          : flowfield_compute(st->ws, f, &g4, &goal, 1, NULL, NULL);
            CHECK(r == want, "refusal %d: %s", k, flowfield_result_string(r));
            CHECK(flowfield_costs(f)[1] == FLOWFIELD_UNREACHABLE && flowfield_codes(f)[1] == 0 &&
                      flowfield_direction(f, 1, 0) == GRIDPATH_DIR_NONE && flowfield_sample(f, 1.5f, 0.5f).x == 0.0f,
                  "refusal %d leaves the field unreached", k);
            CHECK(k == 10 || !flowfield_exact_cost(st->ws, 1, 0, &S, &D), "refusal %d: no exact cost", k);
        }
        flowfield_workspace_destroy(small_ws);
        flowfield_field_destroy(small_field);
    }
    /* cost overflow: S must stay below 2^32 */
    {
        static int huge[5] = {2147483647, 2147483647, 2147483647, 2147483647, 1};
        gridpath_grid line = {huge, 5, 1};
        gridpath_point end = {4, 0}, start = {0, 0};
        CHECK(flowfield_compute(st->ws, st->field, &line, &end, 1, NULL, NULL) == FLOWFIELD_COST_OVERFLOW,
              "weighted overflow");
        line.width = 4;
        CHECK(flowfield_compute(st->ws, st->field, &line, &start, 1, NULL, NULL) == FLOWFIELD_COST_OVERFLOW,
              "uniform overflow");
        memset(&opt, 0, sizeof opt);
        opt.metric = FLOWFIELD_METRIC_BFS;
        CHECK(flowfield_compute(st->ws, st->field, &line, &start, 1, &opt, NULL) == FLOWFIELD_OK,
              "BFS ignores the values");
    }
    /* and D the same: cells on a diagonal line only, which 8 neighbours with corner cutting
     * join by diagonal steps alone (S stays 0); uniform values this large take the two-queue
     * loop, differing ones the bucket queue (both had only ever seen S pass the limit) */
    {
        static int diag[5 * 5];
        gridpath_grid g = {diag, 5, 5};
        gridpath_point far_end = {4, 4};
        uint32_t S = 7, D = 7;
        int k;
        memset(&opt, 0, sizeof opt);
        opt.moves = GRIDPATH_MOVES_8_ALWAYS;
        for (k = 0; k < 25; k++) diag[k] = k % 6 == 0 ? 2147483647 : 0;
        CHECK(flowfield_compute(st->ws, st->field, &g, &far_end, 1, &opt, NULL) == FLOWFIELD_COST_OVERFLOW,
              "uniform, four diagonal steps of 2^31 - 1");
        diag[0] = diag[6] = 0; /* (2, 2) is two steps away: D = 2^32 - 2 */
        CHECK(flowfield_compute(st->ws, st->field, &g, &far_end, 1, &opt, NULL) == FLOWFIELD_OK &&
                  flowfield_exact_cost(st->ws, 2, 2, &S, &D) && S == 0 && D == 4294967294u,
              "uniform, two diagonal steps of 2^31 - 1: %u %u", S, D);
        diag[0] = 1;
        diag[6] = 2147483647;
        diag[24] = 1; /* (0, 0) enters three cells of 2^31 - 1 and the goal's 1 */
        CHECK(flowfield_compute(st->ws, st->field, &g, &far_end, 1, &opt, NULL) == FLOWFIELD_COST_OVERFLOW,
              "weighted, three diagonal steps of 2^31 - 1 and one of 1");
        diag[0] = 0; /* (1, 1) enters two and the goal: D = 2^32 - 1 exactly */
        CHECK(flowfield_compute(st->ws, st->field, &g, &far_end, 1, &opt, NULL) == FLOWFIELD_OK &&
                  flowfield_exact_cost(st->ws, 1, 1, &S, &D) && S == 0 && D == 4294967295u,
              "weighted, D = 2^32 - 1 at (1, 1): %u %u", S, D);
    }
    /* the weighted search at the limit: the far end costs exactly 2^32 - 1; its own offers
     * (to settled cells only) would pass it (until 0.8.10 that was an overflow) */
    {
        static int edge[4] = {2147483647, 2147483647, 2147483647, 1};
        gridpath_grid line = {edge, 4, 1};
        gridpath_point end = {3, 0};
        uint32_t S = 0, D = 0;
        CHECK(flowfield_compute(st->ws, st->field, &line, &end, 1, NULL, NULL) == FLOWFIELD_OK,
              "weighted, largest cost 2^32 - 1");
        CHECK(flowfield_exact_cost(st->ws, 0, 0, &S, &D) && S == 4294967295u && D == 0,
              "weighted far end: %u %u", S, D);
    }
    /* the edge of that limit with uniform values: (2^32 - 1) / 3 per cell, three steps reach
     * exactly 2^32 - 1, four do not fit; such grids take the two-queue loop (the event loops
     * leave S and D unchecked, and run only where no sum can pass 2^32 - 1) */
    {
        static int third[5] = {1431655765, 1431655765, 1431655765, 1431655765, 1431655765};
        static int big[9] = {600000000, 600000000, 600000000, 600000000, 600000000,
                             600000000, 600000000, 600000000, 600000000};
        gridpath_grid line = {third, 4, 1}, square = {big, 3, 3};
        gridpath_point start = {0, 0}, centre = {1, 1};
        uint32_t S = 0, D = 0;
        CHECK(flowfield_compute(st->ws, st->field, &line, &start, 1, NULL, NULL) == FLOWFIELD_OK,
              "three steps of (2^32 - 1) / 3");
        CHECK(flowfield_exact_cost(st->ws, 3, 0, &S, &D) && S == 4294967295u && D == 0,
              "S = 2^32 - 1 at the far end: %u %u", S, D);
        line.width = 5;
        CHECK(flowfield_compute(st->ws, st->field, &line, &start, 1, NULL, NULL) == FLOWFIELD_COST_OVERFLOW,
              "four steps of (2^32 - 1) / 3");
        CHECK(flowfield_compute(st->ws, st->field, &square, &centre, 1, NULL, NULL) == FLOWFIELD_OK,
              "large uniform values, short paths");
        CHECK(flowfield_exact_cost(st->ws, 0, 0, &S, &D) && S == 0 && D == 600000000u,
              "corner of the large square: %u %u", S, D);
        CHECK(flowfield_exact_cost(st->ws, 1, 0, &S, &D) && S == 600000000u && D == 0,
              "side of the large square: %u %u", S, D);
    }
    /* readers on bad input */
    CHECK(flowfield_costs(NULL) == NULL && flowfield_codes(NULL) == NULL, "NULL field readers");
    CHECK(flowfield_direction(NULL, 0, 0) == GRIDPATH_DIR_NONE, "direction of NULL");
    CHECK(flowfield_sample(NULL, 0.5f, 0.5f).x == 0.0f, "sample NULL");
    {
        flowfield_vec2 a, b;
        CHECK(flowfield_compute(st->ws, st->field, &grid, &goal, 1, NULL, NULL) == FLOWFIELD_OK, "3x2 field");
        a = flowfield_sample(st->field, run_inf(), 0.5f);
        b = flowfield_sample(st->field, 0.5f, run_nan());
        CHECK(a.x == 0.0f && a.y == 0.0f && b.x == 0.0f && b.y == 0.0f, "infinite or NaN position: zero");
        /* far outside (a float square of the way back overflowed until 0.8.10): back in */
        a = flowfield_sample(st->field, 2e19f, 0.5f);
        b = flowfield_sample(st->field, 1.5f, -1e29f);
        CHECK(a.x == -1.0f && a.y == 0.0f && b.x == 0.0f && b.y == 1.0f, "far outside: (%g, %g), (%g, %g)",
              (double)a.x, (double)a.y, (double)b.x, (double)b.y);
        /* every finite position (until 0.8.17, 1e30 or more gave zero) */
        a = flowfield_sample(st->field, -3.4e38f, 0.5f);
        b = flowfield_sample(st->field, 1.5f, 1e30f);
        CHECK(a.x == 1.0f && a.y == 0.0f && b.x == 0.0f && b.y == -1.0f, "1e30 and more outside: (%g, %g), (%g, %g)",
              (double)a.x, (double)a.y, (double)b.x, (double)b.y);
        a = flowfield_sample(st->field, -run_inf(), 0.5f);
        CHECK(a.x == 0.0f && a.y == 0.0f, "minus infinity: zero");
    }
    { /* readers just outside the grid: (3, 0) would read (0, 1), which has a direction and sees
       * the goal, were x not tested against the width (so would exact_cost's (5, 0), past the
       * padding); y = 2 is past the last row */
        flowfield_options sight;
        gridpath_point seen = {-7, -7}, untouched = {-7, -7};
        memset(&sight, 0, sizeof sight);
        sight.line_of_sight = 1;
        CHECK(flowfield_compute(st->ws, st->field, &grid, &goal, 1, &sight, NULL) == FLOWFIELD_OK &&
                  flowfield_sight_goal(st->field, 0, 1, &seen) && seen.x == 0 && seen.y == 0,
              "3x2 field with line of sight: (0, 1) sees (%d, %d)", seen.x, seen.y);
        CHECK(!flowfield_sight_goal(NULL, 0, 0, &untouched) && !flowfield_sight_goal(st->field, 3, 0, &untouched) &&
                  !flowfield_sight_goal(st->field, -1, 0, &untouched) &&
                  !flowfield_sight_goal(st->field, 0, -1, &untouched) &&
                  !flowfield_sight_goal(st->field, 0, 2, &untouched) && untouched.x == -7 && untouched.y == -7,
              "sight goal of NULL or outside: 0, goal untouched");
        CHECK(flowfield_direction(st->field, 0, 1) == 2 /* N */ && flowfield_direction(st->field, 3, 0) == GRIDPATH_DIR_NONE &&
                  flowfield_direction(st->field, 0, 2) == GRIDPATH_DIR_NONE && flowfield_direction(st->field, 0, -1) == GRIDPATH_DIR_NONE &&
                  flowfield_direction(st->field, -1, 0) == GRIDPATH_DIR_NONE,
              "direction of (0, 1) N, none just outside");
        CHECK(flowfield_exact_cost(st->ws, 0, 1, NULL, NULL) && !flowfield_exact_cost(st->ws, 5, 0, NULL, NULL) &&
                  !flowfield_exact_cost(st->ws, 0, 2, NULL, NULL) && !flowfield_exact_cost(st->ws, -1, 0, NULL, NULL) &&
                  !flowfield_exact_cost(st->ws, 99, 0, NULL, NULL),
              "exact cost of (0, 1), none just outside");
    }
    CHECK(flowfield_exact_cost(NULL, 0, 0, NULL, NULL) == 0, "exact cost NULL");
    {
        flowfield_vec2 v = flowfield_direction_vector(8), u = flowfield_direction_vector(-1);
        CHECK(v.x == 0.0f && v.y == 0.0f && u.x == 0.0f && u.y == 0.0f, "vector of a bad code");
        for (i = 0; i < 8; i++) {
            v = flowfield_direction_vector(i);
            CHECK(fabsf(vlen(v) - 1.0f) < 1e-6f && (v.x > 0) - (v.x < 0) == dxs[i] &&
                      (v.y > 0) - (v.y < 0) == dys[i],
                  "vector of direction %d", i);
        }
    }
    for (i = 0; i < FLOWFIELD_RESULT_COUNT; i++) {
        int j;
        names[i] = flowfield_result_string((flowfield_result)i);
        CHECK(names[i] && names[i][0], "result %d has a name", i);
        for (j = 0; j < i; j++) CHECK(strcmp(names[i], names[j]) != 0, "results %d and %d share a name", i, j);
    }
    CHECK(strcmp(flowfield_result_string(FLOWFIELD_RESULT_COUNT), "unknown result code") == 0, "unknown code");
    if (CHECK_BAD_ENUMS)
        CHECK(strcmp(flowfield_result_string((flowfield_result)99), "unknown result code") == 0, "unknown code 99");
}

/* >>real maps: when ../shared/movingai is there, one field on a real map against the reference */
static void test_real_map(void) {
    const char *path = "../shared/movingai/maps/den520d.map";
    FILE *f = fopen(path, "rb");
    char line[4096];
    int w = 0, h = 0, y = 0, *cells, i, moves;
    flowfield_workspace *ws;
    flowfield_field *field;
    if (!f) {
        printf("SKIP: %s not found (real-map check skipped)\n", path);
        return;
    }
    while (fgets(line, sizeof line, f) && strncmp(line, "map", 3) != 0) {
        if (!strncmp(line, "height", 6)) h = atoi(line + 6);
        if (!strncmp(line, "width", 5)) w = atoi(line + 5);
    }
    CHECK(w > 0 && h > 0, "den520d header");
    if (w <= 0 || h <= 0) { fclose(f); return; }
    cells = (int *)malloc(sizeof(int) * (size_t)(w * h));
    while (y < h && fgets(line, sizeof line, f)) {
        for (i = 0; i < w; i++) cells[y * w + i] = line[i] == '.' || line[i] == 'G' || line[i] == 'S';
        y++;
    }
    fclose(f);
    ws = flowfield_workspace_create(w, h, NULL);
    field = flowfield_field_create(w, h, NULL);
    for (moves = 0; moves < 2; moves++) {
        gridpath_point goals[2] = {{0, 0}, {0, 0}};
        int found = 0, c, sources[2], bad = 0;
        long long *rs = (long long *)malloc(sizeof(long long) * (size_t)(w * h));
        long long *rd = (long long *)malloc(sizeof(long long) * (size_t)(w * h));
        gridpath_grid grid;
        flowfield_options opt;
        for (c = w * h / 3; c < w * h && found < 2; c += 7919)
            if (cells[c]) {
                goals[found].x = c % w;
                goals[found].y = c / w;
                sources[found++] = c;
            }
        grid.cells = cells;
        grid.width = w;
        grid.height = h;
        memset(&opt, 0, sizeof opt);
        opt.moves = moves ? GRIDPATH_MOVES_4 : GRIDPATH_MOVES_8_NO_CORNER_CUT;
        CHECK(flowfield_compute(ws, field, &grid, goals, found, &opt, NULL) == FLOWFIELD_OK, "den520d");
        ref_dijkstra_exact(cells, w, h, moves ? REF_MOVES_4 : REF_MOVES_8_NO_CORNER_CUT, sources, found,
                           1, rs, rd);
        for (c = 0; c < w * h; c++) {
            uint32_t s = 0, d = 0;
            int got = flowfield_exact_cost(ws, c % w, c / w, &s, &d);
            if (got != (rs[c] >= 0) || (got && ((long long)s != rs[c] || (long long)d != rd[c]))) bad++;
        }
        CHECK(bad == 0, "den520d moves %d: %d cells differ from the reference", moves, bad);
        free(rs);
        free(rd);
    }
    flowfield_field_destroy(field);
    flowfield_workspace_destroy(ws);
    free(cells);
}

/* test_flowfield --sweep GRIDS [WALL_PERCENT] (make sweep): not a test but the measurement behind
 * the ONE_FREE notes above. GRIDS generated grids (3-28 x 3-24 cells, WALL_PERCENT walls, default
 * 40, one to three goals, line of sight on every other grid), BFS under ONE_FREE, a workspace sized
 * for each grid (the loop that runs, and so which of two equal steps a cell takes, depends on it),
 * 9 agents from every reached cell walked as walk_agents_at does. Prints each agent that stops
 * (circles), the totals and a hash of every field's codes (equal hashes: the same fields, so a
 * changed flowfield.h that gives another hash changed some direction). Built without the
 * sanitizers for speed:
 *   cc -O2 -I. -o build/sweep tests/test_flowfield.c -lm && build/sweep --sweep 6000
 * (-DFLOWFIELD__FORCE=1..5 forces a search loop; another flowfield.h first on the -I path sweeps
 * that copy). Exit 0 when every agent arrived, 1 when some did not, 2 on bad arguments. */
static int sweep_one_free(int argc, char **argv) {
    char *end = NULL, *wend = NULL;
    const long grids = argc >= 3 ? strtol(argv[2], &end, 10) : 0;
    const double walls = argc >= 4 ? strtod(argv[3], &wend) : 40.0;
    uint32_t rng = 60221u;
    uint32_t hash = 2166136261u; /* of every grid's codes: another flowfield.h gives other fields if it differs */
    long trial, agents = 0, arrived = 0, left = 0;
    int i;
    static int cells[MAXW * MAXH];
    setup st;
    if (argc < 3 || argc > 4 || strcmp(argv[1], "--sweep") != 0 || !end || *end || grids < 1 || (wend && *wend) ||
        !(walls >= 0.0 && walls < 100.0)) {
        const int help = argc == 2 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0);
        fprintf(help ? stdout : stderr,
                "usage: %s                 run the tests\n"
                "       %s --sweep GRIDS [WALL_PERCENT]\n"
                "  walk 9 agents from every reached cell of GRIDS generated grids (3-28 x 3-24,\n"
                "  WALL_PERCENT walls, default 40; BFS under ONE_FREE) and count those that do not\n"
                "  arrive (circle); not a test: exit 0 if all arrived, 1 if not\n",
                argv[0], argv[0]);
        return help ? 0 : 2;
    }
    st.ws = NULL;
    st.field = flowfield_field_create(MAXW, MAXH, NULL);
    if (!st.field) return 2;
    for (trial = 0; trial < grids; trial++) {
        const int w = 3 + (int)(ref_rand(&rng) % (MAXW - 2)), h = 3 + (int)(ref_rand(&rng) % (MAXH - 2));
        int ngoals;
        gridpath_point goals[3];
        flowfield_options opt;
        ref_gen_random(cells, w, h, walls / 100.0, 1, ref_rand(&rng));
        random_goals(&rng, cells, w, h, goals, &ngoals, 1 + (int)(trial % 3));
        if (ngoals < 1) continue;
        opt = one_free_bfs((int)(trial % 2));
        st.ws = flowfield_workspace_create(w, h, NULL);
        if (!st.ws) break;
        field_and_walk(&st, cells, w, h, goals, ngoals, &opt, "sweep", (int)trial, &agents, &arrived, &left, 1);
        for (i = 0; i < w * h; i++) hash = (hash ^ flowfield_codes(st.field)[i]) * 16777619u; /* FNV-1a */
        flowfield_workspace_destroy(st.ws);
        if (grids >= 1000 && (trial + 1) % (grids / 10) == 0)
            fprintf(stderr, "sweep: %ld of %ld grids, %ld agents\n", trial + 1, grids, agents);
    }
    flowfield_field_destroy(st.field);
    printf("sweep, %s: %ld grids, %.0f%% walls: %ld of %ld agents did not arrive (%ld left the reached cells); "
           "codes hash %08x\n",
           FLOWFIELD__FORCE == 0   ? "loops picked by the grids"
           : FLOWFIELD__FORCE == 1 ? "plain loop"
           : FLOWFIELD__FORCE == 2 ? "masked loop"
           : FLOWFIELD__FORCE == 3 ? "corridor loop"
           : FLOWFIELD__FORCE == 4 ? "runs loop"
                                   : "classed loop",
           grids, walls, agents - arrived, agents, left, (unsigned)hash);
    return trial == grids && arrived == agents ? 0 : 1;
}

int main(int argc, char **argv) {
    setup st;
    if (argc > 1) return sweep_one_free(argc, argv);
    if (!setup_create(&st, MAXW, MAXH, "main")) return check_report(TEST_FLOWFIELD_NAME);
    test_bad_inputs(&st);
    test_random_grids(&st);
    test_uniform_four(&st);
    test_wide_costs(&st);
    test_workspace_sizes(&st);
    test_max_boundary(&st);
    test_local_window(&st);
    test_long_rows();
    test_wide_rows();
    test_sized_wide_rows();
    test_long_lines();
    test_memory_alignment();
    test_sight(&st);
    test_goal_regions(&st);
    test_goal_regions_bad(&st);
    test_sampling(&st);
    test_sampling_no_bounce(&st);
    test_sampling_ties(&st);
    test_sampling_straight_ties(&st);
    test_sampling_one_free(&st);
    test_workspace_reuse_corners();
    test_sampling_max_distance(&st);
    test_sampling_max_distance_corners(&st);
    test_continuity(&st);
    test_sampling_edges();
    test_sight_goal_past_edge();
    test_unusual_arguments();
    test_real_map();
    setup_destroy(&st);
    return check_report(TEST_FLOWFIELD_NAME);
}
