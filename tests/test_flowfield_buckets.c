/* test_flowfield_buckets.c - all of test_flowfield.c with the weighted search's bucket queue
 * squeezed: a ring of at most 8 lists, so most weighted fields use the window and the overflow
 * list; chunks of 3 cells, so lists span many chunks; a pool of chunks no larger than the bound
 * flowfield__grow relies on, compacted before every new chunk is taken (so compaction runs all
 * the time), aborting if the pool runs out. */
#include <stdlib.h>
#define FLOWFIELD__RING_MOST 8
#define FLOWFIELD__CHUNK 4
#define FLOWFIELD__POOL_TIGHT abort
#define TEST_FLOWFIELD_NAME "flowfield (bucket queue squeezed)"
#include "test_flowfield.c"
