/* astar.h - v0.4.4 - exact grid A* with caller-owned memory - public domain / MIT
 *
 * Do this:
 *     #define ASTAR_IMPLEMENTATION
 * before you include this file in *one* C or C++ file to create the implementation.
 * Every other file includes it without the define. It calls sqrt: link the maths library
 * (cc main.c -lm on Linux), or define ASTAR_SQRT (CONFIGURATION).
 *
 * QUICK EXAMPLE (tests/compile.sh compiles and runs it)
 *
 *     #define ASTAR_IMPLEMENTATION
 *     #include "astar.h"
 *     #include <stdio.h>
 *     #include <stdlib.h>
 *
 *     int main(void) {
 *         static const int cells[5 * 4] = {   // 1 = free, 0 = wall
 *             1, 1, 1, 1, 1,
 *             1, 0, 0, 0, 1,
 *             1, 1, 1, 0, 1,
 *             1, 0, 1, 1, 1 };
 *         gridpath_grid grid = { cells, 5, 4 };
 *         gridpath_point start = { 0, 3 }, goal = { 4, 3 };
 *         void *memory = malloc(astar_workspace_size(5, 4));   // once, not per search
 *         astar_workspace *ws = astar_workspace_init(memory, astar_workspace_size(5, 4), 5, 4);
 *         int32_t path[64];
 *         astar_info info;
 *         astar_result r = astar_find_path(ws, &grid, start, goal, NULL, path, 64, &info);
 *         if (r == ASTAR_OK)
 *             for (int i = 0; i < info.path_length; i++)
 *                 printf("(%d,%d)\n", (int)(path[i] % 5), (int)(path[i] / 5));
 *         printf("%s, cost %.6f\n", astar_result_string(r), info.cost);
 *         free(memory);
 *         return r == ASTAR_OK ? 0 : 1;
 *     }
 *
 * THE MODEL
 *   Grid     a flat, read-only array of int, row-major: index = y * width + x, (0,0) top-left,
 *            y grows downward. A cell <= 0 is blocked; a cell > 0 is passable and its value is
 *            the cost of ENTERING it (use 1 everywhere for a plain map).
 *   Moves    gridpath_moves: 4 neighbours, or 8 with one of three diagonal rules (no corner
 *            cutting is the default and the Moving AI benchmark rule). One rule, applied the
 *            same everywhere. A straight step costs the entered cell's value, a diagonal step
 *            sqrt(2) times it.
 *   Heuristic  Manhattan, octile, Chebyshev, Euclidean or zero (Dijkstra), times options.min_cost,
 *            times options.weight (>= 1; > 1 is weighted A*, cost at most weight * optimal).
 *            Default: Manhattan for 4 neighbours, octile for 8, both admissible and consistent.
 *   Ties     among equal f the node with the larger g is expanded first, then the smaller cell
 *            index, so a query expands the same nodes and returns the same path with either
 *            open set and on every IEEE-754 platform, with or without fused multiply-add
 *            (g is compared in exact integers; f, for the integer-scaled heuristics, is rounded
 *            once from exact sums, so true ties stay ties; gcc and clang fuse no multiply-add
 *            in this implementation, so the cost is the same too, see EXACTNESS), where
 *            doubles are evaluated as doubles (C99's FLT_EVAL_METHOD 0: x86-64, ARM). With x87
 *            maths (FLT_EVAL_METHOD 2: i386 without -mfpmath=sse) every key is rounded to
 *            double through a store, so A* and JPS agree there; a product rounded first to 80
 *            bits can, rarely, differ in its last bit from the SSE2 one, and then expand other
 *            nodes (same costs).
 *            Euclidean and weighted keys add a separately rounded h and may break near-ties
 *            differently across platforms.
 *
 * EXACTNESS
 *   g is kept as two integers per cell, S = sum of costs of straight steps and D = sum of costs
 *   of diagonal steps, so the true cost is S + D*sqrt(2) with no accumulated rounding.
 *   g is compared in exact integers (the sign of x + y*sqrt(2) from x^2 against 2y^2). The
 *   open set orders f by the double (S + A) + (D + B)*sqrt(2), where A + B*sqrt(2) is the
 *   heuristic, rounded once. Two different true values differ by |x + y*sqrt(2)| >=
 *   1 / (|x| + |y|*sqrt(2)) (because |x^2 - 2y^2| >= 1 for integers not both 0), which exceeds
 *   the rounding error (< 2^-51 * f) while f stays below 2^23 (8 million); from there on the
 *   integer pairs themselves are compared (Manhattan, octile, Chebyshev and zero heuristics),
 *   so A* orders nodes exactly as the true costs do at every size, and the returned path is
 *   optimal with either open set. The reported cost is S + D*sqrt(2) of the returned path, the
 *   product and the sum each rounded to double (no fused multiply-add: the implementation turns
 *   contraction off under gcc and clang, and where clang's -ffp-contract=fast or -ffast-math
 *   would fuse anyway hides each product from it: clang builds with FMA or -ffast-math for
 *   x86-64, AArch64 and i386 with SSE maths).
 *   Fixed-point 14/10 diagonals are not used. (Euclidean and weighted keys are doubles: past
 *   f = 2^23 a Euclidean search may break a near-tie the wrong way and return a path dearer
 *   than the best by a few roundings of a double (each about 2^-52 of the cost); the
 *   integer-scaled heuristics stay exact.)
 *
 * MEMORY (caller-owned; a search never allocates)
 *   astar_workspace_size(w, h) = 32 bytes per cell + 304 bytes on x86-64 (the fixed part and
 *   its alignment slack):
 *     16 per cell for the node (generation|closed|parent direction, open-set position, S, D),
 *     16 per cell for the open set (f, g as float for fast tie-breaks, cell), sized for the
 *     worst case of every cell open, so a search can never run out of room.
 *   astar_workspace_size_bounded(w, h, n) = 16 bytes per cell + 16 per open-set entry + 304:
 *   an open set of n entries. Searches rarely hold more than a small part of the cells open at
 *   once (A* on the Moving AI scenarios of README.md: at most 0.06-2.4% of the cells on the
 *   15 maps of 256x256 and larger, 6,182 on random512-10 (512x512), 5,842 on Boston_0_1024
 *   (1024x1024); 7.2%, 172 cells, on the 49x49 arena; JPS fewer), so a bounded workspace
 *   takes about half the memory; a search that needs more stops with ASTAR_OPEN_SET_FULL.
 *   `bench scen MAP SCEN` prints the largest open set of a map's scenarios, and
 *   `--open-capacity N` runs them in a bounded workspace.
 *   The generation counter makes each search's reset O(1): no clearing of w*h cells (a full
 *   clear happens once every 2^28 searches when the counter wraps).
 *   Optional, also caller-owned: component labels 4 bytes per cell (astar_components_size),
 *   the JPS bit grid (astar_jps_grid_size, see >>jps api).
 *
 * THREADS
 *   A grid is only read: any number of threads may search one grid at once. A workspace holds
 *   one search: use one workspace per thread. No globals, no hidden state.
 *
 * LIMITS
 *   1 <= width, height; width * height <= ASTAR_MAX_CELLS (2^28). Costs: S and D of a path
 *   must stay below 2^32. An offer past that (a better way into a cell whose S or D would
 *   reach 2^32) is set aside, not kept, and decides the result only where it might have
 *   mattered: the search then returns ASTAR_COST_OVERFLOW instead of a goal that costs as much
 *   or more, or instead of ASTAR_NO_PATH (or a partial path: none is returned then). Only the
 *   cheapest such offer is kept, and it stays set aside even if its cell is later reached more
 *   cheaply within the limit, so near the limit an overflow can be reported where the best
 *   path fits: never for a path cheaper than 2^32 in an unweighted search, but often with
 *   cell values of 2^30 and more. A user's audit, corner to corner on 100,000 random 4x4 grids
 *   each: none with values within 10^6 of 2^31, 1 in 27 with values uniform in 1..2^31, about
 *   half with values in 2^30..2^31 (1 in 5 with options.min_cost = astar_grid_min_cost(), whose
 *   tighter heuristic leaves fewer offers set aside). Keep a path's sums of cell values well
 *   below 2^32 (scale large values down). JPS counts steps and reports it
 *   when the path it found is past the limit, so near the limit the two can differ (one
 *   reports the overflow where the other finds the path, or none). Ordering is exact
 *   throughout for the integer-scaled heuristics (see EXACTNESS).
 *
 * CONFIGURATION (define before including the implementation)
 *   ASTAR_STATIC               make every function static (several copies in one program)
 *   ASTAR_MALLOC(size, ctx)    allocator for astar_workspace_create; define ASTAR_FREE too
 *   ASTAR_FREE(ptr, ctx)
 *   ASTAR_NO_MALLOC            no astar_workspace_create/destroy, no <stdlib.h>
 *   ASTAR_SQRT(x)              square root for the Euclidean heuristic and for
 *                              astar_path_smooth's euclidean_length (default: sqrt,
 *                              from <math.h>)
 *   ASTAR_JPS_NO_BUILTIN       JPS's bit scans and A*'s neighbour loop count zeros with
 *                              portable code instead of __builtin_ctzll / __builtin_clzll
 *   Needs from the C library: nothing else. Needs floating point (double) for keys; a
 *   soft-float target works. Builds with -ffreestanding given ASTAR_NO_MALLOC and ASTAR_SQRT;
 *   the object then needs only memset/memcpy, which compilers may emit for loops and which
 *   every freestanding toolchain provides (tests/compile.sh checks this with nm).
 *   Stack: no recursion; a call needs at most about 1.2 KB (astar_find_path with a JPS grid;
 *   gcc 12, x86-64 -O2 and Cortex-M4 -Os; tests/stack_depth.py, checked by tests/compile.sh).
 *
 * WHAT IT DOES NOT DO
 *   No hierarchical search (HPA*), no any-angle search (Theta*: astar_path_smooth pulls the
 *   string after the search instead), no dynamic replanning (D* Lite), no allocation inside a
 *   search, no global state. JPS only on uniform-cost, 8-neighbour, no-corner-cutting grids.
 *
 * RESULT CODES  see astar_result below and astar_result_string(). An option out of range gives
 *   ASTAR_INVALID_ARGUMENT, also an enum field (moves, heuristic, open_set, algorithm) holding
 *   an int none of its names has. In C++ making such a value is undefined before the call (an
 *   enum there holds only what its names' bits can): check an int read from a file first.
 *
 * CHANGES  v0.4.4 (2026-12): i386 with x87 maths: the heap and the list open sets break ties
 *                            alike again when the compiler keeps 80-bit values across
 *                            assignments (clang 19 and 22 -m32 in any mode: 862 of test_astar's
 *                            heap-against-list checks failed, by f; gcc -m32 -ffast-math 1,410,
 *                            by f and g): a new entry's f and g now pass through a volatile
 *                            store there (ASTAR__KEY), as the pairs already did. Other targets:
 *                            the same code (objdump, gcc and clang x86-64, gcc i386 SSE maths).
 *          v0.4.3 (2026-12): costs keep their two roundings under clang -ffp-contract=fast
 *                            too, which fuses whatever the FP_CONTRACT pragma says and which no
 *                            macro reveals (clang -O2 -mfma -ffp-contract=fast: test_jps failed
 *                            209 checks, also on AArch64): every clang build with FMA (__FMA__,
 *                            every AArch64) or -ffast-math now hides each product by the empty
 *                            asm, i386 with SSE maths too (there -ffast-math also failed 209).
 *                            Cost there: none seen (A* on random512-10's 200 longest
 *                            scenarios, clang -O2 -mfma: 0.3% fewer instructions, callgrind).
 *                            gcc, and clang without FMA or -ffast-math: 0.4.2's code (objdump).
 *          v0.4.2 (2026-12): -ffast-math builds (game engines' often are): options.weight NaN
 *                            is refused (ASTAR_INVALID_ARGUMENT) again: the test was comparisons,
 *                            which -ffast-math may fold as if no value were a NaN (clang -O2
 *                            let it through, gcc 12 not; tests/compile_fastmath.c); now by bits.
 *                            And costs keep their two roundings under clang -ffast-math, which
 *                            fuses whatever the FP_CONTRACT pragma says (-mfma: test_jps failed
 *                            209 checks; x86-64 and AArch64 now hide each product from it by an
 *                            empty asm). Other builds: only the weight check's code changed.
 *          v0.4.1 (2026-12): the reported cost is S + D*sqrt(2) with two roundings (the product,
 *                            the sum) in every build: gcc outside its strict ISO modes
 *                            (-std=gnu*, its default) and clang fused the two into one
 *                            multiply-add wherever the target has FMA (-march=native, -mfma,
 *                            every AArch64), and A* and JPS then reported a cost one rounding
 *                            off (tests/test_jps, which compares costs exactly, failed 209
 *                            checks built so). The implementation now turns contraction off
 *                            for its own code (#pragma STDC FP_CONTRACT for clang, GCC
 *                            optimize for gcc; the build's setting returns after it), which
 *                            clang's -ffp-contract=fast and -ffast-math override. gcc -std=c99
 *                            -O2, -O3 and -Os builds are the same code as 0.4.0's.
 *          v0.4.0 (2026-12): bounded workspaces: astar_workspace_size_bounded, _init_bounded and
 *                            _create_bounded size the open set for n entries instead of one
 *                            per cell (16 bytes per cell + 16 per entry, about half the memory),
 *                            and a search that needs more returns the new ASTAR_OPEN_SET_FULL
 *                            (with options.partial, the partial path). The unbounded functions
 *                            give the same answers; their searches test the capacity at each
 *                            push (1.1% more instructions on den520d, callgrind), the fixed
 *                            part grew from 296 to 304 bytes (the capacity's field) and
 *                            astar_search_step's stack by 16 bytes.
 *          v0.3.5 (2026-12): no declaration after a statement (JPS's first entry was one):
 *                            builds with -Wdeclaration-after-statement pass. The same searches.
 *          v0.3.4 (2026-12): docs from a user's audit, the same code: astar_search_finish may
 *                            be called again (a larger buffer after ASTAR_BUFFER_TOO_SMALL gets
 *                            the path without a new search; tested), how often LIMITS' false
 *                            ASTAR_COST_OVERFLOW comes with values of 2^30 and more, link with
 *                            -lm, the JPS grid's header size.
 *          v0.3.3 (2026-11): the workspace and path buffer check written once (the same
 *                            results).
 *          v0.3.2 (2026-11): astar_components_label: a branch that could never run removed (the
 *                            same labels; found by make mutants).
 *          v0.3.1 (2026-11): ASTAR_VERSION_MAJOR, _MINOR, _PATCH and _STRING, for #if tests.
 *          v0.3.0 (2026-11): from a review as a game programmer would use it. options.partial
 *          now also answers a blocked goal (every goal blocked, with several) with the path to
 *          the reached cell closest to it, where it returned ASTAR_GOAL_BLOCKED: a click on a
 *          wall walks up to the wall. JPS asked for several goals or a sliced search returns
 *          ASTAR_UNSUPPORTED (was ASTAR_INVALID_ARGUMENT, undocumented for several goals).
 *          Docs: the sliced search's answer comes from finish (with partial, step ends with
 *          ASTAR_NO_PATH or ASTAR_BUDGET_EXCEEDED and finish returns the partial path);
 *          options.components is ignored with partial; which of several equally cheap goals
 *          goal_index names.
 *          v0.2.2 (2026-11): on 32-bit targets (i386, Cortex-M) the 64-bit bit scans are two
 *          32-bit ones, where gcc called libgcc's __ctzdi2; the freestanding object on i386
 *          now needs no symbol but memset/memcpy (tests/compile.sh checks it). No change to
 *          64-bit builds (x86-64 code identical).
 *          v0.2.1 (2026-11): portability, from builds for i386, s390x, aarch64 and a Cortex-M4.
 *          The option checks compile cleanly where enums are unsigned bytes (-fshort-enums,
 *          arm-none-eabi's default: "comparison is always false" stopped -Wextra -Werror
 *          builds). With x87 maths every S + D*sqrt(2) is rounded to double through a store
 *          (ASTAR__ROUND) after the product and after the sum, and sqrt(2) is a double
 *          constant: JPS, which formed its cost inline, reported another last bit than A* for
 *          682 of 4,096 goals on an open 64x64 (i386, -std=c99). x86-64: the searches' code is
 *          unchanged.
 *          v0.2 (2026-11): fixes from an audit of the API against this documentation. An
 *          offer past the cost limit no longer ends the search: one no better than the cell's
 *          cost is dropped like any other, a better one is set aside, and ASTAR_COST_OVERFLOW
 *          comes only where it might have mattered (a 2x4 grid of cells costing 2^30 had
 *          reported it with a path of S = 2^31, D = 2^30 at hand, which JPS returned). A
 *          partial path with several goals heads for the nearest free goal, and blocked goals
 *          no longer count in the heuristic (a blocked goal beside the start made it near zero
 *          there: 1,366 expansions instead of 51 on an open 64x64, and a budgeted partial path
 *          fell short). A search the component labels refuse (ASTAR_NO_PATH) right after a
 *          partial search no longer returns that search's partial path; after a JPS search
 *          they refuse, cell_state no longer describes the search before it. JPS fills
 *          info->goal_index with ASTAR_BUFFER_TOO_SMALL, as A* does. Docs: line of sight under
 *          4 neighbours, Euclidean keys past 2^23, x87 excess precision, JPS's ordering by
 *          doubles, the workspace's fixed bytes.
 *          v0.1 (2026-11): the first release.
 *
 * LICENSE  see the end of the file.
 */
#ifndef ASTAR_H_INCLUDED
#define ASTAR_H_INCLUDED

/* the version on this file's first line, for #if tests (tests/compile.sh checks they agree) */
#define ASTAR_VERSION_MAJOR 0
#define ASTAR_VERSION_MINOR 4
#define ASTAR_VERSION_PATCH 4
#define ASTAR_VERSION_STRING "0.4.4"

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

#ifdef ASTAR_STATIC
#if defined(__GNUC__) || defined(__clang__)
#define ASTAR_DEF static __attribute__((unused))
#else
#define ASTAR_DEF static
#endif
#else
#define ASTAR_DEF extern
#endif

