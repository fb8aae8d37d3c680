/* suite.c - the bench's default run: open-set strategies on identical searches, timed on
 * built-in maps (and on any Moving AI .map/.scen pair given), growth against path length,
 * CSV and a gnuplot PNG. */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "astar.h"
#include "bench.h"
#include "flowfield.h"
#include "maps.h"
#include "movingai.h"
#include "strategies.h"

#define MAX_BINS 32
#define MAX_PLOTS 4
#define SLOW_RUN_US 30000.0 /* a run this long is not repeated (its wall time is kept) */
#define BATCH_US 50.0

typedef struct workload {
    bench_map_kind kind;
    int size, param;
    uint64_t seed;
    int plot; /* one of the plot's panels */
} workload;

/* The default run: every kind, 64 .. 1024, about a minute on 2 cores. */
static const workload default_workloads[] = {
    {BENCH_MAP_OPEN, 64, 0, 1, 0},        {BENCH_MAP_RANDOM, 128, 20, 2, 0},
    {BENCH_MAP_ROOMS, 256, 16, 3, 0},     {BENCH_MAP_MAZE, 256, 1, 4, 0},
    {BENCH_MAP_RANDOM, 512, 10, 5, 0},    {BENCH_MAP_RANDOM, 512, 30, 6, 1},
    {BENCH_MAP_RANDOM, 512, 40, 7, 0},    {BENCH_MAP_MAZE, 512, 4, 8, 1},
    {BENCH_MAP_ROOMS, 512, 32, 9, 1},     {BENCH_MAP_MAZE, 512, 16, 10, 0},
    {BENCH_MAP_OPEN, 1024, 0, 11, 1},
};
/* --quick (CI): small maps, a few seconds. */
static const workload quick_workloads[] = {
    {BENCH_MAP_OPEN, 64, 0, 1, 0},
    {BENCH_MAP_RANDOM, 128, 30, 6, 1},
    {BENCH_MAP_MAZE, 128, 2, 8, 1},
    {BENCH_MAP_ROOMS, 128, 16, 9, 1},
};

typedef struct settings {
    int quick, repeats, per_bin, progress, plot_enabled, plot_given;
    double cap_seconds;
    const char *csv_path, *plot_path, *only;
} settings;

typedef struct query {
    gridpath_point start, goal;
    int bin;
    double cost;          /* from the library heap (the reference) */
    uint32_t expanded;    /* from the library heap */
    double optimal;       /* Moving AI scenario length, or -1 */
    double tolerance;
} query;

typedef struct strategy_run {
    int available, ran, capped, expansions_differ, cost_differ, errors;
    double *us;          /* per query, < 0 when not run */
    uint32_t *expanded;  /* per query */
} strategy_run;

typedef struct map_job {
    char name[96];
    char description[128];
    gridpath_grid grid;
    query *queries;
    int query_count;
    double bin_lo[MAX_BINS];
    int optimal_checked, optimal_ok; /* Moving AI lengths */
    double jps_build_us;             /* -1 without JPS */
    int water_skipped;
    /* summary, filled by print_table */
    double cross_cost, longest_lo, longest_ratio, best_vs_heap, jps_vs_heap;
    int best;
    strategy_run runs[BENCH_STRATEGY_COUNT];
} map_job;

typedef struct summary_row {
    char name[96];
    double cross_cost, longest_lo, longest_ratio, best_vs_heap, jps_vs_heap;
    int best;
} summary_row;

typedef struct plot_panel {
    char name[96];
    int points[BENCH_STRATEGY_COUNT];
    double x[BENCH_STRATEGY_COUNT][MAX_BINS], y[BENCH_STRATEGY_COUNT][MAX_BINS];
    double ns_per_node[BENCH_STRATEGY_COUNT][MAX_BINS];
} plot_panel;

/* ---- small helpers ---- */
static int bin_of(double cost) {
    int bin = 0;
    double lo = 1.0;
    while (bin + 1 < MAX_BINS && cost >= 2.0 * lo) {
        lo *= 2.0;
        bin++;
    }
    return bin;
}

/* the progress line on stderr (bench/timing.c): live on a terminal, else every 10 s */
static bench_progress suite_meter;

static void usage(FILE *out) {
    int i;
    fprintf(out,
            "usage: bench [--quick] [--csv FILE] [--plot FILE.png | --no-plot] [--cap SECONDS]\n"
            "             [--repeats N] [--per-bin N] [--only TEXT] [MAP.map SCEN.scen ...]\n"
            "             [--help]\n"
            "\n"
            "Runs the same A* queries with every open-set strategy on built-in maps (generated\n"
            "from fixed seeds: open field, random obstacles, mazes, rooms; 64x64 to 1024x1024),\n"
            "checks that every strategy expands the same nodes and finds the same cost, and\n"
            "prints per map: mean and median microseconds per query, expansions per query,\n"
            "speedup against the unsorted list, and time against path length; JPS on the\n"
            "same queries (astar.h, uniform-cost maps) and flow fields (flowfield.h, BFS and\n"
            "exact Dijkstra) in nanoseconds per reached cell. Ends with a summary per map.\n"
            "\n"
            "  --quick          small maps only, for CI (a few seconds)\n"
            "  --csv FILE       write time per query by path length (one row per map, strategy\n"
            "                   and length bin) to FILE; flow-bfs/flow-dijkstra rows: cost_from\n"
            "                   0, mean_cost = largest cost, mean_us per field, mean_expanded =\n"
            "                   cells reached\n"
            "  --plot FILE.png  where the gnuplot PNG goes (default build/bench.png; needs\n"
            "                   gnuplot: apt-get install gnuplot-nox); --no-plot skips it\n"
            "  --cap SECONDS    CPU-time cap per map for each O(n) strategy (default 0.7, quick 0.2;\n"
            "                   more than 0, under 100000); a capped strategy runs the queries it\n"
            "                   reached, shortest first\n"
            "  --repeats N      time each query N times, keep the median (1 .. 16, default 3);\n"
            "                   --repeat N is the same\n"
            "  --per-bin N      queries per path-length bin (1 .. 1000, default 8, quick 4)\n"
            "  --only TEXT      only the built-in maps whose name contains TEXT (e.g. maze,\n"
            "                   512; 'none' runs only the Moving AI pairs given)\n"
            "  MAP.map SCEN.scen  also run a Moving AI map with queries from its scenario\n"
            "                   file, spread over the length bins (e.g. ../shared/movingai/...);\n"
            "                   every pair is read and checked before any timing starts\n"
            "Exit status: 0 ok, 1 a map failed (or a MISMATCH line: a strategy's cost or\n"
            "expansions differ from the library heap's, or a scenario's optimal length from\n"
            "its cost) or an output (CSV, PNG, standard output) was not written, 2 bad\n"
            "arguments or files.\n"
            "\n"
            "Strategies:\n");
    for (i = 0; i < BENCH_STRATEGY_COUNT; i++)
        fprintf(out, "  %-13s %s\n", bench_strategy_table[i].name, bench_strategy_table[i].what);
    fprintf(out, "\nOther commands: bench scen ..., bench flow ... (bench --help lists them).\n");
}

