/* test_flowfield_small.c - all of test_flowfield.c with the implementation built with
 * FLOWFIELD_SMALL: only the plain search loops (no masked loops, no runs loop, no tables in the
 * workspace), as a build for small memories would have it. */
#define FLOWFIELD_SMALL
#define TEST_FLOWFIELD_NAME "flowfield (FLOWFIELD_SMALL)"
#include "test_flowfield.c"
