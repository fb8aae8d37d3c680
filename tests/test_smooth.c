/* test_smooth.c - waypoints, line of sight and string pulling (astar.h >>smooth).
 *
 * Line of sight is checked against an independent geometric test written here: in doubled
 * coordinates (cell (x, y) is the square [2x, 2x+2] x [2y, 2y+2], its centre (2x+1, 2y+1)) a
 * cell is "crossed" when the segment's line has grid corners of the cell strictly on both
 * sides; every grid corner on the segment has two cells around it that are not crossed (the
 * side cells), judged by the corner rule. No walking, no DDA: every cell of the bounding box
 * is classified on its own. Paths come from astar_find_path and from random legal walks
 * (checked with ref_path_legal from tests/reference.h). */
#define ASTAR_IMPLEMENTATION
#include "astar.h"
#include "check.h"
#include "reference.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static const gridpath_moves all_moves[4] = {GRIDPATH_MOVES_4, GRIDPATH_MOVES_8_NO_CORNER_CUT,
                                            GRIDPATH_MOVES_8_ONE_FREE, GRIDPATH_MOVES_8_ALWAYS};

/* the reference's numbering equals gridpath_moves for the four explicit rules */
static int ref_moves(gridpath_moves m) { return m == GRIDPATH_MOVES_DEFAULT ? 2 : (int)m; }

static long long side_of(long long ax, long long ay, long long bx, long long by, long long px,
                         long long py) {
    return (bx - ax) * (py - ay) - (by - ay) * (px - ax);
}

/* 1 if the cell's open square meets the line through a and b (doubled coordinates) */
static int crossed(long long ax, long long ay, long long bx, long long by, int cx, int cy) {
    int k, neg = 0, pos = 0;
    if (ax == bx && ay == by) return 2 * cx + 1 == ax && 2 * cy + 1 == ay;
    for (k = 0; k < 4; k++) {
        long long s = side_of(ax, ay, bx, by, 2 * cx + 2 * (k & 1), 2 * cy + 2 * (k >> 1));
        if (s < 0) neg = 1;
        if (s > 0) pos = 1;
    }
    return neg && pos;
}

/* Independent line of sight: 1 clear, 0 not. moves as gridpath_moves. Also counts, for the
 * caller's curiosity, how many corner passages were met. */
static int reference_sight(const int *cells, int w, int h, gridpath_moves moves, int x0, int y0,
                           int x1, int y1, int *corners) {
    long long ax = 2 * x0 + 1, ay = 2 * y0 + 1, bx = 2 * x1 + 1, by = 2 * y1 + 1;
    int lx = x0 < x1 ? x0 : x1, hx = x0 < x1 ? x1 : x0, ly = y0 < y1 ? y0 : y1,
        hy = y0 < y1 ? y1 : y0, cx, cy, X, Y;
    int clear = 1;
    (void)h;
    if (corners) *corners = 0;
    for (cy = ly; cy <= hy; cy++)
        for (cx = lx; cx <= hx; cx++)
            if (crossed(ax, ay, bx, by, cx, cy) && cells[cy * w + cx] <= 0) clear = 0;
    /* grid corners strictly inside the bounding box that lie on the line */
    for (Y = ly + 1; Y <= hy; Y++)
        for (X = lx + 1; X <= hx; X++) {
            int k, sides = 0, free_sides = 0, ok;
            if (side_of(ax, ay, bx, by, 2 * X, 2 * Y) != 0) continue;
            if (corners) (*corners)++;
            for (k = 0; k < 4; k++) {
                int sx = X - 1 + (k & 1), sy = Y - 1 + (k >> 1);
                if (crossed(ax, ay, bx, by, sx, sy)) continue;
                sides++;
                free_sides += cells[sy * w + sx] > 0;
            }
            CHECK(sides == 2, "corner (%d,%d) of segment (%d,%d)-(%d,%d) has %d side cells", X, Y,
                  x0, y0, x1, y1, sides);
            if (moves == GRIDPATH_MOVES_8_ALWAYS) ok = 1;
            else if (moves == GRIDPATH_MOVES_8_ONE_FREE) ok = free_sides >= 1;
            else ok = free_sides == 2;
            if (!ok) clear = 0;
        }
    return clear;
}

