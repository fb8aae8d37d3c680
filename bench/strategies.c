/* strategies.c - open-set strategies on one A* loop, for the bench (see strategies.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "strategies.h"
/* No fused multiply-add in this file: g_of and the keys round each product before its sum, as
 * astar.h does (its FP_CONTRACT pragmas), so every strategy's cost equals the library heap's
 * in builds that would fuse them (gcc -std=gnu* or clang with -march=native, any AArch64) */
#if defined(__clang__)
#pragma STDC FP_CONTRACT OFF
#elif defined(__GNUC__) && !defined(__INTEL_COMPILER)
#pragma GCC optimize("fp-contract=off")
#endif

const bench_strategy_info bench_strategy_table[BENCH_STRATEGY_COUNT] = {
    {"list", "astar.h ASTAR_OPEN_LIST: unsorted array, minimum by scan, linear search to update", 1,
     1},
    {"sorted-list", "linked list kept sorted; insert walks from the best end (MicroPather's way)",
     1, 1},
    {"heap-noindex", "binary heap; decrease-key finds the entry by linear search (PathFinding.js)",
     1, 1},
    {"heap", "astar.h ASTAR_OPEN_HEAP: binary heap indexed by cell, O(log n) decrease-key", 0, 1},
    {"heap-copy", "the same heap in the bench's own A* loop, where the rows below swap the open set",
     0, 1},
    {"heap4", "4-ary heap indexed by cell: shallower, children share a cache line", 0, 1},
    {"heap-lazy", "binary heap of (f, g, cell) with duplicates: no index, stale entries skipped",
     0, 1},
    {"bucket-heap", "f buckets 1/4 wide in a ring + an indexed heap of the lowest bucket", 0, 1},
    {"jps", "astar.h ASTAR_ALGORITHM_JPS: jump point search (expands jump points only)", 0, 0},
};

#define SQRT2 1.41421356237309504880
#define GEN_SHIFT 4
#define CLOSED 8u
#define DIR_MASK 7u
#define BUCKETS_PER_UNIT 4.0

#if defined(__GNUC__) || defined(__clang__)
#define BENCH_INLINE static inline __attribute__((always_inline))
#else
#define BENCH_INLINE static inline
#endif

typedef struct node {
    uint32_t tag;      /* generation << 4 | closed << 3 | direction of the step into it */
    int32_t pos;       /* heap position; bucket-heap: -(slot + 2) while in a bucket */
    uint32_t straight; /* S */
    uint32_t diagonal; /* D */
} node;

typedef struct lazy_entry {
    double f, g;
    int32_t cell;
} lazy_entry;

struct bench_searcher {
    int32_t capacity;
    uint32_t generation;
    node *nodes;
    /* heaps: key and cell by position */
    double *key;
    int32_t *cell;
    int32_t count;
    /* sorted list and buckets: f by cell, doubly linked by cell */
    double *fcell;
    int32_t *next, *prev;
    int32_t head;
    /* lazy heap */
    lazy_entry *lazy;
    int32_t lazy_capacity, lazy_count, live;
    /* bucket ring */
    int32_t *bucket_head;
    int32_t bucket_count;
    int64_t cursor;
    int32_t in_buckets;
    /* path and the library's workspace */
    int32_t *path;
    astar_workspace *workspace;
    void *workspace_memory;
    int jps_ok;
    astar_jps_grid *jps_grid;
    void *jps_memory;
    size_t jps_bytes;
    double jps_build_us;
};

