/* bench.h - the bench binary's commands, one file each (bench/main.c dispatches). */
#ifndef BENCH_H_INCLUDED
#define BENCH_H_INCLUDED
#include <stddef.h>
#include "flowfield.h"
int bench_suite_main(int argc, char **argv); /* bench/suite.c: default run on built-in maps */
int bench_scen_main(int argc, char **argv);  /* bench/scen.c:  build/bench scen MAP SCEN ... */
int bench_flow_main(int argc, char **argv);  /* bench/flow.c:  build/bench flow MAP --goal X Y ... */
int bench_reach_main(int argc, char **argv); /* bench/reach.c: build/bench reach [--size N] [--map F] */
int bench_flow_maps_main(int argc, char **argv); /* bench/flowmaps.c: build/bench flow-maps [DIR] ... */
/* bench/timing.c */
extern const char *bench_program; /* main's argv[0]: how bench flow-maps --against runs itself again */
double bench_wall_seconds(void); /* CLOCK_MONOTONIC */
double bench_cpu_seconds(void);  /* CLOCK_THREAD_CPUTIME_ID: this thread's CPU time */
/* what bench_cpu_seconds measures, for the bench's output: on Windows it is wall time (see
 * timing.c) */
#ifdef _WIN32
#define BENCH_CLOCK "wall time: Windows counts thread CPU time in 15.6 ms ticks"
#else
#define BENCH_CLOCK "thread CPU time"
#endif
double bench_median(double *values, int count); /* sorts values; 0 when count <= 0 */
/* A progress line on stderr for long runs: on a terminal one line redrawn at most 4 times a
 * second (cleared by _end), else a line every 10 s; nothing for runs shorter than that. */
typedef struct bench_progress {
    int tty, shown;
    double last;
} bench_progress;
void bench_progress_start(bench_progress *p);
#if defined(__GNUC__) || defined(__clang__)
__attribute__((format(printf, 2, 3)))
#endif
void bench_progress_note(bench_progress *p, const char *format, ...);
void bench_progress_end(bench_progress *p);
/* bench/scen.c */
struct movingai_map;
struct movingai_scenarios;
/* text is a decimal integer in [min, max], nothing else ("3x", "", " 3" fail): 0 ok; -1 not a
 * decimal integer; -2 one below min, -3 one above max (however many digits it has). */
int bench_parse_count(const char *text, int min, int max, int *out);
/* text is a decimal number (strtod's forms, infinity included; not NaN), nothing else: 0 ok, -1
 * not (the caller checks the range) */
int bench_parse_number(const char *text, double *out);
/* path names a directory (so an output file cannot be written there): 1 yes, 0 no */
int bench_is_directory(const char *path);
/* An output path that is one of the run's input files (the same file, by any name): 1 after
 * "WHO: OPTION PATH is the input file INPUT: it would be overwritten; give another name" on
 * stderr; else 0. Checked before the file is opened for writing. */
int bench_overwrites_input(const char *who, const char *option, const char *path, const char *input);
/* After fopen(path, "w") failed: "WHO: cannot write OPTION PATH: ..." on stderr, naming a
 * directory given as the file as one, else the system's reason */
void bench_cannot_write(const char *who, const char *option, const char *path);
/* Does SCEN fit MAP: scenarios present, same size, every start and goal on a cell the scenario's
 * terrain class can use ('.GS', 'W' or 'T', both in one class)? 0 yes, -1 with "FILE:LINE: ..."
 * in error. */
int bench_scen_check(const struct movingai_map *map, const struct movingai_scenarios *scen,
                     const char *map_path, const char *scen_path, char *error, size_t error_size);
/* bench/flow.c: flowfield_compute repeat times, times[i] the thread CPU seconds of each (until a
 * failure, whose result it returns; info from the last). */
flowfield_result bench_flow_time(flowfield_workspace *ws, flowfield_field *field, const gridpath_grid *grid,
                                 const gridpath_point *goals, int goal_count, const flowfield_options *options,
                                 int repeat, double *times, flowfield_info *info);
/* bench/plain.c: the baselines of `bench flow-maps --plain`, cost fields as hand-written
 * searches compute them (no directions), sharing no code with flowfield.h; its arrays are
 * allocated once, as the library's workspace is. */
typedef enum bench_plain_kind {
    BENCH_PLAIN_BFS,    /* a first version: % and / per cell, bounds checks on the int grid */
    BENCH_PADDED_BFS,   /* the grid copied into bytes with a blocked border, index offsets */
    BENCH_HEAP_DIJKSTRA /* textbook: padded grid, binary heap with decrease-key, double costs */
} bench_plain_kind;
typedef struct bench_plain {
    int width, height;
    bench_plain_kind kind; /* of the last compute: which layout steps/cost are in */
    int *steps;            /* BFS steps to the goal, -1 unreached */
    double *cost;          /* Dijkstra costs to the goal, where position[] is -2 */
    int *order;            /* the BFS queue, or the Dijkstra heap */
    int *position;         /* Dijkstra: a cell's place in the heap, -1 never queued, -2 settled */
    unsigned char *open;   /* padded passability, rows width + 2 apart */
} bench_plain;
int bench_plain_init(bench_plain *p, int width, int height); /* 0 ok, -1 out of memory */
void bench_plain_free(bench_plain *p);
/* The costs toward goal on grid (the init's size), moves GRIDPATH_MOVES_4 or 8 neighbours without
 * corner cutting (any other value is taken as that); Dijkstra's
 * steps cost octile steps times the entered cell's value. Returns the cells reached, -1 for a
 * goal outside or blocked. */
int bench_plain_compute(bench_plain *p, const gridpath_grid *grid, gridpath_point goal, gridpath_moves moves,
                        bench_plain_kind kind);
/* The first cell (y * width + x) whose cost from the last compute differs from field's (reached
 * or not, or by more than 1e-5 relative), its cost in *mine; -1 none */
long bench_plain_check(const bench_plain *p, const flowfield_field *field, double *mine);
/* "plain BFS", "padded BFS" or "heap Dijkstra" */
const char *bench_plain_name(bench_plain_kind kind);
/* bench_plain_compute repeat times (times[i]: thread CPU seconds of each), then the costs checked
 * against field, which reached cells: 0 equal, -1 not (what differs said in error) */
int bench_plain_time(bench_plain *p, const gridpath_grid *grid, gridpath_point goal, gridpath_moves moves,
                     bench_plain_kind kind, const flowfield_field *field, int reached, int repeat,
                     double *times, char *error, size_t error_size);
#endif
