#!/bin/sh
# bench_cli.sh - the bench's command line: bad arguments, bad files and unwritable outputs must
# be refused with a message and the documented exit status (2 bad arguments or files, 1 an
# output not made), before any timing starts. Runs build/bench built again under AddressSanitizer
# + UBSan at -O0 (built again only when a source is newer; BENCH=path runs that binary instead)
# on tiny files written here, so it needs no ../shared data. Prints "bench-cli: N passed,
# N failed" last.
cd "$(dirname "$0")/.." || exit 1
out=${BUILD:-build}/bench-cli-test; mkdir -p "$out"
passed=0; failed=0
if [ -n "$BENCH" ]; then
    bench=$BENCH
else
    bench=$out/bench_san
    if { [ ! -x "$bench" ] || [ -n "$(find bench *.h -newer "$bench" 2>/dev/null)" ]; } &&
        ! ${CC:-cc} -std=c99 -O0 -g -fsanitize=address,undefined -fno-sanitize-recover=all -I. \
            -Ibench -o "$bench" bench/*.c -lm -pthread >"$out/build.log" 2>&1; then
        echo "FAIL bench-cli: cannot build the sanitized bench"; tail -20 "$out/build.log" | sed 's|^|FAIL bench-cli: > |'
        echo "bench-cli: 0 passed, 1 failed"; exit 1
    fi
fi

# check NAME STATUS PATTERN COMMAND...: COMMAND exits with STATUS and its output (stdout and
# stderr, in $out/NAME.log) has a line matching the extended regex PATTERN
check() {
    name=$1; want=$2; pattern=$3; shift 3
    "$@" >"$out/$name.log" 2>&1; rc=$?
    if [ "$rc" -ne "$want" ]; then
        failed=$((failed + 1)); echo "FAIL bench-cli $name: exit $rc, expected $want: $*"
        tail -5 "$out/$name.log" | sed "s|^|FAIL bench-cli $name: > |" # tests/run.sh keeps FAIL lines only
    elif ! grep -qE -e "$pattern" "$out/$name.log"; then
        failed=$((failed + 1)); echo "FAIL bench-cli $name: no line matching '$pattern': $*"
        tail -5 "$out/$name.log" | sed "s|^|FAIL bench-cli $name: > |"
    else
        passed=$((passed + 1))
    fi
}
# absent NAME PATTERN: the log of check NAME has no line matching PATTERN (nothing was timed)
absent() {
    if grep -qE -e "$2" "$out/$1.log"; then
        failed=$((failed + 1)); echo "FAIL bench-cli $1: unexpected '$2' in the output"
    else
        passed=$((passed + 1))
    fi
}
# present NAME PATTERN: the log of check NAME also has a line matching PATTERN
present() {
    if grep -qE -e "$2" "$out/$1.log"; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1)); echo "FAIL bench-cli $1: no line matching '$2'"
    fi
}

# a 6x4 map; '@' at (1,1) and (2,1), water at (2,3)
printf 'type octile\nheight 4\nwidth 6\nmap\n......\n.@@...\n......\n..W...\n' >"$out/tiny.map"
printf 'version 1\n0\ttiny.map\t6\t4\t0\t0\t5\t0\t5\n' >"$out/one.scen"
printf 'version 1\n0\ttiny.map\t6\t4\t0\t0\t5\t3\t-4.0\n' >"$out/negative.scen"
printf 'version 1\n0\ttiny.map\t6\t4\t0\t0\t1\t1\t2\n' >"$out/blocked_goal.scen"
printf 'version 1\n0\ttiny.map\t6\t4\t2\t1\t5\t0\t5\n' >"$out/blocked_start.scen"
printf 'version 1\n0\ttiny.map\t6\t4\t0\t0\t2\t3\t3\n' >"$out/water_goal.scen"
printf 'version 1\n0\ttiny.map\t7\t4\t0\t0\t5\t0\t5\n' >"$out/other_size.scen"
printf 'version 1\n0\n' >"$out/one_field.scen"
map=$out/tiny.map
timed='open sets on identical|== |split random'

# the suite's options: strict numbers with their range, exit 2, nothing run
check repeats_junk 2 '1 to 16' "$bench" --repeats 3x
absent repeats_junk "$timed"
check repeat_zero 2 '1 to 16' "$bench" --repeat 0
check per_bin_junk 2 '1 to 1000' "$bench" --per-bin 8x
check cap_junk 2 'more than 0' "$bench" --cap 2s
check cap_zero 2 'more than 0' "$bench" --cap 0
check unknown 2 "unknown or incomplete argument '--bogus'" "$bench" suite --bogus
check suite_help 0 '--per-bin' "$bench" suite --help
# every command's usage lists --help among its options, in lines of at most 100 characters
for cmd in suite scen flow flow-maps reach; do
    check "help_lists_help_$cmd" 0 '\[--help\]' "$bench" "$cmd" --help
    absent "help_lists_help_$cmd" '^.{101,}'
done
check help 0 'bench flow MAP' "$bench" --help
# a standard output that cannot be written (a full disk) fails the command, said on stderr, with
# its status for an output not made (every command exited 0); a run's output as its usage
if [ -w /dev/full ]; then
    full='writing standard output failed: No space left on device'
    check help_stdout_full 1 "^bench: $full" sh -c '"$0" --help >/dev/full' "$bench"
    check suite_help_stdout_full 1 "^bench: $full" sh -c '"$0" suite --help >/dev/full' "$bench"
    for cmd in flow flow-maps reach; do
        check "help_stdout_full_$cmd" 1 "^bench $cmd: $full" sh -c '"$0" "$1" --help >/dev/full' "$bench" "$cmd"
    done
    check scen_help_stdout_full 2 "^bench scen: $full" sh -c '"$0" scen --help >/dev/full' "$bench"
    check scen_stdout_full 2 "^bench scen: $full" sh -c '"$0" scen "$1" "$2" >/dev/full' "$bench" "$map" "$out/one.scen"
    check suite_stdout_full 1 "^bench: $full" \
        sh -c '"$0" --only none --no-plot "$1" "$2" >/dev/full' "$bench" "$map" "$out/one.scen"
fi
absent help '^.{101,}'
check help_flow 0 '\[--corners no-cut\|one-free\|always\] \[--sight\]' "$bench" --help
check help_flow_costs 0 '\[--costs LO-HI \[--seed N\]\]' "$bench" --help
check help_flow_max_distance 0 '\[--max-distance D\]' "$bench" flow --help
check repeat_synonym 0 'median of 2 timings' "$bench" --only none --no-plot --repeat 2 "$map" "$out/one.scen"
check one_map 0 'bench: 1 map in' "$bench" --only none --no-plot "$map" "$out/one.scen"
absent one_map 'MISMATCH'
# a scenario whose optimal length is not the search's cost fails the run (it printed "0 of 1"
# and exited 0)
printf 'version 1\n0\ttiny.map\t6\t4\t0\t0\t5\t0\t6\n' >"$out/wrong.scen"
check wrong_length 1 "MISMATCH: the library heap's cost is not the scenario's optimal length on 1 of 1" \
    "$bench" --only none --no-plot "$map" "$out/wrong.scen"
present wrong_length 'SOME FAILED'
# a filter that keeps nothing is an error (it ran nothing and exited 0 until a review)
check only_no_match 2 "--only 'zzz' matches no built-in map of the full run \(open-64, " "$bench" --only zzz --no-plot
check only_no_match_quick 2 "--only '1024' matches no built-in map of the quick run" "$bench" --quick --only 1024 --no-plot
check only_none_alone 2 'nothing to run' "$bench" --only none --no-plot
# an empty name is refused (every name holds it: it ran every map)
check only_empty 2 "--only wants part of a built-in map's name \(e\.g\. maze, 512\) or 'none', not an empty one" \
    "$bench" --quick --only '' --no-plot
absent only_empty "$timed"
# the progress lines count the maps --only keeps (it said "map 1 of 4" for one)
check only_count 0 '^bench: map 1 of 1: random30-128$' "$bench" --quick --only random --no-plot
# --plot with --only and none of the plot's usual maps: the maps run are plotted (no PNG was
# made, and the exit status was 0)
if command -v gnuplot >/dev/null 2>&1; then
    rm -f "$out/open.png"
    check plot_only_open 0 "^plot: $out/open\.png " "$bench" --quick --only open --plot "$out/open.png"
    if [ -s "$out/open.png" ]; then passed=$((passed + 1)); else
        failed=$((failed + 1)); echo "FAIL bench-cli plot_only_open: no $out/open.png"; fi
else
    echo "SKIP: gnuplot not found; bench --plot with --only not checked"
fi

# the suite's map/scen pairs are read and checked before any timing
check missing_map 2 'cannot open' "$bench" --quick --no-plot "$out/nonexistent.map" "$out/x.scen"
absent missing_map "$timed"
check missing_scen 2 'cannot open' "$bench" --quick --no-plot "$map" "$out/nonexistent.scen"
absent missing_scen "$timed"
check suite_other_size 2 'wrong pair' "$bench" --only none --no-plot "$map" "$out/other_size.scen"
check suite_blocked_goal 2 'blocked_goal.scen:2: goal \(1,1\) is on .@.' \
    "$bench" --quick --no-plot "$map" "$out/blocked_goal.scen"
absent suite_blocked_goal "$timed"
check suite_water_goal 2 'water_goal.scen:2: .*terrain classes' \
    "$bench" --only none --no-plot "$map" "$out/water_goal.scen"

# the suite's outputs: checked up front, a failure to write is an error
if [ -w /dev/full ]; then
    check csv_full 2 'cannot write /dev/full' "$bench" --only none --no-plot --csv /dev/full \
        "$map" "$out/one.scen"
    absent csv_full '^csv:'
fi
check csv_folder 2 'cannot write --csv .*/nonexistent/x.csv: No such file' "$bench" --no-plot --csv "$out/nonexistent/x.csv"
check plot_folder 2 'cannot write --plot' "$bench" --quick --plot "$out/nonexistent/x.png"
absent plot_folder "$timed"
check plot_quote 2 'single quote' "$bench" --quick --plot "$out/it's.png"
# a folder given as an output file is named as one (it said "does the folder exist?")
check csv_dir 2 "cannot write --csv $out: it is a directory" "$bench" --only none --no-plot \
    --csv "$out" "$map" "$out/one.scen"
