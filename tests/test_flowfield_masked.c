/* test_flowfield_masked.c - all of test_flowfield.c with every BFS field and every uniform exact
 * field computed by the masked (bit per cell) loops, whatever the terrain; flowfield.h picks a
 * loop by how broken the grid is, so without this some grids would only ever meet one of them. */
#define FLOWFIELD__FORCE 2
#define TEST_FLOWFIELD_NAME "flowfield (masked loops forced)"
#include "test_flowfield.c"
