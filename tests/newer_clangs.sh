#!/bin/sh
# newer_clangs.sh - prints the newer clangs in PATH, clang-15 and up, a line each, oldest first
# (Debian 12 has clang-19 and clang-22, which .ci/run installs): tests/compile.sh, cross.sh and
# newer_clang.sh run their checks with each
for v in $(seq 15 40); do command -v "clang-$v" >/dev/null && echo "clang-$v"; done
exit 0