#define ASTAR_MAX_CELLS (1 << 28)

#ifdef __cplusplus
extern "C" {
#endif

typedef enum astar_result {
    ASTAR_OK = 0,              /* path found and written (also start == goal) */
    ASTAR_NO_PATH,             /* the goal cannot be reached from the start */
    ASTAR_START_OUTSIDE,       /* start is outside the grid */
    ASTAR_START_BLOCKED,       /* start cell is <= 0 */
    ASTAR_GOAL_OUTSIDE,        /* goal is outside the grid */
    ASTAR_GOAL_BLOCKED,        /* goal cell is <= 0 */
    ASTAR_INVALID_ARGUMENT,    /* NULL pointer, size < 1, bad option, capacity < 0 */
    ASTAR_GRID_TOO_LARGE,      /* width * height > ASTAR_MAX_CELLS or overflows */
    ASTAR_WORKSPACE_TOO_SMALL, /* grid has more cells than the workspace was sized for */
    ASTAR_BUFFER_TOO_SMALL,    /* path does not fit; info.path_length holds the length needed */
    ASTAR_BUDGET_EXCEEDED,     /* options.max_expansions reached before the goal */
    ASTAR_COST_OVERFLOW,       /* path costs beyond the 2^32 limit (see LIMITS) */
    ASTAR_PARTIAL_PATH,        /* options.partial: path to the reached cell closest to goal */
    ASTAR_IN_PROGRESS,         /* sliced search: call astar_search_step again */
    ASTAR_UNSUPPORTED,         /* the options ask for what the algorithm refuses (e.g. JPS on
                                  weighted cells or another corner rule) */
    ASTAR_OPEN_SET_FULL,       /* the search needed more open cells than the workspace's
                                  open_capacity (astar_workspace_init_bounded): no answer; a
                                  larger open_capacity gets further (astar_workspace_size's
                                  always has room) */
    ASTAR_RESULT_COUNT
} astar_result;

typedef enum astar_heuristic {
    ASTAR_HEURISTIC_DEFAULT = 0, /* Manhattan for 4 neighbours, octile for 8 */
    ASTAR_HEURISTIC_MANHATTAN,   /* dx + dy; not admissible with diagonal moves */
    ASTAR_HEURISTIC_OCTILE,      /* max - min + sqrt(2) * min */
    ASTAR_HEURISTIC_CHEBYSHEV,   /* max(dx, dy) */
    ASTAR_HEURISTIC_EUCLIDEAN,   /* sqrt(dx^2 + dy^2) */
    ASTAR_HEURISTIC_ZERO         /* Dijkstra */
} astar_heuristic;

typedef enum astar_algorithm {
    ASTAR_ALGORITHM_ASTAR = 0, /* A* with the chosen open set and heuristic */
    ASTAR_ALGORITHM_JPS        /* Jump Point Search: 8 neighbours, no corner cutting, uniform cost */
} astar_algorithm;

typedef enum astar_open_set {
    ASTAR_OPEN_HEAP = 0, /* indexed binary heap with decrease-key: O(log n) per operation */
    ASTAR_OPEN_LIST      /* unsorted list, scan for the minimum: O(n); kept for comparison */
} astar_open_set;

/* Zero-initialise for the defaults: astar_options opt = {0}; in C, opt = {}; in C++, or memset,
 * or pass NULL. */
typedef struct astar_workspace astar_workspace;
typedef struct astar_jps_grid astar_jps_grid;     /* see >>jps api */
typedef struct astar_components astar_components; /* see >>components api */

typedef struct astar_options {
    gridpath_moves moves;       /* 0: 8 neighbours, no corner cutting */
    astar_heuristic heuristic;  /* 0: tightest admissible for the moves */
    double weight;              /* 0 or 1: optimal A*; > 1: weighted A* (at most 1e9);
                                   < 1 and != 0 invalid */
    int min_cost;               /* heuristic scale: the smallest cell cost; 0 means 1. Must not
                                   exceed the real smallest cost (see astar_grid_min_cost) */
    astar_open_set open_set;    /* 0: indexed binary heap */
    uint32_t max_expansions;    /* 0: unlimited; else ASTAR_BUDGET_EXCEEDED past it */
    astar_algorithm algorithm;  /* 0: A* */
    int jump_points_only;       /* JPS: 1 returns the start, the jump points and the goal
                                   (see JUMP POINT SEARCH), 0 every cell; else
                                   ASTAR_INVALID_ARGUMENT */
    const astar_jps_grid *jps_grid;     /* JPS: prepared bit grid, see astar_jps_grid_init */
    const astar_components *components; /* optional: answer unreachable goals at once
                                           (ignored with partial, which needs the search).
                                           ASTAR_INVALID_ARGUMENT if made for another grid
                                           size, or for a GRIDPATH_MOVES_8_ALWAYS search
                                           with another rule (8_ALWAYS labels serve every
                                           rule; see REACHABILITY) */
    int partial;                /* 1: on no path, budget or a full open set (a bounded
                                   workspace), return the path to the expanded cell closest
                                   to the goal (octile distance with diagonals, Manhattan
                                   without; ties to the smaller cost; with several goals the
                                   nearest free one) with ASTAR_PARTIAL_PATH. Also
                                   when the goal is blocked (every goal, with several): the
                                   closest cell to it (them) that the start reaches */
} astar_options;

typedef struct astar_stats {
    uint32_t expanded; /* nodes taken from the open set and expanded */
    uint32_t pushed;   /* nodes inserted into the open set */
    uint32_t updated;  /* decrease-key operations (a better g for an open node) */
    uint32_t max_open; /* largest open-set size */
} astar_stats;

typedef struct astar_info {
    int32_t path_length; /* cells written; with ASTAR_BUFFER_TOO_SMALL, the capacity needed */
    double cost;         /* exact cost of the path (0 when none); with ASTAR_BUFFER_TOO_SMALL,
                            of the path that did not fit */
    int goal_index;      /* which goal was reached (0 for one goal; also with
                            ASTAR_BUFFER_TOO_SMALL), -1 if none */
    astar_stats stats;
} astar_info;

/* Bytes a workspace needs for grids of up to width * height cells; 0 if too large. */
ASTAR_DEF size_t astar_workspace_size(int width, int height);
/* Lay a workspace out in caller memory (any alignment). NULL if memory is NULL, bytes is
 * smaller than astar_workspace_size(width, height), or the size is invalid. */
ASTAR_DEF astar_workspace *astar_workspace_init(void *memory, size_t bytes, int width, int height);
/* The same with an open set of at most open_capacity entries instead of one per cell: 16
 * bytes per cell + 16 per entry (see MEMORY), about half the memory when open_capacity is a
 * small part of the cells. A search that needs more open cells at once stops with
 * ASTAR_OPEN_SET_FULL (with options.partial: the partial path so far). open_capacity >= 1;
 * more than width * height is the same as width * height (astar_workspace_size). Returns 0 /
 * NULL as the unbounded ones do, and for open_capacity < 1. */
ASTAR_DEF size_t astar_workspace_size_bounded(int width, int height, int32_t open_capacity);
ASTAR_DEF astar_workspace *astar_workspace_init_bounded(void *memory, size_t bytes, int width,
                                                        int height, int32_t open_capacity);
#ifndef ASTAR_NO_MALLOC
/* Allocate through ASTAR_MALLOC(size, alloc_context) (default malloc). NULL on failure. */
ASTAR_DEF astar_workspace *astar_workspace_create(int width, int height, void *alloc_context);
ASTAR_DEF astar_workspace *astar_workspace_create_bounded(int width, int height,
                                                          int32_t open_capacity,
                                                          void *alloc_context);
/* Free a workspace from create or create_bounded. NULL, and a workspace laid out by init
 * (whose memory stays the caller's to free), are left alone. */
ASTAR_DEF void astar_workspace_destroy(astar_workspace *ws);
#endif

/* Find a path from start to goal. path receives the cells (index y * width + x) from start to
 * goal inclusive, at most path_capacity of them. options may be NULL; info may be NULL.
 * path may be NULL with path_capacity 0: then ASTAR_BUFFER_TOO_SMALL (if a path exists) tells
 * info->path_length, the capacity needed. Nothing outside path[0 .. path_capacity-1] and
 * *info is written. */
ASTAR_DEF astar_result astar_find_path(astar_workspace *ws, const gridpath_grid *grid,
                                       gridpath_point start, gridpath_point goal,
                                       const astar_options *options, int32_t *path,
                                       int32_t path_capacity, astar_info *info);

/* The nearest of several goals (e.g. the closest exit) in one search: the heuristic is the
 * smallest over the goals, so each node costs O(goal_count); for hundreds of goals prefer a
 * flowfield.h field. info->goal_index tells which goal was reached: among goals of equal
 * cost, whichever the search takes first (not necessarily the lowest index; a cell listed
 * twice gives its lowest index). Goals outside the grid are an error; blocked goals are skipped
 * (ASTAR_GOAL_BLOCKED only when all are blocked, and not with options.partial). JPS is
 * single-goal: options->algorithm JPS gives ASTAR_UNSUPPORTED. goals NULL or goal_count < 1:
 * ASTAR_INVALID_ARGUMENT. */
ASTAR_DEF astar_result astar_find_path_multi(astar_workspace *ws, const gridpath_grid *grid,
                                             gridpath_point start, const gridpath_point *goals,
                                             int goal_count, const astar_options *options,
                                             int32_t *path, int32_t path_capacity,
                                             astar_info *info);

/* Time-sliced search, for spreading one long search over several frames. The result equals
 * astar_find_path exactly. The workspace holds the search; the grid's cells (and, for
 * begin_multi, the goals array) must stay alive and unchanged until finish.
 *   begin:  ASTAR_IN_PROGRESS, or an error code at once (finish returns it too)
 *   step:   expands at most max_expansions nodes (0: no limit); ASTAR_IN_PROGRESS while
 *           unfinished, else how the search ended: ASTAR_OK (found), ASTAR_NO_PATH,
 *           ASTAR_BUDGET_EXCEEDED, ASTAR_COST_OVERFLOW, ASTAR_OPEN_SET_FULL; after a begin
 *           that failed, its error code; ASTAR_INVALID_ARGUMENT on a workspace where no
 *           search was begun
 *   finish: copies the path and info out and returns the answer, which is astar_find_path's:
 *           with options.partial, a search that ended with ASTAR_NO_PATH,
 *           ASTAR_BUDGET_EXCEEDED or ASTAR_OPEN_SET_FULL answers ASTAR_PARTIAL_PATH here,
 *           with a path. So take the answer from finish, not step. ASTAR_IN_PROGRESS if not
 *           finished yet. It may be called again until the next search in the workspace:
 *           after ASTAR_BUFFER_TOO_SMALL (from it or from astar_find_path and _multi, which end
 *           with it), with info.path_length cells or more, it gives the path without searching
 *           again.
 * JPS is not sliced (begin returns ASTAR_UNSUPPORTED for options->algorithm JPS; finish after a
 * JPS search, ASTAR_INVALID_ARGUMENT: search again with a larger buffer). */
ASTAR_DEF astar_result astar_search_begin(astar_workspace *ws, const gridpath_grid *grid,
                                          gridpath_point start, gridpath_point goal,
                                          const astar_options *options);
ASTAR_DEF astar_result astar_search_begin_multi(astar_workspace *ws, const gridpath_grid *grid,
                                                gridpath_point start,
                                                const gridpath_point *goals, int goal_count,
                                                const astar_options *options);
ASTAR_DEF astar_result astar_search_step(astar_workspace *ws, uint32_t max_expansions);
ASTAR_DEF astar_result astar_search_finish(astar_workspace *ws, int32_t *path,
                                           int32_t path_capacity, astar_info *info);

/* What the latest search did with a cell: 0 untouched, 1 open (reached, not expanded),
 * 2 closed (expanded); -1 outside or no search yet. For pictures and debugging. */
ASTAR_DEF int astar_workspace_cell_state(const astar_workspace *ws, gridpath_point p);

/* The smallest passable cell value of the grid (O(width * height)); 0 if none or invalid.
 * Pass it as options.min_cost on weighted maps for the tightest admissible heuristic. */
ASTAR_DEF int astar_grid_min_cost(const gridpath_grid *grid);

/* A short English name for a result code, e.g. "no path". Never NULL. */
ASTAR_DEF const char *astar_result_string(astar_result result);

/* >>jps api begin */
/* JUMP POINT SEARCH (options.algorithm = ASTAR_ALGORITHM_JPS; Harabor and Grastien 2011, with the
 * block-based jumps of "Improving Jump Point Search", 2014). Same answers as A*: an optimal path,
 * the same exact cost (within LIMITS; it orders nodes by doubles alone, exact while f stays
 * below 2^23 steps, where A* goes on comparing exactly), returned as every cell (or, with
 * options.jump_points_only = 1, only the start, the jump points and the goal: every turn, and
 * some cells where the path goes straight on (a jump ended there); consecutive ones are joined
 * by a straight or diagonal line of passable cells). On the longest
 * scenarios of the Moving AI maps den520d, 8room_000 and Boston_0_1024 it expands 18 to 300
 * times fewer nodes than A* and runs 10 to 73 times faster (README.md); one-cell corridors
 * and dense random obstacles are its worst case (about 3x), and on open ground A* with exact
 * ties (which walks straight to the goal) can beat it.
 *
 * It handles 8 neighbours without corner cutting on uniform-cost grids only, and returns
 * ASTAR_UNSUPPORTED for: passable cells of different values (detected once, in
 * astar_jps_grid_init), options.moves other than DEFAULT / 8_NO_CORNER_CUT, a heuristic other
 * than DEFAULT / OCTILE, options.open_set = ASTAR_OPEN_LIST, options.weight > 1 and
 * options.partial. options.min_cost is ignored (the uniform cost is known). It needs
 * options.jps_grid: a bit-packed copy of the grid (one bit per cell, stored by rows and by
 * columns) built once per grid; without it the search returns ASTAR_INVALID_ARGUMENT. The copy
 * remembers grid->cells, width and height: queries with another grid, or with a start or goal
 * whose value differs from the uniform cost (a grid changed since), get ASTAR_INVALID_ARGUMENT.
 * After changing the grid, call astar_jps_grid_init again. JPS uses the same workspace (nodes
 * and open set, O(1) reset) and allocates nothing; it is not time-sliced and takes one goal
 * (astar_search_begin, astar_search_begin_multi and astar_find_path_multi return
 * ASTAR_UNSUPPORTED for it). The bit grid is only read by searches: any number of threads may
 * share it.
 *
 * Size: 8 * ((height + 2) * ((width + 65) / 64 + 1) + (width + 2) * ((height + 65) / 64 + 1))
 * bytes plus its header and alignment (88 bytes on x86-64), a little over width * height / 4
 * bytes on large maps (289 KiB for 1024 x 1024). Building it reads every cell once. Jumps
 * count zeros with __builtin_ctzll / __builtin_clzll on gcc and clang; define
 * ASTAR_JPS_NO_BUILTIN for the portable fallback (the only one on other compilers). */

/* Bytes astar_jps_grid_init needs for a width x height grid; 0 if the size is invalid. */
ASTAR_DEF size_t astar_jps_grid_size(int width, int height);
/* Build the bit grid of `grid` in caller memory (any alignment). NULL if an argument is invalid
 * or bytes < astar_jps_grid_size(width, height). A grid whose passable cells differ is
 * accepted, and every JPS query on it returns ASTAR_UNSUPPORTED (astar_jps_grid_uniform says
 * so at once). */
ASTAR_DEF astar_jps_grid *astar_jps_grid_init(void *memory, size_t bytes,
                                              const gridpath_grid *grid);
/* The value every passable cell has (JPS can search this grid), or 0 when the passable cells
 * differ (every JPS query is refused) or none is passable, or -1 for an invalid argument. */
ASTAR_DEF int astar_jps_grid_uniform(const astar_jps_grid *jps_grid);
/* >>jps api end */

/* >>smooth api begin */
/* SMOOTH PATHS. A path is cell indices (y * width + x) as astar_find_path writes them.
 *
 * Line of sight between cells a and b is judged on the straight segment between their centres
 * (cell (x, y) is the unit square [x, x+1] x [y, y+1], its centre (x + .5, y + .5)). Such a
 * segment never runs along a grid line, so it meets cells in two ways:
 *   crossed   the segment passes through the cell's interior: the cell must be free.
 *   corner    the segment passes exactly through a grid corner, going diagonally from one cell
 *             to the opposite one; the other two cells at that corner (the "side cells") touch
 *             it in that one point. They are judged by the corner rule of `moves`, as the
 *             search judges the side cells of a diagonal step:
 *               8_NO_CORNER_CUT (and DEFAULT): both side cells must be free
 *               8_ONE_FREE: at least one side cell free     8_ALWAYS: no condition
 *               4: both side cells must be free (a 4-neighbour agent never squeezes between
 *                  two cells that meet only at a corner)
 * So the closed supercover of the segment (every cell whose closed square meets it) is free
 * under 8_NO_CORNER_CUT and 4, and under the 8-neighbour rules a one-cell step is in sight
 * exactly when the search allows it (under 4, a diagonal one between free side cells is in
 * sight too, though the search takes two straight steps there). Each test walks the segment
 * once: O(|dx| + |dy|), exact integer arithmetic.
 * Returns 1 clear, 0 not clear (also when a or b is outside the grid or blocked), -1 for an
 * invalid grid (NULL, size < 1, more than ASTAR_MAX_CELLS) or moves value. */
ASTAR_DEF int astar_line_of_sight(const gridpath_grid *grid, gridpath_moves moves,
                                  gridpath_point a, gridpath_point b);

/* The turning points of a path: its first cell, every cell where the step direction changes,
 * its last cell. Expanding the straight runs between them gives the path back exactly. Needs
 * only the grid's width. Consecutive path cells must be one king step apart (else
 * ASTAR_INVALID_ARGUMENT; a length-1 path gives one waypoint).
 * String pulling (astar_path_smooth): from each waypoint, go along the path while the next
 * cell is in line of sight (above) and emit the last one seen: every segment of the result is
 * in line of sight, the result's cells are a subsequence of the path, first and last cells
 * kept. The path must be legal on the grid under `moves` (inside, free, each step a legal
 * move) or ASTAR_INVALID_ARGUMENT (a JPS path with jump_points_only = 1 is not a cell path:
 * ask for every cell). *euclidean_length (may be NULL) receives the sum of the
 * segments' geometric lengths in cell units, sqrt(dx^2 + dy^2) each: cell costs are NOT
 * weighed in; it is <= the path's own geometric length (straight steps 1, diagonal sqrt(2)).
 * Cost O(length * longest segment); no allocation.
 * Both: *out_length receives the number of cells (with ASTAR_BUFFER_TOO_SMALL, the capacity
 * needed; nothing is written to out then). The result never has more than `length` cells.
 * out may be NULL when capacity is 0 (a size query). In place is allowed: out == path; any
 * other overlap of out and path is not. */
ASTAR_DEF astar_result astar_path_waypoints(const int32_t *path, int32_t length, int width,
                                            int32_t *out, int32_t capacity, int32_t *out_length);
ASTAR_DEF astar_result astar_path_smooth(const gridpath_grid *grid, gridpath_moves moves,
                                         const int32_t *path, int32_t length, int32_t *out,
                                         int32_t capacity, int32_t *out_length,
                                         double *euclidean_length);
/* >>smooth api end */

/* >>components api begin */
/* REACHABILITY. Label the connected components of a grid once, then "can a reach b?" is O(1)
 * and astar_options.components makes a search for an unreachable goal return ASTAR_NO_PATH at
 * once. Components follow `moves`; every rule is symmetric, so they are undirected. Only
 * GRIDPATH_MOVES_8_ALWAYS joins more cells than 4 neighbours do: a diagonal step that
 * 8_NO_CORNER_CUT or 8_ONE_FREE allows has a free side cell, which joins its two ends by
 * straight steps, so those two rules (and DEFAULT) give exactly the 4-neighbour components.
 * Labels are 0 .. count-1, numbered in row-major order of each component's first cell.
 * Memory: astar_components_size(w, h) = 4 bytes per cell (one int32 label) + 64 bytes,
 * caller-owned; init allocates nothing else: it runs a union-find whose parent links live
 * in the label array itself. Time: two row-major passes, union-find with path halving
 * (near-linear; about 3-30 ns per cell on a 2020s x86 core, the more the walls the slower),
 * no recursion.
 * The labels describe the cells as they were at init: init again after the grid changes.
 * Read-only afterwards: any number of threads may query one astar_components. */

/* Bytes for a grid of width * height cells; 0 if the size is invalid or too large. */
ASTAR_DEF size_t astar_components_size(int width, int height);
/* Label the grid into caller memory (any alignment). NULL if memory, grid or cells is NULL,
 * the size is invalid, bytes < astar_components_size(width, height), or moves is invalid. */
ASTAR_DEF astar_components *astar_components_init(void *memory, size_t bytes,
                                                  const gridpath_grid *grid,
                                                  gridpath_moves moves);
/* The component label of a cell; -1 if the cell is blocked, outside, or components is NULL. */
ASTAR_DEF int32_t astar_components_label(const astar_components *components, gridpath_point p);
/* 1 if a and b are free cells of one component (a path exists under the moves rule), else 0. */
ASTAR_DEF int astar_components_connected(const astar_components *components, gridpath_point a,
                                         gridpath_point b);
/* Number of components (0 for a grid with no free cell); -1 if components is NULL. */
ASTAR_DEF int32_t astar_components_count(const astar_components *components);
/* >>components api end */

#ifdef __cplusplus
}
#endif
#endif /* ASTAR_H_INCLUDED */

