/* bench flow - time a flow field on a Moving AI map and optionally dump it.
 *   build/bench flow MAP.map --goal X Y [--goal X Y ...] [--metric bfs|octile] [--neighbours 4|8]
 *                    [--corners no-cut|one-free|always] [--sight] [--repeat N]
 *                    [--costs LO-HI [--seed N]] [--max-distance D] [--plain] [--dump FILE]
 * The corner rule is the Moving AI one unless --corners says otherwise: no corner cutting.
 * Ground ('.', 'G', 'S') is passable. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "bench.h"
#include "maps.h"
#include "flowfield.h"
#include "movingai.h"

static void flow_usage(FILE *out) {
    fprintf(out,
            "usage: bench flow MAP.map --goal X Y [--goal X Y ...] [--metric bfs|octile]\n"
            "                  [--neighbours 4|8] [--corners no-cut|one-free|always] [--sight]\n"
            "                  [--repeat N] [--costs LO-HI [--seed N]] [--max-distance D]\n"
            "                  [--plain] [--dump FILE] [--help]\n"
            "Times one flow field toward the goals (x = column, y = row, 0-based; ground cells\n"
            "'.', 'G', 'S' are passable; no corner cutting by default) and prints the median of N runs\n"
            "(default 7) in milliseconds and nanoseconds per reached cell (" BENCH_CLOCK ").\n"
            "  --metric octile  exact Dijkstra, straight 1, diagonal sqrt(2) (default; 'exact'\n"
            "                   is the same: FLOWFIELD_METRIC_EXACT)\n"
            "  --metric bfs     every step costs 1\n"
            "  --neighbours 8   (default) or 4\n"
            "  --corners RULE   the corner rule of diagonal steps (8 neighbours): no-cut (default,\n"
            "                   Moving AI: both side cells free), one-free (at least one side\n"
            "                   cell free) or always (any diagonal into a free cell)\n"
            "  --sight          also run the line-of-sight pass (timed separately)\n"
            "  --costs LO-HI    give every passable cell a value drawn uniformly from LO..HI\n"
            "                   (1 <= LO <= HI <= 2147483647; the cost of entering it) instead of\n"
            "                   1, so the exact metric runs the weighted search; the draw is fixed\n"
            "                   by --seed N (default 1): same map, range and seed, same grid\n"
            "  --max-distance D the wave stops at cost D: cells costing more are left unreached\n"
            "                   (flowfield_options.max_distance; 0, the default, is no limit);\n"
            "                   also times the same field as a local one (flowfield_local_window,\n"
            "                   the window's cells copied, its own workspace and field) in turn\n"
            "                   with the whole grid's, and checks that their costs are equal\n"
            "  --plain          also time hand-written cost fields on the same grid (bench/plain.c,\n"
            "                   as bench flow-maps --plain): bfs a first-version queue BFS and one\n"
            "                   written with care, octile a textbook heap Dijkstra; check that\n"
            "                   their costs equal the library's on every cell and print the\n"
            "                   library's time as a fraction of each (one goal; 4 neighbours or\n"
            "                   no-cut corners)\n"
            "  --dump FILE      write 'W H', H rows of W costs (-1: blocked or unreachable;\n"
            "                   integers for bfs, 6 decimals for octile), then H rows of W\n"
            "                   direction codes (-1: none; 0..7 = E NE N NW W SW S SE, y down)\n"
            "With several goals it also times flowfield_goal_regions (which goal each cell's flow\n"
            "leads to) and prints how many reached cells lead to each goal (a goal given twice\n"
            "counts at its first place).\n"
            "Exit status: 0 done, 1 a run failed (out of memory, costs that differ from --plain's\n"
            "or the local window's, a --dump file or standard output not fully written), 2 bad\n"
            "arguments, map or goals (a --dump path that cannot be opened is found before the\n"
            "timing: 2).\n");
}

/* out: path opened before the timing (closed here) */
static int flow_dump(FILE *out, const char *path, const flowfield_workspace *ws,
                     const flowfield_field *field, int width, int height, int bfs) {
    int x, y;
    fprintf(out, "%d %d\n", width, height);
    for (y = 0; y < height; y++)
        for (x = 0; x < width; x++) {
            uint32_t s, d;
            const char *sep = x + 1 < width ? " " : "\n";
            if (!flowfield_exact_cost(ws, x, y, &s, &d)) fprintf(out, "-1%s", sep);
            else if (bfs) fprintf(out, "%u%s", (unsigned)s, sep);
            else { /* the double of flowfield.h's EXACTNESS: the product rounded on its own (volatile:
                    * never fused into the sum), then the sum */
                volatile double diagonal = (double)d * 1.41421356237309504880;
                fprintf(out, "%.6f%s", (double)s + diagonal, sep);
            }
        }
    for (y = 0; y < height; y++)
        for (x = 0; x < width; x++)
            fprintf(out, "%d%s", flowfield_direction(field, x, y), x + 1 < width ? " " : "\n");
    if (ferror(out) | (fclose(out) != 0)) {
        fprintf(stderr, "bench flow: error writing %s\n", path);
        return 0;
    }
    return 1;
}

