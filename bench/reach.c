/* bench reach - what a search for an unreachable goal costs with and without the connected
 * components check (astar_options.components), on a generated map split in two by a wall and,
 * if given, on a Moving AI map (start in its largest component, goal in its second largest). */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "astar.h"
#include "bench.h"
#include "maps.h"
#include "movingai.h"

#define REACH_BATCH 10000

static void reach_usage(FILE *out) {
    fprintf(out,
            "usage: bench reach [--size N] [--runs R] [--map FILE.map] [--help]\n"
            "Times astar_find_path for an unreachable goal (8 neighbours, no corner cutting):\n"
            "the plain search, which explores the start's whole component before it answers\n"
            "'no path', against the same call with options.components, and prints the medians,\n"
            "their ratio, and the one-off cost of astar_components_init.\n"
            "  --size N      the generated map is N x N: 20%% random walls and a full wall down\n"
            "                the middle column (default 512, 16..8192)\n"
            "  --runs R      runs per measurement, the median is printed (default 7, 1..1000)\n"
            "  --map FILE    also a Moving AI map ('.', 'G', 'S' passable), e.g.\n"
            "                ../shared/movingai/maps/Boston_0_1024.map (a map with one component of\n"
            "                ground has no unreachable goal to time)\n"
            "Exit status: 0 done (a map without an unreachable goal: a SKIP line), 1 a\n"
            "measurement failed (out of memory, a search that found a path) or standard output\n"
            "was not written, 2 bad arguments or map.\n");
}

/* Time one unreachable query both ways on one grid; 0 ok, 1 error (message printed). */
static int reach_measure(const char *name, const int *cells, int width, int height,
                         gridpath_point start, gridpath_point goal, int runs) {
    gridpath_grid grid;
    astar_options plain, fast;
    astar_workspace *ws = astar_workspace_create(width, height, NULL);
    size_t bytes = astar_components_size(width, height);
    void *memory = malloc(bytes ? bytes : 1);
    double *times = (double *)malloc(sizeof(double) * (size_t)runs);
    double t_plain, t_fast, t_init;
    astar_components *comp = NULL;
    astar_info info;
    astar_result r;
    uint32_t expanded_plain = 0, expanded_fast = 0;
    int i, status = 1;
    int32_t *path = (int32_t *)malloc(sizeof(int32_t) * 16);
    bench_progress progress = {0, 0, 0.0}; /* (shown 0: _end at done is safe before _start) */

    grid.cells = cells;
    grid.width = width;
    grid.height = height;
    if (!ws || !memory || !times || !path) {
        fprintf(stderr, "bench reach: out of memory for a %dx%d map\n", width, height);
        goto done;
    }
    bench_progress_start(&progress);
    for (i = 0; i < runs; i++) {
        double t0 = bench_wall_seconds();
        comp = astar_components_init(memory, bytes, &grid, GRIDPATH_MOVES_8_NO_CORNER_CUT);
        times[i] = bench_wall_seconds() - t0;
        bench_progress_note(&progress, "bench reach: %s: labelling, run %d of %d", name, i + 1, runs);
    }
    t_init = bench_median(times, runs);
    if (!comp) {
        fprintf(stderr, "bench reach: astar_components_init failed on %s\n", name);
        goto done;
    }
    if (astar_components_connected(comp, start, goal)) {
        fprintf(stderr, "bench reach: %s: the goal is reachable; nothing to measure\n", name);
        goto done;
    }
    memset(&plain, 0, sizeof plain);
    plain.moves = GRIDPATH_MOVES_8_NO_CORNER_CUT;
    fast = plain;
    fast.components = comp;
    for (i = 0; i < runs; i++) {
        double t0 = bench_wall_seconds();
        r = astar_find_path(ws, &grid, start, goal, &plain, path, 16, &info);
        times[i] = bench_wall_seconds() - t0;
        expanded_plain = info.stats.expanded;
        bench_progress_note(&progress, "bench reach: %s: search without labels, run %d of %d", name, i + 1, runs);
        if (r != ASTAR_NO_PATH) {
            fprintf(stderr, "bench reach: %s: plain search said '%s', expected 'no path'\n", name,
                    astar_result_string(r));
            goto done;
        }
    }
    t_plain = bench_median(times, runs);
    for (i = 0; i < runs; i++) {
        /* one call is far below the clock's resolution: time a batch */
        int k;
        double t0 = bench_wall_seconds();
        for (k = 0; k < REACH_BATCH; k++) {
            r = astar_find_path(ws, &grid, start, goal, &fast, path, 16, &info);
            if (r != ASTAR_NO_PATH) {
                fprintf(stderr, "bench reach: %s: search with components said '%s'\n", name,
                        astar_result_string(r));
                goto done;
            }
        }
        times[i] = (bench_wall_seconds() - t0) / REACH_BATCH;
        expanded_fast = info.stats.expanded;
    }
    bench_progress_end(&progress);
    t_fast = bench_median(times, runs);
    printf("%-22s %5dx%-5d  %7d components  start (%d,%d) goal (%d,%d)\n", name, width, height,
           (int)astar_components_count(comp), start.x, start.y, goal.x, goal.y);
    printf("  plain search      %12.3f us  %9u expansions\n", t_plain * 1e6, expanded_plain);
    printf("  with components   %12.3f us  %9u expansions   %.0fx faster (batches of %d)\n",
           t_fast * 1e6,
           expanded_fast, t_fast > 0.0 ? t_plain / t_fast : 0.0, REACH_BATCH);
    printf("  components_init   %12.3f us  (once per map; %.1f bytes per cell); init + one\n"
           "                    check is %.1fx faster than one plain search\n",
           t_init * 1e6, (double)bytes / ((double)width * (double)height),
           t_plain / (t_init + t_fast));
    status = 0;
done:
    bench_progress_end(&progress);
    astar_workspace_destroy(ws);
    free(memory);
    free(times);
    free(path);
    return status;
}

