/* reference.h - the tests' independent reference: a textbook Dijkstra, a BFS, a path checker and
 * map generators. Header-only (static functions); shares no code with astar.h or flowfield.h and
 * must never include them, so a bug in a library cannot hide in its own check.
 *
 * Grid model (restated here on purpose, not taken from the libraries): cells[y * w + x], cell <= 0
 * blocked, > 0 the cost of ENTERING the cell; a straight step costs cells[to], a diagonal step
 * cells[to] * sqrt(2). Moves (numbered like gridpath_moves):
 *   REF_MOVES_4                  orthogonal steps only
 *   REF_MOVES_8_NO_CORNER_CUT    diagonal only if both orthogonal side cells are passable
 *   REF_MOVES_8_ONE_FREE         diagonal if at least one side cell is passable
 *   REF_MOVES_8_ALWAYS           any diagonal whose destination is passable
 * The side cells of a diagonal step from (x,y) to (x+dx,y+dy) are (x+dx,y) and (x,y+dy); they are
 * the same two cells for the reverse step, so every rule is symmetric.
 *
 * API
 *   ref_dijkstra(cells, w, h, moves, sources, nsources, to_sources, dist)
 *       dist[c] = cheapest cost from any source to c (to_sources = 0), or from c to any source
 *       (to_sources = 1, what a flow field needs). -1.0 for blocked or unreachable cells.
 *       Sources that are out of range or blocked are ignored. Exact: costs are kept as integer
 *       pairs (S, D) meaning S + D*sqrt(2) and compared exactly; dist is S + D*sqrt(2) rounded once.
 *   ref_dijkstra_exact(... , long long *straight, long long *diagonal)
 *       the same, giving the exact pair per cell (-1, -1 when unreachable). The pair of an optimal
 *       cost is unique because sqrt(2) is irrational.
 *   ref_bfs(cells, w, h, moves, sources, nsources, steps)   fewest steps, -1 unreachable.
 *   ref_path_legal(cells, w, h, moves, path, len, &cost)    1 if every index is in the grid and
 *       passable and consecutive cells are neighbours by a legal move; *cost = exact sum.
 *   ref_path_legal_pair(cells, w, h, moves, path, len, &straight, &diagonal)   the same, giving
 *       the path's exact pair (S, D).
 *   ref_pair_value(s, d)   S + D*sqrt(2) rounded once (-1.0 for the unreachable pair, s < 0).
 *   ref_cost_compare(s1, d1, s2, d2)   sign of (s1 + d1*sqrt2) - (s2 + d2*sqrt2), exact (in
 *       128 bits past 2^31 where the compiler has them, else long double there).
 *   ref_sees(cells, w, h, x, y, gx, gy)   1 if every cell the closed segment between the centres
 *       of cells (x, y) and (gx, gy) touches (corners included) has the value of (gx, gy): a flow
 *       field's line of sight. Exact (integers), square by square.
 *   ref_sight(cells, w, h, x, y, cost, bfs, four, gx, gy, ngoals, &nearest)   whether a flow field
 *       flags cell (x, y), of cost `cost` (BFS: steps), as heading straight for a goal: one of the
 *       goals (gx[k], gy[k]) other than the cell itself that it sees (ref_sees) and whose straight
 *       cost is at most `cost`: the goal's value times the distance, or for BFS the steps
 *       (Chebyshev; Manhattan when four). 1 (*nearest: the least squared distance of those), 0
 *       (none), or -1 where a goal is within 2e-6 (relative) of the bound: either answer is right.
 *   ref_rand(&state)                   small deterministic PRNG (any state value works).
 *   ref_gen_random(cells, w, h, blocked_fraction, max_cost, seed)   max_cost 1 = uniform.
 *   ref_gen_maze(cells, w, h, corridor, seed)   perfect maze, corridors `corridor` cells wide.
 *   ref_gen_rooms(cells, w, h, room, seed)      rooms of `room` x `room` cells, walls with doors
 *                                               (some doors left shut, so some rooms are sealed).
 * Allocation: ref_dijkstra and the maze generator call malloc; a failure aborts.
 */
