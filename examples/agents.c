/* agents: thousands of agents, each with its own start and goal, on one shared read-only grid,
 * solved by a pool of threads with one workspace each and no allocation while solving.
 *   build/agents          (256x256 map, 2000 agents; then 100 chasers for 100 ticks)
 * Then the two tricks of the Unity DOTS pathfinding write-ups, each measured:
 * (a) COARSE, THEN REFINE. The map is cut into k x k blocks. A coarse cell is passable when its
 *     block has at least one free cell, and costs 1 + (walls in the block * 4) / (k * k). That
 *     rule over-approximates: every fine path maps onto a coarse path (the side cells of a fine
 *     diagonal step lie in the side blocks of the coarse one), so "no coarse path" proves "no
 *     path". The refinement then searches the fine grid from waypoint to waypoint, one every
 *     `stride` blocks along the coarse path: the free cell nearest the block's centre that is
 *     in the start's connected component (astar_components), so every leg has a path and the
 *     result is always a legal path; only its cost may exceed the optimum, reported below.
 * (b) RE-PATH PAST A THRESHOLD. Chasers follow targets that wander; re-pathing every time the
 *     target moves is compared with re-pathing only when it is more than D cells (Chebyshev)
 *     from the end of the current path, or the path ran out. */
#define _POSIX_C_SOURCE 200809L
#define ASTAR_IMPLEMENTATION
#include "astar.h"
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static const char *usage =
    "usage: agents [--size N] [--agents N] [--k K] [--stride B] [--chasers N] [--ticks T]\n"
    "              [--threshold D] [--seed S]\n"
    "  --size     map side in cells (default 256): buildings, lakes and rocks, made from S\n"
    "  --agents   random start/goal pairs, solved on 1, 2, 4.. threads (default 2000)\n"
    "  --k, --stride   trick (a): coarse block side (8), waypoint every B blocks (4)\n"
    "  --chasers, --ticks, --threshold   trick (b) (100 chasers, 100 ticks, D = 8 cells)\n";

typedef struct query { gridpath_point start, goal; double cost; } query;

typedef struct worker { /* one per thread, everything allocated before the clock starts */
    pthread_t thread;
    const gridpath_grid *fine, *coarse;
    int k, stride, coarse_mode, first, count;
    query *queries;
    astar_workspace *ws, *coarse_ws;
    int32_t *path, *coarse_path;
    const astar_components *reach;
    long expanded;
    double cpu_s; /* CPU time this thread spent: throughput a busy machine cannot hide */
} worker;

