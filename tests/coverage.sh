#!/bin/sh
# Line and condition coverage of astar.h and flowfield.h under the test programs (make
# coverage; about 14 minutes on 2 cores). Lines: every tests/test_*.c built with gcc --coverage
# at -O0 (no sanitizers), run, then gcov; a header line counts as run if any test ran it; the
# lines no test ran go to $out/HEADER.unrun ("line: source"). Conditions: where clang, its
# llvm-profdata and llvm-cov and python3 are installed, every test again with clang's
# source-based coverage, and tests/branches.py adds up how often each condition of the headers
# (each operand of && and ||, each if and loop test) was true and false in all of them; those
# seen one way only go to $out/HEADER.branches (gcov's own branch counts number the branches of
# each inlined copy apart, which cannot be read back to the source). Not part of make test: it
# measures, it does not pass or fail (it exits 1 only if a test failed or gcov is missing).
# Arguments: the test sources to run (default tests/test_*.c), e.g. tests/test_bad_input.c.
cd "$(dirname "$0")/.." || exit 1
root=$(pwd)
out=${BUILD:-build}/coverage
command -v gcc >/dev/null && command -v gcov >/dev/null || { echo "coverage: needs gcc and its gcov"; exit 1; }
rm -rf "$out"; mkdir -p "$out"
status=0
# the condition counts' tools, as clang's own version names them where the plain names are missing
profdata=""; cov=""
if command -v clang >/dev/null && command -v python3 >/dev/null; then
    v=$(clang --version | sed -n 's/.*clang version \([0-9]*\).*/\1/p' | head -n 1)
    for p in llvm-profdata "llvm-profdata-$v"; do command -v "$p" >/dev/null && { profdata=$p; break; }; done
    for c in llvm-cov "llvm-cov-$v"; do command -v "$c" >/dev/null && { cov=$c; break; }; done
    [ -n "$cov" ] || profdata=""
fi
[ -n "$profdata" ] || echo "coverage: SKIP the condition counts (they need clang, llvm-profdata, llvm-cov and python3)"
[ $# -gt 0 ] || set -- tests/test_*.c
for t in "$@"; do
    n=$(basename "$t" .c); d=$out/$n; mkdir -p "$d"
    # the second translation unit tests/X_copy.c where test_X.c has one (as in tests/target.sh);
    # absolute paths in, so gcov finds the sources from the test's own folder
    extra="tests/${n#test_}_copy.c"; if [ -f "$extra" ]; then extra="$root/$extra"; else extra=""; fi
    if ! gcc -std=c99 -O0 -g --coverage -I"$root" -o "$d/$n" "$root/$t" $extra -lm -pthread >"$d/build.log" 2>&1; then
        echo "coverage: $n did not build (see $d/build.log)"; status=1; continue
    fi
    if (cd "$d" && "./$n" >run.log 2>&1); then echo "coverage: $n: $(tail -n 1 "$d/run.log")"
    else echo "coverage: $n FAILED: $(tail -n 1 "$d/run.log")"; status=1; fi
    (cd "$d" && gcov -p -o . ./*.gcda >gcov.log 2>&1) # HEADER.gcov files named by path, # for /
    [ -n "$profdata" ] || continue
    # shellcheck disable=SC2086 # $extra: no file or one
    if ! clang -std=c99 -O0 -g -fprofile-instr-generate -fcoverage-mapping -I"$root" -o "$d/$n.clang" "$root/$t" $extra \
            -lm -pthread >"$d/clang-build.log" 2>&1; then
        echo "coverage: $n did not build with clang (see $d/clang-build.log)"; status=1; continue
    fi
    (cd "$d" && LLVM_PROFILE_FILE=$n.profraw "./$n.clang" >clang-run.log 2>&1) ||
        { echo "coverage: $n FAILED under clang: $(tail -n 1 "$d/clang-run.log")"; status=1; }
    if ! "$profdata" merge -o "$d/$n.profdata" "$d/$n.profraw" ||
        ! "$cov" export -format=text -skip-expansions -instr-profile "$d/$n.profdata" "$d/$n.clang" >"$d/$n.json"; then
        echo "coverage: $n: llvm-profdata or llvm-cov failed"; status=1
    fi
done
for h in astar.h flowfield.h; do
    [ -f "$h" ] || continue
    # a .gcov line is "count:line:source": count '-' not code, '#####' code not run
    cat "$out"/test_*/*"#$h.gcov" 2>/dev/null | awk -F: -v unrun="$out/$h.unrun" -v name="$h" '
        { c = $1; gsub(/ /, "", c); n = $2 + 0; if (n == 0 || c == "-") next
          sub(/\*$/, "", c); src = $0; sub(/^[^:]*:[^:]*:/, "", src); text[n] = src
          if (!(n in runs)) runs[n] = 0
          if (c != "#####" && c != "=====") runs[n] += c }
        END { sorted = "sort -n > " unrun; printf "" > unrun; close(unrun)
              for (n in runs) { code++; if (runs[n] > 0) run++; else print n ": " text[n] | sorted }
              close(sorted)
              if (!code) printf "coverage: %s: no test run here includes it\n", name
              else if (run == code) printf "coverage: %s: all %d lines of code run by some test\n", name, code
              else printf "coverage: %s: %d of %d lines of code run by some test (%.1f%%), the others in %s\n",
                          name, run, code, 100.0 * run / code, unrun }'
done
if [ -n "$profdata" ]; then
    set -- "$out"/test_*/*.json
    [ -f "$1" ] && python3 tests/branches.py "$out" "$@"
fi
exit $status