static void test_sight_hand_made(void) {
    /* two cells meeting at a corner, both side cells blocked: only 8_ALWAYS sees through */
    static const int gap[4] = {1, 0, 0, 1};
    /* one side cell free */
    static const int half[4] = {1, 1, 0, 1};
    static const int open[4] = {1, 1, 1, 1};
    gridpath_grid g = {gap, 2, 2};
    gridpath_point a = {0, 0}, b = {1, 1}, outside = {2, 0}, minus = {-1, 0};
    CHECK(astar_line_of_sight(&g, GRIDPATH_MOVES_4, a, b) == 0, "4: gap");
    CHECK(astar_line_of_sight(&g, GRIDPATH_MOVES_DEFAULT, a, b) == 0, "default: gap");
    CHECK(astar_line_of_sight(&g, GRIDPATH_MOVES_8_NO_CORNER_CUT, a, b) == 0, "ncc: gap");
    CHECK(astar_line_of_sight(&g, GRIDPATH_MOVES_8_ONE_FREE, a, b) == 0, "one free: gap");
    CHECK(astar_line_of_sight(&g, GRIDPATH_MOVES_8_ALWAYS, a, b) == 1, "always: gap");
    g.cells = half;
    CHECK(astar_line_of_sight(&g, GRIDPATH_MOVES_4, a, b) == 0, "4: half");
    CHECK(astar_line_of_sight(&g, GRIDPATH_MOVES_8_NO_CORNER_CUT, a, b) == 0, "ncc: half");
    CHECK(astar_line_of_sight(&g, GRIDPATH_MOVES_8_ONE_FREE, a, b) == 1, "one free: half");
    CHECK(astar_line_of_sight(&g, GRIDPATH_MOVES_8_ALWAYS, b, a) == 1, "always: half");
    g.cells = open;
    CHECK(astar_line_of_sight(&g, GRIDPATH_MOVES_4, a, b) == 1, "4: open");
    CHECK(astar_line_of_sight(&g, GRIDPATH_MOVES_4, a, a) == 1, "same cell");
    CHECK(astar_line_of_sight(&g, GRIDPATH_MOVES_4, a, outside) == 0, "outside");
    CHECK(astar_line_of_sight(&g, GRIDPATH_MOVES_4, minus, a) == 0, "outside (negative)");
    { /* one step past each edge, as either end (until now only (2, 0) as b and (-1, 0) as a) */
        static const gridpath_point past[6] = {{2, 0}, {0, 2}, {-1, 1}, {1, -1}, {2, 1}, {1, 2}};
        int k;
        for (k = 0; k < 6; k++)
            CHECK(astar_line_of_sight(&g, GRIDPATH_MOVES_8_ALWAYS, past[k], a) == 0 &&
                      astar_line_of_sight(&g, GRIDPATH_MOVES_8_ALWAYS, b, past[k]) == 0,
                  "outside: (%d, %d)", past[k].x, past[k].y);
    }
    CHECK(astar_line_of_sight(NULL, GRIDPATH_MOVES_4, a, b) == -1, "NULL grid");
    CHECK(astar_line_of_sight(&g, (gridpath_moves)7, a, b) == -1, "bad moves");
    if (CHECK_BAD_ENUMS) CHECK(astar_line_of_sight(&g, (gridpath_moves)-1, a, b) == -1, "negative moves");
    g.width = 0;
    CHECK(astar_line_of_sight(&g, GRIDPATH_MOVES_4, a, b) == -1, "width 0");
    g.width = 2;
    g.height = 0;
    CHECK(astar_line_of_sight(&g, GRIDPATH_MOVES_4, a, b) == -1, "height 0");
    g.width = 1 << 15;
    g.height = 1 << 15;
    CHECK(astar_line_of_sight(&g, GRIDPATH_MOVES_4, a, b) == -1, "too large");
    {
        /* a shallow segment (0,0)-(3,1) crosses (0,0),(1,0),(2,1),(3,1) and passes the corner
         * (2,1) between (1,0) and (2,1): side cells (1,1) and (2,0) */
        static const int shallow[8] = {1, 1, 0, 1, 1, 1, 1, 1};
        gridpath_grid s = {shallow, 4, 2};
        gridpath_point p = {0, 0}, q = {3, 1};
        CHECK(astar_line_of_sight(&s, GRIDPATH_MOVES_8_NO_CORNER_CUT, p, q) == 0, "shallow ncc");
        CHECK(astar_line_of_sight(&s, GRIDPATH_MOVES_8_ONE_FREE, p, q) == 1, "shallow one free");
        CHECK(reference_sight(shallow, 4, 2, GRIDPATH_MOVES_8_NO_CORNER_CUT, 0, 0, 3, 1, NULL) == 0,
              "reference: shallow ncc");
    }
    {
        /* (0,0)-(2,1) passes no corner: crosses (0,0),(1,0),(1,1),(2,1); (2,0),(0,1) not met */
        static const int slope[6] = {1, 1, 0, 0, 1, 1};
        gridpath_grid s = {slope, 3, 2};
        gridpath_point p = {0, 0}, q = {2, 1};
        CHECK(astar_line_of_sight(&s, GRIDPATH_MOVES_8_NO_CORNER_CUT, p, q) == 1, "slope clear");
        CHECK(reference_sight(slope, 3, 2, GRIDPATH_MOVES_8_NO_CORNER_CUT, 0, 0, 2, 1, NULL) == 1,
              "reference: slope clear");
    }
}