check plot_dir 2 "cannot write --plot $out: it is a directory" "$bench" --quick --plot "$out"
absent plot_dir "$timed"
# --no-plot and --plot FILE together are refused, in either order (--no-plot won silently)
check plot_no_plot 2 'contradict each other' "$bench" --only none --no-plot --plot "$out/p.png" \
    "$map" "$out/one.scen"
absent plot_no_plot "$timed"
check plot_no_plot_after 2 'contradict each other' "$bench" --only none --plot "$out/p.png" --no-plot \
    "$map" "$out/one.scen"
mkdir -p "$out/fakebin"
printf '#!/bin/sh\n[ "$1" = --version ] && exit 0\nexit 1\n' >"$out/fakebin/gnuplot"
chmod +x "$out/fakebin/gnuplot"
check plot_fails 1 'gnuplot failed' env PATH="$out/fakebin:$PATH" "$bench" --only none \
    --plot "$out/plot.png" "$map" "$out/one.scen"

# bench reach
check reach_size 2 '16\.\.8192' "$bench" reach --size 32abc
check reach_runs 2 '1\.\.1000' "$bench" reach --size 16 --runs 2x
check reach_map 2 'cannot open' "$bench" reach --size 16 --runs 1 --map "$out/nonexistent.map"
absent reach_map "$timed"

