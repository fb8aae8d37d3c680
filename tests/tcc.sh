#!/bin/sh
# Every test program, the bench and the examples again, built by the Tiny C Compiler: a third
# compiler with its own front end and code generator and no optimiser, which has no SSE2
# intrinsics (flowfield.h's plain passes run), no __has_include, and does not know that exit()
# does not return. The tests run as they are (test_simd_same and test_fma_same aside: with no
# SSE2 and no FMA each would compare a build with itself); the bench and the examples through
# tests/target.sh's programs. Skipped with a note where tcc is missing (Debian: apt-get install tcc). Prints
# "tcc: N passed, N failed" like the other tests.
cd "$(dirname "$0")/.." || exit 1
out=${BUILD:-build}/tcc; mkdir -p "$out"
. tests/target.sh
cc=${TCC:-tcc}
if echo 'int main(void){return 0;}' | $cc -x c -o "$out/probe" - >/dev/null 2>&1 && "$out/probe"; then
    tests=""
    for f in tests/test_*.c; do
        t=$(basename "$f" .c)
        case $t in test_simd_same | test_fma_same) ;; *) tests="$tests $t" ;; esac
    done
    # shellcheck disable=SC2086 # the names split on spaces
    target tcc "$cc" "" "" $tests
    programs tcc "$cc" ""
else
    echo "SKIP: $cc not installed (apt-get install tcc): the tcc builds skipped"
fi
echo "tcc: $passed passed, $failed failed"
[ $failed -eq 0 ]
