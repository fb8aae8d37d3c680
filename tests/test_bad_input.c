/* test_bad_input.c - every bad input to astar.h gives its documented result code and nothing is
 * written outside the caller's buffers (canaries around every buffer). Also: allocation hooks
 * with their context, no allocation inside a search, cost overflow at the documented limit. */
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* counting allocator: proves the context reaches the hooks and that searches never allocate */
#include "alloc_counter.h"
#define ASTAR_MALLOC(size, ctx) counting_malloc(size, ctx)
#define ASTAR_FREE(ptr, ctx) counting_free(ptr, ctx)
#define ASTAR_IMPLEMENTATION
#include "astar.h"
#include "check.h"

#define CANARY ((int32_t)0x7EADBEEF)
#define GUARD 16
#define CAP_MAX 512

static int32_t buffer[GUARD + CAP_MAX + GUARD];

typedef struct call_result {
    astar_result r;
    astar_info info;
    int clean; /* nothing written outside what the result allows */
} call_result;

/* Call astar_find_path with a canary-surrounded path buffer of `capacity` cells (or NULL). */
static call_result call(astar_workspace *ws, const gridpath_grid *grid, gridpath_point s,
                        gridpath_point g, const astar_options *o, int32_t capacity, int null_path) {
    call_result cr;
    int32_t i, allowed;
    for (i = 0; i < GUARD + CAP_MAX + GUARD; i++) buffer[i] = CANARY;
    memset(&cr.info, 0x55, sizeof cr.info);
    cr.r = astar_find_path(ws, grid, s, g, o, null_path ? NULL : buffer + GUARD, capacity, &cr.info);
    allowed = cr.r == ASTAR_OK ? cr.info.path_length : 0;
    cr.clean = 1;
    for (i = 0; i < GUARD + CAP_MAX + GUARD; i++)
        if ((i < GUARD || i >= GUARD + allowed) && buffer[i] != CANARY) cr.clean = 0;
    return cr;
}

static gridpath_point pt(int x, int y) {
    gridpath_point p;
    p.x = x;
    p.y = y;
    return p;
}

/* a 6x5 map: 1 free, 0 and negative blocked */
static const int map_cells[6 * 5] = {
    1, 1, 1, 1, 1, 1,
    1, 0, 0, 0, -3, 1,
    1, 1, 1, 0, 1, 1,
    1, 0, 1, 1, 1, 1,
    1, 1, 1, 0, 1, 1,
};

static void expect_code(const call_result *cr, astar_result want, const char *what) {
    CHECK(cr->r == want, "%s: got \"%s\", want \"%s\"", what, astar_result_string(cr->r),
          astar_result_string(want));
    CHECK(cr->clean, "%s: wrote outside the allowed part of the path buffer", what);
    if (want != ASTAR_OK && want != ASTAR_BUFFER_TOO_SMALL && cr->r == want)
        CHECK(cr->info.path_length == 0 && cr->info.cost == 0.0,
              "%s: info not reset on failure (length %d, cost %g)", what, (int)cr->info.path_length,
              cr->info.cost);
}

/* Every bad grid size is refused with the grid's cells (a 6x5 or 16x16 array: ASan sees any
 * read past them) and the options' jps grid unread: widths or heights of 0 or below are invalid
 * arguments, sizes whose product overflows int or exceeds ASTAR_MAX_CELLS too large. */
static void expect_sizes_refused(astar_workspace *ws, const gridpath_grid *grid, const astar_options *o,
                                 const char *label) {
    static const int invalid[][2] = {{0, 5}, {6, 0}, {0, 0}, {-1, 5}, {6, -1}, {INT_MIN, 5},
                                     {6, INT_MIN}, {-6, -5}};
    static const int large[][2] = {{65536, 65536}, {INT_MAX, 2}, {2, INT_MAX}, {INT_MAX, INT_MAX},
                                   {16384, 16385}, {(1 << 28) + 1, 1}, {1, (1 << 28) + 1},
                                   {46341, 46341}};
    size_t i;
    for (i = 0; i < sizeof invalid / sizeof invalid[0] + sizeof large / sizeof large[0]; i++) {
        int is_large = i >= sizeof invalid / sizeof invalid[0];
        const int *wh = is_large ? large[i - sizeof invalid / sizeof invalid[0]] : invalid[i];
        gridpath_grid bad = *grid;
        call_result cr;
        char what[80];
        bad.width = wh[0];
        bad.height = wh[1];
        snprintf(what, sizeof what, "%sgrid %d x %d%s", label, bad.width, bad.height,
                 is_large ? " (too large)" : "");
        cr = call(ws, &bad, pt(0, 0), pt(1, 0), o, 64, 0);
        expect_code(&cr, is_large ? ASTAR_GRID_TOO_LARGE : ASTAR_INVALID_ARGUMENT, what);
        if (is_large) {
            CHECK(astar_workspace_size(bad.width, bad.height) == 0, "workspace_size(%d, %d) = %lu",
                  bad.width, bad.height, (unsigned long)astar_workspace_size(bad.width, bad.height));
            CHECK(astar_grid_min_cost(&bad) == 0, "grid_min_cost of a too-large grid");
        }
    }
    { /* exactly ASTAR_MAX_CELLS is allowed: the small workspace is then the problem */
        gridpath_grid largest = *grid;
        call_result cr;
        char what[80];
        largest.width = 1 << 14;
        largest.height = 1 << 14;
        snprintf(what, sizeof what, "%sgrid of exactly ASTAR_MAX_CELLS, small workspace", label);
        cr = call(ws, &largest, pt(0, 0), pt(1, 0), o, 64, 0);
        expect_code(&cr, ASTAR_WORKSPACE_TOO_SMALL, what);
    }
}

static void test_pointers_and_sizes(astar_workspace *ws) {
    gridpath_grid grid = {map_cells, 6, 5}, bad;
    call_result cr;
    unsigned char junk[512];
    int cells_copy[6 * 5];
    memcpy(cells_copy, map_cells, sizeof cells_copy);

    cr = call(NULL, &grid, pt(0, 0), pt(5, 4), NULL, 64, 0);
    expect_code(&cr, ASTAR_INVALID_ARGUMENT, "NULL workspace");
    memset(junk, 0xA7, sizeof junk);
    cr = call((astar_workspace *)(void *)junk, &grid, pt(0, 0), pt(5, 4), NULL, 64, 0);
    expect_code(&cr, ASTAR_INVALID_ARGUMENT, "memory that is no workspace");
    cr = call(ws, NULL, pt(0, 0), pt(5, 4), NULL, 64, 0);
    expect_code(&cr, ASTAR_INVALID_ARGUMENT, "NULL grid");
    bad = grid;
    bad.cells = NULL;
    cr = call(ws, &bad, pt(0, 0), pt(5, 4), NULL, 64, 0);
    expect_code(&cr, ASTAR_INVALID_ARGUMENT, "NULL cells");
    cr = call(ws, &grid, pt(0, 0), pt(5, 4), NULL, 64, 1);
    expect_code(&cr, ASTAR_INVALID_ARGUMENT, "NULL path with capacity 64");
    cr = call(ws, &grid, pt(0, 0), pt(5, 4), NULL, -1, 0);
    expect_code(&cr, ASTAR_INVALID_ARGUMENT, "capacity -1");
    cr = call(ws, &grid, pt(0, 0), pt(5, 4), NULL, INT32_MIN, 0);
    expect_code(&cr, ASTAR_INVALID_ARGUMENT, "capacity INT32_MIN");

    expect_sizes_refused(ws, &grid, NULL, "");
    CHECK(memcmp(cells_copy, map_cells, sizeof cells_copy) == 0, "grid cells modified");
}

