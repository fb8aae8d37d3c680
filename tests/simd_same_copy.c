/* simd_same_copy.c - the second copy of flowfield.h in test_simd_same: built without SSE2
 * (FLOWFIELD_NO_SIMD), static, reached through one wrapper. Not a test program of its own. */
#define FLOWFIELD_NO_SIMD
#define FLOWFIELD_STATIC
#define FLOWFIELD_IMPLEMENTATION
#include "flowfield.h"
#define SIMD_SAME_FIELD simd_same_plain_field
#include "simd_same_field.h"
