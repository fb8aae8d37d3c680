/* flowfield.h - v0.12.5 - exact integration fields and flow fields for crowds on grids - public domain / MIT
 *
 * Do this:
 *     #define FLOWFIELD_IMPLEMENTATION
 * before you include this file in *one* C or C++ file to create the implementation.
 * Every other file includes it without the define. It may be included together with astar.h:
 * both carry the same grid model (gridpath_grid, gridpath_point, gridpath_moves), defined once.
 * It calls sqrt: link the maths library (cc main.c -lm on Linux), or define FLOWFIELD_SQRT.
 *
 * One field answers "which way to the goal?" for every cell at once, so a thousand agents heading
 * for the same place cost one computation, not a thousand A* searches.
 *
 * QUICK EXAMPLE (compiled and run by tests/compile.sh)
 *
 *     #define FLOWFIELD_IMPLEMENTATION
 *     #include "flowfield.h"
 *     #include <stdio.h>
 *     #include <stdlib.h>
 *
 *     int main(void) {
 *         static const int cells[6 * 4] = {   // 1 = free, 0 = wall, 3 = mud (costs 3 to enter)
 *             1, 1, 1, 1, 1, 1,
 *             1, 0, 0, 3, 0, 1,
 *             1, 1, 1, 3, 0, 1,
 *             1, 0, 1, 1, 1, 1 };
 *         gridpath_grid grid = { cells, 6, 4 };
 *         gridpath_point goal = { 5, 3 };
 *         size_t ws_bytes = flowfield_workspace_size(6, 4), field_bytes = flowfield_field_size(6, 4);
 *         void *ws_memory = malloc(ws_bytes), *field_memory = malloc(field_bytes);   // once
 *         flowfield_workspace *ws = flowfield_workspace_init(ws_memory, ws_bytes, 6, 4);
 *         flowfield_field *field = flowfield_field_init(field_memory, field_bytes, 6, 4);
 *         flowfield_result r = flowfield_compute(ws, field, &grid, &goal, 1, NULL, NULL);
 *         const float *cost = flowfield_costs(field);       // cost to the goal, -1 = none
 *         for (int y = 0; y < 4; y++) {
 *             for (int x = 0; x < 6; x++)
 *                 printf(" %6.3f %c", cost[y * 6 + x], ".>/^\\</v\\"[flowfield_direction(field, x, y) + 1]);
 *             printf("\n");
 *         }
 *         flowfield_vec2 v = flowfield_sample(field, 0.5f, 0.5f);   // an agent at (0.5, 0.5)
 *         printf("%s; steer (%.3f, %.3f)\n", flowfield_result_string(r), v.x, v.y);
 *         free(field_memory);
 *         free(ws_memory);
 *         return r == FLOWFIELD_OK ? 0 : 1;
 *     }
 *
 * THE MODEL (shared with astar.h)
 *   Grid     a flat, read-only array of int, row-major: index = y * width + x, (0,0) top-left,
 *            y grows downward. A cell <= 0 is blocked; a cell > 0 is passable and its value is
 *            the cost of ENTERING it.
 *   Cost     flowfield_costs()[c] is the cost of the cheapest path FROM cell c TO the nearest
 *            goal, each step costing the cell it enters (so the field is a reverse search from
 *            all goals at once). Two metrics (flowfield_options.metric):
 *              FLOWFIELD_METRIC_EXACT (default)  Dijkstra: a straight step costs the entered
 *                  cell's value, a diagonal step sqrt(2) times it; exact (see EXACTNESS).
 *              FLOWFIELD_METRIC_BFS  every step costs 1 (cell values only say free/blocked).
 *            Blocked, unreachable and beyond-max_distance cells have cost FLOWFIELD_UNREACHABLE
 *            (-1); the code byte tells blocked cells from the other two (FLOWFIELD_CODE_PASSABLE),
 *            not those two apart. max_distance keeps every cell whose cost (S + D*sqrt(2) from
 *            flowfield_exact_cost, as the double of EXACTNESS: product and sum each rounded) is
 *            at most max_distance.
 *   Moves    gridpath_moves as in astar.h: 4 neighbours or 8 with a corner rule (default: 8,
 *            no corner cutting, the Moving AI rule). The costs follow the rule exactly.
 *   Flow     flowfield_codes()[c] holds, for each reached non-goal cell, the direction 0..7
 *            (E, NE, N, NW, W, SW, S, SE; y down) to its best neighbour: the step the search
 *            found optimal. A direction never crosses a blocked corner: with the ONE_FREE and
 *            ALWAYS rules a corner-cutting best step is replaced by the best non-cutting step to
 *            a cheaper neighbour (BFS: or an equally cheap one whose own step is clean).
 *            With 4 neighbours, NO_CORNER_CUT and ONE_FREE, every reached cell but a goal has
 *            a direction and following them reaches a goal, costs falling at every step (BFS
 *            under ONE_FREE: or a level step first, never two in a row; a cell stepping down
 *            into such a level cell steps instead into another nearer neighbour that does not
 *            go level, where it has one, since agents were handed back and forth between the
 *            two beside a wall; where it has none and its step is diagonal, straight into
 *            another nearer level cell, where agents circled too). Under ALWAYS a cell whose only way down squeezes between two
 *            blocked corners has none, and agents stop there (its costs count squeezes an
 *            agent cannot make: for crowds, take the default rule or ONE_FREE).
 *            Where two steps are equally good, which one a cell gets depends on the search
 *            loop that ran, picked by the terrain and, on grids 7 cells wide or less, by the
 *            workspace's size (a workspace sized for a larger grid has room for the masked
 *            loops' bits; one sized for the grid has not). The same grid, goals, options and
 *            workspace size give the same field every time, with SSE2 or without
 *            (FLOWFIELD_NO_SIMD) and with fused multiply-add or without (gcc and clang fuse
 *            none in this implementation, also under clang -ffast-math and -ffp-contract=fast
 *            for x86-64, AArch64 and i386 with SSE maths) (lockstep games: size workspaces
 *            alike everywhere); costs never depend on the loop. x87 maths (i386 without SSE
 *            maths) computes at 80 bits, and its ties can go another way than SSE2's: other
 *            codes (the same costs) on 5 of tests/test_fma_same's 30,000 grids built gcc -m32
 *            -std=c99, on 1,401 built clang -m32 (which keeps 80 bits across statements);
 *            with the x87 precision control set to 53 bits (fldcw, as lockstep games on x87
 *            do) on none, with either compiler.
 *   Sight    options.line_of_sight = 1 flags cells that head straight for a goal they see (as
 *            in Supreme Commander 2's flow field tiles), so agents in open ground walk straight
 *            lines instead of 45-degree zig-zags. A reached cell sees a goal (another cell) when
 *            every cell touched by the segment between the two centres, corners included, has
 *            the goal cell's own value; it is flagged when it sees one whose straight cost is
 *            at most the cell's own cost: the goal's value times the distance (BFS: the steps,
 *            Chebyshev, or Manhattan with 4 neighbours), so the straight line is never dearer
 *            than the field's route (a nearer goal by path, cheaper terrain around, or beyond
 *            max_distance win). It steers at the nearest such goal. Only the first
 *            FLOWFIELD_SIGHT_GOALS goals are considered. Which cells see a goal is exact: shadow
 *            casting from each goal in integer arithmetic, out to the distance the largest cost
 *            allows; it reads the cells that see the goal there and those at the shadows' edges,
 *            per goal. The cost test compares with the float cost and a slack of 2^-20 of it (so
 *            the cells on a goal's axes and diagonals in open ground, whose costs equal their
 *            straight ones, are flagged): a straight line up to that much dearer may be too.
 *   Steering flowfield_sample(field, x, y) at a continuous position in cell units (cell (i,j)
 *            covers [i, i+1) x [j, j+1)) blends the four nearest cell vectors bilinearly, then
 *            removes any component that would carry the agent into a cell without a cost
 *            (blocked, or past max_distance) or across such a corner, and returns a unit
 *            vector: an agent that moves at most half a cell per step along it never leaves
 *            the reached cells (never enters a blocked one). Where that vector makes no headway
 *            along the cell's own direction (at a right angle or more from it: two neighbours
 *            pointing opposite ways around an obstacle), it is the cell's direction instead, so
 *            agents do not stall or bounce in one cell. In BFS fields with diagonal moves (every
 *            step costs 1) a cell whose direction is diagonal counts as a straight step where a
 *            straight neighbour is one level down too (its horizontal side first, then its
 *            vertical one, then the opposite sides; under ONE_FREE and ALWAYS only one whose
 *            own step goes down, or a goal): the search records whichever equal step it
 *            met first, and two cells beside each other could point diagonally across each
 *            other at two equally near goals, where agents circled (0.8.17: an open 4x6 grid
 *            with goals (0,2) and (2,3), 326 of 2,400 starts). flowfield_direction() and
 *            flowfield_codes() keep the search's step. Arrival is measured, not proven: the
 *            tests walk about 760,000 agents on generated grids (the default corner rule, with
 *            and without max_distance), and all arrive, and 1.3 million under ONE_FREE (BFS,
 *            5-15% walls), all of them with every search loop, and with max_distance 120,000
 *            under ONE_FREE (all arrive) and 130,000 under ALWAYS (none leaves the reached
 *            cells). Harnesses outside the tests still see agents circle beside a level step or
 *            a corner squeeze: BFS under ONE_FREE 4 of 113 million on grids with 10-40% walls,
 *            each loop forced in turn (all 4 with the plain loops, 20% walls); under ALWAYS
 *            89-169 per million with 15-30% walls; the exact metric none under ONE_FREE and up
 *            to about 50 per million under ALWAYS (besides the agents that stop in ALWAYS's
 *            cells without a direction: 12-37% of them on grids with 15-30% walls). Zero on
 *            goal cells and on cells without a cost (and for NaN or infinite coordinates); on a
 *            reached cell without a direction (ALWAYS) the blend of its neighbours' vectors,
 *            cut as above, or zero; at any finite position outside the grid it points at the
 *            nearest cell centre inside, which may be blocked (on a walled map an agent pushed
 *            outside then stops at the wall: keep agents in). Zero everywhere on a field whose
 *            computation failed or never ran.
 *
 *   Regions  flowfield_goal_regions(field, goals, goal_count, region) says, for every cell of a
 *            field toward several goals, which goal its flow leads to (the nearest exit, drop-off
 *            or base of each cell; a crowd's share of each): the goal reached along the
 *            directions, or straight from the first sighted cell on the way. Under the default
 *            rule and 4 neighbours without line of sight that is a nearest goal (tested against
 *            a search from each goal alone). It is where a cell's own step leads: an agent near a
 *            border between two regions may be blended across it by flowfield_sample (the crowd
 *            example counts both: 5,000 agents, three exits on its town, 1,801, 1,626 and 1,573
 *            start in the regions, 1,796, 1,627 and 1,577 arrive at those exits).
 *            Caller memory (width * height ints), no other; O(cells), about what the field
 *            costs: 0.6-2.4x its time on the 16 Moving AI maps of the README with three goals
 *            (Boston_0_1024, 1M cells: 6-10 ms, 0.6x; the 1-wide maze512-1 2.3x).
 *
 * EXACTNESS
 *   The exact metric keeps each cell's cost as two integers, S = sum of straight-step costs and
 *   D = sum of diagonal-step costs, so the true cost is S + D*sqrt(2) with no accumulated
 *   rounding (no 14/10 fixed point). Comparisons use the double S + D*sqrt(2) (two roundings:
 *   the product, the sum; with x87 maths, FLT_EVAL_METHOD 2, each forced by a store, so every
 *   loop compares the same doubles); two different true costs differ by |x + y*sqrt(2)| >= 1 / (|x| +
 *   |y|*sqrt(2)) (as |x^2 - 2y^2| >= 1 for integers not both 0), which exceeds the rounding error
 *   while costs stay below about 2^23, so the order is exact there. (The event loop for open
 *   uniform grids keys its offers by sums of doubles along the path, one rounding a step: exact
 *   while the farthest cell is fewer than 2^16 steps of cost c away, where the error stays below
 *   1/8 of the smallest difference; a field reaching past that is computed again by the
 *   two-queue search, which compares S + D*sqrt(2).) No heap: when every passable cell has the
 *   same value c (all Moving AI maps), every step costs c or c*sqrt(2) and cells settle in order
 *   of cost, so the list of settled cells is sorted, and each settled cell's straight offers (its
 *   cost + c) and diagonal ones (+ c*sqrt 2) come in the list's order: two read positions in
 *   the list are the whole queue. The cheaper of their two pending offers is the cheapest
 *   anywhere, so it settles at once every unsettled neighbour it reaches, appended to the list
 *   (one "event" per cell and kind of step; nothing is compared per neighbour, no stale entry is
 *   ever skipped). Otherwise a bucket queue of width min_cost (Dinitz): a step costs at least
 *   min_cost, so no cell of the current bucket can improve another and every cell is final when
 *   its bucket is reached; buckets are arrays of cells in chunks (a cell whose cost falls is
 *   added to its new bucket and its old entry skipped), a ring of up to 16384 of them used as a
 *   circle, or for cost ratios too wide for it as a window plus an overflow list, so any cost
 *   range works; the neighbours are tested as bit masks. With 4 neighbours on a uniform grid
 *   every step costs c, so the exact costs are the BFS's steps times c: the BFS loops compute
 *   them (for c = 1 always, for c > 1 where c times the passable cells is below 2^24). The float
 *   in flowfield_costs() is the exact value rounded once; flowfield_exact_cost() gives S and D.
 *
 * MEMORY (caller-owned; a computation never allocates)
 *   Field      flowfield_field_size(w, h) = 6 bytes per cell + about 2 KB: float cost (4), code
 *              byte (1: direction, flags), sight goal index (1). Read-only once computed; while
 *              a computation runs, its cost array is also the exact search's scratch (the stream
 *              of diagonal events), so read a field only after flowfield_compute returns.
 *   Workspace  flowfield_workspace_size(w, h) = 21 bytes per cell of the grid padded by one cell
 *              on each side, (w + 2) * (h + 2), + 35 KB (3 KB with FLOWFIELD_SMALL): state byte (passable, reached, direction),
 *              cell value (4, weighted grids), S and D (8), and two int32 arrays (8: the buckets'
 *              cells, the settled list, or the BFS queue and steps; the uniform exact search
 *              also keeps the list's keys or cost pairs across prev and value). It serves any grid whose
 *              padded size fits, and keeps S and D of its last computation (and the masked loops'
 *              tables, rebuilt when the row pitch changes).
 *
 * SPEED (build/bench flow-maps: every Moving AI map in one command; gcc -O2, thread CPU time, a
 *   shared 2-core VM whose speed moves by up to 2x between runs; README has the table and the
 *   conditions, docs/flowfield-speed.md every version's). Per reached cell, 8 neighbours, no
 *   corner cutting, no line of sight, the goal of each map's longest scenario, the nine 512x512
 *   maps, best of 15 rounds' medians (0.12.0, an idle Zen 4 VM, 2026-12-05): BFS 3.0-5.7 ns,
 *   exact 5.9-10.0, meeting the targets (4 and 8 ns) on four maps and five. Before the classed
 *   loop (0.8.22, an idle Intel Xeon VM, Sapphire Rapids or later, 2026-11-30): BFS 3.3-5.5 ns,
 *   exact 5.4-10.2; on a Zen 3 (2026-11-29) BFS 4.6-8.2, exact 8.5-15.5. In
 *   the Intel VM's rounds a first-version queue BFS took 3.0-7.6x the BFS field's time (13-20 ns
 *   per reached cell on seven of the nine maps), a careful one (bytes with a border, index
 *   offsets) 1.4-4.0x, a textbook heap Dijkstra 7.9-13.9x the exact field's (bench flow-maps
 *   --plain). The targets, before the classed loop: met on three maps (BFS) and five (exact) on
 *   the Intel VM and on the Zen 4, on none on the Zen 3. As measured
 *   at 0.8.4: weighted grids (bucket queue; bench flow --costs 1-8 on five maps) 43-45 ns
 *   median, with costs 1-1000 63-74; the grid-in and field-out passes alone take about 0.4 ns
 *   per grid cell. The line-of-sight pass (0.8.11), per goal: 3-4 ns per cell that sees it in
 *   open ground (Boston_0_1024 0.28 ms for 69,113 cells; 4.1 ms for the 1,048,575 of an open
 *   1024x1024), (8 on an open grid exactly 2048 wide: its columns share cache sets), 10-50 ns
 *   on cluttered maps (random512-10 0.004 ms for 184); 256 goals on an open 1024x1024: 63 ms (the field 12).
 *
 * LOCAL FIELDS
 *   A field's passes read and write every cell of its grid (about 0.4 ns each), so a small field
 *   on a big map (max_distance 20 on a 1024x1024: about a thousand cells) costs as much as the
 *   whole map's passes. flowfield_local_window gives the part of the grid such a field can
 *   reach; copy those cells out (flowfield_copy_window), compute on the copy with the goals moved
 *   into it, and the field is the same there (costs, flags; tested against the whole grid's
 *   field) at the copy's size, with a workspace and a field the window's size too:
 *
 *       flowfield_window win;
 *       gridpath_grid local;                          // part: win.width * win.height ints
 *       if (flowfield_local_window(&grid, &goal, 1, &options, &win) == FLOWFIELD_OK &&
 *           flowfield_copy_window(&grid, &win, part, &local) == FLOWFIELD_OK) {
 *           gridpath_point moved = { goal.x - win.x, goal.y - win.y };
 *           flowfield_compute(ws, field, &local, &moved, 1, &options, NULL);
 *       }   // cell (x, y) of the map is cell (x - win.x, y - win.y) of this field
 *
 *   build/bench flow MAP --max-distance D times both and checks their costs are equal;
 *   examples/squads.c gives hundreds of squads a local field each, one workspace for all.
 *
 * THREADS
 *   A grid and a finished field are only read: any number of threads may read them at once. A
 *   workspace holds one computation: use one workspace per thread. No globals, no hidden state.
 *
 * LIMITS
 *   1 <= width, height; width * height <= FLOWFIELD_MAX_CELLS (2^28). Exact metric: S and D of
 *   every cost must stay below 2^32 (FLOWFIELD_COST_OVERFLOW otherwise); order proven exact below
 *   costs of 2^23. BFS: any size. Goals: any number (duplicates are fine). Stack: no
 *   recursion; flowfield_compute needs at most about 1.3 KB, flowfield_sample 0.3 KB (gcc 12,
 *   x86-64 -O2 and Cortex-M4 -Os; tests/stack_depth.py, checked by tests/compile.sh).
 *
 * CONFIGURATION (define before including the implementation)
 *   FLOWFIELD_STATIC             make every function static (several copies in one program)
 *   FLOWFIELD_MALLOC(size, ctx)  allocator for the _create functions; define FLOWFIELD_FREE too
 *   FLOWFIELD_FREE(ptr, ctx)
 *   FLOWFIELD_NO_MALLOC          no _create/_destroy functions, no <stdlib.h>
 *   FLOWFIELD_SQRT(x)            square root used by flowfield_sample (default: sqrt, <math.h>)
 *   FLOWFIELD_NO_SIMD            plain loops instead of SSE2 for the full-grid passes (also
 *                                for gcc on x86 with no C library headers at all: its
 *                                <emmintrin.h> includes <stdlib.h>; flowfield.h itself needs
 *                                none with FLOWFIELD_NO_MALLOC and FLOWFIELD_SQRT on gcc and
 *                                clang, which give memset and memcpy as built-ins)
 *   FLOWFIELD_NO_BUILTIN         no __builtin_ctz (gcc, clang): a portable loop instead
 *   FLOWFIELD_SMALL              for small memories: only the plain search loops (no masked
 *                                loops for broken terrain, no runs or classed loop for open
 *                                ground), so about 39 KB of code instead of 92 (gcc 12 -Os,
 *                                x86-64; the classed loop added 12 KB) and a
 *                                workspace 32 KB smaller (the loops' tables); the same costs,
 *                                directions may differ where two are equally good (see Flow);
 *                                slower on broken terrain, where the masked loops ran (Moving
 *                                AI maps: random512-40 2.8x, random512-10, 8room and
 *                                maze512-1 1.5-2x; open maps about the same, README,
 *                                but for the classed loop's gain since 0.12.0)
 *
 * WHAT IT DOES NOT DO
 *   No steering behaviours (separation, avoidance), no tiles or portals for huge maps (compute
 *   one field per goal region instead; LOCAL FIELDS), no incremental update when cells change
 *   (recompute: it is a few milliseconds for 512x512), no allocation, no global state.
 *
 * RESULT CODES  see flowfield_result below and flowfield_result_string(). An option out of range
 *   gives FLOWFIELD_INVALID_ARGUMENT, also an enum field (moves, metric) holding an int none of
 *   its names has. In C++ making such a value is undefined before the call (an enum there holds
 *   only what its names' bits can): check an int read from a file first.
 *
 * CHANGES  0.12.5 (2026-12): -ffast-math builds by clang 19 and 22 (Debian 12's newer clangs;
 *          clang 14 was not affected): exact fields on uniform grids crashed (the event loops
 *          marked "nothing pending" by an infinite key and tested key == infinity, which
 *          -ffinite-math-only lets clang fold to false: the loop ran past its list's end, a
 *          segfault in test_flowfield, test_fma_same and compile_fastmath); the mark is now
 *          1e300, finite. And flowfield_sample gave a NaN vector for an infinite x: clang
 *          folded the test of its bits as an "is it finite?" it may assume; under
 *          __FINITE_MATH_ONLY__ the bits now pass through an empty asm. Other builds: gcc -O2
 *          allocates the plain exact loop's registers otherwise, the same instruction counts
 *          (callgrind, exact fields on 64room, gardenofwar, random512-10). tests/newer_clang.sh
 *          builds and runs the tests with every clang-N (N >= 15) in PATH.
 *          0.12.4 (2026-12): the same fields under clang -ffp-contract=fast too, which fuses
 *          whatever the FP_CONTRACT pragma says and which no macro reveals (clang -O2 -mfma
 *          -ffp-contract=fast: other codes on 168 of test_fma_same's 30,000 grids, also on
 *          AArch64): every clang build with FMA (__FMA__, every AArch64) or -ffast-math now hides
 *          each product by the empty asm, i386 with SSE maths too (there -ffast-math also gave
 *          other codes). Cost there: exact fields' instructions +0.2% (random512-10), +4% on
 *          weighted random512-40 (callgrind), times within the runs' noise. gcc, and clang without
 *          FMA or -ffast-math: 0.12.3's code (objdump). Docs: x87 builds may break ties other
 *          than SSE2 builds (Flow: gcc -m32 on 5 of 30,000 grids, clang -m32 on 1,401); clang
 *          x87 builds are tested too (tests/cross.sh).
 *          0.12.3 (2026-12): -ffast-math builds (game engines' often are): max_distance NaN is
 *          refused (FLOWFIELD_INVALID_ARGUMENT) again by flowfield_compute and
 *          flowfield_local_window: the test was !(max_distance >= 0.0), which gcc and clang -O2
 *          -ffast-math folded as if no value were a NaN (tests/compile_fastmath.c); now by its
 *          bits. And the same fields as any other build under clang -ffast-math, which fuses and
 *          reassociates whatever the pragmas say: weighted exact fields' costs came out a
 *          rounding apart (1,161 of test_fma_same's 30,000 grids, from the SSE2 passes), and
 *          with -mfma codes broke ties differently; each product is now hidden from it by an
 *          empty asm (x86-64, AArch64). gcc and clang builds without -ffast-math: the same
 *          search code as 0.12.2 (objdump; only flowfield_compute's option check changed).
 *          0.12.2 (2026-12): the same fields with fused multiply-add or without: gcc outside its
 *          strict ISO modes (-std=gnu*, its default) and clang fused products into sums wherever
 *          the target has FMA (-march=native, -mfma, every AArch64), and the keys' roundings then
 *          broke ties between equally near steps differently (other codes on 168 of 30,000
 *          random grids, the costs the same; the new tests/test_fma_same). The implementation
 *          now turns contraction off for its own code (#pragma STDC FP_CONTRACT for clang, GCC
 *          optimize for gcc; the build's setting returns after it), which clang's
 *          -ffp-contract=fast and -ffast-math override. gcc -std=c99 -O2, -O3 and -Os builds are
 *          the same code as 0.12.1's; clang -O2 (no FMA) measured the same (flow-maps
 *          --against, 5 rounds: ratios 0.90-1.08, all but two 0.98-1.03).
 *          0.12.1 (2026-12): exact fields with 4 neighbours on uniform grids (every Moving AI map)
 *          are the BFS's steps times the one value c, and the BFS loops compute them: bench
 *          flow-maps --neighbours 4 --rounds 15 with the bench before it, in both orders
 *          combined, 0.36-0.50 of the time on the open maps (Berlin_1_256 0.36, gardenofwar
 *          0.40-0.41, 64room 0.40-0.42), maze512-8 0.67, 8room, maze512-1, random512-10 and
 *          random512-40 0.81-0.85. The same costs, S and D, max_distance and line of sight (the
 *          exact metric's); where two steps are equally good the direction may be the other one.
 *          BFS fields with 4 neighbours on open maps run the classed loop too
 *          (four lists, three tests a cell instead of four: only the parent is left out), and
 *          the runs loop hands over to it: bench flow-maps --neighbours 4 --rounds 15 with
 *          0.12.0's bench, two runs in each order (Zen 4 VM, idle), this version's time over
 *          0.12.0's (the two orders' ratios combined): gardenofwar 0.85-0.88, 64room 0.88-0.90,
 *          Berlin_1_256 0.93-0.94, Boston_0_1024 0.94, BlackLotus 0.95, maze512-32 0.98-0.99,
 *          AR0011SR 1.00-1.01, den520d 0.99-1.03 (short layers); the maps on other loops
 *          0.99-1.01, 8 neighbours unchanged. The same costs (all 16 maps, four rules); where two
 *          steps are equally good a cell's direction may be the other one. Fixed: the classed
 *          loop's lists were sized by the workspace, so on small open grids (up to about 25x25
 *          in the tests) a workspace sized for a larger grid could give other directions (the
 *          same costs) than one sized for the grid, which THE MODEL says only grids 7 cells wide
 *          or less may; they are now sized by the grid.
 *          0.12.0 (2026-12): BFS fields with 8 neighbours on open maps (passability changing
 *          less than once in 13 passable cells along the rows) up to 1.2x faster: the plain loop
 *          keeps each layer's cells in eight lists by back direction and leaves out the three
 *          neighbours next to it, which the cell's parent took (five tests a cell instead of
 *          eight; see the classed loop), and the runs loop hands over to it. bench flow-maps
 *          --rounds 15 with 0.11.0's bench in turn, six runs in both orders (Zen 4 VM, idle),
 *          this version's time over 0.11.0's: Berlin_1_256 0.81-0.86, gardenofwar 0.88-0.92,
 *          den520d 0.84-0.99, maze512-32 0.89-1.02, AR0011SR 0.92-1.00, BlackLotus 0.93-0.98,
 *          Boston_0_1024 0.93-1.03, 64room 0.96-1.01; the other maps (other loops, the same code)
 *          0.92-1.04. Under ONE_FREE and ALWAYS (gardenofwar, Berlin_1_256, den520d; bench flow,
 *          7 runs each in turn) 0.82-0.94. The same costs; where two steps are equally good a
 *          cell's direction may be the other one. 4 neighbours kept the plain loop (the classed
 *          one, which can leave out only the parent there, ran 0.85-1.07 of its time on the
 *          three maps: no clear gain; see 0.12.1).
 *          0.11.0 (2026-12): flowfield_goal_regions: which goal each cell's flow leads to (see
 *          Regions). The fields are unchanged.
 *          0.10.2 (2026-12): no declaration after a statement (four were left: builds with
 *          -Wdeclaration-after-statement, which some embedded toolchains keep, now pass, with
 *          and without SSE2 and FLOWFIELD_SMALL; tests/compile.sh checks it). The same fields.
 *          0.10.1 (2026-12): with max_distance under ONE_FREE and ALWAYS, agents following
 *          flowfield_sample could leave the reached cells, where they stopped for good (a user's
 *          audit: 74 of 2.9 million agents on random grids under ONE_FREE, 72 under ALWAYS). A
 *          cell whose best step cuts a corner takes a clean step instead, and "clean" asked for
 *          passable sides: a side beyond max_distance was one, and the sample, its blend cut to
 *          zero there, fell back to that step. Clean now means both sides reached (for the exact
 *          metric and BFS); without max_distance every passable side of such a step is reached,
 *          so those fields are unchanged (byte-equal --dump files on three maps, both rules and
 *          metrics). Tests: every diagonal direction's sides reached; 1,200 max_distance fields
 *          under the two rules, 250,000 agents, none leaving and all arriving under ONE_FREE.
 *          Docs: max_distance's rounding, the sight cost test's slack, and what flowfield_sample
 *          gives on a reached cell without a direction, as the code does them.
 *          0.10.0 (2026-12): flowfield_copy_window copies a window's cells out and gives the
 *          grid they make (the copy LOCAL FIELDS asks for, checked against the grid's bounds);
 *          examples/squads.c gives hundreds of squads a local field each. Fields unchanged.
 *          0.9.0 (2026-12): local fields: flowfield_local_window gives the part of a grid a field
 *          with max_distance can reach (the goals' box grown by floor(max_distance) + 1), so a
 *          small field on a big map is computed on a copy of that part, at its size, instead of
 *          paying for every cell of the map (see LOCAL FIELDS). Boston_0_1024 toward (512, 512),
 *          exact, max_distance 20 (1,135 cells reached): the whole map's field 0.66 ms, the local
 *          one (window, copy and field) 0.019 ms; max_distance 200 (56,773 cells): 1.7x (build/bench
 *          flow --max-distance, which times the two in turn and checks their costs are equal;
 *          medians of 21). Tested: on 5,600 generated fields (every rule, both metrics,
 *          line of sight, weighted, several goals) the whole grid's field reaches nothing outside
 *          the window and the local field gives every cell of it the same cost, exact pair, flags
 *          and sight goal; the fuzz harness checks the window's result codes and that it holds
 *          every reached cell. flowfield_compute is 0.8.23's (its option checks now a function the
 *          two share).
 *          0.8.23 (2026-12): a third less stack: the weighted search, the field-out pass and the
 *          line-of-sight pass, each called once per field, are kept out of line (gcc had inlined
 *          them into flowfield_compute, whose frame then sat under every search loop):
 *          flowfield_compute's deepest chain 1,912 -> 1,288 bytes (gcc 12 -O2, x86-64), 1,872 ->
 *          1,256 (Cortex-M4 -Os). The same speed (bench flow-maps --against 0.8.22, 41 rounds:
 *          ratios 0.93-1.08 on the 16 maps, within the rounds' spread; weighted fields 0.97-1.03).
 *          Quiet under clang -Weverything but for -Wpadded, -Wfloat-equal and
 *          -Wdeclaration-after-statement (the same machine code as 0.8.22).
 *          0.8.22 (2026-11): clean under MemorySanitizer: the exact field's SSE2 write-back
 *          converted the never-written nodes of unreached cells before masking them out (no
 *          result used them; MSan reported them). Under MSan those lanes are zeroed first; other
 *          builds compile to the same code as 0.8.21. make test runs the tests under MSan too
 *          (tests/msan.sh).
 *          0.8.21 (2026-11): a build without SSE2 (FLOWFIELD_NO_SIMD, or a target without it)
 *          gives the same fields as one with it, ties included: it counted passability changes
 *          at the SSE2 row pass's 16-cell block borders, which the SSE2 pass does not, and on
 *          grids 32 or more cells wide could pick another search loop, so another of two equally
 *          near steps (52 of 30,000 random grids up to 72x40; on the Moving AI maps brc202d's
 *          exact field, 9 to 16,678 cells by move rule). Now it counts as the SSE2 pass does; the
 *          SSE2 build's code and fields are unchanged. Test: tests/test_simd_same.c (both builds
 *          in one program).
 *          0.8.20 (2026-11): fields under ONE_FREE and ALWAYS faster: the pass that replaces
 *          corner-cutting directions finds those cells 16 at a time (SSE2) and compares their
 *          neighbours without a branch each (costs and codes byte-equal to 0.8.19's on the 16
 *          Moving AI maps, both metrics, and weighted on three). Best of 21, in turn with 0.8.19
 *          (build/bench flow --corners one-free): BFS random512-40 8.4 -> 3.9 ms, random512-10
 *          6.0 -> 4.7, 8room 4.4 -> 3.3, maze512-1 6.2 -> 4.0; exact random512-40 6.1 -> 4.1,
 *          random512-10 8.3 -> 7.6 (ALWAYS alike). bench flow takes --corners. Then one
 *          direction rule (BFS, ONE_FREE and ALWAYS): a cell stepping diagonally into a level
 *          cell, with no nearer neighbour to step into that does not go level, steps straight
 *          into another nearer level cell where it has one: agents circled between it and a
 *          neighbour pointing the other way round a wall (harness, generated grids with 10-40%
 *          walls, each search loop forced in turn: 72 of 113 million never arrived, now 4; a
 *          7x13 grid of it in the tests). Costs are the same; on 4 of the 16 Moving AI maps 1
 *          to 164 cells' codes change (orz900d 1, 8room 9, random512-40 69, random512-10 164).
 *          Fixed (since 0.8.19): a level cell beside a blocked or padding cell could take that
 *          cell for a neighbour stepping into it, test it with steps left from an earlier
 *          computation and read past the workspace from the bottom padding row, or write
 *          direction bits into blocked cells' codes (a workspace reused across computations;
 *          found by a review, now a test).
 *          0.8.19 (2026-11): BFS under ONE_FREE and ALWAYS: a cell whose step goes down into
 *          a cell taking a level step (its step down cut a corner) steps instead into another
 *          nearer neighbour that does not go level, by a clean step, straight ones first, where
 *          it has one: agents were handed back and forth between the two beside a wall (a
 *          review's 5x4 grid with the plain loops; generated grids with 10% walls, 1-3 goals:
 *          24 of 9,963,864 agents never arrived, now none; 20% walls 10 -> 0, 40% walls 19 ->
 *          14). Costs are the same; the written directions of those cells change. The cells
 *          whose step cuts a corner are handled in integer steps, not doubles, so the ONE_FREE
 *          BFS field costs about the same as before (random512-10 and 64room 1-4% less,
 *          8room 6-9% more, random512-40, where 28% of the reached cells take level steps,
 *          14-16% more). No <string.h>: memset and memcpy are gcc's and clang's built-ins (it
 *          was included on every build, and a freestanding build with no C library headers
 *          failed; tests/compile.sh now builds one with -nostdinc). FLOWFIELD_VERSION_MAJOR,
 *          _MINOR, _PATCH and _STRING, for #if tests.
 *          0.8.18 (2026-11): flowfield_sample on BFS fields with diagonal moves takes a straight
 *          step where a cell's diagonal one is only as good (see Steering): agents no longer
 *          circle where directions crossed at two equally near goals (0 of 1,832,652 agents on
 *          open generated grids with 1-3 goals, was 3,671), and they walk up to 6% shorter on
 *          Moving AI maps (walked length over field cost from every 7th reached cell, one goal:
 *          random512-10 1.252 -> 1.178, 8room 1.166 -> 1.097, 64room 1.179 -> 1.177). It
 *          costs time: a BFS field's sample for a walking agent 27.7 -> 44.5 ns (1.6x; 5,000
 *          agents on a 160x100 town), an exact field's 28.4 -> 29.6. Steering never leads into
 *          an unreached cell (past max_distance an agent could be carried into one and stop:
 *          a review's 2x6 grid). Under ONE_FREE and ALWAYS the straight step is taken only into
 *          a cell whose own step goes down (a review's 5x4 grid circled beside a level step).
 *          Codes and costs are the same.
 *          0.8.17 (2026-11): from a review as a crowd's programmer would use it. flowfield_sample
 *          returns the cell's own direction where the blend makes no headway along it: two
 *          neighbours pointing opposite ways around an obstacle nearly cancelled, the corner
 *          rule removed what was left across, and agents bounced between two rows for ever (251
 *          of 14,929 agents on random512-40 at half a cell a step; 1 of 33,760 on random512-10;
 *          now none; 11 of 144,943 on small random grids of every kind, was 132). Not
 *          everywhere better: where BFS directions cross at two equally near goals an agent can
 *          circle between two cells (an open 4x6 grid, goals (0,2) and (2,3): 326 of 2,400
 *          starts, 130 with 0.8.16). flowfield_sample's NaN test reads the bits (an arithmetic
 *          test let NaN through under -ffast-math, to a read far outside the field; the first
 *          0.8.17 commit had it). BFS under ONE_FREE gives every reached cell a direction: where the search
 *          step cut a corner, the level step to a neighbour was taken only if that neighbour's
 *          search step was clean, not if its written (replaced) direction was, and such cells
 *          had none (the docs promised the latter). Positions 1e30 or more outside the grid
 *          steered nowhere; now every finite one points back in. Docs: outside the grid the
 *          nearest cell may be a wall.
 *          0.8.16 (2026-11): defining FLOWFIELD_SQRT (CONFIGURATION) no longer breaks the build
 *          (HUGE_VAL needs <math.h>, included only without it; infinity is now gcc's and
 *          clang's built-in, HUGE_VAL elsewhere); tests/compile.sh now builds
 *          flowfield.h freestanding with FLOWFIELD_NO_MALLOC and FLOWFIELD_SQRT and checks its
 *          undefined symbols. On 32-bit targets the runs loop's 64-bit bit scan is two 32-bit
 *          ones (gcc called libgcc's __ctzdi2). FLOWFIELD_SMALL with FLOWFIELD_NO_BUILTIN (as
 *          on compilers other than gcc and clang) left a function unused (-Werror stopped the
 *          build); compile.sh now builds every CONFIGURATION switch, alone and all together.
 *          x86-64 code identical to 0.8.15's.
 *          0.8.15 (2026-11): portability, from builds for i386, s390x, aarch64 and a Cortex-M4,
 *          and FLOWFIELD_SMALL. Big-endian: the weighted search without SSE2 read its 3x4 state
 *          bytes from three words as if little-endian (byte j as bits 8j): wrong costs, and
 *          every flowfield test crashed on s390x; the bytes are now copied out in memory order.
 *          x87 maths: each S + D*sqrt(2) is rounded to double through a store (product and sum,
 *          as EXACTNESS says), and sqrt(2) is a double constant: the masked and plain loops had
 *          disagreed on a cell costing exactly max_distance (i386, -std=c99). The option checks
 *          compile cleanly with enums as unsigned bytes (-fshort-enums, arm-none-eabi's
 *          default), and the masked exact loop's parent test with a 32-bit ptrdiff_t under
 *          -Wconversion. FLOWFIELD_SMALL (CONFIGURATION) leaves out the masked and runs loops
 *          and their 32 KB of tables: 31 KB of code at -Os instead of 71 (gcc 12, x86-64), 24
 *          KB instead of 68 on a Cortex-M4. The default build's code on x86-64 is unchanged
 *          (two loads swapped in the two-queue loop), so 0.8.14's speed figures stand.
 *          0.8.14 (2026-11): the masked loops' tables (broken terrain) hold a 64-byte row per
 *          3x3 mask (BFS: 8 offsets, 8 direction bytes, the count; exact: 32 bytes), and the
 *          take returns the mask already scaled to its row's offset (one rotation instead of a
 *          rotation, a mask and a shift): 3 instructions fewer per BFS expansion (callgrind,
 *          random512-10 75.0 -> 72.0 per reached cell, random512-40 87.1 -> 84.1). 20 rounds in
 *          turn with 0.8.13: BFS 0.97-0.99 of its time on the masked-loop maps (random512-40
 *          0.968, maze512-1 0.977, 8room 0.987, random512-10 0.992), the exact search unchanged
 *          (0.985-1.017). Same fields (64 --dump files byte-equal). The workspace's fixed part
 *          grows from 23 to 35 KB.
 *          0.8.13 (2026-11): the BFS runs loop (open maps) 4-6% faster again: its function is
 *          aligned to 64 bytes, as the plain loops' were, and so are the masked and exact loops'.
 *          At 0.8.12 the bench ran it 4-8% slower after astar.h's code grew, flowfield.h the same:
 *          it had landed 16 bytes past a 64-byte boundary. 20 rounds in turn with 0.8.12, best
 *          of the medians of --repeat 9, ns per reached cell: maze512-32 3.65 -> 3.43, AR0011SR
 *          4.18 -> 3.98, Boston_0_1024 4.41 -> 4.25, BlackLotus 5.04 -> 4.95; the other maps
 *          and the exact search unchanged. Same code, same fields (64 --dump files byte-equal).
 *          0.8.12 (2026-11): the exact search on broken terrain (the masked event loop) 4-15%
 *          faster with gcc: its straight events' parent test is written where it is used. Computed
 *          before the 3x3 take, gcc -O2 kept its flag on the stack, stored as a byte and read back
 *          as 8 bytes, which a load cannot take from the store in flight: every straight event
 *          waited for the store to reach the cache (clang kept it in a register and ran as fast
 *          as now). 30 rounds in turn, best of the medians of --repeat 9, ns per reached cell:
 *          maze512-8 10.67 -> 9.15, 8room 10.93 -> 9.56, random512-10 10.88 -> 10.05 (a slow
 *          spell of this VM);
 *          the other maps and BFS unchanged. Same fields (32 --dump files byte-equal). Docs:
 *          which direction a cell gets where two are equally good can depend on the workspace's
 *          size on grids 7 cells wide or less (costs never do); the tests now check both.
 *          0.8.11 (2026-11): line of sight is exact, and faster: shadow casting from each goal,
 *          an octant at a time, column by column, the shadows kept as exact slope ranges (until
 *          now a cell was found from its neighbours toward the goal, and 3.7% of the seeing
 *          cells of 40x40 grids with 1 cell in 8 blocked were missed; a 1024x1024 map with 1%
 *          random walls: 24,102 of 32,616 found). A cell is flagged only for a goal whose
 *          straight cost is at most its own (before, a cell steered at the nearest goal it saw
 *          even where another goal was nearer by path, or cheaper terrain led around; goal
 *          cells were flagged for other goals), which also bounds each goal's scan by the
 *          largest cost. The pass alone, one goal: Boston_0_1024 3.60 -> 0.28 ms, BlackLotus
 *          1.31 -> 0.04, AR0011SR 0.37 -> 0.04, Berlin_1_256 0.30 -> 0.016 (2,982 -> 2,993
 *          cells); 256 goals on an open 1024x1024, 2,553 -> 63 ms (with max_distance 10: 2.7
 *          -> 2.1). It no longer uses the state bytes; its scratch is the workspace's queue and
 *          value arrays. Costs and directions unchanged.
 *          0.8.10 (2026-11): fixes from an audit of the API against its documentation.
 *          max_distance equal to a cell's cost keeps the cell on every search (the event loop
 *          for open uniform grids compared its keys, sums of doubles along the path, whose
 *          rounding could leave out a cell costing exactly max_distance; now the offer's cost
 *          decides near the bound). That loop's order is proven exact for fields up to 2^16
 *          steps of cost; one reaching farther is computed again by the two-queue search. The
 *          weighted search no longer reports FLOWFIELD_COST_OVERFLOW for an offer past 2^32 - 1
 *          that settles nothing (the farthest cell's): it checks a cell's S and D when settled.
 *          Every refused call (bad argument, grid too large, workspace or field too small)
 *          clears a field that held a result and the workspace's, as the documentation said.
 *          flowfield_sample far outside the grid (from 1.8e19 cells) steers back in instead of
 *          returning zero. Line of sight finds a cell when one of its two neighbours toward the
 *          goal sees it and its own segment is clear (until now both had to: 23% of the seeing
 *          cells of 40x40 grids with 1 cell in 8 blocked were missed, now 3.7%). It scans out
 *          to the farthest seeing cell, so it finds more and takes longer where much is open:
 *          Boston_0_1024 42,656 -> 69,113 cells, 1.5 -> 4.4 ms; BlackLotus 3,729 -> 8,949,
 *          0.1 -> 1.9 ms; AR0011SR 6,422 -> 9,079, 0.1 -> 0.4 ms (the fields: 8.5, 2.3, 0.8).
 *          Docs: what line of sight misses, that the code byte does not tell unreachable from
 *          too far, directions under corner cutting.
 *          Same fields on the Moving AI maps (128 --dump files byte-equal).
 *          0.8.9 (2026-11): the plain BFS loop tests a cell's neighbours a column at a time
 *          (E, NE, SE, then N, S, then W, NW, SW) instead of the straight ones first: the same
 *          instructions, branches this machine predicts better. Same costs; BFS directions
 *          differ where two are equally good (that loop's maps). In turn (30 rounds, all 16
 *          Moving AI maps, median of the rounds' ratios): BFS maze512-8, brc202d and orz900d
 *          7% faster, gardenofwar 5%, Berlin_1_256 and Boston_0_1024 4%, the rest within
 *          noise (4 neighbours: maze512-8 and gardenofwar 5% faster).
 *          0.8.8 (2026-11): the same loops, addressed as gcc compiles best. The plain BFS loop
 *          reaches a cell's neighbours through pointers to its row and the rows above and
 *          below (under gcc; clang keeps offsets from the cell, which it compiles best): gcc
 *          had put each neighbour's address in a register of its own and the diagonal offsets
 *          on the stack (gardenofwar 42.6 -> 32.9 instructions per reached cell in the loop).
 *          The plain exact loop's straight event lowers the pending diagonal offer and streams
 *          its entry before its settles, and a settle stores the cost pair at the new cell's
 *          index (70.9 -> 63.9 in the loop). flowfield_compute takes the first passable value
 *          (the exact metric's test for a uniform grid) from the first row that has one
 *          instead of a scan of its own (BFS none). Same fields. In turn (20 rounds): BFS
 *          5-8% faster on AR0011SR, gardenofwar and maze512-32, exact 5-7% on 64room,
 *          AR0011SR, gardenofwar and maze512-32; the masked loops' maps unchanged.
 *          0.8.7 (2026-11): both exact event loops skip the diagonal events a cell's parent
 *          rules out: a cell settled by a straight step from p needs one only if p could not
 *          take both diagonal steps beside that step (a blocked cell across it), since those
 *          reach the cell's diagonal neighbours' sides no dearer and straight steps win ties.
 *          The plain loop flags such cells in their list entries and streams only their
 *          diagonal events (5.5% of the cells on 64room, 7.8% on gardenofwar; the stream lies
 *          in the field's cost array until the field is written), and tests a straight
 *          event's neighbours in an order its cell's back direction makes predictable (ahead
 *          first: mispredicted branches 0.86 -> 0.23 per cell on gardenofwar); the masked loop
 *          adds the test to its filter (the parent's legal byte) below 1 change in 2 cells and
 *          filters on every map now (random512-10 153,010 -> 44,945 diagonal events, maze512-8
 *          232,931 -> 29,635). The plain exact loop and the plain BFS loops are out of
 *          flowfield_compute (one copy per rule; an event's pair in an SSE2 register). Same
 *          costs; the plain loop's directions differ at exact ties. In turn (20 rounds): exact
 *          6-35% faster but on 8room, maze512-1 and random512-40; BFS unchanged.
 *          0.8.6 (2026-11): the masked exact loop (broken terrain) skips diagonal events that
 *          could settle nothing: where passability changes at more than 3 in 20 passable cells,
 *          a straight event passes its cell on to the diagonal events only if a legal diagonal
 *          neighbour is still free (most diagonal events settle nothing; this drops 35% of them
 *          on random512-10, 79% on random512-40). Same fields. In turn (40 rounds): exact
 *          random512-40 19% faster, random512-10 5%, the rest unchanged; no new memory (the
 *          stream lies in the nodes array after the loop's bits and masks).
 *          0.8.5 (2026-11): the exact field-out pass does a row's codes and costs 16 cells a
 *          step with the state bytes read once (it was two passes, of 16 and 4 cells: 11.4 -> 7.9
 *          instructions per grid cell on 8room); the BFS one turns unreached cells' steps into -1
 *          before converting them instead of blending after; the masked loops' legal masks are
 *          built in the layout they are stored in; a settled cell's state byte is one addition;
 *          the masked loops' 64-bit words of bits move as one 8-byte load or store on
 *          little-endian machines (clang had stored them as two halves, stalling the next load:
 *          its masked BFS was 1.2-2.3x slower than gcc's, now as fast), and under clang the
 *          plain exact loop is out of line (it reloaded five pointers per event inlined: now
 *          1-6% faster than gcc's build, was 4-11% slower); flowfield_compute is
 *          aligned to 64 bytes (the inlined plain loops' speed had moved 2-5% with its place).
 *          Same fields. Exact 3-8% fewer instructions per reached cell, BFS 1-3%; in turn (40
 *          rounds) exact 3-6% faster on 8room, the mazes and random obstacles, BFS 0-2%.
 *          0.8.4 (2026-11): the masked loops have copies in which the row pitch is a constant
 *          (1,024 cells), taken wherever their bits and masks fit with it (rows of 142 to 1,022
 *          cells): the rows of a cell's 3x3 block lie at fixed distances and cell numbers
 *          convert by constant shifts (5 instructions per cell fewer in BFS, 8 in the exact
 *          loop); a cell is numbered where its block starts (one subtraction less per
 *          expansion); the BFS field-out pass reads the state bytes once for codes and costs.
 *          Same fields. BFS 6-7% faster on rooms, random obstacles and the 1-wide maze (under
 *          4 ns now on 8room, random512-10 and maze512-1), exact 5-8% (best of 30 in turn).
 *          0.8.3 (2026-11): less work around the searches: legal masks a byte per cell, the
 *          field-out pass without a stack spill or a running maximum and skipping unreached
 *          ground 16 cells at a time, the masked BFS's steps written after the search, the
 *          masked loops' tables kept in the workspace between fields of one row pitch (a 64x64
 *          field: BFS about 20% faster, exact 30%), their masks by SSE2 for every diagonal rule
 *          and none for 4 neighbours (4-neighbour BFS on random512-10 1.4x faster); where no
 *          diagonal step is possible at all (1-wide mazes) the masked loops run their
 *          4-neighbour forms (maze512-1: exact 1.8x, BFS 1.28x faster). Same fields. On the
 *          other 512x512 maps BFS 3-13% faster, exact 3-11% (best of nine in turn; README).
 *          0.8.2 (2026-11): the masked exact loop computes the next offer of each kind an event
 *          ahead, so its choice between them compares values at hand and a mispredicted choice
 *          costs less; an event takes its cost pair from that computation, and diagonal events
 *          leave the middle row of bits alone. It now runs from 0.1 changes per passable cell
 *          (was 0.15) and in 1-wide mazes (was the two queues): exact 14-19% faster on rooms,
 *          random obstacles and the 1- and 8-wide mazes (best of nine in turn); same costs,
 *          directions may differ where two are equally good.
 *          0.8.1 (2026-11): the masked loops (BFS and exact on broken terrain) read a cell's 3x3
 *          block of bits 64 at a time from the 32-bit word holding its first bit, so no block
 *          crosses a word boundary and the second path for those that did is gone: BFS 1-4%
 *          faster, exact 4-7% (best of nine runs in turn); same fields.
 *          0.8 (2026-11): the loops rewritten for gcc's code generator (ptrdiff_t cell indices, one
 *          pointer to the cell for its neighbours, a rotation gcc compiles to ror), which had
 *          made them about 20% longer than clang's: BFS 10-30% faster, exact 5-15%; BFS takes the
 *          masked loop above 0.15 changes per passable cell, 1-wide mazes included, and the exact
 *          search above 0.15 (was 0.4); uniform grids whose value times passable cells reaches
 *          2^31 (was 2^32) take the two-queue search. Workspace's fixed part 13 -> 23 KB. Same
 *          costs; directions may differ where two are equally good. Weighted grids: bucket
 *          arrays instead of linked lists (about 15% faster).
 *          0.7 (2026-11): BFS on open grids (passability changing at under 0.04 of the cells
 *          along the rows) queues runs of cells along rows and columns instead of cells, taking a
 *          run's next line 64 cells at a time from bits, and hands over to the cell queue when
 *          the runs get short: 64room 1.66x faster; same costs, directions may differ where two
 *          are equally good.
 *          0.6 (2026-11): the uniform exact search's event loop runs about a quarter fewer
 *          instructions (a sentinel key at the list's tail, cost pairs moved as one integer, no
 *          per-event overflow or max-distance test): 5-13% faster, same fields. Uniform grids
 *          whose value times passable cells passes 2^32 - 1 take the two-queue search, which
 *          reports FLOWFIELD_COST_OVERFLOW only for a cost past 2^32 - 1 (the event loops also
 *          did for a farthest cell's unused offer).
 *          0.5 (2026-11): the uniform exact search settles cells by events read from the sorted
 *          list of settled cells (see EXACTNESS): 15-25% faster on open maps, rooms and random
 *          obstacles, the same costs; directions may differ where two are equally cheap. Grids
 *          where passability changes often use a masked version of it (bits per cell, as the
 *          BFS), 1-wide corridors keep the 0.4 search.
 *          0.4 (2026-11): the broken-terrain BFS numbers its bit rows a power of two apart, so one
 *          shift serves the cell's three rows and 62 cells in 64 take a one-word path (about 1.25x
 *          faster on random obstacles and rooms); same results.
 *          0.3 (2026-11): BFS on broken terrain without a data-dependent branch per cell (about
 *          1.5x faster on random obstacles); the workspace's fixed part grows to 11 KB (tables).
 *          0.2 (2026-11): faster fields, same results: SSE2 grid-in/field-out passes, a branch-
 *          free neighbour mask for BFS and the exact search on broken terrain, an exact uniform
 *          search without compares at offer time.
 *          0.1 (2026-11): first version: BFS and exact fields, flow codes, line of sight, steering.
 *
 * LICENSE  see the end of the file.
 */
#ifndef FLOWFIELD_H_INCLUDED
#define FLOWFIELD_H_INCLUDED

/* the version on this file's first line, for #if tests (tests/compile.sh checks they agree) */
#define FLOWFIELD_VERSION_MAJOR 0
#define FLOWFIELD_VERSION_MINOR 12
#define FLOWFIELD_VERSION_PATCH 5
#define FLOWFIELD_VERSION_STRING "0.12.5"

#include <stddef.h>
#include <stdint.h>

/* ---- shared grid model: identical text in astar.h and flowfield.h, defined once ---- */
#ifndef GRIDPATH_GRID_DEFINED
#define GRIDPATH_GRID_DEFINED
/* A read-only grid: cells[y * width + x] <= 0 is blocked, > 0 is the cost of entering it. */
typedef struct gridpath_grid {
    const int *cells;
    int width;
    int height;
} gridpath_grid;

typedef struct gridpath_point {
    int x;
    int y;
} gridpath_point;

/* Which moves are legal. Zero is the default: 8 neighbours, no corner cutting. */
typedef enum gridpath_moves {
    GRIDPATH_MOVES_DEFAULT = 0,     /* same as GRIDPATH_MOVES_8_NO_CORNER_CUT */
    GRIDPATH_MOVES_4,               /* orthogonal steps only (diagonals never) */
    GRIDPATH_MOVES_8_NO_CORNER_CUT, /* diagonal only if both orthogonal side cells are free */
    GRIDPATH_MOVES_8_ONE_FREE,      /* diagonal if at least one side cell is free */
    GRIDPATH_MOVES_8_ALWAYS         /* any diagonal whose destination is free */
} gridpath_moves;

/* Direction codes 0..7 = E, NE, N, NW, W, SW, S, SE with y growing downward; even codes are
 * straight steps, odd codes diagonal. GRIDPATH_DIR_NONE marks "no direction". */
#define GRIDPATH_DIR_NONE (-1)
#define GRIDPATH_DIR_DX(d) ((d) == 0 || (d) == 1 || (d) == 7 ? 1 : ((d) >= 3 && (d) <= 5) ? -1 : 0)
#define GRIDPATH_DIR_DY(d) ((d) >= 1 && (d) <= 3 ? -1 : ((d) >= 5 && (d) <= 7) ? 1 : 0)
#endif /* GRIDPATH_GRID_DEFINED */

#ifdef FLOWFIELD_STATIC
#if defined(__GNUC__) || defined(__clang__)
#define FLOWFIELD_DEF static __attribute__((unused))
#else
#define FLOWFIELD_DEF static
#endif
#else
#define FLOWFIELD_DEF extern
#endif

#define FLOWFIELD_MAX_CELLS (1 << 28)
#define FLOWFIELD_SIGHT_GOALS 256      /* goals considered by the line-of-sight pass */
#define FLOWFIELD_UNREACHABLE (-1.0f)  /* cost of blocked, unreachable, beyond max_distance */

/* The code byte of a cell (flowfield_codes()). */
#define FLOWFIELD_CODE_DIR_MASK 7u   /* direction 0..7 when FLOWFIELD_CODE_HAS_DIR is set */
#define FLOWFIELD_CODE_HAS_DIR 8u    /* the cell has a direction (reached, not a goal) */
#define FLOWFIELD_CODE_SIGHT 16u     /* the cell sees a goal: it steers straight at it */
#define FLOWFIELD_CODE_GOAL 32u      /* the cell is a goal */
#define FLOWFIELD_CODE_REACHED 64u   /* the cell has a cost */
#define FLOWFIELD_CODE_PASSABLE 128u /* the grid cell is > 0 */

#ifdef __cplusplus
extern "C" {
#endif

typedef enum flowfield_result {
    FLOWFIELD_OK = 0,              /* field computed */
    FLOWFIELD_INVALID_ARGUMENT,    /* NULL pointer, size < 1, bad option, goal_count < 0 */
    FLOWFIELD_NO_GOALS,            /* goal_count is 0 */
    FLOWFIELD_GOAL_OUTSIDE,        /* a goal is outside the grid (info.goal_index says which) */
    FLOWFIELD_GOAL_BLOCKED,        /* a goal cell is <= 0 (info.goal_index says which) */
    FLOWFIELD_GRID_TOO_LARGE,      /* width * height > FLOWFIELD_MAX_CELLS or overflows */
    FLOWFIELD_WORKSPACE_TOO_SMALL, /* the grid does not fit the workspace's size */
    FLOWFIELD_FIELD_TOO_SMALL,     /* the grid has more cells than the field was sized for */
    FLOWFIELD_COST_OVERFLOW,       /* exact metric: a cost beyond the 2^32 limit (see LIMITS) */
    FLOWFIELD_RESULT_COUNT
} flowfield_result;

typedef enum flowfield_metric {
    FLOWFIELD_METRIC_EXACT = 0, /* Dijkstra, octile steps times the entered cell's value */
    FLOWFIELD_METRIC_BFS        /* every step costs 1 */
} flowfield_metric;

/* Zero-initialise for the defaults: flowfield_options opt = {0}; in C, opt = {}; in C++, or
 * memset, or pass NULL. */
typedef struct flowfield_options {
    gridpath_moves moves;    /* 0: 8 neighbours, no corner cutting */
    flowfield_metric metric; /* 0: exact Dijkstra */
    double max_distance;     /* 0: unlimited; else cells costing more are left unreached */
    int line_of_sight;       /* 1: flag cells that see a goal (FLOWFIELD_CODE_SIGHT) */
} flowfield_options;

typedef struct flowfield_info {
    int32_t reached;   /* cells with a cost, goals included */
    double max_cost;   /* largest cost in the field */
    int32_t sight;     /* cells flagged FLOWFIELD_CODE_SIGHT */
    int goal_index;    /* with FLOWFIELD_GOAL_OUTSIDE/BLOCKED: the offending goal, else -1 */
} flowfield_info;

typedef struct flowfield_vec2 {
    float x, y;
} flowfield_vec2;

typedef struct flowfield_workspace flowfield_workspace;
typedef struct flowfield_field flowfield_field;

/* Bytes a workspace needs for grids of width * height cells (and any grid whose padded size
 * (width + 2) * (height + 2) is not larger); 0 if too large or width or height is below 1. */
FLOWFIELD_DEF size_t flowfield_workspace_size(int width, int height);
/* Lay a workspace out in caller memory (any alignment). NULL if memory is NULL, the size is
 * invalid (flowfield_workspace_size 0) or bytes is smaller than that size. */
FLOWFIELD_DEF flowfield_workspace *flowfield_workspace_init(void *memory, size_t bytes, int width,
                                                            int height);
/* Bytes a field needs for up to width * height cells; 0 if too large or width or height is
 * below 1. */
FLOWFIELD_DEF size_t flowfield_field_size(int width, int height);
/* Lay a field out in caller memory (any alignment), every cell unreached (cost
 * FLOWFIELD_UNREACHABLE, no direction) until a computation. NULL if memory is NULL, the size
 * is invalid (flowfield_field_size 0) or bytes is smaller than that size. */
FLOWFIELD_DEF flowfield_field *flowfield_field_init(void *memory, size_t bytes, int width,
                                                    int height);
#ifndef FLOWFIELD_NO_MALLOC
/* Allocate through FLOWFIELD_MALLOC(size, alloc_context) (default malloc). NULL on failure. */
FLOWFIELD_DEF flowfield_workspace *flowfield_workspace_create(int width, int height,
                                                              void *alloc_context);
FLOWFIELD_DEF flowfield_field *flowfield_field_create(int width, int height, void *alloc_context);
/* Free what the create functions made. NULL, and a workspace or field laid out by init (whose
 * memory stays the caller's to free), are left alone. */
FLOWFIELD_DEF void flowfield_workspace_destroy(flowfield_workspace *ws);
FLOWFIELD_DEF void flowfield_field_destroy(flowfield_field *field);
#endif

/* Compute the field for grid toward goals[0 .. goal_count-1]. options and info may be NULL.
 * On any result but FLOWFIELD_OK the field holds no valid data (all cells unreached). */
FLOWFIELD_DEF flowfield_result flowfield_compute(flowfield_workspace *ws, flowfield_field *field,
                                                 const gridpath_grid *grid,
                                                 const gridpath_point *goals, int goal_count,
                                                 const flowfield_options *options,
                                                 flowfield_info *info);

/* The field's arrays, width * height entries, index y * width + x (NULL for a bad field). */
FLOWFIELD_DEF const float *flowfield_costs(const flowfield_field *field);
FLOWFIELD_DEF const uint8_t *flowfield_codes(const flowfield_field *field);

/* Direction 0..7 of cell (x, y), or GRIDPATH_DIR_NONE (goal, blocked, unreached, outside). */
FLOWFIELD_DEF int flowfield_direction(const flowfield_field *field, int x, int y);
/* 1 if cell (x, y) sees a goal (FLOWFIELD_CODE_SIGHT), and which: *goal (may be NULL). */
FLOWFIELD_DEF int flowfield_sight_goal(const flowfield_field *field, int x, int y,
                                       gridpath_point *goal);
/* Which goal each cell's flow leads to (a field toward several goals: the nearest exit, drop-off
 * or base of every cell). region[y * width + x] = the index in goals[] of the goal reached from
 * cell (x, y) by following the field: the directions (flowfield_direction) to a goal cell, or,
 * from the first cell on the way flagged FLOWFIELD_CODE_SIGHT, straight to the goal it sees; a
 * goal cell its own index (listed twice: the first). -1 for a cell without a cost, and for a
 * reached cell whose directions stop before a goal (ALWAYS's cells without a direction, and the
 * cells leading into them). goals and goal_count as given to flowfield_compute for this field
 * (any order); region holds width * height ints. With 4 neighbours or no corner cutting and
 * line_of_sight off, that goal is a nearest one (of equally near ones, where the cell's
 * directions lead); a sighted cell's goal is the one its steering heads for, which may be dearer
 * by the grid's path, and a corner-cutting rule's replaced steps may lead to a farther goal. An
 * agent blended across a border between two regions by flowfield_sample may arrive at the other.
 * O(cells); reads the field only. FLOWFIELD_INVALID_ARGUMENT (a NULL pointer), FLOWFIELD_NO_GOALS
 * (goal_count 0; below 0: INVALID_ARGUMENT), FLOWFIELD_GOAL_OUTSIDE (a goal outside the field):
 * nothing written. FLOWFIELD_INVALID_ARGUMENT also where goals are not this field's (a goal
 * that is not a goal cell of the field, or a goal cell of the field not among goals; a field
 * whose computation failed has none): then every entry is -1. */
FLOWFIELD_DEF flowfield_result flowfield_goal_regions(const flowfield_field *field, const gridpath_point *goals,
                                                      int goal_count, int *region);
/* Unit vector of a direction code (y down); (0, 0) for anything but 0..7. */
FLOWFIELD_DEF flowfield_vec2 flowfield_direction_vector(int direction);
/* Steering vector at a continuous position (cell units): unit length, or (0, 0) on a goal cell
 * or a cell without a cost (on a reached cell without a direction, ALWAYS's, the blend of its
 * neighbours', which may be zero). See "Steering" above. (0, 0) everywhere on a field without
 * a valid computation (never computed, or its last computation failed). */
FLOWFIELD_DEF flowfield_vec2 flowfield_sample(const flowfield_field *field, float x, float y);
/* The exact cost S + D*sqrt(2) of cell (x, y) from the workspace's last computation (BFS: S =
 * steps, D = 0). Returns 1 if the cell was reached, else 0 (and writes nothing). */
FLOWFIELD_DEF int flowfield_exact_cost(const flowfield_workspace *ws, int x, int y,
                                       uint32_t *straight, uint32_t *diagonal);

/* A rectangle of a grid's cells: columns x .. x + width - 1, rows y .. y + height - 1. */
typedef struct flowfield_window {
    int x, y, width, height;
} flowfield_window;

/* Local fields (LOCAL FIELDS above): the window of grid that a field toward goals can reach with
 * options->max_distance > 0: the goals' bounding box grown by floor(max_distance) + 1 cells on
 * each side, clipped to the grid (every step costs at least 1, so no cell within max_distance
 * lies farther out; the ring of one more cell keeps the reached cells' neighbours as they are).
 * With max_distance 0 (or options NULL) it is the whole grid. A field computed on a copy of
 * just those cells, goals moved by (-window->x, -window->y), gives every cell of the window the
 * cost and flags the whole grid's field gives it (directions: a best step as there; where two
 * are equally good maybe the other), with a workspace and a field the window's size. Results:
 * FLOWFIELD_INVALID_ARGUMENT (window, grid or its cells NULL, a size below 1, goal_count < 0,
 * goals NULL with goal_count > 0, an option out of range), FLOWFIELD_GRID_TOO_LARGE,
 * FLOWFIELD_NO_GOALS, FLOWFIELD_GOAL_OUTSIDE, FLOWFIELD_GOAL_BLOCKED. On a result but
 * FLOWFIELD_OK, *window is all zero (unless window is NULL). Reads only the goals' cells of
 * the grid. */
FLOWFIELD_DEF flowfield_result flowfield_local_window(const gridpath_grid *grid, const gridpath_point *goals,
                                                      int goal_count, const flowfield_options *options,
                                                      flowfield_window *window);
/* Copy window's cells of grid into cells (window->width * window->height ints, row-major) and
 * set *local to the grid they make (its cell (x, y) is the map's (x + window->x, y + window->y)).
 * FLOWFIELD_INVALID_ARGUMENT, writing nothing, if a pointer is NULL, a size below 1, or the
 * window not inside grid. */
FLOWFIELD_DEF flowfield_result flowfield_copy_window(const gridpath_grid *grid, const flowfield_window *window,
                                                     int *cells, gridpath_grid *local);

/* A short English name for a result code, e.g. "goal cell is blocked". Never NULL. */
FLOWFIELD_DEF const char *flowfield_result_string(flowfield_result result);

#ifdef __cplusplus
}
#endif
#endif /* FLOWFIELD_H_INCLUDED */

/* ============================================================================================ */
#if defined(FLOWFIELD_IMPLEMENTATION) && !defined(FLOWFIELD_IMPLEMENTATION_DONE)
#define FLOWFIELD_IMPLEMENTATION_DONE

#if defined(FLOWFIELD_MALLOC) != defined(FLOWFIELD_FREE)
#error "flowfield.h: define both FLOWFIELD_MALLOC and FLOWFIELD_FREE, or neither"
#endif
#if !defined(FLOWFIELD_NO_MALLOC) && !defined(FLOWFIELD_MALLOC)
#include <stdlib.h>
#define FLOWFIELD_MALLOC(size, ctx) ((void)(ctx), malloc(size))
#define FLOWFIELD_FREE(ptr, ctx) ((void)(ctx), free(ptr))
#endif
/* memset and memcpy: gcc's and clang's built-ins, which need no <string.h> (a freestanding
 * build may have no C library headers at all; the compilers emit calls to memset and memcpy,
 * which every freestanding toolchain provides) */
#if defined(__GNUC__) || defined(__clang__)
#define FLOWFIELD__MEMSET __builtin_memset
#define FLOWFIELD__MEMCPY __builtin_memcpy
#else
#include <string.h>
#define FLOWFIELD__MEMSET memset
#define FLOWFIELD__MEMCPY memcpy
#endif
/* SSE2 (every x86-64 CPU) for the full-grid passes; FLOWFIELD_NO_SIMD turns it off */
#if !defined(FLOWFIELD_NO_SIMD) && (defined(__SSE2__) || defined(_M_X64))
#define FLOWFIELD__SSE2 1
#include <emmintrin.h>
#endif
/* clang builds whose products may be fused or reassociated whatever the implementation's
 * FP_CONTRACT pragma says: -ffast-math, or -ffp-contract=fast (which no macro reveals) wherever
 * the target has FMA (__FMA__ on x86, every AArch64). FLOWFIELD__OPAQUE and FLOWFIELD__NOFUSE
 * below hide the products from the optimiser there. */
#if defined(__clang__) && (defined(__FAST_MATH__) || defined(__FMA__) || defined(__aarch64__))
#define FLOWFIELD__HIDE_PRODUCTS 1
#endif
/* A vector of doubles hidden from such a clang build's optimiser (as FLOWFIELD__NOFUSE below):
 * to clang the intrinsics are plain arithmetic, which it then reassociates and fuses (the
 * weighted exact fields' costs came out a rounding apart on 1,161 of test_fma_same's 30,000
 * grids, built clang -O2 -ffast-math). Nothing elsewhere. */
#if defined(FLOWFIELD__SSE2) && defined(FLOWFIELD__HIDE_PRODUCTS)
#define FLOWFIELD__OPAQUE(v) __asm__("" : "+x"(v))
#else
#define FLOWFIELD__OPAQUE(v) ((void)0)
#endif
#ifndef FLOWFIELD_SQRT
#include <math.h>
#define FLOWFIELD_SQRT(x) sqrt(x)
#endif
#include <float.h> /* FLT_EVAL_METHOD */
/* No fused multiply-add here: every product is rounded before the sum it feeds, as EXACTNESS
 * says, whatever the build allows, so a field is the same with FMA or without (lockstep games).
 * gcc fuses them by default outside its strict ISO modes (-std=gnu*, its default; g++ too)
 * wherever the target has FMA (-march=native, -mfma, every AArch64), clang within an
 * expression: so built, 0.12.1 gave other direction codes where two steps tie (168 of 30,000
 * random grids; tests/test_fma_same). clang's -ffp-contract=fast and -ffast-math override
 * this, so FLOWFIELD__NOFUSE and FLOWFIELD__OPAQUE also hide the products wherever clang could
 * fuse them (FLOWFIELD__HIDE_PRODUCTS). The build's own setting returns after the
 * implementation. */
#if defined(__clang__)
#pragma STDC FP_CONTRACT OFF
#elif defined(__GNUC__) && !defined(__INTEL_COMPILER)
#pragma GCC push_options
#pragma GCC optimize("fp-contract=off")
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* (double): with FLT_EVAL_METHOD 2 an unsuffixed constant has long double precision */
#define FLOWFIELD__SQRT2 ((double)1.41421356237309504880)
/* x as clang cannot see into, where FLOWFIELD__HIDE_PRODUCTS: clang -ffast-math and
 * -ffp-contract=fast fuse a product into the sum it feeds whatever the FP_CONTRACT pragma says;
 * an empty asm taking and giving the value in a register hides it from the optimiser, so the
 * product is rounded first (built clang -O2 -mfma with -ffast-math or -ffp-contract=fast,
 * test_fma_same's fields differed on 168 grids without it, as test_jps's costs did in astar.h).
 * Also i386 with SSE maths (x87 builds round through memory instead, FLOWFIELD__ROUND). (x) in
 * every other build. */
#if defined(FLOWFIELD__HIDE_PRODUCTS) &&                                                      \
    (defined(__x86_64__) || defined(__aarch64__) || (defined(__i386__) && defined(__SSE2_MATH__)))
static double flowfield__opaque(double x) {
#if defined(__aarch64__)
    __asm__("" : "+w"(x));
#else
    __asm__("" : "+x"(x));
#endif
    return x;
}
#define FLOWFIELD__NOFUSE(x) flowfield__opaque(x)
#else
#define FLOWFIELD__NOFUSE(x) (x)
#endif
/* A double rounded to double. x87 (i386 without -mfpmath=sse: FLT_EVAL_METHOD 2) computes
 * double expressions in 80-bit registers, and gcc outside strict ISO modes (-std=gnu99, its
 * default) need not round them even at an assignment: a volatile store does, so every loop
 * compares the same keys (the two roundings of EXACTNESS). Elsewhere FLOWFIELD__NOFUSE. */
#if defined(FLT_EVAL_METHOD) && FLT_EVAL_METHOD != 0 && FLT_EVAL_METHOD != 1
static double flowfield__round(double x) {
    volatile double v = x;
    return v;
}
#define FLOWFIELD__ROUND(x) flowfield__round(x)
#else
#define FLOWFIELD__ROUND(x) FLOWFIELD__NOFUSE(x)
#endif
/* A floating-point value's bits, copied into an integer, hidden from the optimiser in builds
 * that assume no NaN or infinity (-ffinite-math-only, part of -ffast-math: gcc and clang define
 * __FINITE_MATH_ONLY__ 1), which may otherwise fold the tests of those bits (flowfield__finite);
 * a memory operand, so any size on any target. Nothing elsewhere. */
#if (defined(__GNUC__) || defined(__clang__)) && defined(__FINITE_MATH_ONLY__) && __FINITE_MATH_ONLY__
#define FLOWFIELD__HIDE_BITS(b) __asm__("" : "+m"(b))
#else
#define FLOWFIELD__HIDE_BITS(b) ((void)0)
#endif
/* S + D*sqrt(2) as a double: two roundings, the product and the sum (see EXACTNESS) */
#define FLOWFIELD__PAIR_KEY(s, d) FLOWFIELD__ROUND((double)(s) + FLOWFIELD__ROUND((double)(d) * FLOWFIELD__SQRT2))
/* finite, above any cost: the keys' "nothing pending" and the bound without max_distance. Not
 * infinity: -ffast-math (-ffinite-math-only) lets the compiler assume no infinity anywhere, and
 * clang 19 and 22 folded the event loop's key == infinity to false (until 0.12.4: the exact
 * loops ran past their lists' ends, a segfault on plain uniform grids); 1e300 + any cost is
 * 1e300 again, so keys at the sentinel stay at it as infinite ones did. An object, not the
 * literal: with FLT_EVAL_METHOD 2 (x87) the literal has long double precision and compared
 * unequal to the double stored in keys (i386 builds crashed so) */
static const double flowfield__huge = 1e300;
#define FLOWFIELD__HUGE flowfield__huge
#define FLOWFIELD__MAGIC_WS 0x46465753u
#define FLOWFIELD__MAGIC_FIELD 0x4646444cu
#define FLOWFIELD__ALIGN 16u
/* bytes after the next array: the bucket pool's chunks for small grids (see flowfield__grow) */
#define FLOWFIELD__POOL_EXTRA 2048
/* the masked BFS's table (512 rows of 64 bytes), or the uniform search's (of 32), on a
 * FLOWFIELD__ROW_ALIGN boundary: a table row per cache line */
#ifndef FLOWFIELD_SMALL
#define FLOWFIELD__HEADS_BYTES (512 * 64)
#else
#define FLOWFIELD__HEADS_BYTES 0 /* no masked loops, no tables */
#endif
#define FLOWFIELD__ROW_ALIGN 64u
/* the weighted search's tuning (measured on 512x512 maps, costs 1-8 and 1-1000) */
#ifndef FLOWFIELD__AHEAD
#define FLOWFIELD__AHEAD 3 /* prefetch for the cell this many entries on in the bucket */
#endif
#ifndef FLOWFIELD__AHEAD_BUCKETS
#define FLOWFIELD__AHEAD_BUCKETS 3 /* and for the first cell of the bucket this many on */
#endif
#ifndef FLOWFIELD__SHORT
#define FLOWFIELD__SHORT 4 /* a cell leaving a bucket of at most this many is taken out of it */
#endif
#if defined(__GNUC__) || defined(__clang__)
#define FLOWFIELD__PREFETCH(address) __builtin_prefetch(address)
#else
#define FLOWFIELD__PREFETCH(address) ((void)(address))
#endif

/* >>state: one byte per padded cell during a computation */
#define FLOWFIELD__BLOCKED 0u  /* also the one-cell border around the grid */
#define FLOWFIELD__FREE 1u     /* passable, not reached yet */
#define FLOWFIELD__GOAL 2u
#define FLOWFIELD__DIR0 8u     /* 8 + direction: reached (tentatively unless SETTLED) */
/* the state byte of a settled cell whose step toward the goal is direction back (0..7), as a
 * sum: gcc folds it into one addition, where the OR of the two took two operations */
#define FLOWFIELD__SETTLED_DIR(back) ((uint8_t)(FLOWFIELD__SETTLED + FLOWFIELD__DIR0 + (unsigned)(back)))
#define FLOWFIELD__KIND 0x3Fu
#define FLOWFIELD__MARK 0x40u /* scratch: the bucket queue marks the cells it keeps (compaction) */
#define FLOWFIELD__SETTLED 0x80u

/* >>node: the exact search's per-cell cost, 8 bytes (keys are recomputed: memory is the
 * bottleneck on large maps, not the two conversions; the weighted search keeps a queued cell's
 * key there instead, see flowfield__queued_key) */
typedef struct flowfield__node {
    uint32_t straight; /* S */
    uint32_t diagonal; /* D */
} flowfield__node;

struct flowfield_workspace {
    uint32_t magic;
    int32_t capacity; /* padded cells */
    int32_t width, height, stride; /* last computation; stride = width + 2 */
    int32_t bfs;                   /* last computation used BFS */
    int32_t uniform;               /* its cells' one value when they all had the same, else 0 */
    int32_t unit;                  /* its costs are its BFS steps (prev) times unit: 1 for BFS, c
                                      for exact fields with 4 neighbours on a uniform grid; else 0
                                      (S and D in nodes) */
    int32_t valid;
    uint8_t *state;
    int32_t *value; /* padded copy of the cells, 0 = blocked: weighted exact searches only (else
                       ws->uniform is the one value; the other searches use the array as scratch) */
    flowfield__node *nodes;
    int32_t *next, *prev; /* the weighted search's bucket lists (next, FLOWFIELD__POOL_EXTRA
                             bytes after it and prev); the uniform search's two queues; the BFS
                             queue and steps */
    int32_t *heads; /* FLOWFIELD__HEADS_BYTES: the masked BFS's or the uniform search's tables */
    int32_t tables; /* which heads holds, kept for the next computation: the masked BFS's for
                       pitch p (p), the masked uniform search's (-p), or none (0) */
    void *alloc_context;
    void *allocation;
};

struct flowfield_field {
    uint32_t magic;
    int32_t capacity; /* cells */
    int32_t width, height;
    int32_t valid;
    int32_t level_ties; /* BFS with diagonal steps: flowfield_sample takes straight steps on ties
                         * (2: under ONE_FREE and ALWAYS, where a cell's step may be a level step) */
    int32_t sight_goal_count;
    gridpath_point sight_goals[FLOWFIELD_SIGHT_GOALS];
    float *cost;
    uint8_t *code;
    uint8_t *sight_goal; /* index into sight_goals, meaningful with FLOWFIELD_CODE_SIGHT */
    void *alloc_context;
    void *allocation;
};

static unsigned char *flowfield__align_to(unsigned char *p, size_t alignment) {
    size_t mis = (size_t)((uintptr_t)p % alignment);
    return mis ? p + (alignment - mis) : p;
}
static unsigned char *flowfield__align(unsigned char *p) {
    return flowfield__align_to(p, FLOWFIELD__ALIGN);
}

/* >>memory */
static size_t flowfield__cells(int width, int height) {
    if (width < 1 || height < 1) return 0;
    if ((size_t)width > (size_t)FLOWFIELD_MAX_CELLS / (size_t)height) return 0;
    return (size_t)width * (size_t)height;
}

FLOWFIELD_DEF size_t flowfield_workspace_size(int width, int height) {
    size_t padded, fixed;
    if (flowfield__cells(width, height) == 0) return 0;
    /* width * height <= 2^28 keeps the padded count below 2^30 */
    padded = ((size_t)width + 2) * ((size_t)height + 2);
    fixed = sizeof(struct flowfield_workspace) + 4 * FLOWFIELD__ALIGN + FLOWFIELD__ROW_ALIGN +
            FLOWFIELD__HEADS_BYTES + FLOWFIELD__POOL_EXTRA;
    if (padded > ((size_t)-1 - fixed) / 21) return 0;
    return fixed + padded * (1 + 3 * sizeof(int32_t) + sizeof(flowfield__node));
}

FLOWFIELD_DEF flowfield_workspace *flowfield_workspace_init(void *memory, size_t bytes, int width,
                                                            int height) {
    size_t need = flowfield_workspace_size(width, height), padded;
    unsigned char *p;
    flowfield_workspace *ws;
    if (!memory || need == 0 || bytes < need) return NULL;
    padded = ((size_t)width + 2) * ((size_t)height + 2);
    p = flowfield__align((unsigned char *)memory);
    ws = (flowfield_workspace *)(void *)p;
    p = flowfield__align(p + sizeof(struct flowfield_workspace));
    ws->nodes = (flowfield__node *)(void *)p;
    p += padded * sizeof(flowfield__node);
    ws->next = (int32_t *)(void *)p;
    p += padded * sizeof(int32_t) + FLOWFIELD__POOL_EXTRA;
    p = flowfield__align(p); /* prev and value, 16-aligned: also one array of doubles */
    ws->prev = (int32_t *)(void *)p;
    p = flowfield__align(p + padded * sizeof(int32_t));
    ws->value = (int32_t *)(void *)p;
    p += padded * sizeof(int32_t);
    p = flowfield__align_to(p, FLOWFIELD__ROW_ALIGN);
    ws->heads = (int32_t *)(void *)p;
    p += FLOWFIELD__HEADS_BYTES;
    ws->state = p;
    ws->magic = FLOWFIELD__MAGIC_WS;
    ws->capacity = (int32_t)padded;
    ws->width = ws->height = ws->stride = 0;
    ws->bfs = 0;
    ws->unit = 0;
    ws->valid = 0;
    ws->tables = 0;
    ws->alloc_context = NULL;
    ws->allocation = NULL;
    return ws;
}

FLOWFIELD_DEF size_t flowfield_field_size(int width, int height) {
    size_t cells = flowfield__cells(width, height);
    size_t fixed = sizeof(struct flowfield_field) + 2 * FLOWFIELD__ALIGN;
    if (cells == 0 || cells > ((size_t)-1 - fixed) / 6) return 0;
    return fixed + cells * (sizeof(float) + 2);
}

static void flowfield__field_clear(flowfield_field *field, size_t cells) {
    size_t i;
    for (i = 0; i < cells; i++) {
        field->cost[i] = FLOWFIELD_UNREACHABLE;
        field->code[i] = 0;
        field->sight_goal[i] = 0;
    }
    field->valid = 0;
}

FLOWFIELD_DEF flowfield_field *flowfield_field_init(void *memory, size_t bytes, int width,
                                                    int height) {
    size_t need = flowfield_field_size(width, height), cells;
    unsigned char *p;
    flowfield_field *field;
    if (!memory || need == 0 || bytes < need) return NULL;
    cells = (size_t)width * (size_t)height;
    p = flowfield__align((unsigned char *)memory);
    field = (flowfield_field *)(void *)p;
    p = flowfield__align(p + sizeof(struct flowfield_field));
    field->cost = (float *)(void *)p;
    p += cells * sizeof(float);
    field->code = p;
    field->sight_goal = p + cells;
    field->magic = FLOWFIELD__MAGIC_FIELD;
    field->capacity = (int32_t)cells;
    field->width = width;
    field->height = height;
    field->sight_goal_count = 0;
    field->level_ties = 0;
    field->alloc_context = NULL;
    field->allocation = NULL;
    flowfield__field_clear(field, cells);
    return field;
}

#ifndef FLOWFIELD_NO_MALLOC
FLOWFIELD_DEF flowfield_workspace *flowfield_workspace_create(int width, int height,
                                                              void *alloc_context) {
    size_t bytes = flowfield_workspace_size(width, height);
    void *memory;
    flowfield_workspace *ws;
    if (bytes == 0) return NULL;
    memory = FLOWFIELD_MALLOC(bytes, alloc_context);
    if (!memory) return NULL;
    ws = flowfield_workspace_init(memory, bytes, width, height);
    ws->alloc_context = alloc_context;
    ws->allocation = memory;
    return ws;
}

FLOWFIELD_DEF void flowfield_workspace_destroy(flowfield_workspace *ws) {
    if (ws && ws->magic == FLOWFIELD__MAGIC_WS && ws->allocation) {
        void *ctx = ws->alloc_context, *memory = ws->allocation;
        (void)ctx;
        ws->magic = 0;
        FLOWFIELD_FREE(memory, ctx);
    }
}

FLOWFIELD_DEF flowfield_field *flowfield_field_create(int width, int height, void *alloc_context) {
    size_t bytes = flowfield_field_size(width, height);
    void *memory;
    flowfield_field *field;
    if (bytes == 0) return NULL;
    memory = FLOWFIELD_MALLOC(bytes, alloc_context);
    if (!memory) return NULL;
    field = flowfield_field_init(memory, bytes, width, height);
    field->alloc_context = alloc_context;
    field->allocation = memory;
    return field;
}

FLOWFIELD_DEF void flowfield_field_destroy(flowfield_field *field) {
    if (field && field->magic == FLOWFIELD__MAGIC_FIELD && field->allocation) {
        void *ctx = field->alloc_context, *memory = field->allocation;
        (void)ctx;
        field->magic = 0;
        FLOWFIELD_FREE(memory, ctx);
    }
}
#endif

FLOWFIELD_DEF const char *flowfield_result_string(flowfield_result result) {
    switch (result) {
    case FLOWFIELD_OK: return "ok";
    case FLOWFIELD_INVALID_ARGUMENT: return "invalid argument";
    case FLOWFIELD_NO_GOALS: return "no goals";
    case FLOWFIELD_GOAL_OUTSIDE: return "goal outside the grid";
    case FLOWFIELD_GOAL_BLOCKED: return "goal cell is blocked";
    case FLOWFIELD_GRID_TOO_LARGE: return "grid too large";
    case FLOWFIELD_WORKSPACE_TOO_SMALL: return "workspace too small for the grid";
    case FLOWFIELD_FIELD_TOO_SMALL: return "field too small for the grid";
    case FLOWFIELD_COST_OVERFLOW: return "cost overflow";
    case FLOWFIELD_RESULT_COUNT: break;
    }
    return "unknown result code";
}

/* >>passes: the full-grid passes (grid in, field out) run once per cell of the grid, reached or
 * not, so they are written for SSE2 where there is one (16 cells a step), with plain loops
 * otherwise. */


/* a function the compiler must inline (constant arguments select its code) */
#if defined(__GNUC__) || defined(__clang__)
#define FLOWFIELD__INLINE static __inline__ __attribute__((always_inline))
#else
#define FLOWFIELD__INLINE static
#endif
/* a search loop's function: out of line, and at a 64-byte boundary, so where its loop lands
 * does not depend on the code before it in the user's program. Placed 16 bytes past a
 * boundary the BFS runs loop ran 4-8% slower (0.8.13: the bench at 0.8.12, after astar.h's
 * code grew and flowfield.h stayed the same; by hand at 0, 16, 32 and 48 bytes past, 8 rounds,
 * best ns per reached cell: Boston_0_1024 4.14 against 4.34-4.40, AR0011SR 4.02 against
 * 4.16-4.32, maze512-32 3.50 against 3.53-3.74; the masked and exact loops moved within 4%).
 * tests/compile.sh checks the boundaries */
#if defined(__GNUC__) || defined(__clang__)
#define FLOWFIELD__LOOP __attribute__((noinline, aligned(64)))
#else
#define FLOWFIELD__LOOP
#endif
/* a helper flowfield_compute calls once, kept out of line: inlined, its locals would add to
 * flowfield_compute's own frame, which is on the stack under every search loop (tests/compile.sh
 * checks the deepest chain) */
#if defined(__GNUC__) || defined(__clang__)
#define FLOWFIELD__APART static __attribute__((noinline))
#else
#define FLOWFIELD__APART static
#endif

/* dst[x] = 1 if row[x] > 0, else 0; returns 1 if some row[x] > 0 differs from first (if values:
 * BFS ignores the values, and skips that test). Adds the row's passable cells to *passable and
 * how often passability changes along it to *changes: the searches pick their loop by their
 * ratio (and, so, which of two equally good steps a cell takes). The count leaves out the
 * changes between two whole 16-cell blocks (at x = 16, 32, ... while x + 16 <= w), which the
 * SSE2 loop does not see, with and without SSE2: both builds pick the same loop and give the
 * same fields (to 0.8.20 the plain loop counted them, and on grids 32 or more cells wide a
 * build without SSE2 could take another loop; the loops' thresholds were measured with SSE2). */
static int flowfield__prepare_row(const int *row, uint8_t *dst, int32_t w, int first,
                                  int32_t *passable, int32_t *changes, int values) {
    int32_t x = 0, open = 0, flips = 0;
    int differ = 0;
#ifdef FLOWFIELD__SSE2
    const __m128i zero = _mm_setzero_si128(), one = _mm_set1_epi8(1), f = _mm_set1_epi32(first);
    const __m128i first15 = _mm_srli_si128(one, 1); /* 1 in bytes 0..14 */
    __m128i bad = zero, open_sum = zero, flip_sum = zero;
    for (; x + 16 <= w; x += 16) {
        const __m128i a = _mm_loadu_si128((const __m128i *)(const void *)(row + x));
        const __m128i b = _mm_loadu_si128((const __m128i *)(const void *)(row + x + 4));
        const __m128i c = _mm_loadu_si128((const __m128i *)(const void *)(row + x + 8));
        const __m128i d = _mm_loadu_si128((const __m128i *)(const void *)(row + x + 12));
        const __m128i pa = _mm_cmpgt_epi32(a, zero), pb = _mm_cmpgt_epi32(b, zero);
        const __m128i pc = _mm_cmpgt_epi32(c, zero), pd = _mm_cmpgt_epi32(d, zero);
        const __m128i packed = _mm_packs_epi16(_mm_packs_epi32(pa, pb), _mm_packs_epi32(pc, pd));
        const __m128i ones = _mm_and_si128(packed, one);
        if (values) {
            bad = _mm_or_si128(bad, _mm_andnot_si128(_mm_cmpeq_epi32(a, f), pa));
            bad = _mm_or_si128(bad, _mm_andnot_si128(_mm_cmpeq_epi32(b, f), pb));
            bad = _mm_or_si128(bad, _mm_andnot_si128(_mm_cmpeq_epi32(c, f), pc));
            bad = _mm_or_si128(bad, _mm_andnot_si128(_mm_cmpeq_epi32(d, f), pd));
        }
        _mm_storeu_si128((__m128i *)(void *)(dst + x), ones);
        open_sum = _mm_add_epi64(open_sum, _mm_sad_epu8(ones, zero));
        flip_sum = _mm_add_epi64(flip_sum, _mm_sad_epu8(_mm_and_si128(_mm_xor_si128(ones, _mm_srli_si128(ones, 1)), first15), zero));
    }
    differ = _mm_movemask_epi8(bad) != 0;
    open = _mm_cvtsi128_si32(open_sum) + _mm_cvtsi128_si32(_mm_srli_si128(open_sum, 8));
    flips = _mm_cvtsi128_si32(flip_sum) + _mm_cvtsi128_si32(_mm_srli_si128(flip_sum, 8));
#endif
    for (; x < w; x++) {
        const int v = row[x];
        dst[x] = (uint8_t)(v > 0);
        differ |= values && v > 0 && v != first;
        open += v > 0;
        flips += x > 0 && ((x & 15) != 0 || x + 16 > w) && (v > 0) != (row[x - 1] > 0);
    }
    *passable += open;
    *changes += flips;
    return differ;
}

/* the code byte (flowfield_codes) of a state byte */
static uint8_t flowfield__code_of(unsigned st) {
    const unsigned kind = st & FLOWFIELD__KIND;
    unsigned code = st ? FLOWFIELD_CODE_PASSABLE : 0u;
    if ((st & FLOWFIELD__SETTLED) && kind == FLOWFIELD__GOAL)
        code |= FLOWFIELD_CODE_REACHED | FLOWFIELD_CODE_GOAL;
    else if ((st & FLOWFIELD__SETTLED) && kind >= FLOWFIELD__DIR0 && kind < FLOWFIELD__DIR0 + 8)
        code |= FLOWFIELD_CODE_REACHED | FLOWFIELD_CODE_HAS_DIR | (kind - FLOWFIELD__DIR0);
    return (uint8_t)code;
}

/* The code bytes of a row of state bytes (flowfield__code_of as byte arithmetic):
 * settled -> state + 64 (direction codes) or GOAL|REACHED|PASSABLE (goal), passable -> PASSABLE,
 * blocked -> 0. Returns how many cells it did; the caller does the rest. */
#ifdef FLOWFIELD__SSE2
/* 16 costs FLOWFIELD_UNREACHABLE (a block of unreached cells, whose steps or nodes stay unread) */
FLOWFIELD__INLINE void flowfield__none16(float *cost) {
    const __m128 none = _mm_set1_ps(FLOWFIELD_UNREACHABLE);
    _mm_storeu_ps(cost, none);
    _mm_storeu_ps(cost + 4, none);
    _mm_storeu_ps(cost + 8, none);
    _mm_storeu_ps(cost + 12, none);
}
/* MemorySanitizer: the exact write-back (flowfield__keys_row) converts the nodes of all 16 cells
 * of a block and masks the unsettled ones' keys out after; those nodes were never written, which
 * MSan reports although no result depends on them. Under MSan they are zeroed before the
 * conversion (the same fields); other builds skip those two ANDs a group. */
#if defined(__has_feature)
#if __has_feature(memory_sanitizer)
#define FLOWFIELD__MSAN 1
#endif
#endif
#ifndef FLOWFIELD__MSAN
#define FLOWFIELD__MSAN 0
#endif
#define FLOWFIELD__MSAN_AND(mask, v) (FLOWFIELD__MSAN ? _mm_and_si128(mask, v) : (v))
/* GROUP(k, m) for the four groups of 4 cells of a 16-cell block, m the group's 32-bit lane mask
 * from lo and hi (a 16-byte mask unpacked once to 16 bits a cell: its low and high halves).
 * Written out, not a loop over a mask array, which gcc kept on the stack */
#define FLOWFIELD__EACH4(GROUP, lo, hi)                                                        \
    GROUP(0, _mm_unpacklo_epi16(lo, lo))                                                      \
    GROUP(1, _mm_unpackhi_epi16(lo, lo))                                                      \
    GROUP(2, _mm_unpacklo_epi16(hi, hi))                                                      \
    GROUP(3, _mm_unpackhi_epi16(hi, hi))
/* the code bytes of 16 state bytes st, settled = st < 0 as bytes */
FLOWFIELD__INLINE __m128i flowfield__codes16(__m128i st, __m128i settled) {
    const __m128i zero = _mm_setzero_si128(), add = _mm_set1_epi8(0x40);
    const __m128i passable = _mm_set1_epi8((char)FLOWFIELD_CODE_PASSABLE);
    const __m128i goal_state = _mm_set1_epi8((char)(FLOWFIELD__SETTLED | FLOWFIELD__GOAL));
    const __m128i goal_code = _mm_set1_epi8((char)(FLOWFIELD_CODE_PASSABLE | FLOWFIELD_CODE_REACHED |
                                                   FLOWFIELD_CODE_GOAL));
    const __m128i open = _mm_andnot_si128(_mm_cmpeq_epi8(st, zero), passable);
    const __m128i goal = _mm_cmpeq_epi8(st, goal_state);
    const __m128i c = _mm_or_si128(_mm_and_si128(settled, _mm_add_epi8(st, add)), _mm_andnot_si128(settled, open));
    return _mm_or_si128(_mm_and_si128(goal, goal_code), _mm_andnot_si128(goal, c));
}
#endif
/* BFS costs and codes of a row: steps as float where settled, else FLOWFIELD_UNREACHABLE (one
 * pass with the codes: the state bytes read once). Returns how many cells it did. */
static int32_t flowfield__steps_row(const uint8_t *srow, const uint32_t *steps, float *cost, uint8_t *code,
                                    int32_t w) {
    int32_t x = 0;
#ifdef FLOWFIELD__SSE2
    const __m128i zero = _mm_setzero_si128(), ones = _mm_set1_epi8(-1);
    for (; x + 16 <= w; x += 16) {
        const __m128i st = _mm_loadu_si128((const __m128i *)(const void *)(srow + x));
        const __m128i settled = _mm_cmplt_epi8(st, zero), open = _mm_cmpgt_epi8(st, ones); /* not settled */
        const __m128i lo = _mm_unpacklo_epi8(open, open), hi = _mm_unpackhi_epi8(open, open);
        _mm_storeu_si128((__m128i *)(void *)(code + x), flowfield__codes16(st, settled));
        if (_mm_movemask_epi8(settled) == 0) { /* none settled: leave their steps unread */
            flowfield__none16(cost + x);
            continue;
        }
        /* the steps of cells not settled become -1 (all bits set), which converts to
         * FLOWFIELD_UNREACHABLE (-1.0f): an OR instead of a blend of three operations */
#define FLOWFIELD__STEPS4(k, m)                                                                \
    /* steps < 2^31 on any grid of up to 2^28 cells: the signed conversion is exact */        \
    _mm_storeu_ps(cost + x + 4 * (k),                                                         \
                  _mm_cvtepi32_ps(_mm_or_si128(m, _mm_loadu_si128((const __m128i *)(const void *)(steps + x + 4 * (k))))));
        FLOWFIELD__EACH4(FLOWFIELD__STEPS4, lo, hi)
#undef FLOWFIELD__STEPS4
    }
#else
    (void)srow;
    (void)steps;
    (void)cost;
    (void)code;
    (void)w;
#endif
    return x;
}

/* A row's costs of reached cells (>= 0) times unit, the others (FLOWFIELD_UNREACHABLE) kept:
 * exact field by BFS steps with unit > 1, where every cost is below 2^24, so the float steps
 * and products are exact (flowfield_compute). Without a branch (reached and unreached cells
 * alternate on broken maps: a branch a cell ran random512-10's field 1.15-1.25x slower than
 * the exact loops'). */
static void flowfield__scale_row(float *cost, int32_t w, float unit) {
    int32_t x = 0;
#ifdef FLOWFIELD__SSE2
    const __m128 zero = _mm_setzero_ps(), one = _mm_set1_ps(1.0f), by = _mm_set1_ps(unit);
    for (; x + 4 <= w; x += 4) {
        const __m128 v = _mm_loadu_ps(cost + x), reached = _mm_cmpge_ps(v, zero);
        _mm_storeu_ps(cost + x, _mm_mul_ps(v, _mm_or_ps(_mm_and_ps(reached, by), _mm_andnot_ps(reached, one))));
    }
#endif
    for (; x < w; x++) cost[x] *= cost[x] >= 0.0f ? unit : 1.0f;
}

/* Exact costs and codes of a row: costs S + D*sqrt(2) as float where settled, else
 * FLOWFIELD_UNREACHABLE, with the same two roundings as flowfield__key (a product, a sum), then
 * one to float; the largest settled cost goes into *top. With listed (a constant: the event
 * loops ran, so S and D < 2^31 and the largest cost is the last cell they settled) S and D
 * convert as signed integers and top is left alone. 16 cells a step, the state bytes read once
 * for codes and costs (as flowfield__steps_row: 11.4 -> 7.9 instructions per grid cell on 8room,
 * where codes and costs were two passes of 16 and 4 cells a step). Returns how many cells it did. */
FLOWFIELD__INLINE int32_t flowfield__keys_row(const uint8_t *srow, const flowfield__node *nodes, float *cost,
                                              uint8_t *code, int32_t w, double *top, const int listed) {
    int32_t x = 0;
#ifdef FLOWFIELD__SSE2
    const __m128i zero = _mm_setzero_si128(), sign = _mm_set1_epi32((int)0x80000000u);
    const __m128d bias = _mm_set1_pd(2147483648.0), root = _mm_set1_pd(FLOWFIELD__SQRT2);
    const __m128 none = _mm_set1_ps(FLOWFIELD_UNREACHABLE);
    __m128d high = _mm_setzero_pd();
    double pair[2];
    for (; x + 16 <= w; x += 16) {
        const __m128i st = _mm_loadu_si128((const __m128i *)(const void *)(srow + x));
        const __m128i settled = _mm_cmplt_epi8(st, zero);
        __m128i lo, hi;
        _mm_storeu_si128((__m128i *)(void *)(code + x), flowfield__codes16(st, settled));
        /* none of the 16 settled: leave their nodes unread (a branch that runs of unreached
         * ground predict; tested per 4 cells it mispredicted a third of the time on
         * random512-40) */
        if (_mm_movemask_epi8(settled) == 0) {
            flowfield__none16(cost + x);
            continue;
        }
        lo = _mm_unpacklo_epi8(settled, settled);
        hi = _mm_unpackhi_epi8(settled, settled);
#define FLOWFIELD__KEYS4(k, m)                                                                 \
    {                                                                                         \
        /* S0 D0 S1 D1 -> S0 S1 | D0 D1 */                                                    \
        const __m128i a = _mm_shuffle_epi32(FLOWFIELD__MSAN_AND(_mm_unpacklo_epi32(m, m),       \
            _mm_loadu_si128((const __m128i *)(const void *)(nodes + x + 4 * (k)))), 0xD8);       \
        const __m128i b = _mm_shuffle_epi32(FLOWFIELD__MSAN_AND(_mm_unpackhi_epi32(m, m),       \
            _mm_loadu_si128((const __m128i *)(const void *)(nodes + x + 4 * (k) + 2))), 0xD8);   \
        const __m128 mask = _mm_castsi128_ps(m);                                              \
        __m128d sa, da, sb, db, ka, kb;                                                       \
        if (!listed) { /* unsigned to double through the sign flip */                         \
            sa = _mm_add_pd(_mm_cvtepi32_pd(_mm_xor_si128(a, sign)), bias);                   \
            da = _mm_add_pd(_mm_cvtepi32_pd(_mm_xor_si128(_mm_unpackhi_epi64(a, a), sign)), bias); \
            sb = _mm_add_pd(_mm_cvtepi32_pd(_mm_xor_si128(b, sign)), bias);                   \
            db = _mm_add_pd(_mm_cvtepi32_pd(_mm_xor_si128(_mm_unpackhi_epi64(b, b), sign)), bias); \
        } else {                                                                              \
            sa = _mm_cvtepi32_pd(a);                                                          \
            da = _mm_cvtepi32_pd(_mm_unpackhi_epi64(a, a));                                   \
            sb = _mm_cvtepi32_pd(b);                                                          \
            db = _mm_cvtepi32_pd(_mm_unpackhi_epi64(b, b));                                   \
        }                                                                                     \
        FLOWFIELD__OPAQUE(sa); FLOWFIELD__OPAQUE(da); FLOWFIELD__OPAQUE(sb); FLOWFIELD__OPAQUE(db); \
        da = _mm_mul_pd(da, root); db = _mm_mul_pd(db, root);                                \
        FLOWFIELD__OPAQUE(da); FLOWFIELD__OPAQUE(db);                                         \
        ka = _mm_add_pd(sa, da);                                                              \
        kb = _mm_add_pd(sb, db);                                                              \
        _mm_storeu_ps(cost + x + 4 * (k),                                                     \
                      _mm_or_ps(_mm_and_ps(mask, _mm_movelh_ps(_mm_cvtpd_ps(ka), _mm_cvtpd_ps(kb))), \
                                _mm_andnot_ps(mask, none)));                                  \
        if (!listed) {                                                                        \
            high = _mm_max_pd(high, _mm_and_pd(_mm_castsi128_pd(_mm_unpacklo_epi32(m, m)), ka)); \
            high = _mm_max_pd(high, _mm_and_pd(_mm_castsi128_pd(_mm_unpackhi_epi32(m, m)), kb)); \
        }                                                                                     \
    }
        FLOWFIELD__EACH4(FLOWFIELD__KEYS4, lo, hi)
#undef FLOWFIELD__KEYS4
    }
    if (!listed) {
        _mm_storeu_pd(pair, high);
        if (pair[0] > *top) *top = pair[0];
        if (pair[1] > *top) *top = pair[1];
    }
#else
    (void)srow;
    (void)nodes;
    (void)cost;
    (void)code;
    (void)w;
    (void)top;
    (void)listed;
#endif
    return x;
}

/* May a diagonal step pass between side cells of these passabilities? */
#define FLOWFIELD__CORNER(moves, a, b)                                                        \
    ((moves) == GRIDPATH_MOVES_8_NO_CORNER_CUT ? ((a) & (b))                                  \
     : (moves) == GRIDPATH_MOVES_8_ONE_FREE    ? ((a) | (b))                                  \
                                               : 1)
/* The same for 16 pairs of side cells at once (SSE2), as blocked masks (0xFF bytes where a side
 * cell is blocked): 0xFF where the rule bars the step */
#define FLOWFIELD__BARRED16(moves, a, b)                                                      \
    ((moves) == GRIDPATH_MOVES_8_NO_CORNER_CUT ? _mm_or_si128(a, b)                           \
     : (moves) == GRIDPATH_MOVES_8_ONE_FREE    ? _mm_and_si128(a, b)                          \
                                               : _mm_setzero_si128())

/* one copy of a loop per corner rule, so the rule is a constant inside it: RULE(r) for moves */
#define FLOWFIELD__EACH_RULE(moves, RULE)                                                     \
    switch (moves) {                                                                          \
    case GRIDPATH_MOVES_4: RULE(GRIDPATH_MOVES_4) break;                                      \
    case GRIDPATH_MOVES_8_ONE_FREE: RULE(GRIDPATH_MOVES_8_ONE_FREE) break;                    \
    case GRIDPATH_MOVES_8_ALWAYS: RULE(GRIDPATH_MOVES_8_ALWAYS) break;                        \
    default: RULE(GRIDPATH_MOVES_8_NO_CORNER_CUT) break;                                      \
    }

#ifndef FLOWFIELD__FORCE
#define FLOWFIELD__FORCE 0
#endif
#ifndef FLOWFIELD__FILTER
#define FLOWFIELD__FILTER -1 /* the masked exact loop's diagonal filter: -1 by the grid, 0 never, 1 the free
                              neighbour test, 2 with the parent test too (tests) */
#endif
/* >>bfs: a FIFO queue of padded cells; the state byte is passability, visited mark and
 * direction at once, and the border of blocked cells removes every bounds check. */
/* The loops index cells with ptrdiff_t, not int32_t, and read a cell's neighbours through a
 * pointer to it: with 32-bit indices gcc -O2 sign-extended every neighbour's index before using
 * it as an address and ran out of registers, and with an index it computed each neighbour's
 * address into a register of its own (this loop: 88.6 -> 66.3 instructions per reached cell on
 * AR0011SR, 4.65 -> 3.60 ns at best; clang compiled the old code about as well). The queue
 * starts with the cells of one layer (the goals, or the runs loop's last layer); the loop goes
 * a layer at a time, so a cell's steps are the layer's, not its parent's steps read back. */
/* How the loop below addresses a cell's neighbours: by three row handles (the cell's row, the
 * one above, the one below) and a column step of -1, 0 or 1. gcc -O2 compiled offsets from the
 * cell (as clang does best) into a register per neighbour address and kept the diagonal ones
 * on the stack; with pointers to the three rows every test is one compare at a constant
 * displacement and a new cell's index is its pointer minus state (gardenofwar 42.6 -> 32.9
 * instructions per reached cell in this loop; 15 rounds in turn, best ns per reached cell:
 * gardenofwar 3.92 -> 3.75, AR0011SR 3.80 -> 3.52, maze512-32 3.12 -> 2.99). clang -O2 ran the
 * pointer form slower (33.7 -> 37.9 instructions: it materialised the cell's side addresses;
 * gardenofwar 3.71 -> 4.12 ns), so it keeps the offsets. */
#if defined(__clang__)
typedef ptrdiff_t flowfield__row;
#define FLOWFIELD__ROWS(p, sp, s) here = 0, up = -(s), down = (s)
#define FLOWFIELD__AT(row, dx) sp[(row) + (dx)]
#define FLOWFIELD__INDEX(row, dx) (p + (row) + (dx))
#else
typedef uint8_t *flowfield__row;
#define FLOWFIELD__ROWS(p, sp, s) here = (sp), up = (sp) - (s), down = (sp) + (s)
#define FLOWFIELD__AT(row, dx) (row)[dx]
#define FLOWFIELD__INDEX(row, dx) ((row) + (dx) - state)
#endif
FLOWFIELD__INLINE int32_t flowfield__bfs(flowfield_workspace *ws, int32_t queued, const int moves,
                                         uint32_t max_steps) {
    uint8_t *state = ws->state;
    int32_t *queue = ws->next;
    uint32_t *steps = (uint32_t *)(void *)ws->prev;
    const ptrdiff_t s = ws->stride;
    ptrdiff_t head = 0, tail = queued;
    while (head < tail) {
        const ptrdiff_t end = tail;
        const uint32_t next = steps[queue[head]] + 1;
        if (next > max_steps) break;
        while (head < end) {
            const ptrdiff_t p = queue[head++];
            uint8_t *const sp = state + p;
            const flowfield__row FLOWFIELD__ROWS(p, sp, s);
#define FLOWFIELD__VISIT(row, dx, back)                                                      \
    if (FLOWFIELD__AT(row, dx) == FLOWFIELD__FREE) {                                          \
        const ptrdiff_t q = FLOWFIELD__INDEX(row, dx);                                        \
        FLOWFIELD__AT(row, dx) = FLOWFIELD__SETTLED_DIR(back);                                \
        steps[q] = next;                                                                      \
        queue[tail++] = (int32_t)q;                                                           \
    }
#define FLOWFIELD__VISIT_DIAGONAL(row, dx, back)                                             \
    if (moves != GRIDPATH_MOVES_4 && FLOWFIELD__AT(row, dx) == FLOWFIELD__FREE &&             \
        FLOWFIELD__CORNER(moves, FLOWFIELD__AT(here, dx) != 0, FLOWFIELD__AT(row, 0) != 0)) { \
        const ptrdiff_t q = FLOWFIELD__INDEX(row, dx);                                        \
        FLOWFIELD__AT(row, dx) = FLOWFIELD__SETTLED_DIR(back);                                \
        steps[q] = next;                                                                      \
        queue[tail++] = (int32_t)q;                                                           \
    }
            /* a column at a time: E, NE, SE, then N, S, then W, NW, SW. The same instructions
             * as straight steps first (E N W S NE NW SW SE, until 0.8.8), but this machine
             * predicts the tests' branches better in this order: in turn (10 rounds, the
             * median of the rounds' ratios) maze512-8 3-7% faster from each of five goals,
             * gardenofwar 6-10%, AR0011SR, 64room and maze512-32 within 3% either way.
             * (cachegrind's branch simulator, which keeps no history, is no guide: it ranked
             * the ring E NE N NW W SW S SE well above the old order, which ran faster here.) */
            FLOWFIELD__VISIT(here, 1, 4)
            FLOWFIELD__VISIT_DIAGONAL(up, 1, 5)
            FLOWFIELD__VISIT_DIAGONAL(down, 1, 3)
            FLOWFIELD__VISIT(up, 0, 6)
            FLOWFIELD__VISIT(down, 0, 2)
            FLOWFIELD__VISIT(here, -1, 0)
            FLOWFIELD__VISIT_DIAGONAL(up, -1, 7)
            FLOWFIELD__VISIT_DIAGONAL(down, -1, 1)
#undef FLOWFIELD__VISIT
#undef FLOWFIELD__VISIT_DIAGONAL
        }
    }
    return (int32_t)tail;
}
#ifndef FLOWFIELD_SMALL
/* The classed loop: the plain loop with each layer's cells kept in eight lists by their back
 * direction b (the step to the parent that found them), each list expanded by a copy of the
 * loop that leaves out the neighbours in directions b - 1, b and b + 1: the parent and two of
 * its straight neighbours, which its expansion took (straight steps are legal under every
 * corner rule), so they are settled or blocked. Five tests a cell instead of eight (with 4
 * neighbours three instead of four: only the parent is left out, in four lists), and each
 * copy's branches see only cells whose wave comes from one side, which this machine predicts
 * better. The lists (at most a layer's cells each, an eighth of the padded grid) take two
 * banks in the nodes array, which BFS does not use; a layer too large for them is left to the plain loop. It pays
 * for eight loop ends a layer, so it runs only on open maps, where layers are long (see
 * flowfield__pick_loop: forced on every plain-loop map, maze512-8 and orz900d ran 1.04-1.05x
 * slower, brc202d and arena 0.97-0.99, Berlin_1_256 0.83). The same costs as the plain loop;
 * where two steps are equally good the direction may be the other one (cells are expanded in
 * another order). */
FLOWFIELD__INLINE int32_t flowfield__bfs_classed(flowfield_workspace *ws, int32_t queued, const int moves,
                                                 uint32_t max_steps) {
    uint8_t *state = ws->state;
    int32_t *queue = ws->next;
    uint32_t *steps = (uint32_t *)(void *)ws->prev;
    /* room: an eighth of the grid's padded cells, not of the workspace's capacity, so a larger
     * workspace hands over at the same layer and gives the same directions (until 0.12.1 it
     * did not: the classed loop forced, 4 neighbours, a 9x3 grid's directions differed) */
    const ptrdiff_t s = ws->stride, room = s * ((ptrdiff_t)ws->height + 2) / 8;
    int32_t *cur = (int32_t *)(void *)ws->nodes, *nxt = cur + 8 * room, *to[8];
    ptrdiff_t count[8], reached = queued, total, i, c;
    int32_t last = queued > 0 ? queue[queued - 1] : 0;
    uint32_t next = queued > 0 ? steps[queue[0]] + 1 : 1;
    if (queued > room || next > max_steps) return flowfield__bfs(ws, queued, moves, max_steps);
#define FLOWFIELD__TAKE(row, dx, back)                                                       \
    if (FLOWFIELD__AT(row, dx) == FLOWFIELD__FREE) {                                          \
        const ptrdiff_t q = FLOWFIELD__INDEX(row, dx);                                        \
        FLOWFIELD__AT(row, dx) = FLOWFIELD__SETTLED_DIR(back);                                \
        steps[q] = next;                                                                      \
        *t##back++ = (int32_t)q;                                                              \
    }
#define FLOWFIELD__TAKE_DIAGONAL(row, dx, back)                                              \
    if (moves != GRIDPATH_MOVES_4 && FLOWFIELD__AT(row, dx) == FLOWFIELD__FREE &&             \
        FLOWFIELD__CORNER(moves, FLOWFIELD__AT(here, dx) != 0, FLOWFIELD__AT(row, 0) != 0)) { \
        const ptrdiff_t q = FLOWFIELD__INDEX(row, dx);                                        \
        FLOWFIELD__AT(row, dx) = FLOWFIELD__SETTLED_DIR(back);                                \
        steps[q] = next;                                                                      \
        *t##back++ = (int32_t)q;                                                              \
    }
/* expand cell p, testing the neighbours whose flag is 1 (in the plain loop's order) */
#define FLOWFIELD__CLASS_CELL(cell, e, ne, se, n, so, w, nw, sw)                             \
    {                                                                                         \
        const ptrdiff_t p = (cell);                                                           \
        uint8_t *const sp = state + p;                                                        \
        const flowfield__row FLOWFIELD__ROWS(p, sp, s);                                       \
        if (e) FLOWFIELD__TAKE(here, 1, 4)                                                    \
        if (ne) FLOWFIELD__TAKE_DIAGONAL(up, 1, 5)                                            \
        if (se) FLOWFIELD__TAKE_DIAGONAL(down, 1, 3)                                          \
        if (n) FLOWFIELD__TAKE(up, 0, 6)                                                      \
        if (so) FLOWFIELD__TAKE(down, 0, 2)                                                   \
        if (w) FLOWFIELD__TAKE(here, -1, 0)                                                   \
        if (nw) FLOWFIELD__TAKE_DIAGONAL(up, -1, 7)                                           \
        if (sw) FLOWFIELD__TAKE_DIAGONAL(down, -1, 1)                                         \
    }
/* the lists' ends as locals while a list is expanded, so gcc keeps them in registers (as an
 * array it kept them on the stack: gardenofwar 32 instructions per reached cell against the
 * plain loop's 33.5, 0.91-0.95 of its time; as locals 31, 0.88-0.90) */
#define FLOWFIELD__ENDS_IN                                                                    \
    int32_t *t0 = to[0], *t1 = to[1], *t2 = to[2], *t3 = to[3], *t4 = to[4], *t5 = to[5], *t6 = to[6], *t7 = to[7];
#define FLOWFIELD__ENDS_OUT                                                                   \
    to[0] = t0, to[1] = t1, to[2] = t2, to[3] = t3, to[4] = t4, to[5] = t5, to[6] = t6, to[7] = t7;
/* list b of the current layer, each cell without its directions b - 1, b, b + 1 */
#define FLOWFIELD__CLASS(b, e, ne, se, n, so, w, nw, sw)                                     \
    {                                                                                         \
        const int32_t *in = cur + (b) * room, *const in_end = in + count[b];                  \
        FLOWFIELD__ENDS_IN                                                                    \
        for (; in < in_end; in++) FLOWFIELD__CLASS_CELL(*in, e, ne, se, n, so, w, nw, sw)     \
        FLOWFIELD__ENDS_OUT                                                                   \
    }
    for (c = 0; c < 8; c++) to[c] = nxt + c * room;
    /* the first layer (goals, without a back direction, or the runs loop's last) with every test */
    {
        FLOWFIELD__ENDS_IN
        for (i = 0; i < queued; i++) FLOWFIELD__CLASS_CELL(queue[i], 1, 1, 1, 1, 1, 1, 1, 1)
        FLOWFIELD__ENDS_OUT
    }
    for (;;) {
        int32_t *const done = cur;
        total = 0;
        for (c = 0; c < 8; c++) {
            count[c] = to[c] - (nxt + c * room);
            if (count[c] > 0) last = to[c][-1];
            total += count[c];
        }
        if (total == 0) break;
        reached += total;
        cur = nxt;
        nxt = done;
        if (++next > max_steps) break;
        if (total > room) { /* a list could overflow: the plain loop from this layer on */
            ptrdiff_t k = 0, more;
            for (c = 0; c < 8; c++)
                for (i = 0; i < count[c]; i++) queue[k++] = cur[c * room + i];
            more = flowfield__bfs(ws, (int32_t)k, moves, max_steps);
            reached += more - k;
            queue[reached - 1] = queue[more - 1]; /* the farthest cell */
            return (int32_t)reached;
        }
        for (c = 0; c < 8; c++) to[c] = nxt + c * room;
        /* (4 neighbours: the diagonal lists stay empty, and their loops are left out: with them
         * den520d's 4-neighbour fields ran 1.00-1.03x the plain loop's time, without 0.99-1.01) */
        /*              (b  E  NE SE N  S  W  NW SW) */
        FLOWFIELD__CLASS(0, 0, 0, 0, 1, 1, 1, 1, 1)
        if (moves != GRIDPATH_MOVES_4) FLOWFIELD__CLASS(1, 0, 0, 1, 0, 1, 1, 1, 1)
        FLOWFIELD__CLASS(2, 1, 0, 1, 0, 1, 1, 0, 1)
        if (moves != GRIDPATH_MOVES_4) FLOWFIELD__CLASS(3, 1, 1, 1, 0, 1, 0, 0, 1)
        FLOWFIELD__CLASS(4, 1, 1, 1, 1, 1, 0, 0, 0)
        if (moves != GRIDPATH_MOVES_4) FLOWFIELD__CLASS(5, 1, 1, 1, 1, 0, 0, 1, 0)
        FLOWFIELD__CLASS(6, 1, 1, 0, 1, 0, 1, 1, 0)
        if (moves != GRIDPATH_MOVES_4) FLOWFIELD__CLASS(7, 0, 1, 0, 1, 0, 1, 1, 1)
    }
#undef FLOWFIELD__TAKE
#undef FLOWFIELD__TAKE_DIAGONAL
#undef FLOWFIELD__CLASS_CELL
#undef FLOWFIELD__ENDS_IN
#undef FLOWFIELD__ENDS_OUT
#undef FLOWFIELD__CLASS
    if (reached > 0) queue[reached - 1] = last; /* the farthest cell, where flowfield_compute reads it */
    return (int32_t)reached;
}
#endif
#undef FLOWFIELD__ROWS
#undef FLOWFIELD__AT
#undef FLOWFIELD__INDEX

/* count trailing (leading) zero bits of a nonzero word */
#if (defined(__GNUC__) || defined(__clang__)) && !defined(FLOWFIELD_NO_BUILTIN)
#define FLOWFIELD__CTZ(m) ((unsigned)__builtin_ctz(m))
#if UINTPTR_MAX > 0xFFFFFFFFu
#define FLOWFIELD__CTZ64(m) ((unsigned)__builtin_ctzll(m))
#else
/* 32-bit targets: two 32-bit scans (gcc calls libgcc's __ctzdi2 for __builtin_ctzll there, on
 * i386 and Cortex-M alike; its __builtin_clzll is inline) */
FLOWFIELD__INLINE unsigned flowfield__ctz64(uint64_t m) {
    const uint32_t low = (uint32_t)m;
    return low ? (unsigned)__builtin_ctz(low) : 32u + (unsigned)__builtin_ctz((uint32_t)(m >> 32));
}
#define FLOWFIELD__CTZ64(m) flowfield__ctz64(m)
#endif
#define FLOWFIELD__CLZ64(m) ((unsigned)__builtin_clzll(m))
#else
static unsigned flowfield__ctz64(uint64_t m) {
    unsigned k = 0;
    while (!(m & 1u)) {
        m >>= 1;
        k++;
    }
    return k;
}
#ifndef FLOWFIELD_SMALL /* only the runs loop counts leading zeros */
static unsigned flowfield__clz64(uint64_t m) {
    unsigned k = 0;
    while (!(m >> 63)) {
        m <<= 1;
        k++;
    }
    return k;
}
#define FLOWFIELD__CLZ64(m) flowfield__clz64(m)
#endif
#define FLOWFIELD__CTZ(m) flowfield__ctz64(m)
#define FLOWFIELD__CTZ64(m) flowfield__ctz64(m)
#endif
/* Neighbour k of a cell in the broken-terrain BFS's masks: NW, N, NE, W, E, SW, S, SE. */
#define FLOWFIELD__NW 0
#define FLOWFIELD__N 1
#define FLOWFIELD__NE 2
#define FLOWFIELD__W 3
#define FLOWFIELD__E 4
#define FLOWFIELD__SW 5
#define FLOWFIELD__S 6
#define FLOWFIELD__SE 7
/* which neighbours a cell may step to, by the passability of its eight neighbours (bit k =
 * neighbour k as above); straight steps always, diagonal ones by the corner rule. Only the
 * straight neighbours' bits matter, so only those 16 entries are written (the readers index it
 * by them alone): a computation builds it, and 256 entries cost small grids 3% of theirs */
static void flowfield__corner_table(uint8_t *table, int moves) {
    unsigned k;
    for (k = 0; k < 16; k++) {
        const unsigned pass = (k & 1u) << FLOWFIELD__N | (k >> 1 & 1u) << FLOWFIELD__W |
                              (k >> 2 & 1u) << FLOWFIELD__E | (k >> 3) << FLOWFIELD__S;
        unsigned n = (pass >> FLOWFIELD__N) & 1u, e = (pass >> FLOWFIELD__E) & 1u;
        unsigned w = (pass >> FLOWFIELD__W) & 1u, so = (pass >> FLOWFIELD__S) & 1u;
        unsigned m = 1u << FLOWFIELD__N | 1u << FLOWFIELD__E | 1u << FLOWFIELD__W | 1u << FLOWFIELD__S;
        if (moves != GRIDPATH_MOVES_4)
            m |= (unsigned)FLOWFIELD__CORNER(moves, n, w) << FLOWFIELD__NW |
                 (unsigned)FLOWFIELD__CORNER(moves, n, e) << FLOWFIELD__NE |
                 (unsigned)FLOWFIELD__CORNER(moves, so, w) << FLOWFIELD__SW |
                 (unsigned)FLOWFIELD__CORNER(moves, so, e) << FLOWFIELD__SE;
        table[pass] = (uint8_t)m;
    }
}
static const int8_t flowfield__around_dir[8] = {3, 2, 1, 4, 0, 5, 6, 7}; /* neighbour -> direction */

/* BFS for corridors one cell wide (passability changes at almost every cell along the rows):
 * each expansion gathers the free neighbours it may step to as an 8-bit mask without branches (a
 * table gives the corner rule from the four straight neighbours' passability), then pushes one
 * cell per set bit. A corridor cell has about one new neighbour, so the push loop's trip count is
 * predicted; on random obstacles it is not, and flowfield__bfs_broken below is faster. */
FLOWFIELD__INLINE int32_t flowfield__bfs_corridor(flowfield_workspace *ws, int32_t queued,
                                                  const int moves, uint32_t max_steps) {
    uint8_t *state = ws->state;
    int32_t *queue = ws->next;
    uint32_t *steps = (uint32_t *)(void *)ws->prev;
    const ptrdiff_t s = ws->stride;
    ptrdiff_t offset[8], head = 0, tail = queued;
    uint8_t mark[8], allowed[256];
    int k;
    for (k = 0; k < 8; k++) {
        const int d = flowfield__around_dir[k];
        offset[k] = GRIDPATH_DIR_DY(d) * s + GRIDPATH_DIR_DX(d);
        mark[k] = FLOWFIELD__SETTLED_DIR((d + 4) & 7);
    }
    flowfield__corner_table(allowed, moves);
    while (head < tail) { /* a layer at a time, as flowfield__bfs */
        const ptrdiff_t end = tail;
        const uint32_t next = steps[queue[head]] + 1;
        if (next > max_steps) break;
        while (head < end) {
            const ptrdiff_t p = queue[head++];
            const unsigned nw = state[p - s - 1], n = state[p - s], ne = state[p - s + 1], w = state[p - 1];
            const unsigned e = state[p + 1], sw = state[p + s - 1], so = state[p + s], se = state[p + s + 1];
            const unsigned pass4 = (unsigned)(n != 0) << FLOWFIELD__N | (unsigned)(w != 0) << FLOWFIELD__W |
                                   (unsigned)(e != 0) << FLOWFIELD__E | (unsigned)(so != 0) << FLOWFIELD__S;
            unsigned m = ((unsigned)(nw == 1) << FLOWFIELD__NW | (unsigned)(n == 1) << FLOWFIELD__N |
                          (unsigned)(ne == 1) << FLOWFIELD__NE | (unsigned)(w == 1) << FLOWFIELD__W |
                          (unsigned)(e == 1) << FLOWFIELD__E | (unsigned)(sw == 1) << FLOWFIELD__SW |
                          (unsigned)(so == 1) << FLOWFIELD__S | (unsigned)(se == 1) << FLOWFIELD__SE) &
                         allowed[pass4];
            while (m) {
                const unsigned d = FLOWFIELD__CTZ(m);
                const ptrdiff_t q = p + offset[d];
                m &= m - 1;
                state[q] = mark[d];
                steps[q] = next;
                queue[tail++] = (int32_t)q;
            }
        }
    }
    return (int32_t)tail;
}

#ifndef FLOWFIELD_SMALL /* the masked and runs loops, and their tables (see CONFIGURATION) */
/* 1 if some diagonal step is possible on the grid: two diagonal neighbours both passable, with
 * the side cells the corner rule asks for (without corner cutting: a passable 2x2 block); 0 on
 * grids such as 1-wide mazes, where the 8-neighbour searches are 4-neighbour ones. Stops at the
 * first one, so it reads a row or two of open maps; the state bytes read 16 at a time. */
static int flowfield__any_diagonal(const flowfield_workspace *ws, int moves) {
    const uint8_t *state = ws->state;
    const int32_t s = ws->stride, h = ws->height;
    int32_t x, y;
    if (moves == GRIDPATH_MOVES_4) return 0;
    for (y = 1; y < h; y++) { /* the 2x2 blocks of rows y and y + 1 */
        const uint8_t *r0 = state + y * s, *r1 = r0 + s;
        x = 0;
#ifdef FLOWFIELD__SSE2
        {
            const __m128i zero = _mm_setzero_si128();
            for (; x + 17 <= s; x += 16) {
                /* blocked: 0xFF where a cell of the block is blocked */
                const __m128i a = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(const void *)(r0 + x)), zero);
                const __m128i b = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(const void *)(r0 + x + 1)), zero);
                const __m128i c = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(const void *)(r1 + x)), zero);
                const __m128i d = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(const void *)(r1 + x + 1)), zero);
                /* 0xFF where no step is possible: a-d and b-c each blocked at an end or by the
                 * corner rule */
                const __m128i none = _mm_and_si128(_mm_or_si128(_mm_or_si128(a, d), FLOWFIELD__BARRED16(moves, b, c)),
                                                   _mm_or_si128(_mm_or_si128(b, c), FLOWFIELD__BARRED16(moves, a, d)));
                if (_mm_movemask_epi8(none) != 0xFFFF) return 1;
            }
        }
#endif
        for (; x + 1 < s; x++) {
            const int a = r0[x] != 0, b = r0[x + 1] != 0, c = r1[x] != 0, d = r1[x + 1] != 0;
            if ((a && d && FLOWFIELD__CORNER(moves, b, c)) || (b && c && FLOWFIELD__CORNER(moves, a, d))) return 1;
        }
    }
    return 0;
}

/* BFS for broken terrain (random obstacles, rooms), where the eight "is it free?" branches of
 * flowfield__bfs are coin tosses and cost a mispredicted branch per cell. This one
 * has no data-dependent branch per cell: a bit per padded cell says "passable and not reached"
 * (avail), a byte per cell says which steps to the rows above and below the corner rule allows
 * (legal); an expansion reads the 3x3 avail bits around the cell as three 64-bit values, masks
 * them with legal, clears the bits it takes and writes all eight neighbour slots of the queue
 * from a table indexed by the 9-bit result, advancing the tail by its bit count. It numbers
 * cells by rows a power of two apart (pitch), so every row of bits starts a word and the three
 * rows' bits sit at one offset: one shift for all three (flowfield__take9). Steps and direction
 * bytes are written from the queue after the search, layer by layer. Scratch: avail and legal
 * in the nodes array (unused by BFS), the queued direction bytes and the layers' ends in the
 * value array, the tables in the workspace's fixed part. */
typedef struct flowfield__bfs_row { /* for one 9-bit mask, a 64-byte row */
    int32_t offset[8]; /* neighbour offsets of its set bits, in bit order */
    uint8_t mark[8];   /* their state bytes: settled + the direction back to the parent */
    uint8_t count;     /* bits set */
    uint8_t unused[23];
} flowfield__bfs_row;
typedef struct flowfield__bfs_table {
    flowfield__bfs_row row[512];
} flowfield__bfs_table;
typedef char flowfield__bfs_table_fits[sizeof(flowfield__bfs_table) <= FLOWFIELD__HEADS_BYTES ? 1 : -1];
typedef char flowfield__bfs_row_size[sizeof(flowfield__bfs_row) == 64 ? 1 : -1]; /* see flowfield__take9 */

static void flowfield__bfs_table_init(flowfield__bfs_table *t, int32_t stride) {
    unsigned m9, k;
    for (m9 = 0; m9 < 512; m9++) {
        const unsigned m = (m9 & 0xFu) | ((m9 >> 1) & 0xF0u); /* the 8 neighbours, NW..SE */
        unsigned n = 0;
        for (k = 0; k < 8; k++) {
            const int d = flowfield__around_dir[k];
            t->row[m9].offset[k] = 0;
            t->row[m9].mark[k] = 0;
            if (!((m >> k) & 1u)) continue;
            t->row[m9].offset[n] = GRIDPATH_DIR_DY(d) * stride + GRIDPATH_DIR_DX(d);
            t->row[m9].mark[n] = FLOWFIELD__SETTLED_DIR((d + 4) & 7);
            n++;
        }
        t->row[m9].count = (uint8_t)n;
    }
}

/* bit j set where srow[j] is FREE, for the n <= 64 cells from srow on (the others 0) */
FLOWFIELD__INLINE uint64_t flowfield__free_word(const uint8_t *srow, int32_t n) {
    uint64_t bits = 0;
    int32_t j = 0;
#ifdef FLOWFIELD__SSE2
    const __m128i free1 = _mm_set1_epi8((char)FLOWFIELD__FREE);
    for (; j + 16 <= n; j += 16) {
        const __m128i v = _mm_loadu_si128((const __m128i *)(const void *)(srow + j));
        bits |= (uint64_t)(unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(v, free1)) << j;
    }
#endif
    for (; j < n; j++) bits |= (uint64_t)(srow[j] == FLOWFIELD__FREE) << j;
    return bits;
}
/* how many of row-word i's 64 cells lie inside a row of stride cells */
#define FLOWFIELD__WORD_CELLS(stride, i) \
    ((stride) - (i) * 64 < 0 ? 0 : (stride) - (i) * 64 < 64 ? (stride) - (i) * 64 : 64)

/* a bit per padded cell, set where state is FREE: row y's bits from word y * words on (words * 64
 * >= stride; the bits past the row's end are 0) */
static void flowfield__free_bits(const uint8_t *state, int32_t stride, int32_t rows, int32_t words,
                                 uint64_t *avail) {
    int32_t i, y;
    for (y = 0; y < rows; y++)
        for (i = 0; i < words; i++)
            avail[(size_t)y * (size_t)words + (size_t)i] =
                flowfield__free_word(state + y * stride + i * 64, FLOWFIELD__WORD_CELLS(stride, i));
}

/* The masked loops' avail bits (state == FREE) and legal masks in the nodes array (unused by
 * those searches), in their own cell numbering: row y starts at bit y * pitch (pitch a power of
 * two, at least 64 and the row's length), so every row starts on a word boundary and the three
 * rows around a cell sit at the same bit offset in their words. avail as pairs of 32-bit halves,
 * low half first (the loops read 64 bits from any 32-bit word, see flowfield__take9), row y's
 * bits at row y + 1 (so the row above cell b holds bit b - 1 in word (b - 1) / 32; the loops
 * number the cell b - 1, see FLOWFIELD__ABOVE), then 64 zero
 * bits (the last row's last half-word reads past it); the legal masks after them, a byte per
 * cell: the steps the corner rule allows to the row above (bits 0-2: NW, N, NE) and below (bits
 * 3-5: SW, S, SE); steps to W and E are always allowed (4 neighbours: not written, the loops
 * then read none). Returns legal. */
/* a direction's bit in a stored legal mask: NW N NE (directions 0-2) in bits 0-2, SW S SE (5-7)
 * in bits 3-5 */
#define FLOWFIELD__LEGAL_BIT(d) (1u << ((d) < 3 ? (d) : (d) - 2))
static uint8_t *flowfield__bfs_masks(flowfield_workspace *ws, int32_t pitch, int moves) {
    const uint8_t *state = ws->state;
    const int32_t stride = ws->stride, height = ws->height, halves = pitch / 32;
    uint32_t *avail = (uint32_t *)(void *)ws->nodes;
    uint8_t *legal = (uint8_t *)(void *)(avail + (size_t)(height + 3) * (size_t)halves + 2);
    uint8_t table[256];
    int32_t i, c, y;
    for (y = 0; y < height + 2; y++)
        for (i = 0; i < pitch / 64; i++) {
            /* (whole words by a copy for 64 cells: four SSE2 steps without a loop; words past
             * the row's end, as with a pitch above the row's length, are 0 without a look) */
            const int32_t n = FLOWFIELD__WORD_CELLS(stride, i);
            const uint64_t bits = n == 64 ? flowfield__free_word(state + y * stride + i * 64, 64)
                                  : n > 0 ? flowfield__free_word(state + y * stride + i * 64, n)
                                          : 0;
            uint32_t *half = avail + (size_t)(y + 1) * (size_t)halves + (size_t)i * 2;
            half[0] = (uint32_t)bits;
            half[1] = (uint32_t)(bits >> 32);
        }
    avail[(size_t)(height + 3) * (size_t)halves] = avail[(size_t)(height + 3) * (size_t)halves + 1] = 0;
    if (moves == GRIDPATH_MOVES_4) return legal; /* not read: the steps are N, W, E, S everywhere */
    flowfield__corner_table(table, moves);
    for (y = 1; y <= height; y++) {
        const int32_t row = y * stride, end = row + stride - 1;
        uint8_t *lrow = legal + (size_t)y * (size_t)pitch - row; /* lrow[c] for padded cell c */
        c = row + 1;
#ifdef FLOWFIELD__SSE2
        { /* a diagonal step is barred where either side cell is blocked (no corner cutting),
             where both are (one free), or never (corner cutting); blocked: 0xFF bytes */
            const __m128i zero = _mm_setzero_si128();
            const __m128i base =
                _mm_set1_epi8((char)(FLOWFIELD__LEGAL_BIT(FLOWFIELD__N) | FLOWFIELD__LEGAL_BIT(FLOWFIELD__S)));
            const __m128i bnw = _mm_set1_epi8((char)FLOWFIELD__LEGAL_BIT(FLOWFIELD__NW));
            const __m128i bne = _mm_set1_epi8((char)FLOWFIELD__LEGAL_BIT(FLOWFIELD__NE));
            const __m128i bsw = _mm_set1_epi8((char)FLOWFIELD__LEGAL_BIT(FLOWFIELD__SW));
            const __m128i bse = _mm_set1_epi8((char)FLOWFIELD__LEGAL_BIT(FLOWFIELD__SE));
            for (; c + 16 <= end; c += 16) {
                /* blocked = 0xFF where the side cell is blocked */
                const __m128i n = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(const void *)(state + c - stride)), zero);
                const __m128i so = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(const void *)(state + c + stride)), zero);
                const __m128i w = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(const void *)(state + c - 1)), zero);
                const __m128i e = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(const void *)(state + c + 1)), zero);
                __m128i l = base;
                l = _mm_or_si128(l, _mm_andnot_si128(FLOWFIELD__BARRED16(moves, n, w), bnw));
                l = _mm_or_si128(l, _mm_andnot_si128(FLOWFIELD__BARRED16(moves, n, e), bne));
                l = _mm_or_si128(l, _mm_andnot_si128(FLOWFIELD__BARRED16(moves, so, w), bsw));
                l = _mm_or_si128(l, _mm_andnot_si128(FLOWFIELD__BARRED16(moves, so, e), bse));
                _mm_storeu_si128((__m128i *)(void *)(lrow + c), l);
            }
        }
#endif
        for (; c < end; c++) {
            const unsigned pass4 = (unsigned)(state[c - stride] != 0) << FLOWFIELD__N |
                                   (unsigned)(state[c - 1] != 0) << FLOWFIELD__W |
                                   (unsigned)(state[c + 1] != 0) << FLOWFIELD__E |
                                   (unsigned)(state[c + stride] != 0) << FLOWFIELD__S;
            const unsigned m = table[pass4];
            lrow[c] = (uint8_t)((m & 7u) | (m >> 5) << 3); /* FLOWFIELD__LEGAL_BIT of each */
        }
    }
    return legal;
}

/* x rotated right by n < 64 (a function of its own: written inline in flowfield__take9's
 * expression, gcc narrowed it to two shifts) */
FLOWFIELD__INLINE uint64_t flowfield__rotr(uint64_t x, unsigned n) {
    return x >> n | x << ((0u - n) & 63u);
}
/* the 64 avail bits from 32-bit word a[0] on, a[0] the low half; and back. On little-endian
 * machines one unaligned 8-byte load or store (memcpy): clang -O2 compiled the portable form's
 * store as two 4-byte stores, and the next expansion's 8-byte load of the same bits then waited
 * for both (no store forwarding from two stores into one load): its masked BFS ran 2.3x slower
 * than gcc's (random512-10 10.7 against 4.6 ns per reached cell). */
#if defined(__x86_64__) || defined(_M_X64) || defined(__i386__) || defined(_M_IX86) ||             \
    (defined(__BYTE_ORDER__) && defined(__ORDER_LITTLE_ENDIAN__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__)
FLOWFIELD__INLINE uint64_t flowfield__get64(const uint32_t *a) {
    uint64_t v;
    FLOWFIELD__MEMCPY(&v, a, 8);
    return v;
}
FLOWFIELD__INLINE void flowfield__put64(uint32_t *a, uint64_t v) {
    FLOWFIELD__MEMCPY(a, &v, 8);
}
#else
FLOWFIELD__INLINE uint64_t flowfield__get64(const uint32_t *a) {
    return (uint64_t)a[0] | (uint64_t)a[1] << 32;
}
FLOWFIELD__INLINE void flowfield__put64(uint32_t *a, uint64_t v) {
    a[0] = (uint32_t)v;
    a[1] = (uint32_t)(v >> 32);
}
#endif
/* The avail bits of a 3x3 block under the 3-bit masks l0, l1, l2 of its rows, cleared, as a
 * 9-bit mask (3 bits a row) times 2^scale: the byte offset of the mask's row in a table of
 * 2^scale-byte rows, so the loops index their tables with no shift or mask of their own (BFS
 * random512-10 75.0 -> 72.0 instructions per reached cell, 0.8.14; the middle bit is never set,
 * the cell itself being taken, so half the rows are never read). The block is at bit sh <= 31
 * of the 64 bits from 32-bit word a on (its top row; the rows r words apart); for the cell
 * numbered n, a holds bit n of the row above (FLOWFIELD__ABOVE). Read 64 bits at a time from a
 * 32-bit word, the block never crosses out of them: no second path for blocks across a word
 * boundary. Each row's bits are taken where they lie and the three are gathered by rotations
 * into bits sh .. sh + 8 of x, nothing else set, so one rotation by sh - scale puts the mask
 * where it is wanted: four shifts by sh instead of six, which gcc -O2 had to feed through cl one
 * by one. With l1 a constant 0 (diagonal steps only) the middle row is left alone: gcc cannot
 * tell that writing back what it read there changes nothing. */
FLOWFIELD__INLINE size_t flowfield__take9_diagonal(uint32_t *a, ptrdiff_t r, unsigned sh, unsigned l0,
                                                   unsigned l1, unsigned l2, unsigned scale, unsigned l,
                                                   unsigned *diagonal) {
    const int middle = l1 != 0;
    const uint64_t v0 = flowfield__get64(a), v1 = middle ? flowfield__get64(a + r) : 0, v2 = flowfield__get64(a + 2 * r);
    const uint64_t t0 = v0 & ((uint64_t)l0 << sh);
    const uint64_t t1 = v1 & ((uint64_t)l1 << sh);
    const uint64_t t2 = v2 & ((uint64_t)l2 << sh);
    const uint64_t x = t0 | flowfield__rotr(t1, 61) | flowfield__rotr(t2, 58);
    flowfield__put64(a, v0 ^ t0);
    if (middle) flowfield__put64(a + r, v1 ^ t1);
    flowfield__put64(a + 2 * r, v2 ^ t2);
    if (diagonal) *diagonal = (((unsigned)(v0 >> sh) & l) | ((unsigned)(v2 >> sh) & (l >> 3))) & 5u;
    return (size_t)flowfield__rotr(x, (sh - scale) & 63u);
}
FLOWFIELD__INLINE size_t flowfield__take9(uint32_t *a, ptrdiff_t r, unsigned sh, unsigned l0, unsigned l1,
                                          unsigned l2, unsigned scale) {
    return flowfield__take9_diagonal(a, r, sh, l0, l1, l2, scale, 0u, NULL);
}

/* Do the masked loops' avail words (a row more, and 64 bits after them, which flowfield__take9
 * may read at the end of the last row) and legal masks (a byte per cell) fit in the nodes array
 * (which BFS does not use) with a pitch of 1 << shift cells? */
static size_t flowfield__masks_bytes(const flowfield_workspace *ws, int32_t shift) {
    const size_t rows = (size_t)ws->height + 2;
    return (rows + 1) * ((size_t)1 << shift) / 8 + 8 + rows * ((size_t)1 << shift);
}
/* where the masked exact loop's diagonal stream starts: after the bits and masks */
static uint32_t *flowfield__stream(const flowfield_workspace *ws, int32_t shift) {
    return (uint32_t *)(void *)flowfield__align((unsigned char *)ws->nodes + flowfield__masks_bytes(ws, shift));
}
static int flowfield__pitch_fits(const flowfield_workspace *ws, int32_t shift) {
    return flowfield__masks_bytes(ws, shift) <= (size_t)ws->capacity * sizeof(flowfield__node);
}
/* log2 of the masked loops' pitch for the current grid (a power of two >= 64 and >= the padded
 * row), or 0 where nothing fits (grids 7 columns wide or less). FLOWFIELD__PITCH_SHIFT wherever
 * it fits (rows of 142 to 1,022 cells in a workspace sized for the grid): the loops have copies
 * for that pitch in which it is a constant, so the rows of a cell's 3x3 block lie at fixed
 * distances and the cell numbers convert by constant shifts (random512-10 BFS 82.9 -> 77.9
 * instructions per reached cell, exact 171.2 -> 163.2) */
#define FLOWFIELD__PITCH_SHIFT 10
static int32_t flowfield__bfs_pitch_shift(const flowfield_workspace *ws) {
    int32_t shift = 6;
    while ((1 << shift) < ws->stride) shift++;
    if (shift < FLOWFIELD__PITCH_SHIFT && flowfield__pitch_fits(ws, FLOWFIELD__PITCH_SHIFT))
        return FLOWFIELD__PITCH_SHIFT;
    return flowfield__pitch_fits(ws, shift) ? shift : 0;
}

/* The masked loops number the cell in row y, padded column x >= 1, n = y * pitch + x - 1: the
 * bit left of it in the row above, where its 3x3 block starts (the loops keep row y's bits at
 * row y + 1 of avail), so that block is at bit n & 31 of word n / 32 (one subtraction less per
 * expansion than numbering it y * pitch + x); the legal masks are read from legal + 1.
 * FLOWFIELD__ABOVE(n): that word; FLOWFIELD__UNPITCH(n): the padded cell. */
#define FLOWFIELD__ABOVE(n) (avail + ((n) >> 5))
#define FLOWFIELD__UNPITCH(n) ((n) - ((n) >> shift) * (pitch - s) + 1)

#endif /* FLOWFIELD_SMALL */

/* the plain exact event loop's horizon, in steps of the grid's one value c: its keys, sums of
 * as many doubles as a path has steps, stay within 2^-37 of the costs (relative) up to 2^16
 * steps, where two different costs differ by at least 2^-17 c (see EXACTNESS); the tests
 * lower it */
#ifndef FLOWFIELD__EXACT_STEPS
#define FLOWFIELD__EXACT_STEPS 65536.0
#endif
#ifndef FLOWFIELD__LAYER_ROOM
#define FLOWFIELD__LAYER_ROOM 0x7FFFFFFFu /* the tests lower it (at least 3) */
#endif
#ifndef FLOWFIELD_SMALL
FLOWFIELD__INLINE int32_t flowfield__bfs_broken(flowfield_workspace *ws, int32_t goals, const int moves,
                                                uint32_t max_steps, int32_t shift) {
    /* (a constant where the caller passes FLOWFIELD__PITCH_SHIFT) */
    uint8_t *state = ws->state;
    int32_t *queue = ws->next;
    uint32_t *steps = (uint32_t *)(void *)ws->prev;
    uint8_t *marks = (uint8_t *)(void *)ws->value;
    /* ends[L]: the queue's length after layer L, in the value array after the marks (at most
     * tail + 8 < capacity + 8 bytes), for the layers that fit there (all but on the longest
     * winding mazes); the others' steps are written as they come */
    int32_t *ends = ws->value + ws->capacity / 4 + 4;
    const uint32_t fits = (uint32_t)(ws->capacity - ws->capacity / 4 - 4);
    const uint32_t room = fits < FLOWFIELD__LAYER_ROOM ? fits : FLOWFIELD__LAYER_ROOM;
    const ptrdiff_t s = ws->stride, pitch = (ptrdiff_t)1 << shift, halves = pitch / 32;
    uint32_t *avail = (uint32_t *)(void *)ws->nodes; /* laid out by flowfield__bfs_masks */
    uint8_t *legal;
    flowfield__bfs_table *t = (flowfield__bfs_table *)(void *)ws->heads;
    ptrdiff_t head = 0, tail = goals, i;
    uint32_t layer = 0, L;
    if (ws->tables != (int32_t)pitch) { /* built once per pitch: about 90,000 instructions */
        flowfield__bfs_table_init(t, (int32_t)pitch);
        ws->tables = (int32_t)pitch;
    }
    legal = flowfield__bfs_masks(ws, (int32_t)pitch, moves) + 1;
    for (i = 0; i < tail; i++) queue[i] = (int32_t)(queue[i] / s * pitch + queue[i] % s - 1); /* the goals */
    ends[0] = (int32_t)goals; /* room >= 3: the padded grid has at least 9 cells */
/* the steps and state bytes of queue entries from..to - 1, all of layer l */
#define FLOWFIELD__WRITE_LAYER(from, to, l)                                                   \
    {                                                                                         \
        /* (the end read once: the stores may alias ends) */                                  \
        const ptrdiff_t to_ = (to);                                                           \
        for (i = (from); i < to_; i++) {                                                      \
            const ptrdiff_t q = queue[i], p = FLOWFIELD__UNPITCH(q);                          \
            steps[p] = (l);                                                                   \
            state[p] = marks[i];                                                              \
        }                                                                                     \
    }
    while (head < tail && layer < max_steps) {
        const ptrdiff_t end = tail, first = tail;
        layer++;
        while (head < end) {
            /* b: the cell's number (x <= pitch - 2, so the block ends inside its rows; the 64
             * bits read may run into the next row's, written back unchanged, or past the last
             * row into the 64 zeroed bits after it) */
            const ptrdiff_t b = queue[head++];
            const unsigned l = moves == GRIDPATH_MOVES_4 ? 0x12u : legal[b]; /* N, S: no mask */
            const flowfield__bfs_row *row = (const flowfield__bfs_row *)(const void *)(
                (const unsigned char *)t + flowfield__take9(FLOWFIELD__ABOVE(b), halves, (unsigned)b & 31u, l & 7u, 5u, l >> 3, 6u));
#ifdef FLOWFIELD__SSE2
            {
                const __m128i base = _mm_set1_epi32((int32_t)b);
                _mm_storeu_si128((__m128i *)(void *)(queue + tail),
                                 _mm_add_epi32(base, _mm_load_si128((const __m128i *)(const void *)row->offset)));
                _mm_storeu_si128((__m128i *)(void *)(queue + tail + 4),
                                 _mm_add_epi32(base, _mm_load_si128((const __m128i *)(const void *)(row->offset + 4))));
            }
#else
            for (i = 0; i < 8; i++) queue[tail + i] = (int32_t)b + row->offset[i];
#endif
            FLOWFIELD__MEMCPY(marks + tail, row->mark, 8);
            tail += row->count;
        }
        if (layer < room)
            ends[layer] = (int32_t)tail;
        else
            FLOWFIELD__WRITE_LAYER(first, tail, layer)
    }
    /* the recorded layers' steps and state bytes, in a pass of their own: written after each
     * layer's expansion, as until 0.8.2, they took 2-6% longer (random512-10 4.22 -> 4.06 ns per
     * reached cell at best, maze512-1 4.95 -> 4.68, in turn) */
    for (L = 1; L <= layer && L < room; L++) FLOWFIELD__WRITE_LAYER(ends[L - 1], ends[L], L)
#undef FLOWFIELD__WRITE_LAYER
    /* the rest of the queue is scratch; flowfield_compute reads the last cell (the farthest) */
    if (tail > 0) queue[tail - 1] = (int32_t)FLOWFIELD__UNPITCH((ptrdiff_t)queue[tail - 1]);
    return (int32_t)tail;
}

/* The masked loop, one copy per corner rule, kept out of flowfield_compute: inlined there with
 * the other loops it ran 5-15% slower (code placement; measured in turn on 8room and random). */
FLOWFIELD__LOOP
static int32_t flowfield__bfs_broken_any(flowfield_workspace *ws, int32_t tail, int moves,
                                         uint32_t max_steps, int32_t shift) {
    int32_t reached;
    /* no diagonal step anywhere (1-wide mazes): the 4-neighbour copy, which reads no masks */
    if (!flowfield__any_diagonal(ws, moves)) moves = GRIDPATH_MOVES_4;
#define FLOWFIELD__BROKEN_RULE(rule)                                                          \
    reached = shift == FLOWFIELD__PITCH_SHIFT                                                 \
                  ? flowfield__bfs_broken(ws, tail, rule, max_steps, FLOWFIELD__PITCH_SHIFT)  \
                  : flowfield__bfs_broken(ws, tail, rule, max_steps, shift);
    FLOWFIELD__EACH_RULE(moves, FLOWFIELD__BROKEN_RULE)
#undef FLOWFIELD__BROKEN_RULE
    return reached;
}

/* >>runs: BFS by runs. A layer of the BFS in open ground is a square ring: four straight edges
 * and a few corner cells. This loop queues maximal runs of new cells along a row (horizontal) or
 * a column (vertical) instead of cells: a run's next layer on the line beside it is the same span
 * one longer at each end (the diagonal steps, by the corner rule), taken from a bit per cell
 * "passable and not reached" a word (64 cells) at a time, and the free cells just past its ends
 * on its own line start runs across it. So a ring costs a few runs, and a new cell only its
 * state byte, its steps and one bit in the other orientation's bits; on broken terrain the runs
 * get short and pick_loop chooses another loop. Bits: row-major (row y's bits from word y * hw)
 * and column-major (column x's from word x * vw) in the nodes array, unused by BFS; run k in the
 * queue: its line | orientation << 31 (0 horizontal: the line is a row), and in the value array
 * its first and last position on the line, lo | hi << 16 (so padded rows and columns < 2^16). */

#ifndef FLOWFIELD__RUNS_MIN
#define FLOWFIELD__RUNS_MIN 4
#endif
#ifndef FLOWFIELD__RUNS_WARMUP
#define FLOWFIELD__RUNS_WARMUP 8
#endif
/* transpose a 64x64 bit matrix in place: bit c of a[r] <-> bit r of a[c] (swap the off-diagonal
 * blocks of each size in turn: 32x32, then 16x16 inside them, ...) */
static void flowfield__transpose64(uint64_t *a) {
    uint64_t m = 0x00000000FFFFFFFFull;
    int j, k;
    for (j = 32; j; j >>= 1, m ^= m << j)
        for (k = 0; k < 64; k = ((k | j) + 1) & ~j) {
            const uint64_t t = ((a[k] >> j) ^ a[k | j]) & m;
            a[k] ^= t << j;
            a[k | j] ^= t;
        }
}

/* the runs loop's bits and block flags fit in the nodes array and its spans in 16 bits */
static int flowfield__runs_fit(const flowfield_workspace *ws) {
    const size_t s = (size_t)ws->stride, rows = (size_t)ws->height + 2;
    const size_t hw = (s + 63) / 64, vw = (rows + 63) / 64;
    return s < 65536 && rows < 65536 && rows * hw + s * vw + (hw * vw + 7) / 8 <= (size_t)ws->capacity;
}

/* the column bits of the 64x64 block (bx, by): its row bits transposed. Built when the runs loop
 * first reads them (it hands over to the cell queue after a few layers on many maps, having read
 * few blocks); until then the loop's writes to a block's column bits are lost, harmlessly, since
 * the row bits it also writes are what the block is built from. */
static void flowfield__column_block(const uint64_t *hbits, uint64_t *vbits, int32_t hw, int32_t vw,
                                    int32_t rows, int32_t s, int32_t bx, int32_t by) {
    uint64_t block[64];
    int32_t i;
    for (i = 0; i < 64; i++)
        block[i] = by * 64 + i < rows ? hbits[(size_t)(by * 64 + i) * (size_t)hw + (size_t)bx] : 0;
    flowfield__transpose64(block);
    for (i = 0; i < 64 && bx * 64 + i < s; i++) vbits[(size_t)(bx * 64 + i) * (size_t)vw + (size_t)by] = block[i];
}

/* (below: the runs loop hands over to it) */
static int32_t flowfield__bfs_classed_any(flowfield_workspace *ws, int32_t tail, int moves, uint32_t max_steps);
FLOWFIELD__INLINE int32_t flowfield__bfs_runs(flowfield_workspace *ws, int32_t goals, const int moves,
                                              uint32_t max_steps) {
    uint8_t *state = ws->state;
    uint32_t *line_of = (uint32_t *)(void *)ws->next; /* goals in, then the runs */
    uint32_t *span = (uint32_t *)(void *)ws->value;
    uint32_t *steps = (uint32_t *)(void *)ws->prev;
    const int32_t s = ws->stride, rows = ws->height + 2;
    const int32_t hw = (s + 63) / 64, vw = (rows + 63) / 64;
    uint64_t *hbits = (uint64_t *)(void *)ws->nodes, *vbits = hbits + (size_t)rows * (size_t)hw;
    int32_t head = 0, tail = goals, reached = goals, i;
    unsigned pass;
    int32_t cells_recent = 0, runs_recent = 0; /* decaying sums of new cells and runs per layer */
    uint32_t layer = 0;
    /* orientation o (0: rows, 1: columns): cell of position x on line l = l * across[o] + x *
     * along[o]; line l's bits from bits[o] + l * words[o] */
    const int32_t across[2] = {s, 1}, along[2] = {1, s}, words[2] = {hw, vw};
    uint64_t *const bits[2] = {hbits, vbits};
    /* direction back to the parent of a cell taken on the line at side d of a run (index:
     * o * 2 + (d > 0)): straight, at lo = a - 1, at hi = b + 1; and past a run's ends on its own
     * line: at a - 1, at b + 1 */
    static const uint8_t back_side[4][3] = {{6, 7, 5}, {2, 1, 3}, {0, 7, 1}, {4, 5, 3}};
    static const uint8_t back_end[2][2] = {{0, 4}, {6, 2}};
    uint8_t *built = (uint8_t *)(void *)(vbits + (size_t)s * (size_t)vw); /* per block: column bits built */
    flowfield__free_bits(state, s, rows, hw, hbits);
    FLOWFIELD__MEMSET(built, 0, (size_t)hw * (size_t)vw);
    for (i = 0; i < goals; i++) { /* goal cell -> a horizontal run of one */
        const uint32_t p = line_of[i];
        line_of[i] = p / (uint32_t)s;
        span[i] = (p % (uint32_t)s) * 0x10001u;
    }
/* take the free cells of the line at side d of run [a, b] on line l of orientation o: straight
 * steps reach [a, b], the diagonal ones a - 1 and b + 1 where the corner rule allows; each
 * maximal run of them is settled and queued, its outward side d */
#define FLOWFIELD__SIDE(o, l, a, b, d)                                                         \
    {                                                                                          \
        const int32_t ls = across[o], ps = along[o], cw = words[(o) ^ 1];                      \
        const int32_t next_line = (l) + (d), base_cell = (l) * ls, next_cell = next_line * ls; \
        const uint8_t *back = back_side[(o) * 2 + ((d) > 0)];                                  \
        uint64_t *own = bits[o] + (size_t)next_line * (size_t)words[o];                        \
        uint64_t *cross0 = bits[(o) ^ 1] + (next_line >> 6);                                   \
        const uint64_t keep = ~(1ull << (next_line & 63));                                     \
        int32_t lo = (a), hi = (b), wi, wend;                                                  \
        if (moves != GRIDPATH_MOVES_4) {                                                       \
            lo -= FLOWFIELD__CORNER(moves, state[base_cell + ((a) - 1) * ps] != 0,             \
                                    state[next_cell + (a) * ps] != 0);                         \
            hi += FLOWFIELD__CORNER(moves, state[base_cell + ((b) + 1) * ps] != 0,             \
                                    state[next_cell + (b) * ps] != 0);                         \
        }                                                                                      \
        wend = hi >> 6;                                                                        \
        for (wi = lo >> 6; wi <= wend; wi++) {                                                 \
            uint64_t m;                                                                        \
            if ((o) == 1 && !built[(next_line >> 6) * vw + wi]) {                              \
                built[(next_line >> 6) * vw + wi] = 1;                                         \
                flowfield__column_block(hbits, vbits, hw, vw, rows, s, next_line >> 6, wi);    \
            }                                                                                  \
            m = own[wi];                                                                       \
            if (wi == lo >> 6) m &= ~0ull << (lo & 63);                                        \
            if (wi == wend) m &= ~0ull >> (63 - (hi & 63));                                    \
            own[wi] &= ~m;                                                                     \
            while (m) {                                                                        \
                const uint64_t after = m + (m & (0ull - m)), run = m & ~after;                 \
                const int32_t r0 = wi * 64 + (int32_t)FLOWFIELD__CTZ64(run);                   \
                const int32_t r1 = wi * 64 + 63 - (int32_t)FLOWFIELD__CLZ64(run);              \
                int32_t c = next_cell + r0 * ps, x_;                                           \
                uint64_t *cross = cross0 + (size_t)r0 * (size_t)cw;                            \
                m &= after;                                                                    \
                for (x_ = r0; x_ <= r1; x_++, c += ps, cross += cw) {                          \
                    state[c] = FLOWFIELD__SETTLED_DIR(back[0]);                                \
                    steps[c] = layer;                                                          \
                    *cross &= keep;                                                            \
                }                                                                              \
                if (r0 < (a)) state[next_cell + r0 * ps] = FLOWFIELD__SETTLED_DIR(back[1]);    \
                if (r1 > (b)) state[next_cell + r1 * ps] = FLOWFIELD__SETTLED_DIR(back[2]);    \
                line_of[tail] = (uint32_t)next_line | (uint32_t)(o) << 31 | (uint32_t)((d) > 0) << 30; \
                span[tail++] = (uint32_t)r0 | (uint32_t)r1 << 16;                              \
                reached += r1 - r0 + 1;                                                        \
            }                                                                                  \
        }                                                                                      \
    }
/* the cell at position x of line l (orientation o), past an end of a run there: if free, a run of
 * one across (orientation o ^ 1, line x, position l), outward side out */
#define FLOWFIELD__END(o, l, x, out)                                                           \
    {                                                                                          \
        const int32_t c = (l) * across[o] + (x) * along[o];                                    \
        if (state[c] == FLOWFIELD__FREE) {                                                     \
            bits[o][(size_t)(l) * (size_t)words[o] + (size_t)((x) >> 6)] &= ~(1ull << ((x) & 63)); \
            bits[(o) ^ 1][(size_t)(x) * (size_t)words[(o) ^ 1] + (size_t)((l) >> 6)] &= ~(1ull << ((l) & 63)); \
            state[c] = FLOWFIELD__SETTLED_DIR(back_end[o][out]);                               \
            steps[c] = layer;                                                                  \
            line_of[tail] = (uint32_t)(x) | (uint32_t)((o) ^ 1) << 31 | (uint32_t)(out) << 30; \
            span[tail++] = (uint32_t)(l) * 0x10001u;                                           \
            reached++;                                                                         \
        }                                                                                      \
    }
    while (head < tail && layer < max_steps) {
        const int32_t first = head, end = tail, before = reached;
        layer++;
        /* every run's outward side first (away from its parent), then the inward ones, then
         * the cells past the ends: in open ground the runs along the ring's other edges reach
         * those first, and the ring stays a few runs */
        for (pass = 0; pass < 2; pass++)
            for (i = first; i < end; i++) {
                const int32_t l = (int32_t)(line_of[i] & 0x3FFFFFFFu);
                const int32_t a = (int32_t)(span[i] & 0xFFFFu), b = (int32_t)(span[i] >> 16);
                /* orientation and side (the outward one, then the other): a copy of the
                 * expansion for each, constants inside */
                switch ((line_of[i] >> 30) ^ pass) {
                case 0: FLOWFIELD__SIDE(0, l, a, b, -1) break;
                case 1: FLOWFIELD__SIDE(0, l, a, b, 1) break;
                case 2: FLOWFIELD__SIDE(1, l, a, b, -1) break;
                default: FLOWFIELD__SIDE(1, l, a, b, 1) break;
                }
            }
        head = end;
        for (i = first; i < end; i++) {
            const int32_t l = (int32_t)(line_of[i] & 0x3FFFFFFFu), o = (int32_t)(line_of[i] >> 31);
            const int32_t a = (int32_t)(span[i] & 0xFFFFu), b = (int32_t)(span[i] >> 16);
            if (o) {
                FLOWFIELD__END(1, l, a - 1, 0)
                FLOWFIELD__END(1, l, b + 1, 1)
            } else {
                FLOWFIELD__END(0, l, a - 1, 0)
                FLOWFIELD__END(0, l, b + 1, 1)
            }
        }
        /* runs this short cost more than cells: hand the rest to the cell queue loop */
        cells_recent += reached - before - cells_recent / 8; /* about the last 8 layers */
        runs_recent += tail - end - runs_recent / 8;
        if (layer >= FLOWFIELD__RUNS_WARMUP && cells_recent < FLOWFIELD__RUNS_MIN * runs_recent && tail > end) {
            uint32_t *pending = (uint32_t *)(void *)ws->nodes; /* the bits are done with */
            const int32_t n = tail - head;
            int32_t queued = 0, total;
            for (i = 0; i < n; i++) {
                pending[2 * i] = line_of[head + i];
                pending[2 * i + 1] = span[head + i];
            }
            for (i = 0; i < n; i++) {
                const int32_t l = (int32_t)(pending[2 * i] & 0x3FFFFFFFu), o = (int32_t)(pending[2 * i] >> 31);
                const int32_t a = (int32_t)(pending[2 * i + 1] & 0xFFFFu), b = (int32_t)(pending[2 * i + 1] >> 16);
                int32_t pos, c = l * across[o] + a * along[o];
                for (pos = a; pos <= b; pos++, c += along[o]) line_of[queued++] = (uint32_t)c;
            }
            total = flowfield__bfs_classed_any(ws, queued, moves, max_steps);
            reached += total - queued;
            line_of[reached - 1] = line_of[total - 1]; /* the farthest cell (total >= queued > 0) */
            return reached;
        }
    }
#undef FLOWFIELD__SIDE
#undef FLOWFIELD__END
    /* flowfield_compute reads the farthest cell from the queue's last place */
    if (tail > 0) {
        const int32_t l = (int32_t)(line_of[tail - 1] & 0x3FFFFFFFu), o = (int32_t)(line_of[tail - 1] >> 31);
        line_of[reached - 1] = (uint32_t)(l * across[o] + (int32_t)(span[tail - 1] & 0xFFFFu) * along[o]);
    }
    return reached;
}

/* the runs loop, one copy per corner rule, kept out of flowfield_compute as the masked loop is */
FLOWFIELD__LOOP
static int32_t flowfield__bfs_runs_any(flowfield_workspace *ws, int32_t goals, int moves,
                                       uint32_t max_steps) {
    int32_t reached;
#define FLOWFIELD__RUNS_RULE(rule) reached = flowfield__bfs_runs(ws, goals, rule, max_steps);
    FLOWFIELD__EACH_RULE(moves, FLOWFIELD__RUNS_RULE)
#undef FLOWFIELD__RUNS_RULE
    return reached;
}

#else
/* FLOWFIELD_SMALL: no room for the masked loops, none for the runs loop (only the plain loops) */
static int32_t flowfield__bfs_pitch_shift(const flowfield_workspace *ws) {
    (void)ws;
    return 0;
}
static int flowfield__runs_fit(const flowfield_workspace *ws) {
    (void)ws;
    return 0;
}
#endif /* FLOWFIELD_SMALL */

/* >>buckets: Dinitz's bucket queue. Bucket b holds cells whose key (the double of S + D*sqrt 2)
 * lies in [b * width, (b + 1) * width), width = min_cost: an offer costs at least min_cost more
 * than the cell making it, so it never lands in the bucket being read (the bucket is taken as
 * at least the next one, whatever the rounding), and no cell of that bucket can improve
 * another, so every cell is final when its bucket is read and the order inside a bucket does
 * not matter. (Below 2^23 a key's rounding cannot put a cell in the wrong bucket in a way that
 * matters: two cells within rounding of the same edge would have true costs closer than two
 * different costs can be, see EXACTNESS.) A ring of lists holds the buckets from the current
 * one on: as a circle when an offer is always less than a ring ahead (cost ratios up to about
 * 11000 on large grids), else as the window [base, base + ring) with later buckets in the
 * overflow list (index ring), pulled in when the window is used up. A list is a chain of chunks
 * of FLOWFIELD__CHUNK int32 in a pool (the workspace's next array, the bytes after it and prev,
 * which also hold the lists' first chunks and next free slots): cells in slots 0 .. CHUNK - 2,
 * the next chunk's index in the last slot. A cell whose key falls into another bucket is added
 * there too, and its old entry is left to be skipped when read (the cell is settled by then),
 * unless its old bucket holds at most FLOWFIELD__SHORT cells (wide cost ranges spread cells
 * thin), where it is taken out. So a bucket is read front to back as an array (the cells a few
 * entries on prefetched), adding a cell is one store, and no pointers run through the cells. */
#ifndef FLOWFIELD__CHUNK
#define FLOWFIELD__CHUNK 32
#endif
#ifndef FLOWFIELD__RING_MOST /* tests squeeze it */
#define FLOWFIELD__RING_MOST 16384 /* lists; keys at most this many buckets ahead need no overflow */
#endif
typedef struct flowfield__queue {
    flowfield__node *nodes;
    uint8_t *state;
    int32_t *pool;
    int32_t *head, *tail; /* per list: first chunk (-1: empty), next free slot */
    double inverse_width;
    uint64_t base, current, mask;
    uint64_t window;          /* buckets from here on go to the overflow list (circle: never) */
    int32_t ring;             /* ring size, a power of two */
    int32_t free_chunk;       /* chunks given back, linked through their last slot */
    int32_t fresh, chunks;    /* chunks fresh .. chunks - 1 were never used */
    int32_t reading;          /* the list being read: compaction leaves it alone */
} flowfield__queue;

static double flowfield__key(const flowfield__node *node) {
    return FLOWFIELD__PAIR_KEY(node->straight, node->diagonal);
}

/* A queued cell's node holds its key, the double of its tentative S + D*sqrt 2 computed once
 * when offered (so comparing with it is comparing with flowfield__key of the pair); the node
 * gets S and D when the cell is settled, from its parent's. */
static double flowfield__queued_key(const flowfield__node *node) {
    double key;
    FLOWFIELD__MEMCPY(&key, node, sizeof key);
    return key;
}

static void flowfield__set_key(flowfield__node *node, double key) {
    FLOWFIELD__MEMCPY(node, &key, sizeof key);
}

typedef char flowfield__key_fits_node[sizeof(double) == sizeof(flowfield__node) ? 1 : -1];

/* a key's bucket, and a bucket's list (the search keeps the queue's fields in locals) */
static uint64_t flowfield__bucket_at(double key, double inverse_width) {
    return (uint64_t)(int64_t)(key * inverse_width); /* keys < 2^34: the signed conversion is cheaper */
}

static int32_t flowfield__list_at(uint64_t bucket, uint64_t window, uint64_t mask, int32_t ring) {
    return bucket < window ? (int32_t)(bucket & mask) : ring;
}

static uint64_t flowfield__bucket(const flowfield__queue *qu, double key) {
    return flowfield__bucket_at(key, qu->inverse_width);
}

static int32_t flowfield__list(const flowfield__queue *qu, uint64_t bucket) {
    return flowfield__list_at(bucket, qu->window, qu->mask, qu->ring);
}

/* A slot to read or write at in a chain of chunks: the slot itself, or at a chunk's last slot
 * (the link) the first slot of the next chunk. */
static int32_t flowfield__slot(const int32_t *pool, int32_t slot) {
    return (slot & (FLOWFIELD__CHUNK - 1)) == FLOWFIELD__CHUNK - 1 ? pool[slot] * FLOWFIELD__CHUNK : slot;
}

static void flowfield__empty_list(flowfield__queue *qu, int32_t list) {
    qu->head[list] = -1;
    qu->tail[list] = FLOWFIELD__CHUNK - 1; /* reads as a full chunk: the next add takes a new one */
}

static void flowfield__give_chunk(flowfield__queue *qu, int32_t chunk) {
    qu->pool[chunk * FLOWFIELD__CHUNK + FLOWFIELD__CHUNK - 1] = qu->free_chunk;
    qu->free_chunk = chunk;
}

/* A list was packed toward its front up to slot write: give back its chunks after write's, up
 * to its old last chunk. */
static void flowfield__cut(flowfield__queue *qu, int32_t write, int32_t last) {
    const int32_t K = FLOWFIELD__CHUNK;
    int32_t chunk;
    if (write / K == last) return;
    chunk = qu->pool[(write / K) * K + K - 1];
    for (;;) {
        const int32_t next = qu->pool[chunk * K + K - 1];
        flowfield__give_chunk(qu, chunk);
        if (chunk == last) break;
        chunk = next;
    }
}

/* Drop every entry that no longer stands for a queued cell (settled, or its cost now in another
 * list, or a second entry of the same cell in one list), in every list but the one being read.
 * Afterwards a cell has at most one entry in all the lists together (see flowfield__grow). */
static void flowfield__compact(flowfield__queue *qu) {
    const int32_t K = FLOWFIELD__CHUNK;
    int32_t *pool = qu->pool;
    uint8_t *state = qu->state;
    int32_t list, pass;
    for (pass = 0; pass < 2; pass++)
        for (list = 0; list <= qu->ring; list++) {
            int32_t read, write, end, last;
            if (list == qu->reading || qu->head[list] < 0) continue;
            read = write = qu->head[list] * K;
            end = qu->tail[list];
            if (pass == 1) { /* clear the marks */
                while (read != end) {
                    read = flowfield__slot(pool, read);
                    state[pool[read++]] &= (uint8_t)~FLOWFIELD__MARK;
                }
                continue;
            }
            last = end / K;
            while (read != end) {
                int32_t cell;
                read = flowfield__slot(pool, read);
                cell = pool[read++];
                if (state[cell] & (FLOWFIELD__SETTLED | FLOWFIELD__MARK)) continue;
                if (flowfield__list(qu, flowfield__bucket(qu, flowfield__queued_key(&qu->nodes[cell]))) != list)
                    continue;
                state[cell] |= FLOWFIELD__MARK; /* scratch bit: kept once */
                write = flowfield__slot(pool, write);
                pool[write++] = cell;
            }
            qu->tail[list] = write;
            flowfield__cut(qu, write, last);
        }
}

/* A new chunk at the end of a list whose last chunk is full; returns the slot to write. The pool
 * holds the passable cells + a part-filled chunk for every list that can hold cells at once + 3
 * chunks (flowfield__queue_init), and after compaction a cell has at most one entry in all the
 * lists together, the one being read included (a cell enters a list only when its bucket
 * changes, buckets only fall, and the overflow list is compacted when the window moves), so a
 * chunk is always found. */
static int32_t flowfield__grow(flowfield__queue *qu, int32_t list) {
    int32_t chunk;
#ifdef FLOWFIELD__POOL_TIGHT /* tests: compact at every new chunk, abort if the pool runs out */
    if (1) {
#else
    if (qu->free_chunk < 0 && qu->fresh == qu->chunks) {
#endif
        flowfield__compact(qu);
        /* the list may have lost entries: its last chunk may have room again */
        if ((qu->tail[list] & (FLOWFIELD__CHUNK - 1)) != FLOWFIELD__CHUNK - 1) return qu->tail[list];
    }
#ifdef FLOWFIELD__POOL_TIGHT
    if (qu->free_chunk < 0 && qu->fresh == qu->chunks) FLOWFIELD__POOL_TIGHT();
#endif
    if (qu->free_chunk >= 0) {
        chunk = qu->free_chunk;
        qu->free_chunk = qu->pool[chunk * FLOWFIELD__CHUNK + FLOWFIELD__CHUNK - 1];
    } else {
        chunk = qu->fresh++;
    }
    if (qu->head[list] < 0) qu->head[list] = chunk;
    else qu->pool[qu->tail[list]] = chunk; /* the full chunk's link slot */
    return chunk * FLOWFIELD__CHUNK;
}

#define FLOWFIELD__PUSH(cell_, list_)                                                         \
    {                                                                                         \
        const int32_t list_p = (list_);                                                       \
        int32_t slot = tail[list_p];                                                          \
        if ((slot & (FLOWFIELD__CHUNK - 1)) == FLOWFIELD__CHUNK - 1) {                         \
            const int32_t given = qu->free_chunk; /* a list's first chunk, given back: inline */ \
            if (FLOWFIELD__GROW_INLINE && given >= 0 && qu->head[list_p] < 0) {               \
                qu->free_chunk = pool[given * FLOWFIELD__CHUNK + FLOWFIELD__CHUNK - 1];        \
                qu->head[list_p] = given;                                                     \
                slot = given * FLOWFIELD__CHUNK;                                              \
            } else {                                                                          \
                slot = flowfield__grow(qu, list_p);                                           \
            }                                                                                 \
        }                                                                                     \
        pool[slot] = (int32_t)(cell_);                                                        \
        tail[list_p] = slot + 1;                                                              \
    }
#ifdef FLOWFIELD__POOL_TIGHT
#define FLOWFIELD__GROW_INLINE 0
#else
#define FLOWFIELD__GROW_INLINE 1
#endif

/* Lay out the queue in the workspace's next and prev arrays (and the bytes after next) and
 * pick the ring: as large as the offers' reach needs and the pool allows, with room for an
 * entry per passable cell and a part-filled chunk per list that can hold cells at once. */
static void flowfield__queue_init(flowfield__queue *qu, flowfield_workspace *ws, int moves,
                                  int32_t lowest, int32_t highest, int32_t passable) {
    const int32_t K = FLOWFIELD__CHUNK;
    /* buckets an offer can land ahead of the current one, + 2 for rounding */
    const double reach = (double)highest * (moves == GRIDPATH_MOVES_4 ? 1.0 : FLOWFIELD__SQRT2) / (double)lowest + 2.0;
    const int32_t slots = (int32_t)(ws->value - ws->next);
    int32_t ring = 1, i;
    for (;;) {
        const int32_t next = ring * 2, lists = (double)next >= reach ? (int32_t)reach + 1 : next + 1;
        if (next > FLOWFIELD__RING_MOST ||
            (double)2 * (next + 1) + (double)passable * K / (K - 1) + (double)(lists + 3) * K > (double)slots)
            break;
        ring = next;
        if ((double)ring >= reach) break;
    }
    qu->nodes = ws->nodes;
    qu->state = ws->state;
    qu->head = ws->next;
    qu->tail = ws->next + ring + 1;
    qu->pool = ws->next + 2 * (ring + 1);
    qu->chunks = (slots - 2 * (ring + 1)) / K;
#ifdef FLOWFIELD__POOL_TIGHT /* tests: no more chunks than the bound flowfield__grow relies on */
    {
        const int32_t lists = (double)ring >= reach ? (int32_t)reach + 1 : ring + 1;
        const int32_t least = passable / (K - 1) + 1 + lists + 3;
        if (least < qu->chunks) qu->chunks = least;
    }
#endif
    qu->inverse_width = 1.0 / (double)lowest;
    qu->base = 0;
    qu->current = 0;
    qu->window = (double)ring >= reach ? (uint64_t)-1 : (uint64_t)ring;
    qu->ring = ring;
    qu->mask = (uint64_t)(ring - 1);
    qu->free_chunk = -1;
    qu->fresh = 0;
    qu->reading = -1;
    for (i = 0; i <= ring; i++) flowfield__empty_list(qu, i);
}

/* The window is used up (every ring list is empty): move it to the smallest overflow bucket
 * and pull in every overflow cell that now fits. Returns 0 when nothing is left. */
static int flowfield__advance(flowfield__queue *qu) {
    const int32_t K = FLOWFIELD__CHUNK, overflow = qu->ring;
    int32_t *pool = qu->pool, *tail = qu->tail;
    uint8_t *state = qu->state;
    int32_t read, write, end, last;
    uint64_t lowest = (uint64_t)-1;
    if (qu->head[overflow] < 0) return 0;
    /* keep one entry per queued cell (marked until it is moved below), find the lowest bucket */
    read = write = qu->head[overflow] * K;
    end = tail[overflow];
    last = end / K;
    while (read != end) {
        int32_t cell;
        uint64_t b;
        read = flowfield__slot(pool, read);
        cell = pool[read++];
        if (state[cell] & (FLOWFIELD__SETTLED | FLOWFIELD__MARK)) continue;
        state[cell] |= FLOWFIELD__MARK;
        b = flowfield__bucket(qu, flowfield__queued_key(&qu->nodes[cell]));
        if (b < lowest) lowest = b;
        write = flowfield__slot(pool, write);
        pool[write++] = cell;
    }
    flowfield__cut(qu, write, last);
    if (lowest == (uint64_t)-1) return 0;
    qu->base = lowest & ~qu->mask;
    qu->current = lowest;
    qu->window = qu->base + (uint64_t)qu->ring;
    read = qu->head[overflow] * K;
    end = write;
    flowfield__empty_list(qu, overflow);
    while (read != end) {
        int32_t cell;
        if ((read & (K - 1)) == K - 1) {
            const int32_t chunk = read / K;
            read = pool[read] * K;
            flowfield__give_chunk(qu, chunk);
            continue;
        }
        cell = pool[read++];
        state[cell] &= (uint8_t)~FLOWFIELD__MARK;
        FLOWFIELD__PUSH(cell, flowfield__list(qu, flowfield__bucket(qu, flowfield__queued_key(&qu->nodes[cell]))))
    }
    flowfield__give_chunk(qu, read / K);
    return 1;
}

/* >>dijkstra: the exact reverse search. Expanding cell p offers every neighbour q that can step
 * INTO p its cost + p's value (times sqrt 2 diagonally); a free cell takes it, a queued one only
 * if cheaper, and is added to the offer's bucket only if that is not the bucket it is in. The
 * eight neighbours are tested at once as bit masks (free, queued, cheaper, corner rule), so a
 * branch is taken only per cell that takes an offer. A neighbour's bit is its place in the
 * state bytes read as three words: NW N NE . / W p E . / . SW S SE. */
#define FLOWFIELD__B_DIAGONAL 0xA05u /* NW NE SW SE */
#define FLOWFIELD__B_STRAIGHT 0x452u /* N W E S */

/* the memory a cell's expansion reads: its state rows, its and its neighbours' nodes, values */
#define FLOWFIELD__PREFETCH_CELL(cell_)                                                       \
    {                                                                                         \
        const int32_t f = (cell_);                                                            \
        FLOWFIELD__PREFETCH(&state[f]);                                                       \
        FLOWFIELD__PREFETCH(&state[f - s]);                                                   \
        FLOWFIELD__PREFETCH(&state[f + s]);                                                   \
        FLOWFIELD__PREFETCH(&nodes[f - 1]);                                                   \
        FLOWFIELD__PREFETCH(&nodes[f + 1]);                                                   \
        FLOWFIELD__PREFETCH(&nodes[f - s - 1]);                                               \
        FLOWFIELD__PREFETCH(&nodes[f - s + 1]);                                               \
        FLOWFIELD__PREFETCH(&nodes[f + s - 1]);                                               \
        FLOWFIELD__PREFETCH(&nodes[f + s + 1]);                                               \
        FLOWFIELD__PREFETCH(&value[f]);                                                       \
    }

FLOWFIELD__APART flowfield_result flowfield__dijkstra(flowfield_workspace *ws, flowfield__queue *qu,
                                              int moves, double max_distance, int32_t *reached) {
    const int32_t K = FLOWFIELD__CHUNK;
    uint8_t *state = ws->state;
    const int32_t *value = ws->value;
    flowfield__node *nodes = ws->nodes;
    int32_t *pool = qu->pool, *tail = qu->tail;
    const ptrdiff_t s = ws->stride; /* ptrdiff_t indices: see flowfield__bfs */
    const int32_t ring = qu->ring;
    const uint64_t mask = qu->mask;
    const double inverse_width = qu->inverse_width;
    const double most = max_distance > 0.0 ? max_distance : 1e300; /* keys are below 2^34 */
    const ptrdiff_t toward[8] = {1, 1 - s, -s, -1 - s, -1, -1 + s, s, 1 + s}; /* direction d */
    ptrdiff_t offset[12];
    int32_t count = 0;
    uint8_t back[12];
    uint16_t allowed[16]; /* by the passable sides N W E S: the neighbours the move rule allows */
    const uint64_t limit = 0xFFFFFFFFu;
    unsigned m;
    for (m = 0; m < 12; m++) {
        const int dx = (int)(m & 3u) - (m >= 8 ? 2 : 1), dy = (int)(m >> 2) - 1;
        int d;
        offset[m] = dy * s + dx;
        back[m] = 0;
        for (d = 0; d < 8; d++) /* q's step back to p: the opposite of p's step to q */
            if (GRIDPATH_DIR_DX(d) == -dx && GRIDPATH_DIR_DY(d) == -dy) back[m] = (uint8_t)d;
    }
    for (m = 0; m < 16; m++) {
        const unsigned n = m & 1u, w = (m >> 1) & 1u, e = (m >> 2) & 1u, so = (m >> 3) & 1u;
        const unsigned diagonals = (unsigned)FLOWFIELD__CORNER(moves, n, w) | (unsigned)FLOWFIELD__CORNER(moves, n, e) << 2 |
                                   (unsigned)FLOWFIELD__CORNER(moves, so, w) << 9 | (unsigned)FLOWFIELD__CORNER(moves, so, e) << 11;
        allowed[m] = (uint16_t)(FLOWFIELD__B_STRAIGHT | (moves == GRIDPATH_MOVES_4 ? 0u : diagonals));
    }
    for (;;) {
        int32_t list = (int32_t)(qu->current & mask), chunk, last;
        uint64_t window, current;
        if (qu->head[list] < 0) {
            if (qu->window == (uint64_t)-1) { /* a circle: a full turn of empty lists ends it */
                const int32_t *head = qu->head;
                int32_t skipped = 0;
                do
                    list = (list + 1) & (ring - 1);
                while (head[list] < 0 && ++skipped < ring);
                if (head[list] < 0) break;
                qu->current += (uint64_t)skipped + 1;
            } else {
                while (qu->head[list] < 0) {
                    /* nothing is ever added below current, so at the window's end the ring is empty */
                    if (++qu->current == qu->window && !flowfield__advance(qu)) break;
                    list = (int32_t)(qu->current & mask);
                }
                if (qu->head[list] < 0) break;
            }
        }
        if (max_distance > 0.0 && (double)qu->current > max_distance * inverse_width + 1.0) break;
        qu->reading = list;
        window = qu->window;
        current = qu->current;
        chunk = qu->head[list];
        last = tail[list] / K; /* nothing is added to the bucket being read */
        if (qu->current + FLOWFIELD__AHEAD_BUCKETS < window) {
            /* sparse buckets (wide cost ranges): the first cells of a bucket a few on */
            const int32_t ahead = (int32_t)((qu->current + FLOWFIELD__AHEAD_BUCKETS) & mask), first = qu->head[ahead];
            if (first >= 0 && tail[ahead] != first * K) {
                FLOWFIELD__PREFETCH_CELL(pool[first * K])
            }
        }
        for (;;) {
            const int32_t *entry = pool + chunk * K, next = chunk == last ? -1 : entry[K - 1];
            const int32_t n = chunk == last ? tail[list] - chunk * K : K - 1;
            int32_t i;
            for (i = 0; i < n; i++) {
                const ptrdiff_t p = entry[i];
                unsigned st, passable, open, queued, cheaper, take;
                uint64_t straight_base, diagonal_base, cost;
                /* the cell a few entries on: its memory on its way while this one is worked */
                if (i + FLOWFIELD__AHEAD < n) {
                    FLOWFIELD__PREFETCH_CELL(entry[i + FLOWFIELD__AHEAD])
                }
                st = state[p];
                if (st & FLOWFIELD__SETTLED) continue; /* an old entry of a cell settled earlier */
                if (flowfield__queued_key(&nodes[p]) > most) continue;
                {
                    uint32_t above, middle, below;
                    FLOWFIELD__MEMCPY(&above, state + p - s - 1, 4); /* before p is marked settled: */
                    FLOWFIELD__MEMCPY(&middle, state + p - 1, 4);     /* a load over a pending store waits */
                    FLOWFIELD__MEMCPY(&below, state + p + s - 2, 4);
#ifdef FLOWFIELD__SSE2
                    {
                        const __m128i around = _mm_unpacklo_epi64(_mm_unpacklo_epi32(_mm_cvtsi32_si128((int)above), _mm_cvtsi32_si128((int)middle)),
                                                                  _mm_cvtsi32_si128((int)below));
                        passable = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(around, _mm_setzero_si128())) ^ 0xFFFFu;
                        open = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(around, _mm_set1_epi8(1)));
                        queued = (unsigned)_mm_movemask_epi8(_mm_cmpgt_epi8(around, _mm_set1_epi8(1))); /* 2 .. 127 */
                    }
#else
                    {
                        unsigned j;
                        /* the 12 state bytes in memory order, whatever the byte order of the
                         * three words (byte j of a word is not bits 8j of it on big-endian) */
                        uint8_t around[12];
                        FLOWFIELD__MEMCPY(around, &above, 4);
                        FLOWFIELD__MEMCPY(around + 4, &middle, 4);
                        FLOWFIELD__MEMCPY(around + 8, &below, 4);
                        passable = open = queued = 0;
                        for (j = 0; j < 12; j++) {
                            const unsigned b = around[j];
                            passable |= (unsigned)(b != 0) << j;
                            open |= (unsigned)(b == 1) << j;
                            queued |= (unsigned)(b >= 2 && b < 128) << j;
                        }
                    }
#endif
                }
                /* settle: S and D from the parent's (a goal's node holds 0.0, which is S = D = 0) */
                if (st != FLOWFIELD__GOAL) {
                    const unsigned d = st - FLOWFIELD__DIR0;
                    const ptrdiff_t parent = p + toward[d];
                    const uint32_t v = (uint32_t)value[parent], odd = 0u - (d & 1u);
                    const uint64_t straight = (uint64_t)nodes[parent].straight + (v & ~odd);
                    const uint64_t diagonal = (uint64_t)nodes[parent].diagonal + (v & odd);
                    /* a cost past the limit: checked here, where it would become a cell's (an
                     * offer past it may go unused: the farthest cell's, or one a cheaper offer
                     * replaces; until 0.8.10 every offer was checked) */
                    if (straight > limit || diagonal > limit) return FLOWFIELD_COST_OVERFLOW;
                    nodes[p].straight = (uint32_t)straight;
                    nodes[p].diagonal = (uint32_t)diagonal;
                }
                state[p] = (uint8_t)(st | FLOWFIELD__SETTLED);
                count++;
                cost = (uint64_t)value[p];
                straight_base = (uint64_t)nodes[p].straight;
                diagonal_base = (uint64_t)nodes[p].diagonal;
                {
                    /* the offers' keys from the untruncated sums (below 2^33: exact as doubles,
                     * and as signed integers; one past the limit fails when it settles a cell) */
                    const double key_straight = FLOWFIELD__PAIR_KEY((int64_t)(straight_base + cost), (int64_t)diagonal_base);
                    const double key_diagonal = FLOWFIELD__PAIR_KEY((int64_t)straight_base, (int64_t)(diagonal_base + cost));
                    /* an offer costs at least min_cost = 2 bucket widths more: never this bucket */
                    const uint64_t bucket_straight0 = flowfield__bucket_at(key_straight, inverse_width);
                    const uint64_t bucket_diagonal0 = flowfield__bucket_at(key_diagonal, inverse_width);
                    const uint64_t bucket_straight = bucket_straight0 > current ? bucket_straight0 : current + 1;
                    const uint64_t bucket_diagonal = bucket_diagonal0 > current ? bucket_diagonal0 : current + 1;
                    const int32_t list_straight = flowfield__list_at(bucket_straight, window, mask, ring);
                    const int32_t list_diagonal = flowfield__list_at(bucket_diagonal, window, mask, ring);
#ifdef FLOWFIELD__SSE2
                    {
                        const double *row = (const double *)(const void *)nodes;
                        const __m128d ds = _mm_set_pd(key_straight, key_diagonal);
                        const __m128d nw_n = _mm_loadu_pd(row + p - 1 - s), sw_s = _mm_loadu_pd(row + p - 1 + s);
                        const __m128d ne_e = _mm_loadh_pd(_mm_load_sd(row + p + 1 - s), row + p + 1);
                        const __m128d w_se = _mm_loadh_pd(_mm_load_sd(row + p - 1), row + p + 1 + s);
                        const unsigned a = (unsigned)_mm_movemask_pd(_mm_cmplt_pd(ds, nw_n));
                        const unsigned b = (unsigned)_mm_movemask_pd(_mm_cmplt_pd(ds, sw_s));
                        const unsigned c = (unsigned)_mm_movemask_pd(_mm_cmplt_pd(ds, ne_e));
                        const unsigned e = (unsigned)_mm_movemask_pd(_mm_cmplt_pd(_mm_set_pd(key_diagonal, key_straight), w_se));
                        cheaper = a | b << 9 | (c & 1u) << 2 | (c & 2u) << 5 | (e & 1u) << 4 | (e & 2u) << 10;
                    }
#else
                    {
                        unsigned j;
                        cheaper = 0;
                        for (j = 0; j < 12; j++)
                            cheaper |= (unsigned)(((FLOWFIELD__B_DIAGONAL >> j) & 1u ? key_diagonal : key_straight) <
                                                  flowfield__queued_key(&nodes[p + offset[j]])) << j;
                    }
#endif
                    /* the free neighbours and the queued ones the offer beats, as the rule allows
                     * (the nodes of the others were compared too: their bits are dropped here) */
                    take = (open | (queued & cheaper)) &
                           allowed[((passable >> 1) & 1u) | ((passable >> 3) & 2u) | ((passable >> 4) & 4u) | ((passable >> 7) & 8u)];
                    {
                        const double key_of[2] = {key_straight, key_diagonal};
                        const uint64_t bucket_of[2] = {bucket_straight, bucket_diagonal};
                        const int32_t list_of[2] = {list_straight, list_diagonal};
                        while (take) {
                            const unsigned j = FLOWFIELD__CTZ(take), diagonal = (FLOWFIELD__B_DIAGONAL >> j) & 1u;
                            const ptrdiff_t q = p + offset[j];
                            const unsigned was_queued = (queued >> j) & 1u;
                            /* a queued cell's bucket before the offer */
                            const uint64_t was = was_queued ? flowfield__bucket_at(flowfield__queued_key(&nodes[q]), inverse_width) : 0;
                            take &= take - 1;
                            flowfield__set_key(&nodes[q], key_of[diagonal]);
                            state[q] = (uint8_t)(FLOWFIELD__DIR0 + back[j]);
                            if (was_queued && was == bucket_of[diagonal]) continue; /* in it already */
                            if (was_queued) {
                                /* wide cost ranges make short lists: take the old entry out
                                 * there rather than read it later as a settled cell's */
                                const int32_t old_list = flowfield__list_at(was, window, mask, ring);
                                const int32_t from = qu->head[old_list] * K, to = tail[old_list];
                                if (to - from > 0 && to - from <= FLOWFIELD__SHORT && old_list != list) {
                                    int32_t k;
                                    for (k = from; k < to; k++)
                                        if (pool[k] == q) {
                                            pool[k] = pool[to - 1];
                                            tail[old_list] = to - 1;
                                            break;
                                        }
                                }
                            }
                            FLOWFIELD__PUSH(q, list_of[diagonal])
                        }
                    }
                }
            }
            flowfield__give_chunk(qu, chunk);
            if (next < 0) break;
            chunk = next;
        }
        flowfield__empty_list(qu, list);
        qu->reading = -1;
    }
    *reached = count;
    return FLOWFIELD_OK;
}
#undef FLOWFIELD__PUSH
#undef FLOWFIELD__GROW_INLINE
#undef FLOWFIELD__PREFETCH_CELL

/* >>uniform: the exact search when every passable cell has the same value c. Steps then cost
 * c or c*sqrt(2), and cells are settled in order of cost, so the list of settled cells (order,
 * in the workspace's next array) is sorted by cost. Every settled cell p makes two offers: d + c
 * to its straight neighbours, d + c*sqrt 2 to its diagonal ones, and each kind of offer comes in
 * the order of the list. So two read positions replace the priority queue: h0, the next cell
 * whose straight offer is pending, and the head of a stream of the cells whose diagonal offers
 * are pending (appended by their straight events, which come first: for one cell the straight
 * offer is cheaper). The cheaper of the two pending offers is the cheapest anywhere, so it
 * settles at once every neighbour it reaches that is not settled yet, and those are appended to
 * the list: one "event" per cell and kind, no queue entries per neighbour, no comparison per
 * neighbour, no stale entries to skip. On equal offers the straight one goes first; within an
 * event the neighbours in the order of flowfield__ring (straight) or NE NW SW SE.
 * An event is the BFS loop's neighbour visit, with a cost pair instead of a step count. Most
 * diagonal events settle nothing (97-98% on open maps): a straight event flags the cells it
 * settles whose diagonal event may (FLOWFIELD__ACROSS, below), and only those go on the stream,
 * which lies in the field's cost array (stream: at most one entry per reached cell; the array
 * is written from the nodes after the search).
 * Out of line, one copy per rule (flowfield__uniform_any): clang -O2 had kept five of its
 * pointers on the stack inlined in flowfield_compute, and gcc ran out of registers there with
 * the stream; the event's cost pair is an SSE2 register for the same reason (gcc: 56 -> 49
 * instructions per reached cell on 64room). */
/* A straight event's four neighbours in the order its cell's state byte (its back direction)
 * makes predictable: for a cell settled straight from its parent, the cell ahead (free in open
 * ground), the two beside, the parent; settled diagonally, the two ahead first. at[0] and at[3]
 * are opposite, at[1] and at[2] too (so the cells across a step are at[1], at[2] for at[0] and
 * at[3], and at[0], at[3] for the others). Indexed by the state byte's low 4 bits (2: a goal,
 * 8 + d: settled, back direction d). */
typedef struct flowfield__ring {
    int32_t at[4];    /* offsets */
    uint8_t state[4]; /* the state byte each is settled with */
    uint8_t pad[12];  /* 32 bytes: an index is a shift */
} flowfield__ring;
static void flowfield__ring_init(flowfield__ring *ring, ptrdiff_t s) {
    int k, i;
    for (k = 0; k < 16; k++) {
        int dir[4];
        const int b = k - 8;
        if (k < 8) { /* the goal: E N S W */
            dir[0] = 0; dir[1] = 2; dir[2] = 6; dir[3] = 4;
        } else if (!(b & 1)) {
            dir[0] = b + 4; dir[1] = b + 2; dir[2] = b + 6; dir[3] = b;
        } else {
            dir[0] = b + 3; dir[1] = b + 5; dir[2] = b + 1; dir[3] = b + 7;
        }
        for (i = 0; i < 4; i++) {
            const int d = dir[i] & 7;
            ring[k].at[i] = (int32_t)(GRIDPATH_DIR_DX(d) + GRIDPATH_DIR_DY(d) * s);
            ring[k].state[i] = FLOWFIELD__SETTLED_DIR((d + 4) & 7);
        }
    }
}
#define FLOWFIELD__KEEP 0x40000000 /* a list entry's flag: its diagonal event may settle something */
/* Is the offer of list entry h with key (FLOWFIELD__HUGE: none pending), a node's pair plus ds
 * straight and dd diagonal, dearer than bound, by its cost as flowfield__key rounds it? (out
 * of line: the loop's registers stay as they were without it) */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((noinline, cold))
#endif
static int flowfield__offer_beyond(const flowfield_workspace *ws, double key, ptrdiff_t h, uint32_t ds,
                                   uint32_t dd, double bound) {
    flowfield__node offer;
    if (key == FLOWFIELD__HUGE) return 1;
    offer = ws->nodes[ws->next[h] & (FLOWFIELD__KEEP - 1)];
    offer.straight += ds; /* S, D + c < 2^31 in the event loops */
    offer.diagonal += dd;
    return flowfield__key(&offer) > bound;
}
#ifndef FLOWFIELD__SSE2
/* the 8-byte cost pair at np plus step (the event loops without SSE2: one declaration, so no
 * declaration follows a statement in their events) */
FLOWFIELD__INLINE uint64_t flowfield__pair_plus(const void *np, uint64_t step) {
    uint64_t pair;
    FLOWFIELD__MEMCPY(&pair, np, 8);
    return pair + step;
}
#endif
/* the flag of a cell settled by a straight step from p, by p's side cells across that step
 * (see FLOWFIELD__STRAIGHT_EVENT) */
#define FLOWFIELD__ACROSS(a, b) \
    (filter ? (int32_t)((unsigned)(sp[a] == 0) | (unsigned)(sp[b] == 0)) << 30 : FLOWFIELD__KEEP)
FLOWFIELD__INLINE flowfield_result flowfield__uniform(flowfield_workspace *ws,
                                                     int32_t *stream, const gridpath_point *goals,
                                                     int goal_count, const int moves, uint64_t cost,
                                                     double max_distance, int32_t *reached) {
    uint8_t *state = ws->state;
    flowfield__node *nodes = ws->nodes;
    int32_t *order = ws->next;
    /* keys[h]: list entry h's key, the sum of its path's steps as doubles (its rounding grows
     * with the path's length: flowfield_compute hands fields of more than
     * FLOWFIELD__EXACT_STEPS steps' cost to the two queues, which compare cost pairs) */
    double *keys = (double *)(void *)ws->prev; /* spans prev and value */
    const ptrdiff_t s = ws->stride; /* ptrdiff_t indices: see flowfield__bfs */
    const ptrdiff_t e = 1, w = -1, n = -s, so = s;
    /* at most FLOWFIELD__HUGE, the key past the list's last entry: that stops the loops too */
    const double bound = max_distance > 0.0 && max_distance < FLOWFIELD__HUGE ? max_distance : FLOWFIELD__HUGE;
    /* an offer's key is within 2^-30 of its cost (relative: fewer than 2^22 steps); from near
     * on, the cost itself (of its pair, as flowfield__key rounds it) decides against bound
     * (until 0.8.10 the key did, and could leave out a cell whose cost is max_distance) */
    const double near = bound - bound / 1073741824.0;
    const double unless[2] = {FLOWFIELD__HUGE, 0.0};
    const double cs = (double)cost, cd = FLOWFIELD__ROUND((double)cost * FLOWFIELD__SQRT2);
    /* filter: diagonal events only for the entries flagged FLOWFIELD__KEEP (see below) */
    const int filter = moves == GRIDPATH_MOVES_8_NO_CORNER_CUT;
    ptrdiff_t h0 = 0, tail = 0;
    int32_t *pend = stream, *put = stream; /* the stream's entries whose diagonal event is pending */
    flowfield__ring ring[16];
    int i;
#ifdef FLOWFIELD__SSE2
    /* the steps that add c to a node's S (D), its low (high) 32 bits on x86 */
    const __m128i step0 = _mm_set_epi32(0, 0, 0, (int)cost), step1 = _mm_set_epi32(0, 0, (int)cost, 0);
#else
    /* a node's 8 bytes as one integer, and the steps that add c to its S (D), whichever half
     * of the integer that is on this machine */
    uint64_t step0, step1;
    {
        flowfield__node one;
        one.straight = (uint32_t)cost;
        one.diagonal = 0;
        FLOWFIELD__MEMCPY(&step0, &one, 8);
        one.straight = 0;
        one.diagonal = (uint32_t)cost;
        FLOWFIELD__MEMCPY(&step1, &one, 8);
    }
#endif
    flowfield__ring_init(ring, s);
    for (i = 0; i < goal_count; i++) {
        const ptrdiff_t p = (goals[i].y + 1) * s + goals[i].x + 1;
        if (state[p] != FLOWFIELD__FREE) continue; /* a repeated goal */
        state[p] = (uint8_t)(FLOWFIELD__SETTLED | FLOWFIELD__GOAL);
        nodes[p].straight = nodes[p].diagonal = 0;
        keys[tail] = 0.0;
        keys[tail + 1] = FLOWFIELD__HUGE; /* keys[tail] stays at it: nothing pending there (the
                                      list holds passable cells, so tail + 1 < capacity) */
        order[tail++] = (int32_t)p | FLOWFIELD__KEEP;
    }
/* the event's pair in an SSE2 register where there is one: a general register less */
#ifdef FLOWFIELD__SSE2
#define FLOWFIELD__EVENT_PAIR(np, step_) \
    const __m128i pair = _mm_add_epi64(_mm_loadl_epi64((const __m128i *)(const void *)(np)), step_);
#define FLOWFIELD__STORE_PAIR(at) _mm_storel_epi64((__m128i *)(void *)(at), pair)
#else
#define FLOWFIELD__EVENT_PAIR(np, step_) const uint64_t pair = flowfield__pair_plus(np, step_);
#define FLOWFIELD__STORE_PAIR(at) FLOWFIELD__MEMCPY(at, &pair, 8)
#endif
/* settle the neighbour at offset (if free and corner_ok) with the event's pair and key and the
 * state byte state_, appending it to the list (with flag, 0 or FLOWFIELD__KEEP) and keeping
 * keys[tail] at FLOWFIELD__HUGE */
#define FLOWFIELD__SETTLE(offset, corner_ok, state_, flag)                                    \
    {                                                                                         \
        const ptrdiff_t o_ = (offset);                                                        \
        if (sp[o_] == FLOWFIELD__FREE && (corner_ok)) {                                       \
            const ptrdiff_t q_ = sp + o_ - state;                                             \
            order[tail] = (int32_t)q_ | (flag);                                               \
            sp[o_] = (state_);                                                                \
            FLOWFIELD__STORE_PAIR(nodes + q_);                                                \
            keys[tail] = key;                                                                 \
            keys[tail + 1] = FLOWFIELD__HUGE;                                              \
            tail++;                                                                           \
        }                                                                                     \
    }
#define FLOWFIELD__SETTLE_DIAGONAL(ox, oy, back)                                             \
    FLOWFIELD__SETTLE((ox) + (oy), FLOWFIELD__CORNER(moves, sp[ox] != 0, sp[oy] != 0),         \
                      FLOWFIELD__SETTLED_DIR(back), FLOWFIELD__KEEP)
/* a straight event's k-th neighbour in its ring row r (flowfield__ring) */
#define FLOWFIELD__SETTLE_RING(k, a, b) FLOWFIELD__SETTLE(r->at[k], 1, r->state[k], FLOWFIELD__ACROSS(r->at[a], r->at[b]))
/* an event's cell p (of list entry j), its cost key_ and its neighbours' pair: p's + step_ */
#define FLOWFIELD__EVENT_START(key_, j, step_)                                                \
    const double key = (key_);                                                                \
    const int32_t entry = order[j];                                                           \
    const ptrdiff_t p = entry & (FLOWFIELD__KEEP - 1);                                        \
    uint8_t *const sp = state + p; /* pointers to p: see flowfield__bfs */                    \
    FLOWFIELD__EVENT_PAIR(nodes + p, step_) /* S (D) + c fits: no carry into the other half */
/* A straight event also decides whether its cell's diagonal event can settle anything. Cell x
 * settled by a straight step from p (direction u; v, -v across it) has p's cost + c, and x's
 * diagonal neighbours x + u + v and x + u - v have the side cells p + u + v, p + u - v, which p
 * reaches by diagonal steps (legal when p + v and p - v are free) at p's cost + c sqrt 2 at
 * most, that is x's cost + c (sqrt 2 - 1): their straight steps reach x + u + v no dearer than
 * x's diagonal step, and ties go to straight events, so x's diagonal event would settle nothing
 * there (nor at x - u + v, x - u - v, beside p, which p's straight event reached). So x is
 * flagged FLOWFIELD__KEEP only if p + v or p - v is blocked; cells settled by a diagonal step
 * and the goals always are, and only flagged entries go on the stream of diagonal events (in
 * list order, so in cost order). Exact: a dropped event could at most tie, settling a cell with
 * the same pair from another side. Only for the rule without corner cutting (its side cells are
 * p's neighbours); with the others every entry is streamed. */
#define FLOWFIELD__STRAIGHT_EVENT                                                             \
    {                                                                                         \
        FLOWFIELD__EVENT_START(key0, h0++, step0)                                               \
        const flowfield__ring *const r = &ring[sp[0] & 15u];                                  \
        if (moves != GRIDPATH_MOVES_4) {                                                      \
            /* on the stream, and its offer pending unless an earlier one is (no branch); */  \
            /* before the settles, which read neither: after them, gcc kept entry on the */   \
            /* stack (gardenofwar 70.9 -> 66.8 instructions per cell in this loop) */         \
            const uint32_t keep = (uint32_t)entry >> 30;                                      \
            const double offer = keys[h0 - 1] + cd + unless[keep];                            \
            key1 = offer < key1 ? offer : key1;                                               \
            *put = (int32_t)(h0 - 1);                                                         \
            put += keep;                                                                      \
        }                                                                                     \
        FLOWFIELD__SETTLE_RING(0, 1, 2)                                                       \
        FLOWFIELD__SETTLE_RING(1, 0, 3)                                                       \
        FLOWFIELD__SETTLE_RING(2, 0, 3)                                                       \
        FLOWFIELD__SETTLE_RING(3, 1, 2)                                                       \
    }
#define FLOWFIELD__DIAGONAL_EVENT(j)                                                          \
    {                                                                                         \
        FLOWFIELD__EVENT_START(key1, j, step1)                                                \
        FLOWFIELD__SETTLE_DIAGONAL(e, n, 5)                                                   \
        FLOWFIELD__SETTLE_DIAGONAL(w, n, 7)                                                   \
        FLOWFIELD__SETTLE_DIAGONAL(w, so, 1)                                                  \
        FLOWFIELD__SETTLE_DIAGONAL(e, so, 3)                                                  \
    }
    /* The merge of the two pending offers: the cost of entry h's straight (diagonal) offer is
     * keys[h] + cs (+ cd), FLOWFIELD__HUGE at the tail (nothing pending there). On equal offers the
     * straight one goes first. */
    /* the pending straight (diagonal) offer of entry h (j), key0 (key1), is beyond bound */
#define FLOWFIELD__BEYOND(key_, h, ds, dd) \
    ((key_) > near && flowfield__offer_beyond(ws, key_, h, (uint32_t)(ds), (uint32_t)(dd), bound))
    if (moves == GRIDPATH_MOVES_4) {
        double key0, key1 = FLOWFIELD__HUGE; /* key1: unused here */
        while ((void)(key0 = keys[h0] + cs), !FLOWFIELD__BEYOND(key0, h0, cost, 0))
            FLOWFIELD__STRAIGHT_EVENT
        (void)key1;
    } else {
        double key0 = keys[h0] + cs, key1 = FLOWFIELD__HUGE; /* no diagonal offer pending yet */
        for (;;) {
            if (key0 <= key1) { /* on equal offers the straight one first */
                if (FLOWFIELD__BEYOND(key0, h0, cost, 0)) break;
                FLOWFIELD__STRAIGHT_EVENT
                key0 = keys[h0] + cs;
            } else {
                const ptrdiff_t j = *pend++;
                if (FLOWFIELD__BEYOND(key1, j, 0, cost)) break;
                FLOWFIELD__DIAGONAL_EVENT(j)
                key1 = pend < put ? keys[*pend] + cd : FLOWFIELD__HUGE;
                key0 = keys[h0] + cs; /* the event may have added the cell at h0 */
            }
        }
    }
#undef FLOWFIELD__BEYOND
#undef FLOWFIELD__SETTLE
#undef FLOWFIELD__SETTLE_DIAGONAL
#undef FLOWFIELD__SETTLE_RING
#undef FLOWFIELD__EVENT_START
#undef FLOWFIELD__STRAIGHT_EVENT
#undef FLOWFIELD__DIAGONAL_EVENT
#undef FLOWFIELD__EVENT_PAIR
#undef FLOWFIELD__STORE_PAIR
#undef FLOWFIELD__ACROSS
    if (tail > 0) order[tail - 1] &= FLOWFIELD__KEEP - 1; /* flowfield_compute reads it */
    *reached = (int32_t)tail;
    return FLOWFIELD_OK;
}

/* flowfield__uniform out of line, one copy per rule */
FLOWFIELD__LOOP
static flowfield_result flowfield__uniform_any(flowfield_workspace *ws, int32_t *stream,
                                               const gridpath_point *goals, int goal_count, int moves,
                                               uint64_t cost, double max_distance, int32_t *reached) {
    flowfield_result result;
#define FLOWFIELD__UNIFORM_RULE(rule) \
    result = flowfield__uniform(ws, stream, goals, goal_count, rule, cost, max_distance, reached);
    FLOWFIELD__EACH_RULE(moves, FLOWFIELD__UNIFORM_RULE)
#undef FLOWFIELD__UNIFORM_RULE
    return result;
}

/* the masked uniform search's pitch shift, or 0 when it cannot run (no room, FLOWFIELD_SMALL, or too many cells
 * for 29 bits) */
static int32_t flowfield__uniform_shift(const flowfield_workspace *ws) {
    const int32_t shift = flowfield__bfs_pitch_shift(ws);
    return shift && (((size_t)ws->height + 2) << shift) <= ((size_t)1 << 29) ? shift : 0;
}

#ifndef FLOWFIELD_SMALL
/* The uniform search for broken terrain: the same events, without a branch per neighbour. As in
 * flowfield__bfs_broken, a bit per cell says "passable and not settled" (avail) and a byte per
 * cell says which diagonal steps the corner rule allows (legal), in the numbering by rows a
 * power of two apart; an event reads the straight (or diagonal) bits of the 3x3 block around
 * its cell, clears them and writes four list slots from a table indexed by the mask, advancing
 * the tail by its bit count. A list entry holds the cell and, in its top 3 bits, the direction
 * back to the cell that settled it; the entry's cost pair (S | D << 32) is in an array beside
 * the list (across the workspace's prev and value arrays), written four slots at a time too.
 * Nothing else is written during the search but, where flowfield__filter says so, the stream
 * of entries whose diagonal event can settle something (4 bytes per entry at most, in the nodes
 * array after the bits and masks): the state bytes and cost pairs of the settled cells are
 * written from the list at the end. Needs rows * pitch <= 2^29 (flowfield__uniform_shift). */
typedef struct flowfield__event_row { /* for one 9-bit mask, a 32-byte row */
    uint32_t entry[4]; /* the offsets of its set bits + back direction << 29 */
    uint8_t count;     /* bits set (at most 4 in a mask of one kind of step) */
    uint8_t unused[15];
} flowfield__event_row;
/* (the row's size is what flowfield__take9 scales the mask by) */
typedef char flowfield__event_row_size[sizeof(flowfield__event_row) == 32 ? 1 : -1];
typedef struct flowfield__event_table {
    flowfield__event_row row[512];
} flowfield__event_table;
#define FLOWFIELD__ENTRY_CELL 0x1FFFFFFFu
/* it lives in the workspace's heads area, as the BFS table does */
typedef char flowfield__event_table_fits[sizeof(flowfield__event_table) <= FLOWFIELD__HEADS_BYTES ? 1 : -1];

#if defined(__GNUC__) || defined(__clang__)
__attribute__((noinline)) /* inlined, it changed the search loop's registers: 4-9 instructions per cell */
#endif
static void flowfield__event_table_init(flowfield__event_table *t, int32_t pitch) {
    /* the bits in the order E N W S, then NE NW SW SE (the plain BFS loop's visits until
     * 0.8.9): within an event it decides only which list slot a cell takes */
    static const uint8_t bit[8] = {5, 1, 3, 7, 2, 0, 6, 8};
    unsigned m, k;
    for (m = 0; m < 512; m++) {
        unsigned n = 0;
        for (k = 0; k < 4; k++) t->row[m].entry[k] = 0;
        for (k = 0; k < 8; k++) {
            const unsigned j = bit[k];
            const int dx = (int)(j % 3) - 1, dy = (int)(j / 3) - 1;
            int back = 0;
            if (!((m >> j) & 1u)) continue;
            while (GRIDPATH_DIR_DX(back) != -dx || GRIDPATH_DIR_DY(back) != -dy) back++;
            if (n < 4) t->row[m].entry[n] = (uint32_t)(dy * pitch + dx) + ((uint32_t)back << 29);
            n++;
        }
        t->row[m].count = (uint8_t)(n < 4 ? n : 4);
    }
}

#ifdef FLOWFIELD__SSE2
/* the sum of a vector's two doubles (the masked exact loop's keys) */
FLOWFIELD__INLINE double flowfield__sum2(__m128d v) {
    FLOWFIELD__OPAQUE(v);
    return _mm_cvtsd_f64(_mm_add_sd(v, _mm_unpackhi_pd(v, v)));
}
/* the masked exact loop's cost pair (S, D) as it computes with it (see FLOWFIELD__PAIR there);
 * at file scope, so the loop declares nothing after a statement (-Wdeclaration-after-statement) */
typedef __m128i flowfield__pairv;
#else
typedef uint64_t flowfield__pairv;
#endif

FLOWFIELD__INLINE flowfield_result flowfield__uniform_masked_at(flowfield_workspace *ws,
                                                             const gridpath_point *goals, int goal_count,
                                                             int moves, uint64_t cost, double max_distance,
                                                             int32_t shift, const int filter, int32_t *reached) {
    uint8_t *state = ws->state;
    uint32_t *order = (uint32_t *)(void *)ws->next;
    uint64_t *pairs = (uint64_t *)(void *)ws->prev; /* S | D << 32 per entry; spans prev and value */
    const ptrdiff_t s = ws->stride, pitch = (ptrdiff_t)1 << shift, halves = pitch / 32;
    uint32_t *avail = (uint32_t *)(void *)ws->nodes; /* laid out by flowfield__bfs_masks */
    uint8_t *legal;
    flowfield__event_table *t = (flowfield__event_table *)(void *)ws->heads;
    const double bound = max_distance > 0.0 ? max_distance : FLOWFIELD__HUGE;
#ifdef FLOWFIELD__SSE2
    const __m128i add0 = _mm_set_epi32(0, 0, 0, (int)cost), add1 = _mm_set_epi32(0, 0, (int)cost, 0);
    const __m128d scale = _mm_set_pd(FLOWFIELD__SQRT2, 1.0);
#else
    const uint64_t add0 = cost, add1 = cost << 32;
#endif
    ptrdiff_t h0 = 0, r1 = 0, dt = 0, tail = 0, first, i;
    uint32_t *dl; /* with filter: the entries whose diagonal event can settle something */
    /* by a cell's back direction: its parent's offset and the parent's legal bits toward it
     * (see FLOWFIELD__EVENT) */
    ptrdiff_t parent_of[8];
    uint8_t across_of[8];
    /* no diagonal step anywhere (1-wide mazes, which this loop runs): the 4-neighbour form,
     * straight events in list order, without the merge with diagonal events that would take
     * nothing (same fields; maze512-1 8.24 -> 7.55 ns per reached cell, in turn) */
    if (!flowfield__any_diagonal(ws, moves)) moves = GRIDPATH_MOVES_4;
    for (i = 0; i < goal_count; i++) {
        const ptrdiff_t p = (goals[i].y + 1) * s + goals[i].x + 1;
        if (state[p] != FLOWFIELD__FREE) continue; /* a repeated goal */
        state[p] = (uint8_t)(FLOWFIELD__SETTLED | FLOWFIELD__GOAL);
        /* (back direction NE: any goal's diagonal event may settle something) */
        order[tail] = (uint32_t)((goals[i].y + 1) * pitch + goals[i].x) + (1u << 29); /* see FLOWFIELD__ABOVE */
        pairs[tail++] = 0;
    }
    first = tail;
    for (i = 0; i < 8; i++) {
        /* the parent's diagonal steps beside its step to the cell, d + 4 (its neighbours
         * k numbered NW N NE W E SW S SE, flowfield__around_dir[k] their directions) */
        const unsigned d = (unsigned)i, beside = (1u << ((d + 5) & 7u)) | (1u << ((d + 3) & 7u));
        unsigned k, bits = 0;
        for (k = 0; k < 8; k++)
            if ((beside >> flowfield__around_dir[k]) & 1u) bits |= FLOWFIELD__LEGAL_BIT(k);
        /* (for diagonal steps, and the goals' entries, which say NE, the cell's own legal
         * byte: it is kept whatever the byte) */
        parent_of[i] = d & 1u ? 0 : GRIDPATH_DIR_DY(d) * pitch + GRIDPATH_DIR_DX(d);
        across_of[i] = (uint8_t)((d & 1u) || moves != GRIDPATH_MOVES_8_NO_CORNER_CUT ? 0x40u /* none: kept */ : bits);
    }
    if (ws->tables != -(int32_t)pitch) { /* built once per pitch, as the BFS's */
        flowfield__event_table_init(t, (int32_t)pitch);
        ws->tables = -(int32_t)pitch;
    }
    legal = flowfield__bfs_masks(ws, (int32_t)pitch, moves) + 1;
    dl = flowfield__stream(ws, shift);
    /* An event's cost pair (the pair of list entry h plus the step: add0 = c for straight
     * steps, add1 = c << 32 for diagonal ones), FLOWFIELD__PAIR(h, add), is also the pair of
     * its offer's cost, FLOWFIELD__KEY_OF(pair): (double)(S + c) + (double)D * sqrt 2 (S and
     * D + c), the rounding of flowfield__key. With SSE2 the pair is a vector (its low 64 bits),
     * both halves converted at once (S, D + c < 2^31: the signed conversion is exact, see
     * flowfield_compute) and stored as it is. */
#ifdef FLOWFIELD__SSE2
#define FLOWFIELD__PAIR(h, add) _mm_add_epi32(_mm_loadl_epi64((const __m128i *)(const void *)(pairs + (h))), add)
#define FLOWFIELD__KEY_OF(v) flowfield__sum2(_mm_mul_pd(_mm_cvtepi32_pd(v), scale))
    /* four list slots: cells from the table, all with the event's cost pair */
#define FLOWFIELD__SLOTS(row, b, pair)                                                         \
    {                                                                                         \
        const __m128i both = _mm_unpacklo_epi64(pair, pair);                                  \
        _mm_storeu_si128((__m128i *)(void *)(order + tail),                                   \
                         _mm_add_epi32(_mm_set1_epi32((int)(b)),                              \
                                       _mm_load_si128((const __m128i *)(const void *)row->entry))); \
        _mm_storeu_si128((__m128i *)(void *)(pairs + tail), both);                            \
        _mm_storeu_si128((__m128i *)(void *)(pairs + tail + 2), both);                        \
    }
#else
#define FLOWFIELD__PAIR(h, add) (pairs[h] + (add))
#define FLOWFIELD__KEY_OF(v) FLOWFIELD__PAIR_KEY((int64_t)((v) & 0xFFFFFFFFu), (int64_t)((v) >> 32))
#define FLOWFIELD__SLOTS(row, b, pair)                                                         \
    for (i = 0; i < 4; i++) {                                                                 \
        order[tail + i] = (uint32_t)(b) + row->entry[i];                                      \
        pairs[tail + i] = (pair);                                                             \
    }
#endif
    /* settle the unsettled neighbours of list entry h that steps of one kind reach (straight:
     * N, W and E, S; diagonal: NW, NE and SW, SE as the cell's legal mask allows), at cost pair.
     * With filter, a straight event also appends h to the diagonal stream dl if one of its legal
     * diagonal neighbours is still free: else its diagonal event, later, would settle nothing
     * (most diagonal events settle nothing: 88% of them on random512-10, ties going to straight
     * steps; this drops the 35% whose cell has no free one left at its straight event, 79% on
     * random512-40, whose corner rule leaves few legal diagonal steps). With filter 2, also
     * only if the cell's parent (the cell whose straight step settled it) could not take both
     * diagonal steps beside that step: else those reach the cell's diagonal neighbours' sides
     * no dearer, and straight steps from there win or tie (see flowfield__uniform's
     * FLOWFIELD__STRAIGHT_EVENT); the parent's legal byte says so, one load; the goals and
     * cells settled diagonally pass (across_of 0x40). Diagonal events (none, first test, both):
     * random512-10 235,900, 153,010, 44,945; 8room 206,642, 125,641, 40,276; maze512-8 232,931,
     * 197,039, 29,635; random512-40 104,950, 22,342, 15,068. */
#define FLOWFIELD__EVENT(h, diagonal_kind, pair, filtering)                                    \
    {                                                                                         \
        const uint32_t b = order[h] & FLOWFIELD__ENTRY_CELL;                                  \
        size_t at; /* the mask's row in the table */                                          \
        const flowfield__event_row *row;                                                      \
        if (diagonal_kind) {                                                                  \
            const unsigned l = legal[b];                                                      \
            at = flowfield__take9(FLOWFIELD__ABOVE(b), halves, b & 31u, l & 5u, 0u, (l >> 3) & 5u, 5u); \
        } else if (filtering) {                                                               \
            const unsigned back = order[h] >> 29, across = across_of[back];                   \
            unsigned diagonal_free;                                                           \
            at = flowfield__take9_diagonal(FLOWFIELD__ABOVE(b), halves, b & 31u, 2u, 5u, 2u, 5u, legal[b], &diagonal_free); \
            dl[dt] = (uint32_t)(h);                                                           \
            /* the parent test written here, where it is used: computed before the take, gcc */ \
            /* -O2 kept its flag on the stack (setne to a byte, read back as 8 bytes: a load */ \
            /* the store cannot be forwarded to), and every straight event's dt waited for */ \
            /* the store to reach the cache (8room 10.93 -> 9.56 ns per reached cell, 0.8.12) */ \
            dt += (diagonal_free != 0) &                                                      \
                  ((filtering) < 2 || (legal[(ptrdiff_t)b + parent_of[back]] & across) != across); \
        } else                                                                                \
            at = flowfield__take9(FLOWFIELD__ABOVE(b), halves, b & 31u, 2u, 5u, 2u, 5u);      \
        row = (const flowfield__event_row *)(const void *)((const unsigned char *)t + at);     \
        FLOWFIELD__SLOTS(row, b, pair)                                                        \
        tail += row->count;                                                                   \
    }
/* the list entry of the diagonal stream's r-th event, and the stream's end */
#define FLOWFIELD__DIAGONAL(r) (filter ? (ptrdiff_t)dl[r] : (r))
#define FLOWFIELD__DIAGONAL_END (filter ? dt : tail)
    /* The plain loop's order of events (straight events from entry h0 on, diagonal ones from
     * the stream's r1-th), with the offers of the next entries of both (their pairs and costs)
     * computed an event ahead while each has at least two entries after the current one (all
     * but the first and last few events): the choice then compares values at hand, so a
     * mispredicted choice (about one per cell on random obstacles) is found without waiting for
     * the pair's load and conversion (random512-10 19% faster, 8room 7%; in the plain loop,
     * whose keys cost an addition, it measured no faster) */
    if (moves == GRIDPATH_MOVES_4) {
        for (; h0 < tail; h0++) {
            const flowfield__pairv p0 = FLOWFIELD__PAIR(h0, add0);
            if (FLOWFIELD__KEY_OF(p0) > bound) break;
            FLOWFIELD__EVENT(h0, 0, p0, 0)
        }
    } else
        for (;;) {
            if (h0 + 2 < tail && r1 + 2 < FLOWFIELD__DIAGONAL_END) {
                flowfield__pairv p0 = FLOWFIELD__PAIR(h0, add0), q0 = FLOWFIELD__PAIR(h0 + 1, add0);
                flowfield__pairv p1 = FLOWFIELD__PAIR(FLOWFIELD__DIAGONAL(r1), add1);
                flowfield__pairv q1 = FLOWFIELD__PAIR(FLOWFIELD__DIAGONAL(r1 + 1), add1);
                double key0 = FLOWFIELD__KEY_OF(p0), next0 = FLOWFIELD__KEY_OF(q0);
                double key1 = FLOWFIELD__KEY_OF(p1), next1 = FLOWFIELD__KEY_OF(q1);
                /* (the streams only grow: after a diagonal event h0 + 2 < tail still holds, and
                 * after a straight one r1 + 2 < the stream's end, so with filter each kind tests
                 * its own; without, the diagonal stream is the list and r1 <= h0, and the loop
                 * tests h0 once per event, as before the filter: an exit in the straight branch
                 * measured 2-4% slower on maze512-8) */
                do {
                    if (key1 < key0) {
                        if (key1 > bound) break;
                        FLOWFIELD__EVENT(FLOWFIELD__DIAGONAL(r1), 1, p1, 0)
                        r1++;
                        if (filter && r1 + 2 >= dt) break;
                        p1 = q1;
                        key1 = next1;
                        q1 = FLOWFIELD__PAIR(FLOWFIELD__DIAGONAL(r1 + 1), add1);
                        next1 = FLOWFIELD__KEY_OF(q1);
                    } else {
                        if (key0 > bound) break;
                        FLOWFIELD__EVENT(h0, 0, p0, filter)
                        h0++;
                        if (filter && h0 + 2 >= tail) break;
                        p0 = q0;
                        key0 = next0;
                        q0 = FLOWFIELD__PAIR(h0 + 1, add0);
                        next0 = FLOWFIELD__KEY_OF(q0);
                    }
                } while (filter || h0 + 2 < tail);
                if (h0 + 2 < tail && r1 + 2 < FLOWFIELD__DIAGONAL_END) break; /* both beyond the bound */
            }
            /* near either stream's end: one event at a time */
            {
                const ptrdiff_t end1 = FLOWFIELD__DIAGONAL_END;
                const double key1 = r1 < end1 ? FLOWFIELD__KEY_OF(FLOWFIELD__PAIR(FLOWFIELD__DIAGONAL(r1), add1)) : FLOWFIELD__HUGE;
                const double key0 = h0 < tail ? FLOWFIELD__KEY_OF(FLOWFIELD__PAIR(h0, add0)) : FLOWFIELD__HUGE;
                if (r1 >= end1 && h0 >= tail) break;
                if (key1 < key0) {
                    if (key1 > bound) break;
                    FLOWFIELD__EVENT(FLOWFIELD__DIAGONAL(r1), 1, FLOWFIELD__PAIR(FLOWFIELD__DIAGONAL(r1), add1), 0)
                    r1++;
                } else {
                    if (key0 > bound) break;
                    FLOWFIELD__EVENT(h0, 0, FLOWFIELD__PAIR(h0, add0), filter)
                    h0++;
                }
            }
        }
#undef FLOWFIELD__DIAGONAL
#undef FLOWFIELD__DIAGONAL_END
#undef FLOWFIELD__PAIR
#undef FLOWFIELD__KEY_OF
#undef FLOWFIELD__EVENT
#undef FLOWFIELD__SLOTS
    /* the avail bits and masks are done with: write the settled cells' costs, and the state
     * bytes of all but the goals (set at the start) */
    {
        /* (the node pointer and each entry read once: the stores may alias them) */
        flowfield__node *const nodes = ws->nodes;
#ifdef FLOWFIELD__SSE2 /* x86: little-endian, S in the low half as in the node */
#define FLOWFIELD__PUT_PAIR(c, i) FLOWFIELD__MEMCPY(&nodes[c], &pairs[i], 8);
#else
#define FLOWFIELD__PUT_PAIR(c, i)                                                             \
    nodes[c].straight = (uint32_t)pairs[i];                                                   \
    nodes[c].diagonal = (uint32_t)(pairs[i] >> 32);
#endif
#define FLOWFIELD__CELL(e) FLOWFIELD__UNPITCH((ptrdiff_t)((e) & FLOWFIELD__ENTRY_CELL))
        for (i = 0; i < first; i++) {
            FLOWFIELD__PUT_PAIR(FLOWFIELD__CELL(order[i]), i)
        }
        for (; i < tail; i++) {
            const uint32_t e = order[i];
            const ptrdiff_t c = FLOWFIELD__CELL(e);
            FLOWFIELD__PUT_PAIR(c, i)
            state[c] = FLOWFIELD__SETTLED_DIR(e >> 29);
        }
    }
    /* the rest of the list is scratch; flowfield_compute reads the last cell (the farthest) */
    if (tail > 0) order[tail - 1] = (uint32_t)FLOWFIELD__CELL(order[tail - 1]);
#undef FLOWFIELD__CELL
#undef FLOWFIELD__PUT_PAIR
    *reached = (int32_t)tail;
    return FLOWFIELD_OK;
}
#undef FLOWFIELD__UNPITCH

/* Does the masked exact loop filter its diagonal events (flowfield__uniform_masked_at), and how?
 * Wherever the stream (4 bytes per passable cell at most) fits in the nodes array after the
 * loop's bits and masks: 2, the free-neighbour and parent tests, where passability changes at
 * fewer than 1 in 2 passable cells along the rows; above, 1, the free-neighbour test alone
 * (random512-40, 0.73: there the parent test cost more than it saved, 9.37 -> 10.24 ns per
 * reached cell at best, 10 rounds; callgrind 147.6 -> 159.7 instructions per cell). Else 0. */
static int flowfield__filter(const flowfield_workspace *ws, int32_t changes, int32_t passable, int32_t shift) {
    const int fits = (size_t)((unsigned char *)(flowfield__stream(ws, shift) + passable) - (unsigned char *)ws->nodes) <=
                     (size_t)ws->capacity * sizeof(flowfield__node);
    const int wanted = FLOWFIELD__FILTER >= 0 ? FLOWFIELD__FILTER : (int64_t)changes * 2 < (int64_t)passable ? 2 : 1;
    return fits ? wanted : 0;
}

/* the masked exact loop, with the pitch a constant where it is FLOWFIELD__PITCH_SHIFT */
FLOWFIELD__LOOP
static flowfield_result flowfield__uniform_masked(flowfield_workspace *ws, const gridpath_point *goals,
                                                  int goal_count, int moves, uint64_t cost,
                                                  double max_distance, int32_t shift, int32_t changes,
                                                  int32_t passable, int32_t *reached) {
    const int filter = flowfield__filter(ws, changes, passable, shift);
#define FLOWFIELD__MASKED(shift_, filter_) \
    flowfield__uniform_masked_at(ws, goals, goal_count, moves, cost, max_distance, shift_, filter_, reached)
    if (shift == FLOWFIELD__PITCH_SHIFT)
        return filter == 2   ? FLOWFIELD__MASKED(FLOWFIELD__PITCH_SHIFT, 2)
               : filter == 1 ? FLOWFIELD__MASKED(FLOWFIELD__PITCH_SHIFT, 1)
                             : FLOWFIELD__MASKED(FLOWFIELD__PITCH_SHIFT, 0);
    return filter == 2 ? FLOWFIELD__MASKED(shift, 2) : filter == 1 ? FLOWFIELD__MASKED(shift, 1) : FLOWFIELD__MASKED(shift, 0);
#undef FLOWFIELD__MASKED
}

#endif /* FLOWFIELD_SMALL */

/* >>queues: the uniform search of flowfield.h 0.4, kept for corridors (passability changing at
 * almost every cell, as in 1-wide mazes) where the masked loop cannot run (its bits do not fit,
 * or the grid is too large for 29-bit cell numbers), and for sums that could pass 2^31 (it
 * checks them). Until 0.8.1 it was also faster than the event loops in 1-wide mazes.
 * Steps cost c or c*sqrt(2), and cells leave the search in order of cost, so the costs offered by straight
 * steps (d + c) come in sorted order, and so do those of diagonal steps (d + c*sqrt 2): two FIFO
 * queues replace the priority queue, and the cheaper head is the next cell (a merge of two
 * sorted sequences). A queue entry is a cell and the step that offered it (2 bits: which of the
 * four straight or diagonal neighbours), so its cost is the settled neighbour's plus the step;
 * nothing is compared when a neighbour is offered: an unsettled cell goes into each queue at most
 * once (its first offer there is its best there, the queue being sorted; state bits QUEUED0 and
 * QUEUED1 say it is in), and the first of its entries to leave the merge settles it, the later
 * one is skipped. Queues: straight in the workspace's next array, diagonal in prev. */
#define FLOWFIELD__QUEUED0 0x20u
#define FLOWFIELD__QUEUED1 0x10u
FLOWFIELD__INLINE flowfield_result flowfield__uniform_queues(flowfield_workspace *ws,
                                                            const gridpath_point *goals,
                                                            int goal_count, const int moves,
                                                            uint64_t cost, double max_distance,
                                                            int32_t *reached) {
    uint8_t *state = ws->state;
    flowfield__node *nodes = ws->nodes;
    uint32_t *queue0 = (uint32_t *)(void *)ws->next, *queue1 = (uint32_t *)(void *)ws->prev;
    const ptrdiff_t s = ws->stride; /* ptrdiff_t indices: see flowfield__bfs */
    const uint64_t limit = 0xFFFFFFFFu;
    uint32_t head0 = 0, tail0 = 0, head1 = 0, tail1 = 0;
    int32_t count = 0;
    ptrdiff_t offset[8];
    int i, k;
    /* the key of each queue head, kept while the head stays */
    uint32_t keyed0 = 0xFFFFFFFFu, keyed1 = 0xFFFFFFFFu;
    double key0 = 0.0, key1 = 0.0;
    for (k = 0; k < 8; k++) offset[k] = GRIDPATH_DIR_DY(k) * s + GRIDPATH_DIR_DX(k);
    for (i = 0; i < goal_count; i++) {
        const ptrdiff_t p = (goals[i].y + 1) * s + goals[i].x + 1;
        if (state[p] & FLOWFIELD__SETTLED) continue; /* a repeated goal */
        state[p] = (uint8_t)(FLOWFIELD__SETTLED | FLOWFIELD__GOAL);
        nodes[p].straight = nodes[p].diagonal = 0;
        count++;
    }
/* straight: a free cell, queued diagonally or not; diagonal: a free cell in no queue (one in the
 * straight queue was offered by a cell settled no later than p, so its straight cost d' + c is
 * below p's diagonal offer d + c*sqrt 2). The offers are gathered as two 4-bit masks without
 * branches and pushed one set bit at a time (in a corridor, one cell or none: predicted). */
#define FLOWFIELD__EXPAND(p_)                                                             \
    {                                                                                     \
        const ptrdiff_t p = (p_);                                                         \
        const unsigned smask = ~FLOWFIELD__QUEUED1 & 0xFFu;                               \
        const unsigned se = state[p + 1], sn = state[p - s], sw = state[p - 1], ss = state[p + s]; \
        const unsigned e = se != 0, n = sn != 0, w = sw != 0, so = ss != 0;               \
        unsigned m0 = (unsigned)((se & smask) == FLOWFIELD__FREE) |                       \
                      (unsigned)((sn & smask) == FLOWFIELD__FREE) << 1 |                  \
                      (unsigned)((sw & smask) == FLOWFIELD__FREE) << 2 |                  \
                      (unsigned)((ss & smask) == FLOWFIELD__FREE) << 3;                   \
        while (m0) {                                                                      \
            const unsigned j = FLOWFIELD__CTZ(m0);                                        \
            const ptrdiff_t nb = p + offset[2 * j];                                       \
            m0 &= m0 - 1;                                                                 \
            state[nb] = (uint8_t)(state[nb] | FLOWFIELD__QUEUED0);                        \
            queue0[tail0++] = (uint32_t)nb | j << 30;                                     \
        }                                                                                 \
        if (moves != GRIDPATH_MOVES_4) {                                                  \
            unsigned m1 =                                                                 \
                ((unsigned)(state[p + 1 - s] == FLOWFIELD__FREE) & (unsigned)FLOWFIELD__CORNER(moves, e, n)) | \
                ((unsigned)(state[p - 1 - s] == FLOWFIELD__FREE) & (unsigned)FLOWFIELD__CORNER(moves, w, n)) << 1 | \
                ((unsigned)(state[p - 1 + s] == FLOWFIELD__FREE) & (unsigned)FLOWFIELD__CORNER(moves, w, so)) << 2 | \
                ((unsigned)(state[p + 1 + s] == FLOWFIELD__FREE) & (unsigned)FLOWFIELD__CORNER(moves, e, so)) << 3; \
            while (m1) {                                                                  \
                const unsigned j = FLOWFIELD__CTZ(m1);                                    \
                const ptrdiff_t nb = p + offset[2 * j + 1];                               \
                m1 &= m1 - 1;                                                             \
                state[nb] = (uint8_t)(FLOWFIELD__FREE | FLOWFIELD__QUEUED1);              \
                queue1[tail1++] = (uint32_t)nb | j << 30;                                 \
            }                                                                             \
        }                                                                                 \
    }
    for (i = 0; i < goal_count; i++) {
        const ptrdiff_t g = (goals[i].y + 1) * s + goals[i].x + 1;
        if (i > 0 && state[g] != (FLOWFIELD__SETTLED | FLOWFIELD__GOAL)) continue;
        FLOWFIELD__EXPAND(g)
        state[g] = (uint8_t)(FLOWFIELD__SETTLED | FLOWFIELD__GOAL | FLOWFIELD__QUEUED0); /* expanded */
    }
    for (i = 0; i < goal_count; i++) {
        const ptrdiff_t g = (goals[i].y + 1) * s + goals[i].x + 1;
        state[g] = (uint8_t)(FLOWFIELD__SETTLED | FLOWFIELD__GOAL);
    }
    for (;;) {
        uint32_t entry, straight, diagonal;
        ptrdiff_t q, parent;
        int take0, dir;
        double key;
        /* drop heads whose cell is settled (its other entry came first) before any key */
        while (head0 < tail0 && (state[queue0[head0] & 0x3FFFFFFFu] & FLOWFIELD__SETTLED)) head0++;
        while (head1 < tail1 && (state[queue1[head1] & 0x3FFFFFFFu] & FLOWFIELD__SETTLED)) head1++;
        if (head0 < tail0 && head1 < tail1) {
            if (keyed0 != head0) {
                const uint32_t e0 = queue0[head0];
                const flowfield__node *from = &nodes[(ptrdiff_t)(e0 & 0x3FFFFFFFu) - offset[(e0 >> 30) * 2]];
                key0 = FLOWFIELD__PAIR_KEY((uint64_t)from->straight + cost, from->diagonal);
                keyed0 = head0;
            }
            if (keyed1 != head1) {
                const uint32_t e1 = queue1[head1];
                const flowfield__node *from = &nodes[(ptrdiff_t)(e1 & 0x3FFFFFFFu) - offset[(e1 >> 30) * 2 + 1]];
                key1 = FLOWFIELD__PAIR_KEY(from->straight, (uint64_t)from->diagonal + cost);
                keyed1 = head1;
            }
            take0 = key0 <= key1;
        } else if (head0 < tail0) {
            take0 = 1;
        } else if (head1 < tail1) {
            take0 = 0;
        } else {
            break;
        }
        if (take0) /* a branch, not a select: predicted, it breaks the chain of dependent loads */
            entry = queue0[head0++];
        else
            entry = queue1[head1++];
        q = (ptrdiff_t)(entry & 0x3FFFFFFFu);
        dir = (int)(entry >> 30) * 2 + (take0 ? 0 : 1); /* the step from the parent to q */
        parent = q - offset[dir];
        straight = nodes[parent].straight;
        diagonal = nodes[parent].diagonal;
        if (max_distance > 0.0) { /* sorted: all later cells cost more too */
            key = take0 ? FLOWFIELD__PAIR_KEY((uint64_t)straight + cost, diagonal)
                        : FLOWFIELD__PAIR_KEY(straight, (uint64_t)diagonal + cost);
            if (key > max_distance) break;
        }
        if (take0) {
            if ((uint64_t)straight + cost > limit) return FLOWFIELD_COST_OVERFLOW;
            straight += (uint32_t)cost;
        } else {
            if ((uint64_t)diagonal + cost > limit) return FLOWFIELD_COST_OVERFLOW;
            diagonal += (uint32_t)cost;
        }
        nodes[q].straight = straight;
        nodes[q].diagonal = diagonal;
        state[q] = FLOWFIELD__SETTLED_DIR((dir + 4) & 7);
        count++;
        FLOWFIELD__EXPAND(q)
    }
#undef FLOWFIELD__EXPAND
    *reached = count;
    return FLOWFIELD_OK;
}

/* >>output: padded workspace -> the caller's field */
static double flowfield__cell_cost(const flowfield_workspace *ws, int32_t p) {
    if (ws->unit) return (double)((const uint32_t *)(const void *)ws->prev)[p] * (double)ws->unit;
    return flowfield__key(&ws->nodes[p]);
}

/* Does the step from padded cell p in direction d cut a corner (a diagonal with a blocked cell,
 * or the border, beside it)? Directions never do, whatever the move rule. off: each direction's
 * step in padded cells (a diagonal's two sides are the straight directions beside it) */
static int flowfield__cuts_corner(const uint8_t *state, const int32_t *off, int32_t p, int d) {
    return (d & 1) && (state[p + off[(d + 1) & 6]] == 0 || state[p + off[(d - 1) & 6]] == 0);
}

/* The exact metric with the ONE_FREE and ALWAYS rules (8 neighbours): the best step may cut a
 * corner; pick instead the best non-cutting step to a strictly cheaper neighbour (so following
 * stays acyclic), the first in direction order of equally good ones: -1 if none. Without
 * branches but for the value's source, the same for every cell: which neighbours qualify is
 * data (random obstacles: with a branch per neighbour, a looped version took random512-40's
 * exact ONE_FREE field 4.5 ms here, this one 3.9). */
static int flowfield__down_step(const flowfield_workspace *ws, const int32_t *off, int32_t p) {
    const uint8_t *state = ws->state;
    const flowfield__node *nodes = ws->nodes;
    const int32_t *value = ws->value;
    const int32_t uniform = ws->uniform;
    const double own = flowfield__key(&nodes[p]);
    double best = 1e300; /* more than any step costs (S and D < 2^32, values < 2^31) */
    int found = -1;
    unsigned pass = 0, clean;
    /* a diagonal step is clean where both its sides are reached (settled: the state byte's top
     * bit), not merely passable: with max_distance a passable side may lie beyond it, and
     * agents following flowfield_sample, which must never enter a cell without a cost, went
     * into it through such a step until 0.10.1. A search step's passable sides are always
     * reached (a side costs at most the neighbour's cost plus a straight step into it, less
     * than the cell's); this step is not the search's, so that does not hold here */
#define FLOWFIELD__PASS(d) pass |= (unsigned)(state[p + off[d]] >> 7) << (d);
    FLOWFIELD__PASS(0) FLOWFIELD__PASS(1) FLOWFIELD__PASS(2) FLOWFIELD__PASS(3)
    FLOWFIELD__PASS(4) FLOWFIELD__PASS(5) FLOWFIELD__PASS(6) FLOWFIELD__PASS(7)
#undef FLOWFIELD__PASS
    clean = 0x55u | ((pass << 1 | pass >> 7) & (pass >> 1 | pass << 7) & 0xAAu);
    /* a neighbour not settled has any S and D: its key is read, never taken. The step into q
     * costs q's value (the value array holds the values only on weighted grids) */
#define FLOWFIELD__DOWN(d)                                                                        \
    {                                                                                             \
        const int32_t q = p + off[d];                                                             \
        const double there = flowfield__key(&nodes[q]);                                           \
        const double total = there + FLOWFIELD__NOFUSE((double)(uniform ? uniform : value[q]) * ((d) & 1 ? FLOWFIELD__SQRT2 : 1.0)); \
        const int take = (int)(state[q] >> 7) & (int)(clean >> (d)) & (there < own) & (total < best); \
        best = take ? total : best;                                                               \
        found = take ? (d) : found;                                                               \
    }
    FLOWFIELD__DOWN(0) FLOWFIELD__DOWN(1) FLOWFIELD__DOWN(2) FLOWFIELD__DOWN(3)
    FLOWFIELD__DOWN(4) FLOWFIELD__DOWN(5) FLOWFIELD__DOWN(6) FLOWFIELD__DOWN(7)
#undef FLOWFIELD__DOWN
    return found;
}

/* BFS under ONE_FREE and ALWAYS, in integer steps, around padded cell p (bit d for direction d):
 * the clean steps (no corner cut) into reached cells one step nearer, returned, and those into
 * reached cells as near as p, in *level. Without branches: on random obstacles which neighbours
 * qualify is data (a loop with a branch per neighbour took 26% of a ONE_FREE field, 0.8.19). */
FLOWFIELD__INLINE unsigned flowfield__bfs_around(const uint8_t *state, const uint32_t *steps, const int32_t *off,
                                                 int32_t p, unsigned *level) {
    const uint32_t own = steps[p];
    unsigned pass, down, same, clean;
#ifdef FLOWFIELD__SSE2
    /* The three rows as vectors: steps from p - s - 1 (NW N NE), p - 1 (W p E) and p + s - 2 (SW S
     * SE one lane up: a load from p + s - 1 reads past the padded grid at its last cell), the
     * state bytes as the 32-bit lanes of one vector, so a row's cells sit at the same bits of
     * the masks (12 bits: NW N NE at 0-2, W E at 4 and 6, SW S SE at 9-11); then gathered into
     * direction order, the three masks at once as 16-bit fields of a word. 1.9x fewer
     * instructions than the eight neighbours one at a time (random512-40, ONE_FREE) */
    const int32_t s = off[6];
    const __m128i below = _mm_set1_epi32((int32_t)(own - 1u)), level4 = _mm_set1_epi32((int32_t)own);
    const __m128i r0 = _mm_loadu_si128((const __m128i *)(const void *)(steps + p - s - 1));
    const __m128i r1 = _mm_loadu_si128((const __m128i *)(const void *)(steps + p - 1));
    const __m128i r2 = _mm_loadu_si128((const __m128i *)(const void *)(steps + p + s - 2));
    uint32_t b0, b1, b2;
    __m128i st;
    uint64_t x;
    unsigned settled;
    FLOWFIELD__MEMCPY(&b0, state + p - s - 1, 4);
    FLOWFIELD__MEMCPY(&b1, state + p - 1, 4);
    FLOWFIELD__MEMCPY(&b2, state + p + s - 2, 4);
    st = _mm_set_epi32(0, (int32_t)b2, (int32_t)b1, (int32_t)b0);
    settled = (unsigned)_mm_movemask_epi8(st); /* FLOWFIELD__SETTLED: the byte's top bit */
    pass = settled & 0xE57u; /* reached: see clean below */
    down = settled & (unsigned)(_mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(r0, below))) |
                                _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(r1, below))) << 4 |
                                _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(r2, below))) << 8);
    same = settled & (unsigned)(_mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(r0, level4))) |
                                _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(r1, level4))) << 4 |
                                _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(r2, level4))) << 8);
    /* E (bit 6) -> 0, NE (2) -> 1, N (1) -> 2, NW (0) -> 3, W (4) -> 4, SW S SE (9-11) -> 5-7 */
    x = (uint64_t)(down & 0xE57u) | (uint64_t)(same & 0xE57u) << 16 | (uint64_t)pass << 32;
    x = (x >> 6 & 0x000100010001ull) | (x >> 1 & 0x000200020002ull) | (x << 1 & 0x000400040004ull) |
        (x << 3 & 0x000800080008ull) | (x & 0x001000100010ull) | (x >> 4 & 0x00E000E000E0ull);
    down = (unsigned)x & 0xFFu;
    same = (unsigned)(x >> 16) & 0xFFu;
    pass = (unsigned)(x >> 32) & 0xFFu;
#else
    pass = down = same = 0;
    /* (written out: gcc -O2 kept a loop, with its shifts by a variable) */
#define FLOWFIELD__AROUND(d)                                                                  \
    {                                                                                         \
        const int32_t q = p + off[d];                                                         \
        const unsigned st = state[q], settled = st >> 7; /* FLOWFIELD__SETTLED */             \
        const uint32_t there = steps[q];                 /* (any value where not settled) */  \
        pass |= settled << (d); /* reached: see clean below */                                \
        down |= (settled & (unsigned)(there + 1u == own)) << (d);                             \
        same |= (settled & (unsigned)(there == own)) << (d);                                  \
    }
    FLOWFIELD__AROUND(0) FLOWFIELD__AROUND(1) FLOWFIELD__AROUND(2) FLOWFIELD__AROUND(3)
    FLOWFIELD__AROUND(4) FLOWFIELD__AROUND(5) FLOWFIELD__AROUND(6) FLOWFIELD__AROUND(7)
#undef FLOWFIELD__AROUND
#endif
    /* straight steps are clean; a diagonal one where both its sides (d - 1, d + 1) are reached,
     * not merely passable: with max_distance a side may lie beyond it (a level step's side can
     * be a level further out), and agents following flowfield_sample must never enter a cell
     * without a cost (flowfield__down_step says the same for the exact metric) */
    clean = 0x55u | ((pass << 1 | pass >> 7) & (pass >> 1 | pass << 7) & 0xAAu);
    *level = same & clean;
    return down & clean;
}
typedef char flowfield__settled_bit[FLOWFIELD__SETTLED == 0x80u ? 1 : -1]; /* see flowfield__bfs_around */

/* The direction written for a cell whose search step cuts a corner (BFS; the exact search's
 * is flowfield__down_step's, or none): the first clean step down in direction order; there may
 * be none (a side step costs 1 like the diagonal), and then the first equally near neighbour,
 * by a clean step, that steps down cleanly from there (under ONE_FREE one always does: a free
 * side cell of the cut corner); *level set then. No cycles: a cell taking a level step is never
 * the target of one. -1 if there is none. */
static int flowfield__bfs_safe_direction(const uint8_t *state, const uint32_t *steps, const int32_t *off, int32_t p,
                                         int *level) {
    unsigned same, down = flowfield__bfs_around(state, steps, off, p, &same);
    *level = 0;
    if (down) return (int)FLOWFIELD__CTZ64((uint64_t)down);
    for (; same; same &= same - 1u) {
        const int d = (int)FLOWFIELD__CTZ64((uint64_t)same);
        const int32_t q = p + off[d];
        const unsigned kind = state[q] & FLOWFIELD__KIND;
        unsigned unused;
        /* q steps down cleanly: its search step cuts no corner, or it has a clean step down */
        if (kind >= FLOWFIELD__DIR0 && (!flowfield__cuts_corner(state, off, q, (int)(kind - FLOWFIELD__DIR0)) ||
                                        flowfield__bfs_around(state, steps, off, q, &unused))) {
            *level = 1;
            return d;
        }
    }
    return -1;
}

/* Under ONE_FREE and ALWAYS: the directions of the padded row from row, w cells, whose search
 * step cuts a corner, replaced in code (the row's code bytes, written): BFS by
 * flowfield__bfs_safe_direction, the cells given a level step appended to level_cells[levels ..]
 * (returns the new count), the exact metric by flowfield__down_step. The cells are found without
 * a branch, 16 at a time with SSE2 (BFS on random512-40: 87,000 of the 104,950 reached cells),
 * then fixed. */
static int32_t flowfield__corner_row(const flowfield_workspace *ws, const int32_t *off, int32_t row,
                                     int32_t w, uint8_t *code, int32_t *level_cells, int32_t levels) {
    const uint8_t *state = ws->state;
    const uint32_t *steps = (const uint32_t *)(const void *)ws->prev;
    int32_t x0 = 0, found[64];
#define FLOWFIELD__FIX_CORNER(p)                                                                \
    {                                                                                           \
        int level_ = 0;                                                                         \
        const int dir_ = ws->bfs ? flowfield__bfs_safe_direction(state, steps, off, (p), &level_) \
                                 : flowfield__down_step(ws, off, (p));                          \
        code[(p) - row] = (uint8_t)(FLOWFIELD_CODE_PASSABLE | FLOWFIELD_CODE_REACHED |           \
                                    (dir_ >= 0 ? FLOWFIELD_CODE_HAS_DIR | (unsigned)dir_ : 0u)); \
        if (level_) level_cells[levels++] = (p);                                                \
    }
#ifdef FLOWFIELD__SSE2
    { /* 16 cells at a time: a diagonal search step (NE, NW, SW, SE: kinds DIR0 + 1, 3, 5, 7) with
         a blocked side (E and N, N and W, W and S, S and E) */
        const int32_t s = off[6]; /* the step S (directions 0..7: E NE N NW W SW S SE) */
        const __m128i zero = _mm_setzero_si128(), keep = _mm_set1_epi8((char)(FLOWFIELD__SETTLED | FLOWFIELD__KIND));
        const __m128i ne = _mm_set1_epi8((char)FLOWFIELD__SETTLED_DIR(1));
        const __m128i nw = _mm_set1_epi8((char)FLOWFIELD__SETTLED_DIR(3));
        const __m128i sw = _mm_set1_epi8((char)FLOWFIELD__SETTLED_DIR(5));
        const __m128i se = _mm_set1_epi8((char)FLOWFIELD__SETTLED_DIR(7));
        for (; x0 + 16 <= w; x0 += 16) {
            const uint8_t *c = state + row + x0;
            const __m128i st = _mm_and_si128(_mm_loadu_si128((const __m128i *)(const void *)c), keep);
            const __m128i e = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(const void *)(c + 1)), zero);
            const __m128i n = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(const void *)(c - s)), zero);
            const __m128i wb = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(const void *)(c - 1)), zero);
            const __m128i so = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(const void *)(c + s)), zero);
            const __m128i cut = _mm_or_si128(
                _mm_or_si128(_mm_and_si128(_mm_cmpeq_epi8(st, ne), _mm_or_si128(e, n)),
                             _mm_and_si128(_mm_cmpeq_epi8(st, nw), _mm_or_si128(n, wb))),
                _mm_or_si128(_mm_and_si128(_mm_cmpeq_epi8(st, sw), _mm_or_si128(wb, so)),
                             _mm_and_si128(_mm_cmpeq_epi8(st, se), _mm_or_si128(so, e))));
            unsigned m = (unsigned)_mm_movemask_epi8(cut);
            for (; m; m &= m - 1u) FLOWFIELD__FIX_CORNER(row + x0 + (int32_t)FLOWFIELD__CTZ64((uint64_t)m))
        }
    }
#endif
    for (; x0 < w; x0 += 64) {
        const int32_t end = w - x0 < 64 ? w : x0 + 64;
        int32_t x, n = 0, i;
        for (x = x0; x < end; x++) {
            const int32_t p = row + x;
            const unsigned st = state[p], kind = st & FLOWFIELD__KIND, dir = (kind - FLOWFIELD__DIR0) & 7u;
            /* settled with a diagonal search step (kind DIR0 + 1, 3, 5 or 7), whose side cells
             * (read for every cell: inside the padded grid) are not both passable */
            const unsigned diagonal = (st >> 7) & (unsigned)(kind >= FLOWFIELD__DIR0) & dir;
            const unsigned cut = (unsigned)(state[p + off[(dir + 1u) & 6u]] == 0) |
                                 (unsigned)(state[p + off[(dir - 1u) & 6u]] == 0);
            found[n] = p;
            n += (int32_t)(diagonal & cut);
        }
        for (i = 0; i < n; i++) FLOWFIELD__FIX_CORNER(found[i])
    }
#undef FLOWFIELD__FIX_CORNER
    return levels;
}

/* A cell whose step goes down into a cell that takes a level step sends its agents there and
 * on sideways; where it borders a wall they were handed back and forth between the two cells
 * for ever (a review's 5x4 grid, BFS under ONE_FREE, 0.8.18). Such a cell steps instead into
 * another nearer neighbour that takes no level step and has a direction (or is a goal), by a
 * clean step, straight ones first, if it has one. If it has none and its step is diagonal, it
 * steps straight into another nearer level cell where it can (0.8.20: its diagonal met a
 * neighbour pointing the other way round a wall, and agents circled between the two: 14 of
 * 3,928,332 on generated grids with 40% walls, now none). Costs stay; every step still goes
 * down, or level into a cell going down, so following them ends at a goal. level[j], from <= j < n, while
 * below before: the padded cells that take a level step, whose neighbours this looks at (their
 * rows' codes written); returns the first j not looked at. */
static int32_t flowfield__avoid_level_steps(const flowfield_workspace *ws, const int32_t *off, uint8_t *code,
                                            const int32_t *level, int32_t from, int32_t n, int32_t before) {
    static const int order[8] = {0, 2, 4, 6, 1, 3, 5, 7};
    const uint8_t *state = ws->state;
    const uint32_t *steps = (const uint32_t *)(const void *)ws->prev;
    const int32_t s = ws->stride, w = ws->width, h = ws->height;
    int32_t j, ly = from < n ? level[from] / s : 0, foff[8]; /* foff: a direction's step in field
                                                                 cells (off: in padded cells) */
    for (j = 0; j < 8; j++) foff[j] = GRIDPATH_DIR_DY(j) * w + GRIDPATH_DIR_DX(j);
    for (j = from; j < n && level[j] < before; j++) {
        const int32_t l = level[j];
        int32_t lx, fl;
        unsigned into = 0; /* bit b: the neighbour in direction b steps into l (tested without
                              branches: which do is data, and random512-40 has 29,074 level cells) */
        while (l >= (ly + 1) * s) ly++; /* (the cells come in order: no division) */
        lx = l - ly * s;
        fl = (ly - 1) * w + (lx - 1);
        if (lx > 1 && lx < w && ly > 1 && ly < h) {
            /* inside the border: the eight codes as bytes of a word, in direction order, each
             * compared with "has a direction, the one into l" at once */
            const uint64_t low7 = 0x7F7F7F7F7F7F7F7Full, high = 0x8080808080808080ull;
            const uint64_t around = (uint64_t)code[fl + 1] | (uint64_t)code[fl - w + 1] << 8 |
                                    (uint64_t)code[fl - w] << 16 | (uint64_t)code[fl - w - 1] << 24 |
                                    (uint64_t)code[fl - 1] << 32 | (uint64_t)code[fl + w - 1] << 40 |
                                    (uint64_t)code[fl + w] << 48 | (uint64_t)code[fl + w + 1] << 56;
            /* bytes 0..15 after the xor, 0 where it matches (HAS_DIR | (b + 4) & 7 in byte b) */
            const uint64_t differ = (around & 0x0F0F0F0F0F0F0F0Full) ^ 0x0B0A09080F0E0D0Cull;
            const uint64_t match = (((differ + low7) & high) ^ high) >> 7; /* bit 8b (no carries) */
            into = (unsigned)((match * 0x0102040810204080ull) >> 56); /* gathered: bit b */
        } else {
            int b;
            for (b = 0; b < 8; b++) { /* a blocked neighbour or one off the grid (padding) reads l's
                                         own code, and its bit is cleared: it steps nowhere (without
                                         the clearing, l pointing away from it set the bit, and
                                         the cell was treated as a grid cell: leftover steps, a
                                         read past the workspace from the bottom padding row) */
                const unsigned open = state[l + off[b]] != 0;
                const int32_t f = fl + (foff[b] & -(int32_t)open);
                into |= (open & (unsigned)((code[f] & (FLOWFIELD_CODE_HAS_DIR | FLOWFIELD_CODE_DIR_MASK)) ==
                                           (FLOWFIELD_CODE_HAS_DIR | (unsigned)((b + 4) & 7))))
                        << b;
            }
        }
        while (into) { /* the neighbour c of l in direction d (field cell f) steps into l */
            const int d = (int)FLOWFIELD__CTZ64((uint64_t)into);
            const int32_t c = l + off[d], f = fl + foff[d];
            unsigned same, down, ok;
            into &= into - 1u;
            if (steps[l] + 1u != steps[c]) continue; /* c takes a level step itself */
            /* c's clean steps one nearer, straight ones first (bits 0-3: E N W S, 4-7: NE NW SW SE) */
            down = flowfield__bfs_around(state, steps, off, c, &same);
            ok = ((down & 1u) | (down >> 1 & 2u) | (down >> 2 & 4u) | (down >> 3 & 8u)) |
                 ((down >> 1 & 1u) | (down >> 2 & 2u) | (down >> 3 & 4u) | (down >> 4 & 8u)) << 4;
            for (; ok; ok &= ok - 1u) { /* the first into a goal or a cell that steps down (not level) */
                const int e = order[FLOWFIELD__CTZ64((uint64_t)ok)];
                const int32_t q = c + off[e], g = f + foff[e];
                const unsigned kq = code[g];
                if ((kq & FLOWFIELD_CODE_GOAL) ||
                    ((kq & FLOWFIELD_CODE_HAS_DIR) && steps[q + off[kq & FLOWFIELD_CODE_DIR_MASK]] != steps[q])) {
                    code[f] = (uint8_t)((code[f] & ~FLOWFIELD_CODE_DIR_MASK) | (unsigned)e);
                    break;
                }
            }
            if (!ok && (d & 1)) { /* none: a diagonal step into l becomes a straight one into
                                     another level cell (with a direction), where c has one */
                unsigned straight = down & 0x55u;
                for (; straight; straight &= straight - 1u) {
                    const int e = (int)FLOWFIELD__CTZ64((uint64_t)straight);
                    if (code[f + foff[e]] & FLOWFIELD_CODE_HAS_DIR) {
                        code[f] = (uint8_t)((code[f] & ~FLOWFIELD_CODE_DIR_MASK) | (unsigned)e);
                        break;
                    }
                }
            }
        }
    }
    return j;
}

/* The field from the workspace. listed: the uniform event loops ran (their S and D < 2^31; the
 * caller takes the largest cost from the last cell they settled) */
FLOWFIELD__APART void flowfield__write_field(const flowfield_workspace *ws, flowfield_field *field,
                                             int moves, int listed, int32_t *level_cells,
                                             flowfield_info *info) {
    const uint8_t *state = ws->state;
    const int32_t w = ws->width, h = ws->height, s = ws->stride;
    const uint32_t *steps = (const uint32_t *)(const void *)ws->prev;
    const flowfield__node *nodes = ws->nodes;
    const int corners = moves == GRIDPATH_MOVES_8_ONE_FREE || moves == GRIDPATH_MOVES_8_ALWAYS;
    double top = 0.0;
    int32_t x, y;
    int32_t levels = 0, done = 0; /* level steps written, their cells in level_cells; done: fixed */
    int32_t off[8]; /* a direction's step in padded cells */
#ifndef FLOWFIELD__SSE2
    /* the code byte of every state byte, so the pass below has no branches (with SSE2,
     * flowfield__steps_row and flowfield__keys_row do all but the last 15 or fewer cells of a
     * row, which need no table) */
    uint8_t code_of[256];
    unsigned st;
    for (st = 0; st < 256; st++) code_of[st] = flowfield__code_of(st);
#define FLOWFIELD__CODE_OF(st) code_of[st]
#else
#define FLOWFIELD__CODE_OF(st) flowfield__code_of(st)
#endif
    for (x = 0; x < 8; x++) off[x] = GRIDPATH_DIR_DY(x) * s + GRIDPATH_DIR_DX(x);
    for (y = 0; y < h; y++) {
        const int32_t row = (y + 1) * s + 1;
        const uint8_t *srow = state + row;
        float *cost = field->cost + (size_t)y * (size_t)w;
        uint8_t *code = field->code + (size_t)y * (size_t)w;
        if (ws->unit) {
            const uint32_t *srow_steps = steps + row;
            x = flowfield__steps_row(srow, srow_steps, cost, code, w);
            for (; x < w; x++) {
                code[x] = FLOWFIELD__CODE_OF(srow[x]);
                cost[x] = (srow[x] & FLOWFIELD__SETTLED) ? (float)srow_steps[x] : FLOWFIELD_UNREACHABLE;
            }
            if (ws->unit != 1) flowfield__scale_row(cost, w, (float)ws->unit);
        } else {
            const flowfield__node *nrow = nodes + row;
            x = listed ? flowfield__keys_row(srow, nrow, cost, code, w, &top, 1)
                       : flowfield__keys_row(srow, nrow, cost, code, w, &top, 0);
            for (; x < w; x++) {
                /* branch-free: reached and unreached cells alternate on broken maps */
                const double k = flowfield__key(&nrow[x]);
                const int settled = (srow[x] & FLOWFIELD__SETTLED) != 0;
                const double kept = settled ? k : 0.0;
                code[x] = FLOWFIELD__CODE_OF(srow[x]);
                cost[x] = settled ? (float)k : FLOWFIELD_UNREACHABLE;
                top = kept > top ? kept : top;
            }
        }
        if (corners) /* replace corner-cutting directions */
            levels = flowfield__corner_row(ws, off, row, w, code, level_cells, levels);
        /* the level cells 3 rows up, whose neighbours' steps reach only rows written by now */
        if (done < levels && y >= 3)
            done = flowfield__avoid_level_steps(ws, off, field->code, level_cells, done, levels, (y - 1) * s);
    }
    if (done < levels) flowfield__avoid_level_steps(ws, off, field->code, level_cells, done, levels, (h + 1) * s);
    info->max_cost = top;
#undef FLOWFIELD__CODE_OF
}

/* >>sight: shadow casting from each goal g, an octant at a time. In an octant's own coordinates
 * (i along its major axis, j >= 0 along the minor one, j <= i) a square's shadow is the closed
 * range of slopes j/i of the rays from g's centre that touch it (corners included), and the
 * segment from g to the centre of a cell in column i touches exactly the squares whose shadows
 * hold its slope among those of columns 0 .. i - 1, plus, on the diagonal only, the square
 * beside it in its own column (the segment ends in that square's corner). So a column's cells
 * are tested against the shadows of the columns before it, kept as a sorted list of disjoint
 * closed slope ranges (exact rationals, doubled coordinates), and only the cells in the gaps
 * between them are read: the seeing cells and the blocking ones at the gaps' edges. A square
 * blocks when its value is not g's (walls included); a cell sees g when it has g's value and
 * its centre lies in a gap, and is flagged when it is also reached and going straight costs it
 * no more than its field cost (flowfield__straight_ok). The octant ends when one range covers
 * every slope its remaining cells can have, or past the farthest column the costs allow.
 * Exact: the same as testing each cell's segment square by square. */
typedef struct flowfield__arc { /* the closed slope range [ln / ld, hn / hd], ld, hd > 0 */
    int32_t ln, ld, hn, hd;
} flowfield__arc;
/* a / b < c / d for b, d > 0 (numerators and denominators below 2^30: products fit in 64 bits) */
#define FLOWFIELD__BELOW(a, b, c, d) ((int64_t)(a) * (int64_t)(d) < (int64_t)(c) * (int64_t)(b))
/* Append range r to the list (*n of room), ranges coming in order of their low ends: merged into
 * the last when they overlap or touch, or when the list is full (the merged range then covers
 * the gap between them: more is shadowed, never less, so no blocked line is ever claimed) */
static void flowfield__arc_push(flowfield__arc *list, int32_t *n, int32_t room, flowfield__arc r) {
    if (*n > 0) {
        flowfield__arc *last = &list[*n - 1];
        if (!FLOWFIELD__BELOW(last->hn, last->hd, r.ln, r.ld) || *n >= room) {
            if (FLOWFIELD__BELOW(last->hn, last->hd, r.hn, r.hd)) {
                last->hn = r.hn;
                last->hd = r.hd;
            }
            return;
        }
    }
    list[(*n)++] = r;
}
/* the shadow of square (i, j) of an octant (i >= 1, 0 <= j <= i + 1), within slopes [0, 1] */
static flowfield__arc flowfield__arc_of(int32_t i, int32_t j) {
    flowfield__arc r;
    r.ln = j > 0 ? 2 * j - 1 : 0;
    r.ld = j > 0 ? 2 * i + 1 : 1;
    r.hn = 2 * j + 1 < 2 * i - 1 ? 2 * j + 1 : 1;
    r.hd = 2 * j + 1 < 2 * i - 1 ? 2 * i - 1 : 1; /* (j = i + 1: [1, 1], the slope 1 alone) */
    return r;
}
/* cell c (x, y) sees goal gi at squared distance d: flag it, or keep the nearer goal */
static int32_t flowfield__sight_flag(flowfield_field *field, int32_t c, int x, int y, int gi, int64_t d) {
    if (!(field->code[c] & FLOWFIELD_CODE_SIGHT)) {
        field->code[c] |= FLOWFIELD_CODE_SIGHT;
        field->sight_goal[c] = (uint8_t)gi;
        return 1;
    } else {
        const gridpath_point o = field->sight_goals[field->sight_goal[c]];
        const int64_t od = (int64_t)(o.x - x) * (o.x - x) + (int64_t)(o.y - y) * (o.y - y);
        if (d < od) field->sight_goal[c] = (uint8_t)gi;
        return 0;
    }
}
/* A cell that sees goal g is flagged for it only where heading straight there costs no more
 * than its field says (so an agent never leaves a cheaper route for it: another goal nearer by
 * path, or cheaper terrain around): the straight cost, g's value times the distance (exact
 * metric; BFS: the steps, Chebyshev or with 4 neighbours Manhattan), at most the cell's cost.
 * Squared, with a slack of 2^-20 for the float cost's rounding (so a cell on an axis or a
 * diagonal of open ground, whose costs are equal, is flagged). */
typedef struct flowfield__sight_rule {
    int bfs, four;  /* the metric and the moves of the field */
    double radius;  /* no flagged cell is farther (in columns) from its goal: the largest cost
                       over g's value, or the steps */
} flowfield__sight_rule;
static int flowfield__straight_ok(const flowfield__sight_rule *rule, float cost, int gvalue, int32_t i, int32_t j) {
    const double c = (double)cost * (1.0 + 1.0 / 1048576.0);
    if (rule->bfs) return c >= (double)(rule->four ? i + j : i);
    return c * c >= (double)gvalue * (double)gvalue * ((double)i * i + (double)j * j);
}
/* One octant of goal gi at (gx, gy): major axis step (mx, my), minor (nx, ny). Returns the cells
 * newly flagged. lists: two lists of room ranges each; blockers: room2 ranges. */
static int32_t flowfield__sight_octant(flowfield_field *field, const int *cells, int w, int h, int gi,
                                       int gx, int gy, int mx, int my, int nx, int ny,
                                       const flowfield__sight_rule *rule, flowfield__arc *lists, int32_t room,
                                       flowfield__arc *blockers, int32_t room2) {
    const int gvalue = cells[gy * w + gx];
    const int32_t edge = mx > 0 ? w - 1 - gx : mx < 0 ? gx : my > 0 ? h - 1 - gy : gy;
    const double reach = rule->radius / (rule->bfs ? 1.0 : (double)gvalue) * (1.0 + 1.0 / 524288.0) + 1.0;
    const int32_t imax = (double)edge < reach ? edge : (int32_t)reach;
    const int32_t jmax = nx > 0 ? w - 1 - gx : nx < 0 ? gx : ny > 0 ? h - 1 - gy : gy;
    const int32_t di = my * w + mx, dj = ny * w + nx, origin = gy * w + gx;
    flowfield__arc *a = lists, *b = lists + room, *t;
    int32_t na = 0, i, flagged = 0;
    if (jmax >= 1 && cells[origin + dj] != gvalue) { /* the square beside g: the diagonal */
        a[0].ln = a[0].ld = a[0].hn = a[0].hd = 1;
        na = 1;
    }
    for (i = 1; i <= imax; i++) {
        const int32_t top = i + 1 < jmax ? i + 1 : jmax, column = origin + i * di;
        int32_t k, nn = 0, nb = 0, last_blocker = -1, ka = 0, kn = 0;
        for (k = 0; k <= na; k++) { /* the gap between ranges k - 1 and k */
            /* the squares whose shadows meet the gap, ja..jb, and the centres inside it, sa..sb */
            int32_t j, ja = 0, jb = top, sa = 0, sb = i;
            if (k > 0) { /* past range k - 1's end e: (2j + 1) / (2i - 1) > e, and j / i > e */
                ja = (int32_t)(((int64_t)a[k - 1].hn * (2 * i - 1) / a[k - 1].hd + 1) / 2);
                sa = (int32_t)((int64_t)a[k - 1].hn * i / a[k - 1].hd + 1);
            }
            if (k < na) { /* before range k's start e: (2j - 1) / (2i + 1) < e, and j / i < e */
                const int64_t u = (int64_t)a[k].ln * (2 * i + 1), v = (int64_t)a[k].ln * i;
                const int32_t last = u == 0 ? -1 : (int32_t)(((u - 1) / a[k].ld + 1) / 2);
                if (last < jb) jb = last;
                if (v == 0) sb = -1;
                else if ((v - 1) / a[k].ld < sb) sb = (int32_t)((v - 1) / a[k].ld);
            }
            for (j = ja; j <= jb; j++) {
                const int32_t c = column + j * dj;
                if (cells[c] != gvalue) {
                    if (j > last_blocker) {
                        flowfield__arc_push(blockers, &nn, room2, flowfield__arc_of(i, j));
                        last_blocker = j;
                    }
                } else if (j >= sa && j <= sb && (j < i || cells[c - dj] == gvalue) &&
                           (field->code[c] & FLOWFIELD_CODE_REACHED) &&
                           flowfield__straight_ok(rule, field->cost[c], gvalue, i, j)) {
                    flagged += flowfield__sight_flag(field, c, gx + i * mx + j * nx, gy + i * my + j * ny, gi,
                                                     (int64_t)i * i + (int64_t)j * j);
                }
            }
        }
        /* the shadows so far and this column's, merged by their low ends */
        while (ka < na || kn < nn) {
            const int from_a = kn >= nn || (ka < na && !FLOWFIELD__BELOW(blockers[kn].ln, blockers[kn].ld,
                                                                          a[ka].ln, a[ka].ld));
            flowfield__arc_push(b, &nb, room, from_a ? a[ka++] : blockers[kn++]);
        }
        t = a;
        a = b;
        b = t;
        na = nb;
        /* done when one range covers the slopes 0 to min(1, jmax / i) (later columns' cells
         * have smaller ones than jmax / i) */
        if (na > 0 && a[0].ln == 0 &&
            (a[0].hn >= a[0].hd || (int64_t)a[0].hn * i >= (int64_t)jmax * a[0].hd))
            break;
    }
    return flagged;
}

FLOWFIELD__APART int32_t flowfield__sight(flowfield_workspace *ws, flowfield_field *field,
                                          const gridpath_grid *grid, const gridpath_point *goals,
                                          int goal_count, int moves, double max_cost) {
    /* the ranges in the workspace's queue and value arrays, free once the field is written:
     * two lists in next, this column's shadows in value */
#ifdef FLOWFIELD__SIGHT_ROOM /* the tests lower it (at least 1) */
    const int32_t fit = ws->capacity / 8 < FLOWFIELD__SIGHT_ROOM ? ws->capacity / 8 : FLOWFIELD__SIGHT_ROOM;
#else
    const int32_t fit = ws->capacity / 8;
#endif
    flowfield__arc *lists = (flowfield__arc *)(void *)ws->next, *blockers = (flowfield__arc *)(void *)ws->value;
    int32_t flagged = 0;
    int gi, o, count = goal_count < FLOWFIELD_SIGHT_GOALS ? goal_count : FLOWFIELD_SIGHT_GOALS;
    static const int8_t octant[8][4] = {{1, 0, 0, 1},  {1, 0, 0, -1}, {-1, 0, 0, 1}, {-1, 0, 0, -1},
                                        {0, 1, 1, 0},  {0, 1, -1, 0}, {0, -1, 1, 0}, {0, -1, -1, 0}};
    flowfield__sight_rule rule;
    rule.bfs = ws->bfs;
    rule.four = moves == GRIDPATH_MOVES_4;
    rule.radius = max_cost;
    field->sight_goal_count = count;
    for (gi = 0; gi < count; gi++) {
        field->sight_goals[gi] = goals[gi];
        for (o = 0; o < 8; o++)
            flagged += flowfield__sight_octant(field, grid->cells, ws->width, ws->height, gi, goals[gi].x,
                                               goals[gi].y, octant[o][0], octant[o][1], octant[o][2],
                                               octant[o][3], &rule, lists, fit, blockers, 2 * fit);
    }
    return flagged;
}

/* Which loop, by how often passability changes along the rows per passable cell: 2 (masked)
 * above 0.15 for BFS and 0.1 for the exact search, where their bit layout fits (shift > 0),
 * else 3 (corridors) above 0.8; else 1 (plain), or for BFS 5 (classed) below 1/13 or 4 (runs)
 * below 0.04 where runs_ok (its bits fit; it hands over to the classed loop).
 * FLOWFIELD__FORCE (tests only) picks one (5: the plain loop for exact fields). */
static int flowfield__pick_loop(int32_t changes, int32_t passable, int exact, int32_t shift,
                                int runs_ok) {
    const int64_t c = changes, n = passable;
    const int loop = FLOWFIELD__FORCE                        ? FLOWFIELD__FORCE
                     : c * 5 > n * 4 && shift == 0            ? 3
                     : (exact ? c * 10 > n : c * 20 > n * 3) ? 2
                     : c * 25 < n                             ? 4
                     : !exact && c * 13 < n                   ? 5
                                                              : 1;
    const int fits = loop == 2 && shift == 0 ? 1 : loop == 4 && !runs_ok ? (exact ? 1 : 5) : loop;
#ifdef FLOWFIELD_SMALL
    return fits == 5 ? 1 : fits;
#else
    return fits;
#endif
}

/* The plain and corridor BFS loops out of line, aligned to 64 bytes, the plain loop for the
 * Moving AI rule in a function of its own: inlined in flowfield_compute their speed moved by 2-9%
 * with the code around them (15 rounds, best: gardenofwar 4.51 -> 4.89 ns per reached cell,
 * maze512-8 4.84 -> 5.28, when the exact plain loop moved out of flowfield_compute) */
FLOWFIELD__LOOP
static int32_t flowfield__bfs_plain(flowfield_workspace *ws, int32_t tail, uint32_t max_steps) {
    return flowfield__bfs(ws, tail, GRIDPATH_MOVES_8_NO_CORNER_CUT, max_steps);
}
#ifndef FLOWFIELD_SMALL
/* the classed loop where it runs, out of line as the plain loop is: also for the runs loop's
 * hand-over, where inlined it slowed the runs loop (AR0011SR 1.09x, Boston_0_1024 1.3-1.5x in a
 * run beside a CI build); out of line, 0.88-0.96 of the time of handing over to the plain loop
 * on AR0011SR, BlackLotus, Boston_0_1024 and maze512-32 (bench flow-maps --rounds 15, four runs
 * in both orders) */
FLOWFIELD__LOOP
static int32_t flowfield__bfs_classed_plain(flowfield_workspace *ws, int32_t tail, uint32_t max_steps) {
    return flowfield__bfs_classed(ws, tail, GRIDPATH_MOVES_8_NO_CORNER_CUT, max_steps);
}
FLOWFIELD__LOOP
static int32_t flowfield__bfs_classed_any(flowfield_workspace *ws, int32_t tail, int moves, uint32_t max_steps) {
    switch (moves) {
    case GRIDPATH_MOVES_4: return flowfield__bfs_classed(ws, tail, GRIDPATH_MOVES_4, max_steps);
    case GRIDPATH_MOVES_8_ONE_FREE: return flowfield__bfs_classed(ws, tail, GRIDPATH_MOVES_8_ONE_FREE, max_steps);
    case GRIDPATH_MOVES_8_ALWAYS: return flowfield__bfs_classed(ws, tail, GRIDPATH_MOVES_8_ALWAYS, max_steps);
    default: return flowfield__bfs_classed_plain(ws, tail, max_steps);
    }
}
#endif
/* loop: 1 plain, 3 corridors, 5 classed (see flowfield__pick_loop) */
FLOWFIELD__LOOP
static int32_t flowfield__bfs_any(flowfield_workspace *ws, int32_t tail, int moves, uint32_t max_steps,
                                  int loop) {
    int32_t reached = 0;
#ifndef FLOWFIELD_SMALL
    if (loop == 5) return flowfield__bfs_classed_any(ws, tail, moves, max_steps);
#endif
    if (loop != 3 && moves == GRIDPATH_MOVES_8_NO_CORNER_CUT) /* (moves is normalised) */
        return flowfield__bfs_plain(ws, tail, max_steps);
#define FLOWFIELD__BFS_RULE(rule)                                                             \
    reached = loop == 3 ? flowfield__bfs_corridor(ws, tail, rule, max_steps)                  \
                        : flowfield__bfs(ws, tail, rule, max_steps);
    FLOWFIELD__EACH_RULE(moves, FLOWFIELD__BFS_RULE)
#undef FLOWFIELD__BFS_RULE
    return reached;
}

/* >>compute */
/* Is x a NaN? By its bits, as flowfield__finite: -ffast-math lets the compiler assume that no
 * value is a NaN, and gcc and clang -O2 -ffast-math then let max_distance NaN through
 * !(max_distance >= 0.0) (0.12.2) */
static int flowfield__is_nan(double x) {
    uint64_t bits;
    FLOWFIELD__MEMCPY(&bits, &x, sizeof bits);
    FLOWFIELD__HIDE_BITS(bits);
    return (bits << 1) > (uint64_t)0x7FF << 53; /* exponent all ones, fraction not 0 */
}
/* 1 if an option is out of range (flowfield_compute and flowfield_local_window) */
static int flowfield__bad_options(const flowfield_options *options) {
    return (unsigned)options->moves > (unsigned)GRIDPATH_MOVES_8_ALWAYS || /* (as astar.h tests it) */
           (options->metric != FLOWFIELD_METRIC_EXACT && options->metric != FLOWFIELD_METRIC_BFS) ||
           flowfield__is_nan(options->max_distance) || options->max_distance < 0.0 ||
           (options->line_of_sight != 0 && options->line_of_sight != 1);
}

/* FLOWFIELD_NO_GOALS, or the first goal outside the grid or on a blocked cell (its index in
 * *bad, else -1 there) (flowfield_compute and flowfield_local_window) */
static flowfield_result flowfield__check_goals(const gridpath_grid *grid, const gridpath_point *goals,
                                               int goal_count, int *bad) {
    int i;
    *bad = -1;
    if (goal_count == 0) return FLOWFIELD_NO_GOALS;
    for (i = 0; i < goal_count; i++) {
        const gridpath_point g = goals[i];
        *bad = i;
        if (g.x < 0 || g.y < 0 || g.x >= grid->width || g.y >= grid->height) return FLOWFIELD_GOAL_OUTSIDE;
        if (grid->cells[(size_t)g.y * (size_t)grid->width + (size_t)g.x] <= 0) return FLOWFIELD_GOAL_BLOCKED;
    }
    *bad = -1;
    return FLOWFIELD_OK;
}

/* result, for a call refused before it starts: a field that is one (any other argument may be
 * bad) is left unreached at its last size, as after any failed computation */
static flowfield_result flowfield__refuse(flowfield_field *field, flowfield_result result) {
    if (field && field->magic == FLOWFIELD__MAGIC_FIELD && field->valid)
        flowfield__field_clear(field, (size_t)field->width * (size_t)field->height);
    return result;
}

/* The runs loop is inlined here (the plain loops were too until 0.8.7), and the inlined loops'
 * speed moved by 2-5% with where the function fell (maze512-8's BFS 4.45 -> 4.64 ns per reached
 * cell at best when a change to another function moved it by 32 bytes; the same with every
 * function aligned to 64). Aligned to 64 bytes, the loops' place in the cache lines no longer
 * depends on the code before them (maze512-8 4.44, gardenofwar 4.08 against 4.27; 30 rounds in
 * turn). */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((aligned(64)))
#endif
FLOWFIELD_DEF flowfield_result flowfield_compute(flowfield_workspace *ws, flowfield_field *field,
                                                 const gridpath_grid *grid,
                                                 const gridpath_point *goals, int goal_count,
                                                 const flowfield_options *options,
                                                 flowfield_info *info) {
    static const flowfield_options defaults = {GRIDPATH_MOVES_DEFAULT, FLOWFIELD_METRIC_EXACT, 0.0,
                                               0};
    flowfield_info local;
    flowfield_result result = FLOWFIELD_OK;
    int32_t w, h, s, x, y, reached = 0;
    int listed = 0; /* the uniform event loops ran (see flowfield__write_field) */
    size_t cells;
    int moves, i;

    if (!info) info = &local;
    info->reached = 0;
    info->max_cost = 0.0;
    info->sight = 0;
    info->goal_index = -1;
    if (!options) options = &defaults;
    /* whatever fails, the workspace's and the field's last results are gone */
    if (ws && ws->magic == FLOWFIELD__MAGIC_WS) ws->valid = 0;
    if (!ws || ws->magic != FLOWFIELD__MAGIC_WS || !field || field->magic != FLOWFIELD__MAGIC_FIELD ||
        !grid || !grid->cells || goal_count < 0 || (goal_count > 0 && !goals))
        return flowfield__refuse(field, FLOWFIELD_INVALID_ARGUMENT);
    if (grid->width < 1 || grid->height < 1) return flowfield__refuse(field, FLOWFIELD_INVALID_ARGUMENT);
    if (flowfield__bad_options(options)) return flowfield__refuse(field, FLOWFIELD_INVALID_ARGUMENT);
    cells = flowfield__cells(grid->width, grid->height);
    if (cells == 0) return flowfield__refuse(field, FLOWFIELD_GRID_TOO_LARGE);
    if (((size_t)grid->width + 2) * ((size_t)grid->height + 2) > (size_t)ws->capacity)
        return flowfield__refuse(field, FLOWFIELD_WORKSPACE_TOO_SMALL);
    if (cells > (size_t)field->capacity) return flowfield__refuse(field, FLOWFIELD_FIELD_TOO_SMALL);
    field->width = grid->width;
    field->height = grid->height;
    field->sight_goal_count = 0;
    result = flowfield__check_goals(grid, goals, goal_count, &info->goal_index);
    if (result != FLOWFIELD_OK) {
        flowfield__field_clear(field, cells);
        return result;
    }
    moves = options->moves == GRIDPATH_MOVES_DEFAULT ? GRIDPATH_MOVES_8_NO_CORNER_CUT
                                                     : (int)options->moves;
    w = grid->width;
    h = grid->height;
    s = w + 2;
    ws->width = w;
    ws->height = h;
    ws->stride = s;
    ws->bfs = options->metric == FLOWFIELD_METRIC_BFS;
    field->level_ties = !ws->bfs || moves == GRIDPATH_MOVES_4 ? 0 : moves == GRIDPATH_MOVES_8_NO_CORNER_CUT ? 1 : 2;

    /* >>prepare: the padded state (and, for the exact metric, the padded values) */
    {
        uint8_t *state = ws->state;
        int32_t *value = ws->value;
        int lowest = 0, highest = 0, uniform = 1, first = 0;
        int32_t passable = 0, changes = 0;
        for (x = 0; x < s; x++) state[x] = state[(h + 1) * s + x] = 0;
        /* the exact metric tests every row's values against the first passable one, found in
         * the first row with a passable cell (a scan of its own ahead of this loop cost
         * gardenofwar, whose first 34,868 cells are blocked, 2 instructions per reached cell;
         * BFS needs no value) */
        for (y = 0; y < h; y++) {
            const int *row = grid->cells + (size_t)y * (size_t)w;
            uint8_t *srow = state + (y + 1) * s;
            const int32_t before = passable;
            int differ = flowfield__prepare_row(row, srow + 1, w, first, &passable, &changes, !ws->bfs && first);
            srow[0] = srow[w + 1] = 0;
            if (!ws->bfs && !first && passable != before) { /* the first row with one: tested again
                                                             * against it (its counts are in) */
                int32_t again = 0;
                x = 0;
                while (row[x] <= 0) x++;
                first = row[x];
                differ = flowfield__prepare_row(row, srow + 1, w, first, &again, &again, 1);
            }
            if (differ) uniform = 0;
        }
        lowest = highest = first;
        ws->uniform = uniform ? first : 0;
        if (!ws->bfs && !uniform) { /* weighted: the padded values, which the bucket search reads,
                                        and their range (values differ, so lowest < highest) */
            int32_t low = 0x7FFFFFFF, high = 0;
            for (x = 0; x < s; x++) value[x] = value[(h + 1) * s + x] = 0;
            for (y = 0; y < h; y++) {
                const int *row = grid->cells + (size_t)y * (size_t)w;
                int32_t *vrow = value + (y + 1) * s;
                vrow[0] = vrow[w + 1] = 0;
                for (x = 0; x < w; x++) {
                    const int32_t v = (int32_t)(row[x] > 0 ? row[x] : 0);
                    const int32_t least = v > 0 ? v : 0x7FFFFFFF;
                    vrow[x + 1] = v;
                    low = least < low ? least : low;
                    high = v > high ? v : high;
                }
            }
            lowest = low;
            highest = high;
        }
        /* BFS; and with 4 neighbours on a uniform grid the exact field too: every step costs the
         * one value c there, so a cell's cost is its BFS steps times c, and the BFS loops find it
         * (0.12.1, best of 15 rounds: 64room 5.37 -> 2.21 ns per reached cell, gardenofwar 6.26
         * -> 2.62, random512-40 6.04 -> 4.95). With c > 1 only where every cost is below 2^24
         * (c times the passable cells), so the float costs are the steps times c, exact (else
         * the exact loops run); c = 1: the float steps, rounded once (< 2^28). */
        ws->unit = ws->bfs ? 1
                   : uniform && moves == GRIDPATH_MOVES_4 &&
                             (first == 1 || (uint64_t)first * (uint64_t)passable < ((uint64_t)1 << 24))
                       ? first
                       : 0;
        if (ws->unit) {
            int32_t *queue = ws->next;
            uint32_t *steps = (uint32_t *)(void *)ws->prev;
            int32_t tail = 0;
            uint32_t max_steps = 0xFFFFFFFFu;
            const int32_t shift = flowfield__bfs_pitch_shift(ws); /* 0: no room for the masked loop */
            int loop;
            if (options->max_distance > 0.0) { /* the most steps costing at most max_distance */
                const double unit = (double)ws->unit, most = options->max_distance / unit;
                max_steps = most >= 4294967295.0 ? 0xFFFFFFFFu : (uint32_t)most;
                /* (the quotient is rounded, never below an integer the exact one reaches, but
                 * perhaps up to one it falls short of: steps * unit, exact, decides, as the exact
                 * loops compare S with max_distance) */
                if (max_steps > 0 && (double)max_steps * unit > options->max_distance) max_steps--;
            }
            for (i = 0; i < goal_count; i++) {
                int32_t p = (goals[i].y + 1) * s + goals[i].x + 1;
                if (state[p] != FLOWFIELD__FREE) continue; /* a repeated goal */
                state[p] = (uint8_t)(FLOWFIELD__SETTLED | FLOWFIELD__GOAL);
                steps[p] = 0;
                queue[tail++] = p;
            }
            /* one copy of the loop per rule, so the rule is a constant inside it. Which loop:
             * by how often passability changes along the rows, per passable cell (Moving AI
             * maps, whole fields, ns per reached cell, each loop forced, one slow spell, 0.8):
             * plain 3.9 on gardenofwar (0.05), 4.2 on maze512-8 (0.11), 7.2 on 8room (0.28),
             * 8.7 on random512-10 (0.20), 13-16 on maze512-1 (0.90) and random512-40 (0.73);
             * masked 5.4, 4.7, 7.0, 6.8, 5.8 and 5.9 there; corridor 7.1 on maze512-1 (0.5-0.7
             * it beat the masked loop there). So: plain up to 0.15, masked above (corridor only
             * where the masked loop's bits do not fit). Below 0.04 the runs loop (0.7): 64room
             * 6.1 -> 3.7 (long straight wave edges), AR0011SR and the 32-wide maze within 3% (it
             * hands over to the plain loop after 8-32 layers there); not above, where it lost
             * 4-10% (gardenofwar at 0.05, maze512-8). Below 1/13 the plain loop's classed form
             * (0.12.0, 4 neighbours since 0.12.1; the runs loop hands over to it): changes 0.042 on
             * gardenofwar, 0.061 den520d and 0.074 Berlin_1_256, where it ran 0.81-0.99 of the
             * plain loop's time; forced at 0.077 (arena), 0.079 (orz900d), 0.094 (brc202d) and 0.10
             * (maze512-8) 0.97-1.05, its eight loop ends a layer costing what its tests save where
             * layers are short (4 neighbours: gardenofwar 0.85-0.88, Berlin_1_256 0.93-0.94,
             * den520d 0.99-1.03). FLOWFIELD__FORCE (tests only) picks one: 1 plain, 2 masked,
             * 3 corridor, 4 runs, 5 classed. */
            loop = flowfield__pick_loop(changes, passable, 0, shift, flowfield__runs_fit(ws));
#ifndef FLOWFIELD_SMALL
            if (loop == 2)
                reached = flowfield__bfs_broken_any(ws, tail, moves, max_steps, shift);
            else if (loop == 4)
                reached = flowfield__bfs_runs_any(ws, tail, moves, max_steps);
            else
#endif
                reached = flowfield__bfs_any(ws, tail, moves, max_steps, loop);
        } else if (lowest == highest) {
            const uint64_t cost = (uint64_t)lowest;
            const double limit = options->max_distance;
            /* which loop: as for BFS, by how often passability changes along the rows per
             * passable cell; each forced (0.8, one spell): plain 11.1 on gardenofwar, 15.6 on
             * 8room (0.21), 19.8 on random512-10 (0.19), 17.4 on maze512-1 (0.85); masked 14.4,
             * 12.3, 16.8, 11.4; the two queues 10.8 on maze512-1 and 21.3 on random512-40 (masked
             * 14.6). With the masked loop's offers computed ahead (0.8.2; best of 7 in turn,
             * plain against masked): maze512-8 (0.10) 13.6 against 11.7, brc202d (0.094) 13.1
             * against 13.9, orz900d (0.079) 12.9 against 16.1, Berlin_1_256 (0.074) 10.6 against
             * 11.0, den520d (0.061) 7.9 against 10.0, gardenofwar (0.042) 10.4 against 11.0; and
             * masked 9.4 against the two queues' 10.9 on maze512-1 (0.85). So masked above 0.1,
             * the two queues only where it cannot run; FLOWFIELD__FORCE as for BFS */
            const int32_t shift = flowfield__uniform_shift(ws);
            /* the event loops do not check S and D: they run only where no sum can pass 2^31 - 1
             * (a shortest path has fewer steps than there are passable cells; the masked one
             * converts S and D as signed integers); else the two-queue loop, which checks */
            int loop = cost * (uint64_t)passable > 0x7FFFFFFFu ? 3
                       : flowfield__pick_loop(changes, passable, 1, shift, 0);
#ifndef FLOWFIELD_SMALL
            if (loop == 2)
                result = flowfield__uniform_masked(ws, goals, goal_count, moves, cost, limit, shift, changes,
                                                   passable, &reached);
            else
#endif
            if (loop != 3) {
                result = flowfield__uniform_any(ws, (int32_t *)(void *)field->cost, goals, goal_count, moves,
                                                cost, limit, &reached);
                /* its keys are sums of doubles along the path: a field whose farthest cell
                 * costs more than FLOWFIELD__EXACT_STEPS steps, where their rounding could
                 * order two costs wrongly (see EXACTNESS), is done again by the two queues */
                if (result == FLOWFIELD_OK && reached > 0 &&
                    flowfield__key(&ws->nodes[ws->next[reached - 1]]) > (double)cost * FLOWFIELD__EXACT_STEPS) {
                    const size_t padded = (size_t)s * (size_t)(h + 2);
                    size_t c;
                    for (c = 0; c < padded; c++) state[c] = (uint8_t)(state[c] != 0); /* as prepared */
                    loop = 3;
                }
            }
            if (loop == 3) {
#define FLOWFIELD__UNIFORM_RULE(rule)                                                         \
    result = flowfield__uniform_queues(ws, goals, goal_count, rule, cost, limit, &reached);
                FLOWFIELD__EACH_RULE(moves, FLOWFIELD__UNIFORM_RULE)
#undef FLOWFIELD__UNIFORM_RULE
            }
            listed = loop != 3;
            if (result != FLOWFIELD_OK) {
                flowfield__field_clear(field, cells);
                return result;
            }
        } else {
            flowfield__queue qu;
            flowfield__queue_init(&qu, ws, moves, lowest, highest, passable);
            for (i = 0; i < goal_count; i++) {
                int32_t p = (goals[i].y + 1) * s + goals[i].x + 1, slot;
                if (state[p] != FLOWFIELD__FREE) continue;
                state[p] = (uint8_t)FLOWFIELD__GOAL;
                ws->nodes[p].straight = ws->nodes[p].diagonal = 0; /* also the key 0.0 */
                /* bucket 0, the current one, directly */
                slot = qu.tail[0];
                if ((slot & (FLOWFIELD__CHUNK - 1)) == FLOWFIELD__CHUNK - 1) slot = flowfield__grow(&qu, 0);
                qu.pool[slot] = p;
                qu.tail[0] = slot + 1;
            }
            result = flowfield__dijkstra(ws, &qu, moves, options->max_distance, &reached);
            if (result != FLOWFIELD_OK) {
                flowfield__field_clear(field, cells);
                return result;
            }
        }
    }
    /* BFS leaves the value array as scratch (it holds the weighted exact search's values) */
    flowfield__write_field(ws, field, moves, listed, ws->value, info);
    if ((ws->unit || listed) && reached > 0) /* the last cell queued or settled is the farthest */
        info->max_cost = flowfield__cell_cost(ws, ws->next[reached - 1]);
    info->reached = reached;
    if (options->line_of_sight)
        info->sight = flowfield__sight(ws, field, grid, goals, goal_count, moves, info->max_cost);
    ws->valid = 1;
    field->valid = 1;
    return FLOWFIELD_OK;
}

/* >>window */
FLOWFIELD_DEF flowfield_result flowfield_local_window(const gridpath_grid *grid, const gridpath_point *goals,
                                                      int goal_count, const flowfield_options *options,
                                                      flowfield_window *window) {
    int x0, y0, x1, y1, i;
    double limit;
    flowfield_result result;
    if (!window) return FLOWFIELD_INVALID_ARGUMENT;
    window->x = window->y = window->width = window->height = 0;
    if (!grid || !grid->cells || grid->width < 1 || grid->height < 1 || goal_count < 0 ||
        (goal_count > 0 && !goals))
        return FLOWFIELD_INVALID_ARGUMENT;
    if (options && flowfield__bad_options(options)) return FLOWFIELD_INVALID_ARGUMENT;
    limit = options ? options->max_distance : 0.0;
    if (flowfield__cells(grid->width, grid->height) == 0) return FLOWFIELD_GRID_TOO_LARGE;
    result = flowfield__check_goals(grid, goals, goal_count, &i);
    if (result != FLOWFIELD_OK) return result;
    x0 = x1 = goals[0].x;
    y0 = y1 = goals[0].y;
    for (i = 0; i < goal_count; i++) {
        const gridpath_point g = goals[i];
        x0 = g.x < x0 ? g.x : x0;
        x1 = g.x > x1 ? g.x : x1;
        y0 = g.y < y0 ? g.y : y0;
        y1 = g.y > y1 ? g.y : y1;
    }
    if (limit > 0.0 && limit < (double)grid->width + (double)grid->height) {
        const int grow = (int)limit + 1; /* below width + height + 1: no overflow */
        x0 = x0 - grow > 0 ? x0 - grow : 0;
        y0 = y0 - grow > 0 ? y0 - grow : 0;
        x1 = x1 < grid->width - 1 - grow ? x1 + grow : grid->width - 1;
        y1 = y1 < grid->height - 1 - grow ? y1 + grow : grid->height - 1;
    } else {
        x0 = y0 = 0;
        x1 = grid->width - 1;
        y1 = grid->height - 1;
    }
    window->x = x0;
    window->y = y0;
    window->width = x1 - x0 + 1;
    window->height = y1 - y0 + 1;
    return FLOWFIELD_OK;
}

FLOWFIELD_DEF flowfield_result flowfield_copy_window(const gridpath_grid *grid, const flowfield_window *window,
                                                     int *cells, gridpath_grid *local) {
    int y;
    if (!grid || !grid->cells || !window || !cells || !local || grid->width < 1 || grid->height < 1 ||
        window->width < 1 || window->height < 1 || window->x < 0 || window->y < 0 ||
        window->width > grid->width - window->x || window->height > grid->height - window->y)
        return FLOWFIELD_INVALID_ARGUMENT;
    for (y = 0; y < window->height; y++)
        FLOWFIELD__MEMCPY(cells + (size_t)y * (size_t)window->width,
                          grid->cells + (size_t)(window->y + y) * (size_t)grid->width + (size_t)window->x,
                          sizeof(int) * (size_t)window->width);
    local->cells = cells;
    local->width = window->width;
    local->height = window->height;
    return FLOWFIELD_OK;
}

/* >>read */
FLOWFIELD_DEF const float *flowfield_costs(const flowfield_field *field) {
    return field && field->magic == FLOWFIELD__MAGIC_FIELD ? field->cost : NULL;
}

FLOWFIELD_DEF const uint8_t *flowfield_codes(const flowfield_field *field) {
    return field && field->magic == FLOWFIELD__MAGIC_FIELD ? field->code : NULL;
}

FLOWFIELD_DEF int flowfield_direction(const flowfield_field *field, int x, int y) {
    unsigned code;
    if (!field || field->magic != FLOWFIELD__MAGIC_FIELD || x < 0 || y < 0 || x >= field->width ||
        y >= field->height)
        return GRIDPATH_DIR_NONE;
    code = field->code[(size_t)y * (size_t)field->width + (size_t)x];
    return (code & FLOWFIELD_CODE_HAS_DIR) ? (int)(code & FLOWFIELD_CODE_DIR_MASK) : GRIDPATH_DIR_NONE;
}

FLOWFIELD_DEF int flowfield_sight_goal(const flowfield_field *field, int x, int y,
                                       gridpath_point *goal) {
    size_t c;
    if (!field || field->magic != FLOWFIELD__MAGIC_FIELD || x < 0 || y < 0 || x >= field->width ||
        y >= field->height)
        return 0;
    c = (size_t)y * (size_t)field->width + (size_t)x;
    if (!(field->code[c] & FLOWFIELD_CODE_SIGHT)) return 0;
    if (goal) *goal = field->sight_goals[field->sight_goal[c]];
    return 1;
}

/* >>regions: the goal a cell's flow leads to, spread from the goals and the sighted cells (whose
 * goals are known) to the cells whose direction steps into a cell with a goal, in the order they
 * are found: a wave, as the search's, that reads each cell's neighbours while they are in the
 * cache (a walk along each cell's directions instead jumps a row a step, out of the cache on big
 * grids: random512-40, two goals, 24 ns a cell against 8 here). The queue is a list through
 * region itself: a queued cell holds the next one's number q as -3 - q (the last -3 - cells);
 * FLOWFIELD__REGION_OPEN marks a reached cell not found yet (left so: its way stops before a
 * goal, and it gets -1) */
#define FLOWFIELD__REGION_OPEN (-2)
/* queue cell p's neighbours that step into it (they take p's goal when they leave the queue).
 * off: the 8 directions' index steps. A neighbour across a row's end cannot match: its direction
 * would lead out of the grid */
FLOWFIELD__INLINE void flowfield__region_spread(const uint8_t *code, const ptrdiff_t *off, size_t n, size_t p,
                                                int *region, size_t *head, size_t *tail) {
    /* neighbour d of p steps into p: queued (it steps into p alone, so it is found once, still
     * open). Written out for each d, each test a branch of its own, which predicts better */
#define FLOWFIELD__REGION_CHILD(d)                                                                            \
    {                                                                                                         \
        const size_t q = p + (size_t)off[d];                                                                  \
        if (q < n && (code[q] & (FLOWFIELD_CODE_HAS_DIR | FLOWFIELD_CODE_SIGHT | FLOWFIELD_CODE_DIR_MASK)) == \
                         (FLOWFIELD_CODE_HAS_DIR | (((d) + 4u) & 7u))) {                                      \
            region[q] = -3 - (int)n; /* the last */                                                           \
            if (*tail < n) region[*tail] = -3 - (int)q;                                                       \
            else *head = q;                                                                                   \
            *tail = q;                                                                                        \
        }                                                                                                     \
    }
    FLOWFIELD__REGION_CHILD(0u)
    FLOWFIELD__REGION_CHILD(1u)
    FLOWFIELD__REGION_CHILD(2u)
    FLOWFIELD__REGION_CHILD(3u)
    FLOWFIELD__REGION_CHILD(4u)
    FLOWFIELD__REGION_CHILD(5u)
    FLOWFIELD__REGION_CHILD(6u)
    FLOWFIELD__REGION_CHILD(7u)
#undef FLOWFIELD__REGION_CHILD
}
FLOWFIELD_DEF flowfield_result flowfield_goal_regions(const flowfield_field *field, const gridpath_point *goals,
                                                      int goal_count, int *region) {
    const uint8_t *code;
    size_t n, c, head, tail, reached = 0, found = 0, goal_cells = 0, listed = 0;
    ptrdiff_t off[8];
    int32_t w, h, i;
    if (!field || field->magic != FLOWFIELD__MAGIC_FIELD || !goals || !region || goal_count < 0)
        return FLOWFIELD_INVALID_ARGUMENT;
    if (goal_count == 0) return FLOWFIELD_NO_GOALS;
    w = field->width;
    h = field->height;
    n = (size_t)w * (size_t)h;
    code = field->code;
    for (i = 0; i < goal_count; i++)
        if (goals[i].x < 0 || goals[i].y < 0 || goals[i].x >= w || goals[i].y >= h) return FLOWFIELD_GOAL_OUTSIDE;
    for (i = 0; i < 8; i++) off[i] = (ptrdiff_t)GRIDPATH_DIR_DY(i) * w + GRIDPATH_DIR_DX(i);
    for (c = 0; c < n; c++) { /* (arithmetic, no branch: gcc -O2 vectorises it) */
        const unsigned k = code[c], goal = k / FLOWFIELD_CODE_GOAL & 1u, hit = k / FLOWFIELD_CODE_REACHED & 1u;
        goal_cells += goal;
        reached += hit;
        region[c] = -1 - (int)(hit & (goal ^ 1u)); /* FLOWFIELD__REGION_OPEN (-2) or -1 */
    }
    for (i = 0; i < goal_count; i++) {
        const size_t g = (size_t)goals[i].y * (size_t)w + (size_t)goals[i].x;
        if (!(code[g] & FLOWFIELD_CODE_GOAL)) break; /* (a failed computation leaves none) */
        if (region[g] == -1) {
            region[g] = (int)i;
            listed++;
        }
    }
    if (i < goal_count || listed != goal_cells) { /* not this field's goals */
        for (c = 0; c < n; c++) region[c] = -1;
        return FLOWFIELD_INVALID_ARGUMENT;
    }
    head = tail = n; /* empty */
    for (c = 0; c < n; c++) /* the goals and the sighted cells: their goals known, their neighbours queued */
        if (code[c] & (FLOWFIELD_CODE_GOAL | FLOWFIELD_CODE_SIGHT)) {
            if (code[c] & FLOWFIELD_CODE_SIGHT) {
                const gridpath_point g = field->sight_goals[field->sight_goal[c]];
                region[c] = region[(size_t)g.y * (size_t)w + (size_t)g.x];
            }
            found++;
            flowfield__region_spread(code, off, n, c, region, &head, &tail);
        }
    while (head < n) {
        const size_t p = head;
        const int next = region[p];
        head = next == -3 - (int)n ? n : (size_t)(-3 - next);
        if (head == n) tail = n;
        region[p] = region[p + (size_t)off[code[p] & FLOWFIELD_CODE_DIR_MASK]]; /* the cell it steps into: done */
        found++;
        flowfield__region_spread(code, off, n, p, region, &head, &tail);
    }
    if (found < reached) /* the cells whose way stops before a goal */
        for (c = 0; c < n; c++)
            if (region[c] == FLOWFIELD__REGION_OPEN) region[c] = -1;
    return FLOWFIELD_OK;
}
#undef FLOWFIELD__REGION_OPEN

static const flowfield_vec2 flowfield__dir_vec[8] = {
    {1.0f, 0.0f}, {0.70710678118654752f, -0.70710678118654752f}, {0.0f, -1.0f},
    {-0.70710678118654752f, -0.70710678118654752f}, {-1.0f, 0.0f},
    {-0.70710678118654752f, 0.70710678118654752f}, {0.0f, 1.0f},
    {0.70710678118654752f, 0.70710678118654752f}};

FLOWFIELD_DEF flowfield_vec2 flowfield_direction_vector(int direction) {
    flowfield_vec2 zero = {0.0f, 0.0f};
    return direction >= 0 && direction < 8 ? flowfield__dir_vec[direction] : zero;
}

FLOWFIELD_DEF int flowfield_exact_cost(const flowfield_workspace *ws, int x, int y,
                                       uint32_t *straight, uint32_t *diagonal) {
    int32_t p;
    if (!ws || ws->magic != FLOWFIELD__MAGIC_WS || !ws->valid || x < 0 || y < 0 ||
        x >= ws->width || y >= ws->height)
        return 0;
    p = (y + 1) * ws->stride + x + 1;
    if (!(ws->state[p] & FLOWFIELD__SETTLED)) return 0;
    if (ws->unit) { /* (steps * unit < 2^31: see flowfield_compute) */
        const uint32_t *steps = (const uint32_t *)(const void *)ws->prev;
        if (straight) *straight = steps[p] * (uint32_t)ws->unit;
        if (diagonal) *diagonal = 0;
    } else {
        if (straight) *straight = ws->nodes[p].straight;
        if (diagonal) *diagonal = ws->nodes[p].diagonal;
    }
    return 1;
}

/* >>sample */
/* May steering lead into cell (x, y)? Only if the field reached it: not a wall, not outside,
 * not past max_distance (until 0.8.18 an agent could be carried from a reached cell into an
 * unreached free one beyond max_distance, where the sample is zero, and stop there). */
static int flowfield__enterable(const flowfield_field *field, int x, int y) {
    if (x < 0 || y < 0 || x >= field->width || y >= field->height) return 0;
    return (field->code[(size_t)y * (size_t)field->width + (size_t)x] & FLOWFIELD_CODE_REACHED) != 0;
}

static flowfield_vec2 flowfield__unit(flowfield_vec2 v) {
    /* in double: a float square overflows from 1.8e19 on (positions far outside the grid) */
    const double x = (double)v.x, y = (double)v.y, length = FLOWFIELD_SQRT(x * x + y * y);
    if (length > 1e-12) {
        v.x = (float)(x / length);
        v.y = (float)(y / length);
    } else {
        v.x = v.y = 0.0f;
    }
    return v;
}

/* The step a cell with the diagonal direction d steers along in a BFS field with diagonal
 * steps (level_ties), where every step costs 1 and a diagonal step is only as good as a
 * straight one to a neighbour one level down: that straight step where there is one, else d. It is
 * taken (a corner of the diagonal first, then the other two sides): the search's pick between
 * equal steps depends on the order it met them, and two cells beside each other could point
 * diagonally across each other at two equally near goals (an open 4x6 grid, goals (0,2) and
 * (2,3): (1,2) pointed SE, (1,3) NW), where their blend cancels and agents circled between
 * them. Kept diagonal (under NO_CORNER_CUT), a cell has no straight neighbour one level down,
 * so the cell it steps toward across a side is on its own level and never points back into its
 * row or column. */
static int flowfield__straight_tie(const flowfield_field *field, int x, int y, int d) {
    /* for a diagonal d, index d >> 1 (NE, NW, SW, SE): the straight directions tested, in
     * order (its horizontal corner, its vertical one, then the sides opposite them), then d */
    static const int8_t to[4][5] = {{0, 2, 4, 6, 1}, {4, 2, 0, 6, 3}, {4, 6, 0, 2, 5}, {0, 6, 4, 2, 7}};
    static const int8_t first[16] = {4, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0}; /* lowest set bit */
    const int32_t w = field->width, dx = GRIDPATH_DIR_DX(d), dy = GRIDPATH_DIR_DY(d), sy = dy * w;
    const float *at = field->cost + ((size_t)y * (size_t)w + (size_t)x);
    /* the corners lie inside the grid (the diagonal neighbour does); a side outside it
     * reads the cell itself, which is never one level down */
    const float *ox = (unsigned)(x - dx) < (unsigned)w ? at - dx : at;
    const float *oy = (unsigned)(y - dy) < (unsigned)field->height ? at - sy : at;
    /* a neighbour one level down has exactly the cost level - 1 (integers: exact in a
     * float below 2^24; beyond that the diagonal step stays). No branch on the costs:
     * which neighbour matches is data (a branch on it cost a crowd's sampling more). */
    const float down = at[0] - 1.0f;
    unsigned match = (unsigned)(at[dx] == down) | (unsigned)(at[sy] == down) << 1 |
                     (unsigned)(*ox == down) << 2 | (unsigned)(*oy == down) << 3;
    if (!(down < 16777215.0f)) return d;
    if (field->level_ties == 2 && match) {
        /* Under ONE_FREE and ALWAYS a neighbour's own step may be a level step (its step
         * down cut a corner); stepping into it could hand the agent back beside a wall (a
         * review's 5x4 grid circled), so only a neighbour that steps down, or a goal, is
         * taken (the next in order, else the diagonal) */
        int k;
        for (k = 0; k < 4; k++)
            if (match >> k & 1u) { /* (a side outside the grid never matches) */
                const int to_k = to[d >> 1][k];
                const float *n = at + GRIDPATH_DIR_DY(to_k) * w + GRIDPATH_DIR_DX(to_k);
                const unsigned nc = field->code[n - field->cost];
                const int nd = (int)(nc & FLOWFIELD_CODE_DIR_MASK);
                if (!(nc & FLOWFIELD_CODE_GOAL) &&
                    !((nc & FLOWFIELD_CODE_HAS_DIR) &&
                      n[GRIDPATH_DIR_DY(nd) * w + GRIDPATH_DIR_DX(nd)] == down - 1.0f))
                    match &= ~(1u << k);
            }
    }
    return to[d >> 1][first[match]];
}

/* The direction cell (x, y) with code byte code (which has FLOWFIELD_CODE_HAS_DIR) steers along */
static int flowfield__steer_dir(const flowfield_field *field, int x, int y, unsigned code) {
    const int d = (int)(code & FLOWFIELD_CODE_DIR_MASK);
    return field->level_ties && (d & 1) ? flowfield__straight_tie(field, x, y, d) : d;
}

/* The vector the centre of cell (x, y), code byte code (0 outside the grid), stands for: its
 * direction, or straight at its goal when it sees one; zero without either. */
static flowfield_vec2 flowfield__cell_vector(const flowfield_field *field, int x, int y, unsigned code) {
    flowfield_vec2 v = {0.0f, 0.0f};
    if (code & FLOWFIELD_CODE_SIGHT) {
        gridpath_point g = field->sight_goals[field->sight_goal[(size_t)y * (size_t)field->width + (size_t)x]];
        v.x = (float)(g.x - x);
        v.y = (float)(g.y - y);
        return flowfield__unit(v);
    }
    if (code & FLOWFIELD_CODE_HAS_DIR) return flowfield__dir_vec[flowfield__steer_dir(field, x, y, code)];
    return v;
}

/* Is x finite? By its bits, not by arithmetic: -ffast-math lets the compiler assume no NaN or
 * infinity and fold x - x == 0 to true (then a NaN reached the cell index: a read far outside).
 * Under -ffinite-math-only clang 19 and 22 also saw through the bits (a test of a float
 * argument's exponent is an "is it finite?" it folds to yes: flowfield_sample gave a NaN vector
 * for an infinite x, until 0.12.5), so there the bits pass through FLOWFIELD__HIDE_BITS. */
static int flowfield__finite(float x) {
    uint32_t bits;
    FLOWFIELD__MEMCPY(&bits, &x, sizeof bits);
    FLOWFIELD__HIDE_BITS(bits);
    return (bits & 0x7F800000u) != 0x7F800000u;
}

FLOWFIELD_DEF flowfield_vec2 flowfield_sample(const flowfield_field *field, float x, float y) {
    flowfield_vec2 v = {0.0f, 0.0f}, own = {0.0f, 0.0f};
    int cx, cy;
    unsigned code;
    if (!field || field->magic != FLOWFIELD__MAGIC_FIELD || !field->valid ||
        !flowfield__finite(x) || !flowfield__finite(y)) /* NaN, infinities */
        return v;
    if (!(x >= 0.0f && y >= 0.0f && x < (float)field->width && y < (float)field->height)) {
        /* outside: head for the nearest cell centre inside */
        float tx = x < 0.5f ? 0.5f : x > (float)field->width - 0.5f ? (float)field->width - 0.5f : x;
        float ty = y < 0.5f ? 0.5f : y > (float)field->height - 0.5f ? (float)field->height - 0.5f : y;
        v.x = tx - x;
        v.y = ty - y;
        return flowfield__unit(v);
    }
    cx = (int)x;
    cy = (int)y;
    code = field->code[(size_t)cy * (size_t)field->width + (size_t)cx];
    if (!(code & FLOWFIELD_CODE_REACHED) || (code & FLOWFIELD_CODE_GOAL)) return v;
    if (code & FLOWFIELD_CODE_SIGHT) {
        gridpath_point g = field->sight_goals[field->sight_goal[(size_t)cy * (size_t)field->width + (size_t)cx]];
        v.x = (float)g.x + 0.5f - x;
        v.y = (float)g.y + 0.5f - y;
        if (code & FLOWFIELD_CODE_HAS_DIR) own = flowfield__dir_vec[flowfield__steer_dir(field, cx, cy, code)];
    } else {
        const float fx = x - 0.5f, fy = y - 0.5f;
        const int x0 = fx < 0.0f ? -1 : (int)fx, y0 = fy < 0.0f ? -1 : (int)fy, w = field->width;
        const float tx = fx - (float)x0, ty = fy - (float)y0;
        /* the four centres around (x, y); code 0 (no vector) for those outside the grid */
        const int left = x0 >= 0, right = x0 + 1 < w, top = y0 >= 0, bottom = y0 + 1 < field->height;
        const ptrdiff_t at = (ptrdiff_t)y0 * w + x0; /* may be -1 - w: only read inside */
        const uint8_t *codes = field->code;
        flowfield_vec2 corner[4];
        corner[0] = flowfield__cell_vector(field, x0, y0, top && left ? codes[at] : 0u);
        corner[1] = flowfield__cell_vector(field, x0 + 1, y0, top && right ? codes[at + 1] : 0u);
        corner[2] = flowfield__cell_vector(field, x0, y0 + 1, bottom && left ? codes[at + w] : 0u);
        corner[3] = flowfield__cell_vector(field, x0 + 1, y0 + 1, bottom && right ? codes[at + w + 1] : 0u);
        v.x = (1.0f - ty) * ((1.0f - tx) * corner[0].x + tx * corner[1].x) +
              ty * ((1.0f - tx) * corner[2].x + tx * corner[3].x);
        v.y = (1.0f - ty) * ((1.0f - tx) * corner[0].y + tx * corner[1].y) +
              ty * ((1.0f - tx) * corner[2].y + tx * corner[3].y);
        own = corner[(cx - x0) + 2 * (cy - y0)]; /* the cell's own vector */
    }
    /* never toward a side without a cost (blocked, unreached), never across such a corner: a
     * step of at most half a cell then ends in this cell or a reached neighbour */
    if (v.x > 0.0f && !flowfield__enterable(field, cx + 1, cy)) v.x = 0.0f;
    if (v.x < 0.0f && !flowfield__enterable(field, cx - 1, cy)) v.x = 0.0f;
    if (v.y > 0.0f && !flowfield__enterable(field, cx, cy + 1)) v.y = 0.0f;
    if (v.y < 0.0f && !flowfield__enterable(field, cx, cy - 1)) v.y = 0.0f;
    if (v.x != 0.0f && v.y != 0.0f &&
        !flowfield__enterable(field, cx + (v.x > 0.0f ? 1 : -1), cy + (v.y > 0.0f ? 1 : -1))) {
        if ((v.x < 0.0f ? -v.x : v.x) < (v.y < 0.0f ? -v.y : v.y)) v.x = 0.0f;
        else v.y = 0.0f;
    }
    v = flowfield__unit(v);
    if (code & FLOWFIELD_CODE_HAS_DIR) {
        /* A blend that makes no headway along the cell's own direction (zero, or a right angle
         * or more from it) is replaced by that direction, a legal step to a cheaper cell. Where
         * two neighbours point opposite ways around an obstacle their blend nearly cancels, the
         * corner rule above took what was left across, and agents bounced between two rows
         * for ever (until 0.8.17: 251 of 14,929 agents on random512-40 at half a cell a step). */
        if (v.x * own.x + v.y * own.y <= 0.0f) v = own;
    }
    return v;
}

#ifdef __cplusplus
}
#endif
#if defined(__clang__)
#pragma STDC FP_CONTRACT DEFAULT
#elif defined(__GNUC__) && !defined(__INTEL_COMPILER)
#pragma GCC pop_options
#endif
#endif /* FLOWFIELD_IMPLEMENTATION */

/*
------------------------------------------------------------------------------
This software is available under 2 licenses -- choose whichever you prefer.
ALTERNATIVE A - MIT License: see LICENSE.
ALTERNATIVE B - Public Domain (www.unlicense.org): see LICENSE.
------------------------------------------------------------------------------
*/