static void test_sight_random(void) {
    int w = 23, h = 17, trial, corner_cases = 0, clear_count = 0, total = 0;
    int *cells = (int *)malloc(sizeof(int) * (size_t)(w * h));
    uint32_t rng = 12345;
    for (trial = 0; trial < 60; trial++) {
        int m, pair;
        ref_gen_random(cells, w, h, 0.05 + 0.3 * (trial % 5) / 4.0, 1, (uint32_t)trial * 7u + 1u);
        for (m = 0; m < 4; m++) {
            gridpath_grid g = {cells, w, h};
            for (pair = 0; pair < 300; pair++) {
                gridpath_point a, b;
                int want, got, corners = 0;
                a.x = (int)(ref_rand(&rng) % (uint32_t)w);
                a.y = (int)(ref_rand(&rng) % (uint32_t)h);
                if (pair % 3 == 0) {
                    /* a segment passes grid corners exactly when dx / dy reduces to odd / odd */
                    b.x = a.x + 2 * (int)(ref_rand(&rng) % 7u) - 5;
                    b.y = a.y + 2 * (int)(ref_rand(&rng) % 7u) - 5;
                    if (b.x < 0 || b.y < 0 || b.x >= w || b.y >= h) b = a;
                } else {
                    b.x = (int)(ref_rand(&rng) % (uint32_t)w);
                    b.y = (int)(ref_rand(&rng) % (uint32_t)h);
                }
                want = cells[a.y * w + a.x] > 0 && cells[b.y * w + b.x] > 0 &&
                       reference_sight(cells, w, h, all_moves[m], a.x, a.y, b.x, b.y, &corners);
                got = astar_line_of_sight(&g, all_moves[m], a, b);
                if (corners) corner_cases++;
                clear_count += want;
                total++;
                CHECK(got == want, "moves %d (%d,%d)-(%d,%d): got %d, reference %d", (int)all_moves[m],
                      a.x, a.y, b.x, b.y, got, want);
                CHECK(got == astar_line_of_sight(&g, all_moves[m], b, a), "symmetry");
            }
        }
    }
    /* the test means something only if both outcomes and corner passages occurred */
    CHECK(corner_cases > 100, "only %d segments passed a corner", corner_cases);
    CHECK(clear_count > total / 10 && clear_count < total - total / 10, "%d of %d clear",
          clear_count, total);
    free(cells);
}

/* Checks every promise of astar_path_waypoints on a legal path. */
static void check_waypoints(const int32_t *path, int length, int w) {
    int32_t *out = (int32_t *)malloc(sizeof(int32_t) * (size_t)length);
    int32_t *copy = (int32_t *)malloc(sizeof(int32_t) * (size_t)length);
    int32_t count = -5, needed = -5, i, k, pos = 0;
    astar_result r = astar_path_waypoints(path, length, w, out, length, &count);
    CHECK(r == ASTAR_OK, "waypoints: %s", astar_result_string(r));
    if (r != ASTAR_OK) goto done;
    CHECK(count >= 1 && count <= length, "count %d of %d", (int)count, length);
    CHECK(out[0] == path[0] && out[count - 1] == path[length - 1], "ends kept");
    CHECK(length == 1 ? count == 1 : count >= 2, "count %d for length %d", (int)count, length);
    /* expand: each leg is a straight king line; stepping it must reproduce the path */
    for (k = 1; k < count; k++) {
        int ax = out[k - 1] % w, ay = out[k - 1] / w, bx = out[k] % w, by = out[k] / w;
        int dx = bx - ax, dy = by - ay, n = abs(dx) > abs(dy) ? abs(dx) : abs(dy), s;
        int sx = dx > 0 ? 1 : dx < 0 ? -1 : 0, sy = dy > 0 ? 1 : dy < 0 ? -1 : 0;
        CHECK(n > 0 && (dx == 0 || dy == 0 || abs(dx) == abs(dy)), "leg %d not straight", (int)k);
        if (k > 1) { /* a waypoint must be a real turn */
            int px = out[k - 2] % w, py = out[k - 2] / w;
            int psx = ax - px > 0 ? 1 : ax - px < 0 ? -1 : 0, psy = ay - py > 0 ? 1 : ay - py < 0 ? -1 : 0;
            CHECK(psx != sx || psy != sy, "waypoint %d is not a turn", (int)(k - 1));
        }
        for (s = 1; s <= n && pos + 1 < length; s++) {
            pos++;
            CHECK(path[pos] == (ay + s * sy) * w + ax + s * sx, "expansion differs at %d", pos);
        }
    }
    CHECK(pos == length - 1, "expansion has %d cells, path %d", pos + 1, length);
    /* in place gives the same */
    memcpy(copy, path, sizeof(int32_t) * (size_t)length);
    r = astar_path_waypoints(copy, length, w, copy, length, &needed);
    CHECK(r == ASTAR_OK && needed == count && !memcmp(copy, out, sizeof(int32_t) * (size_t)count),
          "in place differs");
    /* too small: nothing written, needed length reported */
    if (count > 1) {
        for (i = 0; i < length; i++) copy[i] = -7;
        r = astar_path_waypoints(path, length, w, copy, count - 1, &needed);
        CHECK(r == ASTAR_BUFFER_TOO_SMALL && needed == count, "too small: %s, %d",
              astar_result_string(r), (int)needed);
        for (i = 0; i < length; i++) CHECK(copy[i] == -7, "written on too small");
    }
    r = astar_path_waypoints(path, length, w, NULL, 0, &needed);
    CHECK(r == ASTAR_BUFFER_TOO_SMALL && needed == count, "size query");
done:
    free(out);
    free(copy);
}

