/* agents: thousands of agents, each with its own start and goal, on one shared read-only grid,
 * solved by a pool of pthreads with one workspace each and no allocation while solving.
 *   build/agents          (256x256 town, 2000 agents, on 1, 2, 4.. threads up to the CPUs)
 * The grid is only read, so every thread searches it at once. A workspace holds one search, so
 * each thread owns one, made with its path buffer before the clock starts. Goals are drawn
 * where astar_components says the start can reach them, as a game picks destinations.
 * The two tricks of the Unity DOTS write-ups are measured on the same town by
 * examples/agents_coarse.c (coarse grid, then refine) and examples/agents_repath.c (re-path
 * only past a threshold). With --open-capacity N each thread's workspace is a bounded one
 * (astar_workspace_create_bounded: room for N open cells, about half the memory), and the run
 * says how many open cells the largest search needed, to size it. */
#define _POSIX_C_SOURCE 200809L
#define ASTAR_IMPLEMENTATION
#include "astar.h"
#include "agents_common.h" /* options, the town, free_cell, clock_s, check */
#include <pthread.h>
#ifndef _WIN32 /* (Windows: agents_common.h includes windows.h; mingw-w64's winpthreads gives pthreads) */
#include <unistd.h>
#endif

static const char *usage =
    "usage: agents [--size N] [--agents N] [--seed S] [--open-capacity N] [--help]\n"
    "  --size    map side in cells (default 256): buildings, lakes and rocks, drawn from --seed\n"
    "  --agents  random start/goal pairs, solved on 1, 2, 4.. threads (default 2000)\n"
    "  --seed    the map and the agents (default 1)\n"
    "  --open-capacity  each thread's workspace bounded to N open cells (default 0: one per\n"
    "            cell); an agent whose search needs more gets no path (ASTAR_OPEN_SET_FULL)\n";

typedef struct agent {
    gridpath_point start, goal;
    double cost, first_cost;
    astar_result result;
    int wrong; /* on some thread count: no path, or not the cost of 1 thread's */
} agent;

typedef struct worker { /* one per thread, everything allocated before the clock starts */
    pthread_t thread;
    const gridpath_grid *grid;
    agent *agents; /* this thread solves agents[first .. first + count - 1] */
    int first, count;
    astar_workspace *ws;
    int32_t *path;
    uint32_t max_open; /* the largest open set of this thread's searches */
    double cpu_s; /* CPU time this thread spent: throughput a busy machine cannot hide */
} worker;

static void *work(void *arg) { /* the loop a game's job system runs: no allocation in it */
    worker *w = (worker *)arg;
    int i, capacity = w->grid->width * w->grid->height;
    double cpu0 = clock_s(CLOCK_THREAD_CPUTIME_ID);
    for (i = w->first; i < w->first + w->count; i++) {
        agent *a = &w->agents[i];
        astar_info info;
        astar_result r = astar_find_path(w->ws, w->grid, a->start, a->goal, NULL, w->path,
                                         capacity, &info);
        a->cost = r == ASTAR_OK ? info.cost : -1.0;
        a->result = r;
        if (info.stats.max_open > w->max_open) w->max_open = info.stats.max_open;
        if (w->first == 0) progress("agents: the first thread's agents", i + 1, w->count);
    }
    w->cpu_s = clock_s(CLOCK_THREAD_CPUTIME_ID) - cpu0;
    return NULL;
}

