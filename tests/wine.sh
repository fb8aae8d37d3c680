#!/bin/sh
# wine.sh PROGRAM.exe ARGS... - run a Windows program under wine (tests/cross.sh's Windows
# runner): quietly (WINEDEBUG=-all), in the prefix $WINEPREFIX (cross.sh keeps one in its build
# folder), with the program's output (stdout and stderr together, as tests/run.sh reads them)
# turned from Windows line ends (CRLF) to LF, and its exit status kept.
# A run that fails having printed nothing at all is run once more, after a NOTE line saying so:
# every program these tests run prints something, so that is wine not starting it. It happened
# once in CI (2026-12-04: win64 test_bad_input, exit 1, no output; the same .exe passed three
# runs by hand at once). A program that fails with output, or prints nothing twice, still fails.
run() { output=$(WINEDEBUG=-all wine "$@" 2>&1); status=$?; }
run "$@"
if [ $status -ne 0 ] && [ -z "$(printf '%s' "$output" | tr -d ' \t\r\n')" ]; then
    echo "NOTE wine: $1 failed (exit $status) having printed nothing; running it once more"
    run "$@"
fi
printf '%s\n' "$output" | tr -d '\r'
exit $status
