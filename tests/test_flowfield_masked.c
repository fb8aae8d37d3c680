/* test_flowfield_masked.c - all of test_flowfield.c with every BFS field computed by the masked
 * (branch-free) loop, whatever the terrain; flowfield.h picks a loop by how broken the grid is,
 * so without this some grids would only ever meet one of the two. */
#define FLOWFIELD__FORCE 2
#define TEST_FLOWFIELD_NAME "flowfield (masked BFS loop forced)"
#include "test_flowfield.c"
