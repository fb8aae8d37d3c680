/* test_flowfield_sight_room.c - all of test_flowfield.c with the line-of-sight pass's lists of
 * shadows squeezed to one range (they merge when full, covering the gaps between them: more is
 * shadowed, never less), so that path runs: every flag must still be true, and open ground
 * (no shadows) still all seen. */
#define FLOWFIELD__SIGHT_ROOM 1
#define TEST_SIGHT_SQUEEZED 1
#define TEST_FLOWFIELD_NAME "flowfield (line-of-sight lists squeezed)"
#include "test_flowfield.c"
