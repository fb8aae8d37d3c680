/* test_threads.c - several threads search one shared, read-only grid at once, each with its own
 * workspace; every result (code, cost, path, statistics) must equal a single-threaded run.
 * `make tsan` builds this file with ThreadSanitizer; `make test` runs it under ASan+UBSan. */
#define _POSIX_C_SOURCE 200809L
#define ASTAR_IMPLEMENTATION
#include "astar.h"
#include "check.h"
#include "reference.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define W 256
#define H 256
#define QUERIES 96
#define THREADS 4

typedef struct outcome {
    astar_result r;
    int32_t length;
    double cost;
    uint32_t path_hash; /* FNV-1a of the cells */
    int32_t last_cell;
    astar_stats stats;
} outcome;

typedef struct query {
    gridpath_point start, goal;
    astar_options options;
} query;

static int cells[W * H];
static const gridpath_grid grid = {cells, W, H};
static query queries[QUERIES];
static outcome expected[QUERIES];
static pthread_barrier_t barrier;

static uint32_t hash_path(const int32_t *path, int32_t length) {
    uint32_t h = 2166136261u;
    int32_t i;
    for (i = 0; i < length; i++) {
        uint32_t v = (uint32_t)path[i];
        int k;
        for (k = 0; k < 4; k++) {
            h ^= (v >> (8 * k)) & 0xFFu;
            h *= 16777619u;
        }
    }
    return h;
}

static outcome solve(astar_workspace *ws, const query *q, int32_t *path, int use_list) {
    outcome o;
    astar_info info;
    astar_options opt = q->options;
    if (use_list) opt.open_set = ASTAR_OPEN_LIST;
    o.r = astar_find_path(ws, &grid, q->start, q->goal, &opt, path, W * H, &info);
    o.length = info.path_length;
    o.cost = info.cost;
    o.path_hash = o.r == ASTAR_OK ? hash_path(path, info.path_length) : 0;
    o.last_cell = o.r == ASTAR_OK ? path[info.path_length - 1] : -1;
    o.stats = info.stats;
    return o;
}

static int same(const outcome *a, const outcome *b) {
    return a->r == b->r && a->length == b->length && a->cost == b->cost &&
           a->path_hash == b->path_hash && a->last_cell == b->last_cell &&
           a->stats.expanded == b->stats.expanded && a->stats.pushed == b->stats.pushed &&
           a->stats.updated == b->stats.updated && a->stats.max_open == b->stats.max_open;
}

typedef struct worker {
    int id;
    int mismatches;
    int first_bad;
    outcome got[QUERIES];
} worker;

static void *work(void *arg) {
    worker *me = (worker *)arg;
    astar_workspace *ws = astar_workspace_create(W, H, NULL);
    int32_t *path = (int32_t *)malloc(sizeof(int32_t) * W * H);
    int i;
    me->mismatches = 0;
    me->first_bad = -1;
    pthread_barrier_wait(&barrier); /* all threads search at the same time */
    if (!ws || !path) {
        me->mismatches = -1;
    } else {
        /* each thread walks the list from its own offset; odd threads use the list open set
         * on every fourth query (the library promises identical results) */
        for (i = 0; i < QUERIES; i++) {
            int k = (i + me->id * 17) % QUERIES;
            me->got[k] = solve(ws, &queries[k], path, (me->id & 1) && k % 4 == 0);
        }
    }
    astar_workspace_destroy(ws);
    free(path);
    return NULL;
}