static void test_points(astar_workspace *ws) {
    gridpath_grid grid = {map_cells, 6, 5};
    call_result cr;
    static const int outside[][2] = {{-1, 0}, {6, 0}, {0, -1}, {0, 5}, {-1, -1}, {6, 5},
                                     {INT_MIN, 0}, {INT_MAX, 0}, {0, INT_MIN}, {0, INT_MAX},
                                     {INT_MIN, INT_MIN}, {INT_MAX, INT_MAX}, {5, 6}, {7, 4}};
    size_t i;
    for (i = 0; i < sizeof outside / sizeof outside[0]; i++) {
        char what[80];
        snprintf(what, sizeof what, "start (%d,%d)", outside[i][0], outside[i][1]);
        cr = call(ws, &grid, pt(outside[i][0], outside[i][1]), pt(5, 4), NULL, 64, 0);
        expect_code(&cr, ASTAR_START_OUTSIDE, what);
        snprintf(what, sizeof what, "goal (%d,%d)", outside[i][0], outside[i][1]);
        cr = call(ws, &grid, pt(0, 0), pt(outside[i][0], outside[i][1]), NULL, 64, 0);
        expect_code(&cr, ASTAR_GOAL_OUTSIDE, what);
    }
    cr = call(ws, &grid, pt(1, 1), pt(5, 4), NULL, 64, 0);
    expect_code(&cr, ASTAR_START_BLOCKED, "start on 0");
    cr = call(ws, &grid, pt(4, 1), pt(5, 4), NULL, 64, 0);
    expect_code(&cr, ASTAR_START_BLOCKED, "start on -3");
    cr = call(ws, &grid, pt(0, 0), pt(3, 4), NULL, 64, 0);
    expect_code(&cr, ASTAR_GOAL_BLOCKED, "goal on 0");
    cr = call(ws, &grid, pt(0, 0), pt(4, 1), NULL, 64, 0);
    expect_code(&cr, ASTAR_GOAL_BLOCKED, "goal on -3");
    cr = call(ws, &grid, pt(1, 1), pt(1, 1), NULL, 64, 0);
    expect_code(&cr, ASTAR_START_BLOCKED, "start == goal on a blocked cell");

    /* start == goal: a path of one cell, cost 0 */
    cr = call(ws, &grid, pt(2, 3), pt(2, 3), NULL, 64, 0);
    expect_code(&cr, ASTAR_OK, "start == goal");
    CHECK(cr.info.path_length == 1 && buffer[GUARD] == 3 * 6 + 2 && cr.info.cost == 0.0,
          "start == goal: length %d cell %d cost %g", (int)cr.info.path_length, (int)buffer[GUARD],
          cr.info.cost);
    cr = call(ws, &grid, pt(2, 3), pt(2, 3), NULL, 0, 1);
    expect_code(&cr, ASTAR_BUFFER_TOO_SMALL, "start == goal, capacity 0, NULL path");
    CHECK(cr.info.path_length == 1, "start == goal needs 1 cell, said %d", (int)cr.info.path_length);
    cr = call(ws, &grid, pt(2, 3), pt(2, 3), NULL, 1, 0);
    expect_code(&cr, ASTAR_OK, "start == goal, capacity 1");
}

static void test_capacity(astar_workspace *ws) {
    gridpath_grid grid = {map_cells, 6, 5};
    call_result cr;
    int32_t need, cap;
    double cost;
    cr = call(ws, &grid, pt(0, 3), pt(5, 1), NULL, CAP_MAX, 0);
    expect_code(&cr, ASTAR_OK, "reference run");
    need = cr.info.path_length;
    cost = cr.info.cost;
    CHECK(need > 3, "path length %d", (int)need);
    cr = call(ws, &grid, pt(0, 3), pt(5, 1), NULL, 0, 1);
    expect_code(&cr, ASTAR_BUFFER_TOO_SMALL, "capacity 0, NULL path");
    CHECK(cr.info.path_length == need, "capacity 0: needed %d, said %d", (int)need,
          (int)cr.info.path_length);
    cr = call(ws, &grid, pt(0, 3), pt(5, 1), NULL, 0, 0);
    expect_code(&cr, ASTAR_BUFFER_TOO_SMALL, "capacity 0, real buffer");
    for (cap = 1; cap < need; cap++) {
        char what[64];
        snprintf(what, sizeof what, "capacity %d of %d", (int)cap, (int)need);
        cr = call(ws, &grid, pt(0, 3), pt(5, 1), NULL, cap, 0);
        expect_code(&cr, ASTAR_BUFFER_TOO_SMALL, what);
        CHECK(cr.info.path_length == need, "%s: said %d", what, (int)cr.info.path_length);
        /* the info describes the path that did not fit (astar_info) */
        CHECK(cr.info.goal_index == 0 && cr.info.cost == cost, "%s: goal index %d, cost %g of %g", what,
              cr.info.goal_index, cr.info.cost, cost);
    }
    cr = call(ws, &grid, pt(0, 3), pt(5, 1), NULL, need, 0);
    expect_code(&cr, ASTAR_OK, "capacity exactly the length");
    CHECK(cr.info.path_length == need && cr.info.cost == cost, "exact capacity: length %d cost %g",
          (int)cr.info.path_length, cr.info.cost);
    /* info may be NULL */
    CHECK(astar_find_path(ws, &grid, pt(0, 3), pt(5, 1), NULL, buffer, CAP_MAX, NULL) == ASTAR_OK,
          "info NULL");
    /* no path: the buffer stays untouched */
    {
        static const int walled[4 * 3] = {1, 0, 1, 1,
                                          1, 0, 1, 1,
                                          1, 0, 1, 1};
        gridpath_grid wg = {walled, 4, 3};
        cr = call(ws, &wg, pt(0, 0), pt(3, 2), NULL, 64, 0);
        expect_code(&cr, ASTAR_NO_PATH, "walled off");
    }
}

