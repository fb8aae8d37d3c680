/* bench/plain.c - the baselines `bench flow-maps --plain` times: cost fields as a hand-written
 * search computes them, sharing no code with flowfield.h. Costs only: no directions, no float
 * field (the library's timed field has both). Three of them:
 *   BENCH_PLAIN_BFS     a FIFO queue BFS as a first version is written: x and y of each cell by
 *                       % and /, each neighbour's bounds and corner cells checked on the int grid;
 *   BENCH_PADDED_BFS    the same queue written with care: the grid copied (each time, timed) into
 *                       bytes with a one-cell blocked border, neighbours by index offsets, no
 *                       bounds checks;
 *   BENCH_HEAP_DIJKSTRA the textbook Dijkstra on that padded grid: an indexed binary heap with
 *                       decrease-key, double costs, octile steps times the entered cell's value.
 * Their costs are checked against the library's field. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "bench.h"

static const int plain_dx[8] = {1, 1, 0, -1, -1, -1, 0, 1}; /* E NE N NW W SW S SE, y down */
static const int plain_dy[8] = {0, -1, -1, -1, 0, 1, 1, 1};

int bench_plain_init(bench_plain *p, int width, int height) {
    const size_t n = ((size_t)width + 2) * ((size_t)height + 2); /* room for the padded layout */
    memset(p, 0, sizeof *p);
    p->width = width;
    p->height = height;
    p->steps = (int *)malloc(sizeof *p->steps * n);
    p->cost = (double *)malloc(sizeof *p->cost * n);
    p->order = (int *)malloc(sizeof *p->order * n);
    p->position = (int *)malloc(sizeof *p->position * n);
    p->open = (unsigned char *)malloc(n);
    if (p->steps && p->cost && p->order && p->position && p->open) return 0;
    bench_plain_free(p);
    return -1;
}

void bench_plain_free(bench_plain *p) {
    free(p->steps);
    free(p->cost);
    free(p->order);
    free(p->position);
    free(p->open);
    memset(p, 0, sizeof *p);
}

/* Is the diagonal move whose side cells' passability is side and other allowed? (bench flow-maps
 * offers 4 neighbours and Moving AI's 8, no corner cutting) */
static int plain_corner_ok(gridpath_moves moves, int side, int other) {
    return moves != GRIDPATH_MOVES_4 && side && other;
}

/* BENCH_PLAIN_BFS: steps[y * w + x] */
static int plain_bfs(bench_plain *p, const int *cells, int goal, gridpath_moves moves) {
    const int w = p->width, h = p->height, n = w * h;
    int head = 0, tail = 0, c;
    for (c = 0; c < n; c++) p->steps[c] = -1;
    p->steps[goal] = 0;
    p->order[tail++] = goal;
    while (head < tail) {
        const int at = p->order[head++], x = at % w, y = at / w, next_steps = p->steps[at] + 1;
        int free4[4], d; /* E N W S in the grid and passable */
        free4[0] = x + 1 < w && cells[at + 1] > 0;
        free4[1] = y > 0 && cells[at - w] > 0;
        free4[2] = x > 0 && cells[at - 1] > 0;
        free4[3] = y + 1 < h && cells[at + w] > 0;
        for (d = 0; d < 8; d++) {
            const int nx = x + plain_dx[d], ny = y + plain_dy[d];
            int next;
            if (d % 2 == 0 ? !free4[d / 2]
                           : nx < 0 || ny < 0 || nx >= w || ny >= h || cells[ny * w + nx] <= 0 ||
                                 !plain_corner_ok(moves, free4[(d - 1) / 2], free4[(d + 1) % 8 / 2]))
                continue;
            next = ny * w + nx;
            if (p->steps[next] >= 0) continue;
            p->steps[next] = next_steps;
            p->order[tail++] = next;
        }
    }
    return tail;
}

/* open[] = the grid's passability with a one-cell blocked border, rows w + 2 apart */
static void plain_pad(bench_plain *p, const int *cells) {
    const int w = p->width, h = p->height, pw = w + 2;
    int x, y;
    memset(p->open, 0, (size_t)pw);
    memset(p->open + (size_t)(h + 1) * (size_t)pw, 0, (size_t)pw);
    for (y = 0; y < h; y++) {
        unsigned char *row = p->open + (size_t)(y + 1) * (size_t)pw;
        const int *from = cells + (size_t)y * (size_t)w;
        row[0] = row[w + 1] = 0;
        for (x = 0; x < w; x++) row[x + 1] = from[x] > 0;
    }
}

