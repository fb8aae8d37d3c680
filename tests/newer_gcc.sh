#!/bin/sh
# gcc 13 and 14, as users of current distributions build the headers (Debian 12 here ships gcc
# 12): both headers clean under -Wconversion as C99, the compiler's own default (gnu17) and C2x,
# and as C++11, its default and C++23; the tests and the bench (and with the newer gcc, the
# examples) clean under the Makefile's warnings; A*, JPS, flow fields and bad input run built
# -O2 in the compiler's default mode, with -mfma where the CPU has FMA (gnu17 fuses
# multiply-adds across statements: the headers' #pragma GCC optimize("fp-contract=off") must
# still hold there, as it does with gcc 12; one public report says a gcc 13 ignored it), and
# test_fma_same's second copy built so.
# The compilers come from PATH (gcc-13, gcc-14, g++-13, g++-14), or else, as root, from a Debian
# trixie tree at $NEWER_GCC_ROOT run through chroot (.ci/run makes one:
#   debootstrap --variant=minbase --include=gcc-13,gcc-14,g++-13,g++-14,libc6-dev,libstb-dev \
#       trixie DIR http://deb.debian.org/debian
# about 800 MB); without either it skips with a note. Prints "newer-gcc: N passed, N failed".
cd "$(dirname "$0")/.." || exit 1
out=${BUILD:-build}/newer-gcc; mkdir -p "$out"
W="-Wall -Wextra -Werror -pedantic -Wshadow"
suite=newer-gcc
. tests/newer_common.sh
# the FMA test needs the CPU's word (no /proc inside a bare chroot): asked here
fma=; grep -qw fma /proc/cpuinfo 2>/dev/null && fma=-mfma
versions=""
for v in 13 14; do command -v gcc-$v >/dev/null && versions="$versions $v"; done
if [ -n "$versions" ]; then
    root=; o=$out; stb=$(make -s stb-vars 2>/dev/null | sed -n "s/^STB_DIR='\([^']*\)'.*/\1/p")
    in_env() { sh -c "$1"; }
elif [ -n "${NEWER_GCC_ROOT:-}" ] && [ "$(id -u)" = 0 ] && command -v chroot >/dev/null; then
    root=$NEWER_GCC_ROOT
    for v in 13 14; do [ -x "$root/usr/bin/gcc-$v" ] && versions="$versions $v"; done
    # a fresh copy of the sources inside the tree (no mounts to leave behind)
    rm -rf "$root/gridpath" && mkdir -p "$root/gridpath/out" &&
        cp -r astar.h flowfield.h tests bench examples "$root/gridpath/" || versions=""
    o=out; stb=; [ -f "$root/usr/include/stb/stb_image.h" ] && stb=/usr/include/stb
    in_env() { chroot "$root" sh -c "cd /gridpath && $1"; }
fi
if [ -z "$versions" ]; then
    echo "SKIP: no gcc-13 or gcc-14 in PATH and no \$NEWER_GCC_ROOT tree with them (run as root; see tests/newer_gcc.sh): newer gcc checks skipped"
    echo "newer-gcc: 0 passed, 0 failed"
    exit 0
fi
[ -n "$fma" ] || echo "NOTE: this CPU has no FMA: the builds below fuse nothing, the FP_CONTRACT checks prove nothing here"
for v in $versions; do
    cc=gcc-$v; cxx=; in_env "command -v g++-$v" >/dev/null 2>&1 && cxx=g++-$v
    # the headers (tests/compile_impl.c: both implementations and their use)
    for std in -std=c99 "" -std=c2x; do
        try "$cc${std:-default}-headers" "$cc $std $W -Wconversion -O2 -DWITH_FLOWFIELD -I. -c -o $o/impl.o tests/compile_impl.c"
    done
    if [ -n "$cxx" ]; then
        for std in -std=c++11 "" -std=c++23; do
            try "$cxx${std:-default}-headers" "$cxx -x c++ $std $W -Wconversion -O2 -DWITH_FLOWFIELD -I. -c -o $o/impl.o tests/compile_impl.c"
        done
    fi
    # the tests' results, built as a user of this compiler builds by default
    for t in test_astar test_jps test_flowfield test_bad_input; do
        try "$cc-$t" "$(ran "$cc $W -O2 $fma -I. -o $o/$t tests/$t.c -lm -pthread" "$o/$t")"
    done
    if [ -n "$cxx" ]; then
        for t in test_astar test_jps test_flowfield; do
            try "$cxx-$t" "$(ran "$cxx -x c++ $W -O2 $fma -I. -o $o/${t}_cxx tests/$t.c -lm -pthread" "$o/${t}_cxx")"
        done
    fi
    try "$cc-test_fma_same" "$(ran "$cc $W -O2 $fma -I. -c -o $o/fma_same_copy.o tests/fma_same_copy.c && $cc -std=c99 $W -O1 -I. -o $o/test_fma_same tests/test_fma_same.c $o/fma_same_copy.o -lm" "$o/test_fma_same")"
    # the bench, and (with the newest only: stb_image takes 5 s a build) every example, under the
    # Makefile's warnings
    try "$cc-bench" "$cc -std=c99 $W -O2 -I. -Ibench -o $o/bench bench/*.c -lm -pthread"
    [ "$v" = "${versions##* }" ] || continue
    newer_examples "$cc" "$cxx" "$o" "$stb" "$W"
done
echo "newer-gcc: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
