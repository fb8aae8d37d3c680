#!/bin/sh
# Build every examples/*.c with the Makefile's rule, then build it again (at -O0, to compile fast) under
# AddressSanitizer + UBSan and run it on a small input, so CI catches a broken example.
# Needs no ../shared data: the Moving AI case uses a tiny map written here, whose optimal
# length is worked out by hand below. Prints "examples: N passed, N failed" last.
cd "$(dirname "$0")/.." || exit 1
out=${BUILD:-build}/examples-test; mkdir -p "$out"
STB_DIR=${STB_DIR:-$(for d in /usr/include/stb /usr/local/include/stb; do [ -f $d/stb_image.h ] && echo $d && break; done)}
if [ -z "$STB_DIR" ] || [ ! -f "$STB_DIR/stb_image.h" ]; then
    echo "SKIP: stb not installed (apt-get install libstb-dev, or set STB_DIR)"
    echo "examples: 0 passed, 0 failed"; exit 0
fi
SAN="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
passed=0; failed=0
try() { # case, command... (the command's output goes to $out/case.log)
    case_name=$1; shift
    if "$@" >"$out/$case_name.log" 2>&1; then passed=$((passed + 1))
    else failed=$((failed + 1)); echo "FAIL examples $case_name: $*"; tail -15 "$out/$case_name.log"; fi
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
is_png() { [ "$(head -c 8 "$1" 2>/dev/null | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] || { echo "$1 is not a PNG"; return 1; }; }
crowd_nowhere() { # a 1x1 map: no cell but the goal, so nowhere to place agents (it looped)
    printf 'type octile\nheight 1\nwidth 1\nmap\n.\n' > "$out/one.map"
    timeout 60 "$bin" --map "$out/one.map" --agents 3 --steps 2 --out "$out/crowd_one"
    [ $? -eq 1 ] && grep -q 'nowhere to place agents' "$out/crowd-nowhere.log"
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

for src in examples/*.c; do
    [ -f "$src" ] || continue
    name=$(basename "$src" .c)
    try "$name-make" ${MAKE:-make} -s "build/$name" STB_DIR="$STB_DIR"
    if stale "$out/$name" "$src"; then
        rm -f "$out/$name"
        try "$name-san-build" ${CC:-cc} -std=c99 -Wall -Wextra -Werror -pedantic -Wshadow -O0 -g $SAN \
            -I. -isystem "$STB_DIR" -o "$out/$name" "$src" -lm -pthread
    fi
    [ -x "$out/$name" ] || continue
    bin=$out/$name
    try "$name-help" "$bin" --help
    case $name in
    tilemap)
        try tilemap-random   ok_png tilemap-random 'path: ' "$bin" --random 30 12 0.2 3 --start 0 0 --goal 29 11
        try tilemap-png      ok_png tilemap-png 'path: ' "$bin" --map docs/images/tilemap_map.png --start 2 24 --goal 61 24 --moves 4
        try tilemap-bad-start  fails "$bin" --random 8 8 0 1 --start 9 9 --out "$out/tilemap-bad.png"
        try tilemap-bad-option fails "$bin" --random 8 8
        ;;
    mapview)
        try mapview-scen     ok_png mapview-scen 'file says 7.828427: optimal' "$bin" "$out/tiny.map" --scen "$out/tiny.map.scen" --index 0
        try mapview-bad-index  fails "$bin" "$out/tiny.map" --scen "$out/tiny.map.scen" --index 1
        try mapview-missing    fails "$bin" "$out/no-such.map"
        ;;
    agents) # exits non-zero itself when an answer differs between thread counts
        try agents-small     ok agents-small 'same cost on every thread count' "$bin" --size 64 --agents 200
        try agents-bad-size    fails "$bin" --size 8
        try agents-bad-number  fails "$bin" --agents many
        ;;
    agents_coarse)
        try agents_coarse-small ok agents_coarse-small 'coarse saves: ' "$bin" --size 64 --pairs 200 --k 4 --stride 2
        try agents_coarse-bad-k fails "$bin" --k 1
        try agents_coarse-bad-option fails "$bin" --chasers 5
        ;;
    agents_repath)
        try agents_repath-small ok agents_repath-small '^   4 ' "$bin" --size 48 --chasers 20 --ticks 30 --threshold 4
        try agents_repath-bad   fails "$bin" --threshold -1
        ;;
    timeslice)
        try timeslice-small  ok_png timeslice-small 'same result and path: yes' "$bin" --rooms 12 --budget 7
        try timeslice-bad      fails "$bin" --budget 0
        ;;
    crowd)
        try crowd-small      crowd_small
        try crowd-bad          fails "$bin" --agents -1
        try crowd-nowhere      crowd_nowhere
        ;;
    *)  echo "NOTE: examples/$name.c has no small run in tests/examples.sh; only built and --help run" ;;
    esac
done
echo "examples: $passed passed, $failed failed"
[ $failed -eq 0 ]
