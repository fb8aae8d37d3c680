/* timing.c - the clocks and the median every bench command uses. */
#define _POSIX_C_SOURCE 200809L
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
#include "bench.h"

#ifdef _WIN32
/* Windows (mingw-w64): the thread CPU time there (GetThreadTimes, also behind mingw's
 * CLOCK_THREAD_CPUTIME_ID) advances by whole scheduler ticks of about 15.6 ms, longer than most
 * fields take, so both clocks are QueryPerformanceCounter's wall time (BENCH_CLOCK says which) */
#define WIN32_LEAN_AND_MEAN
#include <windows.h>
static double timing_read(void) {
    LARGE_INTEGER count, frequency;
    QueryPerformanceCounter(&count);
    QueryPerformanceFrequency(&frequency);
    return (double)count.QuadPart / (double)frequency.QuadPart;
}
double bench_wall_seconds(void) { return timing_read(); }
double bench_cpu_seconds(void) { return timing_read(); }
#else
static double timing_read(clockid_t clock) {
    struct timespec t;
    clock_gettime(clock, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

double bench_wall_seconds(void) { return timing_read(CLOCK_MONOTONIC); }

/* on a busy shared machine wall time also counts the time other processes ran */
double bench_cpu_seconds(void) { return timing_read(CLOCK_THREAD_CPUTIME_ID); }
#endif

static int timing_compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

double bench_median(double *values, int count) {
    if (count <= 0) return 0.0;
    qsort(values, (size_t)count, sizeof *values, timing_compare);
    return count % 2 ? values[count / 2] : 0.5 * (values[count / 2 - 1] + values[count / 2]);
}

void bench_progress_start(bench_progress *p) {
    p->tty = isatty(2);
#ifdef _WIN32
    { /* the line is redrawn with "\r\033[K": a console that cannot take escape sequences
         (before Windows 10) gets a line every 10 s instead */
        HANDLE console = GetStdHandle(STD_ERROR_HANDLE);
        DWORD mode;
        if (p->tty && (!GetConsoleMode(console, &mode) ||
                       !SetConsoleMode(console, mode | 0x0004 /* ENABLE_VIRTUAL_TERMINAL_PROCESSING */)))
            p->tty = 0;
    }
#endif
    p->last = bench_wall_seconds();
    p->shown = 0;
}

void bench_progress_note(bench_progress *p, const char *format, ...) {
    va_list args;
    const double now = bench_wall_seconds();
    if (now - p->last < (p->tty ? 0.25 : 10.0)) return;
    p->last = now;
    p->shown = 1;
    if (p->tty) fputs("\r\033[K", stderr);
    va_start(args, format);
    vfprintf(stderr, format, args);
    va_end(args);
    fputs(p->tty ? "" : "\n", stderr);
    fflush(stderr);
}

void bench_progress_end(bench_progress *p) {
    if (p->tty && p->shown) fputs("\r\033[K", stderr);
    p->shown = 0;
}