/* ============================================================================================ */
#if defined(ASTAR_IMPLEMENTATION) && !defined(ASTAR_IMPLEMENTATION_DONE)
#define ASTAR_IMPLEMENTATION_DONE

#if defined(ASTAR_MALLOC) != defined(ASTAR_FREE)
#error "astar.h: define both ASTAR_MALLOC and ASTAR_FREE, or neither"
#endif
#if !defined(ASTAR_NO_MALLOC) && !defined(ASTAR_MALLOC)
#include <stdlib.h>
#define ASTAR_MALLOC(size, ctx) ((void)(ctx), malloc(size))
#define ASTAR_FREE(ptr, ctx) ((void)(ctx), free(ptr))
#endif
#ifndef ASTAR_SQRT
#include <math.h>
#define ASTAR_SQRT(x) sqrt(x)
#endif
#include <float.h> /* FLT_EVAL_METHOD */
/* No fused multiply-add here: every product is rounded before the sum it feeds, as EXACTNESS
 * says (a cost S + D*sqrt(2) is two roundings), whatever the build allows. gcc fuses them by
 * default outside its strict ISO modes (-std=gnu*, its default; g++ too) wherever the target has
 * FMA (-march=native, -mfma, every AArch64), clang within an expression: so built, 0.4.0's A*
 * and JPS reported a fused cost, one rounding off the documented one (209 of test_jps's exact
 * cost checks failed; tests/compile.sh now runs it so built). clang's -ffp-contract=fast and
 * -ffast-math override the pragma, and no macro tells -ffp-contract=fast apart, so in clang
 * builds that can fuse (FMA: __FMA__ on x86-64, every AArch64) or reassociate (-ffast-math)
 * ASTAR__ROUND also hides each product from the optimiser. The build's own setting returns
 * after the implementation. */
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
#define ASTAR__SQRT2 ((double)1.41421356237309504880)
/* A double rounded to double: x87 (FLT_EVAL_METHOD 2) keeps double expressions in 80-bit
 * registers, and gcc's default -std=gnu* need not round them even at an assignment; a volatile
 * store does, so A* and JPS form the same g and f. A no-op elsewhere. There also the open set's
 * keys (ASTAR__KEY, ASTAR__KEY_FLOAT below): clang (any mode) and gcc -ffast-math
 * (-fexcess-precision=fast) kept a new entry's f or g's float in an 80-bit register while the
 * heap compared it with keys read from memory, and the heap and the list broke ties apart
 * (test_astar's heap-against-list checks: clang 22 -m32 failed 862, by f, whose sum with a
 * Euclidean or weighted h is not a rounded pair; gcc -m32 -ffast-math 1,410, by f and g). */
#if defined(FLT_EVAL_METHOD) && FLT_EVAL_METHOD != 0 && FLT_EVAL_METHOD != 1
static double astar__round(double x) {
    volatile double v = x;
    return v;
}
static float astar__round_float(double x) {
    volatile float v = (float)x;
    return v;
}
#define ASTAR__ROUND(x) astar__round(x)
#define ASTAR__KEY(x) astar__round(x)
#define ASTAR__KEY_FLOAT(x) astar__round_float(x)
#elif defined(__clang__) &&                                                                  \
    (defined(__FAST_MATH__) || defined(__FMA__) || defined(__aarch64__)) &&                  \
    (defined(__x86_64__) || defined(__aarch64__) || (defined(__i386__) && defined(__SSE2_MATH__)))
/* clang -ffast-math and -ffp-contract=fast fuse a product into the sum it feeds whatever the
 * FP_CONTRACT pragma says, and -ffast-math reassociates: an empty asm taking and giving the
 * value in a register hides it from the optimiser, so the product is rounded first (built clang
 * -O2 -mfma with -ffast-math or -ffp-contract=fast, test_jps failed 209 checks without it).
 * Only in clang builds with FMA (__FMA__ on x86, every AArch64) or -ffast-math, for x86-64,
 * AArch64 and i386 with SSE maths: -ffp-contract=fast itself is invisible to the preprocessor. */
static double astar__round(double x) {
#if defined(__aarch64__)
    __asm__("" : "+w"(x));
#else
    __asm__("" : "+x"(x));
#endif
    return x;
}
#define ASTAR__ROUND(x) astar__round(x)
#else
#define ASTAR__ROUND(x) (x)
#endif
#ifndef ASTAR__KEY /* the open set's keys: rounded as stored everywhere but x87 (above) */
#define ASTAR__KEY(x) (x)
#define ASTAR__KEY_FLOAT(x) ((float)(x))
#endif
/* S + D*sqrt(2) as a double: two roundings, the product and the sum */
#define ASTAR__PAIR(s, d) ASTAR__ROUND((double)(s) + ASTAR__ROUND((double)(d) * ASTAR__SQRT2))
#define ASTAR__MAGIC 0x41535452u
#define ASTAR__GEN_SHIFT 4
#define ASTAR__CLOSED 8u
#define ASTAR__DIR_MASK 7u
#define ASTAR__GEN_MAX ((1u << (32 - ASTAR__GEN_SHIFT)) - 1u)
/* For the small helpers the search loop calls several times per expansion (open set, keys):
 * gcc -O2 left them as calls, each with its own prologue. */
#if defined(__GNUC__) || defined(__clang__)
#define ASTAR__INLINE static __inline__ __attribute__((always_inline))
#else
#define ASTAR__INLINE static
#endif
/* The corner rule of a normalised moves value (GRIDPATH_MOVES_4 counts as no corner cut):
 * may a segment or a diagonal step pass between side cells that are free (1) or not (0)? */
static int astar__corner_ok(int rule, int side_a_free, int side_b_free) {
    if (rule == GRIDPATH_MOVES_8_ALWAYS) return 1;
    if (rule == GRIDPATH_MOVES_8_ONE_FREE) return side_a_free || side_b_free;
    return side_a_free && side_b_free;
}
/* the lowest / highest set bit of v != 0: A*'s neighbour masks, JPS's bit rows */
#if (defined(__GNUC__) || defined(__clang__)) && !defined(ASTAR_JPS_NO_BUILTIN)
#if UINTPTR_MAX > 0xFFFFFFFFu
#define ASTAR__CTZ64(v) __builtin_ctzll(v)
#else
/* 32-bit targets: two 32-bit scans (gcc calls libgcc's __ctzdi2 for __builtin_ctzll there, on
 * i386 and Cortex-M alike; its __builtin_clzll is inline) */
static int astar__ctz64(uint64_t v) {
    const uint32_t low = (uint32_t)v;
    return low ? __builtin_ctz(low) : 32 + __builtin_ctz((uint32_t)(v >> 32));
}
#define ASTAR__CTZ64(v) astar__ctz64(v)
#endif
#define ASTAR__CLZ64(v) __builtin_clzll(v)
#else
/* portable fallbacks (v != 0): binary search for the lowest / highest set bit */
static int astar__ctz64(uint64_t v) {
    int n = 0;
    if (!(v & 0xFFFFFFFFu)) { n += 32; v >>= 32; }
    if (!(v & 0xFFFFu)) { n += 16; v >>= 16; }
    if (!(v & 0xFFu)) { n += 8; v >>= 8; }
    if (!(v & 0xFu)) { n += 4; v >>= 4; }
    if (!(v & 0x3u)) { n += 2; v >>= 2; }
    if (!(v & 0x1u)) n += 1;
    return n;
}
static int astar__clz64(uint64_t v) {
    int n = 0;
    if (!(v >> 32)) { n += 32; v <<= 32; }
    if (!(v >> 48)) { n += 16; v <<= 16; }
    if (!(v >> 56)) { n += 8; v <<= 8; }
    if (!(v >> 60)) { n += 4; v <<= 4; }
    if (!(v >> 62)) { n += 2; v <<= 2; }
    if (!(v >> 63)) n += 1;
    return n;
}
#define ASTAR__CTZ64(v) astar__ctz64(v)
#define ASTAR__CLZ64(v) astar__clz64(v)
#endif

/* >>node: one per cell, 16 bytes */
typedef struct astar__node {
    uint32_t tag;       /* generation << 4 | closed << 3 | direction of the step into it */
    int32_t open_pos;   /* position in the open set while open */
    uint32_t straight;  /* S: sum of costs of straight steps on the best path so far */
    uint32_t diagonal;  /* D: sum of costs of diagonal steps */
} astar__node;

/* >>query: everything a search in progress needs (lives in the workspace, so a sliced search
 * can be resumed and nothing is allocated) */
enum { ASTAR__IDLE = 0, ASTAR__RUNNING, ASTAR__FINISHED };
typedef struct astar__query {
    const int *cells;
    int32_t width, height;
    int32_t goal_x, goal_y;       /* the first goal */
    const gridpath_point *goals;  /* caller's array (or goal_copy) */
    int goal_count;
    int blocked_goals;            /* some goal is blocked (allowed with several): see
                                     astar__goal_free */
    gridpath_point goal_copy;
    int diagonals;                /* 0: 4 neighbours, else the gridpath_moves rule */
    astar_heuristic heuristic;
    double scale;                 /* min_cost * weight */
    uint64_t int_scale;           /* min_cost when f can be formed exactly, else 0 */
    int large_f;                  /* 1 once a key >= ASTAR__EXACT_F_LIMIT was made with
                                     int_scale: from then on comparisons check the bound */
    astar_open_set kind;
    uint32_t budget;
    int partial;
    int32_t dir_delta[8];
    int32_t start_cell, found, best_cell;
    int goal_index;
    double best_h, best_g;
    int set_aside;                /* offers past the cost limit were not kept (LIMITS): */
    uint64_t aside_s, aside_d;    /* the cheapest of them, S and D (below 2^33) */
    int state;
    astar_result result;
    astar_stats stats;
} astar__query;

static void astar__zero_stats(astar_stats *s) {
    s->expanded = s->pushed = s->updated = s->max_open = 0;
}

/* >>open entry: 16 bytes */
typedef struct astar__entry {
    double f;     /* g + weight * h */
    float g;      /* g rounded, for fast tie-breaks */
    int32_t cell;
} astar__entry;

struct astar_workspace {
    uint32_t magic;
    uint32_t generation;
    int32_t capacity;   /* cells */
    int32_t open_count;
    int32_t open_capacity; /* entries the open set has room for (<= capacity) */
    astar__node *nodes;
    astar__entry *open; /* the open set: a heap, or an unsorted list */
    void *alloc_context;
    void *allocation;   /* non-NULL when created by astar_workspace_create */
    astar__query query;
};

#define ASTAR__ALIGN 16u

/* The open set's entries for open_capacity (at most the cells); 0 if invalid. */
static size_t astar__open_entries(int width, int height, int32_t open_capacity) {
    size_t cells;
    if (width < 1 || height < 1 || open_capacity < 1) return 0;
    if ((size_t)width > (size_t)ASTAR_MAX_CELLS / (size_t)height) return 0;
    cells = (size_t)width * (size_t)height;
    return (size_t)open_capacity < cells ? (size_t)open_capacity : cells;
}

ASTAR_DEF size_t astar_workspace_size_bounded(int width, int height, int32_t open_capacity) {
    size_t open = astar__open_entries(width, height, open_capacity), cells, room;
    if (open == 0) return 0;
    cells = (size_t)width * (size_t)height;
    /* a 32-bit size_t cannot hold 16 bytes for each of 2^28 cells and as many entries: say so
     * instead of wrapping */
    room = (size_t)-1 - sizeof(struct astar_workspace) - 4 * ASTAR__ALIGN;
    if (cells > room / sizeof(astar__node)) return 0;
    room -= cells * sizeof(astar__node);
    if (open > room / sizeof(astar__entry)) return 0;
    return (sizeof(struct astar_workspace) + ASTAR__ALIGN) + ASTAR__ALIGN /* caller misalign */
           + cells * sizeof(astar__node) + ASTAR__ALIGN + open * sizeof(astar__entry);
}

ASTAR_DEF size_t astar_workspace_size(int width, int height) {
    return astar_workspace_size_bounded(width, height, ASTAR_MAX_CELLS);
}

static unsigned char *astar__align(unsigned char *p) {
    size_t mis = (size_t)((uintptr_t)p % ASTAR__ALIGN);
    return mis ? p + (ASTAR__ALIGN - mis) : p;
}

ASTAR_DEF astar_workspace *astar_workspace_init_bounded(void *memory, size_t bytes, int width,
                                                        int height, int32_t open_capacity) {
    size_t need = astar_workspace_size_bounded(width, height, open_capacity), cells, i;
    unsigned char *p;
    astar_workspace *ws;
    if (!memory || need == 0 || bytes < need) return NULL;
    cells = (size_t)width * (size_t)height;
    p = astar__align((unsigned char *)memory);
    ws = (astar_workspace *)(void *)p;
    p = astar__align(p + sizeof(struct astar_workspace));
    ws->nodes = (astar__node *)(void *)p;
    p = astar__align(p + cells * sizeof(astar__node));
    ws->open = (astar__entry *)(void *)p;
    ws->magic = ASTAR__MAGIC;
    ws->generation = 0;
    ws->capacity = (int32_t)cells;
    ws->open_count = 0;
    ws->open_capacity = (int32_t)astar__open_entries(width, height, open_capacity);
    ws->alloc_context = NULL;
    ws->allocation = NULL;
    ws->query.state = ASTAR__IDLE;
    ws->query.result = ASTAR_INVALID_ARGUMENT;
    ws->query.width = ws->query.height = 0;
    for (i = 0; i < cells; i++) ws->nodes[i].tag = 0;
    return ws;
}

ASTAR_DEF astar_workspace *astar_workspace_init(void *memory, size_t bytes, int width, int height) {
    return astar_workspace_init_bounded(memory, bytes, width, height, ASTAR_MAX_CELLS);
}

#ifndef ASTAR_NO_MALLOC
ASTAR_DEF astar_workspace *astar_workspace_create_bounded(int width, int height,
                                                          int32_t open_capacity,
                                                          void *alloc_context) {
    size_t bytes = astar_workspace_size_bounded(width, height, open_capacity);
    void *memory;
    astar_workspace *ws;
    if (bytes == 0) return NULL;
    memory = ASTAR_MALLOC(bytes, alloc_context);
    if (!memory) return NULL;
    ws = astar_workspace_init_bounded(memory, bytes, width, height, open_capacity);
    ws->alloc_context = alloc_context;
    ws->allocation = memory;
    return ws;
}

ASTAR_DEF astar_workspace *astar_workspace_create(int width, int height, void *alloc_context) {
    return astar_workspace_create_bounded(width, height, ASTAR_MAX_CELLS, alloc_context);
}