static double path_geometric_length(const int32_t *path, int length, int w) {
    double total = 0.0;
    int i;
    for (i = 1; i < length; i++) {
        int dx = path[i] % w - path[i - 1] % w, dy = path[i] / w - path[i - 1] / w;
        total += (dx && dy) ? sqrt(2.0) : 1.0;
    }
    return total;
}

/* Checks every promise of astar_path_smooth on a legal path. */
static void check_smooth(const int *cells, int w, int h, gridpath_moves moves,
                         const int32_t *path, int length) {
    gridpath_grid g = {cells, w, h};
    int32_t *out = (int32_t *)malloc(sizeof(int32_t) * (size_t)length);
    int32_t *copy = (int32_t *)malloc(sizeof(int32_t) * (size_t)length);
    int32_t count = -5, needed = -5, k, i, pos = 0;
    double euclid = -1.0, euclid2 = -1.0, mine = 0.0;
    astar_result r = astar_path_smooth(&g, moves, path, length, out, length, &count, &euclid);
    CHECK(r == ASTAR_OK, "smooth: %s", astar_result_string(r));
    if (r != ASTAR_OK) goto done;
    CHECK(count >= 1 && count <= length, "count %d of %d", (int)count, length);
    CHECK(out[0] == path[0] && out[count - 1] == path[length - 1], "ends kept");
    for (k = 0; k < count; k++) { /* a subsequence of the path, in order */
        while (pos < length && path[pos] != out[k]) pos++;
        CHECK(pos < length, "smooth cell %d not on the path in order", (int)k);
        if (pos < length) pos++;
    }
    for (k = 1; k < count; k++) {
        int ax = out[k - 1] % w, ay = out[k - 1] / w, bx = out[k] % w, by = out[k] / w;
        CHECK(reference_sight(cells, w, h, moves, ax, ay, bx, by, NULL),
              "moves %d: segment (%d,%d)-(%d,%d) not clear", (int)moves, ax, ay, bx, by);
        mine += sqrt((double)((bx - ax) * (bx - ax) + (by - ay) * (by - ay)));
    }
    CHECK(fabs(mine - euclid) <= 1e-9 * (1.0 + mine), "length %.12f, reference %.12f", euclid,
          mine);
    CHECK(euclid <= path_geometric_length(path, length, w) + 1e-9, "smooth %.6f > path %.6f",
          euclid, path_geometric_length(path, length, w));
    memcpy(copy, path, sizeof(int32_t) * (size_t)length);
    r = astar_path_smooth(&g, moves, copy, length, copy, length, &needed, &euclid2);
    CHECK(r == ASTAR_OK && needed == count && euclid2 == euclid &&
              !memcmp(copy, out, sizeof(int32_t) * (size_t)count),
          "in place differs");
    if (count > 1) {
        for (i = 0; i < length; i++) copy[i] = -7;
        r = astar_path_smooth(&g, moves, path, length, copy, count - 1, &needed, NULL);
        CHECK(r == ASTAR_BUFFER_TOO_SMALL && needed == count, "too small: %s, %d",
              astar_result_string(r), (int)needed);
        for (i = 0; i < length; i++) CHECK(copy[i] == -7, "written on too small");
        /* exactly enough capacity, smaller than the path: still the same result */
        r = astar_path_smooth(&g, moves, path, length, copy, count, &needed, &euclid2);
        CHECK(r == ASTAR_OK && needed == count && euclid2 == euclid &&
                  !memcmp(copy, out, sizeof(int32_t) * (size_t)count),
              "exact capacity differs");
    }
    r = astar_path_smooth(&g, moves, path, length, NULL, 0, &needed, NULL);
    CHECK(r == ASTAR_BUFFER_TOO_SMALL && needed == count, "size query: %s, %d", astar_result_string(r),
          (int)needed);
done:
    free(out);
    free(copy);
}

