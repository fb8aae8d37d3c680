/* example_args.h: how the picture examples (crowd, mapview, squads, tilemap, timeslice) read the
 * numbers on their command lines (crowd and squads their --metric, tilemap and clickmap how many
 * values their --random has), how the long runs say how far they got, and how every example
 * checks on its way out that its standard output was written. None of it is part of the library. */
#ifndef EXAMPLE_ARGS_H
#define EXAMPLE_ARGS_H
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* 1 when a long run should print a progress line: every 5 s of wall time or so, counted from the
 * first call (short runs print none) */
static inline int example_progress_due(void) { /* (inline: not every example uses it) */
    static time_t next = 0;
    const time_t now = time(NULL);
    if (next == 0) next = now + 5;
    if (now < next) return 0;
    next = now + 5;
    return 1;
}

/* text as a number in lo..hi (a whole one unless real; nothing else in text), else
 * "PROGRAM: OPTION wants ..." and the usage on stderr, and exit 2 (a usage error) (inline: the
 * agents programs include this file for example_exit_status only) */
static inline double example_number(const char *program, const char *usage, const char *option,
                                    const char *text, double lo, double hi, int real) {
    char *end;
    double value = real ? strtod(text, &end) : (double)strtol(text, &end, 10);
    if (end == text || *end || !(value >= lo && value <= hi)) {
        fprintf(stderr, "%s: %s wants a %s in %.10g..%.10g, not '%s'\n%s", program, option,
                real ? "number" : "whole number", lo, hi, text, usage);
        exit(2);
    }
    return value;
}

/* The exit status once standard output is flushed: status, or where it could not be written (a
 * full disk, a closed pipe) "PROGRAM: writing standard output failed: REASON" on stderr and 1 (a
 * run that failed already keeps its own status). Every example's main returns it. */
static inline int example_exit_status(const char *program, int status) {
    errno = 0;
    if (fflush(stdout) == 0 && !ferror(stdout)) return status;
    fprintf(stderr, "%s: writing standard output failed: %s\n", program,
            strerror(errno ? errno : EIO));
    return status ? status : 1;
}

/* how many of the arguments after argv[i] (at most `most`) are its values: those before the
 * next --option or the end (a negative number is a value); tilemap's and clickmap's --random */
static inline int example_values_after(int argc, char **argv, int i, int most) {
    int given = 0;
    while (given < most && i + 1 + given < argc && strncmp(argv[i + 1 + given], "--", 2)) given++;
    return given;
}

#ifdef FLOWFIELD_H_INCLUDED
/* --metric's word (after flowfield.h): "exact" or "octile", the same (octile steps times the
 * cell's cost; the bench and the docs say octile), or "bfs"; else "PROGRAM: --metric wants ..."
 * and the usage on stderr, and exit 2 (inline: not every example uses it) */
static inline flowfield_metric example_metric(const char *program, const char *usage, const char *text) {
    if (strcmp(text, "exact") && strcmp(text, "octile") && strcmp(text, "bfs")) {
        fprintf(stderr, "%s: --metric wants exact (or octile, the same) or bfs, not '%s'\n%s", program, text,
                usage);
        exit(2);
    }
    return strcmp(text, "bfs") ? FLOWFIELD_METRIC_EXACT : FLOWFIELD_METRIC_BFS;
}
#endif
#endif
