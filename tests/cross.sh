#!/bin/sh
# Tests on other machines than this one: i386 with x87 maths (32-bit size_t and pointers,
# doubles kept in 80-bit registers) and s390x (big-endian, run under qemu-user). Each target
# builds a few test programs without sanitizers and runs them; the checks they report are
# summed. Targets whose tools are missing are skipped with a note (CI installs them:
# libc6-dev-i386 lib32gcc-12-dev gcc-12-s390x-linux-gnu libc6-dev-s390x-cross qemu-user).
# Prints "cross: N passed, N failed" like the other tests.
cd "$(dirname "$0")/.." || exit 1
out=${BUILD:-build}/cross; mkdir -p "$out"
W="-Wall -Wextra -Werror -pedantic -Wshadow"
passed=0; failed=0; ran=0
run() { # target, test name, runner...: build log in $out, report line summed
    target=$1; name=$2; shift 2
    bin="$out/$target-$name"
    if ! $cc -std=c99 -O1 $W $flags -I. -o "$bin" "tests/$name.c" -lm -pthread >"$bin.build.log" 2>&1; then
        echo "FAIL cross $target $name: build failed"; head -20 "$bin.build.log"; failed=$((failed + 1)); return
    fi
    report=$("$@" "$bin" 2>&1); rc=$?
    line=$(printf '%s\n' "$report" | grep -E ': [0-9]+ passed, [0-9]+ failed$' | tail -n 1)
    if [ -z "$line" ]; then
        echo "FAIL cross $target $name: crashed or printed no report (exit $rc)"
        printf '%s\n' "$report" | tail -n 20; failed=$((failed + 1)); return
    fi
    printf '%s\n' "$report" | grep -E '^FAIL' | head -20
    echo "  $target: $line"
    p=$(echo "$line" | sed -E 's/.*: ([0-9]+) passed, ([0-9]+) failed$/\1/')
    f=$(echo "$line" | sed -E 's/.*: ([0-9]+) passed, ([0-9]+) failed$/\2/')
    passed=$((passed + p)); failed=$((failed + f)); ran=$((ran + 1))
    if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then echo "FAIL cross $target $name: exit $rc"; failed=$((failed + 1)); fi
}
# i386, x87 maths (gcc -m32 without SSE): FLT_EVAL_METHOD 2, where the keys must still be
# rounded as EXACTNESS says (the loops and A* against JPS had disagreed in the last bit)
cc=gcc; flags="-m32"
if echo 'int main(void){return 0;}' | gcc -m32 -x c -o "$out/probe32" - >/dev/null 2>&1; then
    for t in test_astar test_jps test_flowfield test_flowfield_plain test_flowfield_masked test_flowfield_buckets; do
        run i386 $t
    done
else
    echo "SKIP: gcc -m32 cannot link (apt-get install libc6-dev-i386 lib32gcc-12-dev): i386 tests skipped"
fi
# s390x, big-endian (the weighted search's byte reads had assumed little-endian), static
# binaries under qemu-user; the weighted and the masked loops (their 64-bit bit words)
cc=s390x-linux-gnu-gcc-12; flags="-static"
if command -v $cc >/dev/null && command -v qemu-s390x >/dev/null; then
    for t in test_flowfield_buckets test_flowfield_masked test_jps; do
        run s390x $t qemu-s390x
    done
else
    echo "SKIP: s390x-linux-gnu-gcc-12 or qemu-s390x missing (apt-get install gcc-12-s390x-linux-gnu qemu-user): big-endian tests skipped"
fi
echo "cross: $passed passed, $failed failed"
[ $failed -eq 0 ]