/* LO-HI: two positive ints, LO <= HI */
static int flow_range(const char *text, int *lo, int *hi) {
    char *end;
    long a, b;
    a = strtol(text, &end, 10);
    if (end == text || *end != '-') return 0;
    text = end + 1;
    b = strtol(text, &end, 10);
    if (end == text || *end || a < 1 || b < a || b > 2147483647L) return 0;
    *lo = (int)a;
    *hi = (int)b;
    return 1;
}

/* --plain: time bench/plain.c's fields for the metric on grid (times: repeat doubles), check
 * their costs against field's and print each against the library's median ms; 0 if one failed
 * (said on stderr) */
static int flow_plain(const gridpath_grid *grid, gridpath_point goal, flowfield_options options,
                      const flowfield_field *field, int reached, double ms, int repeat, double *times) {
    bench_plain p;
    int kind, ok = 1;
    const int bfs = options.metric == FLOWFIELD_METRIC_BFS;
    if (bench_plain_init(&p, grid->width, grid->height) != 0) {
        fprintf(stderr, "bench flow: out of memory for --plain's fields\n");
        return 0;
    }
    for (kind = bfs ? BENCH_PLAIN_BFS : BENCH_HEAP_DIJKSTRA; ok && kind <= (bfs ? BENCH_PADDED_BFS : BENCH_HEAP_DIJKSTRA);
         kind++) {
        char error[256];
        double theirs, best;
        if (bench_plain_time(&p, grid, goal, options.moves, (bench_plain_kind)kind, field, reached, repeat, times,
                             error, sizeof error)) {
            fprintf(stderr, "bench flow: --plain: %s\n", error);
            ok = 0;
            break;
        }
        theirs = bench_median(times, repeat) * 1e3;
        best = times[0] * 1e3;
        printf("  %-13s %.3f ms, %.2f ns/cell (median of %d; best %.3f ms), costs equal the library's; "
               "the library's field took %.3f of its time\n",
               bench_plain_name((bench_plain_kind)kind), theirs, theirs * 1e6 / (double)reached, repeat, best,
               ms / theirs);
    }
    bench_plain_free(&p);
    return ok;
}

flowfield_result bench_flow_time(flowfield_workspace *ws, flowfield_field *field, const gridpath_grid *grid,
                                 const gridpath_point *goals, int goal_count, const flowfield_options *options,
                                 int repeat, double *times, flowfield_info *info) {
    flowfield_result r = FLOWFIELD_OK;
    int i;
    for (i = 0; i < repeat; i++) {
        const double t0 = bench_cpu_seconds();
        r = flowfield_compute(ws, field, grid, goals, goal_count, options, info);
        times[i] = bench_cpu_seconds() - t0;
        if (r != FLOWFIELD_OK) break;
    }
    return r;
}