static double clock_s(clockid_t clock) {
    struct timespec t;
    clock_gettime(clock, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static uint32_t rng(uint32_t *state) { /* xorshift32: the same maps and agents everywhere */
    *state ^= *state << 13; *state ^= *state >> 17; *state ^= *state << 5;
    return *state;
}
#define now_s() clock_s(CLOCK_MONOTONIC)

/* The free cell of block b nearest its centre that is in component `label`. */
static int waypoint(const worker *w, int b, int32_t label, gridpath_point *p) {
    int cw = w->coarse->width, x0 = b % cw * w->k, y0 = b / cw * w->k, x, y, best = -1;
    for (y = y0; y < y0 + w->k && y < w->fine->height; y++)
        for (x = x0; x < x0 + w->k && x < w->fine->width; x++) {
            gridpath_point c = {x, y};
            int d = (2 * (x - x0) + 1 - w->k) * (2 * (x - x0) + 1 - w->k) +
                    (2 * (y - y0) + 1 - w->k) * (2 * (y - y0) + 1 - w->k);
            if (astar_components_label(w->reach, c) == label && (best < 0 || d < best)) {
                best = d;
                *p = c;
            }
        }
    return best >= 0;
}

static astar_result solve(worker *w, gridpath_point s, gridpath_point g, int32_t *path,
                          int32_t capacity, astar_info *info) {
    astar_result r;
    if (!w->coarse_mode) {
        r = astar_find_path(w->ws, w->fine, s, g, NULL, path, capacity, info);
        w->expanded += info->stats.expanded;
        return r;
    }
    gridpath_point cs = {s.x / w->k, s.y / w->k}, cg = {g.x / w->k, g.y / w->k};
    astar_info coarse_info;
    r = astar_find_path(w->coarse_ws, w->coarse, cs, cg, NULL, w->coarse_path,
                        w->coarse->width * w->coarse->height, &coarse_info);
    w->expanded += coarse_info.stats.expanded;
    if (r != ASTAR_OK) return r; /* NO_PATH here is a proof (see the top of the file) */
    int n = coarse_info.path_length, i, written = 0; /* legs overlap by their joining cell */
    int32_t label = astar_components_label(w->reach, s);
    gridpath_point from = s;
    info->cost = 0.0;
    for (i = w->stride; ; i += w->stride) {
        gridpath_point to = g;
        if (i < n - 1 && !waypoint(w, w->coarse_path[i], label, &to)) continue;
        astar_info leg;
        int at = written ? written - 1 : 0;
        r = astar_find_path(w->ws, w->fine, from, to, NULL, path + at, capacity - at, &leg);
        w->expanded += leg.stats.expanded;
        if (r != ASTAR_OK) return r;
        written = at + leg.path_length;
        info->cost += leg.cost;
        from = to;
        if (i >= n - 1) break;
    }
    info->path_length = written;
    return ASTAR_OK;
}

static void *work(void *arg) {
    worker *w = (worker *)arg;
    int i;
    double cpu0 = clock_s(CLOCK_THREAD_CPUTIME_ID);
    for (i = w->first; i < w->first + w->count; i++) {
        astar_info info;
        query *q = &w->queries[i];
        astar_result r =
            solve(w, q->start, q->goal, w->path, w->fine->width * w->fine->height, &info);
        q->cost = r == ASTAR_OK ? info.cost : -1.0;
    }
    w->cpu_s = clock_s(CLOCK_THREAD_CPUTIME_ID) - cpu0;
    return NULL;
}

/* Solve every query on `threads` threads; returns the wall-clock seconds. */
static double run(worker *workers, int threads, query *queries, int count, int coarse_mode) {
    int t;
    double t0 = now_s();
    for (t = 0; t < threads; t++) {
        worker *w = &workers[t];
        w->queries = queries; w->coarse_mode = coarse_mode; w->expanded = 0;
        w->first = (int)((long)count * t / threads);
        w->count = (int)((long)count * (t + 1) / threads) - w->first;
        if (pthread_create(&w->thread, NULL, work, w) != 0) {
            fprintf(stderr, "agents: cannot start a thread\n");
            exit(1);
        }
    }
    for (t = 0; t < threads; t++) pthread_join(workers[t].thread, NULL);
    return now_s() - t0;
}

static int out_of_memory(void) {
    fprintf(stderr, "agents: out of memory (try a smaller --size or fewer --agents)\n");
    return 1;
}

/* A random free cell; with `from`, one that can reach it (as a game picks destinations). */
static int free_cell(const gridpath_grid *g, const astar_components *reach,
                     const gridpath_point *from, uint32_t *seed, gridpath_point *p) {
    int tries;
    for (tries = 0; tries < 100000; tries++) {
        p->x = (int)(rng(seed) % (uint32_t)g->width); p->y = (int)(rng(seed) % (uint32_t)g->height);
        if (g->cells[p->y * g->width + p->x] > 0 &&
            (!from || astar_components_connected(reach, *from, *p)))
            return 1;
    }
    return 0;
}

int main(int argc, char **argv) {
    int size = 256, agents = 2000, k = 8, stride = 4, chasers = 100, ticks = 100, threshold = 8, i,
        t, x, y;
    uint32_t seed = 1;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        int *value = !strcmp(a, "--size")        ? &size
                     : !strcmp(a, "--agents")    ? &agents
                     : !strcmp(a, "--k")         ? &k
                     : !strcmp(a, "--stride")    ? &stride
                     : !strcmp(a, "--chasers")   ? &chasers
                     : !strcmp(a, "--ticks")     ? &ticks
                     : !strcmp(a, "--threshold") ? &threshold
                                                 : NULL;
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) { fputs(usage, stdout); return 0; }
        if (!strcmp(a, "--seed") && i + 1 < argc)
            seed = (uint32_t)strtoul(argv[++i], NULL, 10) | 1u;
        else if (value && i + 1 < argc) *value = atoi(argv[++i]);
        else {
            fprintf(stderr, "agents: unknown or incomplete option: %s\n%s", a, usage);
            return 2;
        }
    }
    if (size < 16 || size > 4096 || agents < 1 || k < 2 || k > size / 2 || stride < 1 ||
        chasers < 0 || ticks < 0 || threshold < 0) {
        fprintf(stderr, "agents: need 16 <= --size <= 4096, --agents >= 1, 2 <= --k <= size/2,"
                        " --stride >= 1\n%s", usage);
        return 2;
    }
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    int max_threads = cpus > 2 ? (cpus > 16 ? 16 : (int)cpus) : 2, cw = (size + k - 1) / k,
        cells_n = size * size;
    int *cells = malloc(sizeof(int) * (size_t)cells_n),
        *coarse_cells = malloc(sizeof(int) * (size_t)(cw * cw));
    worker *workers = calloc((size_t)max_threads, sizeof(worker));
    query *queries = malloc(sizeof(query) * (size_t)agents);
    double *full_cost = malloc(sizeof(double) * (size_t)agents);
    size_t reach_bytes = astar_components_size(size, size);
    void *reach_memory = malloc(reach_bytes);
    if (!cells || !coarse_cells || !workers || !queries || !full_cost || !reach_memory)
        return out_of_memory();

    /* The map: rectangles (buildings) and discs (lakes), then one cell in 20 a rock. */
    for (i = 0; i < cells_n; i++) cells[i] = 1;
    for (i = 0; i < cells_n / 250; i++) {
        int cx = (int)(rng(&seed) % (uint32_t)size), cy = (int)(rng(&seed) % (uint32_t)size),
            disc = (int)(rng(&seed) & 1);
        int rx = 2 + (int)(rng(&seed) % 9), ry = 2 + (int)(rng(&seed) % 9);
        for (y = cy - ry > 0 ? cy - ry : 0; y <= cy + ry && y < size; y++)
            for (x = cx - rx > 0 ? cx - rx : 0; x <= cx + rx && x < size; x++)
                if (!disc || (double)((x - cx) * (x - cx)) / (rx * rx) +
                                 (double)((y - cy) * (y - cy)) / (ry * ry) <= 1.0)
                    cells[y * size + x] = 0;
    }
    for (i = 0; i < cells_n; i++) if (rng(&seed) % 20 == 0) cells[i] = 0;
    for (i = 0; i < cw * cw; i++) { /* the coarse grid, by the rule at the top of the file */
        int walls = 0, free_cells = 0;
        for (y = i / cw * k; y < (i / cw + 1) * k && y < size; y++)
            for (x = i % cw * k; x < (i % cw + 1) * k && x < size; x++) {
                if (cells[y * size + x] > 0) free_cells++;
                else walls++;
            }
        coarse_cells[i] = free_cells ? 1 + walls * 4 / (k * k) : 0;
    }
    gridpath_grid fine = {cells, size, size}, coarse = {coarse_cells, cw, cw};
    astar_components *reach =
        astar_components_init(reach_memory, reach_bytes, &fine, GRIDPATH_MOVES_DEFAULT);

    for (t = 0; t < max_threads; t++) { /* the pool's memory, made once */
        worker *w = &workers[t];
        w->fine = &fine; w->coarse = &coarse; w->k = k; w->stride = stride; w->reach = reach;
        w->ws = astar_workspace_create(size, size, NULL);
        w->coarse_ws = astar_workspace_create(cw, cw, NULL);
        w->path = malloc(sizeof(int32_t) * (size_t)cells_n);
        w->coarse_path = malloc(sizeof(int32_t) * (size_t)(cw * cw));
        if (!w->ws || !w->coarse_ws || !w->path || !w->coarse_path) return out_of_memory();
    }
    for (i = 0; i < agents; i++)
        if (!free_cell(&fine, reach, NULL, &seed, &queries[i].start) ||
            !free_cell(&fine, reach, &queries[i].start, &seed, &queries[i].goal)) {
            fprintf(stderr, "agents: the map has almost no free cell; try another --seed\n");
            return 1;
        }
    printf("map %dx%d, %d agents with their own start and goal, %ld CPUs online\n", size, size,
           agents, cpus);
    printf("paths per second of wall-clock time (and per second of CPU time the threads used)\n"
           "threads       full A*    coarse %dx%d + waypoints\n", k, k);
    long full_expanded = 0, coarse_expanded = 0;
    for (t = 1; t <= max_threads; t *= 2) {
        double full_s = run(workers, t, queries, agents, 0), full_cpu = 0, coarse_cpu = 0;
        for (i = 0, full_expanded = 0; i < t; i++) {
            full_expanded += workers[i].expanded;
            full_cpu += workers[i].cpu_s;
        }
        for (i = 0; i < agents; i++) full_cost[i] = queries[i].cost;
        double coarse_s = run(workers, t, queries, agents, 1);
        for (i = 0, coarse_expanded = 0; i < t; i++) {
            coarse_expanded += workers[i].expanded;
            coarse_cpu += workers[i].cpu_s;
        }
        printf("%7d  %6.0f (%6.0f)      %6.0f (%6.0f)\n", t, agents / full_s, agents / full_cpu,
               agents / coarse_s, agents / coarse_cpu);
    }
    double sum_full = 0, sum_coarse = 0, worst = 1.0;
    int solved = 0, mismatch = 0;
    for (i = 0; i < agents; i++) {
        mismatch += (full_cost[i] < 0) != (queries[i].cost < 0);
        if (full_cost[i] <= 0 || queries[i].cost < 0) continue;
        solved++; sum_full += full_cost[i]; sum_coarse += queries[i].cost;
        if (queries[i].cost / full_cost[i] > worst) worst = queries[i].cost / full_cost[i];
    }
    printf(
        "(a) coarse + waypoints every %d blocks: %.0f expansions per agent (full A*: %.0f); paths\n"
        "    %.1f%% longer in total, the worst %.1f%% longer (%d paths)%s\n",
        stride, (double)coarse_expanded / agents, (double)full_expanded / agents,
        100.0 * (sum_coarse / sum_full - 1.0), 100.0 * (worst - 1.0), solved,
        mismatch ? "; MISMATCH in which pairs have a path" : "");

    /* (b) Chasers, on one thread; both policies see the same starts and the same target walks. */
    int cap = 4 * size, policy, *len = malloc(sizeof(int) * (size_t)(3 * chasers + 1)),
        *at = len + chasers, *goal = at + chasers;
    gridpath_point *pos = malloc(sizeof(gridpath_point) * (size_t)(2 * chasers + 1)),
                   *target = pos + chasers;
    int32_t *paths = malloc(sizeof(int32_t) * (size_t)cap * (size_t)(chasers + 1));
    if (!pos || !len || !paths) return out_of_memory();
    workers[0].coarse_mode = 0;
    for (policy = 0; policy < 2 && chasers > 0; policy++) {
        uint32_t walk = seed;
        long searches = 0, distance_left = 0;
        int caught = 0, c, tick;
        double spent = 0.0;
        for (c = 0; c < chasers; c++) {
            free_cell(&fine, reach, NULL, &walk, &pos[c]);
            free_cell(&fine, reach, &pos[c], &walk, &target[c]);
            len[c] = at[c] = 0; goal[c] = -1;
        }
        for (tick = 0; tick < ticks; tick++)
            for (c = 0; c < chasers; c++) {
                static const int dx[4] = {1, 0, -1, 0}, dy[4] = {0, 1, 0, -1};
                uint32_t r = rng(&walk); /* the target wanders: half the ticks, one step */
                int32_t *path = paths + (size_t)c * (size_t)cap;
                gridpath_point next = {target[c].x + dx[(r >> 1) % 4],
                                       target[c].y + dy[(r >> 1) % 4]};
                if ((r & 1) && next.x >= 0 && next.y >= 0 && next.x < size && next.y < size &&
                    cells[next.y * size + next.x] > 0)
                    target[c] = next;
                int target_cell = target[c].y * size + target[c].x,
                    ex = abs(goal[c] % size - target[c].x), ey = abs(goal[c] / size - target[c].y);
                if (pos[c].y * size + pos[c].x == target_cell)
                    continue; /* caught (it may wander off again) */
                if (goal[c] < 0 || at[c] >= len[c] - 1 ||
                    (policy == 0 ? goal[c] != target_cell : (ex > ey ? ex : ey) > threshold)) {
                    astar_info info;
                    double t0 = now_s();
                    astar_result result = solve(&workers[0], pos[c], target[c], path, cap, &info);
                    spent += now_s() - t0;
                    searches++;
                    len[c] = result == ASTAR_OK ? (int)info.path_length : 0;
                    at[c] = 0;
                    goal[c] = result == ASTAR_OK ? target_cell : -1;
                }
                if (at[c] < len[c] - 1) {
                    at[c]++;
                    pos[c].x = path[at[c]] % size;
                    pos[c].y = path[at[c]] / size;
                }
            }
        for (c = 0; c < chasers; c++) {
            int ex = abs(pos[c].x - target[c].x), ey = abs(pos[c].y - target[c].y);
            caught += !ex && !ey;
            distance_left += ex > ey ? ex : ey;
        }
        printf("(b) %s: %ld searches, %.1f ms; after %d ticks %d of %d chasers\n"
               "    are on their target, the rest %.1f cells away on average\n",
               policy == 0 ? "re-path whenever the target moves" : "re-path past a threshold",
               searches, spent * 1e3, ticks, caught, chasers,
               chasers > caught ? (double)distance_left / (chasers - caught) : 0.0);
        if (policy == 0)
            printf("    threshold D = %d cells (Chebyshev, target to the current path's end):\n",
                   threshold);
    }
    for (t = 0; t < max_threads; t++) {
        astar_workspace_destroy(workers[t].ws); astar_workspace_destroy(workers[t].coarse_ws);
        free(workers[t].path); free(workers[t].coarse_path);
    }
    free(pos); free(len); free(paths); free(workers); free(queries); free(full_cost);
    free(reach_memory); free(cells); free(coarse_cells);
    return 0;
}