# bench scen
check scen_ok 0 '1/1 optimal' "$bench" scen "$map" "$out/one.scen"
check scen_singular 0 ': 1 scenario;' "$bench" scen "$map" "$out/one.scen"
check scen_negative 2 "'-4\.0' is out of range" "$bench" scen "$map" "$out/negative.scen"
check scen_one_field 2 ':2: 1 field \(' "$bench" scen "$map" "$out/one_field.scen"
check scen_blocked_goal 2 'blocked_goal.scen:2: goal \(1,1\) is on .@.' \
    "$bench" scen "$map" "$out/blocked_goal.scen"
absent scen_blocked_goal MISMATCH
check scen_blocked_start 2 'blocked_start.scen:2: start \(2,1\) is on .@.' \
    "$bench" scen "$map" "$out/blocked_start.scen"
check scen_other_size 2 'wrong pair' "$bench" scen "$map" "$out/other_size.scen"
check scen_repeat 2 '1 to 1000' "$bench" scen "$map" "$out/one.scen" --repeat 2x
# the largest open set, and a bounded workspace (--open-capacity): with room the same answers,
# without it a mismatch that says so
check scen_largest_open 0 'astar: largest open set [0-9]+ entr(y|ies) \([0-9.]+% of the cells\): astar_workspace_size_bounded\(6, 4, [0-9]+\)' \
    "$bench" scen "$map" "$out/one.scen" --algo astar,jps
present scen_largest_open 'jps: largest open set [0-9]+ entr'
check scen_open_room 0 'open set bounded at 24 entries .*: 0 queries found it full' \
    "$bench" scen "$map" "$out/one.scen" --open-capacity 24
present scen_open_room '1/1 optimal'
check scen_open_full 1 'open set bounded at 1 entry .*: 1 query found it full' \
    "$bench" scen "$map" "$out/one.scen" --open-capacity 1
present scen_open_full 'MISMATCH .*one\.scen:2: astar .*: open set full'
check scen_open_bad 2 'open-capacity takes a count from 1 to 268435456' \
    "$bench" scen "$map" "$out/one.scen" --open-capacity 0
