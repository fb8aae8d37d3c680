/* test_flowfield_plain_nosimd.c - all of test_flowfield.c with every BFS field computed by the
 * plain (branchy) queue loop and every uniform exact field by the plain event loop, whatever the
 * terrain (see test_flowfield_masked.c), and the grid passes without SSE2 (FLOWFIELD_NO_SIMD), and
 * the portable bit counts (FLOWFIELD_NO_BUILTIN). */
#define FLOWFIELD_NO_SIMD
#define FLOWFIELD_NO_BUILTIN /* as a compiler other than gcc and clang builds it */
#define FLOWFIELD__FORCE 1
#define TEST_FLOWFIELD_NAME "flowfield (no SIMD, plain loops forced)"
#include "test_flowfield.c"
