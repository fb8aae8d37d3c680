# shellcheck shell=sh
# target.sh - sourced by tests/cross.sh, msan.sh and clangxx.sh (not run on its own): target NAME
# CC FLAGS RUNNER TEST... builds each tests/TEST.c with CC $LANG_FLAGS -O1 (LANG_FLAGS: -std=c99
# unless the script sets it, as clangxx.sh sets "-x c++"), make test's warnings (the Makefile's
# WARN) and FLAGS into $out/NAME-TEST (with tests/X_copy.c too where test_X.c has that second
# translation unit, as test_simd_same has), runs them through RUNNER ("" for none) with
# tests/run.sh and adds their checks to $passed and $failed. Lines: FAIL, SKIP and NOTE as the
# tests print them, a build failure or a crash as a FAIL line, the rest under NAME.
# WARN, and for clangxx.sh the C++ tests' names and the sanitizers, come from the Makefile (make
# test-vars), so every build of the tests agrees
eval "$(${MAKE:-make} -s --no-print-directory test-vars)" || exit 1
LANG_FLAGS=${LANG_FLAGS:--std=c99}
passed=0; failed=0
target() {
    name=$1; cc=$2; flags=$3; runner=$4; shift 4
    progs=""
    for t in "$@"; do
        # shellcheck disable=SC2154 # out: set by the script that sources this one
        bin="$out/$name-$t"
        copy="tests/${t#test_}_copy.c"; [ -f "$copy" ] || copy=""
        # shellcheck disable=SC2086 # flags and the optional second file split on spaces
        if ! $cc $LANG_FLAGS -O1 $WARN $flags -I. -o "$bin.bin" "tests/$t.c" $copy -lm -pthread >"$bin.log" 2>&1; then
            echo "FAIL $name $t: build failed"; head -20 "$bin.log"; failed=$((failed + 1)); continue
        fi
        printf '#!/bin/sh\nexec %s "%s" "$@"\n' "$runner" "$bin.bin" > "$bin"; chmod +x "$bin"
        progs="$progs $bin"
    done
    [ -n "$progs" ] || return
    # shellcheck disable=SC2086 # the program list splits on spaces
    report=$(sh tests/run.sh $progs)
    printf '%s\n' "$report" | sed '$d' | sed -E "/^(FAIL|SKIP|NOTE)/b; /crashed or printed no report|: exit [0-9]+\$/{s/^/FAIL $name: /;b}; s/^/  $name: /"
    last=$(printf '%s\n' "$report" | tail -n 1) # "N passed, N failed"
    passed=$((passed + ${last%% passed*})); f=${last#*passed, }; failed=$((failed + ${f%% failed}))
}
