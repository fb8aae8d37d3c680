/* test_astar_portable.c - all of test_astar.c with the portable bit counts
 * (ASTAR_JPS_NO_BUILTIN), which A*'s neighbour loop uses on compilers other than gcc and clang. */
#define ASTAR_JPS_NO_BUILTIN
#define TEST_NAME "test_astar (portable bit counts)"
#include "test_astar.c"