/* which of the 8 moves from padded cell at are legal, bit d for direction d */
static unsigned plain_moves_from(const unsigned char *open, int pw, int at, gridpath_moves moves) {
    const int e = open[at + 1], n = open[at - pw], w = open[at - 1], s = open[at + pw];
    return (unsigned)e | (unsigned)(open[at - pw + 1] && plain_corner_ok(moves, e, n)) << 1 |
           (unsigned)n << 2 | (unsigned)(open[at - pw - 1] && plain_corner_ok(moves, n, w)) << 3 |
           (unsigned)w << 4 | (unsigned)(open[at + pw - 1] && plain_corner_ok(moves, w, s)) << 5 |
           (unsigned)s << 6 | (unsigned)(open[at + pw + 1] && plain_corner_ok(moves, s, e)) << 7;
}

/* BENCH_PADDED_BFS: steps[(y + 1) * (w + 2) + x + 1]. diagonals is 0 for 4 neighbours, so the
 * loop has no branch on moves. */
static int plain_padded_bfs(bench_plain *p, const int *cells, int goal, gridpath_moves moves) {
    const int pw = p->width + 2, n = pw * (p->height + 2);
    const int diagonals = moves != GRIDPATH_MOVES_4;
    const unsigned char *open = p->open;
    int *steps = p->steps, *queue = p->order;
    int head = 0, tail = 0, c;
    plain_pad(p, cells);
    for (c = 0; c < n; c++) steps[c] = -1;
    steps[goal] = 0;
    queue[tail++] = goal;
#define PLAIN_TRY(offset)                          \
    do {                                           \
        const int next_ = at + (offset);           \
        if (steps[next_] < 0) {                    \
            steps[next_] = next_steps;             \
            queue[tail++] = next_;                 \
        }                                          \
    } while (0)
#define PLAIN_CORNER(a, b) (a & b & diagonals)
    while (head < tail) {
        const int at = queue[head++], next_steps = steps[at] + 1;
        const int e = open[at + 1], no = open[at - pw], w = open[at - 1], so = open[at + pw];
        if (e) PLAIN_TRY(1);
        if (no) PLAIN_TRY(-pw);
        if (w) PLAIN_TRY(-1);
        if (so) PLAIN_TRY(pw);
        if (PLAIN_CORNER(e, no) && open[at - pw + 1]) PLAIN_TRY(1 - pw);
        if (PLAIN_CORNER(no, w) && open[at - pw - 1]) PLAIN_TRY(-1 - pw);
        if (PLAIN_CORNER(w, so) && open[at + pw - 1]) PLAIN_TRY(pw - 1);
        if (PLAIN_CORNER(so, e) && open[at + pw + 1]) PLAIN_TRY(pw + 1);
    }
#undef PLAIN_TRY
#undef PLAIN_CORNER
    return tail;
}

/* the indexed binary heap on cost[]: order[0 .. count-1] is the heap, position[c] c's place */
static void plain_heap_up(bench_plain *p, int i) {
    const int c = p->order[i];
    while (i > 0) {
        const int parent = (i - 1) / 2;
        if (p->cost[p->order[parent]] <= p->cost[c]) break;
        p->order[i] = p->order[parent];
        p->position[p->order[i]] = i;
        i = parent;
    }
    p->order[i] = c;
    p->position[c] = i;
}

static int plain_heap_pop(bench_plain *p, int *count) {
    const int top = p->order[0], c = p->order[--*count];
    int i = 0;
    for (;;) {
        int child = 2 * i + 1;
        if (child >= *count) break;
        if (child + 1 < *count && p->cost[p->order[child + 1]] < p->cost[p->order[child]]) child++;
        if (p->cost[c] <= p->cost[p->order[child]]) break;
        p->order[i] = p->order[child];
        p->position[p->order[i]] = i;
        i = child;
    }
    if (*count > 0) {
        p->order[i] = c;
        p->position[c] = i;
    }
    p->position[top] = -2; /* settled */
    return top;
}

/* BENCH_HEAP_DIJKSTRA, from the goal outward: a step from q into p costs p's value, times sqrt 2
 * diagonally (the move rules are symmetric, so p's legal moves are the steps into p). cost[] in
 * the padded layout, where position[] is -2. */
