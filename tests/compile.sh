#!/bin/sh
# Compile matrix: gcc and clang, C99 and C++, two translation units linked together,
# ASTAR_STATIC, every CONFIGURATION switch, and freestanding objects that need no C library symbol.
# Prints "compile: N passed, N failed" like the other tests.
cd "$(dirname "$0")/.." || exit 1
out=${BUILD:-build}/compile; mkdir -p "$out"
W="-Wall -Wextra -Werror -pedantic -Wshadow -Wconversion"
FF=""; [ -f flowfield.h ] && FF="-DWITH_FLOWFIELD"
passed=0; failed=0
try() { # name, command...
    name=$1; shift
    if "$@" >"$out/$name.log" 2>&1; then passed=$((passed + 1))
    else # the log on FAIL lines too: tests/run.sh keeps no others
        failed=$((failed + 1)); echo "FAIL compile $name: $*"; head -20 "$out/$name.log" | sed "s|^|FAIL compile $name: > |"
    fi
}
# flowfield.h's search loops start at 64-byte boundaries (aligned(64)): their speed moved by
# 4-8% with their place when code before them changed (flowfield.h 0.8.13). Checked in an -O2
# object (its text aligned at least as much, so the offsets stand in the program); the names
# may carry a clone's suffix (.constprop.0), their .cold parts are not the loops
loops_aligned() { # cc
    $1 -std=c99 -O2 -DWITH_FLOWFIELD -I. -c -o "$out/$1-O2.o" tests/compile_impl.c || return 1
    nm "$out/$1-O2.o" | awk '
        BEGIN { n = split("flowfield__bfs_plain flowfield__bfs_classed_plain flowfield__bfs_classed_any flowfield__bfs_any flowfield__bfs_runs_any flowfield__bfs_broken_any flowfield__uniform_any flowfield__uniform_masked flowfield_compute", w, " ")
                for (i = 1; i <= n; i++) seen[w[i]] = 0 }
        ($2 == "t" || $2 == "T") && $3 !~ /\.cold/ {
            name = $3; sub(/\..*/, "", name)
            if (!(name in seen)) next
            seen[name]++
            if ($1 !~ /[048cC]0$/) { print "not at a 64-byte boundary: " $3 " at " $1; bad = 1 } }
        END { for (k in seen) if (!seen[k]) { print "not found: " k; bad = 1 }
              exit bad }'
}
# FLOWFIELD_SMALL must leave out what it says: flowfield.h's code at -Os at most 55% of the
# default build's (gcc 12 x86-64, size's text: 39 KB against 92 KB at 0.12.1)
small_text() { # cc
    printf '#define FLOWFIELD_IMPLEMENTATION\n#include "flowfield.h"\n' > "$out/ff_only.c"
    $1 -std=c99 -Os -I. -c -o "$out/$1-ff.o" "$out/ff_only.c" || return 1
    $1 -std=c99 -Os -DFLOWFIELD_SMALL -I. -c -o "$out/$1-ff-small.o" "$out/ff_only.c" || return 1
    full=$(size "$out/$1-ff.o" | awk 'NR == 2 {print $1}')
    small=$(size "$out/$1-ff-small.o" | awk 'NR == 2 {print $1}')
    echo "flowfield.h text at -Os: $full bytes, FLOWFIELD_SMALL $small"
    [ "$small" -gt 0 ] && [ $((small * 100)) -le $((full * 55)) ]
}
# each header's version macros say what its first line says
version_agrees() { # header, prefix
    line=$(head -1 "$1" | sed -n 's/.* - v\([0-9]*\.[0-9]*\.[0-9]*\) - .*/\1/p')
    macros=$(printf '#include "%s"\n%s_VERSION_MAJOR.%s_VERSION_MINOR.%s_VERSION_PATCH %s_VERSION_STRING\n' \
        "$1" "$2" "$2" "$2" "$2" | cc -E -P -I. -x c - | tail -1 | tr -d ' ')
    echo "$1: first line $line, macros $macros"
    [ -n "$line" ] && [ "$macros" = "$line\"$line\"" ]
}
try astar-version version_agrees astar.h ASTAR
[ -n "$FF" ] && try flowfield-version version_agrees flowfield.h FLOWFIELD
# -ffast-math: NaN options refused, NaN and infinite positions a zero vector
# (tests/compile_fastmath.c), built by CC with sanitizers and without (one fold showed only so)
fast_math_inputs() { # cc
    try "$1-fast-math" $1 -std=c99 $W -O2 -ffast-math -fsanitize=address,undefined -fno-sanitize-recover=all \
        -I. -o "$out/$1-fast-math" tests/compile_fastmath.c -lm
    try "$1-fast-math-run" "$out/$1-fast-math"
    try "$1-fast-math-nosan" $1 -std=c99 $W -O2 -ffast-math -I. -o "$out/$1-fast-math-nosan" tests/compile_fastmath.c -lm
    try "$1-fast-math-nosan-run" "$out/$1-fast-math-nosan"
}
# the newer clangs in PATH (clang-15 and up; Debian 12 has 19 and 22): the floating-point checks
# below (fast-math and fp-contract) run with each of them too; tests/newer_clang.sh does the rest
newer_clangs=$(sh tests/newer_clangs.sh)
for cc in gcc clang; do
    command -v $cc >/dev/null || { echo "NOTE: $cc not installed, skipped"; continue; }
    [ -n "$FF" ] && try "$cc-O2-loops-aligned" loops_aligned $cc
    cxx=g++; [ $cc = clang ] && cxx=clang++
    try "$cc-c99-2tu" $cc -std=c99 $W $FF -I. -o "$out/$cc-c99" tests/compile_impl.c tests/compile_use.c -lm
    try "$cc-c99-run" "$out/$cc-c99"
    try "$cc-c99-static" $cc -std=c99 $W $FF -DSTATIC_MODE -I. -o "$out/$cc-static" tests/compile_use.c -lm
    try "$cc-c99-static-run" "$out/$cc-static"
    try "$cxx-2tu" $cxx -x c++ $W $FF -I. -o "$out/$cxx" tests/compile_impl.c tests/compile_use.c -lm
    try "$cxx-run" "$out/$cxx"
    try "$cxx-static" $cxx -x c++ $W $FF -DSTATIC_MODE -I. -o "$out/$cxx-static" tests/compile_use.c -lm
    if [ -n "$FF" ]; then # FLOWFIELD_SMALL: the plain loops only, for small memories
        try "$cc-c99-small" $cc -std=c99 $W $FF -DFLOWFIELD_SMALL -I. -o "$out/$cc-small" tests/compile_impl.c tests/compile_use.c -lm
        try "$cc-c99-small-run" "$out/$cc-small"
        try "$cxx-small" $cxx -x c++ $W $FF -DFLOWFIELD_SMALL -I. -o "$out/$cxx-small" tests/compile_impl.c tests/compile_use.c -lm
        try "$cc-small-text" small_text $cc
    fi
    [ -n "$FF" ] && fast_math_inputs "$cc"
    try "$cc-freestanding" $cc -std=c99 $W $FF -ffreestanding -nostdlib -I. -c -o "$out/$cc-free.o" tests/compile_freestanding.c
    # the freestanding object may reference only what gcc and clang require of every
    # freestanding environment (memset, memcpy, memmove, memcmp), which they emit themselves
    try "$cc-freestanding-nm" sh -c "test -z \"\$(nm -u '$out/$cc-free.o' | grep -vE ' (memset|memcpy|memmove|memcmp)\$')\""
    # with the compiler's own headers only (-nostdinc: no C library installed at all); gcc's
    # <emmintrin.h> includes <stdlib.h>, so with gcc on x86 that needs FLOWFIELD_NO_SIMD
    nosimd=; [ $cc = gcc ] && nosimd=-DFLOWFIELD_NO_SIMD
    try "$cc-nostdinc" $cc -std=c99 $W $FF $nosimd -ffreestanding -nostdlib -nostdinc \
        -isystem "$($cc -print-file-name=include)" -I. -c -o "$out/$cc-nostdinc.o" tests/compile_freestanding.c
    # and on i386 (where it can build): astar.h needs nothing more (not even libgcc: its 64-bit
    # bit scans are two 32-bit ones there); flowfield.h's line of sight divides 64-bit
    # integers, which libgcc does (__divdi3, linked by default)
    if echo 'int main(void){return 0;}' | $cc -m32 -x c -o "$out/m32probe" - >/dev/null 2>&1; then
        try "$cc-m32-freestanding" $cc -m32 -fno-pic -std=c99 $W $FF -ffreestanding -nostdlib -I. -c -o "$out/$cc-m32-free.o" tests/compile_freestanding.c
        try "$cc-m32-freestanding-nm" sh -c "test -z \"\$(nm -u '$out/$cc-m32-free.o' | grep -vE ' (memset|memcpy|memmove|memcmp|__divdi3)\$')\""
    else
        echo "NOTE: $cc -m32 cannot link here (apt-get install libc6-dev-i386 lib32gcc-12-dev): the i386 freestanding check skipped"
    fi
