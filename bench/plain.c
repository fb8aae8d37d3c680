/* bench/plain.c - the baseline `bench flow-maps --plain` times: the cost field as a plain first
 * implementation computes it, sharing no code with flowfield.h. A FIFO queue BFS (int steps) or a
 * textbook Dijkstra (binary heap with decrease-key, double costs), each cell's neighbours tried in
 * turn with bounds and corner checks on the int grid. Costs only: no directions (the library's
 * timed field has them too). Its costs are checked against the library's field. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "bench.h"

static const int plain_dx[8] = {1, 1, 0, -1, -1, -1, 0, 1}; /* E NE N NW W SW S SE, y down */
static const int plain_dy[8] = {0, -1, -1, -1, 0, 1, 1, 1};

int bench_plain_init(bench_plain *p, int width, int height) {
    const size_t n = (size_t)width * (size_t)height;
    memset(p, 0, sizeof *p);
    p->width = width;
    p->height = height;
    p->cost = (double *)malloc(sizeof *p->cost * (n ? n : 1));
    p->order = (int *)malloc(sizeof *p->order * (n ? n : 1));
    p->position = (int *)malloc(sizeof *p->position * (n ? n : 1));
    p->steps = (int *)malloc(sizeof *p->steps * (n ? n : 1));
    if (p->cost && p->order && p->position && p->steps) return 0;
    bench_plain_free(p);
    return -1;
}

void bench_plain_free(bench_plain *p) {
    free(p->cost);
    free(p->order);
    free(p->position);
    free(p->steps);
    memset(p, 0, sizeof *p);
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

/* the four straight neighbours of (x, y) that are in the grid and passable, as bits E N W S */
static unsigned plain_straight(const int *cells, int w, int h, int x, int y) {
    const int at = y * w + x;
    return (x + 1 < w && cells[at + 1] > 0) | (y > 0 && cells[at - w] > 0) << 1 |
           (x > 0 && cells[at - 1] > 0) << 2 | (y + 1 < h && cells[at + w] > 0) << 3;
}

/* Is the diagonal d (1, 3, 5, 7) from (x, y) legal, given its straight neighbours' bits? */
static int plain_diagonal_ok(const int *cells, int w, int h, gridpath_moves moves, unsigned straight,
                             int x, int y, int d) {
    const int nx = x + plain_dx[d], ny = y + plain_dy[d];
    const unsigned side = straight >> (d - 1) / 2 & 1u, other = straight >> ((d + 1) & 7) / 2 & 1u;
    if (moves == GRIDPATH_MOVES_4 || nx < 0 || ny < 0 || nx >= w || ny >= h || cells[ny * w + nx] <= 0) return 0;
    if (moves == GRIDPATH_MOVES_8_ALWAYS) return 1;
    if (moves == GRIDPATH_MOVES_8_ONE_FREE) return side || other;
    return side && other; /* DEFAULT, NO_CORNER_CUT */
}

int bench_plain_compute(bench_plain *p, const gridpath_grid *grid, gridpath_point goal, gridpath_moves moves,
                        int exact) {
    const int w = grid->width, h = grid->height;
    const int *cells = grid->cells;
    const int n = w * h;
    int c, reached = 0;
    if (w != p->width || h != p->height || goal.x < 0 || goal.y < 0 || goal.x >= w || goal.y >= h ||
        cells[goal.y * w + goal.x] <= 0)
        return -1;
    c = goal.y * w + goal.x;
    if (!exact) { /* order[] is the FIFO queue, steps[] the cost */
        int head = 0, tail = 0;
        for (reached = 0; reached < n; reached++) p->steps[reached] = -1;
        p->steps[c] = 0;
        p->order[tail++] = c;
        while (head < tail) {
            const int at = p->order[head++], x = at % w, y = at / w, next_steps = p->steps[at] + 1;
            const unsigned straight = plain_straight(cells, w, h, x, y);
            int d;
            for (d = 0; d < 8; d++) {
                int next;
                if (d % 2 == 0 ? !(straight >> (d / 2) & 1u)
                               : !plain_diagonal_ok(cells, w, h, moves, straight, x, y, d))
                    continue;
                next = (y + plain_dy[d]) * w + x + plain_dx[d];
                if (p->steps[next] >= 0) continue;
                p->steps[next] = next_steps;
                p->order[tail++] = next;
            }
        }
        return tail;
    }
    /* Dijkstra from the goal outward: a step from q into p costs cells[p], times sqrt 2 diagonally
     * (the move rules are symmetric, so p's legal moves are the steps into p) */
    for (reached = 0; reached < n; reached++) p->position[reached] = -1; /* never queued */
    reached = 0;
    {
        int count = 1;
        p->cost[c] = 0.0;
        p->order[0] = c;
        p->position[c] = 0;
        while (count > 0) {
            const int at = plain_heap_pop(p, &count), x = at % w, y = at / w;
            const double straight_cost = (double)cells[at], diagonal_cost = straight_cost * 1.4142135623730951;
            const unsigned straight = plain_straight(cells, w, h, x, y);
            int d;
            reached++;
            for (d = 0; d < 8; d++) {
                int next;
                double offer;
                if (d % 2 == 0 ? !(straight >> (d / 2) & 1u)
                               : !plain_diagonal_ok(cells, w, h, moves, straight, x, y, d))
                    continue;
                next = (y + plain_dy[d]) * w + x + plain_dx[d];
                if (p->position[next] == -2) continue;
                offer = p->cost[at] + (d % 2 ? diagonal_cost : straight_cost);
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
    }
    return reached;
}

long bench_plain_check(const bench_plain *p, const flowfield_field *field, int exact) {
    const float *costs = flowfield_costs(field);
    const long n = (long)p->width * (long)p->height;
    long c;
    for (c = 0; c < n; c++) {
        const double theirs = costs[c];
        double mine = -1.0;
        if (exact) {
            if (p->position[c] == -2) mine = p->cost[c];
        } else
            mine = p->steps[c];
        if ((mine < 0.0) != (theirs < 0.0)) return c;
        if (mine >= 0.0 && fabs(mine - theirs) > 1e-5 * (mine > 1.0 ? mine : 1.0)) return c;
    }
    return -1;
}
