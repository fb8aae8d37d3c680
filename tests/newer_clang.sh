#!/bin/sh
# Newer clangs, as users of current toolchains build the headers (Debian 12's clang is 14; its
# bookworm archive also has clang-19 and clang-22, which .ci/run installs where it can): for every
# clang-N with N >= 15 in PATH, both headers clean under -Wconversion as C99 and C2x and, by
# clang++-N, as C++11 and C++2b; quiet under -Weverything but for the warnings README names
# (-Wpadded, -Wfloat-equal, and the newer clangs' -Wswitch-default, -Wunsafe-buffer-usage and
# -Wnrvo); the bench and the examples clean under the Makefile's warnings; and, with the newest
# one, the programs of `make check` under AddressSanitizer/UBSan. tests/compile.sh runs its
# fast-math and fp-contract checks and tests/cross.sh its i386 x87 tests with these clangs too.
# Without any such clang it skips with a note.
# Prints "newer-clang: N passed, N failed".
cd "$(dirname "$0")/.." || exit 1
out=${BUILD:-build}/newer-clang; mkdir -p "$out"
# the Makefile's warnings, sanitizers, make check's programs (CXX_NAMES) and stb_image.h's place
eval "$(${MAKE:-make} -s --no-print-directory test-vars)" || exit 1
eval "$(${MAKE:-make} -s --no-print-directory stb-vars)" || exit 1
suite=newer-clang
in_env() { sh -c "$1"; }
. tests/newer_common.sh
versions=$(sh tests/newer_clangs.sh | sed 's/^clang-//')
if [ -z "$versions" ]; then
    echo "SKIP: no clang-15 or newer in PATH (apt-get install clang-19 clang-22 on Debian 12): newer clang checks skipped"
    echo "newer-clang: 0 passed, 0 failed"
    exit 0
fi
newest=$(echo "$versions" | tail -n 1)
# the warnings -Weverything adds that the headers leave on purpose (README, "Tests"); a clang
# that lacks one of them is told not to mind
quiet="-Wno-padded -Wno-float-equal -Wno-switch-default -Wno-unsafe-buffer-usage -Wno-nrvo -Wno-unknown-warning-option"
printf '#include "astar.h"\n#include "flowfield.h"\nint main() { return 0; }\n' >"$out/declarations.cpp"
for v in $versions; do
    cc=clang-$v; cxx=; command -v clang++-$v >/dev/null && cxx=clang++-$v
    o=$out/$v; mkdir -p "$o"
    for std in -std=c99 -std=c2x; do
        try "$cc$std-headers" "$cc $std $WARN -Wconversion -O2 -DWITH_FLOWFIELD -I. -c -o $o/impl.o tests/compile_impl.c"
    done
    for f in compile_impl compile_use; do
        try "$cc-Weverything-$f" "$cc -std=c99 -Weverything -Werror $quiet -DWITH_FLOWFIELD -I. -c -o $o/everything-$f.o tests/$f.c"
    done
    if [ -n "$cxx" ]; then
        for std in -std=c++11 -std=c++2b; do
            try "$cxx$std-headers" "$cxx -x c++ $std $WARN -Wconversion -O2 -DWITH_FLOWFIELD -I. -c -o $o/impl.o tests/compile_impl.c"
        done
        try "$cxx-Weverything-declarations" "$cxx -std=c++11 -Weverything -Werror $quiet -Wno-c++98-compat -Wno-c++98-compat-pedantic -I. -fsyntax-only $out/declarations.cpp"
    fi
    try "$cc-bench" "$cc -std=c99 $WARN -O2 -I. -Ibench -o $o/bench bench/*.c -lm -pthread"
    [ "$v" = "$newest" ] || continue
    # the newest: every example under the Makefile's warnings, and make check's programs
    # (tests/*.c, C) under AddressSanitizer/UBSan
    newer_examples "$cc" "$cxx" "$o" "$STB_DIR" "$WARN"
    if echo 'int main(void){return 0;}' | $cc -fsanitize=address,undefined -x c -o "$o/probe" - >/dev/null 2>&1; then
        for t in $CXX_NAMES; do
            try "$cc-san-test_$t" "$(ran "$cc -std=c99 $WARN -O1 -g $SAN -I. -o $o/san_$t tests/test_$t.c -lm -pthread" "$o/san_$t")"
        done
    else
        echo "NOTE: $cc has no AddressSanitizer runtime (apt-get install libclang-rt-$v-dev): its sanitized tests not run"
    fi
done
echo "newer-clang: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