done
# every CONFIGURATION switch of the two headers, alone and all together, as C99 (gcc) and C++
# (clang++): unused code under one of them is an error with -Werror (0.8.15's FLOWFIELD_SQRT did
# not compile, FLOWFIELD_SMALL with FLOWFIELD_NO_BUILTIN left a function unused)
config_builds() { # cc-and-language
    failed_sets=0
    for d in "-DASTAR_STATIC -DFLOWFIELD_STATIC" -DUSE_MALLOC "-DASTAR_NO_MALLOC -DFLOWFIELD_NO_MALLOC" \
             -DUSE_SQRT -DFLOWFIELD_NO_SIMD "-DASTAR_JPS_NO_BUILTIN -DFLOWFIELD_NO_BUILTIN" -DFLOWFIELD_SMALL \
             "-DFLOWFIELD_SMALL -DFLOWFIELD_NO_SIMD -DFLOWFIELD_NO_BUILTIN" \
             "-DASTAR_STATIC -DFLOWFIELD_STATIC -DASTAR_NO_MALLOC -DFLOWFIELD_NO_MALLOC -DUSE_SQRT -DFLOWFIELD_NO_SIMD -DASTAR_JPS_NO_BUILTIN -DFLOWFIELD_NO_BUILTIN -DFLOWFIELD_SMALL"; do
        # shellcheck disable=SC2086
        $1 $W $d -I. -c -o "$out/config.o" tests/compile_config.c || { echo "failed with $d"; failed_sets=1; }
    done
    return $failed_sets
}
if [ -n "$FF" ]; then
    # (C: also no declaration after a statement, C90's rule, which some embedded toolchains
    # keep; clang -Weverything below checks the default build for it too)
    command -v gcc >/dev/null && try "gcc-c99-config" config_builds "gcc -std=c99 -Wdeclaration-after-statement"
    command -v clang++ >/dev/null && try "clang++-config" config_builds "clang++ -x c++"
