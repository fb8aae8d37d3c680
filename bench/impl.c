/* The one translation unit of the bench that holds the libraries' implementations. */
#define ASTAR_IMPLEMENTATION
#include "astar.h"
#if defined(__has_include)
#if __has_include("flowfield.h")
#define FLOWFIELD_IMPLEMENTATION
#include "flowfield.h"
#endif
#endif
#if defined(__has_include)
#if __has_include("movingai.h")
#define MOVINGAI_IMPLEMENTATION
#include "movingai.h"
#endif
#endif