/* A random legal walk (may revisit cells). Returns its length (>= 1). */
static int random_walk(const int *cells, int w, int h, gridpath_moves moves, int32_t *path,
                       int max_len, uint32_t *rng) {
    int len = 1, tries = 0, rm = ref_moves(moves);
    do {
        path[0] = (int32_t)(ref_rand(rng) % (uint32_t)(w * h));
    } while (cells[path[0]] <= 0 && ++tries < 1000);
    if (cells[path[0]] <= 0) return 0;
    while (len < max_len && tries++ < 20 * max_len) {
        int x = path[len - 1] % w, y = path[len - 1] / w, d = (int)(ref_rand(rng) % 8u), nx, ny;
        int32_t next[2];
        double cost;
        /* keep going the same way half the time, so walks have straight runs */
        if (len >= 2 && (ref_rand(rng) & 1)) {
            int px = path[len - 2] % w, py = path[len - 2] / w;
            nx = x + (x - px);
            ny = y + (y - py);
        } else {
            nx = x + ref_dx[d];
            ny = y + ref_dy[d];
        }
        if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
        next[0] = path[len - 1];
        next[1] = ny * w + nx;
        if (!ref_path_legal(cells, w, h, rm, next, 2, &cost)) continue;
        path[len++] = next[1];
    }
    return len;
}

static void test_paths(void) {
    int w = 40, h = 30, map, m, q;
    int *cells = (int *)malloc(sizeof(int) * (size_t)(w * h));
    int32_t *path = (int32_t *)malloc(sizeof(int32_t) * (size_t)(w * h));
    astar_workspace *ws = astar_workspace_create(w, h, NULL);
    uint32_t rng = 99;
    int searched = 0, shortened = 0;
    gridpath_grid grid = {cells, w, h};
    for (map = 0; map < 12; map++) {
        if (map % 3 == 0) ref_gen_random(cells, w, h, 0.1 + 0.05 * map / 3, 1, (uint32_t)map + 5u);
        else if (map % 3 == 1) ref_gen_maze(cells, w, h, 1 + map % 4, (uint32_t)map);
        else ref_gen_rooms(cells, w, h, 6 + map % 5, (uint32_t)map);
        for (m = 0; m < 4; m++) {
            astar_options opt;
            memset(&opt, 0, sizeof opt);
            opt.moves = all_moves[m];
            for (q = 0; q < 25; q++) {
                gridpath_point s, t;
                astar_info info;
                int len;
                s.x = (int)(ref_rand(&rng) % (uint32_t)w);
                s.y = (int)(ref_rand(&rng) % (uint32_t)h);
                t.x = (int)(ref_rand(&rng) % (uint32_t)w);
                t.y = (int)(ref_rand(&rng) % (uint32_t)h);
                if (astar_find_path(ws, &grid, s, t, &opt, path, w * h,
                                    &info) == ASTAR_OK) {
                    int32_t before = info.path_length, after = 0;
                    CHECK(ref_path_legal(cells, w, h, ref_moves(all_moves[m]), path,
                                         info.path_length, NULL),
                          "search path illegal");
                    check_waypoints(path, info.path_length, w);
                    check_smooth(cells, w, h, all_moves[m], path, info.path_length);
                    astar_path_smooth(&grid, all_moves[m], path, before,
                                      NULL, 0, &after, NULL);
                    if (after < before) shortened++;
                    searched++;
                }
                len = random_walk(cells, w, h, all_moves[m], path, 1 + q * 4, &rng);
                if (len > 0) {
                    check_waypoints(path, len, w);
                    check_smooth(cells, w, h, all_moves[m], path, len);
                }
            }
        }
    }
    CHECK(searched > 300 && shortened > searched / 2, "%d paths, %d shortened", searched,
          shortened);
    astar_workspace_destroy(ws);
    free(cells);
    free(path);
}