int main(void) {
    astar_workspace *ws = astar_workspace_create(W, H, NULL);
    int32_t *path = (int32_t *)malloc(sizeof(int32_t) * W * H);
    pthread_t threads[THREADS];
    worker *workers = (worker *)calloc(THREADS, sizeof(worker));
    uint32_t st = 2024;
    int i, t, found = 0;
    CHECK(ws && path && workers, "allocation");
    if (!ws || !path || !workers) return check_report("test_threads");

    /* one grid: rooms, then random blocks and weights on top */
    ref_gen_rooms(cells, W, H, 15, 77u);
    for (i = 0; i < W * H; i++) {
        uint32_t r = ref_rand(&st);
        if (cells[i] > 0) cells[i] = r % 11 == 0 ? 0 : 1 + (int)(r % 4);
    }
    for (i = 0; i < QUERIES; i++) {
        query *q = &queries[i];
        int sc, gc;
        do sc = (int)(ref_rand(&st) % (W * H)); while (cells[sc] <= 0);
        /* goals near enough to keep the run short under sanitizers, some far */
        do {
            int span = i % 8 == 0 ? W : 48;
            int gx = sc % W + (int)(ref_rand(&st) % (uint32_t)(2 * span)) - span;
            int gy = sc / W + (int)(ref_rand(&st) % (uint32_t)(2 * span)) - span;
            gx = gx < 0 ? 0 : gx >= W ? W - 1 : gx;
            gy = gy < 0 ? 0 : gy >= H ? H - 1 : gy;
            gc = gy * W + gx;
        } while (cells[gc] <= 0);
        q->start.x = sc % W;
        q->start.y = sc / W;
        q->goal.x = gc % W;
        q->goal.y = gc / W;
        memset(&q->options, 0, sizeof q->options);
        q->options.moves = (gridpath_moves)(i % 5);
        q->options.min_cost = 1;
        if (i % 7 == 3) q->options.weight = 1.5;
        if (i % 11 == 5) q->options.max_expansions = 500; /* some budget failures too */
    }
    for (i = 0; i < QUERIES; i++) {
        expected[i] = solve(ws, &queries[i], path, 0);
        found += expected[i].r == ASTAR_OK;
        /* the single-threaded result is checked against the reference on a sample */
        if (i % 12 == 0 && queries[i].options.weight == 0 && queries[i].options.max_expansions == 0) {
            static double dist[W * H];
            int sc = queries[i].start.y * W + queries[i].start.x;
            int mv = queries[i].options.moves == GRIDPATH_MOVES_DEFAULT ? REF_MOVES_8_NO_CORNER_CUT
                                                                        : (int)queries[i].options.moves;
            double want;
            ref_dijkstra(cells, W, H, mv, &sc, 1, 0, dist);
            want = dist[queries[i].goal.y * W + queries[i].goal.x];
            CHECK(want < 0 ? expected[i].r == ASTAR_NO_PATH
                           : expected[i].r == ASTAR_OK &&
                                 fabs(expected[i].cost - want) <= 1e-9 * want,
                  "query %d: %s cost %.9f, reference %.9f", i, astar_result_string(expected[i].r),
                  expected[i].cost, want);
        }
    }
    CHECK(found > QUERIES / 2, "only %d of %d queries found a path", found, QUERIES);

    if (pthread_barrier_init(&barrier, NULL, THREADS) != 0) {
        CHECK(0, "pthread_barrier_init failed");
        return check_report("test_threads");
    }
    for (t = 0; t < THREADS; t++) {
        workers[t].id = t;
        CHECK(pthread_create(&threads[t], NULL, work, &workers[t]) == 0, "pthread_create %d", t);
    }
    for (t = 0; t < THREADS; t++) pthread_join(threads[t], NULL);
    pthread_barrier_destroy(&barrier);
    for (t = 0; t < THREADS; t++) {
        CHECK(workers[t].mismatches == 0, "thread %d could not allocate", t);
        if (workers[t].mismatches) continue;
        for (i = 0; i < QUERIES; i++)
            CHECK(same(&workers[t].got[i], &expected[i]),
                  "thread %d query %d: %s cost %.9f len %d, single thread %s cost %.9f len %d", t, i,
                  astar_result_string(workers[t].got[i].r), workers[t].got[i].cost,
                  (int)workers[t].got[i].length, astar_result_string(expected[i].r), expected[i].cost,
                  (int)expected[i].length);
    }
    printf("NOTE: %d threads x %d queries on a %dx%d grid, %d with a path\n", THREADS, QUERIES, W, H,
           found);
    astar_workspace_destroy(ws);
    free(path);
    free(workers);
    return check_report("test_threads");
}
