#!/bin/sh
# Tests on other machines than this one: i386 with x87 maths (gcc, and clang for a few; 32-bit
# size_t and pointers, doubles kept in 80-bit registers), s390x (big-endian, run under qemu-user),
# AArch64 (fused multiply-add, run under qemu-user) and Windows (mingw-w64, run under wine). Each
# target builds a few test programs without sanitizers and runs them with tests/run.sh; their
# checks are summed (tests/target.sh). Targets whose tools are missing are skipped with a note (CI
# installs them: libc6-dev-i386 lib32gcc-12-dev gcc-12-s390x-linux-gnu libc6-dev-s390x-cross
# gcc-aarch64-linux-gnu libc6-dev-arm64-cross qemu-user gcc-mingw-w64-x86-64 wine64). Prints
# "cross: N passed, N failed" like the other tests.
cd "$(dirname "$0")/.." || exit 1
out=${BUILD:-build}/cross; mkdir -p "$out"
. tests/target.sh
# i386, x87 maths (gcc -m32 without SSE): FLT_EVAL_METHOD 2, where the keys must still be
# rounded as EXACTNESS says (the loops and A* against JPS had disagreed in the last bit), the
# plain, masked, bucket-queue, runs and corridor loops forced in turn (the runs loop's 64-bit bit
# words in 32-bit registers), and the runs loop to the end; FLOWFIELD_SMALL, the build for small
# 32-bit memories, and line of sight with its lists of shadows squeezed (64-bit products of
# 32-bit slopes); a 32-bit size_t, where
# test_bad_input's largest grids must size to 0 rather than wrap, and bench/movingai.h reads the
# map files (test_movingai)
if echo 'int main(void){return 0;}' | gcc -m32 -x c -o "$out/probe32" - >/dev/null 2>&1; then
    i386="test_astar test_jps test_flowfield test_flowfield_plain test_flowfield_masked test_flowfield_buckets
          test_flowfield_runs test_flowfield_runs_only test_flowfield_corridor test_flowfield_classed
          test_flowfield_small test_flowfield_sight_room
          test_bad_input test_components test_features test_smooth test_threads"
    # <errno.h> (bench/movingai.h) includes <asm/errno.h>, which Debian keeps in the x86-64 folder
    # only; gcc-multilib would link /usr/include/asm to it, but conflicts with the s390x cross
    # compiler below. x86's asm headers serve -m32 too, so the i386 builds look there last.
    flags32="-m32"
    if [ ! -e /usr/include/asm ] && [ -d /usr/include/x86_64-linux-gnu/asm ]; then
        mkdir -p "$out/i386-include" && ln -sfn /usr/include/x86_64-linux-gnu/asm "$out/i386-include/asm"
        flags32="-m32 -idirafter $out/i386-include"
    fi
    # shellcheck disable=SC2086 # the flags split on spaces
    if printf '#include <errno.h>\nint main(void){return errno;}\n' |
        gcc $flags32 -x c -o "$out/probe32errno" - >/dev/null 2>&1; then
        i386="$i386 test_movingai"
    else
        echo "SKIP: gcc $flags32 cannot include <errno.h> (no asm/errno.h): i386 test_movingai skipped"
    fi
    # shellcheck disable=SC2086 # the program list splits on spaces
    target i386 gcc "$flags32" "" $i386
    # gcc's own modes (gnu99 here; -std=gnu17 is its default) need not round x87 values even at an
    # assignment (-fexcess-precision=fast): the headers round where it matters, and the tests must
    # too (test_flowfield's direction check failed 21 times so until 2026-12-06, by its own sums)
    lang_saved=$LANG_FLAGS; LANG_FLAGS=-std=gnu99
    target i386-gnu99 gcc "$flags32" "" test_astar test_jps test_flowfield test_smooth
    LANG_FLAGS=$lang_saved
    # clang for x87 keeps floats and doubles at 80 bits across statements (gcc -std=c99 rounds at
    # each assignment): the keys must still be rounded as EXACTNESS says, and flowfield_sample's
    # agents stay in the reached cells (test_flowfield's walker once kept its positions at 80 bits
    # and saw 9 agents leave them; now volatile floats, as flowfield_sample receives them); and by
    # the newer clangs in PATH (clang-15 and up), whose builds made A*'s heap and list break ties
    # apart (862 of test_astar's checks) until astar.h 0.4.4
    for c in clang $(sh tests/newer_clangs.sh); do
        if command -v $c >/dev/null && echo 'int main(void){return 0;}' | $c -m32 -x c -o "$out/probe32c" - >/dev/null 2>&1; then
            target i386-$c $c "$flags32 -O2" "" test_astar test_jps test_flowfield test_flowfield_masked test_smooth
        else
            echo "SKIP: $c -m32 cannot link: i386 tests built by $c skipped"
        fi
    done
