#!/bin/sh
# Build every examples/*.c with the Makefile's rule, then build it again (at -O0, to compile fast) under
# AddressSanitizer + UBSan and run it on a small input, so CI catches a broken example.
# Needs no ../shared data: the Moving AI case uses a tiny map written here, whose optimal
# length is worked out by hand below. Prints "examples: N passed, N failed" last.
cd "$(dirname "$0")/.." || exit 1
out=${BUILD:-build}/examples-test; mkdir -p "$out"
eval "$(${MAKE:-make} -s --no-print-directory stb-vars)" || exit 1 # the Makefile's STB_DIR (empty: not found)
if [ -z "$STB_DIR" ]; then
    echo "SKIP: stb not installed (apt-get install libstb-dev, or set STB_DIR)"
    echo "examples: 0 passed, 0 failed"; exit 0
fi
SAN="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
passed=0; failed=0
failure() { # case, command...: count a failure, and show it with the end of $out/case.log
    failed=$((failed + 1)); echo "FAIL examples $1: $(shift; echo "$*")"
    tail -15 "$out/$1.log" | sed "s|^|FAIL examples $1: > |" # as FAIL lines: tests/run.sh keeps no others
}
try() { # case, command... (the command's output goes to $out/case.log)
    case_name=$1; shift
    if "$@" >"$out/$case_name.log" 2>&1; then passed=$((passed + 1)); else failure "$case_name" "$@"; fi
}
# ok LOG PATTERN COMMAND...: exit 0 and a line matching PATTERN, no "MISMATCH"
ok() {
    log=$1; pattern=$2; shift 2
    "$@" || return 1
    grep -q "$pattern" "$out/$log.log" || { echo "no line matching '$pattern'"; return 1; }
    ! grep -q MISMATCH "$out/$log.log"
}
# ok_png LOG PATTERN COMMAND...: the same, with --out LOG.png, which must be a PNG file
ok_png() {
    log=$1; rm -f "$out/$log.png"
    ok "$@" --out "$out/$log.png" && is_png "$out/$log.png"
}
stale() { # binary, source: rebuild when missing or older than its source or a header
    [ ! -x "$1" ] || [ -n "$(find "$2" *.h bench/*.h examples/*.h -newer "$1" 2>/dev/null)" ]
}
fails() { ! "$@"; } # a clear error: exit non-zero (the message is in the log)
# fails_with LOG STATUS PATTERN COMMAND...: exit STATUS (a hang is killed after 60 s, status 124),
# a line matching PATTERN, and no sanitizer report (LeakSanitizer exits 1 too)
fails_with() {
    log=$1; status=$2; pattern=$3; shift 3
    timeout 60 "$@"; got=$?
    [ $got -eq "$status" ] || { echo "exit status $got, not $status"; return 1; }
    grep -q "$pattern" "$out/$log.log" || { echo "no line matching '$pattern'"; return 1; }
    ! grep -q Sanitizer "$out/$log.log" || { echo "a sanitizer report"; return 1; }
}
one_line() { # LOG: the log is the error's one line (a bad --out is refused before the work)
    [ "$(wc -l <"$out/$1.log")" -eq 1 ] || { echo "$1.log has more than the error's line"; return 1; }
}
narrow() { # LOG: no line of the log over 100 characters (a terminal's usage text)
    ! grep -nE '^.{101,}' "$out/$1.log" || { echo "lines over 100 characters (above)"; return 1; }
}
no_file() { [ ! -e "$1" ] || { echo "$1 was written"; return 1; }; }
is_png() { [ "$(head -c 8 "$1" 2>/dev/null | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] || { echo "$1 is not a PNG"; return 1; }; }
crowd_walls() { # a map with no free cell: a clear error, no picture (goal (-1,-1) reached flowfield)
    rm -f "$out"/crowd_walls_*.png
    fails_with crowd-walls 1 'the map has no free cell' "$bin" --map "$out/walls.map" --out "$out/crowd_walls" &&
        no_file "$out/crowd_walls_field.png"
}
tilemap_black() { # an all-black PNG: no free cell for a start or goal, and no picture
    rm -f "$out/tilemap-black.png"
    fails_with tilemap-black 1 'the map has no free cell' "$bin" --map "$out/black.png" --out "$out/tilemap-black.png" &&
        no_file "$out/tilemap-black.png"
}
tilemap_defaults() { # --random W H is --random W H 0.25 1: the same text and the same picture
    "$bin" --random 30 12 --out "$out/tilemap-d1.png" >"$out/tilemap-d1.txt" &&
        "$bin" --random 30 12 0.25 1 --out "$out/tilemap-d2.png" >"$out/tilemap-d2.txt" &&
        grep -q 'path: ' "$out/tilemap-d1.txt" &&
        [ "$(grep -v '^wrote ' "$out/tilemap-d1.txt")" = "$(grep -v '^wrote ' "$out/tilemap-d2.txt")" ] &&
        cmp "$out/tilemap-d1.png" "$out/tilemap-d2.png"
}
clickmap_keys() { # KEYS ARGS...: clickmap with the keys (printf escapes) on stdin
    keys=$1; shift
    printf "$keys" | "$bin" "$@"
}
clickmap_pty() { # KEYS ARGS...: the same in a pseudo-terminal (killed after 30 s: keys lost)
    keys=$1; shift
    printf "$keys" | timeout 30 script -qec "$bin $*" /dev/null
}
clickmap_resize() { # ARGS...: in a pty 40 columns wide, widened to 50 a second in, q a second
    # later; prints the frames' last lines (the cursor's, cut at the width): a frame 50 wide
    # drawn before the q means the resize was drawn at once
    (sleep 2; printf q) | timeout 30 script -qec \
        "sh -c 'stty rows 10 cols 40; $bin $* </dev/tty & sleep 1; stty rows 14 cols 50; wait'" /dev/null |
        grep -a -o '([0-9]*,[0-9]*) click[^[:cntrl:]]*'
}
agents_bounded() { # the largest open set of a run, then the same run bounded at it (the same
    # costs) and at one less (one agent's search finds the open set full: exit 1, said so)
    most=$(sed -n 's/^the largest search held \([0-9]*\) cells open at once .*/\1/p' "$out/agents-small.log")
    [ -n "$most" ] && [ "$most" -gt 1 ] || { echo "no largest open set in agents-small.log"; return 1; }
    ok agents-bounded "^each thread's workspace: [0-9.]* MB, bounded at $most open cells" \
        "$bin" --size 64 --agents 200 --open-capacity "$most" >"$out/agents-bounded.log" 2>&1 &&
        grep -q "^the largest search held $most cells open" "$out/agents-bounded.log" &&
        grep -q 'same cost on every thread count' "$out/agents-bounded.log" || { echo "bounded at $most: not the same run"; return 1; }
    fails_with agents-bounded-full 1 "^MISMATCH: [0-9]* agents*'s* search[es]* found the open set full" \
        "$bin" --size 64 --agents 200 --open-capacity $((most - 1)) >"$out/agents-bounded-full.log" 2>&1 || return 1
    # the summary counts those agents, not agents times thread counts (it said "2 answers differ")
    full=$(sed -n "s/^MISMATCH: \([0-9]*\) agents*'s* search.*/\1/p" "$out/agents-bounded-full.log")
    grep -q "^MISMATCH: $full agents* got no path" "$out/agents-bounded-full.log" ||
        { echo "the summary does not count the $full agents"; return 1; }
}
squads_defaults() { # no --compare, no --out: it compares orders (20 at most) and writes squads.png,
    # as README says (it said that --compare K and --out did)
    rm -f "$out/squads.png"
    ok squads-defaults '^compare: [0-9]* orders on the whole 64x64 map' \
        sh -c 'cd "$1" && ./squads --width 64 --height 64 --squads 4' sh "$out" &&
        { grep -q '^wrote squads\.png ' "$out/squads-defaults.log" || { echo "no 'wrote squads.png'"; return 1; }; } &&
        is_png "$out/squads.png"
}
crowd_regions() { # two exits: each goal's region (flowfield_goal_regions) counts the agents that
    # start in it, and those add up to all of them; the arrivals per exit add up to those that arrived
    ok crowd-regions 'agents started in its region' "$bin" --metric bfs --goal 10 50 --goal 150 50 --agents 300 \
        --out "$out/crowd_regions" || return 1
    awk '/^crowd: goal [0-9]+ \([0-9]+,[0-9]+\): [0-9]+ agents started in its region, [0-9]+ arrived there$/ {
             lines++; started += $5; there += $11 }
         /agents arrived after/ { arrived = $2 }
         END { if (lines != 2 || started != 300 || there != arrived) {
                   printf "goal lines %d, started %d of 300, arrived at the exits %d of %d\n", lines, started, there, arrived
                   exit 1 } }' "$out/crowd-regions.log"
}
crowd_small() { # examples/crowd.c (the flow field helper's): field picture and frames
    rm -f "$out"/crowd_*.png
    ok crowd-small 'agents arrived after' "$bin" --agents 200 --steps 30 --out "$out/crowd" &&
        is_png "$out/crowd_field.png" && is_png "$out/crowd_3.png"
}

# A 6x4 Moving AI map (rows y = 0..3). From (0,0) to (5,0), no corner cutting: down to (0,1),
# diagonal to (1,2) (its side cells (1,1) and (0,2) are free), east along row 2 to (4,2) (the
# diagonal (3,2)->(4,1) would cut the wall at (3,1)), diagonal to (5,1), up to (5,0):
# 1 + sqrt2 + 3 + sqrt2 + 1 = 5 + 2 sqrt2 = 7.828427.
printf 'type octile\nheight 4\nwidth 6\nmap\n.@@@@.\n..@@..\n......\n......\n' > "$out/tiny.map"
printf 'version 1\n0\ttiny.map\t6\t4\t0\t0\t5\t0\t7.828427\n' > "$out/tiny.map.scen"
# scenarios with an end on '@' (the own-tiles rule is for starts on 'T'), one that is no scen
# file, one for another map size; a map of walls only and a 2x2 all-black PNG
printf 'version 1\n0\ttiny.map\t6\t4\t1\t0\t3\t0\t2\n' > "$out/start-wall.scen"
printf 'version 1\n0\ttiny.map\t6\t4\t0\t0\t2\t0\t3\n' > "$out/goal-wall.scen"
printf 'version 1\n0\ttiny.map\t6\t4\t0\t0\t5\n' > "$out/bad.scen"
printf 'version 1\n0\tother.map\t7\t4\t0\t0\t5\t0\t5\n' > "$out/other.scen"
printf 'type octile\nheight 2\nwidth 3\nmap\n@@@\n@@@\n' > "$out/walls.map"
printf 'type octile\nheight 1\nwidth 1\nmap\n.\n' > "$out/one.map" # no cell but the goal
{ printf '\211\120\116\107\015\012\032\012\000\000\000\015\111\110\104\122\000\000\000\002\000\000\000\002\010\000\000\000\000\127\335\122\370\000'
  printf '\000\000\013\111\104\101\124\170\332\143\140\000\001\000\000\006\000\001\155\050\020\057\000\000\000\000\111\105\116\104\256\102\140\202'; } > "$out/black.png"
nodir=$out/no-such-dir; rm -rf "$nodir" # --out into it cannot be written
mkdir -p "$out/a-dir" # --out naming a directory: said so
printf 'not a picture\n' > "$out/junk.png"
# what a map file is, its bytes say, not its name: a PNG cut short (it opens, but does not
# decode), an empty file, and a PNG named .map
head -c 40 docs/images/tilemap_map.png > "$out/cut.png"
# a PNG whose header says 2^25 x 2^25 pixels (over stb_image's 2^24 a side; it reads no further)
printf '\211PNG\r\n\032\n\000\000\000\015IHDR\002\000\000\000\002\000\000\000\010\000\000\000\000\000\000\000\000' \
    > "$out/huge.png"
: > "$out/empty.png"
cp docs/images/tilemap_map.png "$out/picture.map"
rm -f "$out/error.png" # the error cases name it with --out: none may write it

for src in examples/*.c; do
    [ -f "$src" ] || continue
    name=$(basename "$src" .c)
    try "$name-make" ${MAKE:-make} -s "build/$name" STB_DIR="$STB_DIR"
    # the sanitized build, only when stale: a failure counts, a success does not (so a green
    # run's count is the same whether or not it rebuilt)
    if stale "$out/$name" "$src"; then
        rm -f "$out/$name"
        set -- ${CC:-cc} -std=c99 -Wall -Wextra -Werror -pedantic -Wshadow -O0 -g $SAN -I. -isystem "$STB_DIR" \
            -o "$out/$name" "$src" -lm -pthread
        "$@" >"$out/$name-san-build.log" 2>&1 || failure "$name-san-build" "$@"
    fi
    [ -x "$out/$name" ] || continue
    bin=$out/$name
    # --help: exit 0, its usage lists --help among the options, no line over 100 characters
    try "$name-help" ok "$name-help" '\[--help\]' "$bin" --help
    try "$name-help-width" narrow "$name-help"
    # a standard output that cannot be written (a full disk) is a failed run, said on stderr
    # (every example exited 0)
    [ -w /dev/full ] && try "$name-help-full" fails_with "$name-help-full" 1 \
        "^$name: writing standard output failed: No space left on device" sh -c '"$0" --help >/dev/full' "$bin"
    case $name in
    tilemap)
        try tilemap-random   ok_png tilemap-random 'path: ' "$bin" --random 30 12 0.2 3 --start 0 0 --goal 29 11
        try tilemap-png      ok_png tilemap-png 'path: ' "$bin" --map docs/images/tilemap_map.png --start 2 24 --goal 61 24 --moves 4
        # a 1x1 map: the picture's scale stays in --scale's range 1..64 (it was 512 per cell)
        try tilemap-one-cell ok_png tilemap-one-cell '64x64 pixels, 64 per cell' "$bin" --random 1 1 0 1
        try tilemap-stdout-full fails_with tilemap-stdout-full 1 '^tilemap: writing standard output failed: ' \
            sh -c '"$0" --random 30 12 0.2 3 --out "$1" >/dev/full' "$bin" "$out/tilemap-stdout-full.png"
        try tilemap-bad-start  fails "$bin" --random 8 8 0 1 --start 9 9 --out "$out/tilemap-bad.png"
        try tilemap-bad-option fails_with tilemap-bad-option 2 'unknown or incomplete option: --bogus' \
            "$bin" --random 8 8 --bogus --out "$out/error.png"
        # --random's DENSITY and SEED take their defaults when left out (it wanted all four, as
        # clickmap's did); W alone is an error naming what is missing
        try tilemap-random-defaults tilemap_defaults
        # a negative SEED is one of --random's values, not an option
        try tilemap-random-negative-seed ok_png tilemap-random-negative-seed 'path: ' "$bin" --random 30 12 0.2 -2
        try tilemap-random-w fails_with tilemap-random-w 2 'random needs W and H' "$bin" --random 8 --out "$out/error.png"
        try tilemap-moves-5  fails_with tilemap-moves-5 2 'moves must be 4 or 8, not 5' "$bin" --random 8 8 0 1 --moves 5
        try tilemap-moves-3  fails_with tilemap-moves-3 2 'moves must be 4 or 8, not 3' "$bin" --random 8 8 0 1 --moves 3
        try tilemap-black    tilemap_black
        try tilemap-start-ab fails_with tilemap-start-ab 2 'start X wants a whole number in 0\.\.' \
            "$bin" --random 8 8 0 1 --start a b --out "$out/error.png"
        try tilemap-start-negative fails_with tilemap-start-negative 2 "in 0\.\..*not '-1'" \
            "$bin" --random 8 8 0 1 --start -1 0 --out "$out/error.png"
        try tilemap-density-abc fails_with tilemap-density-abc 2 'DENSITY wants a number in 0\.\.0\.9' \
            "$bin" --random 5 5 abc 1 --out "$out/error.png"
        try tilemap-zero-width fails_with tilemap-zero-width 2 'W wants a whole number in 1\.\.4096' \
            "$bin" --random 0 5 0.1 1 --out "$out/error.png"
        try tilemap-partial  ok_png tilemap-partial 'partial: it ends at (35,4)' "$bin" --map docs/images/tilemap_map.png \
            --start 2 24 --goal 37 4 --partial
        try tilemap-wall     fails_with tilemap-wall 1 'goal cell is blocked' "$bin" --map docs/images/tilemap_map.png \
            --start 2 24 --goal 37 4 --out "$out/tilemap-wall.png"
        try tilemap-no-dir   fails_with tilemap-no-dir 1 'cannot write' "$bin" --random 8 8 0 1 --out "$nodir/t.png"
        try tilemap-no-dir-first one_line tilemap-no-dir
        try tilemap-out-dir  fails_with tilemap-out-dir 1 'a-dir: cannot write it: it is a directory' \
            "$bin" --random 8 8 0 1 --out "$out/a-dir"
        # an unreadable or malformed input file exits 2, as a bad argument (it exited 1); a missing
        # file is said so, as the .map reader says it, on one line (it was "cannot read the PNG" and
        # a corrupt picture's hint, over two lines); the hint is for a file that opens but does not
        # decode, and a file that is not a picture is said so
        try tilemap-missing  fails_with tilemap-missing 2 \
            'no-such\.png: cannot open: No such file or directory (check the path)$' \
            "$bin" --map "$out/no-such.png" --out "$out/error.png"
        try tilemap-missing-one-line one_line tilemap-missing
        try tilemap-cut-png  fails_with tilemap-cut-png 2 \
            "cut\.png: cannot decode the picture: stb_image says '.*' (the file is truncated or corrupt)\$" \
            "$bin" --map "$out/cut.png" --out "$out/error.png"
        try tilemap-cut-png-one-line one_line tilemap-cut-png
        # too large for stb_image is not called corrupt (it was "(the file is truncated or corrupt)")
        try tilemap-huge-png fails_with tilemap-huge-png 2 \
            "huge\.png: cannot decode the picture: stb_image says 'too large' (the picture is larger than stb_image reads: make it smaller)\$" \
            "$bin" --map "$out/huge.png" --out "$out/error.png"
        try tilemap-junk-png fails_with tilemap-junk-png 2 \
            'junk\.png is neither a PNG picture nor a Moving AI \.map (.*): tilemap reads PNG pictures and' \
            "$bin" --map "$out/junk.png" --out "$out/error.png"
        # a Moving AI .map, as crowd and squads read it (it was "cannot read the PNG ... 'unknown
        # image type'"): tiny.map from (0,0) to (5,3), down, diagonal, along row 2, diagonal
        try tilemap-movingai ok_png tilemap-movingai '^path: 7 cells, cost 6\.8284' "$bin" --map "$out/tiny.map"
        [ -c /dev/full ] && try tilemap-disk-full fails_with tilemap-disk-full 1 'the file is incomplete' \
            "$bin" --random 8 8 0 1 --out /dev/full
        try tilemap-no-error-png no_file "$out/error.png"
        ;;
    mapview)
        try mapview-scen     ok_png mapview-scen 'file says 7.828427: optimal' "$bin" "$out/tiny.map" --scen "$out/tiny.map.scen" --index 0
        # --map MAP as crowd, squads and tilemap take it (it said "unknown option: --map"), one map
        try mapview-map-option ok_png mapview-map-option 'file says 7.828427: optimal' "$bin" --map "$out/tiny.map" \
            --scen "$out/tiny.map.scen" --index 0
        try mapview-two-maps fails_with mapview-two-maps 2 'one map at a time; a second: .*tiny\.map' \
            "$bin" "$out/tiny.map" --map "$out/tiny.map" --out "$out/error.png"
        try mapview-two-names fails_with mapview-two-names 2 'one map at a time; a second: .*one\.map$' \
            "$bin" "$out/tiny.map" "$out/one.map" --out "$out/error.png"
        try mapview-empty-name fails_with mapview-empty-name 2 "the map's name is empty" "$bin" ''
        try mapview-bad-index  fails_with mapview-bad-index 2 'has 1 scenario (index 0\.\.0)' \
            "$bin" "$out/tiny.map" --scen "$out/tiny.map.scen" --index 1 --out "$out/error.png"
        try mapview-missing    fails_with mapview-missing 2 'no-such\.map: cannot open' "$bin" "$out/no-such.map" \
            --out "$out/error.png"
        # a PNG is named as one, and who reads it (it was "unexpected '?PNG' in the header")
        try mapview-png        fails_with mapview-png 2 \
            'tilemap_map\.png is a PNG picture, not a Moving AI \.map: tilemap/crowd read pictures' \
            "$bin" docs/images/tilemap_map.png --out "$out/error.png"
        try mapview-png-one-line one_line mapview-png
        try mapview-missing-scen fails_with mapview-missing-scen 2 'no-such\.scen: cannot open' \
            "$bin" "$out/tiny.map" --scen "$out/no-such.scen" --index 0 --out "$out/error.png"
        try mapview-start-wall fails_with mapview-start-wall 2 'start-wall.scen:2: the start (1,0) is on a blocked' \
            "$bin" "$out/tiny.map" --scen "$out/start-wall.scen" --index 0 --out "$out/error.png"
        try mapview-goal-wall  fails_with mapview-goal-wall 2 'goal-wall.scen:2: the goal (2,0) is on' \
            "$bin" "$out/tiny.map" --scen "$out/goal-wall.scen" --index 0 --out "$out/error.png"
        try mapview-bad-scen   fails_with mapview-bad-scen 2 'bad.scen:2' \
            "$bin" "$out/tiny.map" --scen "$out/bad.scen" --index 0 --out "$out/error.png"
        try mapview-other-map  fails_with mapview-other-map 2 'is for a 7x4 map' \
            "$bin" "$out/tiny.map" --scen "$out/other.scen" --index 0 --out "$out/error.png"
        try mapview-index-abc  fails_with mapview-index-abc 2 'index wants a whole number in 0\.\.' \
            "$bin" "$out/tiny.map" --scen "$out/tiny.map.scen" --index abc --out "$out/error.png"
        try mapview-scale-x    fails_with mapview-scale-x 2 'scale wants a whole number in 1\.\.64' \
            "$bin" "$out/tiny.map" --scale x --out "$out/error.png"
        try mapview-no-dir     fails_with mapview-no-dir 1 'cannot write' "$bin" "$out/tiny.map" --out "$nodir/m.png"
        try mapview-no-dir-first one_line mapview-no-dir
        try mapview-out-dir    fails_with mapview-out-dir 1 'a-dir: cannot write it: it is a directory' \
            "$bin" "$out/tiny.map" --out "$out/a-dir"
        [ -c /dev/full ] && try mapview-disk-full fails_with mapview-disk-full 1 'the file is incomplete' \
            "$bin" "$out/tiny.map" --out /dev/full
        try mapview-no-error-png no_file "$out/error.png"
        ;;
    agents) # exits non-zero itself when an answer differs between thread counts
        try agents-small     ok agents-small 'same cost on every thread count' "$bin" --size 64 --agents 200
        try agents-bounded-run agents_bounded
        try agents-bad-size    fails_with agents-bad-size 2 "^agents: --size wants a whole number in 16\.\.4096, not 8" \
            "$bin" --size 8
        try agents-bad-number  fails "$bin" --agents many
        # the program's name first, as in the other programs (it was missing); the range too,
        # as for a number inside a long's range (it said only "wants a whole number")
        try agents-big-size    fails_with agents-big-size 2 "^agents: --size wants a whole number in 16\.\.4096, not '99999999999'" \
            "$bin" --size 99999999999
        try agents-unknown     fails_with agents-unknown 2 '^agents: unknown or incomplete option: --bogus' \
            "$bin" --bogus 1
        ;;
    agents_coarse) # the expansions, not the times: which is faster depends on the machine
        try agents_coarse-small ok agents_coarse-small '^coarse[ a-z]*: [0-9.]*x fewer expansions, ' "$bin" --size 64 --pairs 200 --k 4 --stride 2
        try agents_coarse-bad-k fails_with agents_coarse-bad-k 2 "^agents_coarse: --k wants a whole number in 2\.\." "$bin" --k 1
        try agents_coarse-half-k fails_with agents_coarse-half-k 2 "^agents_coarse: --k wants at most half of --size (32 here)" \
            "$bin" --size 64 --k 33
        try agents_coarse-bad-option fails "$bin" --chasers 5
        try agents_coarse-big-k fails_with agents_coarse-big-k 2 "^agents_coarse: --k wants a whole number in 2\.\..*, not '99999999999'" \
            "$bin" --k 99999999999
        ;;
    agents_repath)
        try agents_repath-small ok agents_repath-small '^   4 ' "$bin" --size 48 --chasers 20 --ticks 30 --threshold 4
        try agents_repath-bad   fails_with agents_repath-bad 2 "^agents_repath: --threshold wants a whole number in 0\.\." \
            "$bin" --threshold -1
        try agents_repath-x     fails_with agents_repath-x 2 "^agents_repath: --ticks wants a whole number in [0-9]*\.\.[0-9]*, not 'x'" \
            "$bin" --ticks x
        ;;
    timeslice)
        try timeslice-small  ok_png timeslice-small 'same result and path: yes' "$bin" --rooms 12 --budget 7
        try timeslice-bad      fails "$bin" --budget 0
        try timeslice-budget-10x fails_with timeslice-budget-10x 2 "budget wants a whole number in 1\.\..*not '10x'" \
            "$bin" --budget 10x
        try timeslice-seed-x   fails_with timeslice-seed-x 2 "seed wants a whole number in" "$bin" --seed x
        try timeslice-no-dir   fails_with timeslice-no-dir 1 'cannot write' "$bin" --rooms 5 --out "$nodir/t.png"
        try timeslice-no-dir-first one_line timeslice-no-dir
        try timeslice-out-dir  fails_with timeslice-out-dir 1 'a-dir: cannot write it: it is a directory' \
            "$bin" --rooms 5 --out "$out/a-dir"
        [ -c /dev/full ] && try timeslice-disk-full fails_with timeslice-disk-full 1 'the file is incomplete' \
            "$bin" --rooms 5 --out /dev/full
        ;;
    crowd)
        try crowd-small      crowd_small
        try crowd-regions    crowd_regions
        try crowd-one-goal   ok crowd-one-goal 'agents arrived after' "$bin" --agents 50 --steps 5 \
            --out "$out/crowd_one_goal"
        try crowd-one-goal-no-regions sh -c "! grep -q 'started in its region' '$out/crowd-one-goal.log'"
        try crowd-short      ok crowd-short 'still on their way (give more --steps' "$bin" --agents 200 --steps 3 \
            --out "$out/crowd_short"
        try crowd-until-all  ok crowd-until-all '500 of 500 agents arrived after' "$bin" --agents 500 \
            --out "$out/crowd_until_all" # no --steps: walks until all have arrived
        try crowd-bad          fails "$bin" --agents -1
        # an empty --out prefix is refused (it wrote _field.png and _0.png .. _3.png here)
        try crowd-empty-out    fails_with crowd-empty-out 2 'out wants a prefix' "$bin" --out ''
        # --speed 0 in the words of --speed's range (it said "(0, 0.5]" after "0..0.5"); a speed
        # too small to take an agent anywhere likewise (1e-320, a float 0, was refused as 0 "above 0")
        try crowd-speed-zero   fails_with crowd-speed-zero 2 "speed wants a number in 0\.001\.\.0\.5, not '0'" \
            "$bin" --speed 0 --out "$out/error"
        try crowd-speed-tiny   fails_with crowd-speed-tiny 2 "speed wants a number in 0\.001\.\.0\.5, not '1e-320'" \
            "$bin" --speed 1e-320 --out "$out/error"
        try crowd-nowhere      fails_with crowd-nowhere 1 'nowhere to place agents' \
            "$bin" --map "$out/one.map" --agents 3 --steps 2 --out "$out/crowd_one" # it looped
        try crowd-walls        crowd_walls
        try crowd-big-scale    fails_with crowd-big-scale 2 'scale wants a whole number in 1\.\.64' \
            "$bin" --scale 40000 --map "$out/tiny.map" --out "$out/crowd_error"
        try crowd-negative-scale fails_with crowd-negative-scale 2 'scale wants a whole number in 1\.\.64' \
            "$bin" --scale -2 --out "$out/crowd_error"
        try crowd-goal-ab      fails_with crowd-goal-ab 2 'goal X wants a whole number in 0\.\.' \
            "$bin" --goal a b --out "$out/crowd_error"
        try crowd-no-dir       fails_with crowd-no-dir 1 'cannot write' "$bin" --agents 10 --steps 2 --out "$nodir/c"
        try crowd-no-dir-first one_line crowd-no-dir
        try crowd-missing-map  fails_with crowd-missing-map 2 'no-such\.map: cannot open' \
            "$bin" --map "$out/no-such.map" --out "$out/crowd_error"
        # any file not named .map was read as a PNG: "cannot read the PNG ..." for a missing file,
        # a text file or a scenario file alike
        try crowd-missing-png  fails_with crowd-missing-png 2 \
            'no-such\.png: cannot open: No such file or directory (check the path)$' \
            "$bin" --map "$out/no-such.png" --out "$out/crowd_error"
        try crowd-missing-png-one-line one_line crowd-missing-png
        try crowd-junk-png     fails_with crowd-junk-png 2 \
            'junk\.png is neither a PNG picture nor a Moving AI \.map (.*): crowd reads PNG pictures and' \
            "$bin" --map "$out/junk.png" --out "$out/crowd_error"
        try crowd-text         fails_with crowd-text 2 'README\.md is neither a PNG picture nor a Moving AI \.map' \
            "$bin" --map README.md --out "$out/crowd_error"
        try crowd-scen         fails_with crowd-scen 2 \
            'tiny\.map\.scen looks like a Moving AI scenario (\.scen) file, not a map: give its \.map' \
            "$bin" --map "$out/tiny.map.scen" --out "$out/crowd_error"
        try crowd-png-named-map ok crowd-png-named-map '^field: 64x48, exact' "$bin" --map "$out/picture.map" \
            --agents 20 --steps 2 --out "$out/crowd_picture" # a PNG named .map: read as a PNG
        try crowd-exits        ok crowd-exits '300 of 300 agents arrived' "$bin" --metric bfs --no-sight \
            --goal 10 50 --goal 150 50 --agents 300 --steps 400 --out "$out/crowd_exits"
        try crowd-tiny-exits   ok crowd-tiny-exits '40 of 40 agents arrived' "$bin" --map "$out/tiny.map" \
            --metric bfs --goal 0 0 --goal 5 0 --agents 40 --steps 60 --out "$out/crowd_tiny"
        try crowd-goal-wall    fails_with crowd-goal-wall 2 'goal 1 0: goal cell is blocked (choose a free cell)' \
            "$bin" --map "$out/tiny.map" --goal 0 0 --goal 1 0 --out "$out/crowd_error"
        try crowd-goal-outside fails_with crowd-goal-outside 2 'goal 5 100 is outside the 160x100 map' \
            "$bin" --goal 10 50 --goal 5 100 --out "$out/crowd_error"
        # octile is the bench's and the docs' name for the exact metric: the same here (it was refused)
        try crowd-metric-octile ok crowd-metric-octile '^field: 160x100, exact, ' "$bin" --metric octile \
            --agents 50 --steps 3 --out "$out/crowd_octile"
        try crowd-metric-bad   fails_with crowd-metric-bad 2 "metric wants exact (or octile, the same) or bfs, not 'dijkstra'" \
            "$bin" --metric dijkstra --out "$out/crowd_error"
        try crowd-help-octile  ok crowd-help-octile 'octile is the same' "$bin" --help
        ;;
    clickmap) # keys and SGR mouse reports on stdin (not a terminal): a click on cell x, y is
        # ESC [ < B ; 2x+1 ; y+1 M; with the flow field on, its cost at the start must be A*'s
        try clickmap-clicks ok clickmap-clicks '^start (1,1) goal (29,19): path [0-9]* cells, cost .*(= A\*)$' \
            clickmap_keys '\033[<0;3;2M\033[<2;59;20Mf' --random 30 20 0.2 1
        # tiny.map's optimal path (the scenario above) by clicks ('n' leaves a --map alone), and
        # a goal on a wall: partial
        try clickmap-movingai ok clickmap-movingai 'goal (5,0): path 8 cells, cost 7\.8284, .*(= A\*)$' \
            clickmap_keys 'fn\033[<0;1;1M\033[<2;11;1M' --map "$out/tiny.map"
        try clickmap-wall ok clickmap-wall 'goal (1,0): partial path 1 cells' \
            clickmap_keys '\033[<0;1;1M\033[<2;3;1Mq' --map "$out/tiny.map"
        # every key, the arrows, a middle click (wall), the wheel, a release and junk: no report;
        # 'w' then 's' puts the start on a wall at the cursor (the map's middle, (6,4))
        try clickmap-keys ok clickmap-keys '^start (6,4) goal (11,7): start cell is blocked' clickmap_keys \
            'feoemnnws\033[A\033[B\033[C\033[D\033[5~\033[6~\033[<1;5;5M\033[<64;5;5M\033[<0;5;5m\033[<0;x\033[Zq' \
            --random 12 8 0.3 2 --moves 4
        # in a terminal (a pty by util-linux's script): raw keys, the frames, the terminal given
        # back (mouse reports off, the normal screen), the last status line after it
        if command -v script >/dev/null; then
            try clickmap-terminal ok clickmap-terminal '1049l.*start (1,1) goal (10,7): path .*(= A\*)' \
                clickmap_pty 'f\033[<0;3;2M\033[<2;21;8Mmoe\033[Aq' --random 20 10 0.2 1
            # a resize (SIGWINCH) draws the frame again at once, at the new width
            try clickmap-resize ok clickmap-resize '^(10,5) click L start, R goal, M wall | f flow o op$' \
                clickmap_resize --random 20 10 0.2 1
        else
            echo "NOTE: no 'script' (util-linux): clickmap's terminal mode not run"
        fi
        try clickmap-moves-5 fails_with clickmap-moves-5 2 'moves must be 4 or 8, not 5' "$bin" --moves 5
        try clickmap-zero-width fails_with clickmap-zero-width 2 'W wants a whole number in 1\.\.4096' \
            "$bin" --random 0 5 0.1 1
        try clickmap-missing fails_with clickmap-missing 2 'no-such\.map: cannot open' "$bin" --map "$out/no-such.map"
        try clickmap-png fails_with clickmap-png 2 'tilemap_map\.png is a PNG picture, not a Moving AI \.map' \
            "$bin" --map docs/images/tilemap_map.png
        # --random's last arguments take their defaults, as its help says (it wanted all four):
        # W H DENSITY is SEED 1's map (README's), W H the default density, no W H the terminal's
        # size (40x20 off a terminal); W alone is an error naming the missing H
        try clickmap-random-3 ok clickmap-random-3 '^start (0,0) goal (29,9): path 30 cells, cost 34\.3848, ' \
            clickmap_keys q --random 30 10 0.2
        try clickmap-random-2 ok clickmap-random-2 '^start (0,0) goal (10,5): .*, 4 moves\]$' \
            clickmap_keys q --random 12 6 --moves 4
        try clickmap-random-0 ok clickmap-random-0 '^start (0,0) goal (39,19): path ' clickmap_keys q --random
        try clickmap-random-w fails_with clickmap-random-w 2 '^clickmap: --random W H: H is missing after W (30)' \
            "$bin" --random 30 --moves 4
        try clickmap-both fails_with clickmap-both 2 'not both' "$bin" --map "$out/tiny.map" --random 5 5 0 1
        ;;
    squads) # checks every compared local field against the whole map's itself (MISMATCH, exit 1)
        try squads-small     ok_png squads-small 'and flags in every window cell, nothing reached outside' "$bin" --width 128 \
            --height 96 --squads 30 --compare 60
        try squads-arrive    ok squads-arrive '^agents: 96 arrivals, 0 stranded' "$bin" --width 64 --height 64 \
            --squads 4 --orders 3 --compare 12 --out "$out/squads-arrive.png"
        try squads-bfs       ok squads-bfs '^compare: 10 orders on the whole 6x4 map' "$bin" --map "$out/tiny.map" \
            --squads 5 --size 2 --radius 3 --metric bfs --no-sight --compare 10 --out "$out/squads-bfs.png"
        try squads-walls     fails_with squads-walls 1 'the map has no free cell' "$bin" --map "$out/walls.map" \
            --out "$out/squads-error.png"
        try squads-radius-1  fails_with squads-radius-1 2 'radius wants a whole number in 2\.\.200' "$bin" --radius 1
        try squads-width-map fails_with squads-width-map 2 'for the generated map, not with --map' "$bin" \
            --map "$out/tiny.map" --width 64
        try squads-missing   fails_with squads-missing 2 'no-such\.map: cannot open' "$bin" --map "$out/no-such.map"
        try squads-missing-png fails_with squads-missing-png 2 \
            'no-such\.png: cannot open: No such file or directory (check the path)$' \
            "$bin" --map "$out/no-such.png" --out "$out/squads-error.png"
        try squads-missing-png-one-line one_line squads-missing-png
        try squads-empty     fails_with squads-empty 2 'empty\.png is empty (0 bytes): squads reads PNG pictures' \
            "$bin" --map "$out/empty.png" --out "$out/squads-error.png"
        # --metric octile, the exact metric's other name (it was refused)
        try squads-octile    ok squads-octile 'fields to cost 6 (exact)$' "$bin" --map "$out/tiny.map" --squads 5 \
            --size 2 --radius 3 --metric octile --no-sight --compare 10 --out "$out/squads-octile.png"
        try squads-help-octile ok squads-help-octile 'octile is the same' "$bin" --help
        try squads-defaults  squads_defaults
        try squads-no-dir    fails_with squads-no-dir 1 'cannot write' "$bin" --width 32 --height 32 --squads 2 \
            --out "$nodir/s.png"
        try squads-no-dir-first one_line squads-no-dir
        try squads-no-goal   fails_with squads-no-goal 1 'no squad found a goal: a free cell within --radius 50' \
            "$bin" --map "$out/tiny.map" --radius 50 --out "$out/squads-error.png"
        # each squad's field is as large as --radius asks but no larger than the map (it was 803x803
        # cells at --radius 200 on any map: 4.3 GB here), and a total past 4 GB is refused, saying
        # what to lower (5000 squads at --radius 200 took 19 GB); allocations over 4 GB fail at
        # once here instead of taking the machine's memory
        try squads-cap ok squads-cap 'the largest window 256x24' env ASAN_OPTIONS=allocator_may_return_null=1:max_allocation_size_mb=4096 \
            "$bin" --width 256 --height 24 --squads 1200 --size 1 --radius 200 --orders 1 --steps 1 --compare 0 \
            --out "$out/squads-cap.png"
        try squads-too-big fails_with squads-too-big 2 \
            '^squads: 5000 fields of 803x803 cells (--radius 200) would take 18\.0 GB, .*: lower --squads (to 1109 at most here) or --radius$' \
            env ASAN_OPTIONS=allocator_may_return_null=1:max_allocation_size_mb=4096 "$bin" --squads 5000 --size 1 --radius 200 \
            --out "$out/squads-error.png"
        try squads-no-error-png no_file "$out/squads-error.png"
        ;;
    *)  echo "NOTE: examples/$name.c has no small run in tests/examples.sh; only built and --help run" ;;
    esac
done
echo "examples: $passed passed, $failed failed"
[ $failed -eq 0 ]