/* The generated case: start in the left half's biggest region, goal in the right half. */
static int reach_generated(int size, int runs) {
    bench_map map;
    gridpath_point start = {-1, -1}, goal = {-1, -1};
    int x, y, status;
    char name[64];
    if (bench_map_make(&map, BENCH_MAP_RANDOM, size, size, 20, 20240607u) != 0) {
        fprintf(stderr, "bench reach: cannot make a %dx%d map (out of memory?)\n", size, size);
        return 1;
    }
    for (y = 0; y < size; y++) map.cells[y * size + size / 2] = 0;
    /* start and goal near the centre of each half, on free cells */
    for (y = size / 2; y < size && start.x < 0; y++)
        for (x = size / 4; x < size / 2 && start.x < 0; x++)
            if (map.cells[y * size + x] > 0) {
                start.x = x;
                start.y = y;
            }
    for (y = size / 2; y < size && goal.x < 0; y++)
        for (x = 3 * size / 4; x < size && goal.x < 0; x++)
            if (map.cells[y * size + x] > 0) {
                goal.x = x;
                goal.y = y;
            }
    snprintf(name, sizeof name, "split random20-%d", size);
    status = start.x < 0 || goal.x < 0
                 ? (fprintf(stderr, "bench reach: no free start or goal\n"), 1)
                 : reach_measure(name, map.cells, size, size, start, goal, runs);
    bench_map_free(&map);
    return status;
}

/* A Moving AI map (loaded; freed here): start in the largest component, goal in the second
 * largest. */