# files of the wrong kind say what they look like: the two swapped, a PNG picture as the map
check scen_swapped 2 'looks like a scenario \(\.scen\) file, not a map \(the map comes first\)' \
    "$bench" scen "$out/one.scen" "$map"
check scen_map_twice 2 ':1: expected .version 1.* looks like a map \(\.map\) file, not a scenario file' \
    "$bench" scen "$map" "$map"
printf '\211PNG\r\n\032\n\000\000\000\rIHDR' >"$out/picture.png"
check scen_png 2 'picture\.png:1: .*: this is a PNG picture, not a Moving AI file' \
    "$bench" scen "$out/picture.png" "$out/one.scen"
check suite_swapped 2 'one\.scen is a scenario file without its map: give MAP\.map SCEN\.scen, the map first' \
    "$bench" --only none --no-plot "$out/one.scen" "$map"
# JPS has no list open set: --open list with it is said to apply to A* only (it ran silently)
check scen_jps_list 0 'note: --open list is for A\*; JPS runs on its binary heap' \
    "$bench" scen "$map" "$out/one.scen" --algo astar,jps --open list
present scen_jps_list 'jps/heap: 1/1 optimal'
# the library's name for the metric is accepted beside the dump format's
check flow_metric_exact 0 'metric octile neighbours 8: reached 21 cells' \
    "$bench" flow "$map" --goal 0 0 --metric exact --repeat 1
check flow_metric_bad 2 'must be bfs or octile \(or exact, the same\)' "$bench" flow "$map" --goal 0 0 --metric dijkstra
# its example map has an unreachable goal to time (den520d, suggested until 0.10.2, has not)
check reach_help 0 'maps/Boston_0_1024\.map' "$bench" reach --help
present reach_help '^Exit status: 0 done'
check flow_help_status 0 '^Exit status: 0 done, 1 a run failed' "$bench" flow --help
# an empty algorithm name is refused wherever it is (a trailing comma was accepted)
check scen_algo_comma 2 "unknown algorithm ''" "$bench" scen "$map" "$out/one.scen" --algo astar,
absent scen_algo_comma 'optimal'
check scen_algo_lead 2 "unknown algorithm ''" "$bench" scen "$map" "$out/one.scen" --algo ,astar
check scen_algo_commas 2 "unknown algorithm ''" "$bench" scen "$map" "$out/one.scen" --algo astar,,jps
# a number too large says so (it said "takes a count of at least 1")
check scen_longest_huge 2 '--longest 99999999999999999999 is too large' \
    "$bench" scen "$map" "$out/one.scen" --longest 99999999999999999999
check scen_longest_zero 2 'at least 1' "$bench" scen "$map" "$out/one.scen" --longest 0
check scen_paths_dir 2 "cannot write --paths $out: it is a directory" \
    "$bench" scen "$map" "$out/one.scen" --paths "$out"
check scen_longest_real 2 "a whole number of at least 1, not '1e99'" \
    "$bench" scen "$map" "$out/one.scen" --longest 1e99
# an output that is an input file (by another name too) is refused, the file left as it was
cp "$out/one.scen" "$out/keep.scen"; cp "$map" "$out/keep.map"
check scen_paths_scen 2 'is the input file .*keep.scen: it would be overwritten' \
    "$bench" scen "$out/keep.map" "$out/keep.scen" --paths "$out/../$(basename "$out")/keep.scen"
check scen_paths_map 2 'is the input file .*keep.map: it would be overwritten' \
    "$bench" scen "$out/keep.map" "$out/keep.scen" --algo astar,jps --paths "$out/keep.map"
check flow_dump_map 2 'is the input file .*keep.map: it would be overwritten' \
    "$bench" flow "$out/keep.map" --goal 0 0 --dump "$out/keep.map"
if cmp -s "$out/one.scen" "$out/keep.scen" && cmp -s "$map" "$out/keep.map"; then
    passed=$((passed + 1))
else
    failed=$((failed + 1)); echo "FAIL bench-cli inputs_kept: an input file was overwritten"
fi

# bench flow
check flow_ok 0 'reached 21 cells' "$bench" flow "$map" --goal 0 0 --repeat 1
# several goals: the goal regions (tiny.map's BFS field: 9 cells lead to (0,0), 12 to (5,3), by
# its directions; a goal given again counts at its first place)
check flow_regions 0 'goal regions: .* reached cells per goal: 9 12$' \
    "$bench" flow "$map" --goal 0 0 --goal 5 3 --metric bfs --repeat 1
check flow_regions_twice 0 'goal regions: .* reached cells per goal: 9 12 0$' \
    "$bench" flow "$map" --goal 0 0 --goal 5 3 --goal 0 0 --metric bfs --repeat 2
