/* test_flowfield_masked.c - all of test_flowfield.c with every BFS field and every uniform exact
 * field computed by the masked (bit per cell) loops, whatever the terrain; flowfield.h picks a
 * loop by how broken the grid is, so without this some grids would only ever meet one of them.
 * The masked BFS records the ends of at most 4 layers here, so it writes most layers' steps as
 * they come, as it does on grids with more layers than it has room for. The masked exact loop
 * filters its diagonal events wherever its stream fits (test_flowfield_masked_unfiltered.c: never). */
#define FLOWFIELD__FORCE 2
#define FLOWFIELD__FILTER 2
#define FLOWFIELD__LAYER_ROOM 5u
#define TEST_FLOWFIELD_NAME "flowfield (masked loops forced)"
#include "test_flowfield.c"
