#!/usr/bin/env python3
"""Worst-case stack depth of each public function of the headers, from gcc's call graph.

    gcc -fcallgraph-info=su -c tests/compile_impl.c   (writes compile_impl.ci)
    python3 tests/stack_depth.py compile_impl.ci [--max BYTES] [--prefix astar_,flowfield_]

Each function's frame comes from gcc's stack usage (-fstack-usage numbers, "static" or
"dynamic,bounded"); a chain's depth is the sum of the frames along it, and a function's depth the
deepest chain it starts. Calls out of the translation unit (memset, memcpy, sqrt, malloc, free)
count as 0 bytes and are listed. Fails (exit 1) on recursion, on a frame of unbounded size, on a
call through a pointer, or when a public function's depth passes --max. Prints one line per
public function, deepest first, then "stack: deepest N bytes (function)".
"""
import re
import sys


def parse(path):
    frames, names, external, edges = {}, {}, set(), {}
    node = re.compile(r'node: \{ title: "([^"]*)" label: "([^"]*)"')
    edge = re.compile(r'edge: \{ sourcename: "([^"]*)" targetname: "([^"]*)"')
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = node.match(line)
            if m:
                title, label = m.group(1), m.group(2).split("\\n")
                names[title] = label[0]
                size = re.match(r"(\d+) bytes \(([a-z,]+)\)", label[-1]) if len(label) >= 3 else None
                if size:
                    if size.group(2) not in ("static", "dynamic,bounded"):
                        sys.exit("stack: %s: a frame of %s size" % (label[0], size.group(2)))
                    frames[title] = int(size.group(1))
                else:
                    external.add(title)
                continue
            m = edge.match(line)
            if m:
                edges.setdefault(m.group(1), set()).add(m.group(2))
    return frames, names, external, edges


def main(argv):
    limit, prefixes, files = None, ("astar_", "flowfield_"), []
    i = 0
    while i < len(argv):
        if argv[i] == "--max" and i + 1 < len(argv):
            limit = int(argv[i + 1])
            i += 2
        elif argv[i] == "--prefix" and i + 1 < len(argv):
            prefixes = tuple(argv[i + 1].split(","))
            i += 2
        elif argv[i] in ("-h", "--help"):
            print(__doc__.strip())
            return 0
        else:
            files.append(argv[i])
            i += 1
    if not files:
        print("usage: stack_depth.py FILE.ci... [--max BYTES] [--prefix astar_,flowfield_]", file=sys.stderr)
        return 2
    failed = 0
    for path in files:
        frames, names, external, edges = parse(path)
        depth, chain, busy = {}, {}, set()

        def walk(f):  # the deepest chain from f: (bytes, [names])
            if f in depth:
                return depth[f]
            if f in busy:
                raise RecursionError(names.get(f, f))
            busy.add(f)
            best, best_chain = 0, []
            for g in edges.get(f, ()):
                if g in external or g not in frames:
                    if g not in external and "indirect" in g:
                        sys.exit("stack: %s calls through a pointer" % names.get(f, f))
                    continue
                d, c = walk(g)
                if d > best:
                    best, best_chain = d, c
            busy.discard(f)
            depth[f] = (frames[f] + best, [names.get(f, f)] + best_chain)
            return depth[f]

        public = [t for t in frames if names[t].startswith(prefixes) and "__" not in names[t]]
        if not public:
            print("stack: %s: no public function found" % path)
            failed += 1
            continue
        try:
            rows = sorted(((walk(t), t) for t in public), key=lambda r: -r[0][0])
        except RecursionError as e:
            print("stack: %s: recursion through %s" % (path, e))
            failed += 1
            continue
        outside = sorted({names.get(g, g) for t in frames for g in edges.get(t, ()) if g in external})
        print("%s: %d public functions; calls out: %s" % (path, len(public), ", ".join(outside) or "none"))
        for (d, c), t in rows:
            print("  %6d bytes  %-32s %s" % (d, names[t], " > ".join(c[1:]) if len(c) > 1 else ""))
        (worst, c), t = rows[0]
        print("stack: deepest %d bytes (%s)" % (worst, names[t]))
        if limit is not None and worst > limit:
            print("stack: %s: %d bytes is more than --max %d" % (path, worst, limit))
            failed += 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