bench_searcher *bench_searcher_create(int width, int height) {
    bench_searcher *s;
    size_t cells, bytes;
    if (width < 1 || height < 1 || (size_t)width > (size_t)ASTAR_MAX_CELLS / (size_t)height)
        return NULL;
    cells = (size_t)width * (size_t)height;
    s = (bench_searcher *)calloc(1, sizeof *s);
    if (!s) return NULL;
    s->capacity = (int32_t)cells;
    /* every cell open at once at most; the lazy heap also holds stale duplicates and is
     * compacted when full, so half again is plenty */
    s->lazy_capacity = (int32_t)(cells + cells / 2 + 16);
    s->nodes = (node *)calloc(cells, sizeof(node));
    s->key = (double *)malloc(cells * sizeof(double));
    s->cell = (int32_t *)malloc(cells * sizeof(int32_t));
    s->fcell = (double *)malloc(cells * sizeof(double));
    s->next = (int32_t *)malloc(cells * sizeof(int32_t));
    s->prev = (int32_t *)malloc(cells * sizeof(int32_t));
    s->lazy = (lazy_entry *)malloc((size_t)s->lazy_capacity * sizeof(lazy_entry));
    s->path = (int32_t *)malloc(cells * sizeof(int32_t));
    bytes = astar_workspace_size(width, height);
    s->workspace_memory = bytes ? malloc(bytes) : NULL;
    if (s->workspace_memory)
        s->workspace = astar_workspace_init(s->workspace_memory, bytes, width, height);
    if (!s->nodes || !s->key || !s->cell || !s->fcell || !s->next || !s->prev || !s->lazy ||
        !s->path || !s->workspace) {
        bench_searcher_destroy(s);
        return NULL;
    }
    return s;
}

void bench_searcher_destroy(bench_searcher *s) {
    if (!s) return;
    free(s->nodes);
    free(s->key);
    free(s->cell);
    free(s->fcell);
    free(s->next);
    free(s->prev);
    free(s->lazy);
    free(s->path);
    free(s->bucket_head);
    free(s->workspace_memory);
    free(s->jps_memory);
    free(s);
}

int bench_searcher_prepare(bench_searcher *s, const gridpath_grid *grid) {
    int max_cost = astar_grid_min_cost(grid) > 0 ? 1 : 0, count;
    size_t i, n = (size_t)grid->width * (size_t)grid->height;
    if ((int64_t)n > s->capacity) {
        fprintf(stderr, "bench: internal error: grid larger than the searcher\n");
        return -1;
    }
    for (i = 0; i < n; i++)
        if (grid->cells[i] > max_cost) max_cost = grid->cells[i];
    /* With a consistent heuristic every open f lies in [f_min, f_min + step + |dh|], and a
     * step costs at most sqrt(2) * max_cost and h changes by at most sqrt(2) per step. */
    count = (int)((SQRT2 * (double)max_cost + SQRT2 + 2.0) * BUCKETS_PER_UNIT) + 2;
    if (count != s->bucket_count) {
        free(s->bucket_head);
        s->bucket_head = (int32_t *)malloc(sizeof(int32_t) * (size_t)count);
        if (!s->bucket_head) {
            s->bucket_count = 0;
            fprintf(stderr, "bench: out of memory for %d buckets\n", count);
            return -1;
        }
        s->bucket_count = count;
    }
    /* JPS: a bit-packed copy of the grid, built once per map (uniform-cost grids only) */
    {
        size_t bytes = astar_jps_grid_size(grid->width, grid->height);
        clock_t t0 = clock();
        s->jps_ok = 0;
        s->jps_grid = NULL;
        if (bytes > s->jps_bytes) {
            free(s->jps_memory);
            s->jps_memory = malloc(bytes);
            s->jps_bytes = s->jps_memory ? bytes : 0;
        }
        if (bytes && s->jps_memory)
            s->jps_grid = astar_jps_grid_init(s->jps_memory, s->jps_bytes, grid);
        s->jps_build_us = (double)(clock() - t0) * 1e6 / CLOCKS_PER_SEC;
        s->jps_ok = s->jps_grid && astar_jps_grid_uniform(s->jps_grid) > 0;
    }
    return 0;
}

double bench_searcher_jps_build_us(const bench_searcher *s) { return s->jps_ok ? s->jps_build_us : -1.0; }

int bench_strategy_available(bench_searcher *s, bench_strategy strategy) {
    if (strategy == BENCH_JPS) return s->jps_ok;
    return strategy >= 0 && strategy < BENCH_STRATEGY_COUNT;
}