/* Several goals: time flowfield_goal_regions on the field just computed (which goal each cell's
 * flow leads to) and print how many reached cells lead to each goal. 0 on failure (said). */
static int flow_regions(const flowfield_field *field, int w, int h, const gridpath_point *goals, int goal_count,
                        int sight, int repeat, double *times) {
    int *region, *count, i, status = 1;
    region = (int *)malloc(sizeof *region * (size_t)w * (size_t)h);
    count = (int *)calloc((size_t)goal_count, sizeof *count);
    if (!region || !count) {
        fprintf(stderr, "bench flow: out of memory for the goal regions\n");
        status = 0;
    }
    for (i = 0; status && i < repeat; i++) {
        const double t0 = bench_cpu_seconds();
        const flowfield_result r = flowfield_goal_regions(field, goals, goal_count, region);
        times[i] = bench_cpu_seconds() - t0;
        if (r != FLOWFIELD_OK) {
            fprintf(stderr, "bench flow: flowfield_goal_regions: %s\n", flowfield_result_string(r));
            status = 0;
        }
    }
    if (status) {
        const double ms = bench_median(times, repeat) * 1e3;
        size_t c;
        for (c = 0; c < (size_t)w * (size_t)h; c++)
            if (region[c] >= 0) count[region[c]]++;
        printf("  goal regions%s: %.3f ms, %.2f ns/cell of the grid (median of %d); reached cells per goal:",
               sight ? " (with line of sight)" : "", ms, ms * 1e6 / ((double)w * (double)h), repeat);
        for (i = 0; i < goal_count && i < 16; i++) printf(" %d", count[i]);
        printf("%s\n", goal_count > 16 ? " ..." : "");
    }
    free(region);
    free(count);
    return status;
}

/* --max-distance: the same field as a local one (flowfield_local_window, the window's cells
 * copied out by flowfield_copy_window, a workspace and a field of the window's size made once, as a game keeps them),
 * timed as a game pays for it (window, copy and field) in turn with the whole grid's field (so
 * the ratio is of runs under the same conditions), and its costs checked against the whole
 * grid's field, which must reach nothing outside the window. 0: a failure, said */