#ifndef REFERENCE_H_INCLUDED
#define REFERENCE_H_INCLUDED

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#if defined(__GNUC__) || defined(__clang__)
#define REF_FN static __attribute__((unused))
#else
#define REF_FN static
#endif

enum { REF_MOVES_4 = 1, REF_MOVES_8_NO_CORNER_CUT = 2, REF_MOVES_8_ONE_FREE = 3, REF_MOVES_8_ALWAYS = 4 };

#define REF_SQRT2L 1.414213562373095048801688724209698079L

/* S + D*sqrt(2) as the libraries report a cost pair (their EXACTNESS): the product and the sum
 * each rounded to double (volatile: also where FLT_EVAL_METHOD is 2, x87, which would keep the
 * whole expression in long double). Exact pairs from the references go through this. */
REF_FN double ref_pair_cost(double s, double d) {
    volatile double product = d * (double)1.41421356237309504880, sum;
    sum = s + product;
    return sum;
}

/* S + D*sqrt(2) rounded once from long double; -1.0 for the unreachable pair (s < 0) */
REF_FN double ref_pair_value(long long s, long long d) {
    return s < 0 ? -1.0 : (double)((long double)s + (long double)d * REF_SQRT2L);
}

/* The libraries number their move rules like REF_MOVES_* (1..4) and use 0 for the default,
 * 8 neighbours without corner cutting: the tests pass a library value through this. */
REF_FN int ref_moves_from_gridpath(int moves) {
    return moves == 0 ? REF_MOVES_8_NO_CORNER_CUT : moves;
}

static const int ref_dx[8] = {1, 1, 0, -1, -1, -1, 0, 1};
static const int ref_dy[8] = {0, -1, -1, -1, 0, 1, 1, 1};

static void *ref_alloc(size_t bytes) {
    void *p = malloc(bytes ? bytes : 1);
    if (!p) {
        fprintf(stderr, "reference.h: out of memory (%lu bytes)\n", (unsigned long)bytes);
        abort();
    }
    return p;
}

/* Sign of (s1 + d1*r) - (s2 + d2*r), r = sqrt(2), exactly: a + b*r with a = s1 - s2, b = d1 - d2
 * has the sign of a when |a| > |b|*r, i.e. a^2 > 2 b^2 (never equal unless both are 0). */
REF_FN int ref_cost_compare(long long s1, long long d1, long long s2, long long d2) {
    long long a = s1 - s2, b = d1 - d2;
    unsigned long long aa, bb;
    if (a == 0 && b == 0) return 0;
    if (a >= 0 && b >= 0) return 1;
    if (a <= 0 && b <= 0) return -1;
    if ((a < 0 ? -a : a) >= (1LL << 31) || (b < 0 ? -b : b) >= (1LL << 30)) {
        /* costs near the libraries' 2^32 limit (fuzz_astar's large cells) */
#ifdef __SIZEOF_INT128__
        /* exact: the squares of differences below 2^62 fit 128 bits */
        __extension__ typedef unsigned __int128 ref_wide;
        const ref_wide wa = (ref_wide)(a < 0 ? -a : a), wb = (ref_wide)(b < 0 ? -b : b);
        const int a_wins = wa * wa > 2 * wb * wb;
        return a > 0 ? (a_wins ? 1 : -1) : (a_wins ? -1 : 1);
#else
        long double v = (long double)a + (long double)b * REF_SQRT2L; /* close enough there */
        return v > 0 ? 1 : v < 0 ? -1 : 0;
#endif
    }
    aa = (unsigned long long)(a * a);
    bb = 2ULL * (unsigned long long)(b * b);
    if (a > 0) return aa > bb ? 1 : -1; /* b < 0 */
    return aa > bb ? -1 : 1;            /* a < 0, b > 0 */
}