/* ---- the total order: f, then larger g, then smaller cell ---- */
BENCH_INLINE double g_of(const node *n) {
    double diagonal = (double)n->diagonal * SQRT2;
    return (double)n->straight + diagonal;
}

BENCH_INLINE int before(const node *nodes, double fa, int32_t a, double fb, int32_t b) {
    double ga, gb;
    if (fa != fb) return fa < fb;
    ga = g_of(&nodes[a]);
    gb = g_of(&nodes[b]);
    if (ga != gb) return ga > gb;
    return a < b;
}

/* ---- d-ary heaps over key[]/cell[], indexed (node.pos kept) or not ---- */
BENCH_INLINE void heap_place(bench_searcher *s, int indexed, int32_t pos, double key,
                             int32_t cell) {
    s->key[pos] = key;
    s->cell[pos] = cell;
    if (indexed) s->nodes[cell].pos = pos;
}

BENCH_INLINE void heap_up(bench_searcher *s, int arity, int indexed, int32_t pos) {
    double key = s->key[pos];
    int32_t cell = s->cell[pos];
    while (pos > 0) {
        int32_t parent = (pos - 1) / arity;
        if (!before(s->nodes, key, cell, s->key[parent], s->cell[parent])) break;
        heap_place(s, indexed, pos, s->key[parent], s->cell[parent]);
        pos = parent;
    }
    heap_place(s, indexed, pos, key, cell);
}

BENCH_INLINE void heap_down(bench_searcher *s, int arity, int indexed, int32_t pos) {
    int32_t count = s->count;
    double key = s->key[pos];
    int32_t cell = s->cell[pos];
    for (;;) {
        int32_t first = arity * pos + 1, best = first, c, end;
        if (first >= count) break;
        end = first + arity < count ? first + arity : count;
        for (c = first + 1; c < end; c++)
            if (before(s->nodes, s->key[c], s->cell[c], s->key[best], s->cell[best])) best = c;
        if (!before(s->nodes, s->key[best], s->cell[best], key, cell)) break;
        heap_place(s, indexed, pos, s->key[best], s->cell[best]);
        pos = best;
    }
    heap_place(s, indexed, pos, key, cell);
}

BENCH_INLINE void heap_push(bench_searcher *s, int arity, int indexed, double key, int32_t cell) {
    int32_t pos = s->count++;
    heap_place(s, indexed, pos, key, cell);
    heap_up(s, arity, indexed, pos);
}

BENCH_INLINE int32_t heap_pop(bench_searcher *s, int arity, int indexed) {
    int32_t cell = s->cell[0], last = --s->count;
    if (last > 0) {
        heap_place(s, indexed, 0, s->key[last], s->cell[last]);
        heap_down(s, arity, indexed, 0);
    }
    return cell;
}

BENCH_INLINE void heap_decrease(bench_searcher *s, int arity, int indexed, int32_t cell,
                                double key) {
    int32_t pos;
    if (indexed) {
        pos = s->nodes[cell].pos;
    } else {
        /* no index: find the entry the way PathFinding.js's updateItem does, by scanning */
        for (pos = 0; pos < s->count && s->cell[pos] != cell; pos++) continue;
    }
    s->key[pos] = key;
    heap_up(s, arity, indexed, pos);
}

/* ---- sorted doubly linked list, best at the head ---- */
static void list_insert(bench_searcher *s, int32_t cell, double f) {
    int32_t at = s->head, behind = -1;
    s->fcell[cell] = f;
    while (at >= 0 && before(s->nodes, s->fcell[at], at, f, cell)) {
        behind = at;
        at = s->next[at];
    }
    s->prev[cell] = behind;
    s->next[cell] = at;
    if (behind >= 0) s->next[behind] = cell;
    else s->head = cell;
    if (at >= 0) s->prev[at] = cell;
    s->count++;
}