fi
# clang -Weverything, for users who build with it: both headers quiet but for -Wpadded (structs
# laid out for their readers) and -Wfloat-equal (exact compares of exact keys, by design)
if command -v clang >/dev/null; then
    for f in compile_impl compile_use; do
        try "clang-Weverything-$f" clang -std=c99 -Weverything -Werror -Wno-padded -Wno-float-equal \
            $FF -I. -c -o "$out/everything-$f.o" tests/$f.c
    done
fi
# a C++ file that only includes the headers (every file of a C++ code base but the one with the
# implementation, which is C: its casts and 0 for null draw about 1,300 warnings from clang++'s
# -Wold-style-cast and -Wzero-as-null-pointer-constant; README says so) is quiet under clang++
# -Weverything but for padding and C++98 compatibility
if command -v clang++ >/dev/null; then
    printf '#include "astar.h"\n#include "flowfield.h"\nint main() { return 0; }\n' >"$out/declarations.cpp"
    [ -n "$FF" ] || printf '#include "astar.h"\nint main() { return 0; }\n' >"$out/declarations.cpp"
    try "clang++-Weverything-declarations" clang++ -std=c++11 -Weverything -Werror -Wno-padded \
        -Wno-c++98-compat -Wno-c++98-compat-pedantic -I. -fsyntax-only "$out/declarations.cpp"
fi
# the portable branches (no GNU attributes or builtins) with SSE2, as MSVC would build them on
# x86-64 (tests/compile_nognu.c), linked with the rest and run
if command -v clang >/dev/null && [ -n "$FF" ] && [ "$(uname -m)" = x86_64 ]; then
    try "clang-no-gnu-sse2" clang -std=c99 $W -Wno-builtin-macro-redefined $FF -I. -c -o "$out/nognu.o" tests/compile_nognu.c
    try "clang-no-gnu-sse2-link" clang -std=c99 $W $FF -I. -o "$out/nognu" "$out/nognu.o" tests/compile_use.c -lm
    try "clang-no-gnu-sse2-run" "$out/nognu"
