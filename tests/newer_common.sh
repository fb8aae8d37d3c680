# Sourced by tests/newer_gcc.sh and tests/newer_clang.sh, which set suite (their name in FAIL
# lines) and out (the folder of logs) first, and define in_env COMMAND (where the compiler runs:
# sh -c here, or a chroot) before they call try.
passed=0; failed=0
# shellcheck disable=SC2154 # out and suite: set by the script that sources this one
try() { # name, shell command (through in_env; its output in the log, the first 20 lines on FAIL)
    name=$1; shift
    if in_env "$1" >"$out/$name.log" 2>&1; then passed=$((passed + 1))
    else
        failed=$((failed + 1)); echo "FAIL $suite $name: $1"; head -20 "$out/$name.log" | sed "s|^|FAIL $suite $name: > |"
    fi
}
# "build, then run: its report's last line says 0 failed" (the line kept in the log)
ran() { # build command, program
    echo "$1 && { $2 > $2.out 2>&1; tail -n 1 $2.out; tail -n 1 $2.out | grep -q ' 0 failed\$'; }"
}
# every example compiled (not linked) by CC, and as C++ by CXX when it is not empty, under
# WARNINGS into folder O, with stb_image.h from folder STB (empty: the examples that need it are
# left out with a note)
newer_examples() { # CC CXX O STB WARNINGS
    ne_cc=$1; ne_cxx=$2; ne_o=$3; ne_stb=$4; ne_w=$5
    for f in examples/*.c; do
        ex=$(basename "$f" .c)
        if grep -qE "${STB_NEEDS:-stb_image|example_png\.h}" "$f" && [ -z "$ne_stb" ]; then
            echo "NOTE: stb_image.h not found for $ne_cc: examples/$ex.c not built"; continue
        fi
        try "$ne_cc-example-$ex" "$ne_cc -std=c99 $ne_w -O2 -I. ${ne_stb:+-isystem $ne_stb} -c -o $ne_o/$ex.o $f"
        [ -n "$ne_cxx" ] && try "$ne_cxx-example-$ex" "$ne_cxx -x c++ $ne_w -O2 -I. ${ne_stb:+-isystem $ne_stb} -c -o $ne_o/$ex.o $f"
    done
}
