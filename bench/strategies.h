/* strategies.h - open-set strategies for the bench, all on one A* (bench/strategies.c).
 *
 * The library's own open sets run through astar_find_path. The others run a copy of the
 * library's A* loop (same neighbour order, same g = S + D*sqrt(2) from integer sums, same total
 * order: f, then larger g, then smaller cell index), so on the same query every exact strategy
 * expands the same nodes in the same order and returns the same path. The copy handles what the
 * bench needs: 8 neighbours without corner cutting, octile heuristic, positive integer costs.
 */
#ifndef BENCH_STRATEGIES_H_INCLUDED
#define BENCH_STRATEGIES_H_INCLUDED
#include <stdint.h>
#include "astar.h"

typedef enum bench_strategy {
    BENCH_LIST = 0,      /* astar.h ASTAR_OPEN_LIST: unsorted, scan for min, linear update */
    BENCH_SORTED_LIST,   /* linked list kept in order, insert by walking from the best */
    BENCH_HEAP_NO_INDEX, /* binary heap, decrease-key finds the entry by linear search */
    BENCH_HEAP,          /* astar.h ASTAR_OPEN_HEAP: indexed binary heap (the default) */
    BENCH_HEAP_COPY,     /* the same indexed binary heap in the bench's copy of the loop */
    BENCH_HEAP4,         /* indexed 4-ary heap */
    BENCH_HEAP_LAZY,     /* binary heap with duplicates: push again, skip stale on pop */
    BENCH_BUCKET_HEAP,   /* buckets of f (width 1/4) + an indexed heap for the lowest bucket */
    BENCH_JPS,           /* astar.h ASTAR_ALGORITHM_JPS (a different search: other expansions) */
    BENCH_STRATEGY_COUNT
} bench_strategy;

typedef struct bench_strategy_info {
    const char *name;  /* short, for the table and the CSV */
    const char *what;  /* one line for --help */
    int capped;        /* O(n) per operation: gets the time cap */
    int same_order;    /* expands the same nodes as BENCH_HEAP by construction */
} bench_strategy_info;

extern const bench_strategy_info bench_strategy_table[BENCH_STRATEGY_COUNT];

typedef struct bench_outcome {
    int found;          /* 1 path found, 0 no path, -1 error (message printed) */
    double cost;        /* S + D*sqrt(2) of the path */
    uint32_t expanded;  /* nodes taken from the open set */
    int32_t path_length;
} bench_outcome;

typedef struct bench_searcher bench_searcher;

/* Memory for searches on grids of up to width*height cells; NULL when out of memory. */
bench_searcher *bench_searcher_create(int width, int height);
void bench_searcher_destroy(bench_searcher *searcher);
/* Once per map before its searches (bucket range from the largest cell cost, JPS grid).
 * 0 ok, -1 with a message on stderr. */
int bench_searcher_prepare(bench_searcher *searcher, const gridpath_grid *grid);
/* Microseconds (CPU, clock()) the last prepare spent building the JPS bit grid; -1 without JPS. */
double bench_searcher_jps_build_us(const bench_searcher *searcher);
/* 1 when the strategy can run here (JPS: uniform-cost grids). */
int bench_strategy_available(bench_searcher *searcher, bench_strategy strategy);
/* One search from start to goal; both must be free cells inside the grid. */
void bench_search(bench_searcher *searcher, bench_strategy strategy, const gridpath_grid *grid,
                  gridpath_point start, gridpath_point goal, bench_outcome *out);
#endif
