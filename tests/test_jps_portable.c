/* test_jps_portable.c - all of test_jps.c with the portable bit counts (ASTAR_JPS_NO_BUILTIN),
 * which JPS's jumps use on compilers other than gcc and clang. */
#define ASTAR_JPS_NO_BUILTIN
#define TEST_NAME "test_jps (portable bit counts)"
#include "test_jps.c"