/* Is the step from (x,y) in direction d legal under moves? (destination in grid and passable,
 * corner rule). The source cell's own passability is the caller's business. */
static int ref_step_ok(const int *cells, int w, int h, int moves, int x, int y, int d) {
    int nx = x + ref_dx[d], ny = y + ref_dy[d];
    if (nx < 0 || ny < 0 || nx >= w || ny >= h) return 0;
    if (cells[ny * w + nx] <= 0) return 0;
    if (d & 1) {
        int side_a, side_b;
        if (moves == REF_MOVES_4) return 0;
        side_a = cells[y * w + nx] > 0;
        side_b = cells[ny * w + x] > 0;
        if (moves == REF_MOVES_8_NO_CORNER_CUT && !(side_a && side_b)) return 0;
        if (moves == REF_MOVES_8_ONE_FREE && !(side_a || side_b)) return 0;
    }
    return 1;
}

/* >>heap of (S, D, cell) with lazy deletion: simple and obviously right */
typedef struct ref_entry {
    long long s, d;
    int cell;
} ref_entry;

static int ref_entry_less(const ref_entry *a, const ref_entry *b) {
    int c = ref_cost_compare(a->s, a->d, b->s, b->d);
    if (c) return c < 0;
    return a->cell < b->cell;
}

static void ref_heap_push(ref_entry *heap, size_t *count, ref_entry e) {
    size_t i = (*count)++;
    while (i > 0) {
        size_t parent = (i - 1) / 2;
        if (!ref_entry_less(&e, &heap[parent])) break;
        heap[i] = heap[parent];
        i = parent;
    }
    heap[i] = e;
}

static ref_entry ref_heap_pop(ref_entry *heap, size_t *count) {
    ref_entry top = heap[0], last = heap[--(*count)];
    size_t i = 0, n = *count;
    for (;;) {
        size_t child = 2 * i + 1;
        if (child >= n) break;
        if (child + 1 < n && ref_entry_less(&heap[child + 1], &heap[child])) child++;
        if (!ref_entry_less(&heap[child], &last)) break;
        heap[i] = heap[child];
        i = child;
    }
    if (n) heap[i] = last;
    return top;
}

REF_FN void ref_dijkstra_exact(const int *cells, int w, int h, int moves, const int *sources,
                               int nsources, int to_sources, long long *straight,
                               long long *diagonal) {
    size_t n = (size_t)w * (size_t)h, count = 0, i;
    /* each cell is pushed at most once per improvement, which happens at most once per
     * incoming edge (8 per cell) plus once as a source */
    ref_entry *heap = (ref_entry *)ref_alloc(sizeof(ref_entry) * (9 * n + 1));
    unsigned char *done = (unsigned char *)ref_alloc(n);
    for (i = 0; i < n; i++) {
        straight[i] = diagonal[i] = -1;
        done[i] = 0;
    }
    for (i = 0; i < (size_t)nsources; i++) {
        int c = sources[i];
        if (c < 0 || (size_t)c >= n || cells[c] <= 0 || straight[c] == 0) continue;
        straight[c] = diagonal[c] = 0;
        {
            ref_entry e;
            e.s = 0;
            e.d = 0;
            e.cell = c;
            ref_heap_push(heap, &count, e);
        }
    }
    while (count > 0) {
        ref_entry e = ref_heap_pop(heap, &count);
        int x, y, d;
        if (done[e.cell]) continue;
        if (e.s != straight[e.cell] || e.d != diagonal[e.cell]) continue; /* stale */
        done[e.cell] = 1;
        x = e.cell % w;
        y = e.cell / w;
        for (d = 0; d < 8; d++) {
            int nx = x + ref_dx[d], ny = y + ref_dy[d], nb;
            long long step, ns, nd;
            if (!ref_step_ok(cells, w, h, moves, x, y, d)) continue;
            nb = ny * w + nx;
            if (done[nb]) continue;
            /* forward: we enter nb, paying cells[nb]; reverse (to_sources): nb steps into us,
             * paying our cell. Legality is symmetric, so the same test serves both. */
            step = to_sources ? cells[e.cell] : cells[nb];
            ns = e.s + ((d & 1) ? 0 : step);
            nd = e.d + ((d & 1) ? step : 0);
            if (straight[nb] < 0 || ref_cost_compare(ns, nd, straight[nb], diagonal[nb]) < 0) {
                ref_entry ne;
                straight[nb] = ns;
                diagonal[nb] = nd;
                ne.s = ns;
                ne.d = nd;
                ne.cell = nb;
                ref_heap_push(heap, &count, ne);
            }
        }
    }
    free(heap);
    free(done);
}

