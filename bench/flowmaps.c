/* bench flow-maps - time BFS and exact flow fields on every map of a Moving AI folder, in rounds,
 * and print the table README's flowfield Speed section shows.
 *   build/bench flow-maps [DIR] [--rounds N] [--repeat N] [--neighbours 4|8] [--only A,B,...]
 *                         [--against BENCH | --plain]
 * DIR holds maps/NAME.map and scen/NAME.map.scen (default ../shared/movingai). Each map's goal is
 * that of its longest scenario (the last of equal ones) whose goal is ground; the field is on the
 * ground cells ('.', 'G', 'S'), no corner cutting, as bench flow. --plain also times bench/plain.c's
 * hand-written searches (two queue BFSs, a binary-heap Dijkstra) in the same rounds, and checks
 * their costs. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "bench.h"
#include "flowfield.h"
#include "movingai.h"
/* --against's command line: on Windows (mingw-w64) popen runs cmd.exe, whose /c strips the first
 * and the last quote of a line that starts with one, so the whole line is quoted once more
 * (inside, every argument in double quotes: a Windows file name cannot hold one); pclose there
 * gives the exit code itself */
#ifdef _WIN32
#define FLOWMAPS_LINE_QUOTE "\""
#define FLOWMAPS_EXIT_CODE(status) (status)
#else
#include <sys/wait.h>
#define FLOWMAPS_LINE_QUOTE ""
#define FLOWMAPS_EXIT_CODE(status) (WIFEXITED(status) ? WEXITSTATUS(status) : -1)
#endif

#define FLOWMAPS_BFS_TARGET 4.0   /* ns per reached cell, 512x512 maps (README, flowfield Speed) */
#define FLOWMAPS_EXACT_TARGET 8.0
/* The issue's own yardstick for them: "a plain queue-based BFS reaches 10-20 ns here", so the
 * targets are 1/5 to 2/5 (BFS) and 2/5 to 4/5 (exact) of a plain BFS's time per reached cell. */
#define FLOWMAPS_PLAIN_BFS_LOW 10.0
#define FLOWMAPS_PLAIN_BFS_HIGH 20.0
#define FLOWMAPS_BASELINES 3 /* bench_plain_kind: plain BFS, padded BFS, heap Dijkstra */

static void flowmaps_usage(FILE *out) {
    fprintf(out,
            "usage: bench flow-maps [DIR] [--rounds N] [--repeat N] [--neighbours 4|8]\n"
            "                       [--only NAME[,NAME...]] [--against BENCH | --plain] [--help]\n"
            "Times a BFS and an exact (octile) flow field on every map of DIR/maps that has\n"
            "DIR/scen/NAME.map.scen (default DIR: ../shared/movingai), toward the goal of the map's\n"
            "longest scenario (the last of equal ones whose goal is ground), on the ground cells\n"
            "('.', 'G', 'S'), no corner cutting. Each round runs every map, BFS then exact, each\n"
            "--repeat times (" BENCH_CLOCK "); the table gives, per map and metric, the best and the\n"
            "median of the rounds' medians, in nanoseconds per reached cell of the whole\n"
            "flowfield_compute, and the targets' count on 512x512 maps (BFS 4 ns, exact 8 ns). Rounds\n"
            "spread a spell of a busy machine over all maps alike; progress goes to stderr.\n"
            "  --rounds N         rounds over all maps (1 to 1000, default 10)\n"
            "  --repeat N         fields per map, metric and round; its median counts (1 to 1000,\n"
            "                     default 9)\n"
            "  --neighbours 8     (default) or 4\n"
            "  --only A,B         only the maps named (NAME of NAME.map)\n"
            "  --against BENCH    also time another bench binary, one round each in turn, and add\n"
            "                     its columns and the median of the per-round ratios this / BENCH\n"
            "                     (both must reach the same cells). Each round of either runs in\n"
            "                     a process of its own (this bench runs itself again when started\n"
            "                     by a path, e.g. build/bench). For another version of the\n"
            "                     library, build this bench on its headers (folder OLD):\n"
            "                     cc -std=c99 -O2 -IOLD -Ibench -o OLD/bench bench/*.c -lm -pthread\n"
            "  --plain            also time hand-written cost fields in the same rounds\n"
            "                     (bench/plain.c, costs only): a queue BFS as a first version\n"
            "                     is written (bounds checks, %% and / per cell), one written with\n"
            "                     care (the grid copied into bytes with a blocked border, index\n"
            "                     offsets), a textbook Dijkstra (binary heap, decrease-key,\n"
            "                     double costs); check that their costs equal the library's; add\n"
            "                     their columns, the speedups (the median of the per-round ratios\n"
            "                     hand-written / library) and the targets read against the two\n"
            "                     BFSs (the issue's yardstick: a plain BFS at 10-20 ns), a\n"
            "                     reading that does not depend on the machine's clock\n"
            "Exit status: 0 ok, 1 a field failed, a hand-written one's costs differed, BENCH failed,\n"
            "memory ran out or standard output was not written, 2 bad arguments, folder or files\n"
            "(checked before any timing).\n");
}