static int reach_movingai(const char *file, movingai_map *loaded, int runs) {
    movingai_map map = *loaded;
    int *cells;
    void *memory;
    size_t bytes;
    astar_components *comp;
    int32_t count, *sizes, first = -1, second = -1, i, n;
    gridpath_point start = {0, 0}, goal = {0, 0};
    gridpath_grid grid;
    int status = 1;
    const char *base = strrchr(file, '/');
    n = map.width * map.height;
    cells = (int *)malloc(sizeof(int) * (size_t)n);
    bytes = astar_components_size(map.width, map.height);
    memory = malloc(bytes ? bytes : 1);
    if (!cells || !memory) {
        fprintf(stderr, "bench reach: out of memory for %s\n", file);
        goto done;
    }
    movingai_map_cells(&map, MOVINGAI_GROUND, cells);
    grid.cells = cells;
    grid.width = map.width;
    grid.height = map.height;
    comp = astar_components_init(memory, bytes, &grid, GRIDPATH_MOVES_8_NO_CORNER_CUT);
    count = astar_components_count(comp);
    if (count < 2) {
        printf("SKIP: %s has %d component(s) of ground: no unreachable goal to time\n", file,
               (int)count);
        status = 0;
        goto done;
    }
    sizes = (int32_t *)calloc((size_t)count, sizeof(int32_t));
    if (!sizes) goto done;
    for (i = 0; i < n; i++) {
        gridpath_point p;
        int32_t label;
        p.x = i % map.width;
        p.y = i / map.width;
        label = astar_components_label(comp, p);
        if (label >= 0) sizes[label]++;
    }
    for (i = 0; i < count; i++) {
        if (first < 0 || sizes[i] > sizes[first]) {
            second = first;
            first = i;
        } else if (second < 0 || sizes[i] > sizes[second]) {
            second = i;
        }
    }
    /* the first cell of each (labels are numbered in row-major order of first cells) */
    for (i = 0; i < n; i++) {
        gridpath_point p;
        int32_t label;
        p.x = i % map.width;
        p.y = i / map.width;
        label = astar_components_label(comp, p);
        if (label == first && sizes[first] > 0) {
            start = p;
            sizes[first] = -sizes[first];
        }
        if (label == second && sizes[second] > 0) {
            goal = p;
            sizes[second] = -sizes[second];
        }
    }
    printf("%s: largest component %d cells, goal's component %d cells\n",
           base ? base + 1 : file, (int)-sizes[first], (int)-sizes[second]);
    free(sizes);
    status = reach_measure(base ? base + 1 : file, cells, map.width, map.height, start, goal,
                           runs);
done:
    free(cells);
    free(memory);
    movingai_map_free(&map);
    return status;
}

int bench_reach_main(int argc, char **argv) {
    int size = 512, runs = 7, i, status;
    const char *map = NULL;
    movingai_map loaded = {0, 0, NULL};
    char error[512];
    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            reach_usage(stdout);
            return 0;
        } else if (!strcmp(argv[i], "--size") && i + 1 < argc) {
            if (bench_parse_count(argv[++i], 16, 8192, &size) != 0) {
                fprintf(stderr, "bench reach: --size must be 16..8192, not '%s'\n", argv[i]);
                return 2;
            }
        } else if (!strcmp(argv[i], "--runs") && i + 1 < argc) {
            if (bench_parse_count(argv[++i], 1, 1000, &runs) != 0) {
                fprintf(stderr, "bench reach: --runs must be 1..1000, not '%s'\n", argv[i]);
                return 2;
            }
        } else if (!strcmp(argv[i], "--map") && i + 1 < argc) {
            map = argv[++i];
        } else {
            fprintf(stderr, "bench reach: unknown or incomplete option '%s'; see --help\n",
                    argv[i]);
            return 2;
        }
    }
    /* a bad map is a bad argument: report it before timing anything */
    if (map && movingai_map_load(map, &loaded, error, sizeof error) != 0) {
        fprintf(stderr, "bench reach: %s\n", error);
        return 2;
    }
    printf("bench reach: unreachable goal, 8 neighbours, no corner cutting; %s %d run%s\n",
           runs > 1 ? "median of" : "time of", runs, runs > 1 ? "s" : "");
    status = reach_generated(size, runs);
    if (map) status |= reach_movingai(map, &loaded, runs);
    return status;
}