/* ---- queries ---- */
static int reference_search(bench_searcher *searcher, const gridpath_grid *grid, query *q) {
    bench_outcome out;
    bench_search(searcher, BENCH_HEAP, grid, q->start, q->goal, &out);
    if (out.found != 1) return -1;
    q->cost = out.cost;
    q->expanded = out.expanded;
    q->bin = bin_of(out.cost);
    return 0;
}

/* Random start/goal pairs spread over power-of-two path-length bins. For each random start a
 * breadth-first search (8 neighbours, no corner cutting) gives every reachable cell's step
 * count; one goal per bin is drawn from the cells whose step count falls in it, and the
 * reference search then says which bin the query's real cost lands in. */
static int make_queries(map_job *job, bench_searcher *searcher, uint64_t seed,
                        const settings *set) {
    const gridpath_grid *grid = &job->grid;
    const int32_t width = grid->width, height = grid->height;
    size_t n = (size_t)width * (size_t)height, i;
    int32_t *steps = (int32_t *)malloc(sizeof(int32_t) * n);
    int32_t *queue = (int32_t *)malloc(sizeof(int32_t) * n);
    int32_t *free_cells = (int32_t *)malloc(sizeof(int32_t) * n);
    int have[MAX_BINS], free_count = 0, total = 0, round, b;
    int max_queries = set->per_bin * MAX_BINS;
    bench_rng rng;
    rng.state = seed * 7919u + 17u;
    job->queries = (query *)calloc((size_t)max_queries, sizeof(query));
    if (!steps || !queue || !free_cells || !job->queries) goto fail;
    for (i = 0; i < n; i++)
        if (grid->cells[i] > 0) free_cells[free_count++] = (int32_t)i;
    memset(have, 0, sizeof have);
    for (round = 0; free_count > 1 && round < 4 * set->per_bin; round++) {
        int32_t start = free_cells[bench_rng_below(&rng, free_count)], head = 0, tail = 0;
        int32_t pick[MAX_BINS], seen[MAX_BINS];
        int wanted = 0;
        for (b = 0; b < MAX_BINS; b++) {
            pick[b] = -1;
            seen[b] = 0;
            if (b >= 1 && have[b] < set->per_bin) wanted = 1;
        }
        if (!wanted) break;
        for (i = 0; i < n; i++) steps[i] = -1;
        steps[start] = 0;
        queue[tail++] = start;
        while (head < tail) {
            int32_t cur = queue[head++], x = cur % width, y = cur / width, d;
            /* reservoir sampling: a uniform cell of each bin in one pass */
            if (steps[cur] > 0) {
                b = bin_of((double)steps[cur]);
                if (bench_rng_below(&rng, ++seen[b]) == 0) pick[b] = cur;
            }
            for (d = 0; d < 8; d++) {
                int32_t nx = x + GRIDPATH_DIR_DX(d), ny = y + GRIDPATH_DIR_DY(d), next;
                if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
                next = ny * width + nx;
                if (grid->cells[next] <= 0 || steps[next] >= 0) continue;
                if ((d & 1) && !(grid->cells[cur + GRIDPATH_DIR_DX(d)] > 0 &&
                                 grid->cells[cur + GRIDPATH_DIR_DY(d) * width] > 0))
                    continue;
                steps[next] = steps[cur] + 1;
                queue[tail++] = next;
            }
        }
        for (b = 1; b < MAX_BINS; b++) {
            query q;
            if (pick[b] < 0 || have[b] >= set->per_bin) continue;
            memset(&q, 0, sizeof q);
            q.start.x = start % width;
            q.start.y = start / width;
            q.goal.x = pick[b] % width;
            q.goal.y = pick[b] / width;
            q.optimal = -1.0;
            if (reference_search(searcher, grid, &q) != 0) goto fail;
            if (q.bin < 1 || have[q.bin] >= set->per_bin) continue;
            have[q.bin]++;
            job->queries[total++] = q;
        }
        bench_progress_note(&suite_meter, "bench: %s: making queries %d, round %d", job->name, total, round + 1);
    }
    job->query_count = total;
    free(steps);
    free(queue);
    free(free_cells);
    return 0;
fail:
    free(steps);
    free(queue);
    free(free_cells);
    return -1;
}

/* Moving AI: ground scenarios spread over the bins, at most per_bin in each. */
static int scen_queries(map_job *job, bench_searcher *searcher, const movingai_map *map,
                        const movingai_scenarios *scen, const char *scen_path, const settings *set) {
    int have[MAX_BINS], i, total = 0, water = 0;
    memset(have, 0, sizeof have);
    job->queries = (query *)calloc((size_t)(set->per_bin * MAX_BINS), sizeof(query));
    if (!job->queries) return -1;
    /* walk the scenarios with a stride so each bin samples across the whole file */
    for (i = 0; i < scen->count; i++) {
        int k = (int)(((long long)i * 7919) % scen->count);
        const movingai_scenario *sc = &scen->items[k];
        query q;
        int bin;
        if (sc->optimal < 1.0) continue;
        if (movingai_tile_class(map->tiles[sc->start_y * map->width + sc->start_x]) !=
            MOVINGAI_GROUND) {
            water++;
            continue;
        }
        bin = bin_of(sc->optimal);
        if (have[bin] >= set->per_bin) continue;
        memset(&q, 0, sizeof q);
        q.start.x = sc->start_x;
        q.start.y = sc->start_y;
        q.goal.x = sc->goal_x;
        q.goal.y = sc->goal_y;
        q.optimal = sc->optimal;
        q.tolerance = sc->tolerance;
        if (reference_search(searcher, &job->grid, &q) != 0) {
            fprintf(stderr, "bench: %s:%d: no path on the ground cells of %s, but its optimal "
                            "length is %g (wrong pair of files?)\n", scen_path, sc->line, job->name,
                    sc->optimal);
            return -1;
        }
        q.bin = bin;
        have[bin]++;
        job->optimal_checked++;
        if (fabs(q.cost - q.optimal) <= q.tolerance) job->optimal_ok++;
        job->queries[total++] = q;
    }
    job->water_skipped = water;
    job->query_count = total;
    return 0;
}

static int compare_query(const void *a, const void *b) {
    const query *x = (const query *)a, *y = (const query *)b;
    return x->cost < y->cost ? -1 : x->cost > y->cost;
}

/* ---- running ---- */
/* CPU time of this thread: a busy shared machine preempts the bench, and wall time would
 * count the time other processes ran. The clock costs about a microsecond to read, so short
 * queries run in batches of at least BATCH_US and the batch time is divided. */
static double cpu_us(void) { return bench_cpu_seconds() * 1e6; }

static double time_query(bench_searcher *searcher, bench_strategy strategy,
                         const gridpath_grid *grid, const query *q, int repeats,
                         bench_outcome *out) {
    double times[16], first;
    int r, k, batch, done = 0;
    if (repeats > 16) repeats = 16;
    /* a first run warms the caches and sizes the batch; a slow one is the measurement */
    first = cpu_us();
    bench_search(searcher, strategy, grid, q->start, q->goal, out);
    first = cpu_us() - first;
    if (first > SLOW_RUN_US) return first > 0 ? first : 0.0;
    batch = first >= BATCH_US ? 1 : (int)(BATCH_US / (first > 0.05 ? first : 0.05)) + 1;
    if (batch > 2000) batch = 2000;
    for (r = 0; r < repeats; r++) {
        double t0 = cpu_us();
        for (k = 0; k < batch; k++) bench_search(searcher, strategy, grid, q->start, q->goal, out);
        times[done++] = (cpu_us() - t0) / batch;
    }
    return bench_median(times, done);
}

