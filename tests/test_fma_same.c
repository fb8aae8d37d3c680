/* test_fma_same.c - a build that may fuse multiply-adds gives the same fields as one that does
 * not, byte for byte: costs and every code, ties included (lockstep games run one simulation on
 * x86 and on AArch64, where gcc fuses by default). tests/test_simd_same.c's grids, with its
 * second copy of flowfield.h replaced by tests/fma_same_copy.c's: -std=gnu99 -O2 and, where the
 * CPU has FMA, -mfma (the Makefile's rule), against this file's strict C99 build without FMA.
 * flowfield.h turns contraction off for its own code; without that, 0.12.1 gave other codes on
 * 168 of the 30,000 grids (gcc 12 and clang 14, x86-64 with -mfma). */
#include <stdio.h>
int fma_same_copy_has_fma(void);
#define SIMD_SAME_NAME "fma_same (builds without and with fused multiply-add)"
#define SIMD_SAME_THIS "without fused multiply-add"
#define SIMD_SAME_OTHER "with"
#define SIMD_SAME_NOTE()                                                                          \
    (fma_same_copy_has_fma() ? (void)0                                                            \
                             : (void)printf("NOTE: the second copy was built without FMA "        \
                                            "instructions: both copies compute alike\n"))
#include "test_simd_same.c"
