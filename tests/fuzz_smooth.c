/* fuzz_smooth.c - libFuzzer harness for line of sight, waypoints, string pulling and connected
 * components. Input bytes -> a small grid, a moves value (sometimes invalid), a path (either a
 * legal walk steered by the bytes or raw indices, to exercise validation), a capacity and two
 * points. Checks: results agree with what the inputs allow; an accepted path is legal
 * (ref_path_legal); waypoints expand back to the path; every smooth segment is in line of sight
 * and the smooth path is a subsequence of the path; nothing is written past the capacity;
 * line of sight agrees with an independent geometric test; component labels agree with
 * ref_bfs reachability. Build: make fuzz. */
#define ASTAR_IMPLEMENTATION
#include "astar.h"
#include "reference.h"
#include "fuzz_input.h"

#include <stdlib.h>
#include <string.h>

#define FZ_MAXW 20
#define FZ_MAXH 20
#define FZ_MAXPATH 64
#define FZ_CANARY (-77)

#define FZ_REQUIRE(cond) \
    do {                 \
        if (!(cond)) abort(); \
    } while (0)


/* Independent line of sight (the geometry of tests/test_smooth.c): in doubled coordinates a
 * cell is crossed when grid corners of it lie strictly on both sides of the segment's line; at
 * each grid corner on the segment the two cells not crossed are judged by the corner rule. */
static long long fz_side(long long ax, long long ay, long long bx, long long by, long long px,
                         long long py) {
    return (bx - ax) * (py - ay) - (by - ay) * (px - ax);
}

static int fz_crossed(long long ax, long long ay, long long bx, long long by, int cx, int cy) {
    int k, neg = 0, pos = 0;
    if (ax == bx && ay == by) return 2 * cx + 1 == ax && 2 * cy + 1 == ay;
    for (k = 0; k < 4; k++) {
        long long s = fz_side(ax, ay, bx, by, 2 * cx + 2 * (k & 1), 2 * cy + 2 * (k >> 1));
        neg |= s < 0;
        pos |= s > 0;
    }
    return neg && pos;
}

