/* test_flowfield_masked_unfiltered.c - all of test_flowfield.c with every BFS field and every
 * uniform exact field computed by the masked loops (as test_flowfield_masked.c), the exact one
 * never filtering its diagonal events: every list entry has its diagonal event, as on grids
 * where passability changes at fewer than 3 in 20 passable cells. */
#define FLOWFIELD__FORCE 2
#define FLOWFIELD__FILTER 0
#define TEST_FLOWFIELD_NAME "flowfield (masked loops forced, no diagonal filter)"
#include "test_flowfield.c"