check flow_regions_help 0 'flowfield_goal_regions' "$bench" flow --help
absent flow_ok 'goal regions'
check flow_overflow 2 '2\^32.*smaller HI' "$bench" flow "$map" --goal 0 0 \
    --costs 1073741823-1073741823
check flow_bfs_costs 2 'bfs ignores' "$bench" flow "$map" --goal 0 0 --costs 1-8 --metric bfs
check flow_repeat 2 '1 to 1000' "$bench" flow "$map" --goal 0 0 --repeat 2x
check flow_blocked_goal 2 'goal cell is blocked' "$bench" flow "$map" --goal 1 1
check flow_seed_alone 2 'give --costs' "$bench" flow "$map" --goal 0 0 --seed 3
check flow_dump_folder 2 'cannot write --dump .*/no/such/dir.txt: No such file or directory' "$bench" flow "$map" --goal 0 0 --dump "$out/no/such/dir.txt"
check flow_dump_dir 2 "cannot write --dump $out: it is a directory" "$bench" flow "$map" --goal 0 0 --dump "$out"
# --corners: the rule of diagonal steps. Under one-free the cell (1,2) is 2 steps from (0,0)
# (diagonally past the wall at (1,1), the side cell (0,2) free) and written to step W, not
# across the wall's corner; without corner cutting it is 3 steps away
check flow_corners_4 2 'give --neighbours 8' "$bench" flow "$map" --goal 0 0 --neighbours 4 --corners always
check flow_corners_bad 2 'must be no-cut, one-free or always' "$bench" flow "$map" --goal 0 0 --corners 2
check flow_corners_one_free 0 'metric bfs neighbours 8 corners one-free: reached 21 cells' \
    "$bench" flow "$map" --goal 0 0 --metric bfs --corners one-free --repeat 1 --dump "$out/one_free.dump"
if [ "$(sed -n 4p "$out/one_free.dump")" = "2 2 3 4 4 5" ] && [ "$(sed -n 8p "$out/one_free.dump")" = "2 4 4 4 3 3" ]; then
    passed=$((passed + 1))
else failed=$((failed + 1)); echo "FAIL bench-cli flow_corners_one_free: row 2 of $out/one_free.dump"; fi
check flow_corners_no_cut 0 'corners no-cut: reached 21 cells' \
    "$bench" flow "$map" --goal 0 0 --metric bfs --corners no-cut --repeat 1 --dump "$out/no_cut.dump"
if [ "$(sed -n 4p "$out/no_cut.dump")" = "2 3 4 5 5 5" ]; then passed=$((passed + 1))
else failed=$((failed + 1)); echo "FAIL bench-cli flow_corners_no_cut: row 2 of $out/no_cut.dump"; fi
# --max-distance: steps 0..2 from (0,0) are 5 cells ((1,2) is 3 steps away: no corner cutting past
# the wall); the dump leaves the cells past it unreached
check flow_max_distance 0 'metric bfs neighbours 8 max-distance 2: reached 5 cells, max cost 2.0000' \
    "$bench" flow "$map" --goal 0 0 --metric bfs --max-distance 2 --repeat 1 --dump "$out/max_distance.dump"
if [ "$(sed -n 2,4p "$out/max_distance.dump" | tr '\n' ' ')" = "0 1 2 -1 -1 -1 1 -1 -1 -1 -1 -1 2 -1 -1 -1 -1 -1 " ]; then
    passed=$((passed + 1))
else failed=$((failed + 1)); echo "FAIL bench-cli flow_max_distance: cost rows of $out/max_distance.dump"; fi
# ... and the same field as a local one: floor(2) + 1 cells around (0,0), clipped to the map,
# checked by the bench against the whole map's field
check flow_local 0 'as a local field: window 4x4 at \(0, 0\), .*; the same costs' \
    "$bench" flow "$map" --goal 0 0 --metric bfs --max-distance 2 --repeat 1
check flow_local_exact 0 'as a local field: window 4x4 at \(0, 0\), .*; the same costs' \
    "$bench" flow "$map" --goal 0 0 --max-distance 2.9 --repeat 3
absent flow_ok 'as a local field'
check flow_max_distance_none 0 'metric bfs neighbours 8: reached 21 cells' \
    "$bench" flow "$map" --goal 0 0 --metric bfs --max-distance 0 --repeat 1
check flow_max_distance_negative 2 "wants a cost, 0 or more \\(0: no limit\\), not '-1'" \
    "$bench" flow "$map" --goal 0 0 --max-distance -1