static void run_strategy(map_job *job, bench_searcher *searcher, bench_strategy strategy,
                         const settings *set) {
    strategy_run *run = &job->runs[strategy];
    const bench_strategy_info *info = &bench_strategy_table[strategy];
    int bins = 0, i, last_bin = -1;
    double spent = 0.0, bin_spent = 0.0, cap_us = set->cap_seconds * 1e6, last_us = 0.0;
    for (i = 0; i < job->query_count; i++)
        if (i == 0 || job->queries[i].bin != job->queries[i - 1].bin) bins++;
    for (i = 0; i < job->query_count; i++) {
        const query *q = &job->queries[i];
        bench_outcome out;
        double us, t0;
        if (q->bin != last_bin) {
            last_bin = q->bin;
            bin_spent = 0.0;
        } else if (info->capped && bin_spent >= cap_us / bins) {
            continue; /* this bin has had its share; the next may still get one */
        }
        if (info->capped && (spent >= cap_us || spent + 4.0 * last_us > 1.5 * cap_us)) {
            run->capped = 1;
            break;
        }
        if (i % 4 == 0)
            bench_progress_note(&suite_meter, "bench: %s: %s, query %d of %d", job->name, info->name, i,
                                job->query_count);
        t0 = cpu_us();
        us = time_query(searcher, strategy, &job->grid, q, set->repeats, &out);
        spent += cpu_us() - t0;
        bin_spent += cpu_us() - t0;
        last_us = us;
        run->us[i] = us;
        run->expanded[i] = out.expanded;
        run->ran++;
        if (out.found != 1) {
            run->errors++;
            continue;
        }
        if (out.cost != q->cost) run->cost_differ++;
        if (out.expanded != q->expanded) run->expansions_differ++;
    }
    if (run->ran < job->query_count) run->capped = 1;
}

/* ---- reporting ---- */
static void print_table(map_job *job) {
    const strategy_run *list = &job->runs[BENCH_LIST];
    double min_cost = 0.0, max_cost = 0.0;
    int s, i, b, bins_used[MAX_BINS], common = 0, capped = 0;
    char *in_common = (char *)malloc((size_t)job->query_count + 1);
    double *tmp = (double *)malloc(sizeof(double) * (size_t)(job->query_count + 1));
    if (!in_common || !tmp) {
        free(in_common);
        free(tmp);
        return;
    }
    if (job->query_count) {
        min_cost = job->queries[0].cost;
        max_cost = job->queries[job->query_count - 1].cost;
    }
    /* the summary compares every strategy on the queries all of them ran */
    for (i = 0; i < job->query_count; i++) {
        in_common[i] = 1;
        for (s = 0; s < BENCH_STRATEGY_COUNT; s++)
            if (job->runs[s].available && job->runs[s].us[i] < 0) in_common[i] = 0;
        common += in_common[i];
    }
    for (s = 0; s < BENCH_STRATEGY_COUNT; s++)
        if (job->runs[s].available && job->runs[s].capped) capped = 1;
    printf("\n== %s  %s\n", job->name, job->description);
    printf("   %d queries, path costs %.0f .. %.0f\n", job->query_count, min_cost, max_cost);
    if (capped)
        printf("   columns 3-6 compare all strategies on the %d queries every one ran (* = capped)\n",
               common);
    if (job->jps_build_us >= 0)
        printf("   jps: its bit grid was built once for the map in %.0f us (not in the times)\n",
               job->jps_build_us);
    if (job->water_skipped)
        printf("   %d water scenario%s left out: the bench searches the ground cells\n",
               job->water_skipped, job->water_skipped == 1 ? "" : "s");
    if (job->optimal_checked)
        printf("   library heap cost = scenario optimal length (within its tolerance): %d of %d\n",
               job->optimal_ok, job->optimal_checked);
    printf("   %-13s %9s %10s %10s %11s %8s  %-10s %s\n", "strategy", "queries", "mean us",
           "median us", "expanded/q", "vs list", "same exp.", "same cost");
    for (s = 0; s < BENCH_STRATEGY_COUNT; s++) {
        const strategy_run *run = &job->runs[s];
        double sum = 0.0, expanded = 0.0, list_sum = 0.0;
        int count = 0, ran = 0;
        char queries[32], speed[32], same_exp[32], same_cost[32];
        if (!run->available) continue;
        for (i = 0; i < job->query_count; i++) {
            if (run->us[i] >= 0) ran++;
            if (!in_common[i]) continue;
            tmp[count++] = run->us[i];
            sum += run->us[i];
            expanded += run->expanded[i];
            if (list->available) list_sum += list->us[i];
        }
        if (run->capped) snprintf(queries, sizeof queries, "%d/%d*", ran, job->query_count);
        else snprintf(queries, sizeof queries, "%d", ran);
        if (sum > 0.0 && list_sum > 0.0) snprintf(speed, sizeof speed, "%.1fx", list_sum / sum);
        else snprintf(speed, sizeof speed, "-");
        if (!bench_strategy_table[s].same_order) snprintf(same_exp, sizeof same_exp, "n/a");
        else snprintf(same_exp, sizeof same_exp, "%s", run->expansions_differ ? "NO" : "yes");
        if (run->cost_differ || run->errors)
            snprintf(same_cost, sizeof same_cost, "NO (%d differ, %d failed)", run->cost_differ,
                     run->errors);
        else snprintf(same_cost, sizeof same_cost, "yes");
        printf("   %-13s %9s %10.1f %10.1f %11.0f %8s  %-10s %s\n", bench_strategy_table[s].name,
               queries, count ? sum / count : 0.0, bench_median(tmp, count),
               count ? expanded / count : 0.0, speed, same_exp, same_cost);
    }
    free(in_common);
    free(tmp);
    /* growth: mean us per query in each length bin */
    for (b = 0; b < MAX_BINS; b++) bins_used[b] = 0;
    for (i = 0; i < job->query_count; i++) bins_used[job->queries[i].bin]++;
    printf("   growth: mean us per query by path cost (all the queries each one ran)\n   %-13s",
           "cost from");
    for (b = 0; b < MAX_BINS; b++)
        if (bins_used[b]) printf(" %8.0f", ldexp(1.0, b));
    printf("\n");
    for (s = 0; s < BENCH_STRATEGY_COUNT; s++) {
        const strategy_run *run = &job->runs[s];
        if (!run->available) continue;
        printf("   %-13s", bench_strategy_table[s].name);
        for (b = 0; b < MAX_BINS; b++) {
            double sum = 0.0;
            int count = 0;
            if (!bins_used[b]) continue;
            for (i = 0; i < job->query_count; i++)
                if (job->queries[i].bin == b && run->us[i] >= 0) {
                    sum += run->us[i];
                    count++;
                }
            if (count) printf(sum / count < 1000.0 ? " %8.1f" : " %8.0f", sum / count);
            else printf(" %8s", "-");
        }
        printf("\n");
    }
    /* list against heap: where the heap starts winning, and by how much at the longest paths */
    {
        const strategy_run *heap = &job->runs[BENCH_HEAP];
        int cross = -1, last = -1;
        double last_ratio = 0.0;
        for (b = 0; b < MAX_BINS; b++) {
            double sl = 0.0, sh = 0.0;
            int count = 0;
            for (i = 0; i < job->query_count; i++)
                if (job->queries[i].bin == b && list->us[i] >= 0 && heap->us[i] >= 0) {
                    sl += list->us[i];
                    sh += heap->us[i];
                    count++;
                }
            if (!count) continue;
            /* where the list falls behind for good (by more than timing noise, 10%) */
            if (sl > 1.1 * sh && cross < 0) cross = b;
            if (sl <= 1.1 * sh) cross = -1;
            last = b;
            last_ratio = sl / sh;
        }
        job->cross_cost = cross >= 0 ? ldexp(1.0, cross) : -1.0;
        job->longest_lo = last >= 0 ? ldexp(1.0, last) : -1.0;
        job->longest_ratio = last_ratio;
        if (last >= 0) {
            if (cross >= 0)
                printf("   heap ahead of list (by > 10%%) from path cost %.0f on; list/heap at cost "
                       "%.0f..%.0f: %.1fx\n",
                       ldexp(1.0, cross), ldexp(1.0, last), ldexp(1.0, last + 1), last_ratio);
            else
                printf("   list within 10%% of heap or faster at the longest bin it ran (cost %.0f..%.0f):"
                       " list/heap %.2fx\n",
                       ldexp(1.0, last), ldexp(1.0, last + 1), last_ratio);
        }
    }
}

