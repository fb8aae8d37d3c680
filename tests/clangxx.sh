#!/bin/sh
# The C++ test programs again, built by clang++ under AddressSanitizer and UBSan (make test builds
# them with g++ in build/cxx/). The two front ends check different things: g++ 12 let the tests
# pass out-of-range result codes to astar_result_string and flowfield_result_string, which
# clang++'s enum check stops (undefined in C++; the C builds keep those checks, tests/check.h).
# Skipped with a note where clang++ cannot build and run a sanitized program (Debian: apt-get
# install clang libclang-rt-14-dev). Prints "clang++: N passed, N failed" like the other tests.
cd "$(dirname "$0")/.." || exit 1
out=${BUILD:-build}/clangxx; mkdir -p "$out"
LANG_FLAGS="-x c++"
. tests/target.sh
cxx=${CLANGXX:-clang++}
# CXX_NAMES and SAN: the Makefile's list of C++ tests and its sanitizer flags (tests/target.sh
# reads them), so both builds agree
san="-g $SAN"
# shellcheck disable=SC2086 # the flags split on spaces
if echo 'int main() { return 0; }' | $cxx $san -x c++ -o "$out/probe" - >/dev/null 2>&1 && "$out/probe"; then
    # shellcheck disable=SC2046 # the names split on spaces
    target clang++ "$cxx" "$san" "" $(for n in $CXX_NAMES; do printf 'test_%s ' "$n"; done)
else
    echo "SKIP: $cxx cannot build with -fsanitize=address,undefined (apt-get install clang libclang-rt-14-dev): clang++ tests skipped"
fi
echo "clang++: $passed passed, $failed failed"
[ $failed -eq 0 ]