static void test_options(astar_workspace *ws) {
    gridpath_grid grid = {map_cells, 6, 5};
    call_result cr;
    astar_options o;
    size_t i;
    /* (the documented range's ends: 1e9 is allowed, anything above it is not) */
    static const double bad_weights[] = {0.5, 0.999999, -1.0, -0.0 - 1e-300, 1e300, 1.000001e9};
    static const double good_weights[] = {0.0, 1.0, 1.5, 2.0, 10.0, 1e9};
    for (i = 0; i < sizeof bad_weights / sizeof bad_weights[0]; i++) {
        char what[64];
        memset(&o, 0, sizeof o);
        o.weight = bad_weights[i];
        snprintf(what, sizeof what, "weight %g", o.weight);
        cr = call(ws, &grid, pt(0, 0), pt(5, 4), &o, 64, 0);
        expect_code(&cr, ASTAR_INVALID_ARGUMENT, what);
    }
    memset(&o, 0, sizeof o);
    o.weight = NAN;
    cr = call(ws, &grid, pt(0, 0), pt(5, 4), &o, 64, 0);
    expect_code(&cr, ASTAR_INVALID_ARGUMENT, "weight NaN");
    o.weight = INFINITY;
    cr = call(ws, &grid, pt(0, 0), pt(5, 4), &o, 64, 0);
    expect_code(&cr, ASTAR_INVALID_ARGUMENT, "weight infinity");
    for (i = 0; i < sizeof good_weights / sizeof good_weights[0]; i++) {
        char what[64];
        memset(&o, 0, sizeof o);
        o.weight = good_weights[i];
        snprintf(what, sizeof what, "weight %g", o.weight);
        cr = call(ws, &grid, pt(0, 0), pt(5, 4), &o, 64, 0);
        expect_code(&cr, ASTAR_OK, what);
    }
    memset(&o, 0, sizeof o);
    o.min_cost = -1;
    cr = call(ws, &grid, pt(0, 0), pt(5, 4), &o, 64, 0);
    expect_code(&cr, ASTAR_INVALID_ARGUMENT, "min_cost -1");
    o.min_cost = INT_MIN;
    cr = call(ws, &grid, pt(0, 0), pt(5, 4), &o, 64, 0);
    expect_code(&cr, ASTAR_INVALID_ARGUMENT, "min_cost INT_MIN");
    if (CHECK_BAD_ENUMS) {
        static const int bad_enum[] = {-1, 5, 6, 100, INT_MAX, INT_MIN};
        for (i = 0; i < sizeof bad_enum / sizeof bad_enum[0]; i++) {
            char what[64];
            memset(&o, 0, sizeof o);
            o.moves = (gridpath_moves)bad_enum[i];
            snprintf(what, sizeof what, "moves %d", bad_enum[i]);
            cr = call(ws, &grid, pt(0, 0), pt(5, 4), &o, 64, 0);
            expect_code(&cr, ASTAR_INVALID_ARGUMENT, what);
            memset(&o, 0, sizeof o);
            o.heuristic = (astar_heuristic)(bad_enum[i] == 6 ? 7 : bad_enum[i] == 5 ? 6 : bad_enum[i]);
            snprintf(what, sizeof what, "heuristic %d", (int)o.heuristic);
            cr = call(ws, &grid, pt(0, 0), pt(5, 4), &o, 64, 0);
            expect_code(&cr, ASTAR_INVALID_ARGUMENT, what);
            memset(&o, 0, sizeof o);
            o.open_set = (astar_open_set)(bad_enum[i] == 5 ? 2 : bad_enum[i]);
            snprintf(what, sizeof what, "open_set %d", (int)o.open_set);
            cr = call(ws, &grid, pt(0, 0), pt(5, 4), &o, 64, 0);
            expect_code(&cr, ASTAR_INVALID_ARGUMENT, what);
            memset(&o, 0, sizeof o);
            o.algorithm = (astar_algorithm)(bad_enum[i] == 5 ? 2 : bad_enum[i]);
            snprintf(what, sizeof what, "algorithm %d", (int)o.algorithm);
            cr = call(ws, &grid, pt(0, 0), pt(5, 4), &o, 64, 0);
            expect_code(&cr, ASTAR_INVALID_ARGUMENT, what);
        }
    }
    /* every valid enum value is accepted (for A*) */
    memset(&o, 0, sizeof o);
    for (i = 0; i <= 4; i++) {
        o.moves = (gridpath_moves)i;
        cr = call(ws, &grid, pt(0, 0), pt(5, 4), &o, 64, 0);
        CHECK(cr.r == ASTAR_OK, "moves %d: %s", (int)i, astar_result_string(cr.r));
    }
    memset(&o, 0, sizeof o);
    for (i = 0; i <= 5; i++) {
        o.heuristic = (astar_heuristic)i;
        o.moves = i == 1 ? GRIDPATH_MOVES_4 : GRIDPATH_MOVES_DEFAULT;
        cr = call(ws, &grid, pt(0, 0), pt(5, 4), &o, 64, 0);
        CHECK(cr.r == ASTAR_OK, "heuristic %d: %s", (int)i, astar_result_string(cr.r));
    }
}

static void test_result_strings(void) {
    int i, j;
    for (i = 0; i < (int)ASTAR_RESULT_COUNT; i++) {
        const char *s = astar_result_string((astar_result)i);
        CHECK(s != NULL && s[0] != '\0', "result %d has no name", i);
        if (!s) continue;
        CHECK(strcmp(s, astar_result_string(ASTAR_RESULT_COUNT)) != 0,
              "result %d is named like an unknown code: \"%s\"", i, s);
        for (j = 0; j < i; j++)
            CHECK(strcmp(s, astar_result_string((astar_result)j)) != 0,
                  "results %d and %d share the name \"%s\"", j, i, s);
    }
    CHECK(astar_result_string(ASTAR_RESULT_COUNT) != NULL, "RESULT_COUNT string NULL");
    if (CHECK_BAD_ENUMS) {
        CHECK(astar_result_string((astar_result)-1) != NULL, "result -1 string NULL");
        CHECK(astar_result_string((astar_result)12345) != NULL, "result 12345 string NULL");
    }
}

