/* bench.h - the bench binary's commands, one file each (bench/main.c dispatches). */
#ifndef BENCH_H_INCLUDED
#define BENCH_H_INCLUDED
int bench_suite_main(int argc, char **argv); /* bench/suite.c: default run on built-in maps */
int bench_scen_main(int argc, char **argv);  /* bench/scen.c:  build/bench scen MAP SCEN ... */
int bench_flow_main(int argc, char **argv);  /* bench/flow.c:  build/bench flow MAP --goal X Y ... */
int bench_reach_main(int argc, char **argv); /* bench/reach.c: build/bench reach [--size N] [--map F] */
/* bench/timing.c */
double bench_wall_seconds(void); /* CLOCK_MONOTONIC */
double bench_cpu_seconds(void);  /* CLOCK_THREAD_CPUTIME_ID: this thread's CPU time */
double bench_median(double *values, int count); /* sorts values; 0 when count <= 0 */
#endif
