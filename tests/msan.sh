#!/bin/sh
# The tests under clang's MemorySanitizer: reads of memory never written, which AddressSanitizer
# (make test's build) does not see. The libraries work in caller-owned memory that they do not
# clear (a workspace is reset in O(1) per query), so a read of a byte no query wrote is a bug
# there, or, where a SIMD loop reads a block and masks lanes out, a report a user running MSan
# would see; flowfield.h zeroes such lanes under MSan (FLOWFIELD__MSAN). Every test but the
# forced-loop variants of test_flowfield (test_flowfield picks its loops by terrain, as users'
# builds do) and the portable twins. Skipped with a note where clang cannot build and run an
# MSan program (Debian: apt-get install clang libclang-rt-14-dev). Prints "msan: N passed, N
# failed" like the other tests.
cd "$(dirname "$0")/.." || exit 1
out=${BUILD:-build}/msan; mkdir -p "$out"
. tests/target.sh
cc=${CLANG:-clang}
if echo 'int main(void){return 0;}' | $cc -fsanitize=memory -x c -o "$out/probe" - >/dev/null 2>&1 &&
   "$out/probe"; then
    target msan "$cc" "-g -fsanitize=memory -fsanitize-memory-track-origins -fno-omit-frame-pointer" "" \
        test_astar test_jps test_flowfield test_simd_same test_smooth test_components test_features \
        test_bad_input test_movingai test_threads
else
    echo "SKIP: $cc cannot build with -fsanitize=memory (apt-get install clang libclang-rt-14-dev): MemorySanitizer tests skipped"
fi
echo "msan: $passed passed, $failed failed"
[ $failed -eq 0 ]
