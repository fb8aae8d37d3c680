/* test_flowfield_runs.c - all of test_flowfield.c with every BFS field computed by the runs loop
 * (the BFS that queues runs of cells along rows and columns), whatever the terrain, handing over
 * to the cell queue loop after a few layers where its runs are short (so both the runs and the
 * hand-over meet every kind of grid; see test_flowfield_masked.c). Exact fields use the plain
 * event loop. */
#define FLOWFIELD__FORCE 4
#define FLOWFIELD__RUNS_WARMUP 3
#define TEST_FLOWFIELD_NAME "flowfield (runs loop forced)"
#include "test_flowfield.c"