ASTAR_DEF void astar_workspace_destroy(astar_workspace *ws) {
    if (ws && ws->magic == ASTAR__MAGIC && ws->allocation) {
        void *ctx = ws->alloc_context, *memory = ws->allocation;
        (void)ctx;
        ws->magic = 0;
        ASTAR_FREE(memory, ctx);
    }
}
#endif

ASTAR_DEF const char *astar_result_string(astar_result result) {
    switch (result) {
    case ASTAR_OK: return "ok";
    case ASTAR_NO_PATH: return "no path";
    case ASTAR_START_OUTSIDE: return "start outside the grid";
    case ASTAR_START_BLOCKED: return "start cell is blocked";
    case ASTAR_GOAL_OUTSIDE: return "goal outside the grid";
    case ASTAR_GOAL_BLOCKED: return "goal cell is blocked";
    case ASTAR_INVALID_ARGUMENT: return "invalid argument";
    case ASTAR_GRID_TOO_LARGE: return "grid too large";
    case ASTAR_WORKSPACE_TOO_SMALL: return "workspace too small for the grid";
    case ASTAR_BUFFER_TOO_SMALL: return "path buffer too small";
    case ASTAR_BUDGET_EXCEEDED: return "expansion budget exceeded";
    case ASTAR_COST_OVERFLOW: return "path cost overflow";
    case ASTAR_PARTIAL_PATH: return "partial path (goal not reached)";
    case ASTAR_IN_PROGRESS: return "search in progress";
    case ASTAR_UNSUPPORTED: return "unsupported by this algorithm";
    case ASTAR_OPEN_SET_FULL: return "open set full (the workspace's open_capacity)";
    case ASTAR_RESULT_COUNT: break;
    }
    return "unknown result code";
}

ASTAR_DEF int astar_grid_min_cost(const gridpath_grid *grid) {
    size_t i, n;
    int best = 0;
    if (!grid || !grid->cells || grid->width < 1 || grid->height < 1) return 0;
    if ((size_t)grid->width > (size_t)ASTAR_MAX_CELLS / (size_t)grid->height) return 0;
    n = (size_t)grid->width * (size_t)grid->height;
    for (i = 0; i < n; i++) {
        int c = grid->cells[i];
        if (c > 0 && (best == 0 || c < best)) best = c;
    }
    return best;
}

/* >>heuristic */
static double astar__h(const astar__query *q, int32_t x, int32_t y, int32_t gx, int32_t gy) {
    int32_t dx = x > gx ? x - gx : gx - x;
    int32_t dy = y > gy ? y - gy : gy - y;
    int32_t lo = dx < dy ? dx : dy, hi = dx < dy ? dy : dx;
    switch (q->heuristic) {
    case ASTAR_HEURISTIC_MANHATTAN: return q->scale * (double)(dx + dy);
    case ASTAR_HEURISTIC_OCTILE: return q->scale * ((double)(hi - lo) + ASTAR__SQRT2 * (double)lo);
    case ASTAR_HEURISTIC_CHEBYSHEV: return q->scale * (double)hi;
    case ASTAR_HEURISTIC_EUCLIDEAN:
        return q->scale * ASTAR_SQRT((double)dx * (double)dx + (double)dy * (double)dy);
    case ASTAR_HEURISTIC_DEFAULT: /* (resolved before a search) */
    case ASTAR_HEURISTIC_ZERO: break;
    }
    return 0.0;
}

/* f = g + h. For Manhattan, octile, Chebyshev and zero with an integer scale (min_cost, no
 * weight) h is itself of the form A + B*sqrt(2), so f is formed from the exact integer sums
 * (S + A) + (D + B)*sqrt(2) and rounded once: f values that are equal in real numbers are then
 * equal doubles, and the tie-break (larger g first) sees every true tie. Adding a separately
 * rounded h would split such ties by an ulp and can multiply the expansions on open ground. */
ASTAR__INLINE double astar__f(const astar__query *q, uint64_t straight, uint64_t diagonal,
                              int32_t x, int32_t y, int32_t gx, int32_t gy) {
    uint64_t dx = (uint64_t)(x > gx ? x - gx : gx - x), dy = (uint64_t)(y > gy ? y - gy : gy - y);
    uint64_t lo = dx < dy ? dx : dy, hi = dx < dy ? dy : dx, m = q->int_scale;
    if (!m) return ASTAR__PAIR(straight, diagonal) + astar__h(q, x, y, gx, gy);
    switch (q->heuristic) {
    case ASTAR_HEURISTIC_MANHATTAN: straight += m * (dx + dy); break;
    case ASTAR_HEURISTIC_OCTILE: straight += m * (hi - lo); diagonal += m * lo; break;
    case ASTAR_HEURISTIC_CHEBYSHEV: straight += m * hi; break;
    case ASTAR_HEURISTIC_DEFAULT: /* (resolved before a search; no integer form for these) */
    case ASTAR_HEURISTIC_EUCLIDEAN:
    case ASTAR_HEURISTIC_ZERO: break;
    }
    return ASTAR__PAIR(straight, diagonal);
}

static double astar__g(const astar__node *n) {
    return ASTAR__PAIR(n->straight, n->diagonal);
}

/* >>open set: order by f, then larger g, then smaller cell index (a total order, so the heap
 * and the list pop the same sequence). Each entry carries g rounded to float: rounding is
 * monotonic, so unequal floats order g exactly and only equal floats need the node's exact g. */
/* a * b as a 128-bit number (hi, lo), portable C99 */
static void astar__mul64(uint64_t a, uint64_t b, uint64_t *hi, uint64_t *lo) {
    uint64_t al = a & 0xFFFFFFFFu, ah = a >> 32, bl = b & 0xFFFFFFFFu, bh = b >> 32;
    uint64_t ll = al * bl, lh = al * bh, hl = ah * bl, hh = ah * bh;
    uint64_t mid = (ll >> 32) + (lh & 0xFFFFFFFFu) + (hl & 0xFFFFFFFFu);
    *lo = (ll & 0xFFFFFFFFu) | (mid << 32);
    *hi = hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
}

/* Sign of (s1 + d1*sqrt2) - (s2 + d2*sqrt2), exact in integers (all values below 2^62): with
 * x = s1 - s2 and y = d1 - d2 of opposite signs, compare x^2 with 2y^2, in 64 bits while both
 * are below 2^31 and in 128 bits above. No floating point, so no platform rounds it apart.
 * The signs-agree case (most calls) is inline; opposite signs go to the function below. */
static int astar__pair_sign_mixed(int64_t x, int64_t y) {
    uint64_t ax, ay, xx, yy, xh, yh;
    int x_bigger;
    ax = (uint64_t)(x < 0 ? -x : x);
    ay = (uint64_t)(y < 0 ? -y : y);
    if (ax <= 0x7FFFFFFFu && ay <= 0x7FFFFFFFu) {
        xx = ax * ax;
        yy = 2u * ay * ay;
        x_bigger = xx > yy; /* never equal: sqrt(2) is irrational */
    } else {
        astar__mul64(ax, ax, &xh, &xx);
        astar__mul64(ay, ay, &yh, &yy);
        yh = (yh << 1) | (yy >> 63);
        yy <<= 1;
        x_bigger = xh > yh || (xh == yh && xx > yy);
    }
    return (x > 0) == x_bigger ? 1 : -1;
}

ASTAR__INLINE int astar__pair_sign(uint64_t s1, uint64_t d1, uint64_t s2, uint64_t d2) {
    int64_t x = (int64_t)s1 - (int64_t)s2, y = (int64_t)d1 - (int64_t)d2;
    if (x >= 0 && y >= 0) return (x | y) != 0;
    if (x <= 0 && y <= 0) return -1;
    return astar__pair_sign_mixed(x, y);
}

static int astar__before_exact(const astar_workspace *ws, int32_t a, int32_t b) {
    const astar__node *na = &ws->nodes[a], *nb = &ws->nodes[b];
    int sign = astar__pair_sign(na->straight, na->diagonal, nb->straight, nb->diagonal);
    if (sign) return sign > 0;
    return a < b;
}

/* Is goal i passable? Blocked goals (allowed with several, at least one free; or all blocked
 * with options.partial, when blocked_goals stays 0 so that all count) can never be
 * reached, so the heuristic and the partial path's closeness leave them out: counted, a
 * blocked goal beside the start made the heuristic near zero there and the search flooded.
 * Where no goal is blocked (astar__begin knows) no cell is read. */
static int astar__goal_free(const astar__query *q, int i) {
    return !q->blocked_goals ||
           q->cells[(size_t)q->goals[i].y * (size_t)q->width + (size_t)q->goals[i].x] > 0;
}

/* f of a cell as the exact pair A + B*sqrt(2) (integer-scaled heuristics only): the smallest
 * over the free goals, compared exactly. Used above the bound where doubles stop ordering exactly. */
static void astar__f_pair_cell(const astar_workspace *ws, int32_t cell, uint64_t *a_out,
                               uint64_t *b_out) {
    const astar__query *q = &ws->query;
    const astar__node *n = &ws->nodes[cell];
    int32_t y = cell / q->width, x = cell - y * q->width;
    int i, first = 1;
    for (i = 0; i < q->goal_count; i++) {
        int32_t gx = q->goals[i].x, gy = q->goals[i].y;
        uint64_t dx = (uint64_t)(x > gx ? x - gx : gx - x), dy = (uint64_t)(y > gy ? y - gy : gy - y);
        uint64_t lo = dx < dy ? dx : dy, hi = dx < dy ? dy : dx, m = q->int_scale;
        uint64_t a = n->straight, b = n->diagonal;
        if (!astar__goal_free(q, i)) continue;
        switch (q->heuristic) {
        case ASTAR_HEURISTIC_MANHATTAN: a += m * (dx + dy); break;
        case ASTAR_HEURISTIC_OCTILE: a += m * (hi - lo); b += m * lo; break;
        case ASTAR_HEURISTIC_CHEBYSHEV: a += m * hi; break;
        case ASTAR_HEURISTIC_DEFAULT:
        case ASTAR_HEURISTIC_EUCLIDEAN:
        case ASTAR_HEURISTIC_ZERO: break;
        }
        if (first || astar__pair_sign(a, b, *a_out, *b_out) < 0) {
            *a_out = a;
            *b_out = b;
            first = 0;
        }
    }
}

/* Doubles order f exactly while f stays below 2^23 (see EXACTNESS); above it, integer-scaled
 * heuristics compare the exact pairs, so there is no bound on exactness, only on S and D. */
#define ASTAR__EXACT_F_LIMIT 8388608.0

static int astar__before_large(const astar_workspace *ws, int32_t a, int32_t b) {
    uint64_t a1 = 0, b1 = 0, a2 = 0, b2 = 0;
    int sign;
    astar__f_pair_cell(ws, a, &a1, &b1);
    astar__f_pair_cell(ws, b, &a2, &b2);
    sign = astar__pair_sign(a1, b1, a2, b2);
    if (sign) return sign < 0;
    return astar__before_exact(ws, a, b);
}

/* large = 0 promises that no key at or above the bound exists (query.large_f is 0), so the
 * doubles decide and the bound is not tested. The search runs the open set's operations inlined
 * with large = 0 until a key reaches the bound, then out of line with large = 1 (see
 * astar__open_push_checked), which tests each comparison as before. */
ASTAR__INLINE int astar__before(const astar_workspace *ws, int large, const astar__entry *a,
                                const astar__entry *b) {
    if (large && (a->f >= ASTAR__EXACT_F_LIMIT || b->f >= ASTAR__EXACT_F_LIMIT))
        return astar__before_large(ws, a->cell, b->cell);
    if (a->f != b->f) return a->f < b->f;
    if (a->g != b->g) return a->g > b->g;
    return astar__before_exact(ws, a->cell, b->cell);
}

/* astar__before as a value computed without a branch on the keys, for the pop's choice of
 * child, which no predictor can guess (about half of them went wrong): only equal f and g, the
 * rare case, take the branch to the exact comparison. 15-20% faster searches than the branchy
 * choice on five Moving AI maps (bench scen, 60 longest, in turn). */
ASTAR__INLINE int astar__before_select(const astar_workspace *ws, int large, const astar__entry *a,
                                       const astar__entry *b) {
    const double af = a->f, bf = b->f;
    const float ag = a->g, bg = b->g;
    if (large) return astar__before(ws, large, a, b);
#if defined(__clang__)
    {
        /* clang -O2 compiled the test below as a branch on af == bf and then one on ag == bg:
         * equal f are common (octile), so the first went wrong often (29% more mispredicted
         * branches in the search than gcc's build). The same test on the bit patterns (f and g
         * are never NaN or -0) is one branch, rarely taken: clang's A* 9-13% faster on the 100
         * longest scenarios of random512-10, 8room and den520d (best of 7 in turn; random512-10
         * 5.80 -> 5.27 ms, gcc 5.02). gcc's build, whose code did not branch, was slower with it. */
        uint64_t fa, fb;
        uint32_t ga, gb;
        __builtin_memcpy(&fa, &af, 8);
        __builtin_memcpy(&fb, &bf, 8);
        __builtin_memcpy(&ga, &ag, 4);
        __builtin_memcpy(&gb, &bg, 4);
        if (((fa ^ fb) | (uint64_t)(ga ^ gb)) == 0) return astar__before_exact(ws, a->cell, b->cell);
    }
#else
    if (af == bf && ag == bg) return astar__before_exact(ws, a->cell, b->cell);
#endif
    return (af < bf) | ((af == bf) & (ag > bg));
}

ASTAR__INLINE void astar__heap_place(astar_workspace *ws, int32_t pos, const astar__entry *e) {
    ws->open[pos] = *e;
    ws->nodes[e->cell].open_pos = pos;
}

ASTAR__INLINE void astar__heap_up(astar_workspace *ws, int large, int32_t pos) {
    astar__entry e = ws->open[pos];
    while (pos > 0) {
        int32_t parent = (pos - 1) >> 1;
        if (!astar__before(ws, large, &e, &ws->open[parent])) break;
        astar__heap_place(ws, pos, &ws->open[parent]);
        pos = parent;
    }
    astar__heap_place(ws, pos, &e);
}

ASTAR__INLINE astar__entry astar__make_entry(const astar_workspace *ws, double f, int32_t cell) {
    astar__entry e;
    e.f = ASTAR__KEY(f);
    e.g = ASTAR__KEY_FLOAT(astar__g(&ws->nodes[cell]));
    e.cell = cell;
    return e;
}

/* 1 when a new key f needs the exact comparison (see astar__before) */
ASTAR__INLINE int astar__key_large(const astar_workspace *ws, double f) {
    return f >= ASTAR__EXACT_F_LIMIT && ws->query.int_scale;
}

/* key f for a cell whose node (g) is already set */
ASTAR__INLINE void astar__open_push(astar_workspace *ws, astar_open_set kind, int large, double f,
                                    int32_t cell) {
    int32_t pos = ws->open_count++;
    astar__entry e = astar__make_entry(ws, f, cell);
    astar__heap_place(ws, pos, &e);
    if (kind == ASTAR_OPEN_HEAP) astar__heap_up(ws, large, pos);
}

ASTAR__INLINE int32_t astar__open_pop(astar_workspace *ws, astar_open_set kind, int large) {
    int32_t best = 0, last, cell, i;
    cell = ws->open[0].cell;
    if (kind == ASTAR_OPEN_HEAP) {
        /* bottom-up: walk the hole at the root down along smaller children to a leaf, then put
         * the last entry there and sift it up (fewer comparisons than a top-down sift) */
        int32_t pos = 0, child;
        last = --ws->open_count;
        if (last == 0) return cell;
        while ((child = 2 * pos + 1) < last) {
            if (child + 1 < last)
                child += astar__before_select(ws, large, &ws->open[child + 1], &ws->open[child]);
            astar__heap_place(ws, pos, &ws->open[child]);
            pos = child;
        }
        if (pos != last) {
            astar__heap_place(ws, pos, &ws->open[last]);
            astar__heap_up(ws, large, pos);
        }
        return cell;
    }
    /* the list of the original articles: scan everything for the minimum */
    for (i = 1; i < ws->open_count; i++)
        if (astar__before(ws, large, &ws->open[i], &ws->open[best])) best = i;
    cell = ws->open[best].cell;
    last = --ws->open_count;
    if (best != last) astar__heap_place(ws, best, &ws->open[last]);
    return cell;
}

ASTAR__INLINE void astar__open_decrease(astar_workspace *ws, astar_open_set kind, int large,
                                        int32_t cell, double f) {
    astar__entry e = astar__make_entry(ws, f, cell);
    if (kind == ASTAR_OPEN_HEAP) {
        int32_t pos = ws->nodes[cell].open_pos;
        ws->open[pos] = e;
        astar__heap_up(ws, large, pos);
    } else {
        /* the list's update: a linear search for the entry, as the original articles did */
        for (cell = 0; cell < ws->open_count; cell++)
            if (ws->open[cell].cell == e.cell) {
                ws->open[cell] = e;
                break;
            }
    }
}

/* The open set's operations with every comparison testing the bound, out of line: the search
 * calls these once a key at or above it exists (query.large_f), and the inlined ones with
 * large = 0 before, so its loop holds neither the test nor the call to astar__before_large
 * (both in the loop made searches 10-25% slower than the bench's copy of it). */
static void astar__open_push_checked(astar_workspace *ws, astar_open_set kind, double f,
                                     int32_t cell) {
    astar__open_push(ws, kind, 1, f, cell);
}

static int32_t astar__open_pop_checked(astar_workspace *ws, astar_open_set kind) {
    return astar__open_pop(ws, kind, 1);
}

static void astar__open_decrease_checked(astar_workspace *ws, astar_open_set kind, int32_t cell,
                                         double f) {
    astar__open_decrease(ws, kind, 1, cell, f);
}

/* >>search */
static uint32_t astar__next_generation(astar_workspace *ws) {
    if (ws->generation >= ASTAR__GEN_MAX) {
        int32_t i;
        for (i = 0; i < ws->capacity; i++) ws->nodes[i].tag = 0;
        ws->generation = 0;
    }
    return ++ws->generation;
}

