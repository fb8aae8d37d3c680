/* Translation unit 1 of 2: holds the implementations (with both headers included twice, to
 * show the include guards and the once-guard of the implementation hold). */
#define ASTAR_IMPLEMENTATION
#include "astar.h"
#include "astar.h"
#ifdef WITH_FLOWFIELD
#define FLOWFIELD_IMPLEMENTATION
#include "flowfield.h"
#include "flowfield.h"
#endif