/* Total time of strategy a over total time of b on the queries both ran. */
static double time_ratio(const map_job *job, int a, int b) {
    double sa = 0.0, sb = 0.0;
    int i;
    for (i = 0; i < job->query_count; i++)
        if (job->runs[a].us[i] >= 0 && job->runs[b].us[i] >= 0) {
            sa += job->runs[a].us[i];
            sb += job->runs[b].us[i];
        }
    return sa > 0.0 ? sb / sa : 0.0;
}

static void summarize(map_job *job) {
    int s;
    job->best = BENCH_HEAP;
    job->best_vs_heap = 1.0;
    for (s = 0; s < BENCH_STRATEGY_COUNT; s++) {
        double r;
        if (!job->runs[s].available || !bench_strategy_table[s].same_order ||
            job->runs[s].capped || s == BENCH_HEAP_COPY)
            continue;
        r = time_ratio(job, s, BENCH_HEAP);
        if (r > job->best_vs_heap) {
            job->best_vs_heap = r;
            job->best = s;
        }
    }
    job->jps_vs_heap = job->runs[BENCH_JPS].available ? time_ratio(job, BENCH_JPS, BENCH_HEAP) : 0.0;
}

static void write_csv(FILE *csv, const map_job *job, plot_panel *panel) {
    int s, b, i;
    for (s = 0; s < BENCH_STRATEGY_COUNT; s++) {
        const strategy_run *run = &job->runs[s];
        if (!run->available) continue;
        for (b = 0; b < MAX_BINS; b++) {
            double us = 0.0, cost = 0.0, expanded = 0.0, *tmp;
            int count = 0, total = 0;
            for (i = 0; i < job->query_count; i++)
                if (job->queries[i].bin == b) total++;
            if (!total) continue;
            tmp = (double *)malloc(sizeof(double) * (size_t)total);
            if (!tmp) return;
            for (i = 0; i < job->query_count; i++)
                if (job->queries[i].bin == b && run->us[i] >= 0) {
                    us += run->us[i];
                    tmp[count++] = run->us[i];
                    cost += job->queries[i].cost;
                    expanded += run->expanded[i];
                }
            if (count && csv)
                fprintf(csv, "%s,%s,%.0f,%.0f,%d,%d,%.2f,%.3f,%.3f,%.1f\n", job->name,
                        bench_strategy_table[s].name, ldexp(1.0, b), ldexp(1.0, b + 1), count,
                        total, cost / count, us / count, bench_median(tmp, count),
                        expanded / count);
            if (count && panel && panel->points[s] < MAX_BINS) {
                panel->x[s][panel->points[s]] = cost / count;
                panel->y[s][panel->points[s]] = us / count;
                panel->ns_per_node[s][panel->points[s]] = expanded > 0 ? 1000.0 * us / expanded : 0;
                panel->points[s]++;
            }
            free(tmp);
        }
    }
}

static int have_gnuplot(void) { return system("gnuplot --version >/dev/null 2>&1") == 0; }

/* text as a gnuplot single-quoted string: a quote inside is written twice */
static void gnuplot_string(FILE *out, const char *text) {
    fputc('\'', out);
    for (; *text; text++) {
        if (*text == '\'') fputc('\'', out);
        fputc(*text, out);
    }
    fputc('\'', out);
}

/* Two rows of panels, one column per plotted map: time per query against path cost, then
 * time per expanded node (the cost of one open-set round: pop plus up to 8 pushes/updates).
 * 0 made or not wanted (a note says why), -1 a PNG that was asked for was not made. */