REF_FN void ref_dijkstra(const int *cells, int w, int h, int moves, const int *sources,
                         int nsources, int to_sources, double *dist) {
    size_t n = (size_t)w * (size_t)h, i;
    long long *s = (long long *)ref_alloc(sizeof(long long) * n);
    long long *d = (long long *)ref_alloc(sizeof(long long) * n);
    ref_dijkstra_exact(cells, w, h, moves, sources, nsources, to_sources, s, d);
    for (i = 0; i < n; i++)
        dist[i] = ref_pair_value(s[i], d[i]);
    free(s);
    free(d);
}

REF_FN void ref_bfs(const int *cells, int w, int h, int moves, const int *sources, int nsources,
                    int *steps) {
    size_t n = (size_t)w * (size_t)h, i, head = 0, tail = 0;
    int *queue = (int *)ref_alloc(sizeof(int) * (n + 1));
    for (i = 0; i < n; i++) steps[i] = -1;
    for (i = 0; i < (size_t)nsources; i++) {
        int c = sources[i];
        if (c < 0 || (size_t)c >= n || cells[c] <= 0 || steps[c] == 0) continue;
        steps[c] = 0;
        queue[tail++] = c;
    }
    while (head < tail) {
        int c = queue[head++], x = c % w, y = c / w, d;
        for (d = 0; d < 8; d++) {
            int nb;
            if (!ref_step_ok(cells, w, h, moves, x, y, d)) continue;
            nb = (y + ref_dy[d]) * w + x + ref_dx[d];
            if (steps[nb] >= 0) continue;
            steps[nb] = steps[c] + 1;
            queue[tail++] = nb;
        }
    }
    free(queue);
}

REF_FN int ref_path_legal_pair(const int *cells, int w, int h, int moves, const int32_t *path,
                               int len, long long *straight, long long *diagonal) {
    long long n = (long long)w * (long long)h, s = 0, dg = 0;
    int i;
    *straight = *diagonal = -1;
    if (!path || len < 1) return 0;
    for (i = 0; i < len; i++)
        if (path[i] < 0 || path[i] >= n || cells[path[i]] <= 0) return 0;
    for (i = 1; i < len; i++) {
        int ax = path[i - 1] % w, ay = path[i - 1] / w, bx = path[i] % w, by = path[i] / w, d;
        int found = -1;
        for (d = 0; d < 8; d++)
            if (ax + ref_dx[d] == bx && ay + ref_dy[d] == by) found = d;
        if (found < 0 || !ref_step_ok(cells, w, h, moves, ax, ay, found)) return 0;
        if (found & 1) dg += cells[path[i]];
        else s += cells[path[i]];
    }
    *straight = s;
    *diagonal = dg;
    return 1;
}

REF_FN int ref_path_legal(const int *cells, int w, int h, int moves, const int32_t *path, int len,
                          double *cost) {
    long long s, dg;
    const int legal = ref_path_legal_pair(cells, w, h, moves, path, len, &s, &dg);
    if (cost) *cost = ref_pair_value(s, dg);
    return legal;
}

/* >>sight: does the closed segment between the centres of cells (ax, ay) and (bx, by) touch the
 * closed square of cell (cx, cy)? In doubled coordinates (centres odd, square edges even), the
 * separating axis test: the two boxes' x and y ranges overlap and the square's four corners are
 * not all strictly on one side of the segment's line. */