static int flow_local(flowfield_workspace *whole_ws, flowfield_field *whole, const gridpath_grid *grid,
                      const gridpath_point *goals, int goal_count, const flowfield_options *options,
                      int repeat, double *times) {
    flowfield_window win;
    flowfield_workspace *ws = NULL;
    flowfield_field *field = NULL;
    gridpath_point *moved = (gridpath_point *)malloc(sizeof *moved * (size_t)goal_count);
    double *whole_times = (double *)malloc(sizeof *whole_times * (size_t)repeat);
    int *part = NULL, i, x, y, ok = 0, differ = 0;
    flowfield_result r = flowfield_local_window(grid, goals, goal_count, options, &win);
    if (r != FLOWFIELD_OK) {
        fprintf(stderr, "bench flow: local window: %s\n", flowfield_result_string(r));
        goto done;
    }
    part = (int *)malloc(sizeof *part * (size_t)win.width * (size_t)win.height);
    ws = flowfield_workspace_create(win.width, win.height, NULL);
    field = flowfield_field_create(win.width, win.height, NULL);
    if (!moved || !whole_times || !part || !ws || !field) {
        fprintf(stderr, "bench flow: out of memory for a %dx%d local field\n", win.width, win.height);
        goto done;
    }
    for (i = 0; i < repeat; i++) {
        double t0 = bench_cpu_seconds();
        gridpath_grid local;
        int g;
        r = flowfield_compute(whole_ws, whole, grid, goals, goal_count, options, NULL);
        whole_times[i] = bench_cpu_seconds() - t0;
        if (r != FLOWFIELD_OK) {
            fprintf(stderr, "bench flow: %s\n", flowfield_result_string(r));
            goto done;
        }
        t0 = bench_cpu_seconds();
        flowfield_local_window(grid, goals, goal_count, options, &win);
        flowfield_copy_window(grid, &win, part, &local); /* the window of the same call above: inside */
        for (g = 0; g < goal_count; g++) {
            moved[g].x = goals[g].x - win.x;
            moved[g].y = goals[g].y - win.y;
        }
        r = flowfield_compute(ws, field, &local, moved, goal_count, options, NULL);
        times[i] = bench_cpu_seconds() - t0;
        if (r != FLOWFIELD_OK) {
            fprintf(stderr, "bench flow: local field: %s\n", flowfield_result_string(r));
            goto done;
        }
    }
    for (y = 0; y < grid->height; y++)
        for (x = 0; x < grid->width; x++) {
            const float want = flowfield_costs(whole)[(size_t)y * (size_t)grid->width + (size_t)x];
            const int inside = x >= win.x && x < win.x + win.width && y >= win.y && y < win.y + win.height;
            const float got = inside ? flowfield_costs(field)[(size_t)(y - win.y) * (size_t)win.width +
                                                              (size_t)(x - win.x)]
                                     : FLOWFIELD_UNREACHABLE;
            if (got != want && differ++ < 5)
                fprintf(stderr, "bench flow: local field: cell (%d, %d) costs %.6f, the whole grid's field %.6f\n",
                        x, y, (double)got, (double)want);
        }
    if (differ) {
        fprintf(stderr, "bench flow: local field: %d cells differ from the whole grid's field\n", differ);
        goto done;
    }
    {
        const double ms = bench_median(times, repeat) * 1e3, whole_ms = bench_median(whole_times, repeat) * 1e3;
        printf("  as a local field: window %dx%d at (%d, %d), %.4f ms (median of %d; best %.4f), "
               "the whole grid's field in turn with it %.3f ms: %.1fx; the same costs\n",
               win.width, win.height, win.x, win.y, ms, repeat, times[0] * 1e3, whole_ms, whole_ms / ms);
    }
    ok = 1;
done:
    flowfield_field_destroy(field);
    flowfield_workspace_destroy(ws);
    free(part);
    free(whole_times);
    free(moved);
    return ok;
}

