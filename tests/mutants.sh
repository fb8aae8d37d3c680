#!/bin/sh
# Off-by-one mutants of the headers' bound tests (make mutants; long: up to 35 s per astar.h
# mutant and a minute per flowfield.h one, an hour for both on 2 cores). On every code line of
# astar.h and flowfield.h that names width, height or capacity, each comparison is made one off
# (< to <=, <= to <, > to >=, >= to >); with --ops logic instead, on every code line, each && is
# made || and each || &&, each == != and each != == (several times as many mutants: astar.h about
# 330). Each mutant is made in a copy of the header (build/mutants/current); the header's
# tests are built against the copy with the sanitizers of make test and run, fastest first, until
# one fails. A mutant no test fails "survived": either a test is missing or the change makes no
# difference a caller can see (a clamp equal at the bound, a check that never fails); each one is
# listed in build/mutants/survived with its line, to be read. Not part of make test: it
# measures, it does not pass or fail (exit 1 only if a test fails on the unchanged headers).
#   sh tests/mutants.sh [--ops bounds|compare|logic] [--since REV] [--list] [--only N,M,...] [--jobs N | --part K/N] [HEADER...]
#   --ops bounds|compare|logic  which mutants (default bounds: the one-off comparisons above;
#               compare: every comparison one off, on every code line)
#   --since REV only the mutants on lines that differ from git revision REV (what a change
#               added or rewrote: its own mutants, in minutes rather than hours)
#   --list      print the mutants (number, header:line, change, source) and stop
#   --only      run only these mutant numbers (as --list numbers them)
#   --jobs N    run N parts at once (default: one per core; each builds and runs one test at a time)
#   --part K/N  run only every Nth mutant from the Kth (what each of --jobs runs, in build/mutants/part-K)
#   MUTANT_TESTS_astar, MUTANT_TESTS_flowfield   the test programs to run (names in tests/)
#   MUTANT_TIMEOUT   seconds a test may run before it counts as failed (default 600; a logic
#                    mutant can turn a loop endless)
cd "$(dirname "$0")/.." || exit 1
out=${BUILD:-build}/mutants
list=0; only=""; since=""; ops=bounds; part=1; parts=1; jobs=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1); args=""
while [ $# -gt 0 ]; do
    case $1 in
    --list) list=1; shift ;;
    --only) only=",$2,"; args="$args --only $2"; shift 2 ;;
    --ops)
        case $2 in bounds | compare | logic) ops=$2; args="$args --ops $2" ;; *) echo "mutants: --ops takes bounds, compare or logic"; exit 2 ;; esac
        shift 2 ;;
    --since)
        git rev-parse -q --verify "$2^{commit}" >/dev/null 2>&1 || { echo "mutants: --since takes a git revision (not '$2')"; exit 2; }
        since=$2; args="$args --since $2"; shift 2 ;;
    --part) part=${2%/*}; parts=${2#*/}; jobs=1; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    -h | --help) awk 'NR > 1 && !/^#/ { exit } NR > 1 { sub(/^# ?/, ""); print }' "$0"; exit 0 ;;
    -*) echo "mutants: unknown option $1 (see --help)"; exit 2 ;;
    *) break ;;
    esac
