#!/usr/bin/env python3
"""check_paths.py - check a `bench scen --paths` file against a Moving AI map and scenario file.

Independent of the C code (shares nothing with bench/movingai.h or astar.h):

    python3 tests/check_paths.py MAP.map SCEN.scen PATHS [--subset]

Each line of PATHS is `INDEX COST x0,y0 x1,y1 ... xn,yn` (INDEX counts scenarios from 0 in file
order; COST -1 and no cells when the solver found no path). For every line it checks that the
path starts at the scenario's start and ends at its goal, that each step goes to one of the 8
neighbours, that every cell is in the terrain class of the start (HOG2's classes: '.', 'G', 'S'
ground; 'W' water; 'T' trees; '@', 'O' and anything else never passable), that no diagonal cuts
a corner (both orthogonal cells in that class too), that COST equals the recomputed length
(straight 1, diagonal sqrt(2)) to 1e-6, and that the length equals the scenario's optimal length
within its tolerance: one unit of the last printed decimal, at least 1e-4; a length printed
without decimals is taken as %g output, good to 6 significant digits.

Without --subset every scenario must have a line. Prints "check_paths: N passed, M failed" and
exits 1 on any failure; 2 on unreadable input, an unknown option, or a scenario file that does
not fit the map (another size, or a start or goal no path can reach: wrong pair of files).
"""
import math
import sys

CLASSES = {".": 0, "G": 0, "S": 0, "W": 1, "T": 2}  # HOG2 terrain classes; others blocked
SQRT2 = math.sqrt(2.0)
SHOW = 10


def die(message):
    print("check_paths: " + message, file=sys.stderr)
    sys.exit(2)


def read_lines(path):
    try:
        with open(path, "rb") as f:
            data = f.read().decode("ascii", errors="replace")
    except OSError as e:
        die("cannot read %s: %s" % (path, e.strerror))
    return [line.rstrip("\r") for line in data.split("\n")]


def read_map(path):
    lines = read_lines(path)
    if lines and lines[-1] == "":
        lines.pop()  # the text after the final newline
    header = {}
    i = 0
    while i < len(lines):
        words = lines[i].split()
        i += 1
        if not words:
            continue
        if words[0] == "map":
            break
        if len(words) != 2:
            die("%s:%d: bad header line %r" % (path, i, lines[i - 1]))
        header[words[0]] = words[1]
    try:
        width, height = int(header["width"]), int(header["height"])
    except (KeyError, ValueError):
        die("%s: no valid width/height header" % path)
    rows = lines[i:i + height]
    for k, row in enumerate(rows):
        if len(row) != width:
            die("%s:%d: row %d has %d characters (expected %d)" % (path, i + k + 1, k, len(row), width))
    if len(rows) != height:
        die("%s:%d: the file ends after %d of the %d rows" % (path, len(lines), len(rows), height))
    return width, height, rows


def tolerance_of(text):
    """One unit of the last printed digit (at least 1e-4), or None if that checks too little:
    worth more than 1 and fewer than 6 significant digits ("1e3" would accept 0 to 2000; %g's
    "1.23457e+06" is taken)."""
    text = text.lower()
    mantissa = text.split("e")[0]
    exponent = int(text.split("e")[1]) if "e" in text else 0
    if "." in mantissa or "e" in text:
        decimals = len(mantissa.split(".")[1]) if "." in mantissa else 0
        tol = 10.0 ** (exponent - decimals)
    else:
        digits = len(mantissa.lstrip("+").lstrip("0")) or 1
        tol = 10.0 ** (digits - 6)
    if not (tol <= 1.0 or tol <= 1e-5 * float(text)):
        return None
    return max(tol, 1e-4)


def read_scen(path):
    scenarios = []
    seen_version = False
    for number, line in enumerate(read_lines(path), 1):
        words = line.split()
        if not words:
            continue
        if not seen_version:
            if words[0] != "version":
                die("%s:%d: expected a 'version' line" % (path, number))
            seen_version = True
            continue
        if len(words) != 9:
            die("%s:%d: expected 9 fields, got %d" % (path, number, len(words)))
        try:
            sx, sy, gx, gy = (int(w) for w in words[4:8])
            optimal = float(words[8])
        except ValueError:
            die("%s:%d: bad number" % (path, number))
        # NaN compares false with everything: it would pass any path (bench scen refuses it too)
        if not (math.isfinite(optimal) and optimal >= 0):
            die("%s:%d: optimal length %s is not a length (a finite number, 0 or more)"
                % (path, number, words[8]))
        tol = tolerance_of(words[8])
        if tol is None:
            die("%s:%d: optimal length %s is too coarse: its last digit is worth more than 1 and "
                "it has fewer than 6 significant digits" % (path, number, words[8]))
        scenarios.append((number, sx, sy, gx, gy, optimal, tol,
                          int(words[2]), int(words[3])))
    return scenarios