int bench_flow_main(int argc, char **argv) {
    const char *map_path = NULL, *dump_path = NULL;
    gridpath_point *goals = NULL;
    int goal_count = 0, repeat = 7, i, status = 2, sight = 0, plain = 0; /* 2: bad arguments or map */
    int costs_lo = 0, costs_hi = 0, seed = 1, seed_given = 0;
    int neighbours = 8, corners = GRIDPATH_MOVES_8_NO_CORNER_CUT, corners_given = 0;
    FILE *dump = NULL;
    flowfield_options options;
    movingai_map map = {0, 0, NULL};
    int *cells = NULL;
    flowfield_workspace *ws = NULL;
    flowfield_field *field = NULL;
    double *times = NULL, *sight_times = NULL;
    char error[256];

    memset(&options, 0, sizeof options);
    goals = (gridpath_point *)malloc(sizeof *goals * (size_t)(argc > 0 ? argc : 1));
    if (!goals) return 1;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            flow_usage(stdout);
            free(goals);
            return 0;
        } else if (!strcmp(a, "--goal")) {
            int got_x = -1, got_y = -1;
            if (i + 2 < argc) {
                got_x = bench_parse_count(argv[i + 1], -2147483647, 2147483647, &goals[goal_count].x);
                got_y = bench_parse_count(argv[i + 2], -2147483647, 2147483647, &goals[goal_count].y);
            }
            if (got_x == -1 || got_y == -1) {
                fprintf(stderr, "bench flow: --goal needs two integers X Y (column, row)\n");
                goto done;
            } else if (got_x || got_y) { /* integers, but too far out for any map */
                fprintf(stderr, "bench flow: --goal %s %s: out of range (-2147483647..2147483647)\n",
                        argv[i + 1], argv[i + 2]);
                goto done;
            }
            goal_count++;
            i += 2;
        } else if (!strcmp(a, "--metric") && i + 1 < argc) {
            a = argv[++i];
            if (!strcmp(a, "bfs")) options.metric = FLOWFIELD_METRIC_BFS;
            else if (!strcmp(a, "octile") || !strcmp(a, "exact")) options.metric = FLOWFIELD_METRIC_EXACT;
            else {
                fprintf(stderr, "bench flow: --metric must be bfs or octile (or exact, the same), not '%s'\n", a);
                goto done;
            }
        } else if (!strcmp(a, "--neighbours") && i + 1 < argc) {
            a = argv[++i];
            if (!strcmp(a, "4")) neighbours = 4;
            else if (!strcmp(a, "8")) neighbours = 8;
            else {
                fprintf(stderr, "bench flow: --neighbours must be 4 or 8, not '%s'\n", a);
                goto done;
            }
        } else if (!strcmp(a, "--corners") && i + 1 < argc) {
            a = argv[++i];
            corners_given = 1;
            if (!strcmp(a, "no-cut")) corners = GRIDPATH_MOVES_8_NO_CORNER_CUT;
            else if (!strcmp(a, "one-free")) corners = GRIDPATH_MOVES_8_ONE_FREE;
            else if (!strcmp(a, "always")) corners = GRIDPATH_MOVES_8_ALWAYS;
            else {
                fprintf(stderr, "bench flow: --corners must be no-cut, one-free or always, not '%s'\n", a);
                goto done;
            }
        } else if (!strcmp(a, "--repeat") && i + 1 < argc) {
            if (bench_parse_count(argv[++i], 1, 1000, &repeat)) {
                fprintf(stderr, "bench flow: --repeat needs a count from 1 to 1000\n");
                goto done;
            }
        } else if (!strcmp(a, "--costs") && i + 1 < argc) {
            if (!flow_range(argv[++i], &costs_lo, &costs_hi)) {
                fprintf(stderr, "bench flow: --costs needs LO-HI, 1 <= LO <= HI <= 2147483647, not '%s'\n",
                        argv[i]);
                goto done;
            }
        } else if (!strcmp(a, "--seed") && i + 1 < argc) {
            const int got = bench_parse_count(argv[++i], -2147483647, 2147483647, &seed);
            seed_given = 1;
            if (got < -1) {
                fprintf(stderr, "bench flow: --seed %s is out of range (-2147483647..2147483647)\n",
                        argv[i]);
                goto done;
            } else if (got) {
                fprintf(stderr, "bench flow: --seed needs an integer\n");
                goto done;
            }
        } else if (!strcmp(a, "--max-distance") && i + 1 < argc) {
            /* 0 or more (infinity too: no limit, as 0) */
            if (bench_parse_number(argv[++i], &options.max_distance) || !(options.max_distance >= 0.0)) {
                fprintf(stderr, "bench flow: --max-distance wants a cost, 0 or more (0: no limit), not '%s'\n",
                        argv[i]);
                goto done;
            }
        } else if (!strcmp(a, "--sight")) {
            sight = 1;
        } else if (!strcmp(a, "--plain")) {
            plain = 1;
        } else if (!strcmp(a, "--dump") && i + 1 < argc) {
            dump_path = argv[++i];
        } else if (a[0] == '-') {
            fprintf(stderr, "bench flow: unknown or incomplete option '%s' (see bench flow --help)\n", a);
            goto done;
        } else if (!map_path) {
            map_path = a;
        } else {
            fprintf(stderr, "bench flow: one map only ('%s' and '%s')\n", map_path, a);
            goto done;
        }
    }
    if (!map_path || goal_count == 0) {
        fprintf(stderr, "bench flow: need a map and at least one --goal X Y\n");
        flow_usage(stderr);
        goto done;
    }
    if (corners_given && neighbours == 4) {
        fprintf(stderr, "bench flow: --corners is the rule of diagonal steps: give --neighbours 8 "
                        "or drop --corners\n");
        goto done;
    }
    options.moves = neighbours == 4 ? GRIDPATH_MOVES_4 : (gridpath_moves)corners;
    if (costs_lo > 0 && options.metric == FLOWFIELD_METRIC_BFS) {
        fprintf(stderr, "bench flow: --metric bfs ignores cell costs (every step costs 1): drop "
                        "--costs, or time the weighted search with --metric octile\n");
        goto done;
    }
    if (plain && goal_count > 1) {
        fprintf(stderr, "bench flow: --plain's hand-written fields take one goal, not %d: give one --goal\n",
                goal_count);
        goto done;
    }
    if (plain && corners != GRIDPATH_MOVES_8_NO_CORNER_CUT) {
        fprintf(stderr, "bench flow: --plain's hand-written fields follow Moving AI's corner rule only: "
                        "drop --corners or give --corners no-cut\n");
        goto done;
    }
    if (plain && options.max_distance > 0.0) {
        fprintf(stderr, "bench flow: --plain's hand-written fields are whole fields: drop --max-distance\n");
        goto done;
    }
    if (seed_given && costs_lo == 0) {
        fprintf(stderr, "bench flow: --seed draws the --costs values; give --costs LO-HI too\n");
        goto done;
    }
    if (movingai_map_load(map_path, &map, error, sizeof error) != 0) {
        fprintf(stderr, "bench flow: %s\n", error);
        goto done;
    }
    /* the dump file is opened before the timing, so a bad path costs no wait */
    if (dump_path && bench_overwrites_input("bench flow", "--dump", dump_path, map_path)) goto done;
    if (dump_path && !(dump = fopen(dump_path, "w"))) {
        bench_cannot_write("bench flow", "--dump", dump_path);
        goto done;
    }
    cells = (int *)malloc(sizeof *cells * (size_t)map.width * (size_t)map.height);
    ws = flowfield_workspace_create(map.width, map.height, NULL);
    field = flowfield_field_create(map.width, map.height, NULL);
    times = (double *)malloc(sizeof *times * (size_t)repeat);
    sight_times = (double *)malloc(sizeof *sight_times * (size_t)repeat);
    if (!cells || !ws || !field || !times || !sight_times) {
        fprintf(stderr, "bench flow: out of memory for a %dx%d map\n", map.width, map.height);
        status = 1;
        goto done;
    }
    movingai_map_cells(&map, MOVINGAI_GROUND, cells);
    if (costs_lo > 0) {
        /* the bench's splitmix64: same map, range and seed, same grid on every machine */
        bench_rng rng;
        size_t c, n = (size_t)map.width * (size_t)map.height;
        rng.state = (uint64_t)(uint32_t)seed;
        for (c = 0; c < n; c++)
            if (cells[c] > 0) cells[c] = costs_lo + bench_rng_below(&rng, costs_hi - costs_lo + 1);
    }
    {
        gridpath_grid grid;
        flowfield_info info;
        flowfield_result r;
        double ms, best, ms_sight = 0.0;
        grid.cells = cells;
        grid.width = map.width;
        grid.height = map.height;
        r = bench_flow_time(ws, field, &grid, goals, goal_count, &options, repeat, times, &info);
        if (r != FLOWFIELD_OK) {
            if (info.goal_index >= 0)
                fprintf(stderr, "bench flow: goal %d (%d, %d): %s; pick a ground cell inside the %dx%d map\n",
                        info.goal_index + 1, goals[info.goal_index].x, goals[info.goal_index].y,
                        flowfield_result_string(r), map.width, map.height);
            else if (r == FLOWFIELD_COST_OVERFLOW && costs_lo > 0) {
                size_t c, passable = 0, n = (size_t)map.width * (size_t)map.height;
                for (c = 0; c < n; c++) passable += cells[c] > 0;
                fprintf(stderr, "bench flow: %s: with --costs %d-%d the path costs on this %dx%d "
                                "map pass the exact metric's limit (its sums of straight and of "
                                "diagonal step costs must stay below 2^32); give a smaller HI: "
                                "up to %lu is always safe here (2^32 - 1 over %lu passable "
                                "cells)\n", flowfield_result_string(r), costs_lo, costs_hi,
                        map.width, map.height, 4294967295UL / (unsigned long)passable,
                        (unsigned long)passable);
            } else {
                fprintf(stderr, "bench flow: %s\n", flowfield_result_string(r));
                status = 1;
            }
            goto done;
        }
        ms = bench_median(times, repeat) * 1e3;
        best = times[0] * 1e3; /* bench_median sorted them */
        if (sight) {
            flowfield_options with_sight = options;
            with_sight.line_of_sight = 1;
            for (i = 0; i < repeat; i++) {
                double t0 = bench_cpu_seconds();
                flowfield_compute(ws, field, &grid, goals, goal_count, &with_sight, &info);
                sight_times[i] = bench_cpu_seconds() - t0;
            }
            ms_sight = bench_median(sight_times, repeat) * 1e3;
        }
        printf("flow %s %dx%d goals %d metric %s neighbours %d", map_path, map.width, map.height,
               goal_count, options.metric == FLOWFIELD_METRIC_BFS ? "bfs" : "octile", neighbours);
        if (corners_given) /* (the default rule's line stays as it was) */
            printf(" corners %s", corners == GRIDPATH_MOVES_8_ONE_FREE ? "one-free"
                                  : corners == GRIDPATH_MOVES_8_ALWAYS ? "always" : "no-cut");
        if (costs_lo > 0) printf(" costs %d-%d seed %d", costs_lo, costs_hi, seed);
        if (options.max_distance > 0.0) printf(" max-distance %g", options.max_distance);
        printf(": reached %d cells, max cost %.4f, "
               "%.3f ms, %.2f ns/cell (median of %d; best %.3f ms, %.2f ns/cell)\n",
               (int)info.reached, info.max_cost, ms,
               ms * 1e6 / (double)info.reached, repeat, best, best * 1e6 / (double)info.reached);
        if (sight)
            printf("  with line of sight: %.3f ms, %.2f ns/cell, %d cells see a goal\n", ms_sight,
                   ms_sight * 1e6 / (double)info.reached, (int)info.sight);
        if (goal_count > 1 && !flow_regions(field, map.width, map.height, goals, goal_count, sight, repeat, times)) {
            status = 1;
            goto done;
        }
        if (options.max_distance > 0.0 &&
            !flow_local(ws, field, &grid, goals, goal_count, &options, repeat, times)) {
            status = 1;
            goto done;
        }
        if (plain && !flow_plain(&grid, goals[0], options, field, (int)info.reached, ms, repeat, times)) {
            status = 1;
            goto done;
        }
        if (dump_path) {
            /* the dump describes the field without the sight pass (costs and codes are the same) */
            const int written = flow_dump(dump, dump_path, ws, field, map.width, map.height,
                                          options.metric == FLOWFIELD_METRIC_BFS);
            dump = NULL; /* closed */
            if (!written) {
                status = 1;
                goto done;
            }
        }
    }
    status = 0;
done:
    if (dump) { /* opened, never written: the run failed */
        fclose(dump);
        remove(dump_path);
    }
    flowfield_field_destroy(field);
    flowfield_workspace_destroy(ws);
    free(times);
    free(sight_times);
    free(cells);
    movingai_map_free(&map);
    free(goals);
    return status;
}