static int run(int argc, char **argv) {
    int size = 256, count = 2000, seed_option = 1, open_capacity = 0, i, t, mismatch = 0, full = 0;
    static const char *const names[] = {"--size", "--agents", "--seed", "--open-capacity", NULL};
    int *const values[] = {&size, &count, &seed_option, &open_capacity};
    static const long lo[] = {16, 1, -1000000000, 0}, hi[] = {4096, 10000000, 1000000000, ASTAR_MAX_CELLS};
    uint32_t max_open = 0;
    int exit_code = parse_options("agents", argc, argv, names, values, lo, hi, usage);
    if (exit_code >= 0) return exit_code;
    progress_start();
    uint32_t seed = (uint32_t)seed_option | 1u; /* xorshift needs a non-zero state */
#ifdef _WIN32
    SYSTEM_INFO system;
    GetSystemInfo(&system);
    long cpus = (long)system.dwNumberOfProcessors;
#else
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
#endif
    int max_threads = cpus > 2 ? (cpus > 16 ? 16 : (int)cpus) : 2;
    size_t cells_n = (size_t)size * (size_t)size, reach_bytes = astar_components_size(size, size);
    int *cells = (int *)check(malloc(sizeof(int) * cells_n));
    worker *workers = (worker *)check(malloc(sizeof(worker) * (size_t)max_threads));
    agent *agents = (agent *)check(malloc(sizeof(agent) * (size_t)count));
    void *reach_memory = check(malloc(reach_bytes));
    gridpath_grid grid = {cells, size, size};
    make_town(cells, size, &seed);
    astar_components *reach =
        astar_components_init(reach_memory, reach_bytes, &grid, GRIDPATH_MOVES_DEFAULT);
    for (t = 0; t < max_threads; t++) { /* the pool's memory, made once */
        workers[t].grid = &grid;
        workers[t].agents = agents;
        workers[t].ws = (astar_workspace *)check(
            open_capacity ? astar_workspace_create_bounded(size, size, open_capacity, NULL)
                          : astar_workspace_create(size, size, NULL));
        workers[t].max_open = 0;
        workers[t].path = (int32_t *)check(malloc(sizeof(int32_t) * cells_n));
    }
    for (i = 0; i < count; i++) {
        agents[i].start = free_cell(&grid, reach, NULL, &seed);
        agents[i].goal = free_cell(&grid, reach, &agents[i].start, &seed);
        agents[i].wrong = 0;
    }
    printf("map %dx%d, %d agents with their own start and goal, %ld CPUs online\n", size, size,
           count, cpus);
    if (open_capacity)
        printf("each thread's workspace: %.2f MB, bounded at %d open cells (unbounded: %.2f MB)\n",
               (double)astar_workspace_size_bounded(size, size, open_capacity) / 1048576.0,
               open_capacity, (double)astar_workspace_size(size, size) / 1048576.0);
    else
        printf("each thread's workspace: %.2f MB (astar_workspace_size)\n",
               (double)astar_workspace_size(size, size) / 1048576.0);
    printf("threads   paths/s (wall clock)   paths/s (per CPU-second)\n");
    for (t = 1; t <= max_threads; t *= 2) {
        double t0 = clock_s(CLOCK_MONOTONIC), cpu_s = 0;
        for (i = 0; i < t; i++) { /* thread i solves its contiguous share of the agents */
            workers[i].first = (int)((long)count * i / t);
            workers[i].count = (int)((long)count * (i + 1) / t) - workers[i].first;
            if (pthread_create(&workers[i].thread, NULL, work, &workers[i]) != 0) {
                fprintf(stderr, "agents: cannot start a thread\n");
                return 1;
            }
        }
        for (i = 0; i < t; i++) pthread_join(workers[i].thread, NULL);
        double wall_s = clock_s(CLOCK_MONOTONIC) - t0;
        for (i = 0; i < t; i++) cpu_s += workers[i].cpu_s;
        for (i = 0; i < count; i++) { /* every thread count must give the same answers */
            if (t == 1) agents[i].first_cost = agents[i].cost;
            if (t == 1) full += agents[i].result == ASTAR_OPEN_SET_FULL;
            agents[i].wrong |= agents[i].cost != agents[i].first_cost || agents[i].cost < 0;
        }
        printf("%7d   %20.0f   %24.0f\n", t, count / wall_s, count / cpu_s);
    }
    for (t = 0; t < max_threads; t++)
        if (workers[t].max_open > max_open) max_open = workers[t].max_open;
    if (full)
        printf("MISMATCH: %d agent%s found the open set full (ASTAR_OPEN_SET_FULL): raise "
               "--open-capacity\n", full, full == 1 ? "'s search" : "s' searches");
    else
        printf("the largest search held %u cells open at once (%.2f%% of the map): "
               "astar_workspace_size_bounded(%d, %d, %u) = %.2f MB would hold every search\n",
               max_open, 100.0 * (double)max_open / (double)cells_n, size, size, max_open,
               (double)astar_workspace_size_bounded(size, size, (int32_t)max_open) / 1048576.0);
    for (i = 0; i < count; i++) mismatch += agents[i].wrong; /* agents, not agents x thread counts */
    if (mismatch)
        printf("MISMATCH: %d agent%s no path, or costs that differ between thread counts\n", mismatch,
               mismatch == 1 ? " got" : "s got");
    else printf("every agent got a path, of the same cost on every thread count\n");
    for (t = 0; t < max_threads; t++) {
        astar_workspace_destroy(workers[t].ws);
        free(workers[t].path);
    }
    free(workers); free(agents); free(reach_memory); free(cells);
    return mismatch ? 1 : 0;
}

/* the run, then its standard output checked (a full disk is a failed run) */
int main(int argc, char **argv) { return example_exit_status("agents", run(argc, argv)); }