typedef struct flowmaps_map {
    char *name;           /* NAME of NAME.map */
    int width, height;
    int *cells;           /* ground 1, else 0 */
    gridpath_point goal;
    int reached;
    double *ns[2];        /* per metric (0 BFS, 1 exact), one per round: ns per reached cell */
    double *against[2];   /* the same from --against's bench */
    double *plain[FLOWMAPS_BASELINES]; /* the same for --plain's fields, by bench_plain_kind */
} flowmaps_map;

static int flowmaps_compare_names(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* the NAME of every NAME.map in folder, sorted; *count of them. NULL on error (message printed) */
static char **flowmaps_names(const char *folder, int *count) {
    DIR *dir = opendir(folder);
    char **names = NULL;
    int n = 0, room = 0;
    struct dirent *entry;
    *count = 0;
    if (!dir) {
        fprintf(stderr, "bench flow-maps: cannot open %s (a Moving AI folder has maps/ and scen/; "
                        "the public set is in ../shared/movingai)\n", folder);
        return NULL;
    }
    while ((entry = readdir(dir)) != NULL) {
        const size_t len = strlen(entry->d_name);
        char *name;
        if (len <= 4 || strcmp(entry->d_name + len - 4, ".map")) continue;
        if (n == room) {
            char **grown = (char **)realloc(names, sizeof *names * (size_t)(room = room ? room * 2 : 16));
            if (!grown) break;
            names = grown;
        }
        if (!(name = (char *)malloc(len - 3))) break;
        memcpy(name, entry->d_name, len - 4);
        name[len - 4] = '\0';
        names[n++] = name;
    }
    closedir(dir);
    if (entry) { /* stopped early: out of memory */
        while (n > 0) free(names[--n]);
        free(names);
        fprintf(stderr, "bench flow-maps: out of memory listing %s\n", folder);
        return NULL;
    }
    if (n > 1) qsort(names, (size_t)n, sizeof *names, flowmaps_compare_names);
    *count = n;
    if (!names) names = (char **)malloc(sizeof *names); /* none found: an empty list, not an error */
    return names;
}

/* a + b + c + d in a malloc'd string (NULL: out of memory) */
static char *flowmaps_path(const char *a, const char *b, const char *c, const char *d) {
    const size_t la = strlen(a), lb = strlen(b), lc = strlen(c), ld = strlen(d);
    char *p = (char *)malloc(la + lb + lc + ld + 1);
    if (!p) return NULL;
    memcpy(p, a, la);
    memcpy(p + la, b, lb);
    memcpy(p + la + lb, c, lc);
    memcpy(p + la + lb + lc, d, ld + 1);
    return p;
}

/* Loads map m->name from dir: 1 loaded, 0 skipped (no scenario file, or no ground goal: said on
 * stderr), -1 a bad file or out of memory (said on stderr) */
static int flowmaps_load(const char *dir, flowmaps_map *m) {
    char error[512];
    char *map_path = flowmaps_path(dir, "/maps/", m->name, ".map");
    char *scen_path = flowmaps_path(dir, "/scen/", m->name, ".map.scen");
    movingai_map map = {0, 0, NULL};
    movingai_scenarios scen = {NULL, 0, 0, 0};
    int status = -1, i, found = -1;
    FILE *probe;
    if (!map_path || !scen_path) {
        fprintf(stderr, "bench flow-maps: out of memory\n");
        goto done;
    }
    if (movingai_map_load(map_path, &map, error, sizeof error) != 0) {
        fprintf(stderr, "bench flow-maps: %s\n", error);
        goto done;
    }
    if (!(probe = fopen(scen_path, "r"))) {
        fprintf(stderr, "bench flow-maps: %s: no %s (its goal comes from the longest scenario): skipped\n",
                m->name, scen_path);
        status = 0;
        goto done;
    }
    fclose(probe);
    if (movingai_scen_load(scen_path, &scen, error, sizeof error) != 0) {
        fprintf(stderr, "bench flow-maps: %s\n", error);
        goto done;
    }
    if (scen.count == 0) { /* as bench scen says (its size would read 0x0) */
        fprintf(stderr, "bench flow-maps: %s has no scenario lines\n", scen_path);
        goto done;
    }
    if (scen.map_width != map.width || scen.map_height != map.height) {
        fprintf(stderr, "bench flow-maps: %s is for a %dx%d map, %s is %dx%d\n", scen_path,
                scen.map_width, scen.map_height, map_path, map.width, map.height);
        goto done;
    }
    for (i = 0; i < scen.count; i++) {
        const movingai_scenario *s = &scen.items[i];
        if (movingai_tile_class(map.tiles[(size_t)s->goal_y * (size_t)map.width + (size_t)s->goal_x]) !=
            MOVINGAI_GROUND)
            continue;
        if (found < 0 || s->optimal >= scen.items[found].optimal) found = i;
    }
    if (found < 0) {
        fprintf(stderr, "bench flow-maps: %s: no scenario with its goal on ground: skipped\n", m->name);
        status = 0;
        goto done;
    }
    m->goal.x = scen.items[found].goal_x;
    m->goal.y = scen.items[found].goal_y;
    m->width = map.width;
    m->height = map.height;
    if (!(m->cells = (int *)malloc(sizeof *m->cells * (size_t)map.width * (size_t)map.height))) {
        fprintf(stderr, "bench flow-maps: out of memory for %s (%dx%d)\n", m->name, map.width, map.height);
        goto done;
    }
    movingai_map_cells(&map, MOVINGAI_GROUND, m->cells);
    status = 1;
done:
    free(map_path);
    free(scen_path);
    movingai_scen_free(&scen);
    movingai_map_free(&map);
    return status;
}

/* the median of repeat times (seconds) in ns per reached cell */
static double flowmaps_ns(double *times, int repeat, int reached) {
    return bench_median(times, repeat) * 1e9 / (double)(reached > 0 ? reached : 1);
}

/* One round of map m: a workspace and a field made for it (as bench flow does), BFS then exact,
 * repeat fields each; medians into round r. 0 ok, 1 failed (said on stderr). */
static int flowmaps_round(flowmaps_map *m, int r, int repeat, gridpath_moves moves, int plain,
                          double *times) {
    flowfield_workspace *ws = flowfield_workspace_create(m->width, m->height, NULL);
    flowfield_field *field = flowfield_field_create(m->width, m->height, NULL);
    gridpath_grid grid;
    bench_plain baseline;
    int metric, status = 1, have_plain = plain && bench_plain_init(&baseline, m->width, m->height) == 0;
    grid.cells = m->cells;
    grid.width = m->width;
    grid.height = m->height;
    if (!ws || !field || (plain && !have_plain)) {
        fprintf(stderr, "bench flow-maps: out of memory for a %dx%d field\n", m->width, m->height);
        goto done;
    }
    for (metric = 0; metric < 2; metric++) {
        flowfield_options options;
        flowfield_info info;
        flowfield_result result;
        memset(&options, 0, sizeof options);
        options.metric = metric == 0 ? FLOWFIELD_METRIC_BFS : FLOWFIELD_METRIC_EXACT;
        options.moves = moves;
        result = bench_flow_time(ws, field, &grid, &m->goal, 1, &options, repeat, times, &info);
        if (result != FLOWFIELD_OK) {
            fprintf(stderr, "bench flow-maps: %s, goal (%d, %d), %s: %s\n", m->name, m->goal.x, m->goal.y,
                    metric == 0 ? "bfs" : "octile", flowfield_result_string(result));
            goto done;
        }
        if (m->reached >= 0 && (int)info.reached != m->reached) {
            fprintf(stderr, "bench flow-maps: %s: the BFS field reached %d cells, the exact one %d\n",
                    m->name, m->reached, (int)info.reached);
            goto done;
        }
        m->reached = (int)info.reached;
        m->ns[metric][r] = flowmaps_ns(times, repeat, m->reached);
        if (plain) { /* the same costs the hand-written ways, checked against the library's */
            int kind;
            for (kind = metric == 0 ? BENCH_PLAIN_BFS : BENCH_HEAP_DIJKSTRA;
                 kind <= (metric == 0 ? BENCH_PADDED_BFS : BENCH_HEAP_DIJKSTRA); kind++) {
                char error[256];
                if (bench_plain_time(&baseline, &grid, m->goal, moves, (bench_plain_kind)kind, field, m->reached,
                                     repeat, times, error, sizeof error)) {
                    fprintf(stderr, "bench flow-maps: %s, %s: %s\n", m->name, metric == 0 ? "bfs" : "octile", error);
                    goto done;
                }
                m->plain[kind][r] = flowmaps_ns(times, repeat, m->reached);
            }
        }
    }
    status = 0;
done:
    if (have_plain) bench_plain_free(&baseline);
    flowfield_field_destroy(field);
    flowfield_workspace_destroy(ws);
    return status;
}

/* "best / median" of the n values of v (ns per reached cell), best in bold when target > 0 and
 * best <= target (counted in *met) */
static void flowmaps_cell(const double *v, int n, double target, int *met) {
    double *w = (double *)malloc(sizeof *w * (size_t)n), best, median;
    if (!w) {
        printf(" (out of memory) |");
        return;
    }
    memcpy(w, v, sizeof *w * (size_t)n);
    median = bench_median(w, n);
    best = w[0];
    free(w);
    if (target > 0.0 && best <= target) {
        (*met)++;
        printf(" **%.2f** / %.2f |", best, median);
    } else
        printf(" %.2f / %.2f |", best, median);
}

/* the median of a[r] / b[r] over n rounds (0 out of memory) */
static double flowmaps_ratio_of(const double *a, const double *b, int n) {
    double *w = (double *)malloc(sizeof *w * (size_t)n), median;
    int r;
    if (!w) return 0.0;
    for (r = 0; r < n; r++) w[r] = b[r] > 0.0 ? a[r] / b[r] : 0.0;
    median = bench_median(w, n);
    free(w);
    return median;
}

static void flowmaps_ratio(const double *a, const double *b, int n) {
    printf(" %.3f |", flowmaps_ratio_of(a, b, n));
}

/* text quoted for the shell popen runs, appended to out (room checked by the caller: at most
 * 4 * strlen(text) + 3 bytes): in single quotes with each ' written '\'' (sh); on Windows in
 * double quotes (cmd.exe) */
static char *flowmaps_quote(char *out, const char *text) {
#ifdef _WIN32
    *out++ = '"';
    while (*text) *out++ = *text++;
    *out++ = '"';
#else
    *out++ = '\'';
    for (; *text; text++) {
        if (*text == '\'') {
            memcpy(out, "'\\''", 4);
            out += 4;
        } else
            *out++ = *text;
    }
    *out++ = '\'';
#endif
    *out = '\0';
    return out;
}

/* this bench's own path, to run it again, or NULL: the name it was run by, where it holds a
 * folder separator (a bare name would be looked up in PATH, maybe another bench) */
static const char *flowmaps_self(void) {
    const char *p = bench_program;
    if (!p || !*p) return NULL;
#ifdef _WIN32
    if (strchr(p, '\\')) return p;
#endif
    return strchr(p, '/') ? p : NULL;
}

/* One round of a bench run as a child: "BENCH flow-maps DIR --rounds 1 ... --only NAMES", its
 * table read into round r of each map's against[] (into 1) or ns[] (into 0: this bench run
 * again, so that both sides of --against are fresh processes); with r < 0 only checked. Its
 * rows must name the same maps and goals, and the same reached cells once they are known (into
 * 0 sets them). 0 ok, 1 failed (said on stderr, with the end of its output). */
static int flowmaps_against(const char *bench, const char *dir, const char *only, int repeat,
                            gridpath_moves moves, flowmaps_map *maps, int loaded, int r, int into) {
    const size_t room = 4 * (strlen(bench) + strlen(dir) + strlen(only)) + 128;
    char *command = (char *)malloc(room), *end, line[1024], last[4][1024];
    FILE *child;
    int i, found = 0, lines = 0, wait_status;
    if (!command) {
        fprintf(stderr, "bench flow-maps: out of memory\n");
        return 1;
    }
    strcpy(command, FLOWMAPS_LINE_QUOTE);
    end = flowmaps_quote(command + strlen(command), bench);
    end += sprintf(end, " flow-maps ");
    end = flowmaps_quote(end, dir);
    end += sprintf(end, " --rounds 1 --repeat %d --neighbours %d --only ", repeat, moves == GRIDPATH_MOVES_4 ? 4 : 8);
    end = flowmaps_quote(end, only);
    strcpy(end, " 2>&1" FLOWMAPS_LINE_QUOTE);
    fflush(stdout);
    child = popen(command, "r");
    if (!child) {
        fprintf(stderr, "bench flow-maps: cannot run %s\n", command);
        free(command);
        return 1;
    }
    while (fgets(line, sizeof line, child)) {
        char *cell[8] = {NULL};
        int n = 0, reached, gx, gy;
        double bfs, exact;
        memcpy(last[lines++ % 4], line, sizeof line);
        /* "| NAME | WxH | X Y | REACHED | B / b | E / e |", B and E maybe in ** */
        for (end = line; *end && n < 8; end++)
            if (*end == '|') {
                *end = '\0';
                cell[n++] = end + 1;
            }
        if (n != 7 || line[0] != '\0') continue;
        if (sscanf(cell[2], "%d %d", &gx, &gy) != 2 || sscanf(cell[3], "%d", &reached) != 1) continue;
        cell[4] += strspn(cell[4], " *");
        cell[5] += strspn(cell[5], " *");
        if (sscanf(cell[4], "%lf", &bfs) != 1 || sscanf(cell[5], "%lf", &exact) != 1) continue;
        cell[0] += strspn(cell[0], " ");
        cell[0][strcspn(cell[0], " ")] = '\0';
        for (i = 0; i < loaded; i++) {
            if (strcmp(maps[i].name, cell[0])) continue;
            if (gx != maps[i].goal.x || gy != maps[i].goal.y || (maps[i].reached >= 0 && reached != maps[i].reached)) {
                fprintf(stderr, "bench flow-maps: %s: %s's field toward (%d, %d) reached %d cells, this "
                                "bench's toward (%d, %d) %d\n", cell[0], bench, gx, gy, reached,
                        maps[i].goal.x, maps[i].goal.y, maps[i].reached);
                pclose(child);
                free(command);
                return 1;
            }
            if (into == 0) maps[i].reached = reached;
            if (r >= 0) {
                (into ? maps[i].against : maps[i].ns)[0][r] = bfs;
                (into ? maps[i].against : maps[i].ns)[1][r] = exact;
            }
            found++;
        }
    }
    wait_status = pclose(child);
    if (wait_status == -1 || FLOWMAPS_EXIT_CODE(wait_status) != 0 || found != loaded) {
        fprintf(stderr, "bench flow-maps: %s gave %d of the %d maps' rows (exit %d); the end of its output:\n",
                command, found, loaded, wait_status != -1 ? FLOWMAPS_EXIT_CODE(wait_status) : -1);
        for (i = lines > 4 ? lines - 4 : 0; i < lines; i++) fprintf(stderr, "  %s", last[i % 4]);
        free(command);
        return 1;
    }
    free(command);
    return 0;
}

int bench_flow_maps_main(int argc, char **argv) {
    const char *dir = NULL, *only = NULL, *against = NULL, *self = flowmaps_self();
    int rounds = 10, repeat = 9, i, r, count = 0, loaded = 0, status = 2, at512 = 0, met[2] = {0, 0}, plain = 0;
    gridpath_moves moves = GRIDPATH_MOVES_8_NO_CORNER_CUT;
    char **names = NULL, *maps_dir = NULL, *loaded_names = NULL;
    unsigned char *wanted = NULL; /* per name: timed (all, or those --only lists) */
    flowmaps_map *maps = NULL;
    double *times = NULL, start;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            flowmaps_usage(stdout);
            return 0;
        } else if (!strcmp(a, "--rounds") && i + 1 < argc) {
            if (bench_parse_count(argv[++i], 1, 1000, &rounds)) {
                fprintf(stderr, "bench flow-maps: --rounds needs a count from 1 to 1000\n");
                return 2;
            }
        } else if (!strcmp(a, "--repeat") && i + 1 < argc) {
            if (bench_parse_count(argv[++i], 1, 1000, &repeat)) {
                fprintf(stderr, "bench flow-maps: --repeat needs a count from 1 to 1000\n");
                return 2;
            }
        } else if (!strcmp(a, "--neighbours") && i + 1 < argc) {
            a = argv[++i];
            if (!strcmp(a, "4")) moves = GRIDPATH_MOVES_4;
            else if (!strcmp(a, "8")) moves = GRIDPATH_MOVES_8_NO_CORNER_CUT;
            else {
                fprintf(stderr, "bench flow-maps: --neighbours must be 4 or 8, not '%s'\n", a);
                return 2;
            }
        } else if (!strcmp(a, "--only") && i + 1 < argc) {
            only = argv[++i];
            if (!*only) {
                fprintf(stderr, "bench flow-maps: --only needs map names (NAME of NAME.map), comma-separated\n");
                return 2;
            }
        } else if (!strcmp(a, "--against") && i + 1 < argc) {
            against = argv[++i];
        } else if (!strcmp(a, "--plain")) {
            plain = 1;
        } else if (a[0] == '-') {
            fprintf(stderr, "bench flow-maps: unknown or incomplete option '%s' (see bench flow-maps --help)\n", a);
            return 2;
        } else if (!*a) { /* "" + "/maps" would be the root's /maps */
            fprintf(stderr, "bench flow-maps: DIR is empty: give the folder that holds maps/ and scen/ "
                            "(default ../shared/movingai)\n");
            return 2;
        } else if (!dir) {
            dir = a;
        } else {
            fprintf(stderr, "bench flow-maps: one folder only ('%s' and '%s')\n", dir, a);
            return 2;
        }
    }
    if (plain && against) {
        fprintf(stderr, "bench flow-maps: --plain or --against, not both (the table has room for one)\n");
        return 2;
    }
    if (!dir) dir = "../shared/movingai";
    if (!(maps_dir = flowmaps_path(dir, "/maps", "", ""))) {
        fprintf(stderr, "bench flow-maps: out of memory\n");
        return 1;
    }
    if (!(names = flowmaps_names(maps_dir, &count))) goto done;
    if (!(wanted = (unsigned char *)malloc((size_t)(count > 0 ? count : 1)))) {
        fprintf(stderr, "bench flow-maps: out of memory\n");
        status = 1;
        goto done;
    }
    memset(wanted, only ? 0 : 1, (size_t)(count > 0 ? count : 1));
    if (only) { /* every name listed must exist */
        const char *p = only;
        for (;;) {
            const char *end = strchr(p, ',');
            const size_t len = end ? (size_t)(end - p) : strlen(p);
            int k, known = 0;
            if (len == 0) {
                fprintf(stderr, "bench flow-maps: --only: an empty name in '%s' (names, comma-separated)\n", only);
                goto done;
            }
            for (k = 0; k < count; k++)
                if (strlen(names[k]) == len && !strncmp(names[k], p, len)) known = wanted[k] = 1;
            if (!known) {
                fprintf(stderr, "bench flow-maps: --only: no map '%.*s.map' in %s\n", (int)len, p, maps_dir);
                goto done;
            }
            if (!end) break;
            p = end + 1;
        }
    }
    maps = (flowmaps_map *)calloc((size_t)(count > 0 ? count : 1), sizeof *maps);
    if (!maps) {
        fprintf(stderr, "bench flow-maps: out of memory\n");
        status = 1;
        goto done;
    }
    for (i = 0; i < count; i++) {
        int got;
        if (!wanted[i]) continue;
        maps[loaded].name = names[i];
        maps[loaded].reached = -1;
        got = flowmaps_load(dir, &maps[loaded]);
        if (got < 0) goto done; /* a bad file: nothing timed */
        if (got == 0) continue;
        loaded++;
        {
            flowmaps_map *m = &maps[loaded - 1];
            int k, ok = 1;
            for (k = 0; k < 2; k++) {
                m->ns[k] = (double *)malloc(sizeof(double) * (size_t)rounds);
                m->against[k] = (double *)malloc(sizeof(double) * (size_t)rounds);
                ok &= m->ns[k] != NULL && m->against[k] != NULL;
            }
            for (k = 0; k < FLOWMAPS_BASELINES; k++) ok &= (m->plain[k] = (double *)malloc(sizeof(double) * (size_t)rounds)) != NULL;
            if (!ok) {
                fprintf(stderr, "bench flow-maps: out of memory\n");
                status = 1;
                goto done;
            }
        }
    }
    if (loaded == 0) {
        fprintf(stderr, "bench flow-maps: no map in %s has a scenario file in %s/scen\n", maps_dir, dir);
        goto done;
    }
    {
        size_t length = 1;
        for (i = 0; i < loaded; i++) length += strlen(maps[i].name) + 1;
        if (!(times = (double *)malloc(sizeof *times * (size_t)repeat)) || !(loaded_names = (char *)malloc(length))) {
            fprintf(stderr, "bench flow-maps: out of memory\n");
            status = 1;
            goto done;
        }
        loaded_names[0] = '\0';
        for (i = 0; i < loaded; i++) {
            if (i) strcat(loaded_names, ",");
            strcat(loaded_names, maps[i].name);
        }
    }
    /* With --against, this bench's rounds run in a child process too, as the other bench's do:
     * timed in this process, whose heap had served every earlier round, against a fresh one,
     * identical builds read 0.960-1.063 (docs/flowfield-speed.md, "Session 68"). Both must run
     * and give the same maps, goals and reached cells before anything is timed. */
    if (against && !self) {
        fprintf(stderr, "bench flow-maps: %s is not a path to this bench, so its rounds run in this process "
                        "(run it as build/bench, or ./bench, to time both sides in fresh processes)\n",
                bench_program ? bench_program : "(no name)");
    }
    if (against && ((self && flowmaps_against(self, dir, loaded_names, 1, moves, maps, loaded, -1, 0)) ||
                    flowmaps_against(against, dir, loaded_names, 1, moves, maps, loaded, -1, 1))) {
        status = 1;
        goto done;
    }
    start = bench_wall_seconds();
    for (r = 0; r < rounds; r++) {
        int turn, failed = 0;
        /* with --against, this bench first in even rounds, the other in odd ones */
        for (turn = 0; turn < 2 && !failed; turn++) {
            if ((turn == 0) != (r % 2 == 0))
                failed = against && flowmaps_against(against, dir, loaded_names, repeat, moves, maps, loaded, r, 1);
            else if (against && self)
                failed = flowmaps_against(self, dir, loaded_names, repeat, moves, maps, loaded, r, 0);
            else
                for (i = 0; i < loaded && !failed; i++)
                    failed = flowmaps_round(&maps[i], r, repeat, moves, plain, times);
        }
        if (failed) {
            status = 1;
            goto done;
        }
        fprintf(stderr, "flow-maps: round %d of %d done, %.0f s\n", r + 1, rounds, bench_wall_seconds() - start);
    }
    printf("flow-maps %s: %d map%s, %d neighbours%s, each toward the goal of its longest scenario; "
           "%d round%s of --repeat %d\n",
           dir, loaded, loaded == 1 ? "" : "s", moves == GRIDPATH_MOVES_4 ? 4 : 8,
           moves == GRIDPATH_MOVES_4 ? "" : " (no corner cutting)", rounds, rounds == 1 ? "" : "s", repeat);
    if (against)
        printf("against %s, one round each in turn%s; ratio: the median of the rounds' this / against\n", against,
               self ? ", each in a process of its own" : "");
    if (plain)
        printf("plain, padded, heap: bench/plain.c's hand-written cost fields in the same rounds (a first-version "
               "queue BFS, a padded one, a textbook heap Dijkstra; costs equal the library's, no directions); "
               "speedup: the median of the rounds' hand-written / library (BFS: over plain / over padded)\n");
    printf("ns per reached cell of flowfield_compute (" BENCH_CLOCK "), best / median of the rounds' "
           "medians; bold: a 512x512 map under its target (BFS %.0f ns, exact %.0f ns)\n\n",
           FLOWMAPS_BFS_TARGET, FLOWMAPS_EXACT_TARGET);
    if (against)
        printf("| map | size | goal | reached | BFS | BFS against | ratio | exact | exact against | ratio |\n"
               "|---|---|---|---:|---:|---:|---:|---:|---:|---:|\n");
    else if (plain)
        printf("| map | size | goal | reached | BFS | plain BFS | padded BFS | speedup | exact | heap Dijkstra | "
               "speedup |\n|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    else
        printf("| map | size | goal | reached | BFS | exact |\n|---|---|---|---:|---:|---:|\n");
    for (i = 0; i < loaded; i++) {
        const flowmaps_map *m = &maps[i];
        const int is512 = m->width == 512 && m->height == 512;
        int k;
        at512 += is512;
        printf("| %s | %dx%d | %d %d | %d |", m->name, m->width, m->height, m->goal.x, m->goal.y, m->reached);
        for (k = 0; k < 2; k++) {
            int unused = 0;
            flowmaps_cell(m->ns[k], rounds, is512 ? (k == 0 ? FLOWMAPS_BFS_TARGET : FLOWMAPS_EXACT_TARGET) : 0.0,
                          &met[k]);
            if (against) {
                flowmaps_cell(m->against[k], rounds, 0.0, &unused);
                flowmaps_ratio(m->ns[k], m->against[k], rounds);
            } else if (plain && k == 0) {
                flowmaps_cell(m->plain[BENCH_PLAIN_BFS], rounds, 0.0, &unused);
                flowmaps_cell(m->plain[BENCH_PADDED_BFS], rounds, 0.0, &unused);
                printf(" %.2f / %.2f |", flowmaps_ratio_of(m->plain[BENCH_PLAIN_BFS], m->ns[0], rounds),
                       flowmaps_ratio_of(m->plain[BENCH_PADDED_BFS], m->ns[0], rounds));
            } else if (plain) {
                flowmaps_cell(m->plain[BENCH_HEAP_DIJKSTRA], rounds, 0.0, &unused);
                printf(" %.2f |", flowmaps_ratio_of(m->plain[BENCH_HEAP_DIJKSTRA], m->ns[1], rounds));
            }
        }
        printf("\n");
    }
    if (at512 > 0)
        printf("\nTargets on the %d 512x512 map%s (best of the rounds): BFS %.0f ns met on %d, exact %.0f ns on %d.\n",
               at512, at512 == 1 ? "" : "s", FLOWMAPS_BFS_TARGET, met[0], FLOWMAPS_EXACT_TARGET, met[1]);
    if (at512 > 0 && plain) { /* the targets as fractions of a plain BFS's time, whatever the clock */
        int k, base;
        printf("The targets against the issue's yardstick (a plain queue BFS at %.0f-%.0f ns where they are %.0f "
               "and %.0f ns: at most %.2f-%.2f and %.2f-%.2f of its time), on the %d 512x512 map%s, medians of "
               "the rounds:\n", FLOWMAPS_PLAIN_BFS_LOW, FLOWMAPS_PLAIN_BFS_HIGH, FLOWMAPS_BFS_TARGET,
               FLOWMAPS_EXACT_TARGET, FLOWMAPS_BFS_TARGET / FLOWMAPS_PLAIN_BFS_HIGH,
               FLOWMAPS_BFS_TARGET / FLOWMAPS_PLAIN_BFS_LOW, FLOWMAPS_EXACT_TARGET / FLOWMAPS_PLAIN_BFS_HIGH,
               FLOWMAPS_EXACT_TARGET / FLOWMAPS_PLAIN_BFS_LOW, at512, at512 == 1 ? "" : "s");
        for (k = 0; k < 2; k++)
            for (base = BENCH_PLAIN_BFS; base <= BENCH_PADDED_BFS; base++) {
                const double target = k == 0 ? FLOWMAPS_BFS_TARGET : FLOWMAPS_EXACT_TARGET;
                double lo = 0.0, hi = 0.0;
                int strict = 0, lenient = 0, seen = 0;
                for (i = 0; i < loaded; i++) {
                    const flowmaps_map *m = &maps[i];
                    double of;
                    if (m->width != 512 || m->height != 512) continue;
                    of = flowmaps_ratio_of(m->ns[k], m->plain[base], rounds);
                    if (!seen || of < lo) lo = of;
                    if (!seen || of > hi) hi = of;
                    seen = 1;
                    strict += of <= target / FLOWMAPS_PLAIN_BFS_HIGH;
                    lenient += of <= target / FLOWMAPS_PLAIN_BFS_LOW;
                }
                printf("  %s field / %s: %.3f-%.3f; at most %.2f on %d, at most %.2f on %d\n",
                       k == 0 ? "BFS" : "exact", bench_plain_name((bench_plain_kind)base), lo, hi,
                       target / FLOWMAPS_PLAIN_BFS_HIGH, strict, target / FLOWMAPS_PLAIN_BFS_LOW, lenient);
            }
    }
    status = 0;
done:
    if (maps)
        for (i = 0; i < count; i++) {
            int k;
            free(maps[i].cells);
            for (k = 0; k < 2; k++) {
                free(maps[i].ns[k]);
                free(maps[i].against[k]);
            }
            for (k = 0; k < FLOWMAPS_BASELINES; k++) free(maps[i].plain[k]);
        }
    if (names)
        for (i = 0; i < count; i++) free(names[i]);
    free(names);
    free(wanted);
    free(maps);
    free(times);
    free(loaded_names);
    free(maps_dir);
    return status;
}