def check_line(fields, scenario, width, height, rows):
    """None if the path is legal, optimal and its COST right; else the reason."""
    number, sx, sy, gx, gy, optimal, tol = scenario[:7]
    if len(fields) < 2:
        return "no COST field"
    try:
        cost = float(fields[1])
    except ValueError:
        cost = math.nan
    if not math.isfinite(cost):
        return "COST %s is not a number" % fields[1]
    if cost == -1 and len(fields) == 2:
        return "no path written, but the scenario's optimal length is %s" % optimal
    cells = []
    for token in fields[2:]:
        parts = token.split(",")
        if len(parts) != 2:
            return "cell %r is not x,y" % token
        try:
            cells.append((int(parts[0]), int(parts[1])))
        except ValueError:
            return "cell %r is not x,y" % token
    if not cells:
        return "COST %s but no cells" % fields[1]
    if cells[0] != (sx, sy):
        return "starts at %s, scenario start is (%d,%d)" % (cells[0], sx, sy)
    if cells[-1] != (gx, gy):
        return "ends at %s, scenario goal is (%d,%d)" % (cells[-1], gx, gy)

    def terrain(x, y):
        if 0 <= x < width and 0 <= y < height:
            return CLASSES.get(rows[y][x], -1)
        return -1

    cls = terrain(sx, sy)
    if cls < 0:
        return "start (%d,%d) is on %r, which is never passable" % (sx, sy, rows[sy][sx])
    straight = diagonal = 0
    px, py = cells[0]
    for k, (x, y) in enumerate(cells):
        if terrain(x, y) != cls:
            return "cell %d (%d,%d) is not in the start's terrain class" % (k, x, y)
        if k == 0:
            continue
        dx, dy = x - px, y - py
        if max(abs(dx), abs(dy)) != 1:
            return "step %d from (%d,%d) to (%d,%d) is not to an 8-neighbour" % (k, px, py, x, y)
        if dx and dy:
            if terrain(px + dx, py) != cls or terrain(px, py + dy) != cls:
                return "step %d from (%d,%d) to (%d,%d) cuts a corner" % (k, px, py, x, y)
            diagonal += 1
        else:
            straight += 1
        px, py = x, y
    length = straight + diagonal * SQRT2
    if not abs(length - cost) <= 1e-6:
        return "COST %s but the path is %.9f long" % (fields[1], length)
    if not abs(length - optimal) <= tol:
        return "length %.6f, optimal %s (tolerance %g)" % (length, optimal, tol)
    return None


def main(argv):
    if "--help" in argv[1:] or "-h" in argv[1:]:
        print(__doc__.strip())
        return 0
    options = [a for a in argv[1:] if a.startswith("-") and a != "-"]
    args = [a for a in argv[1:] if a not in options]
    unknown = [a for a in options if a != "--subset"]
    if unknown or len(args) != 3:
        if unknown:
            print("check_paths: unknown option %r" % unknown[0], file=sys.stderr)
        else:
            print("check_paths: expected MAP.map SCEN.scen PATHS, got %d file names" % len(args),
                  file=sys.stderr)
        print(__doc__.strip(), file=sys.stderr)
        return 2
    subset = "--subset" in options
    map_path, scen_path, paths_path = args
    width, height, rows = read_map(map_path)
    scenarios = read_scen(scen_path)
    for scenario in scenarios:
        if (scenario[7], scenario[8]) != (width, height):
            die("%s:%d: scenario for a %dx%d map, but %s is %dx%d (wrong pair of files?)"
                % (scen_path, scenario[0], scenario[7], scenario[8], map_path, width, height))
        number, sx, sy, gx, gy = scenario[:5]
        start, goal = rows[sy][sx], rows[gy][gx]
        if CLASSES.get(start, -1) < 0 or CLASSES.get(start, -1) != CLASSES.get(goal, -1):
            die("%s:%d: start (%d,%d) is on %r and goal (%d,%d) on %r in %s: no path can join "
                "them (wrong pair of files?)" % (scen_path, number, sx, sy, start, gx, gy, goal,
                                                 map_path))
    passed = failed = 0
    seen = set()
    last_index = -1

    def fail(where, reason):
        nonlocal failed
        failed += 1
        if failed <= SHOW:
            print("FAIL %s: %s" % (where, reason), file=sys.stderr)

    for number, line in enumerate(read_lines(paths_path), 1):
        fields = line.split()
        if not fields:
            continue
        where = "%s:%d" % (paths_path, number)
        try:
            index = int(fields[0])
        except ValueError:
            fail(where, "INDEX %r is not an integer" % fields[0])
            continue
        if not 0 <= index < len(scenarios):
            fail(where, "INDEX %d outside 0..%d" % (index, len(scenarios) - 1))
            continue
        if index in seen or index < last_index:
            fail(where, "INDEX %d repeated or out of file order" % index)
            continue
        seen.add(index)
        last_index = index
        scenario = scenarios[index]
        reason = check_line(fields, scenario, width, height, rows)
        if reason:
            fail("%s (scenario %d, %s:%d)" % (where, index, scen_path, scenario[0]), reason)
        else:
            passed += 1
    if not subset:
        missing = [index for index in range(len(scenarios)) if index not in seen]
        if missing and seen:
            # one line that says why, before the missing scenarios themselves
            print("NOTE: %s has lines for %d of the %d scenarios; if it was written for some of "
                  "them (bench scen --longest N), check it with --subset"
                  % (paths_path, len(seen), len(scenarios)), file=sys.stderr)
        for index in missing:
            fail(paths_path, "no line for scenario %d (%s:%d)"
                 % (index, scen_path, scenarios[index][0]))
    if failed > SHOW:
        print("... %d more failures" % (failed - SHOW), file=sys.stderr)
    print("check_paths: %d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
