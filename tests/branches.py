#!/usr/bin/env python3
"""branches.py - which conditions of astar.h and flowfield.h the tests evaluate one way only.

    python3 tests/branches.py OUT_DIR EXPORT.json...

Reads `llvm-cov export -format=text` files, one per test program built with clang's
source-based coverage (-fprofile-instr-generate -fcoverage-mapping; tests/coverage.sh makes
them), and adds up, for every condition of the two headers (each operand of && and ||, each
if, loop and ?: test, by its place in the source), how often it was true and how often false
in all of them together: a condition inlined, or expanded from a macro, in several places or
several programs counts once, by where it is written. Writes OUT_DIR/HEADER.branches, a line
per condition seen one way only ("LINE:COLUMN: never true (T/F): condition"; T and F the
counts), or never evaluated though compiled, and prints a summary line per header.
"""
import json
import os
import sys

HEADERS = ("astar.h", "flowfield.h")


def main(argv):
    if len(argv) < 3:
        sys.stderr.write(__doc__)
        return 2
    out_dir, exports = argv[1], argv[2:]
    counts = {}  # (header, line, column, end line, end column) -> [true, false]
    for path in exports:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        for export in data.get("data", []):
            for function in export.get("functions", []):
                names = function.get("filenames", [])
                for b in function.get("branches", []):
                    # [line, column, end line, end column, true count, false count, file id, ...]
                    line, column, end_line, end_column, true, false, file_id = b[:7]
                    name = os.path.basename(names[file_id]) if file_id < len(names) else ""
                    if name not in HEADERS:
                        continue
                    key = (name, line, column, end_line, end_column)
                    total = counts.setdefault(key, [0, 0])
                    total[0] += true
                    total[1] += false
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    for header in HEADERS:
        keys = sorted(k for k in counts if k[0] == header)
        if not keys:
            print(f"branches: {header}: no test run here includes it")
            continue
        with open(os.path.join(root, header), encoding="utf-8") as f:
            source = f.read().split("\n")
        both = one = never = 0
        lines = []
        for key in keys:
            _, line, column, end_line, end_column = key
            true, false = counts[key]
            text = source[line - 1][column - 1:end_column - 1 if end_line == line else None].strip()
            if true and false:
                both += 1
                continue
            if not true and not false:
                never += 1
                what = "never evaluated"
            else:
                one += 1
                what = "never true" if not true else "never false"
            lines.append(f"{line}:{column}: {what} ({true}/{false}): {text}\n")
        report = os.path.join(out_dir, header + ".branches")
        with open(report, "w", encoding="utf-8") as f:
            f.writelines(lines)
        print(f"branches: {header}: {len(keys)} conditions, {both} seen both true and false, "
              f"{one} one way only, {never} never evaluated; those in {report}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