else
    echo "SKIP: gcc -m32 cannot link (apt-get install libc6-dev-i386 lib32gcc-12-dev): i386 tests skipped"
fi
# s390x, big-endian (the weighted search's byte reads had assumed little-endian), static
# binaries under qemu-user; the weighted and the masked loops (their 64-bit bit words)
if command -v s390x-linux-gnu-gcc-12 >/dev/null && command -v qemu-s390x >/dev/null; then
    target s390x s390x-linux-gnu-gcc-12 -static qemu-s390x test_flowfield_buckets test_flowfield_masked test_jps
else
    echo "SKIP: s390x-linux-gnu-gcc-12 or qemu-s390x missing (apt-get install gcc-12-s390x-linux-gnu libc6-dev-s390x-cross qemu-user): big-endian tests skipped"
fi
# AArch64 (64-bit little-endian without SSE2: flowfield.h's plain passes), as gcc builds there by
# default: -std=gnu99 at -O2, where it fuses multiply-adds (every AArch64 core has them); astar.h
# 0.4.0's JPS reported fused costs there (test_jps: 209 failures), static binaries under qemu-user
if command -v aarch64-linux-gnu-gcc >/dev/null && command -v qemu-aarch64 >/dev/null; then
    lang_saved=$LANG_FLAGS; LANG_FLAGS=-std=gnu99
    target aarch64 aarch64-linux-gnu-gcc "-O2 -static" qemu-aarch64 test_astar test_jps test_flowfield test_bad_input
    LANG_FLAGS=$lang_saved
else
    echo "SKIP: aarch64-linux-gnu-gcc or qemu-aarch64 missing (apt-get install gcc-aarch64-linux-gnu libc6-dev-arm64-cross qemu-user): AArch64 tests skipped"
fi
# Windows (x86-64, mingw-w64: LLP64, where long is 32 bits; its C library, stdio and pthreads),
# static .exe files run under wine (tests/wine.sh): A*, JPS, the flow fields (the library's loop
# choice, and the masked and runs loops forced: their 64-bit words), the SSE2 and plain builds
# against each other, bad input, the features, threads, and the Moving AI reader (text files,
# a temporary folder, and ../shared/movingai's maps where it is there)
if command -v x86_64-w64-mingw32-gcc >/dev/null && command -v wine >/dev/null; then
    mkdir -p "$out/wine"
    WINEPREFIX=$(pwd)/$out/wine; export WINEPREFIX
    target win64 x86_64-w64-mingw32-gcc -static "sh tests/wine.sh" test_astar test_jps test_flowfield \
        test_flowfield_masked test_flowfield_runs test_simd_same test_bad_input test_components \
        test_features test_smooth test_threads test_movingai
    # the bench (its clock there is QueryPerformanceCounter's; flow-maps --against runs another
    # bench through cmd.exe) and the examples but clickmap (tests/target.sh's programs)
    EXE=.exe
    programs win64 "x86_64-w64-mingw32-gcc -static" "sh tests/wine.sh"
    EXE=
else
    echo "SKIP: x86_64-w64-mingw32-gcc or wine missing (apt-get install gcc-mingw-w64-x86-64 wine64): Windows tests skipped"
fi
echo "cross: $passed passed, $failed failed"
[ $failed -eq 0 ]