static int fz_sight(const int *cells, int w, int moves, int x0, int y0, int x1, int y1) {
    long long ax = 2 * x0 + 1, ay = 2 * y0 + 1, bx = 2 * x1 + 1, by = 2 * y1 + 1;
    int lx = x0 < x1 ? x0 : x1, hx = x0 < x1 ? x1 : x0, ly = y0 < y1 ? y0 : y1,
        hy = y0 < y1 ? y1 : y0, cx, cy;
    for (cy = ly; cy <= hy; cy++)
        for (cx = lx; cx <= hx; cx++)
            if (fz_crossed(ax, ay, bx, by, cx, cy) && cells[cy * w + cx] <= 0) return 0;
    for (cy = ly + 1; cy <= hy; cy++)
        for (cx = lx + 1; cx <= hx; cx++) {
            int k, sides = 0, free_sides = 0;
            if (fz_side(ax, ay, bx, by, 2 * cx, 2 * cy) != 0) continue;
            for (k = 0; k < 4; k++) {
                int sx = cx - 1 + (k & 1), sy = cy - 1 + (k >> 1);
                if (fz_crossed(ax, ay, bx, by, sx, sy)) continue;
                sides++;
                free_sides += cells[sy * w + sx] > 0;
            }
            FZ_REQUIRE(sides == 2);
            if (moves == 4) continue;
            if (moves == 3 ? free_sides < 1 : free_sides < 2) return 0;
        }
    return 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static int cells[FZ_MAXW * FZ_MAXH], steps[FZ_MAXW * FZ_MAXH];
    static unsigned char memory[FZ_MAXW * FZ_MAXH * 4 + 256];
    int32_t path[FZ_MAXPATH], out[FZ_MAXPATH + 4], length = 0, count = -1, capacity, i, k;
    int w, h, moves, mode, valid_moves, legal;
    gridpath_grid grid;
    gridpath_point a, b;
    astar_result r;
    astar_components *comp;
    double euclid = -1.0;

    w = 1 + (int)(take(&data, &size) % FZ_MAXW);
    h = 1 + (int)(take(&data, &size) % FZ_MAXH);
    moves = (int)(take(&data, &size) % 6); /* 5 is invalid */
    valid_moves = moves <= 4;
    mode = (int)take(&data, &size);
    for (i = 0; i < w * h; i += 8) {
        unsigned bits = take(&data, &size);
        for (k = 0; k < 8 && i + k < w * h; k++) cells[i + k] = (bits >> k) & 1 ? 0 : 1 + (k & 1);
    }
    grid.cells = cells;
    grid.width = w;
    grid.height = h;

    /* the path */
    if (mode & 1) { /* raw indices: mostly invalid */
        length = (int32_t)(take(&data, &size) % FZ_MAXPATH);
        for (i = 0; i < length; i++)
            path[i] = (int32_t)take(&data, &size) - 8 + (int32_t)(take(&data, &size) & 1) * 300;
    } else { /* a walk steered by the bytes, kept legal when the moves are valid */
        int32_t startcell = (int32_t)((take(&data, &size) << 8 | take(&data, &size)) %
                                      (unsigned)(w * h));
        path[0] = startcell;
        length = 1;
        while (size && length < FZ_MAXPATH) {
            int d = (int)(take(&data, &size) % 8), x = path[length - 1] % w,
                y = path[length - 1] / w, nx = x + ref_dx[d], ny = y + ref_dy[d];
            int32_t step[2];
            if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
            step[0] = path[length - 1];
            step[1] = ny * w + nx;
            if (valid_moves && !ref_path_legal(cells, w, h, ref_moves_from_gridpath((int)moves), step, 2, NULL))
                continue;
            path[length++] = step[1];
        }
    }
    capacity = (int32_t)(take(&data, &size) % (FZ_MAXPATH + 2));
    legal = valid_moves && length >= 1 &&
            ref_path_legal(cells, w, h, ref_moves_from_gridpath((int)moves), path, length, NULL);

    /* waypoints */
    for (i = 0; i < FZ_MAXPATH + 4; i++) out[i] = FZ_CANARY;
    r = astar_path_waypoints(path, length, w, out, capacity, &count);
    for (i = capacity; i < FZ_MAXPATH + 4; i++) FZ_REQUIRE(out[i] == FZ_CANARY);
    if (legal) FZ_REQUIRE(r == ASTAR_OK || r == ASTAR_BUFFER_TOO_SMALL);
    if (r == ASTAR_BUFFER_TOO_SMALL) {
        FZ_REQUIRE(count > capacity && count <= length);
        for (i = 0; i < capacity; i++) FZ_REQUIRE(out[i] == FZ_CANARY);
    }
    if (r == ASTAR_OK) {
        int32_t pos = 0;
        FZ_REQUIRE(count >= 1 && count <= length && count <= capacity);
        FZ_REQUIRE(out[0] == path[0] && out[count - 1] == path[length - 1]);
        for (k = 1; k < count; k++) {
            int ax = out[k - 1] % w, ay = out[k - 1] / w, bx = out[k] % w, by = out[k] / w;
            int dx = bx - ax, dy = by - ay, n = abs(dx) > abs(dy) ? abs(dx) : abs(dy), s;
            FZ_REQUIRE(n > 0 && (dx == 0 || dy == 0 || abs(dx) == abs(dy)));
            for (s = 1; s <= n; s++) {
                pos++;
                FZ_REQUIRE(pos < length);
                FZ_REQUIRE(path[pos] == (ay + s * (dy > 0) - s * (dy < 0)) * w + ax +
                                            s * (dx > 0) - s * (dx < 0));
            }
        }
        FZ_REQUIRE(pos == length - 1);
    }

    /* string pulling */
    for (i = 0; i < FZ_MAXPATH + 4; i++) out[i] = FZ_CANARY;
    r = astar_path_smooth(&grid, (gridpath_moves)moves, path, length, out, capacity, &count,
                          &euclid);
    for (i = capacity; i < FZ_MAXPATH + 4; i++) FZ_REQUIRE(out[i] == FZ_CANARY);
    FZ_REQUIRE(legal ? (r == ASTAR_OK || r == ASTAR_BUFFER_TOO_SMALL)
                     : r == ASTAR_INVALID_ARGUMENT);
    if (r == ASTAR_BUFFER_TOO_SMALL) {
        FZ_REQUIRE(count > capacity && count <= length);
        for (i = 0; i < capacity; i++) FZ_REQUIRE(out[i] == FZ_CANARY);
    }
    if (r == ASTAR_OK) {
        int32_t pos = 0;
        double geometric = 0.0;
        FZ_REQUIRE(count >= 1 && count <= length && count <= capacity);
        FZ_REQUIRE(out[0] == path[0] && out[count - 1] == path[length - 1]);
        for (k = 0; k < count; k++) {
            while (pos < length && path[pos] != out[k]) pos++;
            FZ_REQUIRE(pos < length);
            pos++;
        }
        for (k = 1; k < count; k++) {
            gridpath_point p, q;
            p.x = out[k - 1] % w;
            p.y = out[k - 1] / w;
            q.x = out[k] % w;
            q.y = out[k] / w;
            FZ_REQUIRE(astar_line_of_sight(&grid, (gridpath_moves)moves, p, q) == 1);
        }
        for (i = 1; i < length; i++)
            geometric += (path[i] % w != path[i - 1] % w && path[i] / w != path[i - 1] / w)
                             ? 1.41421356237309505 : 1.0;
        FZ_REQUIRE(euclid >= 0.0 && euclid <= geometric + 1e-9);
    }

    /* line of sight between two points, both ways */
    a.x = (int)(take(&data, &size) % (unsigned)(w + 2)) - 1;
    a.y = (int)(take(&data, &size) % (unsigned)(h + 2)) - 1;
    b.x = (int)(take(&data, &size) % (unsigned)(w + 2)) - 1;
    b.y = (int)(take(&data, &size) % (unsigned)(h + 2)) - 1;
    {
        int s1 = astar_line_of_sight(&grid, (gridpath_moves)moves, a, b);
        int s2 = astar_line_of_sight(&grid, (gridpath_moves)moves, b, a);
        FZ_REQUIRE(s1 == s2);
        FZ_REQUIRE(valid_moves ? (s1 == 0 || s1 == 1) : s1 == -1);
        if (valid_moves && a.x >= 0 && a.y >= 0 && a.x < w && a.y < h && b.x >= 0 && b.y >= 0 &&
            b.x < w && b.y < h)
            FZ_REQUIRE(s1 == fz_sight(cells, w, moves, a.x, a.y, b.x, b.y));
    }

    /* components */
    comp = astar_components_init(memory, sizeof memory, &grid, (gridpath_moves)moves);
    FZ_REQUIRE(valid_moves == (comp != NULL));
    if (comp && a.x >= 0 && a.y >= 0 && a.x < w && a.y < h) {
        int source = a.y * w + a.x, count_seen = 0;
        int32_t label_a = astar_components_label(comp, a);
        ref_bfs(cells, w, h, ref_moves_from_gridpath((int)moves), &source, 1, steps);
        FZ_REQUIRE((label_a >= 0) == (cells[source] > 0));
        for (i = 0; i < w * h; i++) {
            gridpath_point p;
            int32_t label;
            p.x = i % w;
            p.y = i / w;
            label = astar_components_label(comp, p);
            FZ_REQUIRE(label >= -1 && label < astar_components_count(comp));
            FZ_REQUIRE((label >= 0) == (cells[i] > 0));
            /* labels are numbered by first cell: a new label is exactly the next one */
            if (label >= count_seen) {
                FZ_REQUIRE(label == count_seen);
                count_seen++;
            }
            if (label_a >= 0) FZ_REQUIRE((steps[i] >= 0) == (label == label_a));
        }
        FZ_REQUIRE(count_seen == astar_components_count(comp));
    }
    return 0;
}