fi
# enums as small as their values (-fshort-enums, the default of arm-none-eabi): the option checks
# must draw no "comparison is always false" there
for cc in gcc clang; do
    command -v $cc >/dev/null || continue
    try "$cc-short-enums" $cc -std=c99 $W $FF -fshort-enums -I. -c -o "$out/$cc-short-enums.o" tests/compile_impl.c
done
# a Cortex-M4 (Thumb-2, 32-bit, short enums), the embedded target: both headers, default and
# FLOWFIELD_SMALL, with every warning; the code sizes go to the log
if command -v arm-none-eabi-gcc >/dev/null; then
    for small in "" -DFLOWFIELD_SMALL; do
        try "arm-none-eabi$small" sh -c "arm-none-eabi-gcc -mcpu=cortex-m4 -mthumb -std=c99 -Os $W $FF $small -I. -c -o '$out/arm$small.o' tests/compile_impl.c && arm-none-eabi-size '$out/arm$small.o'"
    done
else
    echo "NOTE: arm-none-eabi-gcc not installed (apt-get install gcc-arm-none-eabi): the Cortex-M build skipped"
fi
# the stack a call can use: no recursion, no frame of unbounded size, and every public function's
# deepest chain of frames (tests/stack_depth.py over gcc's -fcallgraph-info) within stack_max bytes,
# x86-64 -O2 and Cortex-M4 -Os, both headers, default and FLOWFIELD_SMALL (README: Embedded).
# The script must also fail where it should: on recursion and on a frame past --max
stack_max=1536
stack_depth() { # name-of-object, compiler and flags...
    obj=$1; shift
    "$@" -std=c99 -fcallgraph-info=su $FF -I. -c -o "$out/$obj.o" tests/compile_impl.c || return 1
    python3 tests/stack_depth.py "$out/$obj.ci" --max $stack_max
}
stack_refused() { # what, C source
    printf '%s\n' "$2" > "$out/stack-$1.c"
    gcc -std=c99 -O0 -fcallgraph-info=su -c -o "$out/stack-$1.o" "$out/stack-$1.c" || return 1
    ! python3 tests/stack_depth.py "$out/stack-$1.ci" --max $stack_max
}
if command -v python3 >/dev/null && command -v gcc >/dev/null &&
        echo 'int f(void){return 0;}' | gcc -fcallgraph-info=su -x c -c -o "$out/cgprobe.o" - >/dev/null 2>&1; then
    try stack-gcc-O2 stack_depth stack-gcc gcc -O2
    [ -n "$FF" ] && try stack-gcc-O2-small stack_depth stack-gcc-small gcc -O2 -DFLOWFIELD_SMALL
    if command -v arm-none-eabi-gcc >/dev/null; then
        try stack-arm-Os stack_depth stack-arm arm-none-eabi-gcc -mcpu=cortex-m4 -mthumb -Os
        [ -n "$FF" ] && try stack-arm-Os-small stack_depth stack-arm-small arm-none-eabi-gcc -mcpu=cortex-m4 -mthumb -Os -DFLOWFIELD_SMALL
    fi
    try stack-refuses-recursion stack_refused recursion 'int astar_r(int n) { return n > 0 ? astar_r(n - 1) + n : 0; }'
    try stack-refuses-big-frame stack_refused big 'int astar_b(int i) { volatile char b[4000]; b[i] = 1; return b[0]; }'
else
    echo "NOTE: python3 or gcc's -fcallgraph-info (gcc 10 or later) missing: the stack depth check skipped"
fi
# each header's QUICK EXAMPLE must compile and run, as C99 and as C++ (README's C blocks: below,
# as C99 only: some zero-initialise option structs with = {0}, which C++ refuses, as README says)
for h in astar.h flowfield.h; do
    [ -f "$h" ] || continue
    sh tests/extract_example.sh "$h" > "$out/example_$h.c"
    try "example-$h" sh -c "cc -std=c99 $W -I. -o '$out/example_$h' '$out/example_$h.c' -lm && '$out/example_$h' >/dev/null"
    command -v c++ >/dev/null && try "example-$h-c++" sh -c "c++ -x c++ $W -I. -o '$out/example_$h-cxx' '$out/example_$h.c' -lm && '$out/example_$h-cxx' >/dev/null"
