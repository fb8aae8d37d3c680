/* fma_same_copy.c - the second copy of flowfield.h in test_fma_same: built as gcc and clang
 * build by default (-std=gnu99, multiply-adds may be fused) at -O2, with FMA instructions where
 * the CPU has them (the Makefile adds -mfma on such x86 machines), static, reached through one
 * wrapper. Not a test program of its own. */
#define FLOWFIELD_STATIC
#define FLOWFIELD_IMPLEMENTATION
#include "flowfield.h"
#define SIMD_SAME_FIELD simd_same_plain_field
#include "simd_same_field.h"

int fma_same_copy_has_fma(void);
/* 1 where this copy was compiled for a target with fused multiply-add instructions */
int fma_same_copy_has_fma(void) {
#if defined(__FMA__) || defined(__ARM_FEATURE_FMA) || defined(__aarch64__) || defined(__s390x__)
    return 1;
#else
    return 0;
#endif
}