/* The moves rule with DEFAULT resolved (8 neighbours, no corner cutting); -1 if out of range.
 * Shared by the search, line of sight and the component labels. */
static int astar__normalise_moves(gridpath_moves moves) {
    /* one unsigned test: a negative value converts to a large one, and an enum the compiler
     * made unsigned (-fshort-enums, the default of arm-none-eabi) draws no "always false" */
    if ((unsigned)moves > (unsigned)GRIDPATH_MOVES_8_ALWAYS) return -1;
    return moves == GRIDPATH_MOVES_DEFAULT ? (int)GRIDPATH_MOVES_8_NO_CORNER_CUT : (int)moves;
}

static int astar__grid_valid(const gridpath_grid *grid) {
    return grid && grid->cells && grid->width >= 1 && grid->height >= 1 &&
           (size_t)grid->width <= (size_t)ASTAR_MAX_CELLS / (size_t)grid->height;
}

/* Is x a NaN? By its bits, not by a comparison: -ffast-math lets the compiler assume that no
 * value is a NaN, and gcc and clang -O2 -ffast-math then let weight NaN through the range tests
 * below (0.4.1). The bytes copied one by one, which compilers turn into a move (no memcpy). */
static int astar__is_nan(double x) {
    uint64_t bits = 0;
    const unsigned char *from = (const unsigned char *)&x;
    unsigned char *to = (unsigned char *)&bits;
    size_t i;
    for (i = 0; i < sizeof bits; i++) to[i] = from[i];
    return (bits << 1) > (uint64_t)0x7FF << 53; /* exponent all ones, fraction not 0 */
}

/* The option values every algorithm checks the same way (each adds its own refusals). */
static int astar__options_valid(const astar_options *o) {
    return astar__normalise_moves(o->moves) >= 0 && !astar__is_nan(o->weight) &&
           (unsigned)o->heuristic <= (unsigned)ASTAR_HEURISTIC_ZERO &&
           (o->open_set == ASTAR_OPEN_HEAP || o->open_set == ASTAR_OPEN_LIST) &&
           o->min_cost >= 0 && (o->weight == 0.0 || o->weight >= 1.0) && o->weight <= 1e9 &&
           (unsigned)o->algorithm <= (unsigned)ASTAR_ALGORITHM_JPS;
}

/* Every output of a search starts empty, whatever the outcome. */
static void astar__clear_info(astar_info *info) {
    if (!info) return;
    info->path_length = 0;
    info->cost = 0.0;
    info->goal_index = -1;
    astar__zero_stats(&info->stats);
}

static int astar__point_inside(const gridpath_grid *grid, gridpath_point p) {
    return p.x >= 0 && p.y >= 0 && p.x < grid->width && p.y < grid->height;
}

static int astar__is_seen(const astar_workspace *ws, int32_t cell) {
    return (ws->nodes[cell].tag >> ASTAR__GEN_SHIFT) == ws->generation;
}

/* f of a cell with exact g (straight, diagonal) for several goals: the smallest over the free
 * ones (at least one is). */
static double astar__f_goals(const astar__query *q, uint64_t straight, uint64_t diagonal,
                             int32_t x, int32_t y) {
    double best = 0.0;
    int i, first = 1;
    for (i = 0; i < q->goal_count; i++) {
        double f;
        if (!astar__goal_free(q, i)) continue;
        f = astar__f(q, straight, diagonal, x, y, q->goals[i].x, q->goals[i].y);
        if (first || f < best) best = f;
        first = 0;
    }
    return best;
}

/* f of a cell with exact g: one goal inline, several through the loop above. */
ASTAR__INLINE double astar__f_cell(const astar__query *q, uint64_t straight,
                                   uint64_t diagonal, int32_t x, int32_t y) {
    if (q->goal_count == 1) return astar__f(q, straight, diagonal, x, y, q->goal_x, q->goal_y);
    return astar__f_goals(q, straight, diagonal, x, y);
}

/* How close a cell is to the nearest goal, for partial paths: the distance the move set
 * would have on an empty grid (octile with diagonals, Manhattan without), whatever heuristic
 * the search uses, so a Dijkstra search (zero heuristic) measures closeness too. */
static double astar__closeness(const astar_workspace *ws, int32_t x, int32_t y) {
    const astar__query *q = &ws->query;
    double best = -1.0;
    int i;
    for (i = 0; i < q->goal_count; i++) {
        int32_t dx = x > q->goals[i].x ? x - q->goals[i].x : q->goals[i].x - x;
        int32_t dy = y > q->goals[i].y ? y - q->goals[i].y : q->goals[i].y - y;
        int32_t lo = dx < dy ? dx : dy, hi = dx < dy ? dy : dx;
        double d = q->diagonals ? (double)(hi - lo) + ASTAR__SQRT2 * (double)lo : (double)(dx + dy);
        if (!astar__goal_free(q, i)) continue; /* as the heuristic does (at least one counts) */
        if (best < 0.0 || d < best) best = d;
    }
    return best;
}

static int astar__goal_index(const astar_workspace *ws, int32_t x, int32_t y) {
    const astar__query *q = &ws->query;
    int i;
    if (q->goal_count == 1) return (x == q->goal_x && y == q->goal_y) ? 0 : -1;
    for (i = 0; i < q->goal_count; i++)
        if (q->goals[i].x == x && q->goals[i].y == y) return i;
    return -1;
}

static astar_result astar__fail(astar_workspace *ws, astar_result result) {
    /* a refused search explored nothing: cell_state must not describe an older one */
    ws->query.width = ws->query.height = 0;
    ws->query.state = ASTAR__FINISHED;
    ws->query.result = result;
    ws->query.found = -1;
    /* nor a partial path: until v0.2 one refused by the component labels (ASTAR_NO_PATH)
     * right after a partial search returned that search's partial path */
    ws->query.partial = 0;
    return result;
}

/* components check, defined after the >>components section: -1 the labels are for another
 * grid size or move rule, else 1 if start shares a component with a free goal, 0 if not */
static int astar__components_reach(const astar_components *c, const gridpath_grid *grid,
                                   int rule, gridpath_point start, const gridpath_point *goals,
                                   int goal_count);

/* Validate everything, set up the query, push the start. ASTAR_IN_PROGRESS or an error. */
static astar_result astar__begin(astar_workspace *ws, const gridpath_grid *grid,
                                 gridpath_point start, const gridpath_point *goals,
                                 int goal_count, const astar_options *options) {
    static const astar_options defaults = {GRIDPATH_MOVES_DEFAULT, ASTAR_HEURISTIC_DEFAULT, 0.0,
                                           0, ASTAR_OPEN_HEAP, 0, ASTAR_ALGORITHM_ASTAR, 0,
                                           NULL, NULL, 0};
    astar__query *q;
    int32_t start_cell;
    int i, d, any_open_goal = 0, any_blocked_goal = 0, rule;

    if (!ws || ws->magic != ASTAR__MAGIC) return ASTAR_INVALID_ARGUMENT;
    q = &ws->query;
    astar__zero_stats(&q->stats);
    if (!options) options = &defaults;
    if (!grid || !grid->cells || !goals || goal_count < 1)
        return astar__fail(ws, ASTAR_INVALID_ARGUMENT);
    if (grid->width < 1 || grid->height < 1) return astar__fail(ws, ASTAR_INVALID_ARGUMENT);
    if ((size_t)grid->width > (size_t)ASTAR_MAX_CELLS / (size_t)grid->height)
        return astar__fail(ws, ASTAR_GRID_TOO_LARGE);
    if ((size_t)grid->width * (size_t)grid->height > (size_t)ws->capacity)
        return astar__fail(ws, ASTAR_WORKSPACE_TOO_SMALL);
    if (!astar__options_valid(options)) return astar__fail(ws, ASTAR_INVALID_ARGUMENT);
    /* JPS answers one goal in one call: neither several goals nor time slices */
    if (options->algorithm == ASTAR_ALGORITHM_JPS) return astar__fail(ws, ASTAR_UNSUPPORTED);
    rule = astar__normalise_moves(options->moves);
    if (!astar__point_inside(grid, start)) return astar__fail(ws, ASTAR_START_OUTSIDE);
    start_cell = (int32_t)start.y * grid->width + start.x;
    if (grid->cells[start_cell] <= 0) return astar__fail(ws, ASTAR_START_BLOCKED);
    /* every goal must be inside; blocked goals are an error for one goal, skipped for many */
    for (i = 0; i < goal_count; i++) {
        if (!astar__point_inside(grid, goals[i])) return astar__fail(ws, ASTAR_GOAL_OUTSIDE);
        if (grid->cells[goals[i].y * grid->width + goals[i].x] > 0) any_open_goal = 1;
        else any_blocked_goal = 1;
    }
    /* every goal blocked and a partial path asked for (say, a click on a wall): the search
     * runs, for the reached cell closest to them (none can be reached: blocked cells are never
     * entered) */
    if (!any_open_goal && !options->partial) return astar__fail(ws, ASTAR_GOAL_BLOCKED);
    if (options->components && !options->partial) {
        /* a partial path needs the search itself, so partial requests ignore the labels */
        int reach = astar__components_reach(options->components, grid, rule, start, goals,
                                            goal_count);
        if (reach < 0) return astar__fail(ws, ASTAR_INVALID_ARGUMENT);
        if (reach == 0) return astar__fail(ws, ASTAR_NO_PATH);
    }

    q->cells = grid->cells;
    q->width = grid->width;
    q->height = grid->height;
    q->goals = goals;
    q->goal_count = goal_count;
    /* blocked goals leave the heuristic and the closeness where a free one is left; with
     * every goal blocked, all count */
    q->blocked_goals = any_blocked_goal && any_open_goal;
    q->goal_x = goals[0].x;
    q->goal_y = goals[0].y;
    q->diagonals = rule == GRIDPATH_MOVES_4 ? 0 : rule;
    q->heuristic = options->heuristic;
    if (q->heuristic == ASTAR_HEURISTIC_DEFAULT)
        q->heuristic = q->diagonals ? ASTAR_HEURISTIC_OCTILE : ASTAR_HEURISTIC_MANHATTAN;
    q->scale = (double)(options->min_cost > 0 ? options->min_cost : 1) *
               (options->weight > 1.0 ? options->weight : 1.0);
    q->int_scale = (options->weight > 1.0 || q->heuristic == ASTAR_HEURISTIC_EUCLIDEAN)
                       ? 0u
                       : (uint64_t)(options->min_cost > 0 ? options->min_cost : 1);
    q->kind = options->open_set;
    q->budget = options->max_expansions;
    q->partial = options->partial != 0;
    for (d = 0; d < 8; d++) q->dir_delta[d] = GRIDPATH_DIR_DY(d) * q->width + GRIDPATH_DIR_DX(d);
    q->start_cell = start_cell;
    q->found = -1;
    q->goal_index = -1;
    q->best_cell = start_cell;
    q->best_h = -1.0;
    q->best_g = 0.0;
    q->set_aside = 0;

    astar__next_generation(ws);
    ws->open_count = 0;
    {
        astar__node *s = &ws->nodes[start_cell];
        double f = astar__f_cell(&ws->query, 0, 0, start.x, start.y);
        s->tag = ws->generation << ASTAR__GEN_SHIFT;
        s->straight = s->diagonal = 0;
        q->large_f = astar__key_large(ws, f);
        astar__open_push_checked(ws, q->kind, f, start_cell);
        q->stats.pushed = 1;
        q->stats.max_open = 1;
    }
    q->state = ASTAR__RUNNING;
    q->result = ASTAR_IN_PROGRESS;
    return ASTAR_IN_PROGRESS;
}

/* Expand up to max_expansions nodes (0: until done). */
static astar_result astar__step(astar_workspace *ws, uint32_t max_expansions) {
    astar__query *q = &ws->query;
    const int *cells = q->cells;
    const int32_t width = q->width, height = q->height;
    const int rule = q->diagonals;
    const uint32_t gen = ws->generation;
    const int32_t open_capacity = ws->open_capacity;
    uint32_t done_here = 0;
    int large = q->large_f; /* which open-set operations: the inlined or the checked ones */
    /* local copies: node writes cannot alias them, so they stay in registers. Cell indices as
     * ptrdiff_t: with int32_t, gcc -O2 sign-extended each neighbour's index before the load */
    const astar__query fq = *q; /* what f reads: the goals, the heuristic, its scale */
    ptrdiff_t delta[8];
    unsigned corners = 0; /* bit a | b << 1: astar__corner_ok(rule, a, b), a table for the loop */
    int d;
    for (d = 0; d < 8; d++) delta[d] = q->dir_delta[d];
    for (d = 0; d < 4; d++) corners |= (unsigned)astar__corner_ok(rule, d & 1, d >> 1) << d;

    if (q->state == ASTAR__IDLE) return ASTAR_INVALID_ARGUMENT;
    if (q->state != ASTAR__RUNNING) return q->result;
    while (ws->open_count > 0) {
        int32_t cur, x, y, gi;
        astar__node *cn;
        if (q->budget && q->stats.expanded >= q->budget) {
            q->state = ASTAR__FINISHED;
            return q->result = ASTAR_BUDGET_EXCEEDED;
        }
        if (max_expansions && done_here >= max_expansions) return ASTAR_IN_PROGRESS;
        cur = large ? astar__open_pop_checked(ws, q->kind) : astar__open_pop(ws, q->kind, 0);
        cn = &ws->nodes[cur];
        cn->tag |= ASTAR__CLOSED;
        q->stats.expanded++;
        done_here++;
        y = cur / width;
        x = cur - y * width;
        gi = astar__goal_index(ws, x, y);
        if (gi >= 0) {
            /* an offer set aside past the limit at no more than this cost might have led to
             * a cheaper path (costs only grow along a path): then no answer is certain */
            if (q->set_aside &&
                astar__pair_sign(cn->straight, cn->diagonal, q->aside_s, q->aside_d) >= 0) {
                q->state = ASTAR__FINISHED;
                return q->result = ASTAR_COST_OVERFLOW;
            }
            q->found = cur;
            q->goal_index = gi;
            q->state = ASTAR__FINISHED;
            return q->result = ASTAR_OK;
        }
        if (q->partial) {
            /* closest expanded cell (see astar__closeness), ties to the smaller cost */
            double h = astar__closeness(ws, x, y), g = astar__g(cn);
            if (q->best_h < 0.0 || h < q->best_h || (h == q->best_h && g < q->best_g)) {
                q->best_h = h;
                q->best_g = g;
                q->best_cell = cur;
            }
        }
        {
            /* which neighbours can be entered, as bits (direction d -> bit d): straight ones
             * where the cell exists and is passable, diagonals also by the corner rule applied
             * to the two straight ones beside them; then one pass over the set bits */
            const unsigned in_e = x + 1 < width, in_n = y > 0, in_w = x > 0, in_s = y + 1 < height;
            const unsigned e = in_e && cells[cur + 1] > 0, n = in_n && cells[cur - width] > 0;
            const unsigned w = in_w && cells[cur - 1] > 0, so = in_s && cells[cur + width] > 0;
            const uint64_t cs = cn->straight, cd = cn->diagonal; /* stay in registers */
            unsigned open = e | n << 2 | w << 4 | so << 6;
            int rc;
            if (rule) {
/* no corner cut (the default): both sides free, so the diagonal cell exists */
#define ASTAR__DIAGONAL_OPEN(a, b, in_a, in_b, d)                                             \
    ((unsigned)((rule == GRIDPATH_MOVES_8_NO_CORNER_CUT ? (a) & (b)                           \
                                                        : (in_a) & (in_b) & (corners >> ((a) | (b) << 1))) && \
                cells[cur + delta[d]] > 0) << (d))
                open |= ASTAR__DIAGONAL_OPEN(e, n, in_e, in_n, 1) | ASTAR__DIAGONAL_OPEN(n, w, in_n, in_w, 3) |
                        ASTAR__DIAGONAL_OPEN(w, so, in_w, in_s, 5) | ASTAR__DIAGONAL_OPEN(so, e, in_s, in_e, 7);
#undef ASTAR__DIAGONAL_OPEN
            }
            while (open) {
                ptrdiff_t nb;
                astar__node *nn;
                uint64_t c, s, g;
                double f;
                d = ASTAR__CTZ64(open);
                open &= open - 1;
                nb = cur + delta[d];
                nn = &ws->nodes[nb];
                c = (uint64_t)cells[nb];
                if ((nn->tag >> ASTAR__GEN_SHIFT) == gen && (nn->tag & ASTAR__CLOSED)) continue;
                s = cs + ((d & 1) ? 0 : c);
                g = cd + ((d & 1) ? c : 0);
                rc = (nn->tag >> ASTAR__GEN_SHIFT) == gen;
                /* (compared in 64 bits: an offer past the limit that is no better is dropped
                 * like any other; until v0.2 it ended the search with ASTAR_COST_OVERFLOW) */
                if (rc && astar__pair_sign(s, g, nn->straight, nn->diagonal) >= 0) continue;
                if (s > 0xFFFFFFFFu || g > 0xFFFFFFFFu) {
                    /* a better offer past the limit cannot be kept: set it aside; it decides
                     * the result only if the search would end at a cost no lower */
                    if (!q->set_aside || astar__pair_sign(s, g, q->aside_s, q->aside_d) < 0) {
                        q->set_aside = 1;
                        q->aside_s = s;
                        q->aside_d = g;
                    }
                    continue;
                }
                if (!rc && ws->open_count == open_capacity) {
                    /* a bounded workspace (astar_workspace_init_bounded) has no room for it;
                     * the node is left as it was, so cell_state still describes the search */
                    q->state = ASTAR__FINISHED;
                    return q->result = ASTAR_OPEN_SET_FULL;
                }
                nn->tag = (gen << ASTAR__GEN_SHIFT) | (uint32_t)d;
                nn->straight = (uint32_t)s;
                nn->diagonal = (uint32_t)g;
                f = astar__f_cell(&fq, s, g, x + GRIDPATH_DIR_DX(d), y + GRIDPATH_DIR_DY(d));
                if (!large && astar__key_large(ws, f)) large = q->large_f = 1;
                if (rc) {
                    if (large) astar__open_decrease_checked(ws, q->kind, (int32_t)nb, f);
                    else astar__open_decrease(ws, q->kind, 0, (int32_t)nb, f);
                    q->stats.updated++;
                } else {
                    if (large) astar__open_push_checked(ws, q->kind, f, (int32_t)nb);
                    else astar__open_push(ws, q->kind, 0, f, (int32_t)nb);
                    q->stats.pushed++;
                    if ((uint32_t)ws->open_count > q->stats.max_open)
                        q->stats.max_open = (uint32_t)ws->open_count;
                }
            }
        }
    }
    q->state = ASTAR__FINISHED;
    /* nothing left: but an offer set aside might have led to a goal */
    return q->result = q->set_aside ? ASTAR_COST_OVERFLOW : ASTAR_NO_PATH;
}