static void list_unlink(bench_searcher *s, int32_t cell) {
    int32_t a = s->prev[cell], b = s->next[cell];
    if (a >= 0) s->next[a] = b;
    else s->head = b;
    if (b >= 0) s->prev[b] = a;
    s->count--;
}

/* ---- lazy heap: entries carry their own g; a stale entry belongs to a closed cell ---- */
BENCH_INLINE int lazy_before(const lazy_entry *a, const lazy_entry *b) {
    if (a->f != b->f) return a->f < b->f;
    if (a->g != b->g) return a->g > b->g;
    return a->cell < b->cell;
}

static void lazy_up(bench_searcher *s, int32_t pos) {
    lazy_entry e = s->lazy[pos];
    while (pos > 0) {
        int32_t parent = (pos - 1) >> 1;
        if (!lazy_before(&e, &s->lazy[parent])) break;
        s->lazy[pos] = s->lazy[parent];
        pos = parent;
    }
    s->lazy[pos] = e;
}

static void lazy_down(bench_searcher *s, int32_t pos) {
    lazy_entry e = s->lazy[pos];
    int32_t count = s->lazy_count;
    for (;;) {
        int32_t child = 2 * pos + 1;
        if (child >= count) break;
        if (child + 1 < count && lazy_before(&s->lazy[child + 1], &s->lazy[child])) child++;
        if (!lazy_before(&s->lazy[child], &e)) break;
        s->lazy[pos] = s->lazy[child];
        pos = child;
    }
    s->lazy[pos] = e;
}

static int lazy_stale(const bench_searcher *s, const lazy_entry *e) {
    const node *n = &s->nodes[e->cell];
    return (n->tag & CLOSED) || e->g != g_of(n);
}

static void lazy_push(bench_searcher *s, int32_t cell, double f) {
    if (s->lazy_count == s->lazy_capacity) {
        /* full of duplicates: drop the stale ones and rebuild (live entries <= cells) */
        int32_t i, kept = 0;
        for (i = 0; i < s->lazy_count; i++)
            if (!lazy_stale(s, &s->lazy[i])) s->lazy[kept++] = s->lazy[i];
        s->lazy_count = kept;
        for (i = kept / 2 - 1; i >= 0; i--) lazy_down(s, i);
    }
    s->lazy[s->lazy_count].f = f;
    s->lazy[s->lazy_count].g = g_of(&s->nodes[cell]);
    s->lazy[s->lazy_count].cell = cell;
    s->lazy_count++;
    lazy_up(s, s->lazy_count - 1);
}

static int32_t lazy_pop(bench_searcher *s) {
    for (;;) {
        lazy_entry top = s->lazy[0];
        if (--s->lazy_count > 0) {
            s->lazy[0] = s->lazy[s->lazy_count];
            lazy_down(s, 0);
        }
        if (!lazy_stale(s, &top)) return top.cell;
    }
}

/* ---- bucket ring + heap: bucket b holds f in [b/4, (b+1)/4); the heap holds every entry
 * whose bucket is <= cursor, ordered exactly, so the pop order is the heap's ---- */
BENCH_INLINE int64_t bucket_of(double f) { return (int64_t)(f * BUCKETS_PER_UNIT); }

static void bucket_insert(bench_searcher *s, int32_t cell, double f) {
    int64_t b = bucket_of(f);
    if (b <= s->cursor) {
        heap_push(s, 2, 1, f, cell);
        return;
    }
    if (b - s->cursor >= s->bucket_count) {
        fprintf(stderr, "bench: bucket-heap: f %.3f beyond the ring (heuristic not consistent?)\n",
                f);
        exit(3);
    }
    {
        int32_t slot = (int32_t)(b % s->bucket_count);
        s->fcell[cell] = f;
        s->prev[cell] = -1;
        s->next[cell] = s->bucket_head[slot];
        if (s->next[cell] >= 0) s->prev[s->next[cell]] = cell;
        s->bucket_head[slot] = cell;
        s->nodes[cell].pos = -(slot + 2);
        s->in_buckets++;
    }
}

