#!/bin/sh
# Line coverage of astar.h and flowfield.h under the test programs (make coverage; about 8
# minutes on 2 cores): every tests/test_*.c built with gcc --coverage at -O0 (no sanitizers),
# run, then gcov; a header line counts as run if any test ran it. Prints each header's figure
# and writes the lines no test ran to $out/HEADER.unrun ("line: source"). Not part of make
# test: it measures, it does not pass or fail (it exits 1 only if a test failed or gcov is missing).
# Arguments: the test sources to run (default tests/test_*.c), e.g. tests/test_bad_input.c.
cd "$(dirname "$0")/.." || exit 1
root=$(pwd)
out=${BUILD:-build}/coverage
command -v gcc >/dev/null && command -v gcov >/dev/null || { echo "coverage: needs gcc and its gcov"; exit 1; }
rm -rf "$out"; mkdir -p "$out"
status=0
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
exit $status