done
[ $# -gt 0 ] || set -- astar.h flowfield.h
# fastest first (a mutant usually dies in the first one that sees it)
# shellcheck disable=SC2034 # read by name in first_failure
tests_astar=${MUTANT_TESTS_astar:-"test_bad_input test_smooth test_features test_components test_jps test_astar"}
# (test_flowfield picks each loop by the terrain, but the corridor loops only where the masked
# loops' layout does not fit: test_flowfield_corridor forces them, test_flowfield_classed the
# classed loop (picked only on open terrain), test_flowfield_masked_nosimd builds the code
# without SSE2, test_flowfield_buckets the bucket queue's test-only pool check,
# test_flowfield_sight_room fills line of sight's lists of shadows)
# shellcheck disable=SC2034
tests_flowfield=${MUTANT_TESTS_flowfield:-"test_flowfield test_flowfield_classed test_flowfield_corridor test_flowfield_masked_nosimd test_flowfield_buckets test_flowfield_sight_room"}
SAN="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
CC=${CC:-cc}

# "line col old new" for each change on a line of code (comments and preprocessor lines left
# out). bounds: each comparison one off on lines naming width, height or capacity (<< >> -> are
# not comparisons); compare: the same on every line; logic: && and || swapped, == and !=
# swapped, on every line (not in strings)
all_candidates() {
    awk -v ops="$ops" 'BEGIN { swap["&&"] = "||"; swap["||"] = "&&"; swap["=="] = "!="; swap["!="] = "==" }
    {
        code = $0
        if (pcont) { pcont = $0 ~ /\\[ \t]*$/; next }
        # inside a comment begun on an earlier line: the code starts after its end, if here
        if (open) { c = index(code, "*/"); if (!c) next; code = substr(code, c + 2); open = 0; pad = c + 1 } else pad = 0
        c = index(code, "//"); if (c) code = substr(code, 1, c - 1)
        c = index(code, "/*")
        if (c) { rest = substr(code, c + 2); code = substr(code, 1, c - 1); if (!index(rest, "*/")) open = 1 }
        # a preprocessor line and, but for #define (a macro body is code), the lines it continues
        if (code ~ /^[ \t]*#/) { if (code !~ /^[ \t]*#[ \t]*define/) pcont = $0 ~ /\\[ \t]*$/; next }
        n = length(code)
        if (ops == "logic") {
            q = 0
            for (i = 1; i <= n; i++) {
                a = substr(code, i, 1); b = substr(code, i + 1, 1)
                if (a == "\\" && q) { i++; continue }
                if (a == "\"" || a == "\047") { if (!q) q = a; else if (q == a) q = 0; continue }
                if (q) continue
                if ((a b) in swap) { print NR, i + pad, a b, swap[a b]; i++ }
            }
            next
        }
        if (ops == "bounds" && code !~ /(width|height|capacity)/) next
        for (i = 1; i <= n; i++) {
            a = substr(code, i, 1); b = substr(code, i + 1, 1); p = substr(code, i - 1, 1)
            if (a != "<" && a != ">") continue
            if (b == a) { i++; continue }
            if (p == a || (a == ">" && p == "-")) continue
            if (b == "=") { print NR, i + pad, a "=", a; i++ } else print NR, i + pad, a, a "="
        }
    }' "$1"
}

# the candidates of header $1, with --since only those on lines that differ from that revision
# (the first and last line of each changed hunk of git diff -U0, as the file is now)
candidates() {
    if [ -z "$since" ]; then all_candidates "$1"; return; fi
    all_candidates "$1" | awk -v hunks="$(git diff -U0 "$since" -- "$1" | sed -n 's/^@@ -[0-9,]* +\([0-9]*\)\(,\([0-9]*\)\)\{0,1\} @@.*/\1 \3/p' | tr '\n' ';')" '
        BEGIN { n = split(hunks, h, ";"); for (i = 1; i <= n; i++) if (split(h[i], f, " ") >= 1) { lo[i] = f[1]; hi[i] = f[1] + (f[2] == "" ? 1 : f[2]) - 1 } }
        { for (i in lo) if ($1 >= lo[i] && $1 <= hi[i]) { print; next } }'
}

# line $2 of file $1 without its indent
source_line() { sed -n "${2}p" "$1" | sed 's/^ *//'; }

# build the tests of header $1 against the headers in folder $2 into folder $3, one at a time,
# running each before the next is built; prints the first that fails (or did not build), or nothing
first_failure() {
    h=${1%.h}; names=""; eval "names=\$tests_$h"
    for t in $names; do
        # (tests/X_copy.c as the second translation unit where test_X.c has one, as in target.sh)
        copy="tests/${t#test_}_copy.c"; [ -f "$copy" ] || copy=""
        # shellcheck disable=SC2086 # flags and the optional second file split on spaces
        $CC -std=c99 -O1 -g $SAN -I"$2" -I. -Itests -o "$3/$t" "tests/$t.c" $copy -lm -pthread >"$3/$t.log" 2>&1 ||
            { echo "$t (did not build)"; return; }
        if command -v timeout >/dev/null; then timeout "${MUTANT_TIMEOUT:-600}" "$3/$t" >"$3/$t.out" 2>&1; else "$3/$t" >"$3/$t.out" 2>&1; fi ||
            { echo "$t"; return; }
    done
}

n=0
if [ $list = 1 ]; then
    for hdr in "$@"; do
        while read -r line col old new; do
            [ -n "$line" ] || continue # (no candidates: the here-document's one empty line)
            n=$((n + 1))
            printf '%d %s:%d:%d %s -> %s: %s\n' "$n" "$hdr" "$line" "$col" "$old" "$new" "$(source_line "$hdr" "$line")"
        done <<LIST
$(candidates "$hdr")
LIST
    done
    exit 0
fi

if [ "$jobs" -gt 1 ]; then # the parts side by side, then their sums
    rm -rf "$out"; mkdir -p "$out"
    k=1
    while [ $k -le "$jobs" ]; do
        # shellcheck disable=SC2086 # args: the --only option and its list, if given
        BUILD="$out/part-$k" sh "$0" --part "$k/$jobs" $args "$@" &
        k=$((k + 1))
    done
    wait
    cat "$out"/part-*/mutants/survived 2>/dev/null | sort -n >"$out/survived"
    ran=0; killed=0; survived=0; status=0
    for f in "$out"/part-*/mutants/summary; do
        [ -f "$f" ] || { status=1; continue; }
        read -r r k2 s2 st <"$f"
        ran=$((ran + r)); killed=$((killed + k2)); survived=$((survived + s2)); [ "$st" = 0 ] || status=1
    done
    echo "mutants: all parts: $ran run, $killed killed, $survived survived (listed in $out/survived)"
    exit $status
fi

rm -rf "$out"; mkdir -p "$out/base" "$out/current"
: >"$out/survived"
killed=0; survived=0; ran=0; status=0
for hdr in "$@"; do
    [ -f "$hdr" ] || { echo "mutants: no $hdr here"; status=1; continue; }
    echo "mutants: $hdr: $(candidates "$hdr" | wc -l) mutants; first the tests on the unchanged header"
    bad=$(first_failure "$hdr" . "$out/base")
    if [ -n "$bad" ]; then
        echo "mutants: $bad fails on the unchanged $hdr ($out/base/${bad%% *}.out): fix that first"; status=1; continue
    fi
    candidates "$hdr" >"$out/list"
    while read -r line col old new; do
        n=$((n + 1))
        case $only in "" | *",$n,"*) ;; *) continue ;; esac
        [ $(((n - 1) % parts + 1)) = "$part" ] || continue
        rm -rf "$out/current"; mkdir -p "$out/current" # (the other header comes from -I.)
        awk -v l="$line" -v c="$col" -v o="$old" -v w="$new" \
            'NR == l { $0 = substr($0, 1, c - 1) w substr($0, c + length(o)) } { print }' "$hdr" >"$out/current/$hdr"
        src=$(source_line "$hdr" "$line")
        by=$(first_failure "$hdr" "$out/current" "$out/current")
        ran=$((ran + 1))
        if [ -n "$by" ]; then
            killed=$((killed + 1)); echo "mutants: $n $hdr:$line:$col $old -> $new: killed by $by"
        else
            survived=$((survived + 1)); echo "mutants: $n $hdr:$line:$col $old -> $new: SURVIVED: $src"
            echo "$n $hdr:$line:$col $old -> $new: $src" >>"$out/survived"
        fi
    done <"$out/list"
done
echo "mutants: $ran run, $killed killed, $survived survived (listed in $out/survived)"
echo "$ran $killed $survived $status" >"$out/summary"
exit $status