check flow_max_distance_nan 2 "not 'nan'" "$bench" flow "$map" --goal 0 0 --max-distance nan
check flow_max_distance_junk 2 "not '2x'" "$bench" flow "$map" --goal 0 0 --max-distance 2x
check flow_max_distance_plain 2 'whole fields: drop --max-distance' \
    "$bench" flow "$map" --goal 0 0 --max-distance 2 --plain
# integers too large for any map say so (they said "needs two integers", "needs an integer")
check flow_goal_huge 2 '--goal 99999999999 0: out of range' "$bench" flow "$map" --goal 99999999999 0
check flow_goal_junk 2 'needs two integers' "$bench" flow "$map" --goal 0 x
check flow_seed_huge 2 '--seed -99999999999 is out of range' \
    "$bench" flow "$map" --goal 0 0 --costs 1-2 --seed -99999999999
rm -f "$out/failed.dump"
check flow_dump_failed 2 'goal cell is blocked' "$bench" flow "$map" --goal 1 1 --dump "$out/failed.dump"
if [ -e "$out/failed.dump" ]; then
    failed=$((failed + 1)); echo "FAIL bench-cli flow_dump_failed: a failed run left $out/failed.dump"
else passed=$((passed + 1)); fi
# --plain: the hand-written fields' costs checked against the library's on every cell
check flow_plain_bfs 0 'padded BFS .* costs equal the library' "$bench" flow "$map" --goal 0 0 --metric bfs --plain --repeat 1
present flow_plain_bfs 'plain BFS .* costs equal the library'
check flow_plain_exact 0 'heap Dijkstra .* costs equal the library' \
    "$bench" flow "$map" --goal 0 0 --costs 1-8 --plain --neighbours 4 --repeat 1
check flow_plain_goals 2 'one goal, not 2' "$bench" flow "$map" --goal 0 0 --goal 2 0 --plain
check flow_plain_corners 2 "Moving AI's corner rule only" "$bench" flow "$map" --goal 0 0 --corners always --plain
if [ -w /dev/full ]; then
    check flow_dump_full 1 'error writing /dev/full' "$bench" flow "$map" --goal 0 0 --repeat 1 --dump /dev/full
fi

# bench flow-maps: a Moving AI folder (maps/, scen/) written here; a.map has a scenario, b.map
# none (skipped), w.map only a scenario whose goal is water (skipped)
fm=$out/flowmaps; rm -rf "$fm"; mkdir -p "$fm/maps" "$fm/scen" "$fm/bad/maps" "$fm/bad/scen" "$fm/none/maps"
for name in a b w; do cp "$map" "$fm/maps/$name.map"; done
cp "$out/one.scen" "$fm/scen/a.map.scen"
cp "$out/water_goal.scen" "$fm/scen/w.map.scen"
cp "$map" "$fm/none/maps/a.map"
printf 'type octile\nheight 2\nwidth 3\nmap\n...\n..\n' >"$fm/bad/maps/bad.map"
cp "$out/one.scen" "$fm/bad/scen/bad.map.scen"
check help_flow_maps 0 'bench flow-maps \[DIR\]' "$bench" --help
check help_flow_maps_against 0 '\[--only A,B\] \[--against BENCH \| --plain\]' "$bench" --help
check flow_maps_ok 0 '^\| a \| 6x4 \| 5 0 \| 21 \| [0-9.*]+ / [0-9.]+ \| [0-9.*]+ / [0-9.]+ \|$' \
    "$bench" flow-maps "$fm" --rounds 2 --repeat 1