/* Copy the path ending at `end` (start first) into the caller's buffer. */
static astar_result astar__write_path(const astar_workspace *ws, int32_t end, int32_t *path,
                                      int32_t path_capacity, astar_info *info) {
    const astar__query *q = &ws->query;
    int32_t length = 1, cell = end, i;
    while (cell != q->start_cell) {
        cell -= q->dir_delta[ws->nodes[cell].tag & ASTAR__DIR_MASK];
        length++;
    }
    info->path_length = length;
    info->cost = astar__g(&ws->nodes[end]);
    if (length > path_capacity) return ASTAR_BUFFER_TOO_SMALL;
    cell = end;
    for (i = length - 1; i >= 0; i--) {
        path[i] = cell;
        if (i) cell -= q->dir_delta[ws->nodes[cell].tag & ASTAR__DIR_MASK];
    }
    return ASTAR_OK;
}

/* A workspace from astar_workspace_init (or _init_bounded), and somewhere to write the path:
 * capacity 0 (a size query, path may be NULL) or a path of capacity cells. Checked before a
 * search starts, so that a buffer finish would refuse runs no search. */
static int astar__output_ok(const astar_workspace *ws, const int32_t *path,
                            int32_t path_capacity) {
    return ws && ws->magic == ASTAR__MAGIC && path_capacity >= 0 && (path_capacity == 0 || path);
}

static astar_result astar__finish(astar_workspace *ws, int32_t *path, int32_t path_capacity,
                                  astar_info *info) {
    astar__query *q;
    astar_info local;
    astar_result r;
    if (!info) info = &local;
    astar__clear_info(info);
    if (!astar__output_ok(ws, path, path_capacity)) return ASTAR_INVALID_ARGUMENT;
    q = &ws->query;
    info->stats = q->stats;
    if (q->state == ASTAR__RUNNING) return ASTAR_IN_PROGRESS;
    if (q->state != ASTAR__FINISHED) return ASTAR_INVALID_ARGUMENT;
    if (q->result == ASTAR_OK) {
        info->goal_index = q->goal_index;
        return astar__write_path(ws, q->found, path, path_capacity, info);
    }
    if (q->partial && (q->result == ASTAR_NO_PATH || q->result == ASTAR_BUDGET_EXCEEDED ||
                       q->result == ASTAR_OPEN_SET_FULL)) {
        r = astar__write_path(ws, q->best_cell, path, path_capacity, info);
        return r == ASTAR_OK ? ASTAR_PARTIAL_PATH : r;
    }
    return q->result;
}

ASTAR_DEF astar_result astar_search_begin(astar_workspace *ws, const gridpath_grid *grid,
                                          gridpath_point start, gridpath_point goal,
                                          const astar_options *options) {
    if (!ws || ws->magic != ASTAR__MAGIC) return ASTAR_INVALID_ARGUMENT;
    /* the goal is copied: the caller's variable need not outlive this call */
    ws->query.goal_copy = goal;
    return astar__begin(ws, grid, start, &ws->query.goal_copy, 1, options);
}

ASTAR_DEF astar_result astar_search_begin_multi(astar_workspace *ws, const gridpath_grid *grid,
                                                gridpath_point start,
                                                const gridpath_point *goals, int goal_count,
                                                const astar_options *options) {
    return astar__begin(ws, grid, start, goals, goal_count, options);
}

ASTAR_DEF astar_result astar_search_step(astar_workspace *ws, uint32_t max_expansions) {
    if (!ws || ws->magic != ASTAR__MAGIC) return ASTAR_INVALID_ARGUMENT;
    return astar__step(ws, max_expansions);
}

ASTAR_DEF astar_result astar_search_finish(astar_workspace *ws, int32_t *path,
                                           int32_t path_capacity, astar_info *info) {
    return astar__finish(ws, path, path_capacity, info);
}

ASTAR_DEF int astar_workspace_cell_state(const astar_workspace *ws, gridpath_point p) {
    int32_t cell;
    if (!ws || ws->magic != ASTAR__MAGIC || ws->query.width == 0) return -1;
    if (p.x < 0 || p.y < 0 || p.x >= ws->query.width || p.y >= ws->query.height) return -1;
    cell = p.y * ws->query.width + p.x;
    if (!astar__is_seen(ws, cell)) return 0;
    return (ws->nodes[cell].tag & ASTAR__CLOSED) ? 2 : 1;
}

static astar_result astar__jps_find_path(astar_workspace *ws, const gridpath_grid *grid,
                                         gridpath_point start, gridpath_point goal,
                                         const astar_options *options, int32_t *path,
                                         int32_t path_capacity, astar_info *info);

/* One call: begin, run to the end, copy the result out. */
static astar_result astar__run(astar_workspace *ws, const gridpath_grid *grid,
                               gridpath_point start, const gridpath_point *goals,
                               int goal_count, const astar_options *options, int32_t *path,
                               int32_t path_capacity, astar_info *info) {
    astar_result r;
    astar__clear_info(info);
    if (!astar__output_ok(ws, path, path_capacity)) return ASTAR_INVALID_ARGUMENT;
    r = astar__begin(ws, grid, start, goals, goal_count, options);
    if (r == ASTAR_IN_PROGRESS) astar__step(ws, 0);
    return astar__finish(ws, path, path_capacity, info);
}

ASTAR_DEF astar_result astar_find_path(astar_workspace *ws, const gridpath_grid *grid,
                                       gridpath_point start, gridpath_point goal,
                                       const astar_options *options, int32_t *path,
                                       int32_t path_capacity, astar_info *info) {
    if (options && options->algorithm == ASTAR_ALGORITHM_JPS) {
        astar__clear_info(info);
        if (ws && ws->magic == ASTAR__MAGIC) {
            /* no sliced search is left in the workspace; cell_state shows what JPS touched,
             * once it runs (astar__jps_find_path sets the size then) */
            ws->query.state = ASTAR__IDLE;
            ws->query.width = ws->query.height = 0;
        }
        return astar__jps_find_path(ws, grid, start, goal, options, path, path_capacity, info);
    }
    return astar__run(ws, grid, start, &goal, 1, options, path, path_capacity, info);
}

ASTAR_DEF astar_result astar_find_path_multi(astar_workspace *ws, const gridpath_grid *grid,
                                             gridpath_point start, const gridpath_point *goals,
                                             int goal_count, const astar_options *options,
                                             int32_t *path, int32_t path_capacity,
                                             astar_info *info) {
    return astar__run(ws, grid, start, goals, goal_count, options, path, path_capacity, info);
}

/* >>smooth begin */
/* Direction code 0..7 of a king step between two cell indices, -1 if they are not one apart. */
static int astar__king_step(int32_t from, int32_t to, int32_t width) {
    static const signed char code[9] = {3, 2, 1, 4, -1, 0, 5, 6, 7};
    int32_t from_y = from / width, to_y = to / width;
    int32_t dx = (to - to_y * width) - (from - from_y * width), dy = to_y - from_y;
    if (dx < -1 || dx > 1 || dy < -1 || dy > 1) return -1;
    return code[(dy + 1) * 3 + (dx + 1)];
}

/* Walk the cells the segment between the centres of (x0, y0) and (x1, y1) meets (both inside
 * the grid). Crossings of the vertical grid lines happen at t = (2i + 1) / (2 |dx|), of the
 * horizontal ones at t = (2j + 1) / (2 |dy|); comparing (2i + 1) |dy| with (2j + 1) |dx| in 64
 * bits orders them exactly, and equality is the segment passing through a grid corner. */
static int astar__segment_clear(const int *cells, int32_t width, int rule, int32_t x0, int32_t y0,
                                int32_t x1, int32_t y1) {
    int32_t step_x = x1 >= x0 ? 1 : -1, step_y = y1 >= y0 ? 1 : -1;
    int64_t span_x = x1 >= x0 ? x1 - x0 : x0 - x1, span_y = y1 >= y0 ? y1 - y0 : y0 - y1;
    int64_t i = 0, j = 0;
    int32_t x = x0, y = y0;
    if (cells[y * width + x] <= 0) return 0;
    while (i < span_x || j < span_y) {
        int64_t t_x = (2 * i + 1) * span_y, t_y = (2 * j + 1) * span_x;
        if (j >= span_y || (i < span_x && t_x < t_y)) {
            x += step_x;
            i++;
        } else if (i >= span_x || t_y < t_x) {
            y += step_y;
            j++;
        } else {
            int side_x = cells[y * width + x + step_x] > 0;
            int side_y = cells[(y + step_y) * width + x] > 0;
            if (!astar__corner_ok(rule, side_x, side_y)) return 0;
            x += step_x;
            y += step_y;
            i++;
            j++;
        }
        if (cells[y * width + x] <= 0) return 0;
    }
    return 1;
}

ASTAR_DEF int astar_line_of_sight(const gridpath_grid *grid, gridpath_moves moves,
                                  gridpath_point a, gridpath_point b) {
    int rule = astar__normalise_moves(moves);
    if (rule < 0 || !astar__grid_valid(grid)) return -1;
    if (a.x < 0 || a.y < 0 || a.x >= grid->width || a.y >= grid->height) return 0;
    if (b.x < 0 || b.y < 0 || b.x >= grid->width || b.y >= grid->height) return 0;
    return astar__segment_clear(grid->cells, grid->width, rule, a.x, a.y, b.x, b.y);
}

ASTAR_DEF astar_result astar_path_waypoints(const int32_t *path, int32_t length, int width,
                                            int32_t *out, int32_t capacity, int32_t *out_length) {
    int32_t i, count = 1, written;
    int previous = GRIDPATH_DIR_NONE, direction;
    if (out_length) *out_length = 0;
    if (!path || !out_length || length < 1 || width < 1 || capacity < 0 || (capacity > 0 && !out))
        return ASTAR_INVALID_ARGUMENT;
    if (path[0] < 0) return ASTAR_INVALID_ARGUMENT;
    for (i = 1; i < length; i++) {
        if (path[i] < 0) return ASTAR_INVALID_ARGUMENT;
        direction = astar__king_step(path[i - 1], path[i], width);
        if (direction < 0) return ASTAR_INVALID_ARGUMENT;
        if (i > 1 && direction != previous) count++;
        previous = direction;
    }
    if (length > 1) count++;
    *out_length = count;
    if (count > capacity) return ASTAR_BUFFER_TOO_SMALL;
    /* In place is safe: out[written] is only stored after path[i - 1] and path[i] are read,
     * and written <= i - 1. */
    out[0] = path[0];
    written = 1;
    previous = GRIDPATH_DIR_NONE;
    for (i = 1; i < length; i++) {
        direction = astar__king_step(path[i - 1], path[i], width);
        if (i > 1 && direction != previous) out[written++] = path[i - 1];
        previous = direction;
    }
    if (length > 1) out[written] = path[length - 1];
    return ASTAR_OK;
}

/* One string-pulling pass; out == NULL only counts. Returns the number of cells. */
static int32_t astar__smooth_pass(const gridpath_grid *grid, int rule, const int32_t *path,
                                  int32_t length, int32_t *out, double *euclidean_length) {
    int32_t width = grid->width, anchor = 0, count = 1;
    int32_t anchor_x = path[0] % width, anchor_y = path[0] / width;
    double total = 0.0;
    if (out) out[0] = path[0];
    while (anchor < length - 1) {
        int32_t seen = anchor + 1, x, y;
        /* the step to path[anchor + 1] is legal, hence in sight; extend while in sight */
        while (seen + 1 < length &&
               astar__segment_clear(grid->cells, width, rule, anchor_x, anchor_y,
                                    path[seen + 1] % width, path[seen + 1] / width))
            seen++;
        x = path[seen] % width;
        y = path[seen] / width;
        total += ASTAR_SQRT((double)(x - anchor_x) * (double)(x - anchor_x) +
                            (double)(y - anchor_y) * (double)(y - anchor_y));
        if (out) out[count] = path[seen]; /* count <= anchor + 1 <= seen: in place is safe */
        count++;
        anchor = seen;
        anchor_x = x;
        anchor_y = y;
    }
    if (euclidean_length) *euclidean_length = total;
    return count;
}

ASTAR_DEF astar_result astar_path_smooth(const gridpath_grid *grid, gridpath_moves moves,
                                         const int32_t *path, int32_t length, int32_t *out,
                                         int32_t capacity, int32_t *out_length,
                                         double *euclidean_length) {
    int rule = astar__normalise_moves(moves);
    int32_t i, cells, count;
    double total = 0.0;
    if (out_length) *out_length = 0;
    if (euclidean_length) *euclidean_length = 0.0;
    if (rule < 0 || !astar__grid_valid(grid) || !path || !out_length || length < 1 ||
        capacity < 0 || (capacity > 0 && !out))
        return ASTAR_INVALID_ARGUMENT;
    cells = grid->width * grid->height;
    for (i = 0; i < length; i++) {
        if (path[i] < 0 || path[i] >= cells || grid->cells[path[i]] <= 0)
            return ASTAR_INVALID_ARGUMENT;
        if (i > 0) {
            int direction = astar__king_step(path[i - 1], path[i], grid->width);
            if (direction < 0) return ASTAR_INVALID_ARGUMENT;
            if (direction & 1) {
                int32_t from = path[i - 1];
                int side_x = grid->cells[from + GRIDPATH_DIR_DX(direction)] > 0;
                int side_y = grid->cells[from + GRIDPATH_DIR_DY(direction) * grid->width] > 0;
                if (rule == GRIDPATH_MOVES_4 || !astar__corner_ok(rule, side_x, side_y))
                    return ASTAR_INVALID_ARGUMENT;
            }
        }
    }
    if (capacity < length) { /* only then can it not fit: count first, write nothing */
        count = astar__smooth_pass(grid, rule, path, length, NULL, NULL);
        *out_length = count;
        if (count > capacity) return ASTAR_BUFFER_TOO_SMALL;
    }
    count = astar__smooth_pass(grid, rule, path, length, out, &total);
    *out_length = count;
    if (euclidean_length) *euclidean_length = total;
    return ASTAR_OK;
}
/* >>smooth end */

/* >>components begin */
#define ASTAR__COMPONENTS_MAGIC 0x41434f4du
#define ASTAR__LABEL_BLOCKED (-1)

struct astar_components {
    uint32_t magic;
    int32_t width, height;
    int32_t count;
    int rule;        /* normalised gridpath_moves */
    int32_t *labels; /* one per cell: component, or ASTAR__LABEL_BLOCKED */
};

ASTAR_DEF size_t astar_components_size(int width, int height) {
    if (width < 1 || height < 1) return 0;
    if ((size_t)width > (size_t)ASTAR_MAX_CELLS / (size_t)height) return 0;
    return sizeof(struct astar_components) + 2 * ASTAR__ALIGN +
           (size_t)width * (size_t)height * sizeof(int32_t);
}

/* Union-find over the label array: while labelling, labels[i] is the parent of cell i in its
 * set, always <= i, and each set's root is its smallest cell. Path halving keeps trees flat. */
static int32_t astar__set_find(int32_t *parent, int32_t cell) {
    while (parent[cell] != cell) {
        parent[cell] = parent[parent[cell]];
        cell = parent[cell];
    }
    return cell;
}

/* Join the set whose root is `root` with the set of `cell`; returns the joined set's root. */
static int32_t astar__set_join(int32_t *parent, int32_t root, int32_t cell) {
    int32_t other = astar__set_find(parent, cell);
    if (other < root) {
        parent[root] = other;
        return other;
    }
    parent[other] = root;
    return root;
}

ASTAR_DEF astar_components *astar_components_init(void *memory, size_t bytes,
                                                  const gridpath_grid *grid,
                                                  gridpath_moves moves) {
    int rule = astar__normalise_moves(moves);
    int32_t width, height, x, y, i, count = 0;
    const int *cells;
    int32_t *labels;
    astar_components *components;
    unsigned char *p;
    if (!memory || rule < 0 || !astar__grid_valid(grid)) return NULL;
    if (bytes < astar_components_size(grid->width, grid->height)) return NULL;
    width = grid->width;
    height = grid->height;
    cells = grid->cells;
    p = astar__align((unsigned char *)memory);
    components = (astar_components *)(void *)p;
    labels = (int32_t *)(void *)astar__align(p + sizeof(struct astar_components));
    /* Pass 1, row-major: join each free cell with its free neighbours already seen (west,
     * north; north-west and north-east under 8_ALWAYS, the only rule whose diagonals join
     * anything, see the api notes). Joins that an earlier cell already made are skipped. */
    for (y = 0, i = 0; y < height; y++) {
        for (x = 0; x < width; x++, i++) {
            int west, north, north_west;
            int32_t root = -1;
            if (cells[i] <= 0) {
                labels[i] = ASTAR__LABEL_BLOCKED;
                continue;
            }
            west = x > 0 && cells[i - 1] > 0;
            north = y > 0 && cells[i - width] > 0;
            north_west = x > 0 && y > 0 && cells[i - width - 1] > 0;
            if (west) root = astar__set_find(labels, i - 1);
            if (north) {
                if (root < 0) root = astar__set_find(labels, i - width);
                else if (!north_west) root = astar__set_join(labels, root, i - width);
                /* else west and north already meet through the north-west cell */
            } else if (rule == GRIDPATH_MOVES_8_ALWAYS && y > 0) {
                /* with north free, north-west and north-east would touch it: nothing new; with
                 * west free, north-west touches west. Neither free: no root yet */
                if (north_west && !west) root = astar__set_find(labels, i - width - 1);
                if (x + 1 < width && cells[i - width + 1] > 0)
                    root = root < 0 ? astar__set_find(labels, i - width + 1)
                                    : astar__set_join(labels, root, i - width + 1);
            }
            labels[i] = root < 0 ? i : root;
        }
    }
    /* Pass 2: a root (its set's first cell) opens the next label; every other cell's parent
     * is an earlier cell of its set, already relabelled. */
    for (i = 0; i < width * height; i++) {
        if (labels[i] < 0) continue;
        labels[i] = labels[i] == i ? count++ : labels[labels[i]];
    }
    components->magic = ASTAR__COMPONENTS_MAGIC;
    components->width = width;
    components->height = height;
    components->count = count;
    components->rule = rule;
    components->labels = labels;
    return components;
}

