/* bench scen - solve every Moving AI scenario of one map and check each cost against the
 * optimal length the scenario file states (8 neighbours, no corner cutting, octile heuristic,
 * HOG2 terrain classes). See the README section "Moving AI benchmarks". */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "astar.h"
#include "bench.h"
#include "movingai.h"

#define SCEN_MAX_ALGOS 4
#define SCEN_SHOW_MISMATCHES 5

static void scen_usage(FILE *out) {
    fprintf(out,
            "usage: bench scen MAP.map SCEN.scen [--open heap|list] [--algo astar|jps[,...]]\n"
            "                  [--paths FILE] [--longest N] [--repeat K] [--open-capacity N]\n"
            "                  [--help]\n"
            "Solves every scenario of SCEN on MAP with astar_find_path (8 neighbours, no corner\n"
            "cutting, octile heuristic) and compares each cost with the scenario's optimal length\n"
            "(within one unit of its last printed decimal, at least 1e-4). Each scenario is solved\n"
            "within its start's terrain class (HOG2's, which computed the optimal lengths): 'W'\n"
            "water alone, 'T' trees alone (6 gardenofwar scenarios), else '.', 'G' and 'S'.\n"
            "  --open heap|list   open set for A* (default heap)\n"
            "  --algo A[,B...]    astar and/or jps; several run the same scenarios and print a\n"
            "                     speedup against the first (default astar)\n"
            "  --paths FILE       one line per scenario, in file order: INDEX COST x0,y0 ... xn,yn\n"
            "                     (INDEX counts scenarios from 0; COST -1 and no cells if no path);\n"
            "                     with several algorithms the 2nd, 3rd... go to FILE.ALGO\n"
            "  --longest N        only the N scenarios with the highest buckets (ties: later lines)\n"
            "  --repeat K         run the whole set K times (algorithms interleaved); each\n"
            "                     query's time is its median over the K runs (default 1)\n"
            "  --open-capacity N  search in a bounded workspace whose open set holds N entries\n"
            "                     (astar_workspace_create_bounded; a query that needs more counts\n"
            "                     as a mismatch). Without it the run prints the largest open set\n"
            "                     any query needed, and the bounded workspace that would hold it\n"
            "Exit status: 0 all optimal, 1 a cost differs or a path is missing, 2 bad arguments or\n"
            "files (a scenario whose start or goal is blocked, or on another terrain class, is a\n"
            "bad file; so is a --paths file or standard output that cannot be written, even\n"
            "after the run), 3 the library refused an algorithm (ASTAR_UNSUPPORTED).\n");
}

/* --longest: order by bucket (highest first), then by line (later first) */
static const movingai_scenario *scen_sort_items;
static int scen_compare_longest(const void *a, const void *b) {
    const movingai_scenario *x = &scen_sort_items[*(const int *)a];
    const movingai_scenario *y = &scen_sort_items[*(const int *)b];
    if (x->bucket != y->bucket) return x->bucket > y->bucket ? -1 : 1;
    return x->line > y->line ? -1 : x->line < y->line;
}
static int scen_compare_int(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return x < y ? -1 : x > y;
}