check flow_maps_progress 0 'round 2 of 2 done' "$bench" flow-maps "$fm" --rounds 2 --repeat 1
check flow_maps_skip_b 0 'b: no .*b\.map\.scen.*skipped' "$bench" flow-maps "$fm" --rounds 1 --repeat 1
check flow_maps_skip_w 0 'w: no scenario with its goal on ground: skipped' "$bench" flow-maps "$fm" --rounds 1 --repeat 1
check flow_maps_one 0 '^flow-maps .*: 1 map, 8 neighbours' "$bench" flow-maps "$fm" --rounds 1 --repeat 1
check flow_maps_4 0 '^\| a \| 6x4 \| 5 0 \| 21 \|' "$bench" flow-maps "$fm" --rounds 1 --repeat 1 --neighbours 4
check flow_maps_only 0 '^\| a \|' "$bench" flow-maps "$fm" --only a --rounds 1 --repeat 1
absent flow_maps_only 'b: no'
check flow_maps_only_unknown 2 "no map 'zz\.map'" "$bench" flow-maps "$fm" --only a,zz
check flow_maps_only_empty 2 '--only needs map names' "$bench" flow-maps "$fm" --only ''
check flow_maps_only_comma 2 "an empty name in 'a,'" "$bench" flow-maps "$fm" --only a,
check flow_maps_only_commas 2 "an empty name in 'a,,b'" "$bench" flow-maps "$fm" --only a,,b
check flow_maps_rounds 2 '1 to 1000' "$bench" flow-maps "$fm" --rounds 0
check flow_maps_repeat 2 '1 to 1000' "$bench" flow-maps "$fm" --repeat 1001
check flow_maps_folder 2 'cannot open .*/nowhere/maps' "$bench" flow-maps "$fm/nowhere"
check flow_maps_two 2 'one folder only' "$bench" flow-maps "$fm" "$fm"
# an empty DIR is refused (it looked in /maps)
check flow_maps_empty_dir 2 'DIR is empty: give the folder that holds maps/ and scen/' "$bench" flow-maps ''
absent flow_maps_empty_dir '/maps'
check flow_maps_none 2 'no map in .* has a scenario file' "$bench" flow-maps "$fm/none"
check flow_maps_bad 2 'bad\.map:6:' "$bench" flow-maps "$fm/bad"
absent flow_maps_bad 'round 1'
# a scen file with no scenario line: said as bench scen says it (it said "is for a 0x0 map")
mkdir -p "$fm/empty/maps" "$fm/empty/scen"; cp "$map" "$fm/empty/maps/e.map"
printf 'version 1\n' >"$fm/empty/scen/e.map.scen"
check flow_maps_no_lines 2 'e\.map\.scen has no scenario lines' "$bench" flow-maps "$fm/empty"
check scen_no_lines 2 'e\.map\.scen has no scenario lines' "$bench" scen "$map" "$fm/empty/scen/e.map.scen"
# --against: another bench's columns and ratios (itself here; fakes that disagree or fail)
check flow_maps_against 0 '^\| a \| 6x4 \| 5 0 \| 21 \|( [0-9.*]+ / [0-9.]+ \|){2} [0-9.]+ \|( [0-9.*]+ / [0-9.]+ \|){2} [0-9.]+ \|$' \
    "$bench" flow-maps "$fm" --rounds 2 --repeat 1 --against "$bench"
# both sides' rounds in fresh processes when this bench was run by a path; by a bare name
# (found in PATH) its own rounds stay in this process, and it says so
present flow_maps_against 'one round each in turn, each in a process of its own;'
check flow_maps_against_bare 0 'is not a path to this bench, so its rounds run in this process' \
    env PATH="$(dirname "$bench"):$PATH" "$(basename "$bench")" flow-maps "$fm" --rounds 1 --repeat 1 --against "$bench"
absent flow_maps_against_bare 'each in a process of its own'
printf '#!/bin/sh\necho "| a | 6x4 | 5 0 | 20 | 1.00 / 1.00 | 2.00 / 2.00 |"\n' >"$fm/fewer.sh"
printf '#!/bin/sh\necho "| a | 6x4 | 1 0 | 21 | 1.00 / 1.00 | 2.00 / 2.00 |"\n' >"$fm/goal.sh"
printf '#!/bin/sh\necho "bench: no such command"; exit 2\n' >"$fm/old.sh"
chmod +x "$fm/fewer.sh" "$fm/goal.sh" "$fm/old.sh"
check flow_maps_against_reached 1 "fewer\.sh's field toward \(5, 0\) reached 20 cells, this bench's toward \(5, 0\) 21" \
    "$bench" flow-maps "$fm" --rounds 1 --repeat 1 --against "$fm/fewer.sh"
check flow_maps_against_goal 1 "goal\.sh's field toward \(1, 0\)" "$bench" flow-maps "$fm" --rounds 1 --against "$fm/goal.sh"
absent flow_maps_against_goal 'round 1'
check flow_maps_against_old 1 'gave 0 of the 1 maps. rows \(exit 2\)' "$bench" flow-maps "$fm" --against "$fm/old.sh"
check flow_maps_against_old_output 1 '  bench: no such command' "$bench" flow-maps "$fm" --against "$fm/old.sh"
check flow_maps_against_missing 1 'gave 0 of the 1 maps' "$bench" flow-maps "$fm" --against "$fm/nonexistent"
absent flow_maps_against_missing 'round 1'
# --plain: the plain fields' columns and speedups (their costs checked against the library's),
# and on a 512x512 map (open but for a wall with a gap) the targets read against the plain BFS
check flow_maps_plain 0 '^\| a \| 6x4 \| 5 0 \| 21 \|( [0-9.*]+ / [0-9.]+ \|){3} [0-9.]+ / [0-9.]+ \|( [0-9.*]+ / [0-9.]+ \|){2} [0-9.]+ \|$' \
    "$bench" flow-maps "$fm" --rounds 2 --repeat 1 --plain
