/* The one translation unit of the bench that holds the libraries' implementations. */
#define ASTAR_IMPLEMENTATION
#include "astar.h"
#define FLOWFIELD_IMPLEMENTATION
#include "flowfield.h"
#define MOVINGAI_IMPLEMENTATION
#include "movingai.h"