REF_FN int ref_segment_touches_cell(int ax, int ay, int bx, int by, int cx, int cy) {
    const long long x0 = 2LL * ax + 1, y0 = 2LL * ay + 1, x1 = 2LL * bx + 1, y1 = 2LL * by + 1;
    const long long dx = x1 - x0, dy = y1 - y0;
    int k, above = 0, below = 0;
    if ((x0 < x1 ? x1 : x0) < 2LL * cx || (x0 < x1 ? x0 : x1) > 2LL * cx + 2 ||
        (y0 < y1 ? y1 : y0) < 2LL * cy || (y0 < y1 ? y0 : y1) > 2LL * cy + 2)
        return 0;
    for (k = 0; k < 4; k++) {
        const long long px = 2LL * cx + 2 * (k & 1), py = 2LL * cy + 2 * (k >> 1);
        const long long side = dx * (py - y0) - dy * (px - x0);
        above += side > 0;
        below += side < 0;
    }
    return above < 4 && below < 4;
}

/* (the segment runs between two centres, so every square it touches lies in their bounding box,
 * inside the grid) */
REF_FN int ref_sees(const int *cells, int w, int h, int x, int y, int gx, int gy) {
    int cx, cy, gv = cells[gy * w + gx];
    int lx = x < gx ? x : gx, hx = x < gx ? gx : x, ly = y < gy ? y : gy, hy = y < gy ? gy : y;
    (void)h;
    for (cy = ly; cy <= hy; cy++)
        for (cx = lx; cx <= hx; cx++)
            if (cells[cy * w + cx] != gv && ref_segment_touches_cell(x, y, gx, gy, cx, cy)) return 0;
    return 1;
}

REF_FN int ref_sight(const int *cells, int w, int h, int x, int y, double cost, int bfs, int four,
                     const int *gx, const int *gy, int ngoals, long *nearest) {
    int k, close = 0;
    long best = -1;
    for (k = 0; k < ngoals; k++) {
        const long dx = labs((long)gx[k] - x), dy = labs((long)gy[k] - y), d = dx * dx + dy * dy;
        double straight, margin;
        if (d == 0) continue;
        straight = bfs ? (double)(four ? dx + dy : dx > dy ? dx : dy) : cells[gy[k] * w + gx[k]] * sqrt((double)d);
        margin = cost / straight - 1.0;
        if (margin < -2e-6 || !ref_sees(cells, w, h, x, y, gx[k], gy[k])) continue;
        if (margin < -1e-7) {
            close = 1;
            continue;
        }
        if (best < 0 || d < best) best = d;
    }
    if (close) return -1;
    if (nearest) *nearest = best;
    return best >= 0;
}

/* >>generators */
REF_FN uint32_t ref_rand(uint32_t *state) {
    uint32_t z = (*state += 0x9E3779B9u);
    z = (z ^ (z >> 16)) * 0x85EBCA6Bu;
    z = (z ^ (z >> 13)) * 0xC2B2AE35u;
    return z ^ (z >> 16);
}

/* uniform in [0, n) for n >= 1 (the bias of % is irrelevant here) */
static int ref_rand_below(uint32_t *state, int n) {
    return n <= 1 ? 0 : (int)(ref_rand(state) % (uint32_t)n);
}

static double ref_rand_unit(uint32_t *state) {
    return (double)ref_rand(state) / 4294967296.0;
}

REF_FN void ref_gen_random(int *cells, int w, int h, double blocked_fraction, int max_cost,
                           uint32_t seed) {
    size_t n = (size_t)w * (size_t)h, i;
    uint32_t st = seed;
    for (i = 0; i < n; i++) {
        if (ref_rand_unit(&st) < blocked_fraction) cells[i] = 0;
        else cells[i] = 1 + ref_rand_below(&st, max_cost < 1 ? 1 : max_cost);
    }
}