check flow_maps_plain_4 0 '^\| a \| 6x4 \| 5 0 \| 21 \|( [0-9.*]+ / [0-9.]+ \|){3} [0-9.]+ / [0-9.]+ \|' \
    "$bench" flow-maps "$fm" --rounds 1 --repeat 1 --plain --neighbours 4
check flow_maps_plain_against 2 '--plain or --against, not both' "$bench" flow-maps "$fm" --plain --against "$bench"
mkdir -p "$fm/big/maps" "$fm/big/scen"
awk 'BEGIN { print "type octile\nheight 512\nwidth 512\nmap"; for (y = 0; y < 512; y++) {
    row = ""; for (x = 0; x < 512; x++) row = row (x == 256 && y != 400 ? "@" : "."); print row } }' \
    >"$fm/big/maps/open.map"
printf 'version 1\n0\topen.map\t512\t512\t0\t0\t511\t0\t600\n' >"$fm/big/scen/open.map.scen"
check flow_maps_plain_big 0 '^\| open \| 512x512 \| 511 0 \| 261633 \|' "$bench" flow-maps "$fm/big" --rounds 1 --repeat 1 --plain
for line in 'BFS field / plain BFS' 'BFS field / padded BFS' 'exact field / plain BFS' 'exact field / padded BFS'; do
    present flow_maps_plain_big "^  $line: [0-9.]+-[0-9.]+; at most 0\.[248]0 on [01], at most 0\.[48]0 on [01]\$"
done

# a --paths file that cannot be written (disk full): exit 2, naming it (it named no file)
[ -c /dev/full ] && check scen_paths_full 2 "error writing the --paths file '/dev/full'" \
    "$bench" scen "$map" "$out/one.scen" --paths /dev/full

# tests/check_paths.py (the independent checker of bench scen --paths)
if command -v python3 >/dev/null 2>&1; then
    "$bench" scen "$map" "$out/one.scen" --paths "$out/one.paths" >/dev/null 2>&1
    check paths_ok 0 'check_paths: 1 passed, 0 failed' \
        python3 tests/check_paths.py "$map" "$out/one.scen" "$out/one.paths"
    # a file with lines for some of the scenarios: a note points at --subset, which passes it
    printf 'version 1\n0\ttiny.map\t6\t4\t0\t0\t5\t0\t5\n0\ttiny.map\t6\t4\t0\t0\t0\t2\t2\n' >"$out/two.scen"
    check paths_some 1 'NOTE: .*one\.paths has lines for 1 of the 2 scenarios; .* check it with --subset' \
        python3 tests/check_paths.py "$map" "$out/two.scen" "$out/one.paths"
    check paths_subset 0 'check_paths: 1 passed, 0 failed' \
        python3 tests/check_paths.py "$map" "$out/two.scen" "$out/one.paths" --subset
    check paths_bogus 2 "unknown option '--bogus'" \
        python3 tests/check_paths.py "$map" "$out/one.scen" "$out/one.paths" --bogus
    check paths_pair 2 'wrong pair' \
        python3 tests/check_paths.py "$map" "$out/other_size.scen" "$out/one.paths"
    absent paths_pair '^FAIL'
    check paths_blocked 2 'wrong pair' \
        python3 tests/check_paths.py "$map" "$out/blocked_goal.scen" "$out/one.paths"
    # a length printed as 1e3 would accept any cost from 0 to 2000: refused, as by bench scen
    printf 'version 1\n0\ttiny.map\t6\t4\t0\t0\t5\t0\t1e3\n' >"$out/coarse.scen"
    check paths_coarse 2 'coarse\.scen:2: optimal length 1e3 is too coarse' \
        python3 tests/check_paths.py "$map" "$out/coarse.scen" "$out/one.paths"
    check scen_coarse 2 "coarse\.scen:2: optimal_length '1e3' is too coarse" "$bench" scen "$map" "$out/coarse.scen"
    # NaN compares false with everything: a NaN length passed any path, a NaN COST any length
    printf 'version 1\n0\ttiny.map\t6\t4\t0\t0\t5\t0\tnan\n' >"$out/nan.scen"
    check paths_nan_length 2 'nan\.scen:2: optimal length nan is not a length' \
        python3 tests/check_paths.py "$map" "$out/nan.scen" "$out/one.paths"
    sed 's/^\([0-9]*\) [^ ]*/\1 nan/' "$out/one.paths" >"$out/nan_cost.paths"
    check paths_nan_cost 1 'COST nan is not a number' \
        python3 tests/check_paths.py "$map" "$out/one.scen" "$out/nan_cost.paths"
else
    echo "SKIP: python3 not found; tests/check_paths.py not checked"
fi

echo "bench-cli: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