static void test_workspace_memory(void) {
    enum { W = 7, H = 5 };
    size_t need = astar_workspace_size(W, H), off;
    unsigned char *block;
    static const int open_cells[W * H] = {
        1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
        1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
    gridpath_grid grid = {open_cells, W, H};

    CHECK(need > 0, "workspace_size(%d, %d) = 0", W, H);
    CHECK(astar_workspace_size(0, 5) == 0 && astar_workspace_size(5, 0) == 0 &&
              astar_workspace_size(-1, 5) == 0 && astar_workspace_size(5, -1) == 0 &&
              astar_workspace_size(INT_MIN, INT_MIN) == 0,
          "workspace_size of non-positive sizes");
    {
        /* the largest grid: its size must not wrap around (on a 32-bit size_t it cannot be
         * represented and must be 0; here it must cover at least 16 bytes per cell) */
        size_t s = astar_workspace_size(1 << 14, 1 << 14);
        CHECK(s == 0 || s / 16 >= ((size_t)1 << 28), "workspace_size(2^14, 2^14) = %lu wrapped",
              (unsigned long)s);
        CHECK(sizeof(size_t) < 8 || s > 0, "workspace_size(2^14, 2^14) = 0 on a 64-bit size_t");
    }
    {
        /* bounded: 16 bytes per cell + 16 per entry, so on a 32-bit size_t 2^27 cells (2 GiB
         * of nodes) fit with a small open set but not unbounded, and 2^28 cells never fit */
        size_t b = astar_workspace_size_bounded(1 << 14, 1 << 13, 1000);
        size_t u = astar_workspace_size(1 << 14, 1 << 13);
        size_t z = astar_workspace_size_bounded(1 << 14, 1 << 14, 1);
        CHECK(b / 16 >= ((size_t)1 << 27) + 1000 && (sizeof(size_t) < 8 ? u == 0 : u > b),
              "workspace_size_bounded(2^14, 2^13, 1000) = %lu, unbounded %lu", (unsigned long)b,
              (unsigned long)u);
        CHECK(sizeof(size_t) < 8 ? z == 0 : z / 16 >= ((size_t)1 << 28),
              "workspace_size_bounded(2^14, 2^14, 1) = %lu", (unsigned long)z);
    }
    {
        /* the header documents 32 bytes per cell plus 304 bytes (x86-64: the fixed part and
         * its alignment slack) */
        size_t per_cell = (astar_workspace_size(10, 20) - astar_workspace_size(10, 10)) / 100;
        size_t fixed = astar_workspace_size(10, 10) - 100 * per_cell;
        printf("NOTE: workspace %lu bytes per cell + %lu bytes\n", (unsigned long)per_cell,
               (unsigned long)fixed);
        CHECK(per_cell <= 32 && fixed <= 400 && (sizeof(void *) != 8 || fixed <= 304),
              "workspace uses %lu bytes per cell + %lu, more than documented", (unsigned long)per_cell,
              (unsigned long)fixed);
    }
    /* size grows linearly with the cells */
    CHECK(astar_workspace_size(20, 10) - astar_workspace_size(10, 10) ==
              astar_workspace_size(30, 10) - astar_workspace_size(20, 10),
          "workspace_size not linear in the cells");

    CHECK(astar_workspace_init(NULL, need, W, H) == NULL, "init on NULL");
    block = (unsigned char *)malloc(need + 64);
    CHECK(block != NULL, "malloc");
    if (!block) return;
    CHECK(astar_workspace_init(block, 0, W, H) == NULL, "init with 0 bytes");
    CHECK(astar_workspace_init(block, need - 1, W, H) == NULL, "init with need - 1 bytes");
    CHECK(astar_workspace_init(block, need, 0, H) == NULL, "init width 0");
    CHECK(astar_workspace_init(block, need, W, -2) == NULL, "init height -2");
    CHECK(astar_workspace_init(block, need, 65536, 65536) == NULL, "init huge");
    /* every misalignment: exactly `need` bytes, canaries on both sides, searches inside */
    for (off = 0; off < 16; off++) {
        astar_workspace *ws;
        size_t i;
        int bad = 0, k;
        memset(block, 0xC3, need + 64);
        ws = astar_workspace_init(block + 16 + off, need, W, H);
        CHECK(ws != NULL, "init at misalignment %lu", (unsigned long)off);
        if (!ws) continue;
        for (k = 0; k < 40; k++) {
            astar_options o;
            call_result cr;
            memset(&o, 0, sizeof o);
            o.heuristic = ASTAR_HEURISTIC_ZERO; /* biggest open sets */
            o.moves = (gridpath_moves)(k % 5);
            o.open_set = (astar_open_set)(k / 5 % 2);
            cr = call(ws, &grid, pt(k % W, k % H), pt((k * 3) % W, (k * 2 + 1) % H), &o, 64, 0);
            CHECK(cr.r == ASTAR_OK && cr.clean, "search %d in misaligned workspace: %s", k,
                  astar_result_string(cr.r));
        }
        for (i = 0; i < 16 + off; i++) bad |= block[i] != 0xC3;
        for (i = 16 + off + need; i < need + 64; i++) bad |= block[i] != 0xC3;
        CHECK(!bad, "workspace at misalignment %lu wrote outside its %lu bytes", (unsigned long)off,
              (unsigned long)need);
    }
    /* a workspace too small for a grid; same cell count in another shape is fine */
    {
        astar_workspace *ws = astar_workspace_init(block, need, W, H);
        gridpath_grid other = grid;
        call_result cr;
        other.width = W + 1;
        cr = call(ws, &other, pt(0, 0), pt(1, 0), NULL, 64, 0);
        expect_code(&cr, ASTAR_WORKSPACE_TOO_SMALL, "grid wider than the workspace");
        other.width = W * H;
        other.height = 1;
        cr = call(ws, &other, pt(0, 0), pt(W * H - 1, 0), NULL, 64, 0);
        expect_code(&cr, ASTAR_OK, "same cell count as a 1-row grid");
        other.width = 1;
        other.height = W * H + 1;
        cr = call(ws, &other, pt(0, 0), pt(0, 1), NULL, 64, 0);
        expect_code(&cr, ASTAR_WORKSPACE_TOO_SMALL, "one cell more than the workspace");
    }
    free(block);
}

static void test_allocation_hooks(void) {
    alloc_counter counter = {0, 0, 0};
    astar_workspace *ws = astar_workspace_create(8, 8, &counter);
    static int cells[8 * 8];
    gridpath_grid grid = {cells, 8, 8};
    int i;
    CHECK(ws != NULL && counter.mallocs == 1, "create: %d mallocs", counter.mallocs);
    for (i = 0; i < 64; i++) cells[i] = 1 + i % 3;
    for (i = 0; ws && i < 50; i++) {
        call_result cr = call(ws, &grid, pt(i % 8, i / 8 % 8), pt(7 - i % 8, (i * 5) % 8), NULL, 64, 0);
        CHECK(cr.r == ASTAR_OK && cr.clean, "search %d: %s", i, astar_result_string(cr.r));
    }
    CHECK(counter.mallocs == 1 && counter.frees == 0, "searches allocated (%d mallocs, %d frees)",
          counter.mallocs, counter.frees);
    astar_workspace_destroy(ws);
    CHECK(counter.frees == 1, "destroy: %d frees", counter.frees);
    astar_workspace_destroy(NULL);
    CHECK(astar_workspace_create(0, 8, &counter) == NULL && astar_workspace_create(65536, 65536, &counter) == NULL,
          "create with invalid sizes");
    CHECK(counter.mallocs == 1, "create with invalid sizes allocated");
    {
        /* destroy of a workspace laid out in caller memory frees nothing */
        size_t need = astar_workspace_size(4, 4);
        void *mem = malloc(need);
        astar_workspace *own = mem ? astar_workspace_init(mem, need, 4, 4) : NULL;
        astar_workspace_destroy(own);
        CHECK(counter.frees == 1, "destroy of an init workspace freed");
        free(mem);
    }
}

static void test_cost_limits(astar_workspace *ws) {
    /* S may reach 2^32 - 1: two steps of INT_MAX are fine, three are beyond */
    static const int line[4] = {INT_MAX, INT_MAX, INT_MAX, INT_MAX};
    gridpath_grid g3 = {line, 3, 1}, g4 = {line, 4, 1};
    call_result cr;
    cr = call(ws, &g3, pt(0, 0), pt(2, 0), NULL, 64, 0);
    expect_code(&cr, ASTAR_OK, "two steps of INT_MAX");
    CHECK(cr.info.cost == 2.0 * (double)INT_MAX, "cost %.1f, want %.1f", cr.info.cost,
          2.0 * (double)INT_MAX);
    cr = call(ws, &g4, pt(0, 0), pt(3, 0), NULL, 64, 0);
    expect_code(&cr, ASTAR_COST_OVERFLOW, "three steps of INT_MAX");
    /* diagonal sums the same way */
    {
        static const int square[3 * 3] = {INT_MAX, INT_MAX, INT_MAX, INT_MAX, INT_MAX,
                                          INT_MAX, INT_MAX, INT_MAX, INT_MAX};
        gridpath_grid gs = {square, 3, 3};
        cr = call(ws, &gs, pt(0, 0), pt(2, 2), NULL, 64, 0);
        CHECK(cr.r == ASTAR_OK || cr.r == ASTAR_COST_OVERFLOW, "INT_MAX square: %s",
              astar_result_string(cr.r));
        if (cr.r == ASTAR_OK)
            CHECK(fabs(cr.info.cost - 2.0 * sqrt(2.0) * (double)INT_MAX) < 1e-6 * cr.info.cost,
                  "INT_MAX diagonal cost %.3f", cr.info.cost);
    }
    /* a partial search that overflows gives the overflow, not a partial path */
    {
        astar_options o;
        memset(&o, 0, sizeof o);
        o.partial = 1;
        cr = call(ws, &g4, pt(0, 0), pt(3, 0), &o, 64, 0);
        expect_code(&cr, ASTAR_COST_OVERFLOW, "three steps of INT_MAX, partial");
    }
    /* JPS counts its steps its own way: the same limit (its grids must be uniform: INT_MAX) */
    {
        static unsigned char m3[1024], m4[1024], m16[1024];
        static int square[4 * 4];
        gridpath_grid gs = {square, 4, 4};
        int k;
        for (k = 0; k < 16; k++) square[k] = INT_MAX;
        astar_options o;
        memset(&o, 0, sizeof o);
        o.algorithm = ASTAR_ALGORITHM_JPS;
        o.jps_grid = astar_jps_grid_init(m3, sizeof m3, &g3);
        CHECK(o.jps_grid && astar_jps_grid_uniform(o.jps_grid) == INT_MAX, "JPS grid of INT_MAX");
        cr = call(ws, &g3, pt(0, 0), pt(2, 0), &o, 64, 0);
        expect_code(&cr, ASTAR_OK, "JPS, two steps of INT_MAX");
        CHECK(cr.info.cost == 2.0 * (double)INT_MAX, "JPS cost %.1f, want %.1f", cr.info.cost, 2.0 * (double)INT_MAX);
        o.jps_grid = astar_jps_grid_init(m4, sizeof m4, &g4);
        cr = call(ws, &g4, pt(0, 0), pt(3, 0), &o, 64, 0);
        expect_code(&cr, ASTAR_COST_OVERFLOW, "JPS, three steps of INT_MAX");
        cr = call(ws, &g4, pt(3, 0), pt(0, 0), &o, 64, 0);
        expect_code(&cr, ASTAR_COST_OVERFLOW, "JPS, three steps of INT_MAX, westward");
        o.jps_grid = astar_jps_grid_init(m16, sizeof m16, &gs);
        cr = call(ws, &gs, pt(0, 0), pt(2, 2), &o, 64, 0);
        expect_code(&cr, ASTAR_OK, "JPS, two diagonal steps of INT_MAX");
        cr = call(ws, &gs, pt(0, 0), pt(3, 3), &o, 64, 0);
        expect_code(&cr, ASTAR_COST_OVERFLOW, "JPS, three diagonal steps of INT_MAX");
        cr = call(ws, &gs, pt(3, 0), pt(0, 3), &o, 64, 0);
        expect_code(&cr, ASTAR_COST_OVERFLOW, "JPS, three diagonal steps of INT_MAX, south-west");
    }
    /* grid_min_cost */
    {
        static const int mixed[6] = {0, -5, 7, 3, INT_MIN, 9};
        static const int none[3] = {0, -1, INT_MIN};
        gridpath_grid gm = {mixed, 3, 2}, gn = {none, 3, 1}, gnull = {NULL, 3, 1};
        CHECK(astar_grid_min_cost(&gm) == 3, "min cost %d", astar_grid_min_cost(&gm));
        CHECK(astar_grid_min_cost(&gn) == 0, "min cost of a blocked grid");
        CHECK(astar_grid_min_cost(&gnull) == 0 && astar_grid_min_cost(NULL) == 0, "min cost NULL");
    }
}


/* astar_find_path_multi, the sliced search and astar_workspace_cell_state: their bad inputs */
static void test_other_entry_points(astar_workspace *ws) {
    gridpath_grid grid = {map_cells, 6, 5};
    gridpath_point goals[3];
    astar_info info;
    astar_result r;
    int32_t i;
    goals[0] = pt(5, 4);
    goals[1] = pt(0, 4);
    goals[2] = pt(3, 4); /* blocked */
    for (i = 0; i < GUARD + CAP_MAX + GUARD; i++) buffer[i] = CANARY;
    r = astar_find_path_multi(ws, &grid, pt(0, 0), NULL, 2, NULL, buffer + GUARD, 64, &info);
    CHECK(r == ASTAR_INVALID_ARGUMENT, "multi: NULL goals gave %s", astar_result_string(r));
    r = astar_find_path_multi(ws, &grid, pt(0, 0), goals, 0, NULL, buffer + GUARD, 64, &info);
    CHECK(r == ASTAR_INVALID_ARGUMENT, "multi: 0 goals gave %s", astar_result_string(r));
    r = astar_find_path_multi(ws, &grid, pt(0, 0), goals, -1, NULL, buffer + GUARD, 64, &info);
    CHECK(r == ASTAR_INVALID_ARGUMENT, "multi: -1 goals gave %s", astar_result_string(r));
    r = astar_find_path_multi(ws, &grid, pt(0, 0), goals + 2, 1, NULL, buffer + GUARD, 64, &info);
    CHECK(r == ASTAR_GOAL_BLOCKED, "multi: only a blocked goal gave %s", astar_result_string(r));
    goals[1] = pt(-1, 4);
    r = astar_find_path_multi(ws, &grid, pt(0, 0), goals, 3, NULL, buffer + GUARD, 64, &info);
    CHECK(r == ASTAR_GOAL_OUTSIDE, "multi: a goal outside gave %s", astar_result_string(r));
    for (i = 0; i < GUARD + CAP_MAX + GUARD; i++)
        CHECK(buffer[i] == CANARY, "multi: failures wrote path[%d]", (int)(i - GUARD));
    goals[1] = pt(0, 4);
    r = astar_find_path_multi(ws, &grid, pt(0, 0), goals, 3, NULL, buffer + GUARD, 64, &info);
    CHECK(r == ASTAR_OK && info.goal_index == 1 && info.path_length == 5,
          "multi: blocked goal skipped, nearest reached: %s, goal %d, length %d",
          astar_result_string(r), info.goal_index, (int)info.path_length);

    /* sliced search */
    CHECK(astar_search_step(NULL, 1) == ASTAR_INVALID_ARGUMENT, "step(NULL)");
    CHECK(astar_search_finish(NULL, buffer + GUARD, 64, &info) == ASTAR_INVALID_ARGUMENT,
          "finish(NULL)");
    CHECK(astar_search_begin(NULL, &grid, pt(0, 0), pt(5, 4), NULL) == ASTAR_INVALID_ARGUMENT,
          "begin(NULL)");
    {
        size_t need = astar_workspace_size(6, 5);
        unsigned char *mem = (unsigned char *)malloc(need);
        astar_workspace *fresh;
        if (!mem) return;
        memset(mem, 0x7F, need); /* uninitialised memory, made visible */
        fresh = astar_workspace_init(mem, need, 6, 5);
        CHECK(astar_search_step(fresh, 1) == ASTAR_INVALID_ARGUMENT, "step before begin: %s",
              astar_result_string(astar_search_step(fresh, 1)));
        r = astar_search_finish(fresh, buffer + GUARD, 64, &info);
        CHECK(r == ASTAR_INVALID_ARGUMENT, "finish before begin: %s", astar_result_string(r));
        CHECK(astar_workspace_cell_state(fresh, pt(0, 0)) == -1, "cell_state before any search");
        /* a search refused at validation: no search ran, so no cell may be reported reached
         * (bug: query.width/height are never set, and tag generation 0 == generation 0) */
        r = astar_find_path(fresh, &grid, pt(-1, 0), pt(5, 4), NULL, buffer + GUARD, 64, &info);
        CHECK(r == ASTAR_START_OUTSIDE, "refused search: %s", astar_result_string(r));
        {
            int state = astar_workspace_cell_state(fresh, pt(0, 0));
            CHECK(state == -1 || state == 0, "cell_state after a refused first search: %d (cell "
                  "reported reached, and query width/height are uninitialised)", state);
        }
        /* a bad path buffer is refused before any search, not after one (mutant: the check
         * in astar__run weakened, the search ran and astar__finish refused the buffer) */
        r = astar_find_path(fresh, &grid, pt(0, 3), pt(5, 1), NULL, buffer + GUARD, -1, &info);
        CHECK(r == ASTAR_INVALID_ARGUMENT, "capacity -1 on a fresh workspace: %s", astar_result_string(r));
        r = astar_find_path(fresh, &grid, pt(0, 3), pt(5, 1), NULL, NULL, 64, &info);
        CHECK(r == ASTAR_INVALID_ARGUMENT, "NULL path on a fresh workspace: %s", astar_result_string(r));
        {
            int state = astar_workspace_cell_state(fresh, pt(0, 3));
            CHECK(state == -1 || state == 0, "cell_state after refused path buffers: %d (a search "
                  "ran before the buffer was checked)", state);
        }
        r = astar_search_begin(fresh, &grid, pt(0, 3), pt(5, 1), NULL);
        CHECK(r == ASTAR_IN_PROGRESS, "begin: %s", astar_result_string(r));
        r = astar_search_finish(fresh, buffer + GUARD, 64, &info);
        CHECK(r == ASTAR_IN_PROGRESS, "finish while running: %s", astar_result_string(r));
        r = astar_search_finish(fresh, buffer + GUARD, -1, &info);
        CHECK(r == ASTAR_INVALID_ARGUMENT, "finish with capacity -1: %s", astar_result_string(r));
        r = astar_search_finish(fresh, NULL, 5, &info);
        CHECK(r == ASTAR_INVALID_ARGUMENT, "finish with NULL path: %s", astar_result_string(r));
        while ((r = astar_search_step(fresh, 1)) == ASTAR_IN_PROGRESS) {}
        CHECK(r == ASTAR_OK, "stepped to the end: %s", astar_result_string(r));
        CHECK(astar_search_step(fresh, 1) == ASTAR_OK, "step after the end repeats the result");
        for (i = 0; i < GUARD + CAP_MAX + GUARD; i++) buffer[i] = CANARY;
        r = astar_search_finish(fresh, buffer + GUARD, 2, &info);
        CHECK(r == ASTAR_BUFFER_TOO_SMALL && info.path_length > 2, "finish, capacity 2: %s",
              astar_result_string(r));
        for (i = 0; i < GUARD + CAP_MAX + GUARD; i++)
            CHECK(buffer[i] == CANARY, "finish too small wrote path[%d]", (int)(i - GUARD));
        r = astar_search_finish(fresh, buffer + GUARD, 64, &info);
        CHECK(r == ASTAR_OK && buffer[GUARD] == 3 * 6 && buffer[GUARD + info.path_length - 1] == 6 + 5,
              "finish: %s", astar_result_string(r));
        r = astar_search_begin(fresh, &grid, pt(0, 0), pt(9, 9), NULL);
        CHECK(r == ASTAR_GOAL_OUTSIDE, "begin, goal outside: %s", astar_result_string(r));
        CHECK(astar_search_step(fresh, 0) == ASTAR_GOAL_OUTSIDE &&
                  astar_search_finish(fresh, buffer + GUARD, 64, &info) == ASTAR_GOAL_OUTSIDE,
              "step and finish repeat begin's error");
        CHECK(astar_workspace_cell_state(NULL, pt(0, 0)) == -1, "cell_state(NULL)");
        CHECK(astar_workspace_cell_state(fresh, pt(-1, 0)) == -1 &&
                  astar_workspace_cell_state(fresh, pt(6, 0)) == -1 &&
                  astar_workspace_cell_state(fresh, pt(0, 5)) == -1,
              "cell_state outside");
        free(mem);
    }
}

/* Checks of astar.h that no test tried until the first branch-coverage run (make coverage,
 * 2026-11-29: each condition below was evaluated one way only): objects that are not what they
 * are passed as, a failing allocator, steps of two rows in a path, a JPS grid or a components
 * block for another grid, a grid changed since its JPS grid was built. "Not a workspace" is a
 * copy of a real one's header with its magic cleared (memory that once held one: a stale copy,
 * or a block the caller reused), so that without the magic test the call would go on and use
 * it; zeroed memory would be refused by its zero sizes anyway. */
static void test_unusual_arguments(void) {
    static int cells[5 * 4];
    gridpath_grid grid = {cells, 5, 4}, no_width = grid, no_height = grid;
    alloc_counter counter = {0, 0, 0}, failing = {0, 0, 1};
    astar_workspace *ws = astar_workspace_create(5, 4, &counter), *own, *not_ws, stale, stale_before, stale_created;
    size_t need = astar_workspace_size(5, 4);
    unsigned char *block = (unsigned char *)calloc(1, need); /* (zeroed: the header's padding too,
                                                               * for the memcmp below under MSan) */
    gridpath_point goals[1];
    astar_options o;
    astar_info info;
    call_result cr;
    volatile int zero = 0; /* (a constant 0 lets the compiler fold the size test away) */
    int i;
    for (i = 0; i < 5 * 4; i++) cells[i] = 1;
    goals[0] = pt(4, 3);
    own = block ? astar_workspace_init(block, need, 5, 4) : NULL;
    CHECK(ws && own, "create and init 5x4");
    if (!ws || !own) goto done;
    cr = call(own, &grid, pt(0, 0), pt(4, 3), NULL, 64, 0);
    expect_code(&cr, ASTAR_OK, "a search, so that the stale copy has a query to report");
    memcpy(&stale, own, sizeof stale);
    stale.magic = 0;
    memcpy(&stale_before, &stale, sizeof stale);
    not_ws = &stale;
    memcpy(&stale_created, ws, sizeof stale_created);
    stale_created.magic = 0;

    CHECK(astar_workspace_create(5, 4, &failing) == NULL && failing.mallocs == 1 && failing.frees == 0,
          "create with an allocator out of memory: NULL (%d mallocs, %d frees)", failing.mallocs, failing.frees);
    astar_workspace_destroy(&stale_created);
    CHECK(counter.frees == 0, "destroy of a stale copy freed the workspace's memory");
    no_width.width = zero;
    no_height.height = zero;
    CHECK(astar_grid_min_cost(&no_width) == 0 && astar_grid_min_cost(&no_height) == 0,
          "grid_min_cost of width 0 or height 0");

    /* every entry point refuses a workspace that is not one */
    cr = call(not_ws, &grid, pt(0, 0), pt(4, 3), NULL, 64, 0);
    expect_code(&cr, ASTAR_INVALID_ARGUMENT, "find_path, not a workspace");
    CHECK(astar_find_path_multi(not_ws, &grid, pt(0, 0), goals, 1, NULL, buffer + GUARD, 64, &info) ==
              ASTAR_INVALID_ARGUMENT, "find_path_multi, not a workspace");
    CHECK(astar_search_begin(not_ws, &grid, pt(0, 0), pt(4, 3), NULL) == ASTAR_INVALID_ARGUMENT &&
              astar_search_begin_multi(not_ws, &grid, pt(0, 0), goals, 1, NULL) == ASTAR_INVALID_ARGUMENT &&
              astar_search_begin_multi(NULL, &grid, pt(0, 0), goals, 1, NULL) == ASTAR_INVALID_ARGUMENT,
          "begin and begin_multi, not a workspace or NULL");
    CHECK(astar_search_step(not_ws, 0) == ASTAR_INVALID_ARGUMENT &&
              astar_search_finish(not_ws, buffer + GUARD, 64, &info) == ASTAR_INVALID_ARGUMENT &&
              astar_workspace_cell_state(not_ws, pt(0, 0)) == -1,
          "step, finish and cell_state, not a workspace");
    CHECK(memcmp(&stale, &stale_before, sizeof stale) == 0, "a call wrote into a stale copy of a workspace");

    /* a partial path that does not fit: the size it needs, nothing written */
    {
        memset(&o, 0, sizeof o);
        o.partial = 1;
        cells[3 * 5 + 4] = 0;
        cr = call(ws, &grid, pt(0, 0), pt(4, 3), &o, 2, 0);
        expect_code(&cr, ASTAR_BUFFER_TOO_SMALL, "a partial path to a blocked goal, capacity 2");
        CHECK(cr.info.path_length == 4, "the partial path needs %d cells, want 4 (to (3, 3) or (4, 2))",
              (int)cr.info.path_length);
        cr = call(ws, &grid, pt(0, 0), pt(4, 3), &o, 4, 0);
        CHECK(cr.r == ASTAR_PARTIAL_PATH && cr.info.path_length == 4 && buffer[GUARD] == 0,
              "the same with capacity 4: %s, length %d", astar_result_string(cr.r), (int)cr.info.path_length);
        cells[3 * 5 + 4] = 1;
    }

    /* paths whose steps jump two rows (a step of two columns was tried before) */
    {
        int32_t out[8], length = -1;
        const int32_t down[2] = {1, 1 + 2 * 5}, up[2] = {1 + 2 * 5, 1}, negative[2] = {-1, 0};
        CHECK(astar_path_waypoints(down, 2, 5, out, 8, &length) == ASTAR_INVALID_ARGUMENT && length == 0 &&
                  astar_path_waypoints(up, 2, 5, out, 8, &length) == ASTAR_INVALID_ARGUMENT &&
                  astar_path_waypoints(negative, 2, 5, out, 8, &length) == ASTAR_INVALID_ARGUMENT,
              "waypoints of a step two rows down or up, or a first cell -1");
    }

    /* components: not components (a stale copy), a point left of the grid, labels of a grid of
     * another height */
    {
        static unsigned char memory[1024], whole_memory[1024];
        const astar_components *c, *whole;
        struct astar_components stale_c;
        gridpath_grid shorter = {cells, 5, 3};
        CHECK(astar_components_size(5, 4) <= sizeof memory, "components size");
        c = astar_components_init(memory, sizeof memory, &shorter, GRIDPATH_MOVES_DEFAULT);
        whole = astar_components_init(whole_memory, sizeof whole_memory, &grid, GRIDPATH_MOVES_DEFAULT);
        CHECK(c && whole && astar_components_count(c) == 1, "components of 5x3 and 5x4");
        if (!c || !whole) goto done;
        stale_c = *whole;
        stale_c.magic = 0;
        CHECK(astar_components_label(&stale_c, pt(0, 0)) == -1 && astar_components_count(&stale_c) == -1 &&
                  astar_components_label(c, pt(-1, 0)) == -1,
              "label and count of not components; label left of the grid");
        memset(&o, 0, sizeof o);
        o.components = &stale_c;
        cr = call(ws, &grid, pt(0, 0), pt(4, 3), &o, 64, 0);
        expect_code(&cr, ASTAR_INVALID_ARGUMENT, "options.components not components");
        o.components = c;
        cr = call(ws, &grid, pt(0, 0), pt(4, 2), &o, 64, 0);
        expect_code(&cr, ASTAR_INVALID_ARGUMENT, "options.components of a 5x3 grid for a 5x4 one");
    }

    /* JPS: a grid without cells, jump_points_only -1, not a JPS grid, one for another height,
     * and the grid changed since its JPS grid was built */
    {
        static unsigned char memory[4096];
        gridpath_grid no_cells = {NULL, 5, 4}, shorter = {cells, 5, 3};
        const astar_jps_grid *whole, *part;
        struct astar_jps_grid stale_jg;
        CHECK(astar_jps_grid_size(5, 4) <= sizeof memory / 2, "jps grid size");
        whole = astar_jps_grid_init(memory, sizeof memory / 2, &grid);
        part = astar_jps_grid_init(memory + sizeof memory / 2, sizeof memory / 2, &shorter);
        CHECK(whole && part, "jps grids");
        if (!whole || !part) goto done;
        stale_jg = *whole;
        stale_jg.magic = 0;
        CHECK(astar_jps_grid_uniform(whole) == 1 && astar_jps_grid_uniform(&stale_jg) == -1,
              "uniform of the JPS grid 1, of a stale copy -1");
        memset(&o, 0, sizeof o);
        o.algorithm = ASTAR_ALGORITHM_JPS;
        o.jps_grid = whole;
        cr = call(ws, &grid, pt(0, 0), pt(4, 3), &o, 64, 0);
        expect_code(&cr, ASTAR_OK, "JPS on the grid as built");
        cr = call(not_ws, &grid, pt(0, 0), pt(4, 3), &o, 64, 0);
        expect_code(&cr, ASTAR_INVALID_ARGUMENT, "JPS, not a workspace");
        cr = call(ws, &no_cells, pt(0, 0), pt(4, 3), &o, 64, 0);
        expect_code(&cr, ASTAR_INVALID_ARGUMENT, "JPS, grid without cells");
        o.jump_points_only = -1;
        cr = call(ws, &grid, pt(0, 0), pt(4, 3), &o, 64, 0);
        expect_code(&cr, ASTAR_INVALID_ARGUMENT, "JPS, jump_points_only -1");
        o.jump_points_only = 0;
        o.jps_grid = &stale_jg;
        cr = call(ws, &grid, pt(0, 0), pt(4, 3), &o, 64, 0);
        expect_code(&cr, ASTAR_INVALID_ARGUMENT, "JPS, not a JPS grid");
        o.jps_grid = part; /* same cells and width, one row less */
        cr = call(ws, &grid, pt(0, 0), pt(4, 2), &o, 64, 0);
        expect_code(&cr, ASTAR_INVALID_ARGUMENT, "JPS, the JPS grid of a 5x3 grid for a 5x4 one");
        o.jps_grid = whole;
        cells[0] = 2; /* the start's value changed after the JPS grid was built */
        cr = call(ws, &grid, pt(0, 0), pt(4, 3), &o, 64, 0);
        expect_code(&cr, ASTAR_INVALID_ARGUMENT, "JPS, the start's value changed since init");
        cr = call(ws, &grid, pt(4, 3), pt(0, 0), &o, 64, 0);
        expect_code(&cr, ASTAR_INVALID_ARGUMENT, "JPS, the goal's value changed since init");
        cells[0] = 1;
    }
    astar_workspace_destroy(ws);
    CHECK(counter.mallocs == 1 && counter.frees == 1, "create and destroy: %d mallocs, %d frees", counter.mallocs,
          counter.frees);
    free(block);
    return;
done: /* a setup step failed (its CHECK said which) */
    astar_workspace_destroy(ws);
    free(block);
}

/* Jump Point Search through astar_find_path: the same promises about buffers (A* writes
 * nothing when the path does not fit; JPS must not either) */
static void test_jps_buffers(void) {
    static int cells[16 * 16];
    static unsigned char memory[4096];
    gridpath_grid grid = {cells, 16, 16};
    alloc_counter counter = {0, 0, 0};
    astar_workspace *ws = astar_workspace_create(16, 16, &counter);
    astar_options o;
    call_result cr;
    int i, points_only;
    size_t need = astar_jps_grid_size(16, 16);
    for (i = 0; i < 256; i++) cells[i] = 1;
    memset(&o, 0, sizeof o);
    o.algorithm = ASTAR_ALGORITHM_JPS;
    cr = call(ws, &grid, pt(0, 0), pt(15, 15), &o, 64, 0);
    expect_code(&cr, ASTAR_INVALID_ARGUMENT, "JPS without a jps_grid");
    CHECK(need > 0 && need <= sizeof memory, "jps grid size %lu", (unsigned long)need);
    o.jps_grid = astar_jps_grid_init(memory, need, &grid);
    CHECK(o.jps_grid != NULL, "jps grid init");
    for (points_only = 0; points_only <= 1 && o.jps_grid; points_only++) {
        char what[80];
        o.jump_points_only = points_only;
        cr = call(ws, &grid, pt(0, 0), pt(15, 15), &o, 64, 0);
        expect_code(&cr, ASTAR_OK, "JPS diagonal");
        snprintf(what, sizeof what, "JPS, capacity 1 (jump_points_only %d)", points_only);
        cr = call(ws, &grid, pt(0, 0), pt(15, 15), &o, 1, 0);
        expect_code(&cr, ASTAR_BUFFER_TOO_SMALL, what);
        CHECK(cr.info.path_length == (points_only ? 2 : 16), "%s: needs %d", what,
              (int)cr.info.path_length);
        snprintf(what, sizeof what, "JPS, capacity 0, NULL path (jump_points_only %d)", points_only);
        cr = call(ws, &grid, pt(0, 0), pt(15, 15), &o, 0, 1);
        expect_code(&cr, ASTAR_BUFFER_TOO_SMALL, what);
        snprintf(what, sizeof what, "JPS, NULL path, capacity 5 (jump_points_only %d)", points_only);
        cr = call(ws, &grid, pt(0, 0), pt(15, 15), &o, 5, 1);
        expect_code(&cr, ASTAR_INVALID_ARGUMENT, what);
    }
    if (o.jps_grid) {
        /* JPS takes one goal in one call: several goals and time slices are refused as
         * unsupported (until astar.h 0.3 as invalid arguments), writing nothing */
        gridpath_point goals[2];
        astar_info info;
        astar_result r;
        goals[0] = pt(15, 15);
        goals[1] = pt(0, 15);
        o.jump_points_only = 0;
        expect_sizes_refused(ws, &grid, &o, "JPS, "); /* as for A*, before either grid is read */
        { /* a start or goal one step past each edge (the workspace is 16x16 too: (0, 16) would
           * be a cell of its memory) */
            static const int past[4][2] = {{16, 0}, {0, 16}, {-1, 3}, {3, -1}};
            size_t k;
            for (k = 0; k < 4; k++) {
                char what[80];
                snprintf(what, sizeof what, "JPS, start (%d, %d)", past[k][0], past[k][1]);
                cr = call(ws, &grid, pt(past[k][0], past[k][1]), pt(15, 15), &o, 64, 0);
                expect_code(&cr, ASTAR_START_OUTSIDE, what);
                snprintf(what, sizeof what, "JPS, goal (%d, %d)", past[k][0], past[k][1]);
                cr = call(ws, &grid, pt(0, 0), pt(past[k][0], past[k][1]), &o, 64, 0);
                expect_code(&cr, ASTAR_GOAL_OUTSIDE, what);
            }
        }
        for (i = 0; i < GUARD + CAP_MAX + GUARD; i++) buffer[i] = CANARY;
        r = astar_find_path_multi(ws, &grid, pt(0, 0), goals, 2, &o, buffer + GUARD, 64, &info);
        CHECK(r == ASTAR_UNSUPPORTED && info.path_length == 0 && info.goal_index == -1,
              "JPS, several goals: %s", astar_result_string(r));
        r = astar_find_path_multi(ws, &grid, pt(0, 0), goals, 1, &o, buffer + GUARD, 64, &info);
        CHECK(r == ASTAR_UNSUPPORTED, "JPS, astar_find_path_multi with one goal: %s", astar_result_string(r));
        r = astar_search_begin(ws, &grid, pt(0, 0), pt(15, 15), &o);
        CHECK(r == ASTAR_UNSUPPORTED, "JPS, sliced begin: %s", astar_result_string(r));
        r = astar_search_finish(ws, buffer + GUARD, 64, &info);
        CHECK(r == ASTAR_UNSUPPORTED, "JPS, sliced finish after the refused begin: %s", astar_result_string(r));
        r = astar_search_begin_multi(ws, &grid, pt(0, 0), goals, 2, &o);
        CHECK(r == ASTAR_UNSUPPORTED, "JPS, sliced begin_multi: %s", astar_result_string(r));
        for (i = 0; i < GUARD + CAP_MAX + GUARD; i++)
            CHECK(buffer[i] == CANARY, "JPS refusals wrote path[%d]", (int)(i - GUARD));
        if (CHECK_BAD_ENUMS) {
            o.algorithm = (astar_algorithm)2;
            r = astar_find_path_multi(ws, &grid, pt(0, 0), goals, 2, &o, buffer + GUARD, 64, &info);
            CHECK(r == ASTAR_INVALID_ARGUMENT, "algorithm 2, several goals: %s", astar_result_string(r));
        }
    }
    astar_workspace_destroy(ws);
}

int main(void) {
    alloc_counter counter = {0, 0, 0};
    astar_workspace *ws = astar_workspace_create(8, 8, &counter);
    CHECK(ws != NULL, "create 8x8");
    if (!ws) return check_report("test_bad_input");
    test_pointers_and_sizes(ws);
    test_points(ws);
    test_capacity(ws);
    test_options(ws);
    test_result_strings();
    test_workspace_memory();
    test_allocation_hooks();
    test_cost_limits(ws);
    test_other_entry_points(ws);
    test_jps_buffers();
    test_unusual_arguments();
    {
        /* the workspace still works after all those failures */
        gridpath_grid grid = {map_cells, 6, 5};
        call_result cr = call(ws, &grid, pt(0, 3), pt(5, 1), NULL, 64, 0);
        expect_code(&cr, ASTAR_OK, "after the failures");
    }
    astar_workspace_destroy(ws);
    return check_report("test_bad_input");
}