done
# the example programs as C99 and as C++ (game code is often C++, and they are there to be
# copied from): every warning, stb's own headers as system headers (the Makefile's way)
# (where stb is and which examples need it: the Makefile's STB_DIR and STB_NEEDS)
eval "$(${MAKE:-make} -s --no-print-directory stb-vars)" || exit 1
for f in examples/*.c; do
    ex=$(basename "$f" .c) # (not $name: try sets it)
    if [ -z "$STB_DIR" ] && grep -qE "$STB_NEEDS" "$f"; then
        echo "NOTE: stb_image.h not found (apt-get install libstb-dev): $f's C and C++ builds skipped"; continue
    fi
    for cc in gcc g++ clang clang++; do
        command -v $cc >/dev/null || continue
        lang="-std=c99"; case $cc in *++) lang="-x c++" ;; esac
        try "example-$ex-$cc" $cc $lang $W -O2 -I. ${STB_DIR:+-isystem "$STB_DIR"} -c -o "$out/example-$ex-$cc.o" "$f"
    done
done
# fused multiply-add must not change a single path or cost: test_astar compares with an
# exact-arithmetic A* of the documented tie order, test_jps each cost with the two roundings of
# EXACTNESS, so run them built with -mfma where the CPU has FMA, as clang builds by default
# (multiply-adds fused within an expression) and as gcc does (-std=gnu99: fused across them,
# from -O2). Without the headers' FP_CONTRACT pragmas JPS reported fused costs (astar.h 0.4.0:
# 209 of test_jps's checks failed with either compiler); test_fma_same does the same for fields
if grep -qw fma /proc/cpuinfo 2>/dev/null; then
    for cc in "clang -std=c99" "gcc -std=gnu99"; do
        command -v "${cc%% *}" >/dev/null || continue
        for t in test_astar test_jps; do
            try "${cc%% *}-mfma-$t" sh -c "$cc -O2 -mfma -I. -o '$out/${t}_fma' tests/$t.c -lm -pthread && '$out/${t}_fma' | tail -n 1 | grep -q ' 0 failed\$'"
        done
    done
fi
# -ffast-math (as game engines often build) and -ffp-contract=fast: clang then fuses (and under
# -ffast-math reassociates) whatever the FP_CONTRACT pragma says, so the headers hide each
# product from it (ASTAR__ROUND, FLOWFIELD__NOFUSE, FLOWFIELD__OPAQUE for the SSE2 passes) in
# every clang build with FMA or -ffast-math; without that, built clang -O2 -mfma with either
# flag, test_jps failed 209 checks and test_fma_same (its copy built so) 168 (-ffp-contract=fast)
# to 4,055 (-ffast-math), and the weighted fields' costs were a rounding apart under
# -ffast-math. gcc's pragma holds under both (checked too).
fmaflag=; grep -qw fma /proc/cpuinfo 2>/dev/null && fmaflag=-mfma
# fp_checks NAME CC FLAGS TEST...: each TEST and test_fma_same's copy built by CC FLAGS -O2 with
# -ffast-math and with -ffp-contract=fast, run: every check must pass
fp_checks() {
    fc_name=$1; fc_cc=$2; fc_flags=$3; shift 3
    for fp in fast-math fp-contract=fast; do
        fc_out="$out/${fc_name}_${fp%%=*}"
        for t in "$@"; do
            try "$fc_name-$fp-$t" sh -c "$fc_cc $fc_flags -std=c99 -O2 -f$fp -I. -o '${fc_out}_$t' tests/$t.c -lm -pthread && '${fc_out}_$t' | tail -n 1 | grep -q ' 0 failed\$'"
        done
        try "$fc_name-$fp-fma_same" sh -c "$fc_cc $fc_flags -std=gnu99 -O2 -f$fp -I. -c -o '${fc_out}_fma_same.o' tests/fma_same_copy.c && $fc_cc ${fc_flags%-mfma} -std=c99 -O1 -I. -o '${fc_out}_fma_same' tests/test_fma_same.c '${fc_out}_fma_same.o' -lm && '${fc_out}_fma_same' | tail -n 1 | grep -q ' 0 failed\$'"
    done
}
for cc in clang gcc $newer_clangs; do
    command -v $cc >/dev/null && fp_checks "$cc" "$cc" "$fmaflag" test_astar test_jps test_flowfield
done
# (clang 19 and 22 crashed in compile_fastmath and returned NaN vectors until flowfield.h 0.12.5)
if [ -n "$FF" ]; then for cc in $newer_clangs; do fast_math_inputs "$cc"; done; fi
# the same on i386 with SSE maths (-mfpmath=sse, where the headers hide the products as on
# x86-64; x87 builds round through memory), test_jps and test_fma_same (whose strict build is
# then SSE maths too), where clang -m32 links
sse32="-m32 -msse2 -mfpmath=sse"
if [ -n "$fmaflag" ] && command -v clang >/dev/null &&
    echo 'int main(void){return 0;}' | clang $sse32 -x c -o "$out/probe32" - >/dev/null 2>&1; then
    fp_checks clang-i386 clang "$sse32 -mfma" test_jps
else
    echo "SKIP: no FMA on this CPU, or clang -m32 cannot link (apt-get install libc6-dev-i386 lib32gcc-12-dev): i386 SSE-maths fused multiply-add checks skipped"
fi
# i386 with x87 maths and -ffast-math, where gcc (-fexcess-precision=fast) need not round even at
# an assignment: A*'s heap and list must still break ties alike (1,410 of test_astar's checks
# failed until astar.h 0.4.4), JPS's costs and the fields stay exact (test_flowfield's own casts to
# float did not round until 2026-12-06: 2.5 million false failures)
if echo 'int main(void){return 0;}' | gcc -m32 -x c -o "$out/probe32g" - >/dev/null 2>&1; then
    for t in test_astar test_jps test_flowfield; do
        try "gcc-i386-x87-fast-math-$t" sh -c "gcc -m32 -std=c99 -O2 -ffast-math -I. -o '$out/${t}_x87_fast' tests/$t.c -lm -pthread && '$out/${t}_x87_fast' | tail -n 1 | grep -q ' 0 failed\$'"
    done
else
    echo "SKIP: gcc -m32 cannot link (apt-get install libc6-dev-i386 lib32gcc-12-dev): i386 x87 fast-math checks skipped"
fi
# flowfield.h has code that only clang compiles (its plain exact loop out of line) and loops whose
# loads and stores clang compiles its own way, and astar.h a tie test of its own under clang: run
# their tests built by clang -O2 too (flowfield: default loop choice, and the masked loops forced)
if command -v clang >/dev/null; then
    for t in test_astar test_flowfield test_flowfield_masked; do
        try "clang-O2-$t" sh -c "clang -std=c99 -O2 $W -I. -o '$out/${t}_clang' tests/$t.c -lm -pthread && '$out/${t}_clang' | tail -n 1 | grep -q ' 0 failed\$'"
    done
fi
# make coverage's script, on one test: its figure line comes out (the full run takes minutes)
command -v gcov >/dev/null && try "coverage-script" sh -c "BUILD='$out/coverage-script' sh tests/coverage.sh tests/test_bad_input.c | grep -q '^coverage: astar.h: [0-9]* of [0-9]* lines'"
# the libFuzzer harnesses must build (make fuzz runs them)
if command -v clang >/dev/null && echo 'int LLVMFuzzerTestOneInput(const char*d,unsigned long n){(void)d;(void)n;return 0;}' \
        | clang -x c -fsanitize=fuzzer -o "$out/fuzzprobe" - >/dev/null 2>&1; then
    for f in tests/fuzz_*.c; do
        [ -f "$f" ] || continue
        try "$(basename "$f" .c)" clang -g -O1 -Wall -Wextra -Werror -fsanitize=fuzzer,address,undefined -I. -Ibench -o "$out/$(basename "$f" .c)" "$f"
    done
else
    echo "SKIP: clang's libFuzzer runtime missing (apt-get install libclang-rt-14-dev): fuzz harnesses not built"
fi
# every C block of README.md that has a main() must compile and run
awk -v dir="$out" '/^```c$/ {n++; f=dir "/readme_" n ".c"; on=1; next} /^```$/ {on=0; next} on {print > f}' README.md
for f in "$out"/readme_*.c; do
    [ -f "$f" ] || continue
    grep -q 'int main' "$f" || continue
    try "readme-$(basename "$f" .c)" sh -c "cc -std=c99 $W -I. -o '${f%.c}' '$f' -lm -lpthread && '${f%.c}' >/dev/null"
done
echo "compile: $passed passed, $failed failed"
[ $failed -eq 0 ]