static void bucket_decrease(bench_searcher *s, int32_t cell, double f) {
    int32_t pos = s->nodes[cell].pos;
    if (pos >= 0) {
        s->key[pos] = f;
        heap_up(s, 2, 1, pos);
        return;
    }
    {
        int32_t slot = -pos - 2, a = s->prev[cell], b = s->next[cell];
        if (a >= 0) s->next[a] = b;
        else s->bucket_head[slot] = b;
        if (b >= 0) s->prev[b] = a;
        s->in_buckets--;
    }
    bucket_insert(s, cell, f);
}

static int32_t bucket_pop(bench_searcher *s) {
    while (s->count == 0) {
        int32_t slot, cell;
        s->cursor++;
        slot = (int32_t)(s->cursor % s->bucket_count);
        cell = s->bucket_head[slot];
        s->bucket_head[slot] = -1;
        while (cell >= 0) {
            int32_t following = s->next[cell];
            heap_push(s, 2, 1, s->fcell[cell], cell);
            s->in_buckets--;
            cell = following;
        }
    }
    return heap_pop(s, 2, 1);
}

/* ---- the A* loop, a copy of astar.h's for 8 neighbours without corner cutting ---- */
BENCH_INLINE int open_empty(const bench_searcher *s, bench_strategy kind) {
    switch (kind) {
    case BENCH_HEAP_LAZY: return s->live == 0;
    case BENCH_BUCKET_HEAP: return s->count == 0 && s->in_buckets == 0;
    default: return s->count == 0;
    }
}

BENCH_INLINE void open_push(bench_searcher *s, bench_strategy kind, int32_t cell, double f) {
    switch (kind) {
    case BENCH_SORTED_LIST: list_insert(s, cell, f); break;
    case BENCH_HEAP_NO_INDEX: heap_push(s, 2, 0, f, cell); break;
    case BENCH_HEAP4: heap_push(s, 4, 1, f, cell); break;
    case BENCH_HEAP_LAZY: lazy_push(s, cell, f); s->live++; break;
    case BENCH_BUCKET_HEAP: bucket_insert(s, cell, f); break;
    default: heap_push(s, 2, 1, f, cell); break;
    }
}

BENCH_INLINE void open_decrease(bench_searcher *s, bench_strategy kind, int32_t cell, double f) {
    switch (kind) {
    case BENCH_SORTED_LIST: list_unlink(s, cell); list_insert(s, cell, f); break;
    case BENCH_HEAP_NO_INDEX: heap_decrease(s, 2, 0, cell, f); break;
    case BENCH_HEAP4: heap_decrease(s, 4, 1, cell, f); break;
    case BENCH_HEAP_LAZY: lazy_push(s, cell, f); break;
    case BENCH_BUCKET_HEAP: bucket_decrease(s, cell, f); break;
    default: heap_decrease(s, 2, 1, cell, f); break;
    }
}

BENCH_INLINE int32_t open_pop(bench_searcher *s, bench_strategy kind) {
    int32_t cell;
    switch (kind) {
    case BENCH_SORTED_LIST:
        cell = s->head;
        list_unlink(s, cell);
        return cell;
    case BENCH_HEAP_NO_INDEX: return heap_pop(s, 2, 0);
    case BENCH_HEAP4: return heap_pop(s, 4, 1);
    case BENCH_HEAP_LAZY: s->live--; return lazy_pop(s);
    case BENCH_BUCKET_HEAP: return bucket_pop(s);
    default: return heap_pop(s, 2, 1);
    }
}

/* f exactly as astar.h computes it for octile with min_cost 1: the integer sums of g and h
 * first, (S + hi - lo) + (D + lo) * sqrt(2), rounded once, so ties that are exact in real
 * numbers stay exact. The copy must round the same way to pop the same sequence. */
