/* test_flowfield_plain.c - all of test_flowfield.c with every BFS field computed by the plain
 * (branchy) queue loop and every uniform exact field by the plain event loop, whatever the
 * terrain (see test_flowfield_masked.c), with SSE2 where the machine has it: the plain exact
 * loop keeps its cost pairs in SSE2 registers and streams only the diagonal events it cannot
 * rule out (test_flowfield_plain_nosimd.c runs it without SSE2). */
#define FLOWFIELD__FORCE 1
/* and the exact fields whose farthest cell costs more than 40 steps are done again by the two
 * queues (as those beyond 2^16 steps are) */
#define FLOWFIELD__EXACT_STEPS 40.0
#define TEST_FLOWFIELD_NAME "flowfield (plain loops forced)"
#include "test_flowfield.c"