static void test_known_results(void) {
    /* open field: everything is in sight, so any path smooths to its two ends */
    static int open[10 * 5];
    static const int32_t stairs[] = {0, 1, 11, 12, 22, 23, 33, 34, 44};
    static const int32_t straight[] = {0, 1, 2, 3, 13, 23, 33};
    gridpath_grid g = {open, 10, 5};
    int32_t out[16], count = 0;
    double euclid = 0.0;
    int i;
    for (i = 0; i < 50; i++) open[i] = 1 + i % 3; /* costs do not matter to line of sight */
    CHECK(astar_path_smooth(&g, GRIDPATH_MOVES_4, stairs, 9, out, 16, &count, &euclid) == ASTAR_OK,
          "stairs");
    CHECK(count == 2 && out[0] == 0 && out[1] == 44, "stairs: %d cells", (int)count);
    CHECK(fabs(euclid - sqrt(4.0 * 4.0 + 4.0 * 4.0)) < 1e-12, "stairs length %.12f", euclid);
    /* waypoints of the staircase: every cell is a turn */
    CHECK(astar_path_waypoints(stairs, 9, 10, out, 16, &count) == ASTAR_OK && count == 9,
          "stairs waypoints %d", (int)count);
    CHECK(astar_path_waypoints(straight, 7, 10, out, 16, &count) == ASTAR_OK && count == 3 &&
              out[0] == 0 && out[1] == 3 && out[2] == 33,
          "L waypoints");
    CHECK(astar_path_waypoints(straight, 1, 10, out, 16, &count) == ASTAR_OK && count == 1 &&
              out[0] == 0,
          "single cell");
    CHECK(astar_path_smooth(&g, GRIDPATH_MOVES_8_ALWAYS, straight, 1, out, 16, &count, &euclid) ==
                  ASTAR_OK && count == 1 && euclid == 0.0,
          "single cell smooth");
    {
        /* a wall with one door: the smooth path must bend at the door's corner cells */
        static const int wall[7 * 5] = {
            1, 1, 1, 0, 1, 1, 1,
            1, 1, 1, 0, 1, 1, 1,
            1, 1, 1, 1, 1, 1, 1,
            1, 1, 1, 0, 1, 1, 1,
            1, 1, 1, 0, 1, 1, 1};
        static const int32_t around[] = {0, 8, 16, 17, 18, 12, 6}; /* (0,0)..(3,2)..(6,0) */
        gridpath_grid wg = {wall, 7, 5};
        CHECK(astar_path_smooth(&wg, GRIDPATH_MOVES_8_NO_CORNER_CUT, around, 7, out, 16, &count,
                                &euclid) == ASTAR_OK,
              "door");
        /* worked by hand: (0,0)-(3,2) crosses (0,0),(1,0),(1,1),(2,1),(2,2),(3,2), all free;
         * (0,0)-(4,2) crosses the wall cell (3,1); (3,2)-(6,0) mirrors the first segment */
        CHECK(count == 3 && out[1] == 17 && fabs(euclid - 2.0 * sqrt(13.0)) < 1e-12,
              "door: %d cells, length %.12f", (int)count, euclid);
        for (i = 1; i < count; i++)
            CHECK(reference_sight(wall, 7, 5, GRIDPATH_MOVES_8_NO_CORNER_CUT, out[i - 1] % 7,
                                  out[i - 1] / 7, out[i] % 7, out[i] / 7, NULL),
                  "door segment %d", i);
    }
}