/* Perfect maze by depth-first carving on a lattice of corridor x corridor blocks separated by
 * one-cell walls. Cells beyond the last whole block stay walls. */
REF_FN void ref_gen_maze(int *cells, int w, int h, int corridor, uint32_t seed) {
    size_t n = (size_t)w * (size_t)h, i;
    int pitch, mw, mh, top = 0, k;
    int *stack;
    unsigned char *seen;
    uint32_t st = seed;
    if (corridor < 1) corridor = 1;
    pitch = corridor + 1;
    for (i = 0; i < n; i++) cells[i] = 0;
    mw = (w + 1) / pitch; /* block k spans x in [k*pitch, k*pitch + corridor) */
    mh = (h + 1) / pitch;
    if (mw < 1 || mh < 1) return;
    stack = (int *)ref_alloc(sizeof(int) * (size_t)mw * (size_t)mh);
    seen = (unsigned char *)ref_alloc((size_t)mw * (size_t)mh);
    for (k = 0; k < mw * mh; k++) seen[k] = 0;
    stack[top++] = ref_rand_below(&st, mw * mh);
    seen[stack[0]] = 1;
    while (top > 0) {
        int b = stack[top - 1], bx = b % mw, by = b / mw, opts[4], nopt = 0, j, x, y;
        static const int mdx[4] = {1, 0, -1, 0}, mdy[4] = {0, -1, 0, 1};
        for (y = by * pitch; y < by * pitch + corridor; y++)
            for (x = bx * pitch; x < bx * pitch + corridor; x++) cells[y * w + x] = 1;
        for (j = 0; j < 4; j++) {
            int ox = bx + mdx[j], oy = by + mdy[j];
            if (ox >= 0 && oy >= 0 && ox < mw && oy < mh && !seen[oy * mw + ox]) opts[nopt++] = j;
        }
        if (!nopt) {
            top--;
            continue;
        }
        j = opts[ref_rand_below(&st, nopt)];
        /* open the wall between block b and its neighbour in direction j */
        if (mdx[j]) {
            int wx = mdx[j] > 0 ? bx * pitch + corridor : bx * pitch - 1;
            for (y = by * pitch; y < by * pitch + corridor; y++) cells[y * w + wx] = 1;
        } else {
            int wy = mdy[j] > 0 ? by * pitch + corridor : by * pitch - 1;
            for (x = bx * pitch; x < bx * pitch + corridor; x++) cells[wy * w + x] = 1;
        }
        {
            int nb = (by + mdy[j]) * mw + bx + mdx[j];
            seen[nb] = 1;
            stack[top++] = nb;
        }
    }
    free(stack);
    free(seen);
}

/* Rooms: walls on every (room+1)-th row and column; each wall segment between two rooms gets a
 * one-cell door with probability 0.8 at a random place. */
REF_FN void ref_gen_rooms(int *cells, int w, int h, int room, uint32_t seed) {
    int x, y, pitch;
    uint32_t st = seed;
    if (room < 1) room = 1;
    pitch = room + 1;
    for (y = 0; y < h; y++)
        for (x = 0; x < w; x++)
            cells[y * w + x] = (x % pitch == room || y % pitch == room) ? 0 : 1;
    /* vertical walls at x = k*pitch + room, segments per room row */
    for (x = room; x < w; x += pitch)
        for (y = 0; y < h; y += pitch) {
            int span = h - y < room ? h - y : room;
            if (ref_rand_unit(&st) < 0.8) cells[(y + ref_rand_below(&st, span)) * w + x] = 1;
        }
    for (y = room; y < h; y += pitch)
        for (x = 0; x < w; x += pitch) {
            int span = w - x < room ? w - x : room;
            if (ref_rand_unit(&st) < 0.8) cells[y * w + x + ref_rand_below(&st, span)] = 1;
        }
}

#endif /* REFERENCE_H_INCLUDED */
