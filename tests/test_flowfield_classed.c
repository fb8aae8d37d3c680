/* test_flowfield_classed.c - all of test_flowfield.c with every BFS field computed by the
 * classed loop (the plain loop with each layer's cells in eight lists by back direction, each
 * list's cells tested on five neighbours, or with 4 neighbours in four lists on three), whatever
 * the terrain, neighbour count and corner rule, and on small grids, where a layer outgrows its
 * lists (an eighth of the padded grid's cells each), handing over to the plain loop (see
 * test_flowfield_masked.c). Exact fields use the plain event loop. */
#define FLOWFIELD__FORCE 5
#define TEST_FLOWFIELD_NAME "flowfield (classed loop forced)"
#include "test_flowfield.c"