static int make_plot(const settings *set, const plot_panel *panels, int count) {
    /* lists warm colours, heaps blue/green, the bucket queue black, JPS dashed */
    static const char *colors[BENCH_STRATEGY_COUNT] = {
        "#d62728", "#ff7f0e", "#bcbd22", "#1f77b4", "#17becf", "#2ca02c", "#8c564b", "#000000",
        "#e377c2"};
    char data_path[1024], script_path[1024], command[2200];
    FILE *data, *script;
    int p, s, row, index = 0, write_error;
    if (!set->plot_enabled) return 0;
    if (count == 0) { /* every map failed */
        printf("\nplot: no map ran to the end, no PNG made\n");
        return set->plot_given ? -1 : 0;
    }
    if (!have_gnuplot()) {
        printf("\nplot: gnuplot not found, no PNG made. Install it with "
               "'apt-get install gnuplot-nox' (Debian/Ubuntu) and run again.\n");
        return set->plot_given ? -1 : 0;
    }
    snprintf(data_path, sizeof data_path, "%s.dat", set->plot_path);
    snprintf(script_path, sizeof script_path, "%s.gp", set->plot_path);
    data = fopen(data_path, "w");
    script = fopen(script_path, "w");
    if (!data || !script) {
        printf("\nplot: cannot write %s or %s (does the folder exist?); no PNG made\n", data_path,
               script_path);
        if (data) fclose(data);
        if (script) fclose(script);
        return set->plot_given ? -1 : 0;
    }
    /* data: one block per map and strategy: path cost, us per query, ns per expanded node */
    for (p = 0; p < count; p++)
        for (s = 0; s < BENCH_STRATEGY_COUNT; s++) {
            int i;
            if (panels[p].points[s] == 0) continue;
            fprintf(data, "# %s %s\n", panels[p].name, bench_strategy_table[s].name);
            for (i = 0; i < panels[p].points[s]; i++)
                fprintf(data, "%.3f %.4f %.2f\n", panels[p].x[s][i], panels[p].y[s][i],
                        panels[p].ns_per_node[s][i]);
            fprintf(data, "\n\n");
        }
    fprintf(script,
            "# made by build/bench; data in %s (one block per map and strategy:\n"
            "# path cost, microseconds per query, nanoseconds per expanded node)\n"
            "set terminal pngcairo size %d,900 font 'sans,10'\n"
            "set output ",
            data_path, 450 * count + 100);
    gnuplot_string(script, set->plot_path);
    fprintf(script,
            "\nset logscale xy\n"
            "set grid\n"
            "set xlabel 'path cost (cells)'\n"
            "set multiplot layout 2,%d title 'A* open sets on identical searches (log-log); "
            "top: time per query, bottom: time per expanded node (JPS left out)'\n",
            count);
    for (row = 0; row < 2; row++)
        for (p = 0; p < count; p++) {
            int first = 1;
            index = 0;
            if (p == 0 && row == 0) fprintf(script, "set key top left font ',9'\n");
            else fprintf(script, "unset key\n");
            fprintf(script, "set title ");
            gnuplot_string(script, panels[p].name);
            fprintf(script, "\nset ylabel '%s'\nplot ",
                    row == 0 ? "microseconds per query" : "nanoseconds per expanded node");
            for (s = 0; s < BENCH_STRATEGY_COUNT; s++) {
                int q;
                if (panels[p].points[s] == 0) continue;
                /* JPS expands jump points, each costing a scan: per node it compares nothing */
                if (row == 1 && s == BENCH_JPS) continue;
                /* the block's index counts every block before it */
                for (q = 0, index = 0; q < p; q++) {
                    int t;
                    for (t = 0; t < BENCH_STRATEGY_COUNT; t++) index += panels[q].points[t] > 0;
                }
                {
                    int t;
                    for (t = 0; t < s; t++) index += panels[p].points[t] > 0;
                }
                fprintf(script, "%s", first ? "" : ", \\\n     ");
                gnuplot_string(script, data_path);
                fprintf(script,
                        " index %d using 1:%d with linespoints lw %d dt %d pt %d "
                        "lc rgb '%s' title '%s'",
                        index, row == 0 ? 2 : 3,
                        s == BENCH_HEAP ? 3 : 2, s == BENCH_JPS ? 2 : 1, s + 4, colors[s],
                        bench_strategy_table[s].name);
                first = 0;
            }
            fprintf(script, "\n");
        }
    fprintf(script, "unset multiplot\n");
    write_error = ferror(data) | ferror(script);
    write_error |= fclose(data) | fclose(script);
    if (write_error) {
        fprintf(stderr, "bench: error writing %s or %s (disk full?); no PNG made\n", data_path,
                script_path);
        return -1;
    }
    /* the path has no single quote (checked up front), so it can be quoted for the shell */
    snprintf(command, sizeof command, "gnuplot '%s'", script_path);
    if (system(command) == 0) {
        printf("\nplot: %s (gnuplot script %s)\n", set->plot_path, script_path);
        return 0;
    }
    fprintf(stderr, "bench: gnuplot failed on %s; no PNG made (the data is in %s)\n", script_path,
            data_path);
    return -1;
}

/* ---- flow fields: one whole-map field per goal, BFS and exact Dijkstra (flowfield.h) ---- */
static void run_flow(const map_job *job, const settings *set, FILE *csv) {
    const gridpath_grid *grid = &job->grid;
    size_t ws_bytes = flowfield_workspace_size(grid->width, grid->height);
    size_t field_bytes = flowfield_field_size(grid->width, grid->height);
    void *ws_memory = ws_bytes ? malloc(ws_bytes) : NULL;
    void *field_memory = field_bytes ? malloc(field_bytes) : NULL;
    flowfield_workspace *ws = ws_memory ? flowfield_workspace_init(ws_memory, ws_bytes,
                                                                   grid->width, grid->height)
                                        : NULL;
    flowfield_field *field = field_memory ? flowfield_field_init(field_memory, field_bytes,
                                                                 grid->width, grid->height)
                                          : NULL;
    static const char *names[2] = {"flow-bfs", "flow-dijkstra"};
    double ns[2] = {0, 0}, ms[2] = {0, 0}, reached_mean = 0.0, max_cost[2] = {0, 0};
    int metric, goals = job->query_count < 3 ? job->query_count : 3, k;
    if (!ws || !field || goals == 0) {
        if (goals) printf("   flow fields: out of memory, skipped\n");
        free(ws_memory);
        free(field_memory);
        return;
    }
    for (metric = 0; metric < 2; metric++) {
        double us_sum = 0.0, reached_sum = 0.0;
        flowfield_options options;
        memset(&options, 0, sizeof options);
        options.metric = metric == 0 ? FLOWFIELD_METRIC_BFS : FLOWFIELD_METRIC_EXACT;
        /* the goals of the longest queries: they lie in the map's big open region */
        for (k = 0; k < goals; k++) {
            gridpath_point goal = job->queries[job->query_count - 1 - k].goal;
            flowfield_info info;
            double times[16];
            int r;
            bench_progress_note(&suite_meter, "bench: %s: %s, goal %d of %d", job->name, names[metric], k + 1, goals);
            for (r = 0; r <= set->repeats && r < 16; r++) { /* run 0 warms the caches */
                double t0 = cpu_us();
                flowfield_result fr = flowfield_compute(ws, field, grid, &goal, 1, &options, &info);
                times[r] = cpu_us() - t0;
                if (fr != FLOWFIELD_OK) {
                    printf("   flow fields: %s: %s\n", names[metric], flowfield_result_string(fr));
                    free(ws_memory);
                    free(field_memory);
                    return;
                }
            }
            us_sum += bench_median(times + 1, set->repeats < 15 ? set->repeats : 15);
            reached_sum += info.reached;
            max_cost[metric] += info.max_cost / goals;
        }
        ns[metric] = reached_sum > 0 ? 1000.0 * us_sum / reached_sum : 0.0;
        ms[metric] = us_sum / goals / 1000.0;
        reached_mean = reached_sum / goals;
        if (csv)
            fprintf(csv, "%s,%s,0,0,%d,%d,%.2f,%.3f,%.3f,%.1f\n", job->name, names[metric], goals,
                    goals, max_cost[metric], us_sum / goals, us_sum / goals, reached_sum / goals);
    }
    bench_progress_end(&suite_meter);
    printf("   flow fields (flowfield.h, whole map, one goal at a time: the mean over %d goal%s, %.0f cells reached):\n"
           "     BFS %.2f ms per field = %.1f ns per reached cell; exact Dijkstra %.2f ms = %.1f ns\n",
           goals, goals == 1 ? "" : "s", reached_mean, ms[0], ns[0], ms[1], ns[1]);
    free(ws_memory);
    free(field_memory);
}

