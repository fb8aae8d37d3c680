/* test_flowfield_masked_nosimd.c - all of test_flowfield.c built with FLOWFIELD_NO_SIMD (plain
 * loops for the grid passes) and the masked loops forced, so the code without SSE2 is checked
 * too, with the portable bit counts (FLOWFIELD_NO_BUILTIN). */
#define FLOWFIELD_NO_SIMD
#define FLOWFIELD_NO_BUILTIN /* as a compiler other than gcc and clang builds it */
#define FLOWFIELD__FORCE 2
#define TEST_FLOWFIELD_NAME "flowfield (no SIMD, masked loops forced)"
#include "test_flowfield.c"