static int plain_dijkstra(bench_plain *p, const int *cells, int goal, gridpath_moves moves) {
    const int w = p->width, pw = w + 2, n = pw * (p->height + 2);
    const int offset[8] = {1, 1 - pw, -pw, -1 - pw, -1, pw - 1, pw, pw + 1};
    int count = 1, reached = 0, c;
    plain_pad(p, cells);
    for (c = 0; c < n; c++) p->position[c] = -1; /* never queued */
    p->cost[goal] = 0.0;
    p->order[0] = goal;
    p->position[goal] = 0;
    while (count > 0) {
        const int at = plain_heap_pop(p, &count);
        const double straight = (double)cells[(at / pw - 1) * w + at % pw - 1];
        const double diagonal = straight * 1.4142135623730951;
        const unsigned legal = plain_moves_from(p->open, pw, at, moves);
        int d;
        reached++;
        for (d = 0; d < 8; d++) {
            const int next = at + offset[d];
            double offer;
            if (!(legal >> d & 1u) || p->position[next] == -2) continue;
            offer = p->cost[at] + (d % 2 ? diagonal : straight);
            if (p->position[next] == -1) {
                p->cost[next] = offer;
                p->order[count] = next;
                plain_heap_up(p, count++);
            } else if (offer < p->cost[next]) {
                p->cost[next] = offer;
                plain_heap_up(p, p->position[next]);
            }
        }
    }
    return reached;
}

int bench_plain_compute(bench_plain *p, const gridpath_grid *grid, gridpath_point goal, gridpath_moves moves,
                        bench_plain_kind kind) {
    const int w = grid->width, h = grid->height, padded = (goal.y + 1) * (w + 2) + goal.x + 1;
    if (w != p->width || h != p->height || goal.x < 0 || goal.y < 0 || goal.x >= w || goal.y >= h ||
        grid->cells[goal.y * w + goal.x] <= 0)
        return -1;
    p->kind = kind;
    if (kind == BENCH_PLAIN_BFS) return plain_bfs(p, grid->cells, goal.y * w + goal.x, moves);
    if (kind == BENCH_PADDED_BFS) return plain_padded_bfs(p, grid->cells, padded, moves);
    return plain_dijkstra(p, grid->cells, padded, moves);
}

long bench_plain_check(const bench_plain *p, const flowfield_field *field, double *mine_out) {
    const float *costs = flowfield_costs(field);
    const long w = p->width, n = w * (long)p->height;
    long c;
    for (c = 0; c < n; c++) {
        const long padded = (c / w + 1) * (w + 2) + c % w + 1;
        const double theirs = costs[c];
        double mine = -1.0;
        if (p->kind == BENCH_PLAIN_BFS) mine = p->steps[c];
        else if (p->kind == BENCH_PADDED_BFS) mine = p->steps[padded];
        else if (p->position[padded] == -2) mine = p->cost[padded];
        *mine_out = mine;
        if ((mine < 0.0) != (theirs < 0.0)) return c;
        if (mine >= 0.0 && fabs(mine - theirs) > 1e-5 * (mine > 1.0 ? mine : 1.0)) return c;
    }
    return -1;
}

const char *bench_plain_name(bench_plain_kind kind) {
    return kind == BENCH_PLAIN_BFS ? "plain BFS" : kind == BENCH_PADDED_BFS ? "padded BFS" : "heap Dijkstra";
}

int bench_plain_time(bench_plain *p, const gridpath_grid *grid, gridpath_point goal, gridpath_moves moves,
                     bench_plain_kind kind, const flowfield_field *field, int reached, int repeat,
                     double *times, char *error, size_t error_size) {
    int k, got = 0;
    long differ;
    double mine = 0.0;
    for (k = 0; k < repeat; k++) {
        const double t0 = bench_cpu_seconds();
        got = bench_plain_compute(p, grid, goal, moves, kind);
        times[k] = bench_cpu_seconds() - t0;
    }
    differ = bench_plain_check(p, field, &mine);
    if (got == reached && differ < 0) return 0;
    {
        const long c = differ >= 0 ? differ : 0, w = grid->width;
        snprintf(error, error_size,
                 "the hand-written %s reached %d cells, the library's %d; first cost that differs: "
                 "cell (%ld, %ld), hand-written %g, library %g",
                 bench_plain_name(kind), got, reached, c % w, c / w, mine, (double)flowfield_costs(field)[c]);
    }
    return -1;
}