BENCH_INLINE double f_of(uint64_t straight, uint64_t diagonal, int32_t x, int32_t y,
                         gridpath_point goal) {
    uint64_t dx = (uint64_t)(x > goal.x ? x - goal.x : goal.x - x);
    uint64_t dy = (uint64_t)(y > goal.y ? y - goal.y : goal.y - y);
    uint64_t lo = dx < dy ? dx : dy, hi = dx < dy ? dy : dx;
    double diagonal_part = (double)(diagonal + lo) * SQRT2;
    return (double)(straight + hi - lo) + diagonal_part;
}

BENCH_INLINE void search_copy(bench_searcher *s, bench_strategy kind, const gridpath_grid *grid,
                              gridpath_point start, gridpath_point goal, bench_outcome *out) {
    const int *cells = grid->cells;
    const int32_t width = grid->width, height = grid->height;
    const int32_t start_cell = start.y * width + start.x, goal_cell = goal.y * width + goal.x;
    int32_t dir_delta[8], found = -1;
    uint32_t gen, expanded = 0;
    int d;

    for (d = 0; d < 8; d++) dir_delta[d] = GRIDPATH_DIR_DY(d) * width + GRIDPATH_DIR_DX(d);
    if (++s->generation >= (1u << (32 - GEN_SHIFT)) - 1u) {
        int32_t i;
        for (i = 0; i < s->capacity; i++) s->nodes[i].tag = 0;
        s->generation = 1;
    }
    gen = s->generation;
    s->count = 0;
    s->head = -1;
    s->lazy_count = s->live = 0;
    s->in_buckets = 0;
    if (kind == BENCH_BUCKET_HEAP) {
        int32_t i;
        for (i = 0; i < s->bucket_count; i++) s->bucket_head[i] = -1;
    }
    {
        node *sn = &s->nodes[start_cell];
        double f = f_of(0, 0, start.x, start.y, goal);
        sn->tag = gen << GEN_SHIFT;
        sn->straight = sn->diagonal = 0;
        s->cursor = bucket_of(f);
        open_push(s, kind, start_cell, f);
    }
    while (!open_empty(s, kind)) {
        int32_t cur = open_pop(s, kind), x, y;
        node *cn = &s->nodes[cur];
        cn->tag |= CLOSED;
        expanded++;
        if (cur == goal_cell) {
            found = cur;
            break;
        }
        y = cur / width;
        x = cur - y * width;
        for (d = 0; d < 8; d++) {
            int32_t nx = x + GRIDPATH_DIR_DX(d), ny = y + GRIDPATH_DIR_DY(d), n;
            int c;
            node *nn;
            uint64_t st, dg;
            double ng;
            if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
            n = cur + dir_delta[d];
            c = cells[n];
            if (c <= 0) continue;
            if ((d & 1) && !(cells[cur + GRIDPATH_DIR_DX(d)] > 0 &&
                             cells[cur + GRIDPATH_DIR_DY(d) * width] > 0))
                continue;
            nn = &s->nodes[n];
            if ((nn->tag >> GEN_SHIFT) == gen && (nn->tag & CLOSED)) continue;
            st = (uint64_t)cn->straight + (uint64_t)((d & 1) ? 0 : c);
            dg = (uint64_t)cn->diagonal + (uint64_t)((d & 1) ? c : 0);
            if (st > 0xFFFFFFFFu || dg > 0xFFFFFFFFu) {
                fprintf(stderr, "bench: path cost overflow\n");
                out->found = -1;
                return;
            }
            ng = (double)st + (double)dg * SQRT2;
            if ((nn->tag >> GEN_SHIFT) == gen) {
                if (ng >= g_of(nn)) continue;
                nn->tag = (gen << GEN_SHIFT) | (uint32_t)d;
                nn->straight = (uint32_t)st;
                nn->diagonal = (uint32_t)dg;
                open_decrease(s, kind, n, f_of(st, dg, nx, ny, goal));
            } else {
                nn->tag = (gen << GEN_SHIFT) | (uint32_t)d;
                nn->straight = (uint32_t)st;
                nn->diagonal = (uint32_t)dg;
                open_push(s, kind, n, f_of(st, dg, nx, ny, goal));
            }
        }
    }
    out->expanded = expanded;
    out->found = found >= 0;
    out->cost = 0.0;
    out->path_length = 0;
    if (found >= 0) {
        /* write the path out as the library does, so both pay for it */
        int32_t length = 1, cell = found, i;
        while (cell != start_cell) {
            cell -= dir_delta[s->nodes[cell].tag & DIR_MASK];
            length++;
        }
        cell = found;
        for (i = length - 1; i >= 0; i--) {
            s->path[i] = cell;
            if (i) cell -= dir_delta[s->nodes[cell].tag & DIR_MASK];
        }
        out->path_length = length;
        out->cost = g_of(&s->nodes[found]);
    }
}