static const char *scen_basename(const char *path) {
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

int bench_parse_count(const char *text, int min, int max, int *out) {
    char *end;
    long value;
    if (!text || !*text || isspace((unsigned char)*text)) return -1;
    value = strtol(text, &end, 10); /* past LONG_MAX it gives LONG_MAX: still too large */
    if (*end) return -1;
    if (value < min) return -2;
    if (value > max) return -3;
    *out = (int)value;
    return 0;
}

int bench_parse_number(const char *text, double *out) {
    char *end;
    double value;
    if (!text || !*text || isspace((unsigned char)*text)) return -1;
    value = strtod(text, &end);
    if (*end || value != value) return -1;
    *out = value;
    return 0;
}

int bench_is_directory(const char *path) {
    struct stat info;
    return stat(path, &info) == 0 && S_ISDIR(info.st_mode);
}

int bench_overwrites_input(const char *who, const char *option, const char *path, const char *input) {
    struct stat out, in;
    if (!input || stat(path, &out) != 0 || stat(input, &in) != 0) return 0;
    if (out.st_dev != in.st_dev || out.st_ino != in.st_ino) return 0;
    fprintf(stderr, "%s: %s %s is the input file %s: it would be overwritten; give another name\n", who, option,
            path, input);
    return 1;
}

void bench_cannot_write(const char *who, const char *option, const char *path) {
    const int error = errno; /* (before stat can change it) */
    if (bench_is_directory(path))
        fprintf(stderr, "%s: cannot write %s %s: it is a directory (give a file name)\n", who, option, path);
    else
        fprintf(stderr, "%s: cannot write %s %s: %s (does its folder exist? may you write there?)\n", who,
                option, path, strerror(error));
}

/* HOG2's terrain classes as bench scen solves them: 0 ground, 1 water, 2 trees, -1 never */
static int scen_terrain(char tile) {
    if (tile == 'W') return 1;
    if (tile == 'T') return 2;
    return movingai_tile_class(tile) == MOVINGAI_GROUND ? 0 : -1;
}

int bench_scen_check(const movingai_map *map, const movingai_scenarios *scen,
                     const char *map_path, const char *scen_path, char *error, size_t error_size) {
    int i;
    if (scen->count == 0) {
        snprintf(error, error_size, "%s has no scenario lines", scen_path);
        return -1;
    }
    if (scen->map_width != map->width || scen->map_height != map->height) {
        snprintf(error, error_size, "%s is for a %dx%d map but %s is %dx%d (wrong pair of "
                 "files?)", scen_path, scen->map_width, scen->map_height, map_path, map->width,
                 map->height);
        return -1;
    }
    for (i = 0; i < scen->count; i++) {
        const movingai_scenario *s = &scen->items[i];
        char start = map->tiles[(size_t)s->start_y * (size_t)map->width + (size_t)s->start_x];
        char goal = map->tiles[(size_t)s->goal_y * (size_t)map->width + (size_t)s->goal_x];
        if (scen_terrain(start) < 0 || scen_terrain(goal) < 0) {
            int on_start = scen_terrain(start) < 0;
            snprintf(error, error_size, "%s:%d: %s (%d,%d) is on '%c' in %s, a blocked cell "
                     "(expected '.', 'G', 'S', 'W' or 'T'; wrong map for these scenarios?)",
                     scen_path, s->line, on_start ? "start" : "goal",
                     on_start ? s->start_x : s->goal_x, on_start ? s->start_y : s->goal_y,
                     on_start ? start : goal, map_path);
            return -1;
        }
        if (scen_terrain(start) != scen_terrain(goal)) {
            snprintf(error, error_size, "%s:%d: start (%d,%d) is on '%c' but goal (%d,%d) on '%c' "
                     "in %s: no path joins two terrain classes (wrong map for these scenarios?)",
                     scen_path, s->line, s->start_x, s->start_y, start, s->goal_x, s->goal_y,
                     goal, map_path);
            return -1;
        }
    }
    return 0;
}

typedef struct scen_algo {
    astar_algorithm algorithm;
    const char *name;
    astar_result *result;
    double *cost;
    double *seconds; /* repeats x queries */
    double expanded;
    uint32_t max_open; /* the largest open set of any query */
    int optimal;
    FILE *paths;
    char paths_name[1024]; /* --paths FILE for the first algorithm, FILE.ALGO for the others */
} scen_algo;

int bench_scen_main(int argc, char **argv) {
    const char *map_path = NULL, *scen_path = NULL, *paths_path = NULL, *algo_list = "astar";
    astar_open_set open_set = ASTAR_OPEN_HEAP;
    int longest = 0, repeat = 1, open_capacity = 0, i, a, r, q, algo_count = 0, status = 0,
        selected_count, out_of_memory;
    char error[512];
    movingai_map map = {0, 0, NULL};
    movingai_scenarios scen = {NULL, 0, 0, 0};
    scen_algo algos[SCEN_MAX_ALGOS];
    int *ground = NULL, *water = NULL, *trees = NULL, *selected = NULL;
    int starts_on[3] = {0, 0, 0}; /* scenarios solved on ground, water, trees */
    int32_t *path = NULL;
    void *jps_memory[3] = {NULL, NULL, NULL};
    astar_jps_grid *jps_grids[3] = {NULL, NULL, NULL};
    double jps_build_seconds = 0.0;
    int uses_jps = 0;
    astar_workspace *ws = NULL;
    size_t cells, cells_index;
    bench_progress meter; /* the progress line (bench/timing.c) */
    double started;

    memset(algos, 0, sizeof algos);
    for (i = 1; i < argc; i++) {
        const char *arg = argv[i];
        const char *value = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(arg, "--help") || !strcmp(arg, "-h")) {
            scen_usage(stdout);
            return 0;
        } else if (!strcmp(arg, "--open")) {
            if (value && !strcmp(value, "heap")) open_set = ASTAR_OPEN_HEAP;
            else if (value && !strcmp(value, "list")) open_set = ASTAR_OPEN_LIST;
            else {
                fprintf(stderr, "bench scen: --open takes 'heap' or 'list'\n");
                return 2;
            }
            i++;
        } else if (!strcmp(arg, "--algo")) {
            if (!value) {
                fprintf(stderr, "bench scen: --algo takes astar, jps or a list like astar,jps\n");
                return 2;
            }
            algo_list = value;
            i++;
        } else if (!strcmp(arg, "--paths")) {
            if (!value) {
                fprintf(stderr, "bench scen: --paths takes a file name\n");
                return 2;
            }
            paths_path = value;
            i++;
        } else if (!strcmp(arg, "--longest")) {
            const int got = bench_parse_count(value, 1, 1 << 30, &longest);
            if (got == -3) {
                fprintf(stderr, "bench scen: --longest %s is too large (at most %d)\n", value,
                        1 << 30);
                return 2;
            } else if (got != 0) {
                fprintf(stderr, "bench scen: --longest takes a whole number of at least 1, not '%s'\n",
                        value ? value : "(nothing)");
                return 2;
            }
            i++;
        } else if (!strcmp(arg, "--repeat")) {
            if (bench_parse_count(value, 1, 1000, &repeat) != 0) {
                fprintf(stderr, "bench scen: --repeat takes a count from 1 to 1000\n");
                return 2;
            }
            i++;
        } else if (!strcmp(arg, "--open-capacity")) {
            if (bench_parse_count(value, 1, ASTAR_MAX_CELLS, &open_capacity) != 0) {
                fprintf(stderr, "bench scen: --open-capacity takes a count from 1 to %d (entries "
                                "of the open set)\n", ASTAR_MAX_CELLS);
                return 2;
            }
            i++;
        } else if (arg[0] == '-') {
            fprintf(stderr, "bench scen: unknown option '%s' (see bench scen --help)\n", arg);
            return 2;
        } else if (!map_path) {
            map_path = arg;
        } else if (!scen_path) {
            scen_path = arg;
        } else {
            fprintf(stderr, "bench scen: unexpected argument '%s' (give one MAP and one SCEN)\n",
                    arg);
            return 2;
        }
    }
    if (!map_path || !scen_path) {
        fprintf(stderr, "bench scen: give a map and its scenario file, e.g.\n"
                        "  build/bench scen ../shared/movingai/maps/arena.map "
                        "../shared/movingai/scen/arena.map.scen\n");
        return 2;
    }
    if (!*algo_list) {
        fprintf(stderr, "bench scen: --algo: give astar, jps or both as astar,jps\n");
        return 2;
    }
    { /* --algo list: names, each ended by a comma or the end (so an empty one is unknown) */
        const char *p = algo_list;
        for (;;) {
            size_t n = strcspn(p, ",");
            astar_algorithm algorithm;
            const char *name;
            if (n == 5 && !strncmp(p, "astar", 5)) {
                algorithm = ASTAR_ALGORITHM_ASTAR;
                name = "astar";
            } else if (n == 3 && !strncmp(p, "jps", 3)) {
                algorithm = ASTAR_ALGORITHM_JPS;
                name = "jps";
            } else {
                fprintf(stderr, "bench scen: --algo: unknown algorithm '%.*s' (expected astar or "
                                "jps, comma-separated)\n", (int)n, p);
                return 2;
            }
            for (a = 0; a < algo_count; a++)
                if (algos[a].algorithm == algorithm) {
                    fprintf(stderr, "bench scen: --algo: '%s' given twice\n", name);
                    return 2;
                }
            if (algo_count == SCEN_MAX_ALGOS) {
                fprintf(stderr, "bench scen: --algo: at most %d algorithms\n", SCEN_MAX_ALGOS);
                return 2;
            }
            algos[algo_count].algorithm = algorithm;
            algos[algo_count].name = name;
            algo_count++;
            p += n;
            if (!*p) break;
            p++; /* the comma: a name follows ('astar,' names an empty one) */
        }
    }
    for (a = 0; a < algo_count; a++)
        if (algos[a].algorithm == ASTAR_ALGORITHM_JPS && open_set == ASTAR_OPEN_LIST)
            fprintf(stderr, "bench scen: note: --open list is for A*; JPS runs on its binary heap "
                            "(the library answers JPS with the list ASTAR_UNSUPPORTED)\n");

    if (movingai_map_load(map_path, &map, error, sizeof error) != 0 ||
        movingai_scen_load(scen_path, &scen, error, sizeof error) != 0) {
        fprintf(stderr, "bench scen: %s\n", error);
        movingai_map_free(&map);
        return 2;
    }
    if (bench_scen_check(&map, &scen, map_path, scen_path, error, sizeof error) != 0) {
        fprintf(stderr, "bench scen: %s\n", error);
        status = 2;
        goto cleanup;
    }

    /* which scenarios, in file order */
    selected_count = longest > 0 && longest < scen.count ? longest : scen.count;
    selected = (int *)malloc(sizeof(int) * (size_t)scen.count);
    cells = (size_t)map.width * (size_t)map.height;
    ground = (int *)malloc(sizeof(int) * cells);
    water = (int *)malloc(sizeof(int) * cells);
    trees = (int *)malloc(sizeof(int) * cells);
    path = (int32_t *)malloc(sizeof(int32_t) * cells);
    ws = open_capacity ? astar_workspace_create_bounded(map.width, map.height, open_capacity, NULL)
                       : astar_workspace_create(map.width, map.height, NULL);
    out_of_memory = !selected || !ground || !water || !trees || !path || !ws;
    for (a = 0; a < algo_count; a++) {
        algos[a].result = (astar_result *)malloc(sizeof(astar_result) * (size_t)selected_count);
        algos[a].cost = (double *)malloc(sizeof(double) * (size_t)selected_count);
        algos[a].seconds =
            (double *)malloc(sizeof(double) * (size_t)selected_count * (size_t)repeat);
        if (!algos[a].result || !algos[a].cost || !algos[a].seconds) out_of_memory = 1;
    }
    if (out_of_memory) {
        fprintf(stderr, "bench scen: out of memory for a %dx%d map\n", map.width, map.height);
        status = 2;
        goto cleanup;
    }
    for (i = 0; i < scen.count; i++) selected[i] = i;
    if (selected_count < scen.count) {
        scen_sort_items = scen.items;
        qsort(selected, (size_t)scen.count, sizeof *selected, scen_compare_longest);
        qsort(selected, (size_t)selected_count, sizeof *selected, scen_compare_int);
    }
    movingai_map_cells(&map, MOVINGAI_GROUND, ground);
    movingai_map_cells(&map, MOVINGAI_WATER, water);
    /* HOG2 (which computed the optimal lengths) keeps trees as a terrain class of their own:
       a scenario that starts on 'T' is solved on the tree cells alone (6 in gardenofwar) */
    for (cells_index = 0; cells_index < cells; cells_index++)
        trees[cells_index] = map.tiles[cells_index] == 'T';

    for (a = 0; a < algo_count; a++) uses_jps |= algos[a].algorithm == ASTAR_ALGORITHM_JPS;
    if (uses_jps) { /* JPS reads a bit-packed copy of each terrain's grid, built once per map */
        int *class_cells[3];
        double t0 = bench_wall_seconds();
        int t;
        class_cells[0] = ground;
        class_cells[1] = water;
        class_cells[2] = trees;
        for (t = 0; t < 3; t++) {
            gridpath_grid class_grid;
            size_t bytes = astar_jps_grid_size(map.width, map.height);
            class_grid.cells = class_cells[t];
            class_grid.width = map.width;
            class_grid.height = map.height;
            jps_memory[t] = bytes ? malloc(bytes) : NULL;
            jps_grids[t] = jps_memory[t] ? astar_jps_grid_init(jps_memory[t], bytes, &class_grid)
                                         : NULL;
            if (!jps_grids[t]) {
                fprintf(stderr, "bench scen: cannot build the JPS bit grid for a %dx%d map (out "
                                "of memory?)\n", map.width, map.height);
                status = 2;
                goto cleanup;
            }
        }
        jps_build_seconds = bench_wall_seconds() - t0;
    }

    if (paths_path) {
        for (a = 0; a < algo_count; a++) {
            char *name = algos[a].paths_name;
            if (a == 0) snprintf(name, sizeof algos[a].paths_name, "%s", paths_path);
            else snprintf(name, sizeof algos[a].paths_name, "%s.%s", paths_path, algos[a].name);
            if (bench_overwrites_input("bench scen", "--paths", name, map_path) ||
                bench_overwrites_input("bench scen", "--paths", name, scen_path)) {
                status = 2;
                goto cleanup;
            }
            algos[a].paths = fopen(name, "w");
            if (!algos[a].paths) {
                bench_cannot_write("bench scen", "--paths", name);
                status = 2;
                goto cleanup;
            }
        }
    }

    bench_progress_start(&meter);
    started = bench_wall_seconds();
    for (r = 0; r < repeat; r++) {
        for (a = 0; a < algo_count; a++) {
            scen_algo *algo = &algos[a];
            astar_options options;
            memset(&options, 0, sizeof options);
            options.moves = GRIDPATH_MOVES_8_NO_CORNER_CUT;
            options.heuristic = ASTAR_HEURISTIC_OCTILE;
            /* JPS has its own open set (a heap); --open applies to A* */
            options.open_set = algo->algorithm == ASTAR_ALGORITHM_JPS ? ASTAR_OPEN_HEAP : open_set;
            options.algorithm = algo->algorithm;
            options.jump_points_only = 0;
            for (q = 0; q < selected_count; q++) {
                const movingai_scenario *s = &scen.items[selected[q]];
                size_t start_index = (size_t)s->start_y * (size_t)map.width + (size_t)s->start_x;
                gridpath_grid grid;
                gridpath_point start, goal;
                astar_info info;
                astar_result result;
                double t0, t1;
                char start_tile = map.tiles[start_index];
                int terrain = start_tile == 'W' ? 1 : start_tile == 'T' ? 2 : 0;
                grid.cells = terrain == 1 ? water : terrain == 2 ? trees : ground;
                if (r == 0 && a == 0) starts_on[terrain]++;
                options.jps_grid = jps_grids[terrain];
                grid.width = map.width;
                grid.height = map.height;
                start.x = s->start_x;
                start.y = s->start_y;
                goal.x = s->goal_x;
                goal.y = s->goal_y;
                t0 = bench_wall_seconds();
                result = astar_find_path(ws, &grid, start, goal, &options, path,
                                         (int32_t)cells, &info);
                t1 = bench_wall_seconds();
                algo->seconds[(size_t)r * (size_t)selected_count + (size_t)q] = t1 - t0;
                if (result == ASTAR_UNSUPPORTED) {
                    bench_progress_end(&meter);
                    fprintf(stderr,
                            "bench scen: --algo %s: astar_find_path returned \"%s\" on %s:%d; "
                            "this astar.h does not implement %s for these options (8 neighbours, "
                            "no corner cutting, uniform cost). No costs were compared.\n",
                            algo->name, astar_result_string(result), scen_path, s->line,
                            algo->name);
                    status = 3;
                    goto cleanup;
                }
                if (r == 0) {
                    algo->result[q] = result;
                    algo->cost[q] = result == ASTAR_OK ? info.cost : -1.0;
                    algo->expanded += (double)info.stats.expanded;
                    if (info.stats.max_open > algo->max_open) algo->max_open = info.stats.max_open;
                    if (algo->paths) {
                        int32_t k;
                        if (result == ASTAR_OK) {
                            fprintf(algo->paths, "%d %.9f", selected[q], info.cost);
                            for (k = 0; k < info.path_length; k++)
                                fprintf(algo->paths, " %d,%d", (int)(path[k] % map.width),
                                        (int)(path[k] / map.width));
                            fputc('\n', algo->paths);
                        } else {
                            fprintf(algo->paths, "%d -1\n", selected[q]);
                        }
                    }
                }
                bench_progress_note(&meter, "bench scen: %s: %s %d/%d, repeat %d/%d, %.0f s",
                                    scen_basename(map_path), algo->name, q + 1, selected_count, r + 1,
                                    repeat, t1 - started);
            }
        }
    }
    bench_progress_end(&meter);
    for (a = 0; a < algo_count; a++) {
        int unwritten = 0;
        if (algos[a].paths) { /* (two statements: ferror must run before fclose) */
            unwritten = ferror(algos[a].paths) != 0;
            if (fclose(algos[a].paths) != 0) unwritten = 1;
        }
        if (unwritten) {
            fprintf(stderr, "bench scen: error writing the --paths file '%s' (disk full?); it is "
                            "incomplete\n", algos[a].paths_name);
            status = 2;
        }
        algos[a].paths = NULL;
    }

    printf("bench scen: map %s %dx%d, %s: %d scenario%s%s; solved on ground %d, water %d, "
           "trees %d\n", scen_basename(map_path), map.width, map.height, scen_basename(scen_path),
           selected_count, selected_count == 1 ? "" : "s",
           selected_count < scen.count ? " (the longest, by bucket)" : "", starts_on[0],
           starts_on[1], starts_on[2]);
    {
        double first_mean = 0.0, first_median = 0.0;
        double *per_query = (double *)malloc(sizeof(double) * (size_t)selected_count);
        double *over_repeats = (double *)malloc(sizeof(double) * (size_t)repeat);
        if (!per_query || !over_repeats) {
            fprintf(stderr, "bench scen: out of memory\n");
            free(per_query);
            free(over_repeats);
            status = 2;
            goto cleanup;
        }
        for (a = 0; a < algo_count; a++) {
            scen_algo *algo = &algos[a];
            double mean = 0.0, median;
            int shown = 0, failed = 0;
            for (q = 0; q < selected_count; q++) {
                for (r = 0; r < repeat; r++)
                    over_repeats[r] = algo->seconds[(size_t)r * (size_t)selected_count + (size_t)q];
                per_query[q] = bench_median(over_repeats, repeat) * 1e6;
                mean += per_query[q];
            }
            mean /= selected_count;
            median = bench_median(per_query, selected_count);
            for (q = 0; q < selected_count; q++) {
                const movingai_scenario *s = &scen.items[selected[q]];
                double diff = algo->cost[q] - s->optimal;
                if (algo->result[q] == ASTAR_OK && diff <= s->tolerance && -diff <= s->tolerance) {
                    algo->optimal++;
                    continue;
                }
                failed++;
                if (shown++ < SCEN_SHOW_MISMATCHES) {
                    if (algo->result[q] == ASTAR_OK)
                        fprintf(stderr, "MISMATCH %s:%d: %s from (%d,%d) to (%d,%d): cost %.6f, "
                                        "optimal %.6f (tolerance %g)\n", scen_path, s->line,
                                algo->name, s->start_x, s->start_y, s->goal_x, s->goal_y,
                                algo->cost[q], s->optimal, s->tolerance);
                    else
                        fprintf(stderr, "MISMATCH %s:%d: %s from (%d,%d) to (%d,%d): %s, "
                                        "optimal %.6f\n", scen_path, s->line, algo->name,
                                s->start_x, s->start_y, s->goal_x, s->goal_y,
                                astar_result_string(algo->result[q]), s->optimal);
                }
            }
            if (failed > shown) fprintf(stderr, "... and %d more mismatches\n", failed - shown);
            printf("bench scen: %s: %s/%s: %d/%d optimal, mean %.2f us, median %.2f us, "
                   "mean %.1f expansions per query",
                   scen_basename(map_path), algo->name,
                   algo->algorithm == ASTAR_ALGORITHM_JPS ? "heap" : open_set == ASTAR_OPEN_LIST
                                                                        ? "list" : "heap",
                   algo->optimal, selected_count,
                   mean, median, algo->expanded / selected_count);
            if (repeat > 1) printf(" (median of %d runs)", repeat);
            if (algo->algorithm == ASTAR_ALGORITHM_JPS)
                printf(" (+ %.2f ms once to build the bit grids)", jps_build_seconds * 1e3);
            if (a == 0) {
                first_mean = mean;
                first_median = median;
            } else {
                printf(", speedup vs %s: %.2fx mean, %.2fx median", algos[0].name,
                       mean > 0 ? first_mean / mean : 0.0, median > 0 ? first_median / median : 0.0);
            }
            printf("\n");
            {
                /* what a bounded workspace with room for the largest open set would take */
                const double mb = 1024.0 * 1024.0;
                const double full = (double)astar_workspace_size(map.width, map.height) / mb;
                const int32_t room = open_capacity ? open_capacity : (int32_t)algo->max_open;
                const double bounded =
                    (double)astar_workspace_size_bounded(map.width, map.height, room) / mb;
                int full_count = 0;
                for (q = 0; q < selected_count; q++) full_count += algo->result[q] == ASTAR_OPEN_SET_FULL;
                if (open_capacity)
                    printf("bench scen: %s: %s: open set bounded at %d entr%s "
                           "(astar_workspace_size_bounded %.2f MB, astar_workspace_size %.2f MB): "
                           "%d quer%s found it full\n", scen_basename(map_path), algo->name,
                           open_capacity, open_capacity == 1 ? "y" : "ies", bounded, full, full_count,
                           full_count == 1 ? "y" : "ies");
                else if (algo->max_open > 0) /* (0: no query got as far as a search) */
                    printf("bench scen: %s: %s: largest open set %u entr%s (%.2f%% of the cells): "
                           "astar_workspace_size_bounded(%d, %d, %u) = %.2f MB would hold it, "
                           "astar_workspace_size %.2f MB\n", scen_basename(map_path), algo->name,
                           (unsigned)algo->max_open, algo->max_open == 1 ? "y" : "ies",
                           100.0 * (double)algo->max_open / (double)cells,
                           map.width, map.height, (unsigned)algo->max_open, bounded, full);
            }
            if (failed) status = status ? status : 1;
        }
        free(per_query);
        free(over_repeats);
    }

cleanup:
    for (a = 0; a < algo_count; a++) {
        if (algos[a].paths) fclose(algos[a].paths);
        free(algos[a].result);
        free(algos[a].cost);
        free(algos[a].seconds);
    }
    if (ws) astar_workspace_destroy(ws);
    free(path);
    free(water);
    free(trees);
    free(jps_memory[0]);
    free(jps_memory[1]);
    free(jps_memory[2]);
    free(ground);
    free(selected);
    movingai_scen_free(&scen);
    movingai_map_free(&map);
    return status;
}