ASTAR_DEF int32_t astar_components_label(const astar_components *components, gridpath_point p) {
    if (!components || components->magic != ASTAR__COMPONENTS_MAGIC) return -1;
    if (p.x < 0 || p.y < 0 || p.x >= components->width || p.y >= components->height) return -1;
    return components->labels[p.y * components->width + p.x];
}

ASTAR_DEF int astar_components_connected(const astar_components *components, gridpath_point a,
                                         gridpath_point b) {
    int32_t label_a = astar_components_label(components, a);
    return label_a >= 0 && label_a == astar_components_label(components, b);
}

ASTAR_DEF int32_t astar_components_count(const astar_components *components) {
    if (!components || components->magic != ASTAR__COMPONENTS_MAGIC) return -1;
    return components->count;
}
/* >>components end */

/* >>components check (used by astar__begin) */
static int astar__components_reach(const astar_components *c, const gridpath_grid *grid,
                                   int rule, gridpath_point start, const gridpath_point *goals,
                                   int goal_count) {
    int32_t from;
    int i;
    /* 4, 8_NO_CORNER_CUT and 8_ONE_FREE give the same components (every diagonal they allow
     * has a free side cell, so it is also two straight steps); 8_ALWAYS joins more, so its
     * labels still prove unreachability for every rule, but not the other way round */
    if (c->magic != ASTAR__COMPONENTS_MAGIC || c->width != grid->width ||
        c->height != grid->height ||
        (c->rule != rule && !(c->rule == GRIDPATH_MOVES_8_ALWAYS || rule != GRIDPATH_MOVES_8_ALWAYS)))
        return -1;
    from = astar_components_label(c, start);
    for (i = 0; i < goal_count; i++)
        if (from >= 0 && astar_components_label(c, goals[i]) == from) return 1;
    return 0;
}

/* >>jps begin (Jump Point Search section) */
/* How it works. A node is expanded only in the directions that an optimal path arriving the way
 * it arrived can continue in (the natural direction, plus "forced" ones where a wall beside the
 * path makes a turn necessary; the rules are those for no corner cutting, under which diagonal
 * moves never force anything). Each direction is followed ("jumped") until a cell with a forced
 * neighbour, the goal, or a wall: only the first two become successors. Straight jumps test 64
 * cells per step: the bit rows of the line and of its two neighbour lines give, in a few word
 * operations, the blocked cells and the cells whose side neighbour opens after a blocked one;
 * count-trailing-zeros (leading zeros going backwards) finds the first. Vertical jumps do the
 * same on the transposed copy. A diagonal jump steps one cell at a time and runs the two straight
 * jumps from each cell; the first cell where one finds something is a successor.
 *
 * Nodes use the workspace as A* does: tag = generation | closed | direction of the last jump,
 * and g as two counts of steps (straight, diagonal), so equal costs compare exactly. No parent
 * is stored: the parent of a node lies behind it along its direction, and is found after the
 * search by walking back to the first node whose counts are exactly the node's minus the steps
 * walked (any such node gives a legal path of the same cost, and the real parent is reached at
 * the latest). The open set is a binary heap in the workspace, ordered like A*'s: f, then the
 * larger g, then the smaller cell index. */
#define ASTAR__JPS_MAGIC 0x4A505342u
#define ASTAR__JPS_MAX_STEPS 0x7FFFFFFFu


struct astar_jps_grid {
    uint32_t magic;
    int32_t width, height;
    int32_t cost;      /* value of the passable cells (the first one met); 0 if none */
    int32_t uniform;   /* 1 when every passable cell has that value */
    int32_t row_words; /* words per padded row */
    int32_t col_words; /* words per padded column */
    const int *cells;  /* the grid it was built from */
    uint64_t *rows;    /* height + 2 rows: bit x + 1 of row y + 1 set when (x, y) is passable */
    uint64_t *cols;    /* width + 2 columns: bit y + 1 of column x + 1, the same bits */
};

/* One blocked cell of padding at each end, so no jump needs a bounds check, and one spare word
 * so that a 64-bit window can be read at any position of a line. */
static size_t astar__jps_line_words(int n) { return ((size_t)n + 2u + 63u) / 64u + 1u; }

ASTAR_DEF size_t astar_jps_grid_size(int width, int height) {
    uint64_t words;
    if (width < 1 || height < 1) return 0;
    if ((size_t)width > (size_t)ASTAR_MAX_CELLS / (size_t)height) return 0;
    words = ((uint64_t)height + 2u) * (uint64_t)astar__jps_line_words(width) +
            ((uint64_t)width + 2u) * (uint64_t)astar__jps_line_words(height);
    if (words > ((uint64_t)(size_t)-1 - 4u * ASTAR__ALIGN - sizeof(struct astar_jps_grid)) / 8u)
        return 0;
    return (size_t)(words * 8u) + sizeof(struct astar_jps_grid) + 2u * ASTAR__ALIGN;
}

ASTAR_DEF astar_jps_grid *astar_jps_grid_init(void *memory, size_t bytes,
                                              const gridpath_grid *grid) {
    size_t need, row_words, col_words, i, total;
    int32_t x, y, width, height, cost = 0, uniform = 1;
    unsigned char *p;
    astar_jps_grid *jg;
    if (!memory || !grid || !grid->cells) return NULL;
    need = astar_jps_grid_size(grid->width, grid->height);
    if (need == 0 || bytes < need) return NULL;
    width = grid->width;
    height = grid->height;
    row_words = astar__jps_line_words(width);
    col_words = astar__jps_line_words(height);
    p = astar__align((unsigned char *)memory);
    jg = (astar_jps_grid *)(void *)p;
    p = astar__align(p + sizeof(struct astar_jps_grid));
    jg->rows = (uint64_t *)(void *)p;
    jg->cols = jg->rows + ((size_t)height + 2u) * row_words;
    total = ((size_t)height + 2u) * row_words + ((size_t)width + 2u) * col_words;
    for (i = 0; i < total; i++) jg->rows[i] = 0;
    for (y = 0; y < height; y++) {
        const int *row = grid->cells + (size_t)y * (size_t)width;
        uint64_t *bits = jg->rows + ((size_t)y + 1u) * row_words;
        size_t py = (size_t)y + 1u;
        for (x = 0; x < width; x++) {
            size_t px = (size_t)x + 1u;
            if (row[x] <= 0) continue;
            if (cost == 0) cost = row[x];
            else if (row[x] != cost) uniform = 0;
            bits[px >> 6] |= (uint64_t)1 << (px & 63u);
            jg->cols[px * col_words + (py >> 6)] |= (uint64_t)1 << (py & 63u);
        }
    }
    jg->magic = ASTAR__JPS_MAGIC;
    jg->width = width;
    jg->height = height;
    jg->cost = cost;
    jg->uniform = uniform;
    jg->row_words = (int32_t)row_words;
    jg->col_words = (int32_t)col_words;
    jg->cells = grid->cells;
    return jg;
}

ASTAR_DEF int astar_jps_grid_uniform(const astar_jps_grid *jps_grid) {
    if (!jps_grid || jps_grid->magic != ASTAR__JPS_MAGIC) return -1;
    return jps_grid->uniform ? jps_grid->cost : 0;
}

/* 64 cells of a line from position pos upward: bit k is position pos + k. */
static uint64_t astar__jps_window_up(const uint64_t *line, int32_t pos) {
    const uint64_t *word = line + (pos >> 6);
    unsigned shift = (unsigned)pos & 63u;
    return shift ? (word[0] >> shift) | (word[1] << (64u - shift)) : word[0];
}

/* 64 cells of a line from position pos downward: bit 63 - k is position pos - k (positions
 * below 0 read as blocked). */
static uint64_t astar__jps_window_down(const uint64_t *line, int32_t pos) {
    if (pos >= 63) return astar__jps_window_up(line, pos - 63);
    return line[0] << (63 - pos);
}

/* Jump from position pos of line `mid` towards higher positions; `side_a` and `side_b` are the
 * two neighbour lines. Returns the jump point's position: the first cell whose side neighbour
 * is passable while the one behind that is blocked, or `target` (the goal's position on this
 * line, -1 if none) if it comes first; -1 when a blocked cell comes first. */
static int32_t astar__jps_scan_up(const uint64_t *side_a, const uint64_t *mid,
                                  const uint64_t *side_b, int32_t pos, int32_t target) {
    int32_t from = pos;
    for (;;) {
        uint64_t free_mid = astar__jps_window_up(mid, pos);
        uint64_t a = astar__jps_window_up(side_a, pos), b = astar__jps_window_up(side_b, pos);
        uint64_t stop = (~free_mid | (a & ~(a << 1)) | (b & ~(b << 1))) & ~(uint64_t)1;
        if (stop) {
            int offset = ASTAR__CTZ64(stop);
            int32_t hit = pos + offset;
            if (target > from && target <= hit) return target;
            return ((free_mid >> offset) & 1u) ? hit : -1;
        }
        pos += 63;
    }
}

/* The same towards lower positions. */
static int32_t astar__jps_scan_down(const uint64_t *side_a, const uint64_t *mid,
                                    const uint64_t *side_b, int32_t pos, int32_t target) {
    int32_t from = pos;
    for (;;) {
        uint64_t free_mid = astar__jps_window_down(mid, pos);
        uint64_t a = astar__jps_window_down(side_a, pos), b = astar__jps_window_down(side_b, pos);
        uint64_t stop = (~free_mid | (a & ~(a >> 1)) | (b & ~(b >> 1))) & ~((uint64_t)1 << 63);
        if (stop) {
            int offset = ASTAR__CLZ64(stop);
            int32_t hit = pos - offset;
            if (target >= 0 && target < from && target >= hit) return target;
            return ((free_mid >> (63 - offset)) & 1u) ? hit : -1;
        }
        pos -= 63;
    }
}

/* Node counts: bits 0..29 of straight and all of diagonal are the step counts; the two top
 * bits of straight say the last jump turned: it came along a diagonal (bit 31) that was the
 * direction d + 1 (bit 30) or d - 1 of the final straight jump d. */
#define ASTAR__JPS_COUNT_MASK 0x3FFFFFFFu
#define ASTAR__JPS_VIA_DIAGONAL 0x80000000u
#define ASTAR__JPS_TURN_LEFT 0x40000000u

/* A jump point found but not yet offered to the open set (see astar__jps_offer). */
typedef struct astar__jps_found {
    int32_t x, y, steps;
    uint32_t straight, diagonal, turn;
    int d;
} astar__jps_found;

#define ASTAR__JPS_PENDING 16

typedef struct astar__jps_search {
    const uint64_t *rows, *cols;
    int32_t row_words, col_words;
    int32_t goal_x, goal_y; /* padded coordinates (cell + 1) */
    astar_workspace *ws;
    uint32_t gen;
    int32_t width;
    int overflow;
    int open_full; /* an offer found the open set full (a bounded workspace) */
    int pending_count;
    astar_stats stats;
    astar__jps_found pending[ASTAR__JPS_PENDING];
} astar__jps_search;

#if (defined(__GNUC__) || defined(__clang__))
#define ASTAR__JPS_PREFETCH(p) __builtin_prefetch(p)
#else
#define ASTAR__JPS_PREFETCH(p) ((void)0)
#endif

static int astar__jps_free(const astar__jps_search *s, int32_t px, int32_t py) {
    return (int)((s->rows[(size_t)py * (size_t)s->row_words + (size_t)(px >> 6)] >> (px & 63)) &
                 1u);
}

/* Straight jump from padded (px, py) in direction d (0 E, 2 N, 4 W, 6 S): the coordinate along
 * the line of the jump point, or -1. */
static int32_t astar__jps_straight(const astar__jps_search *s, int d, int32_t px, int32_t py) {
    const uint64_t *line;
    if (d == 0 || d == 4) {
        line = s->rows + (size_t)py * (size_t)s->row_words;
        if (d == 0)
            return astar__jps_scan_up(line - s->row_words, line, line + s->row_words, px,
                                      py == s->goal_y ? s->goal_x : -1);
        return astar__jps_scan_down(line - s->row_words, line, line + s->row_words, px,
                                    py == s->goal_y ? s->goal_x : -1);
    }
    line = s->cols + (size_t)px * (size_t)s->col_words;
    if (d == 6)
        return astar__jps_scan_up(line - s->col_words, line, line + s->col_words, py,
                                  px == s->goal_x ? s->goal_y : -1);
    return astar__jps_scan_down(line - s->col_words, line, line + s->col_words, py,
                                px == s->goal_x ? s->goal_y : -1);
}

/* The directions to jump in from a node reached by a jump in direction d (-1: the start). */
static unsigned astar__jps_directions(const astar__jps_search *s, int d, int32_t px, int32_t py) {
    unsigned mask;
    int side;
    if (d < 0) return 0xFFu;
    if (d & 1) return (1u << d) | (1u << ((d + 1) & 7)) | (1u << ((d + 7) & 7));
    mask = 1u << d;
    /* a passable side cell whose neighbour behind is blocked forces the turn towards it */
    side = (d + 2) & 7;
    if (astar__jps_free(s, px + GRIDPATH_DIR_DX(side), py + GRIDPATH_DIR_DY(side)) &&
        !astar__jps_free(s, px + GRIDPATH_DIR_DX((d + 3) & 7), py + GRIDPATH_DIR_DY((d + 3) & 7)))
        mask |= (1u << side) | (1u << ((d + 1) & 7));
    side = (d + 6) & 7;
    if (astar__jps_free(s, px + GRIDPATH_DIR_DX(side), py + GRIDPATH_DIR_DY(side)) &&
        !astar__jps_free(s, px + GRIDPATH_DIR_DX((d + 5) & 7), py + GRIDPATH_DIR_DY((d + 5) & 7)))
        mask |= (1u << side) | (1u << ((d + 7) & 7));
    return mask;
}

/* >>jps open set: a binary heap in ws->open, same order as A* (f, larger g, smaller cell) */
static double astar__jps_g(const astar__node *node) {
    return ASTAR__PAIR(node->straight & ASTAR__JPS_COUNT_MASK, node->diagonal);
}

static int astar__jps_before(const astar__node *nodes, double fa, int32_t a, double fb, int32_t b) {
    double ga, gb;
    if (fa != fb) return fa < fb;
    ga = astar__jps_g(&nodes[a]);
    gb = astar__jps_g(&nodes[b]);
    if (ga != gb) return ga > gb;
    return a < b;
}

/* The open set's entries, laid over the workspace's (the typedef below fails to compile if they
 * ever become smaller). steps: the steps of the node's last line (after the turn if it turned);
 * it moves into the node's open_pos (free once closed) when the node is expanded, so the path
 * can be walked back without a parent field. */
typedef struct astar__jps_entry {
    double f;
    int32_t cell;
    int32_t steps;
} astar__jps_entry;
typedef char astar__jps_entry_fits[sizeof(astar__jps_entry) <= sizeof(astar__entry) ? 1 : -1];

static void astar__jps_place(astar_workspace *ws, astar__jps_entry *open, int32_t pos,
                             astar__jps_entry entry) {
    open[pos] = entry;
    ws->nodes[entry.cell].open_pos = pos;
}

static void astar__jps_heap_up(astar_workspace *ws, int32_t pos, astar__jps_entry entry) {
    astar__jps_entry *open = (astar__jps_entry *)(void *)ws->open;
    while (pos > 0) {
        int32_t parent = (pos - 1) >> 1;
        if (!astar__jps_before(ws->nodes, entry.f, entry.cell, open[parent].f, open[parent].cell))
            break;
        astar__jps_place(ws, open, pos, open[parent]);
        pos = parent;
    }
    astar__jps_place(ws, open, pos, entry);
}

static astar__jps_entry astar__jps_heap_pop(astar_workspace *ws) {
    astar__jps_entry *open = (astar__jps_entry *)(void *)ws->open;
    astar__jps_entry top = open[0], last;
    int32_t count = --ws->open_count, pos = 0;
    if (count == 0) return top;
    last = open[count];
    for (;;) {
        int32_t child = 2 * pos + 1;
        if (child >= count) break;
        if (child + 1 < count && astar__jps_before(ws->nodes, open[child + 1].f,
                                                   open[child + 1].cell, open[child].f,
                                                   open[child].cell))
            child++;
        if (!astar__jps_before(ws->nodes, open[child].f, open[child].cell, last.f, last.cell))
            break;
        astar__jps_place(ws, open, pos, open[child]);
        pos = child;
    }
    astar__jps_place(ws, open, pos, last);
    return top;
}

