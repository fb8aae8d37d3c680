/* test_flowfield_runs_only.c - all of test_flowfield.c with every BFS field computed by the runs
 * loop to the end, never handing over to the cell queue loop (see test_flowfield_runs.c). */
#define FLOWFIELD__FORCE 4
#define FLOWFIELD__RUNS_MIN 0
#define FLOWFIELD_NO_BUILTIN /* the portable bit counts, which the runs loop uses most */
#define TEST_FLOWFIELD_NAME "flowfield (runs loop only)"
#include "test_flowfield.c"
