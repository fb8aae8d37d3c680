/* test_flowfield_corridor.c - all of test_flowfield.c with every BFS field computed by the
 * corridor loop (mask, then one push per set bit) and every uniform exact field by the two-queue
 * loop kept for corridors, whatever the terrain (see test_flowfield_masked.c). */
#define FLOWFIELD__FORCE 3
#define TEST_FLOWFIELD_NAME "flowfield (corridor loops forced)"
#include "test_flowfield.c"
