/* agents_common.h: what examples/agents.c, agents_coarse.c and agents_repath.c share, none of
 * it part of the library: options, the generated town, random free cells, a clock, progress
 * lines, an allocation check.
 * Include it after astar.h, with _POSIX_C_SOURCE defined first (for clock_gettime). */
#ifndef AGENTS_COMMON_H
#define AGENTS_COMMON_H
#include "astar.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "example_args.h" /* example_exit_status: standard output checked on the way out */
#ifdef _WIN32 /* mingw-w64 */
#define WIN32_LEAN_AND_MEAN
#include <windows.h>
#endif

/* --help prints usage; each names[j] (NULL-terminated) takes one whole number in lo[j]..hi[j]
 * into *values[j]. Returns -1 to go on, or the code to exit with (errors start "PROGRAM: " and
 * name the option). */
static int parse_options(const char *program, int argc, char **argv, const char *const *names,
                         int *const *values, const long *lo, const long *hi, const char *usage) {
    int i, j;
    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            fputs(usage, stdout);
            return 0;
        }
        for (j = 0; names[j] && strcmp(argv[i], names[j]); j++) {}
        if (!names[j] || i + 1 >= argc) {
            fprintf(stderr, "%s: unknown or incomplete option: %s\n%s", program, argv[i], usage);
            return 2;
        }
        char *end;
        long value = strtol(argv[++i], &end, 10);
        if (end == argv[i] || *end || value < -1000000000L || value > 1000000000L) {
            fprintf(stderr, "%s: %s wants a whole number in %ld..%ld, not '%s'\n%s", program, names[j],
                    lo[j], hi[j], argv[i], usage);
            return 2;
        }
        if (value < lo[j] || value > hi[j]) {
            fprintf(stderr, "%s: %s wants a whole number in %ld..%ld, not %ld\n%s", program, names[j],
                    lo[j], hi[j], value, usage);
            return 2;
        }
        *values[j] = (int)value;
    }
    return -1;
}

static double clock_s(clockid_t clock) { /* CLOCK_MONOTONIC, or CLOCK_THREAD_CPUTIME_ID */
#ifdef _WIN32
    /* Windows counts a thread's CPU time in scheduler ticks of about 15.6 ms, longer than most
     * of what these programs time: wall time there (QueryPerformanceCounter), for both clocks */
    LARGE_INTEGER count, frequency;
    (void)clock;
    QueryPerformanceCounter(&count);
    QueryPerformanceFrequency(&frequency);
    return (double)count.QuadPart / (double)frequency.QuadPart;
#else
    struct timespec t;
    clock_gettime(clock, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
#endif
}

/* Long runs say how far they got: "WHAT DONE/TOTAL, S s" on stderr at most every 2 s of wall
 * time, the first 2 s after progress_start (short runs print nothing). One thread at a time. */
static double progress_started, progress_last;
static void progress_start(void) { progress_started = progress_last = clock_s(CLOCK_MONOTONIC); }
static void progress(const char *what, double done, double total) {
    double now = clock_s(CLOCK_MONOTONIC);
    if (now - progress_last < 2.0) return;
    progress_last = now;
    fprintf(stderr, "%s %.0f/%.0f, %.0f s\n", what, done, total, now - progress_started);
}

static uint32_t rng(uint32_t *state) { /* xorshift32: the same town and agents everywhere */
    *state ^= *state << 13; *state ^= *state >> 17; *state ^= *state << 5;
    return *state;
}

/* size x size cells of cost 1, then rectangles (buildings) and discs (lakes) of walls (0), one
 * per 250 cells, then one cell in 20 a rock. */
static void make_town(int *cells, int size, uint32_t *seed) {
    int i, x, y, n = size * size;
    for (i = 0; i < n; i++) cells[i] = 1;
    for (i = 0; i < n / 250; i++) {
        int cx = (int)(rng(seed) % (uint32_t)size), cy = (int)(rng(seed) % (uint32_t)size),
            disc = (int)(rng(seed) & 1);
        int rx = 2 + (int)(rng(seed) % 9), ry = 2 + (int)(rng(seed) % 9);
        for (y = cy - ry > 0 ? cy - ry : 0; y <= cy + ry && y < size; y++)
            for (x = cx - rx > 0 ? cx - rx : 0; x <= cx + rx && x < size; x++)
                if (!disc || (double)((x - cx) * (x - cx)) / (rx * rx) +
                                 (double)((y - cy) * (y - cy)) / (ry * ry) <= 1.0)
                    cells[y * size + x] = 0;
    }
    for (i = 0; i < n; i++) if (rng(seed) % 20 == 0) cells[i] = 0;
}

/* A random free cell; with `from`, one that can reach it (as a game picks destinations). When
 * 100000 tries find none, from is in a small pocket (a cell walled in by rocks): *from is drawn
 * again, up to 100 times. Exits with a message when that finds none. */
static gridpath_point free_cell(const gridpath_grid *g, const astar_components *reach,
                                gridpath_point *from, uint32_t *seed) {
    gridpath_point p;
    int tries, starts;
    for (starts = 0; starts < 100; starts++) {
        for (tries = 0; tries < 100000; tries++) {
            p.x = (int)(rng(seed) % (uint32_t)g->width);
            p.y = (int)(rng(seed) % (uint32_t)g->height);
            if (g->cells[p.y * g->width + p.x] > 0 &&
                (!from || astar_components_connected(reach, *from, p)))
                return p;
        }
        if (!from) break;
        *from = free_cell(g, reach, NULL, seed);
    }
    fprintf(stderr, "the town has almost no free cell; try another --seed\n");
    exit(1);
    return p; /* not reached (for compilers that do not know exit does not return: tcc) */
}

static void *check(void *p) { /* every allocation happens once, before any search */
    if (p) return p;
    fprintf(stderr, "out of memory: try a smaller --size or fewer agents\n");
    exit(1);
    return p; /* not reached (for compilers that do not know exit does not return: tcc) */
}
#endif
