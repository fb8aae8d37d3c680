#!/bin/sh
# wine.sh PROGRAM.exe ARGS... - run a Windows program under wine (tests/cross.sh's Windows
# runner): quietly (WINEDEBUG=-all), in the prefix $WINEPREFIX (cross.sh keeps one in its build
# folder), with the program's output (stdout and stderr together, as tests/run.sh reads them)
# turned from Windows line ends (CRLF) to LF, and its exit status kept.
output=$(WINEDEBUG=-all wine "$@" 2>&1)
status=$?
printf '%s\n' "$output" | tr -d '\r'
exit $status
