#!/bin/sh
# Run every test program given, print each one's report (after a line naming it, with the time
# so far), then the total as "N passed, N failed" on the last line. Exit non-zero if any test
# failed or crashed. When something failed, its FAIL lines (the first 5 of each program) are
# repeated just before the total, so the end of a long run's log (all a CI page may show) says
# what failed.
passed=0; failed=0; status=0; summary=""
total=$#; index=0; began=$(date +%s)
# progress LABEL [NAME]: "[LABEL XmYYs] NAME", the time since the run began, so a long run shows
# what it is doing; RUN_QUIET=1 (tests/target.sh, which runs this for its own programs) drops it
progress() {
    [ -n "${RUN_QUIET:-}" ] && return 0
    elapsed=$(($(date +%s) - began))
    printf '[%s %dm%02ds]%s\n' "$1" $((elapsed / 60)) $((elapsed % 60)) "${2:+ $2}"
}
note_failure() { # PROGRAM LINES: keep the first 5 lines for the summary
    summary="$summary$(printf '%s\n' "$2" | head -5 | sed "s|^|  $1: |")
"
}
for t in "$@"; do
    index=$((index + 1)); progress "$index/$total" "$t"
    if [ ! -x "$t" ]; then
        echo "$t: not executable (chmod +x $t; git add $t records the mode)"
        note_failure "$t" "not executable"
        failed=$((failed + 1)); status=1; continue
    fi
    out=$("$t" 2>&1); rc=$?
    # its FAIL lines first, then SKIP and NOTE: 60 of each at most, and how many were cut
    for kind in '^FAIL' '^(SKIP|NOTE)'; do
        n=$(printf '%s\n' "$out" | grep -cE "$kind")
        printf '%s\n' "$out" | grep -E "$kind" | head -60
        [ "$n" -gt 60 ] && echo "($t: $((n - 60)) more such lines not shown)"
    done
    line=$(printf '%s\n' "$out" | grep -E ': [0-9]+ passed, [0-9]+ failed$' | tail -n 1)
    if [ -z "$line" ]; then
        echo "$t: crashed or printed no report (exit $rc)"; printf '%s\n' "$out" | tail -20
        note_failure "$t" "crashed or printed no report (exit $rc)"
        failed=$((failed + 1)); status=1; continue
    fi
    echo "$line"
    p=$(echo "$line" | sed -E 's/.*: ([0-9]+) passed, ([0-9]+) failed$/\1/')
    f=$(echo "$line" | sed -E 's/.*: ([0-9]+) passed, ([0-9]+) failed$/\2/')
    passed=$((passed + p)); failed=$((failed + f))
    [ "$f" -eq 0 ] || note_failure "$t" "$(printf '%s\n' "$out" | grep -E '^FAIL')"
    if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then failed=$((failed + 1)); echo "$t: exit $rc"; note_failure "$t" "exit $rc"; fi
    [ "$rc" -ne 0 ] && status=1
done
if [ -n "$summary" ]; then
    echo "what failed (repeated from above):"
    printf '%s' "$summary"
fi
progress done
echo "$passed passed, $failed failed"
exit $status