/* ---- one map, start to end ---- */
/* the map's checks, each failed one said in a MISMATCH line: every strategy's costs equal the
 * library heap's (and, for those that keep its order, its expansions), and the heap's costs
 * equal the scenarios' optimal lengths. Returns how many failed. */
static int report_mismatches(const map_job *job) {
    int s, bad = 0;
    if (job->optimal_ok != job->optimal_checked) {
        printf("   MISMATCH: the library heap's cost is not the scenario's optimal length on %d of "
               "%d queries\n", job->optimal_checked - job->optimal_ok, job->optimal_checked);
        bad++;
    }
    for (s = 0; s < BENCH_STRATEGY_COUNT; s++) {
        const strategy_run *run = &job->runs[s];
        if (!run->available) continue;
        if (run->cost_differ || run->errors) {
            printf("   MISMATCH: %s: %d costs differ from the library heap's, %d searches found no "
                   "path\n", bench_strategy_table[s].name, run->cost_differ, run->errors);
            bad++;
        }
        if (bench_strategy_table[s].same_order && run->expansions_differ) {
            printf("   MISMATCH: %s: %d queries expanded other nodes than the library heap\n",
                   bench_strategy_table[s].name, run->expansions_differ);
            bad++;
        }
    }
    return bad;
}

/* 0 ok, -1 out of memory, 1 a check failed (said in MISMATCH lines; the map's figures stand) */
static int run_map(map_job *job, bench_searcher *searcher, const settings *set, FILE *csv,
                   plot_panel *panel) {
    int s, i, wrong;
    if (bench_searcher_prepare(searcher, &job->grid) != 0) return -1;
    job->jps_build_us = bench_searcher_jps_build_us(searcher);
    qsort(job->queries, (size_t)job->query_count, sizeof(query), compare_query);
    for (s = 0; s < BENCH_STRATEGY_COUNT; s++) {
        strategy_run *run = &job->runs[s];
        memset(run, 0, sizeof *run);
        run->available = bench_strategy_available(searcher, (bench_strategy)s);
        run->us = (double *)malloc(sizeof(double) * (size_t)(job->query_count + 1));
        run->expanded = (uint32_t *)calloc((size_t)(job->query_count + 1), sizeof(uint32_t));
        if (!run->us || !run->expanded) return -1;
        for (i = 0; i < job->query_count; i++) run->us[i] = -1.0;
    }
    for (s = 0; s < BENCH_STRATEGY_COUNT; s++)
        if (job->runs[s].available) run_strategy(job, searcher, (bench_strategy)s, set);
    bench_progress_end(&suite_meter);
    print_table(job);
    wrong = report_mismatches(job);
    summarize(job);
    run_flow(job, set, csv);
    if (panel) snprintf(panel->name, sizeof panel->name, "%s", job->name);
    write_csv(csv, job, panel);
    fflush(stdout);
    return wrong ? 1 : 0;
}

static void keep_summary(const map_job *job, summary_row *rows, int *count) {
    summary_row *r;
    if (*count >= 64) return;
    r = &rows[(*count)++];
    snprintf(r->name, sizeof r->name, "%s", job->name);
    r->cross_cost = job->cross_cost;
    r->longest_lo = job->longest_lo;
    r->longest_ratio = job->longest_ratio;
    r->best_vs_heap = job->best_vs_heap;
    r->jps_vs_heap = job->jps_vs_heap;
    r->best = job->best;
}

static void print_summary(const summary_row *rows, int count) {
    int i;
    if (count == 0) return;
    printf("\n== summary (times: sums over the queries both strategies ran)\n");
    printf("   %-18s %14s %22s %22s %9s\n", "map", "heap >1.1x list", "list/heap, longest",
           "fastest exact set", "jps/heap");
    for (i = 0; i < count; i++) {
        const summary_row *r = &rows[i];
        char cross[32], longest[48], best[48], jps[16];
        if (r->cross_cost > 0) snprintf(cross, sizeof cross, "from cost %.0f", r->cross_cost);
        else snprintf(cross, sizeof cross, "no");
        if (r->longest_lo > 0)
            snprintf(longest, sizeof longest, "%.1fx (%.0f..%.0f)", r->longest_ratio,
                     r->longest_lo, 2.0 * r->longest_lo);
        else snprintf(longest, sizeof longest, "-");
        snprintf(best, sizeof best, "%s %.2fx heap", bench_strategy_table[r->best].name,
                 r->best_vs_heap);
        if (r->jps_vs_heap > 0) snprintf(jps, sizeof jps, "%.1fx", r->jps_vs_heap);
        else snprintf(jps, sizeof jps, "-");
        printf("   %-18s %14s %22s %22s %9s\n", r->name, cross, longest, best, jps);
    }
    printf("   (fastest exact set: among the uncapped strategies that expand the same nodes;\n"
           "    jps/heap: how many times faster JPS is than the library heap)\n");
}

static void free_job(map_job *job) {
    int s;
    for (s = 0; s < BENCH_STRATEGY_COUNT; s++) {
        free(job->runs[s].us);
        free(job->runs[s].expanded);
    }
    free(job->queries);
}

static int run_movingai(const char *map_path, const char *scen_path, bench_searcher **searcher,
                        int *searcher_cells, const settings *set, FILE *csv, plot_panel *panel,
                        summary_row *rows, int *row_count) {
    movingai_map map;
    movingai_scenarios scen;
    map_job job;
    char error[512];
    int *cells, rc = -1;
    const char *base = strrchr(map_path, '/');
    memset(&job, 0, sizeof job);
    if (movingai_map_load(map_path, &map, error, sizeof error) != 0) {
        fprintf(stderr, "bench: %s\n", error);
        return -1;
    }
    if (movingai_scen_load(scen_path, &scen, error, sizeof error) != 0) {
        fprintf(stderr, "bench: %s\n", error);
        movingai_map_free(&map);
        return -1;
    }
    if (scen.map_width != map.width || scen.map_height != map.height) {
        fprintf(stderr, "bench: %s is for a %dx%d map but %s is %dx%d: wrong pair?\n", scen_path,
                scen.map_width, scen.map_height, map_path, map.width, map.height);
        goto done;
    }
    cells = (int *)malloc(sizeof(int) * (size_t)map.width * (size_t)map.height);
    if (!cells) goto done;
    movingai_map_cells(&map, MOVINGAI_GROUND, cells);
    if (map.width * map.height > *searcher_cells) {
        bench_searcher_destroy(*searcher);
        *searcher = bench_searcher_create(map.width, map.height);
        *searcher_cells = *searcher ? map.width * map.height : 0;
        if (!*searcher) {
            fprintf(stderr, "bench: out of memory for a %dx%d map\n", map.width, map.height);
            free(cells);
            goto done;
        }
    }
    snprintf(job.name, sizeof job.name, "%s", base ? base + 1 : map_path);
    snprintf(job.description, sizeof job.description, "%dx%d, Moving AI map, scenarios from %s",
             map.width, map.height, scen_path);
    job.grid.cells = cells;
    job.grid.width = map.width;
    job.grid.height = map.height;
    if (bench_searcher_prepare(*searcher, &job.grid) == 0 &&
        scen_queries(&job, *searcher, &map, &scen, scen_path, set) == 0)
        rc = run_map(&job, *searcher, set, csv, panel);
    if (rc >= 0) keep_summary(&job, rows, row_count);
    free_job(&job);
    free(cells);
done:
    movingai_scen_free(&scen);
    movingai_map_free(&map);
    return rc;
}

