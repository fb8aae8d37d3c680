/* The headers as a compiler that is neither gcc nor clang sees them, with SSE2 (MSVC's case on
 * x86-64, which nothing here can run): the C library and SSE2 headers first, with the GNU
 * macros still there (they need them), then __GNUC__ and __clang__ gone, so the headers take
 * their portable branches (no attributes, no builtins) with the SSE2 loops. Built by
 * tests/compile.sh with clang -Wall -Wextra -Werror: an unused static function, for one, is an
 * error there (MSVC's C4505), which GNU compilers do not report for the headers' inline ones. */
#include <emmintrin.h>
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#undef __GNUC__
#undef __clang__
#if defined(__GNUC__) || defined(__clang__) || !defined(__SSE2__)
#error "expected the GNU macros gone and SSE2 on"
#endif
#include "compile_impl.c"