static void test_bad_inputs(void) {
    static const int cells[4 * 3] = {1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 0, 1};
    gridpath_grid g = {cells, 4, 3}, bad = {cells, 0, 3}, huge = {cells, 1 << 15, 1 << 15},
                  none = {NULL, 4, 3};
    static const int32_t good[] = {0, 1, 2, 3};
    static const int32_t jump[] = {0, 2};
    static const int32_t wrap[] = {3, 4};          /* (3,0) -> (0,1): not neighbours */
    static const int32_t blocked[] = {0, 5};       /* (1,1) is blocked */
    static const int32_t outside[] = {11, 15};     /* 15 is past the grid */
    static const int32_t negative[] = {0, -1};
    static const int32_t repeat[] = {0, 0};
    static const int32_t cut[] = {4, 9};           /* (0,1)->(1,2): sides (1,1) blocked, (0,2) free */
    static const int32_t cut_y[] = {1, 4};         /* (1,0)->(0,1): sides (0,0) free, (1,1) blocked */
    /* a grid one cell wide: a column */
    static const int column_cells[3] = {1, 1, 1};
    gridpath_grid column = {column_cells, 1, 3};
    static const int32_t down[] = {0, 1, 2};
    static const int32_t diagonal[] = {0, 5};       /* (0,0)->(1,1): a blocked target */
    static const int32_t diag_ok[] = {2, 7};       /* (2,0)->(3,1): sides (3,0) free, (2,1) free */
    int32_t out[8], count = 0;
    double euclid = 5.0;
    CHECK(astar_path_waypoints(NULL, 2, 4, out, 8, &count) == ASTAR_INVALID_ARGUMENT, "NULL path");
    CHECK(astar_path_waypoints(good, 0, 4, out, 8, &count) == ASTAR_INVALID_ARGUMENT, "length 0");
    CHECK(astar_path_waypoints(good, -3, 4, out, 8, &count) == ASTAR_INVALID_ARGUMENT, "length <0");
    CHECK(astar_path_waypoints(good, 4, 0, out, 8, &count) == ASTAR_INVALID_ARGUMENT, "width 0");
    CHECK(astar_path_waypoints(good, 4, 4, out, -1, &count) == ASTAR_INVALID_ARGUMENT, "cap < 0");
    CHECK(astar_path_waypoints(good, 4, 4, NULL, 8, &count) == ASTAR_INVALID_ARGUMENT, "NULL out");
    CHECK(astar_path_waypoints(good, 4, 4, out, 8, NULL) == ASTAR_INVALID_ARGUMENT, "NULL count");
    CHECK(astar_path_waypoints(jump, 2, 4, out, 8, &count) == ASTAR_INVALID_ARGUMENT, "jump");
    CHECK(astar_path_waypoints(wrap, 2, 4, out, 8, &count) == ASTAR_INVALID_ARGUMENT, "wrap");
    CHECK(astar_path_waypoints(negative, 2, 4, out, 8, &count) == ASTAR_INVALID_ARGUMENT, "neg");
    CHECK(astar_path_waypoints(repeat, 2, 4, out, 8, &count) == ASTAR_INVALID_ARGUMENT, "repeat");
    CHECK(count == 0, "count on error %d", (int)count);

    CHECK(astar_path_smooth(&g, GRIDPATH_MOVES_4, good, 4, out, 8, &count, &euclid) == ASTAR_OK,
          "good");
    CHECK(astar_path_smooth(NULL, GRIDPATH_MOVES_4, good, 4, out, 8, &count, NULL) ==
              ASTAR_INVALID_ARGUMENT, "NULL grid");
    CHECK(astar_path_smooth(&none, GRIDPATH_MOVES_4, good, 4, out, 8, &count, NULL) ==
              ASTAR_INVALID_ARGUMENT, "NULL cells");
    CHECK(astar_path_smooth(&bad, GRIDPATH_MOVES_4, good, 4, out, 8, &count, NULL) ==
              ASTAR_INVALID_ARGUMENT, "width 0");
    CHECK(astar_path_smooth(&huge, GRIDPATH_MOVES_4, good, 4, out, 8, &count, NULL) ==
              ASTAR_INVALID_ARGUMENT, "too large");
    CHECK(astar_path_smooth(&g, (gridpath_moves)5, good, 4, out, 8, &count, NULL) ==
              ASTAR_INVALID_ARGUMENT, "moves 5");
    CHECK(astar_path_smooth(&g, GRIDPATH_MOVES_4, NULL, 4, out, 8, &count, NULL) ==
              ASTAR_INVALID_ARGUMENT, "NULL path");
    CHECK(astar_path_smooth(&g, GRIDPATH_MOVES_4, good, 0, out, 8, &count, NULL) ==
              ASTAR_INVALID_ARGUMENT, "length 0");
    CHECK(astar_path_smooth(&g, GRIDPATH_MOVES_4, good, 4, NULL, 8, &count, NULL) ==
              ASTAR_INVALID_ARGUMENT, "NULL out");
    CHECK(astar_path_smooth(&g, GRIDPATH_MOVES_4, good, 4, out, -2, &count, NULL) ==
              ASTAR_INVALID_ARGUMENT, "capacity < 0");
    CHECK(astar_path_smooth(&g, GRIDPATH_MOVES_4, good, 4, out, 8, NULL, NULL) ==
              ASTAR_INVALID_ARGUMENT, "NULL count");
    CHECK(astar_path_smooth(&g, GRIDPATH_MOVES_8_ALWAYS, jump, 2, out, 8, &count, NULL) ==
              ASTAR_INVALID_ARGUMENT, "jump");
    CHECK(astar_path_smooth(&g, GRIDPATH_MOVES_8_ALWAYS, wrap, 2, out, 8, &count, NULL) ==
              ASTAR_INVALID_ARGUMENT, "wrap");
    CHECK(astar_path_smooth(&g, GRIDPATH_MOVES_8_ALWAYS, blocked, 2, out, 8, &count, NULL) ==
              ASTAR_INVALID_ARGUMENT, "blocked");
    CHECK(astar_path_smooth(&g, GRIDPATH_MOVES_8_ALWAYS, outside, 2, out, 8, &count, NULL) ==
              ASTAR_INVALID_ARGUMENT, "outside");
    CHECK(astar_path_smooth(&g, GRIDPATH_MOVES_8_ALWAYS, negative, 2, out, 8, &count, NULL) ==
              ASTAR_INVALID_ARGUMENT, "negative");
    CHECK(astar_path_smooth(&g, GRIDPATH_MOVES_8_ALWAYS, repeat, 2, out, 8, &count, NULL) ==
              ASTAR_INVALID_ARGUMENT, "repeat");
    CHECK(astar_path_smooth(&g, GRIDPATH_MOVES_8_ALWAYS, diagonal, 2, out, 8, &count, NULL) ==
              ASTAR_INVALID_ARGUMENT, "diagonal into a wall");
    /* the corner rule of the path's own steps */
    CHECK(astar_path_smooth(&g, GRIDPATH_MOVES_8_NO_CORNER_CUT, cut, 2, out, 8, &count, NULL) ==
              ASTAR_INVALID_ARGUMENT, "corner cut under no corner cutting");
    CHECK(astar_path_smooth(&g, GRIDPATH_MOVES_DEFAULT, cut, 2, out, 8, &count, NULL) ==
              ASTAR_INVALID_ARGUMENT, "corner cut under the default");
    CHECK(astar_path_smooth(&g, GRIDPATH_MOVES_8_ONE_FREE, cut, 2, out, 8, &count, NULL) ==
              ASTAR_OK, "corner cut under one free");
    /* the same with the blocked side above or below the step, not beside it */
    CHECK(astar_path_smooth(&g, GRIDPATH_MOVES_8_NO_CORNER_CUT, cut_y, 2, out, 8, &count, NULL) ==
              ASTAR_INVALID_ARGUMENT, "corner cut past a side above, under no corner cutting");
    CHECK(astar_path_smooth(&g, GRIDPATH_MOVES_8_ONE_FREE, cut_y, 2, out, 8, &count, NULL) ==
              ASTAR_OK, "corner cut past a side above, under one free");
    { /* exactly ASTAR_MAX_CELLS cells (2^14 x 2^14) is a grid, not too large: these read only the
       * first row's first four cells (ASan sees any other read) */
        static const int first_row[4] = {1, 1, 1, 1};
        static const int32_t along[] = {0, 1, 2, 3};
        const gridpath_grid largest = {first_row, 1 << 14, 1 << 14};
        const gridpath_point a = {0, 0}, b = {3, 0};
        CHECK(astar_line_of_sight(&largest, GRIDPATH_MOVES_8_NO_CORNER_CUT, a, b) == 1,
              "line of sight on a grid of exactly ASTAR_MAX_CELLS");
        CHECK(astar_path_smooth(&largest, GRIDPATH_MOVES_8_NO_CORNER_CUT, along, 4, out, 8, &count, NULL) ==
                      ASTAR_OK && count == 2 && out[1] == 3,
              "smoothing on a grid of exactly ASTAR_MAX_CELLS");
    }
    /* width 1 is a grid like any other */
    CHECK(astar_path_waypoints(down, 3, 1, out, 8, &count) == ASTAR_OK && count == 2 && out[0] == 0 &&
              out[1] == 2, "waypoints in a column");
    CHECK(astar_path_smooth(&column, GRIDPATH_MOVES_8_NO_CORNER_CUT, down, 3, out, 8, &count, NULL) ==
              ASTAR_OK && count == 2 && out[0] == 0 && out[1] == 2, "smoothing in a column");
    CHECK(astar_path_smooth(&g, GRIDPATH_MOVES_4, diag_ok, 2, out, 8, &count, &euclid) ==
              ASTAR_INVALID_ARGUMENT, "diagonal under 4 neighbours");
    CHECK(count == 0 && euclid == 0.0, "outputs cleared on error");
    CHECK(astar_path_smooth(&g, GRIDPATH_MOVES_8_NO_CORNER_CUT, diag_ok, 2, out, 8, &count,
                            &euclid) == ASTAR_OK && count == 2 &&
              fabs(euclid - sqrt(2.0)) < 1e-15,
          "diagonal ok");
}

int main(void) {
    test_sight_hand_made();
    test_sight_random();
    test_known_results();
    test_paths();
    test_bad_inputs();
    return check_report("smooth");
}