static void search_sorted(bench_searcher *s, const gridpath_grid *g, gridpath_point a,
                          gridpath_point b, bench_outcome *o) {
    search_copy(s, BENCH_SORTED_LIST, g, a, b, o);
}
static void search_noindex(bench_searcher *s, const gridpath_grid *g, gridpath_point a,
                           gridpath_point b, bench_outcome *o) {
    search_copy(s, BENCH_HEAP_NO_INDEX, g, a, b, o);
}
static void search_heap_copy(bench_searcher *s, const gridpath_grid *g, gridpath_point a,
                             gridpath_point b, bench_outcome *o) {
    search_copy(s, BENCH_HEAP_COPY, g, a, b, o);
}
static void search_heap4(bench_searcher *s, const gridpath_grid *g, gridpath_point a,
                         gridpath_point b, bench_outcome *o) {
    search_copy(s, BENCH_HEAP4, g, a, b, o);
}
static void search_lazy(bench_searcher *s, const gridpath_grid *g, gridpath_point a,
                        gridpath_point b, bench_outcome *o) {
    search_copy(s, BENCH_HEAP_LAZY, g, a, b, o);
}
static void search_bucket(bench_searcher *s, const gridpath_grid *g, gridpath_point a,
                          gridpath_point b, bench_outcome *o) {
    search_copy(s, BENCH_BUCKET_HEAP, g, a, b, o);
}

static void search_library(bench_searcher *s, bench_strategy strategy, const gridpath_grid *grid,
                           gridpath_point start, gridpath_point goal, bench_outcome *out) {
    astar_options options;
    astar_info info;
    astar_result r;
    memset(&options, 0, sizeof options);
    if (strategy == BENCH_LIST) options.open_set = ASTAR_OPEN_LIST;
    if (strategy == BENCH_JPS) {
        options.algorithm = ASTAR_ALGORITHM_JPS;
        options.jps_grid = s->jps_grid;
    }
    r = astar_find_path(s->workspace, grid, start, goal, &options, s->path, s->capacity, &info);
    out->expanded = info.stats.expanded;
    out->cost = info.cost;
    out->path_length = info.path_length;
    if (r == ASTAR_OK) out->found = 1;
    else if (r == ASTAR_NO_PATH) out->found = 0;
    else {
        fprintf(stderr, "bench: %s: astar_find_path: %s\n", bench_strategy_table[strategy].name,
                astar_result_string(r));
        out->found = -1;
    }
}

void bench_search(bench_searcher *s, bench_strategy strategy, const gridpath_grid *grid,
                  gridpath_point start, gridpath_point goal, bench_outcome *out) {
    switch (strategy) {
    case BENCH_SORTED_LIST: search_sorted(s, grid, start, goal, out); break;
    case BENCH_HEAP_NO_INDEX: search_noindex(s, grid, start, goal, out); break;
    case BENCH_HEAP_COPY: search_heap_copy(s, grid, start, goal, out); break;
    case BENCH_HEAP4: search_heap4(s, grid, start, goal, out); break;
    case BENCH_HEAP_LAZY: search_lazy(s, grid, start, goal, out); break;
    case BENCH_BUCKET_HEAP: search_bucket(s, grid, start, goal, out); break;
    default: search_library(s, strategy, grid, start, goal, out); break;
    }
}