/* Offer the jump point (x, y) with step counts (straight, diagonal), last jump direction d. */
static void astar__jps_relax_now(astar__jps_search *s, int32_t x, int32_t y, uint32_t straight,
                                 uint32_t diagonal, int d, uint32_t turn, int32_t steps) {
    int32_t cell = y * s->width + x, hx, hy;
    astar_workspace *ws = s->ws;
    astar__node *next = &ws->nodes[cell];
    double g = ASTAR__PAIR(straight, diagonal);
    astar__jps_entry entry;
    int seen = (next->tag >> ASTAR__GEN_SHIFT) == s->gen;
    if (seen && ((next->tag & ASTAR__CLOSED) || g >= astar__jps_g(next))) return;
    if (straight > ASTAR__JPS_COUNT_MASK || diagonal > ASTAR__JPS_COUNT_MASK) {
        s->overflow = 1;
        return;
    }
    if (!seen && ws->open_count >= ws->open_capacity) {
        s->open_full = 1;
        return;
    }
    hx = x > s->goal_x - 1 ? x - (s->goal_x - 1) : (s->goal_x - 1) - x;
    hy = y > s->goal_y - 1 ? y - (s->goal_y - 1) : (s->goal_y - 1) - y;
    /* f = (straight + hi - lo) + (diagonal + lo) * sqrt(2), rounded once, so that equal true
     * f stay equal and the larger-g tie-break sees them */
    {
        uint32_t lo = (uint32_t)(hx < hy ? hx : hy), hi = (uint32_t)(hx < hy ? hy : hx);
        entry.f = ASTAR__PAIR((uint64_t)straight + (hi - lo), (uint64_t)diagonal + lo);
    }
    next->tag = (s->gen << ASTAR__GEN_SHIFT) | (uint32_t)d;
    next->straight = straight | turn;
    next->diagonal = diagonal;
    entry.cell = cell;
    entry.steps = steps;
    if (seen) {
        astar__jps_heap_up(ws, next->open_pos, entry);
        s->stats.updated++;
    } else {
        astar__jps_heap_up(ws, ws->open_count++, entry);
        s->stats.pushed++;
        if ((uint32_t)ws->open_count > s->stats.max_open) s->stats.max_open = (uint32_t)ws->open_count;
    }
}

static void astar__jps_flush(astar__jps_search *s) {
    int i;
    for (i = 0; i < s->pending_count; i++) {
        const astar__jps_found *p = &s->pending[i];
        astar__jps_relax_now(s, p->x, p->y, p->straight, p->diagonal, p->d, p->turn, p->steps);
    }
    s->pending_count = 0;
}

/* Offer a jump point: its node is fetched now and read later (a node is a likely cache miss,
 * and the scans that follow hide it). Offers are handled in order, so the result is the same
 * as handling each at once. */
static void astar__jps_relax(astar__jps_search *s, int32_t x, int32_t y, uint32_t straight,
                             uint32_t diagonal, int d, uint32_t turn, int32_t steps) {
    astar__jps_found *p;
    if (s->pending_count == ASTAR__JPS_PENDING) astar__jps_flush(s);
    ASTAR__JPS_PREFETCH(&s->ws->nodes[y * s->width + x]);
    p = &s->pending[s->pending_count++];
    p->x = x;
    p->y = y;
    p->steps = steps;
    p->straight = straight;
    p->diagonal = diagonal;
    p->turn = turn;
    p->d = d;
}

/* Diagonal jump from (x, y) in odd direction d, with counts (straight, diagonal) at (x, y).
 * A cell of the diagonal from which a straight jump finds a jump point is a jump point itself,
 * but it is not queued (Harabor and Grastien 2014 prune these intermediate nodes): the straight
 * jump points it leads to are offered at once, with a turn (their entry remembers the steps
 * after it), and the diagonal goes on. */
static void astar__jps_diagonal(astar__jps_search *s, int d, int32_t x, int32_t y,
                                uint32_t straight, uint32_t diagonal) {
    int32_t dx = GRIDPATH_DIR_DX(d), dy = GRIDPATH_DIR_DY(d), px = x + 1, py = y + 1, k;
    int horizontal = dx > 0 ? 0 : 4, vertical = dy > 0 ? 6 : 2;
    uint32_t turn_h = ASTAR__JPS_VIA_DIAGONAL | (((horizontal + 1) & 7) == d ? ASTAR__JPS_TURN_LEFT : 0u);
    uint32_t turn_v = ASTAR__JPS_VIA_DIAGONAL | (((vertical + 1) & 7) == d ? ASTAR__JPS_TURN_LEFT : 0u);
    ptrdiff_t rw = s->row_words, cw = s->col_words;
    const uint64_t *row = s->rows + (size_t)py * (size_t)rw; /* line of the current cell */
    const uint64_t *col = s->cols + (size_t)px * (size_t)cw;
    for (k = 1;; k++) {
        int32_t along_h, along_v;
        /* the step needs the cell ahead and both side cells passable */
        const uint64_t *next_row = row + dy * rw;
        int32_t nx = px + dx;
        if (!((row[nx >> 6] >> (nx & 63)) & (next_row[px >> 6] >> (px & 63)) &
              (next_row[nx >> 6] >> (nx & 63)) & 1u))
            return;
        px = nx;
        py += dy;
        row = next_row;
        col += dx * cw;
        if (px == s->goal_x && py == s->goal_y) {
            astar__jps_relax(s, px - 1, py - 1, straight, diagonal + (uint32_t)k, d, 0, k);
            return;
        }
        along_h = dx > 0 ? astar__jps_scan_up(row - rw, row, row + rw, px,
                                              py == s->goal_y ? s->goal_x : -1)
                         : astar__jps_scan_down(row - rw, row, row + rw, px,
                                                py == s->goal_y ? s->goal_x : -1);
        along_v = dy > 0 ? astar__jps_scan_up(col - cw, col, col + cw, py,
                                              px == s->goal_x ? s->goal_y : -1)
                         : astar__jps_scan_down(col - cw, col, col + cw, py,
                                                px == s->goal_x ? s->goal_y : -1);
        if (along_h < 0 && along_v < 0) continue;
        if (along_h >= 0) {
            int32_t steps = along_h > px ? along_h - px : px - along_h;
            astar__jps_relax(s, along_h - 1, py - 1, straight + (uint32_t)steps,
                             diagonal + (uint32_t)k, horizontal, turn_h, steps);
        }
        if (along_v >= 0) {
            int32_t steps = along_v > py ? along_v - py : py - along_v;
            astar__jps_relax(s, px - 1, along_v - 1, straight + (uint32_t)steps,
                             diagonal + (uint32_t)k, vertical, turn_v, steps);
        }
        if (s->overflow) return;
    }
}

/* >>jps path: walking back from a node to the node before it */
typedef struct astar__jps_link {
    int32_t before;         /* the node before: a jump point or the start */
    int32_t turn;           /* the cell where the path turned, -1 if one line */
    int32_t steps, steps2;  /* steps of the last line, and of the diagonal before the turn */
    int dir, dir2;          /* their directions */
} astar__jps_link;

/* The node before `cell` on its path (every node of the final path is closed, and a closed
 * node's open_pos holds the steps of its last line): back along that line, then, if the jump
 * turned, along the diagonal to the first closed node whose counts are exactly cell's minus the
 * steps walked (the real parent is met at the latest: it was closed when it offered `cell`, so
 * its counts are unchanged). 0 if the counts do not match (cannot happen). */
static int astar__jps_back(const astar_workspace *ws, const gridpath_grid *grid, uint32_t gen,
                           int32_t cell, astar__jps_link *link) {
    const astar__node *node = &ws->nodes[cell], *behind;
    uint32_t closed = (gen << ASTAR__GEN_SHIFT) | ASTAR__CLOSED;
    uint32_t straight = node->straight & ASTAR__JPS_COUNT_MASK, diagonal = node->diagonal;
    int d = (int)(node->tag & ASTAR__DIR_MASK);
    int32_t width = grid->width, y = cell / width, x = cell - y * width, k = node->open_pos;
    x -= GRIDPATH_DIR_DX(d) * k;
    y -= GRIDPATH_DIR_DY(d) * k;
    if (k < 1 || x < 0 || y < 0 || x >= width || y >= grid->height) return 0;
    link->dir = d;
    link->steps = k;
    link->turn = -1;
    link->steps2 = 0;
    link->dir2 = -1;
    if (!(node->straight & ASTAR__JPS_VIA_DIAGONAL)) {
        behind = &ws->nodes[y * width + x];
        link->before = y * width + x;
        return (behind->tag & ~(uint32_t)ASTAR__DIR_MASK) == closed &&
               (behind->straight & ASTAR__JPS_COUNT_MASK) + ((d & 1) ? 0u : (uint32_t)k) == straight &&
               behind->diagonal + ((d & 1) ? (uint32_t)k : 0u) == diagonal;
    }
    link->turn = y * width + x;
    d = (node->straight & ASTAR__JPS_TURN_LEFT) ? (d + 1) & 7 : (d + 7) & 7;
    link->dir2 = d;
    for (k = 1;; k++) {
        int32_t dx = GRIDPATH_DIR_DX(d), dy = GRIDPATH_DIR_DY(d);
        if (x - dx < 0 || y - dy < 0 || x - dx >= width || y - dy >= grid->height ||
            grid->cells[(y - dy) * width + x - dx] <= 0)
            return 0;
        x -= dx;
        y -= dy;
        behind = &ws->nodes[y * width + x];
        if ((behind->tag & ~(uint32_t)ASTAR__DIR_MASK) == closed &&
            (behind->straight & ASTAR__JPS_COUNT_MASK) + (uint32_t)link->steps == straight &&
            behind->diagonal + (uint32_t)k == diagonal) {
            link->before = y * width + x;
            link->steps2 = k;
            return 1;
        }
    }
}

static astar_result astar__jps_find_path(astar_workspace *ws, const gridpath_grid *grid,
                                         gridpath_point start, gridpath_point goal,
                                         const astar_options *options, int32_t *path,
                                         int32_t path_capacity, astar_info *info) {
    astar_info local;
    astar__jps_search s;
    const astar_jps_grid *jg;
    uint32_t gen, budget;
    int32_t width, start_cell, goal_cell, length = 0, cell, i;
    astar__jps_link link;
    astar_result result = ASTAR_NO_PATH;

    if (!info) info = &local;
    astar__clear_info(info);
    if (!options || !astar__output_ok(ws, path, path_capacity) || !grid || !grid->cells)
        return ASTAR_INVALID_ARGUMENT;
    if (grid->width < 1 || grid->height < 1) return ASTAR_INVALID_ARGUMENT;
    if ((size_t)grid->width > (size_t)ASTAR_MAX_CELLS / (size_t)grid->height)
        return ASTAR_GRID_TOO_LARGE;
    if ((size_t)grid->width * (size_t)grid->height > (size_t)ws->capacity)
        return ASTAR_WORKSPACE_TOO_SMALL;
    if (!astar__options_valid(options) || options->jump_points_only < 0 ||
        options->jump_points_only > 1)
        return ASTAR_INVALID_ARGUMENT;
    jg = options->jps_grid;
    if (!jg || jg->magic != ASTAR__JPS_MAGIC || jg->cells != grid->cells ||
        jg->width != grid->width || jg->height != grid->height)
        return ASTAR_INVALID_ARGUMENT;
    if (astar__normalise_moves(options->moves) != GRIDPATH_MOVES_8_NO_CORNER_CUT ||
        (options->heuristic != ASTAR_HEURISTIC_DEFAULT &&
         options->heuristic != ASTAR_HEURISTIC_OCTILE) ||
        options->open_set != ASTAR_OPEN_HEAP || options->weight > 1.0 || options->partial ||
        !jg->uniform)
        return ASTAR_UNSUPPORTED;
    if (start.x < 0 || start.y < 0 || start.x >= grid->width || start.y >= grid->height)
        return ASTAR_START_OUTSIDE;
    if (goal.x < 0 || goal.y < 0 || goal.x >= grid->width || goal.y >= grid->height)
        return ASTAR_GOAL_OUTSIDE;
    width = grid->width;
    start_cell = (int32_t)start.y * width + start.x;
    goal_cell = (int32_t)goal.y * width + goal.x;
    if (grid->cells[start_cell] <= 0) return ASTAR_START_BLOCKED;
    if (grid->cells[goal_cell] <= 0) return ASTAR_GOAL_BLOCKED;
    if (grid->cells[start_cell] != jg->cost || grid->cells[goal_cell] != jg->cost)
        return ASTAR_INVALID_ARGUMENT; /* the grid changed since astar_jps_grid_init */
    if (options->components) { /* as for A*: labels that separate the two answer at once */
        int reach = astar__components_reach(options->components, grid,
                                            (int)GRIDPATH_MOVES_8_NO_CORNER_CUT, start, &goal, 1);
        if (reach < 0) return ASTAR_INVALID_ARGUMENT;
        if (reach == 0) return ASTAR_NO_PATH;
    }

    s.rows = jg->rows;
    s.cols = jg->cols;
    s.row_words = jg->row_words;
    s.col_words = jg->col_words;
    s.goal_x = goal.x + 1;
    s.goal_y = goal.y + 1;
    s.ws = ws;
    s.width = width;
    s.overflow = 0;
    s.open_full = 0;
    s.pending_count = 0;
    s.stats.expanded = s.stats.pushed = s.stats.updated = s.stats.max_open = 0;
    budget = options->max_expansions;

    gen = astar__next_generation(ws);
    /* from here the search runs: cell_state describes it (a call refused above, the component
     * labels' answer included, leaves no search to describe) */
    ws->query.width = grid->width;
    ws->query.height = grid->height;
    s.gen = gen;
    ws->open_count = 0;
    {
        astar__node *node = &ws->nodes[start_cell];
        astar__jps_entry entry;
        node->tag = gen << ASTAR__GEN_SHIFT;
        node->straight = node->diagonal = 0;
        ws->open_count = 1;
        entry.f = 0.0;
        entry.cell = start_cell;
        entry.steps = 0;
        astar__jps_place(ws, (astar__jps_entry *)(void *)ws->open, 0, entry);
        s.stats.pushed = s.stats.max_open = 1;
    }
    while (ws->open_count > 0) {
        int32_t current, x, y;
        uint32_t straight, diagonal;
        unsigned directions;
        int d;
        astar__node *node;
        if (budget && s.stats.expanded >= budget) {
            result = ASTAR_BUDGET_EXCEEDED;
            break;
        }
        {
            astar__jps_entry top = astar__jps_heap_pop(ws);
            current = top.cell;
            node = &ws->nodes[current];
            node->tag |= ASTAR__CLOSED;
            node->open_pos = top.steps;
        }
        s.stats.expanded++;
        if (current == goal_cell) {
            result = ASTAR_OK;
            break;
        }
        y = current / width;
        x = current - y * width;
        straight = node->straight & ASTAR__JPS_COUNT_MASK;
        diagonal = node->diagonal;
        directions = astar__jps_directions(
            &s, current == start_cell ? -1 : (int)(node->tag & ASTAR__DIR_MASK), x + 1, y + 1);
        for (d = 0; d < 8; d++) {
            int32_t at;
            if (!(directions & (1u << d))) continue;
            if (d & 1) {
                astar__jps_diagonal(&s, d, x, y, straight, diagonal);
                continue;
            }
            at = astar__jps_straight(&s, d, x + 1, y + 1);
            if (at < 0) continue;
            {
                int32_t along = (d == 0 || d == 4) ? x : y;
                int32_t steps = at - 1 > along ? at - 1 - along : along - (at - 1);
                if (d == 0 || d == 4)
                    astar__jps_relax(&s, at - 1, y, straight + (uint32_t)steps, diagonal, d, 0, steps);
                else
                    astar__jps_relax(&s, x, at - 1, straight + (uint32_t)steps, diagonal, d, 0, steps);
            }
        }
        astar__jps_flush(&s);
        if (s.overflow) {
            result = ASTAR_COST_OVERFLOW;
            break;
        }
        if (s.open_full) {
            result = ASTAR_OPEN_SET_FULL;
            break;
        }
    }
    info->stats = s.stats;
    if (result != ASTAR_OK) return result;

    /* the path: walk back from the goal twice, to count and then to write */
    {
        const astar__node *end = &ws->nodes[goal_cell];
        uint64_t straight = (uint64_t)(end->straight & ASTAR__JPS_COUNT_MASK) * (uint64_t)jg->cost;
        uint64_t diagonal = (uint64_t)end->diagonal * (uint64_t)jg->cost;
        if (straight > 0xFFFFFFFFu || diagonal > 0xFFFFFFFFu) return ASTAR_COST_OVERFLOW;
        info->cost = ASTAR__PAIR(straight, diagonal);
        info->goal_index = 0; /* (also with ASTAR_BUFFER_TOO_SMALL, as A*) */
    }
    /* walk back from the goal twice: first to count (nothing is written when the path does
     * not fit), then to write the path backwards; then reverse it */
    {
        int pass, write;
        for (pass = 0; pass < 2; pass++) {
            write = pass == 1;
            length = 0;
            for (cell = goal_cell; cell != start_cell; cell = link.before) {
                int32_t k, delta;
                if (!astar__jps_back(ws, grid, gen, cell, &link)) return ASTAR_NO_PATH; /* cannot happen */
                if (options->jump_points_only) {
                    if (write) path[length] = cell;
                    length++;
                    if (link.turn >= 0) {
                        if (write) path[length] = link.turn;
                        length++;
                    }
                    continue;
                }
                delta = GRIDPATH_DIR_DY(link.dir) * width + GRIDPATH_DIR_DX(link.dir);
                for (k = 0; k < link.steps; k++, length++)
                    if (write) path[length] = cell - k * delta;
                if (link.turn >= 0) {
                    delta = GRIDPATH_DIR_DY(link.dir2) * width + GRIDPATH_DIR_DX(link.dir2);
                    for (k = 0; k < link.steps2; k++, length++)
                        if (write) path[length] = link.turn - k * delta;
                }
            }
            if (write) path[length] = start_cell;
            length++;
            info->path_length = length;
            if (length > path_capacity) return ASTAR_BUFFER_TOO_SMALL;
        }
    }
    for (i = 0; i < length / 2; i++) {
        int32_t swap = path[i];
        path[i] = path[length - 1 - i];
        path[length - 1 - i] = swap;
    }
    return ASTAR_OK;
}
/* >>jps end */

#ifdef __cplusplus
}
#endif
#if defined(__clang__)
#pragma STDC FP_CONTRACT DEFAULT
#elif defined(__GNUC__) && !defined(__INTEL_COMPILER)
#pragma GCC pop_options
#endif
#endif /* ASTAR_IMPLEMENTATION */

/*
------------------------------------------------------------------------------
This software is available under 2 licenses -- choose whichever you prefer.
ALTERNATIVE A - MIT License: see LICENSE.
ALTERNATIVE B - Public Domain (www.unlicense.org): see LICENSE.
------------------------------------------------------------------------------
*/