int bench_suite_main(int argc, char **argv) {
    settings set;
    const workload *loads;
    int load_count, i, rc, panel_count = 0, failures = 0, searcher_cells = 0, maps_done = 0;
    const char *pairs[64];
    int pair_count = 0, no_plot_given = 0;
    int selected = 0, made = 0, plot_all = 1; /* built-in maps to run, begun; see below */
    FILE *csv = NULL;
    bench_searcher *searcher = NULL;
    plot_panel *panels;
    summary_row *rows;
    int row_count = 0;
    double t_start = (bench_wall_seconds() * 1e6);

    memset(&set, 0, sizeof set);
    set.repeats = 3;
    set.per_bin = -1;
    set.cap_seconds = -1.0;
    set.plot_path = "build/bench.png";
    set.plot_enabled = 1;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        int more = i + 1 < argc;
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage(stdout);
            return 0;
        } else if (!strcmp(a, "--quick")) {
            set.quick = 1;
        } else if (!strcmp(a, "--csv") && more) {
            set.csv_path = argv[++i];
        } else if (!strcmp(a, "--plot") && more) {
            set.plot_path = argv[++i];
            set.plot_given = 1;
        } else if (!strcmp(a, "--no-plot")) {
            set.plot_enabled = 0;
            no_plot_given = 1;
        } else if (!strcmp(a, "--only") && more) {
            set.only = argv[++i];
            if (!*set.only) { /* every name holds "": it would keep every map */
                fprintf(stderr, "bench: --only wants part of a built-in map's name (e.g. maze, 512) or "
                                "'none', not an empty one\n");
                return 2;
            }
        } else if (!strcmp(a, "--cap") && more) {
            const char *text = argv[++i];
            if (bench_parse_number(text, &set.cap_seconds) || !(set.cap_seconds > 0.0 && set.cap_seconds < 1e5)) {
                fprintf(stderr, "bench: --cap wants seconds, more than 0 and under 100000 (e.g. "
                                "--cap 2), not '%s'\n", text);
                return 2;
            }
        } else if ((!strcmp(a, "--repeats") || !strcmp(a, "--repeat")) && more) {
            if (bench_parse_count(argv[++i], 1, 16, &set.repeats) != 0) {
                fprintf(stderr, "bench: %s wants a count from 1 to 16, not '%s'\n", a, argv[i]);
                return 2;
            }
        } else if (!strcmp(a, "--per-bin") && more) {
            if (bench_parse_count(argv[++i], 1, 1000, &set.per_bin) != 0) {
                fprintf(stderr, "bench: --per-bin wants a count from 1 to 1000, not '%s'\n",
                        argv[i]);
                return 2;
            }
        } else if (a[0] != '-' && strlen(a) > 4 && !strcmp(a + strlen(a) - 4, ".map")) {
            if (!more || strlen(argv[i + 1]) < 5 ||
                strcmp(argv[i + 1] + strlen(argv[i + 1]) - 5, ".scen")) {
                fprintf(stderr, "bench: %s must be followed by its .scen file\n", a);
                return 2;
            }
            if (pair_count >= 64) {
                fprintf(stderr, "bench: at most 32 map/scen pairs\n");
                return 2;
            }
            pairs[pair_count++] = a;
            pairs[pair_count++] = argv[++i];
        } else if (a[0] != '-' && strlen(a) > 5 && !strcmp(a + strlen(a) - 5, ".scen")) {
            fprintf(stderr, "bench: %s is a scenario file without its map: give MAP.map SCEN.scen, "
                            "the map first\n", a);
            return 2;
        } else {
            fprintf(stderr, "bench: unknown or incomplete argument '%s' (see bench suite --help)\n", a);
            return 2;
        }
    }
    if (no_plot_given && set.plot_given) { /* which one was meant? neither wins silently */
        fprintf(stderr, "bench: --plot %s and --no-plot contradict each other: give one\n",
                set.plot_path);
        return 2;
    }
    /* every output and every map/scen pair is checked before any timing starts */
    if (set.plot_enabled && set.plot_given) {
        char folder[1024];
        const char *slash = strrchr(set.plot_path, '/');
        if (strchr(set.plot_path, '\'')) {
            fprintf(stderr, "bench: --plot %s: a single quote in the path would break the gnuplot "
                            "script; give a path without one\n", set.plot_path);
            return 2;
        }
        if (!*set.plot_path || (slash && !slash[1])) {
            fprintf(stderr, "bench: --plot '%s': give a file name, not a folder\n",
                    set.plot_path);
            return 2;
        }
        if (bench_is_directory(set.plot_path)) {
            fprintf(stderr, "bench: cannot write --plot %s: it is a directory (give a file name)\n",
                    set.plot_path);
            return 2;
        }
        if (!slash) snprintf(folder, sizeof folder, ".");
        else if (slash == set.plot_path) snprintf(folder, sizeof folder, "/");
        else snprintf(folder, sizeof folder, "%.*s", (int)(slash - set.plot_path), set.plot_path);
        if (access(folder, W_OK) != 0) {
            fprintf(stderr, "bench: cannot write --plot %s (does the folder %s exist?); or use "
                            "--no-plot\n", set.plot_path, folder);
            return 2;
        }
        if (!have_gnuplot()) {
            fprintf(stderr, "bench: --plot needs gnuplot (apt-get install gnuplot-nox on "
                            "Debian/Ubuntu); or use --no-plot\n");
            return 2;
        }
    }
    for (i = 0; i + 1 < pair_count; i += 2) {
        movingai_map map;
        movingai_scenarios scen;
        char error[1024];
        int bad = movingai_map_load(pairs[i], &map, error, sizeof error) != 0;
        if (!bad) {
            bad = movingai_scen_load(pairs[i + 1], &scen, error, sizeof error) != 0 ||
                  bench_scen_check(&map, &scen, pairs[i], pairs[i + 1], error, sizeof error) != 0;
            movingai_scen_free(&scen);
            movingai_map_free(&map);
        }
        if (bad) {
            fprintf(stderr, "bench: %s\n", error);
            return 2;
        }
    }
    if (set.per_bin < 0) set.per_bin = set.quick ? 4 : 8;
    if (set.cap_seconds < 0) set.cap_seconds = set.quick ? 0.2 : 0.7;
    bench_progress_start(&suite_meter);
    set.progress = suite_meter.tty;
    loads = set.quick ? quick_workloads : default_workloads;
    load_count = set.quick ? (int)(sizeof quick_workloads / sizeof quick_workloads[0])
                           : (int)(sizeof default_workloads / sizeof default_workloads[0]);
    if (set.only && strcmp(set.only, "none") == 0 && pair_count == 0) {
        fprintf(stderr, "bench: --only none runs no built-in map, and no MAP.map SCEN.scen pair was "
                        "given: nothing to run\n");
        return 2;
    }
    if (set.only && strcmp(set.only, "none") != 0) {
        /* a filter that keeps no built-in map is a mistake, not an empty run */
        char names[1024] = "";
        int kept = 0;
        for (i = 0; i < load_count; i++) {
            char name[64];
            bench_map_name(name, sizeof name, loads[i].kind, loads[i].size, loads[i].param);
            kept |= strstr(name, set.only) != NULL;
            if (i) strncat(names, ", ", sizeof names - strlen(names) - 1);
            strncat(names, name, sizeof names - strlen(names) - 1);
        }
        if (!kept) {
            fprintf(stderr, "bench: --only '%s' matches no built-in map of the %s run (%s; 'none' "
                            "runs only the MAP.map SCEN.scen pairs given)\n",
                    set.only, set.quick ? "quick" : "full", names);
            return 2;
        }
    }
    if (set.csv_path) {
        csv = fopen(set.csv_path, "w");
        if (!csv) {
            bench_cannot_write("bench", "--csv", set.csv_path);
            return 2;
        }
        fprintf(csv, "map,strategy,cost_from,cost_to,queries,queries_in_bin,mean_cost,mean_us,"
                     "median_us,mean_expanded\n");
        if (fflush(csv) != 0) {
            fprintf(stderr, "bench: cannot write %s (disk full?)\n", set.csv_path);
            fclose(csv);
            return 2;
        }
    }
    panels = (plot_panel *)calloc(MAX_PLOTS, sizeof(plot_panel));
    rows = (summary_row *)calloc(64, sizeof(summary_row));
    if (!panels || !rows) {
        free(panels);
        free(rows);
        if (csv) fclose(csv);
        fprintf(stderr, "bench: out of memory\n");
        return 2;
    }

    printf("bench: A* open sets on identical queries (8 neighbours, no corner cutting, octile)\n");
    printf("  %s run; O(n) strategies capped at %.1f CPU s per map; time = " BENCH_CLOCK "\n"
           "  per query, median of %d timings (queries under %.0f us run in batches, runs over\n"
           "  %.0f ms are timed once)\n",
           set.quick ? "quick" : "full", set.cap_seconds, set.repeats, BATCH_US,
           SLOW_RUN_US * 1e-3);
    printf("  * = capped: ran the shortest queries of each length bin until the cap\n");

    /* the built-in maps --only keeps; where none of them is one of the plot's panels (--only
     * open, say), each of them is, up to MAX_PLOTS: a PNG asked for is never left empty */
    for (i = 0; i < load_count; i++) {
        char name[64];
        bench_map_name(name, sizeof name, loads[i].kind, loads[i].size, loads[i].param);
        if (set.only && !strstr(name, set.only)) continue;
        selected++;
        if (loads[i].plot) plot_all = 0;
    }
    for (i = 0; i < load_count; i++) {
        const workload *w = &loads[i];
        double t_map = (bench_wall_seconds() * 1e6), t_queries = 0.0;
        map_job job;
        bench_map map;
        char name[64];
        const int plotted = w->plot || plot_all;
        bench_map_name(name, sizeof name, w->kind, w->size, w->param);
        if (set.only && !strstr(name, set.only)) continue;
        memset(&job, 0, sizeof job);
        made++;
        if (bench_map_make(&map, w->kind, w->size, w->size, w->param, w->seed) != 0) {
            fprintf(stderr, "bench: cannot make map %s (out of memory?)\n", name);
            failures++;
            continue;
        }
        if (w->size * w->size > searcher_cells) {
            bench_searcher_destroy(searcher);
            searcher = bench_searcher_create(w->size, w->size);
            searcher_cells = searcher ? w->size * w->size : 0;
            if (!searcher) {
                fprintf(stderr, "bench: out of memory for a %dx%d map\n", w->size, w->size);
                bench_map_free(&map);
                failures++;
                break;
            }
        }
        snprintf(job.name, sizeof job.name, "%s", map.name);
        if (!set.progress) /* no terminal for a live line: one line per map on stderr */
            fprintf(stderr, "bench: map %d of %d: %s\n", made, selected, job.name);
        switch (w->kind) {
        case BENCH_MAP_OPEN:
            snprintf(job.description, sizeof job.description, "%dx%d, no obstacles", w->size,
                     w->size);
            break;
        case BENCH_MAP_RANDOM:
            snprintf(job.description, sizeof job.description,
                     "%dx%d, %d%% of cells blocked at random", w->size, w->size, w->param);
            break;
        case BENCH_MAP_MAZE:
            snprintf(job.description, sizeof job.description, "%dx%d, maze, corridors %d wide",
                     w->size, w->size, w->param);
            break;
        case BENCH_MAP_ROOMS:
            snprintf(job.description, sizeof job.description,
                     "%dx%d, rooms %dx%d with doors", w->size, w->size, w->param, w->param);
            break;
        }
        job.grid.cells = map.cells;
        job.grid.width = map.width;
        job.grid.height = map.height;
        rc = -1;
        if (bench_searcher_prepare(searcher, &job.grid) != 0 ||
            make_queries(&job, searcher, w->seed, &set) != 0 ||
            (t_queries = (bench_wall_seconds() * 1e6) - t_map) < 0 ||
            (rc = run_map(&job, searcher, &set, csv,
                          plotted && panel_count < MAX_PLOTS ? &panels[panel_count] : NULL)) < 0) {
            fprintf(stderr, "bench: %s failed (out of memory?)\n", job.name);
            failures++;
        } else {
            if (rc > 0) failures++; /* its MISMATCH lines say which check */
            if (plotted && panel_count < MAX_PLOTS) panel_count++;
            maps_done++;
            keep_summary(&job, rows, &row_count);
            printf("   [%s: %.1f s, of which %.1f s making the queries]\n", job.name,
                   ((bench_wall_seconds() * 1e6) - t_map) * 1e-6, t_queries * 1e-6);
        }
        free_job(&job);
        bench_map_free(&map);
    }
    for (i = 0; i + 1 < pair_count; i += 2) {
        plot_panel *panel = panel_count < MAX_PLOTS ? &panels[panel_count] : NULL;
        rc = run_movingai(pairs[i], pairs[i + 1], &searcher, &searcher_cells, &set, csv, panel,
                          rows, &row_count);
        if (rc != 0) failures++; /* 1: a check failed, its figures stand */
        if (rc >= 0) {
            maps_done++;
            if (panel) panel_count++;
        }
    }
    bench_searcher_destroy(searcher);
    if (csv) {
        int write_error = ferror(csv);
        if ((fclose(csv) | write_error) != 0) {
            fprintf(stderr, "bench: error writing %s (disk full?); the CSV is incomplete\n",
                    set.csv_path);
            failures++;
        } else {
            printf("\ncsv: %s\n", set.csv_path);
        }
    }
    print_summary(rows, row_count);
    if (make_plot(&set, panels, panel_count) != 0) failures++;
    free(panels);
    free(rows);
    printf("\nbench: %d map%s in %.1f s%s\n", maps_done, maps_done == 1 ? "" : "s",
           ((bench_wall_seconds() * 1e6) - t_start) * 1e-6,
           failures ? ", SOME FAILED (see above)" : "");
    return failures ? 1 : 0;
}
