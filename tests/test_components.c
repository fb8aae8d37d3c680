/* test_components.c - connected components (astar.h >>components) against a plain
 * breadth-first flood written here, whose moves come from tests/reference.h (ref_step_ok), on
 * generated grids for every moves rule, on the Moving AI maps when ../shared/movingai exists,
 * plus ref_bfs reachability on random pairs, bad inputs and the search shortcut. */
#define ASTAR_IMPLEMENTATION
#include "astar.h"
#include "check.h"
#include "reference.h"

#include <stdlib.h>
#include <string.h>

static const gridpath_moves all_moves[5] = {GRIDPATH_MOVES_DEFAULT, GRIDPATH_MOVES_4,
                                            GRIDPATH_MOVES_8_NO_CORNER_CUT,
                                            GRIDPATH_MOVES_8_ONE_FREE, GRIDPATH_MOVES_8_ALWAYS};

static int ref_moves(gridpath_moves m) { return m == GRIDPATH_MOVES_DEFAULT ? 2 : (int)m; }

/* Reference labels: breadth-first flood from each unlabelled free cell in row-major order, so
 * components are numbered by their first cell, as astar.h documents. Returns the count. */
static int reference_labels(const int *cells, int w, int h, int moves, int *label, int *queue) {
    int n = w * h, i, count = 0;
    for (i = 0; i < n; i++) label[i] = -1;
    for (i = 0; i < n; i++) {
        int head = 0, tail = 0;
        if (cells[i] <= 0 || label[i] >= 0) continue;
        label[i] = count;
        queue[tail++] = i;
        while (head < tail) {
            int c = queue[head++], x = c % w, y = c / w, d;
            for (d = 0; d < 8; d++) {
                int nb;
                if (!ref_step_ok(cells, w, h, moves, x, y, d)) continue;
                nb = (y + ref_dy[d]) * w + x + ref_dx[d];
                if (label[nb] >= 0) continue;
                label[nb] = count;
                queue[tail++] = nb;
            }
        }
        count++;
    }
    return count;
}

static unsigned char *memory_for(int w, int h, size_t *bytes) {
    *bytes = astar_components_size(w, h);
    return (unsigned char *)malloc(*bytes + 16);
}

/* Label one grid under one rule, compare with the reference; returns the component count. */
static int compare_grid(const int *cells, int w, int h, gridpath_moves moves, int misalign,
                        const char *what) {
    gridpath_grid grid = {cells, w, h};
    size_t bytes;
    unsigned char *memory = memory_for(w, h, &bytes);
    int *want = (int *)malloc(sizeof(int) * (size_t)w * (size_t)h);
    int *queue = (int *)malloc(sizeof(int) * (size_t)w * (size_t)h);
    int count = reference_labels(cells, w, h, ref_moves(moves), want, queue), x, y, bad = 0;
    /* exactly `bytes` from the (mis)aligned start: ASan sees any write past them */
    astar_components *comp = astar_components_init(memory + misalign, bytes, &grid, moves);
    CHECK(comp != NULL, "%s: init failed", what);
    if (comp) {
        CHECK(astar_components_count(comp) == count, "%s moves %d: %d components, reference %d",
              what, (int)moves, (int)astar_components_count(comp), count);
        for (y = 0; y < h; y++)
            for (x = 0; x < w; x++) {
                gridpath_point p;
                p.x = x;
                p.y = y;
                if (astar_components_label(comp, p) != want[y * w + x] && bad++ < 5)
                    CHECK(0, "%s moves %d: label of (%d,%d) %d, reference %d", what, (int)moves,
                          x, y, (int)astar_components_label(comp, p), want[y * w + x]);
            }
        CHECK(bad == 0, "%s moves %d: %d labels differ", what, (int)moves, bad);
    }
    free(memory);
    free(want);
    free(queue);
    return count;
}

static void test_generated(void) {
    static const int sizes[][2] = {{1, 1}, {1, 9}, {9, 1}, {2, 2}, {7, 5}, {31, 17}, {64, 64},
                                   {100, 37}};
    int s, k, m, seed = 1, many = 0;
    for (s = 0; s < (int)(sizeof sizes / sizeof sizes[0]); s++) {
        int w = sizes[s][0], h = sizes[s][1];
        int *cells = (int *)malloc(sizeof(int) * (size_t)(w * h));
        for (k = 0; k < 12; k++) {
            char what[64];
            seed++;
            if (k < 6) ref_gen_random(cells, w, h, 0.1 * k, 1 + k % 3, (uint32_t)seed);
            else if (k < 9) ref_gen_maze(cells, w, h, k - 5, (uint32_t)seed);
            else ref_gen_rooms(cells, w, h, 3 + k, (uint32_t)seed);
            snprintf(what, sizeof what, "%dx%d #%d", w, h, k);
            for (m = 0; m < 5; m++)
                if (compare_grid(cells, w, h, all_moves[m], (k + m) % 16, what) > 3) many++;
        }
        free(cells);
    }
    CHECK(many > 40, "only %d grids had several components", many);
}

/* The rules must differ where they should: a checkerboard. */
static void test_checkerboard(void) {
    int cells[6 * 6], i;
    for (i = 0; i < 36; i++) cells[i] = ((i % 6) + (i / 6)) % 2 == 0;
    /* 18 free cells, touching only at corners; NO_CORNER_CUT and ONE_FREE never allow that
     * (both side cells are walls), ALWAYS joins them all, 4 separates all */
    CHECK(compare_grid(cells, 6, 6, GRIDPATH_MOVES_4, 0, "checker") == 18, "checker 4");
    CHECK(compare_grid(cells, 6, 6, GRIDPATH_MOVES_8_NO_CORNER_CUT, 3, "checker") == 18, "ncc");
    CHECK(compare_grid(cells, 6, 6, GRIDPATH_MOVES_8_ONE_FREE, 5, "checker") == 18, "one free");
    CHECK(compare_grid(cells, 6, 6, GRIDPATH_MOVES_8_ALWAYS, 7, "checker") == 1, "always");
    {
        /* an L: (0,0),(1,0),(1,1) free; (0,1) wall. (0,0)-(1,1) diagonal has one free side */
        static const int l_shape[4] = {1, 1, 0, 1};
        static const int diag[4] = {1, 0, 0, 1};
        CHECK(compare_grid(l_shape, 2, 2, GRIDPATH_MOVES_4, 0, "L") == 1, "L 4");
        CHECK(compare_grid(diag, 2, 2, GRIDPATH_MOVES_8_ONE_FREE, 0, "diag") == 2, "diag 1f");
        CHECK(compare_grid(diag, 2, 2, GRIDPATH_MOVES_8_ALWAYS, 0, "diag") == 1, "diag always");
    }
}

/* Deep floods: one winding corridor of a million cells, and a fully open grid. */
static void test_large(void) {
    int w = 1000, h = 1000, i;
    int *cells = (int *)malloc(sizeof(int) * (size_t)(w * h));
    ref_gen_maze(cells, w, h, 1, 77u);
    compare_grid(cells, w, h, GRIDPATH_MOVES_8_NO_CORNER_CUT, 1, "maze 1000");
    for (i = 0; i < w * h; i++) cells[i] = 1;
    CHECK(compare_grid(cells, w, h, GRIDPATH_MOVES_4, 2, "open 1000") == 1, "open grid");
    free(cells);
}

/* ref_bfs reachability (a different reference) on random pairs */
static void test_pairs(void) {
    int w = 48, h = 40, m, q, t, agree_yes = 0, agree_no = 0;
    int *cells = (int *)malloc(sizeof(int) * (size_t)(w * h));
    int *steps = (int *)malloc(sizeof(int) * (size_t)(w * h));
    size_t bytes;
    unsigned char *memory = memory_for(w, h, &bytes);
    uint32_t rng = 4242;
    for (t = 0; t < 8; t++) {
        if (t % 2) ref_gen_rooms(cells, w, h, 7, (uint32_t)t);
        else ref_gen_random(cells, w, h, 0.35, 1, (uint32_t)t);
        for (m = 0; m < 5; m++) {
            gridpath_grid grid = {cells, w, h};
            astar_components *comp = astar_components_init(memory, bytes, &grid, all_moves[m]);
            for (q = 0; q < 20; q++) {
                int source = (int)(ref_rand(&rng) % (uint32_t)(w * h)), k;
                gridpath_point a;
                a.x = source % w;
                a.y = source / w;
                ref_bfs(cells, w, h, ref_moves(all_moves[m]), &source, 1, steps);
                for (k = 0; k < 30; k++) {
                    int target = (int)(ref_rand(&rng) % (uint32_t)(w * h));
                    gridpath_point b;
                    int got, want = steps[target] >= 0;
                    b.x = target % w;
                    b.y = target / w;
                    got = astar_components_connected(comp, a, b);
                    CHECK(got == want, "moves %d (%d,%d)-(%d,%d): connected %d, ref_bfs %d",
                          (int)all_moves[m], a.x, a.y, b.x, b.y, got, want);
                    CHECK(got == astar_components_connected(comp, b, a), "symmetry");
                    if (got == want) {
                        if (want) agree_yes++;
                        else agree_no++;
                    }
                }
            }
        }
    }
    CHECK(agree_yes > 500 && agree_no > 500, "both answers must occur: %d yes, %d no", agree_yes,
          agree_no);
    free(cells);
    free(steps);
    free(memory);
}

/* Results with options.components equal the plain search's; unreachable goals give NO_PATH. */
static void test_search_shortcut(void) {
    int w = 40, h = 30, m, q, unreachable = 0, shortcut = 0;
    int *cells = (int *)malloc(sizeof(int) * (size_t)(w * h));
    int32_t *path_a = (int32_t *)malloc(sizeof(int32_t) * (size_t)(w * h));
    int32_t *path_b = (int32_t *)malloc(sizeof(int32_t) * (size_t)(w * h));
    size_t bytes;
    unsigned char *memory = memory_for(w, h, &bytes);
    astar_workspace *ws = astar_workspace_create(w, h, NULL);
    uint32_t rng = 7;
    ref_gen_rooms(cells, w, h, 6, 3u);
    for (m = 1; m < 5; m++) {
        gridpath_grid grid = {cells, w, h};
        astar_components *comp = astar_components_init(memory, bytes, &grid, all_moves[m]);
        astar_options plain, fast;
        memset(&plain, 0, sizeof plain);
        plain.moves = all_moves[m];
        fast = plain;
        fast.components = comp;
        for (q = 0; q < 60; q++) {
            gridpath_point s, g;
            astar_info ia, ib;
            astar_result ra, rb;
            s.x = (int)(ref_rand(&rng) % (uint32_t)w);
            s.y = (int)(ref_rand(&rng) % (uint32_t)h);
            g.x = (int)(ref_rand(&rng) % (uint32_t)w);
            g.y = (int)(ref_rand(&rng) % (uint32_t)h);
            ra = astar_find_path(ws, &grid, s, g, &plain, path_a, w * h, &ia);
            rb = astar_find_path(ws, &grid, s, g, &fast, path_b, w * h, &ib);
            CHECK(ra == rb, "moves %d: %s without components, %s with", (int)all_moves[m],
                  astar_result_string(ra), astar_result_string(rb));
            if (ra == ASTAR_OK && rb == ASTAR_OK)
                CHECK(ia.path_length == ib.path_length && ia.cost == ib.cost &&
                          !memcmp(path_a, path_b, sizeof(int32_t) * (size_t)ia.path_length),
                      "paths differ");
            if (ra == ASTAR_NO_PATH) {
                CHECK(!astar_components_connected(comp, s, g), "no path but connected");
                unreachable++;
                if (ib.stats.expanded == 0) shortcut++;
            }
            if (ra == ASTAR_OK) CHECK(astar_components_connected(comp, s, g), "path, not connected");
        }
    }
    CHECK(unreachable > 10, "only %d unreachable queries", unreachable);
    CHECK(shortcut == unreachable, "options.components: %d of %d unreachable queries searched",
          unreachable - shortcut, unreachable);
    {
        /* labels of another rule or another grid size are refused, not trusted */
        gridpath_grid grid = {cells, w, h}, other = {cells, h, w};
        gridpath_point s = {1, 1}, g = {2, 2};
        astar_options opt;
        astar_result r;
        memset(&opt, 0, sizeof opt);
        opt.components = astar_components_init(memory, bytes, &grid, GRIDPATH_MOVES_4);
        opt.moves = GRIDPATH_MOVES_8_ALWAYS;
        r = astar_find_path(ws, &grid, s, g, &opt, path_a, w * h, NULL);
        CHECK(r == ASTAR_INVALID_ARGUMENT, "labels for 4 used for 8: %s", astar_result_string(r));
        opt.moves = GRIDPATH_MOVES_4;
        r = astar_find_path(ws, &other, s, g, &opt, path_a, w * h, NULL);
        CHECK(r == ASTAR_INVALID_ARGUMENT, "labels for another size: %s", astar_result_string(r));
    }
    astar_workspace_destroy(ws);
    free(cells);
    free(path_a);
    free(path_b);
    free(memory);
}

static void test_bad_inputs(void) {
    static const int cells[3 * 2] = {1, 0, 1, 1, 0, 1};
    gridpath_grid grid = {cells, 3, 2}, none = {NULL, 3, 2}, zero = {cells, 0, 2},
                  huge = {cells, 1 << 15, 1 << 15};
    static unsigned char memory[512];
    size_t need = astar_components_size(3, 2);
    gridpath_point p = {0, 0}, q = {2, 0}, out1 = {3, 0}, out2 = {0, -1}, out3 = {0, 2}, wall = {1, 0};
    astar_components *comp;
    CHECK(need > 0 && need <= sizeof memory, "size %lu", (unsigned long)need);
    CHECK(astar_components_size(0, 5) == 0 && astar_components_size(5, -1) == 0, "bad size");
    CHECK(astar_components_size(1 << 15, 1 << 15) == 0 && astar_components_size((1 << 14) + 1, 1 << 14) == 0,
          "too large");
    CHECK(astar_components_size(1 << 14, 1 << 14) > (size_t)1 << 30, "exactly ASTAR_MAX_CELLS: %lu bytes",
          (unsigned long)astar_components_size(1 << 14, 1 << 14));
    CHECK(astar_components_size(100, 100) - astar_components_size(1, 1) == 4 * 9999,
          "4 bytes per cell");
    CHECK(astar_components_init(NULL, need, &grid, GRIDPATH_MOVES_4) == NULL, "NULL memory");
    CHECK(astar_components_init(memory, need - 1, &grid, GRIDPATH_MOVES_4) == NULL, "small");
    CHECK(astar_components_init(memory, need, NULL, GRIDPATH_MOVES_4) == NULL, "NULL grid");
    CHECK(astar_components_init(memory, need, &none, GRIDPATH_MOVES_4) == NULL, "NULL cells");
    CHECK(astar_components_init(memory, need, &zero, GRIDPATH_MOVES_4) == NULL, "width 0");
    CHECK(astar_components_init(memory, sizeof memory, &huge, GRIDPATH_MOVES_4) == NULL, "huge");
    CHECK(astar_components_init(memory, need, &grid, (gridpath_moves)5) == NULL, "moves 5");
    if (CHECK_BAD_ENUMS) /* (5 is in the enum's range in C++ too: its 3 bits hold 0..7) */
        CHECK(astar_components_init(memory, need, &grid, (gridpath_moves)-1) == NULL, "moves -1");
    CHECK(astar_components_label(NULL, p) == -1, "NULL label");
    CHECK(astar_components_count(NULL) == -1, "NULL count");
    CHECK(astar_components_connected(NULL, p, p) == 0, "NULL connected");
    comp = astar_components_init(memory, need, &grid, GRIDPATH_MOVES_4);
    CHECK(comp != NULL, "init");
    if (!comp) return;
    /* free cells (0,0),(0,1),(1,1); (2,0),(2,1): two components under 4 neighbours */
    CHECK(astar_components_count(comp) == 2, "count %d", (int)astar_components_count(comp));
    CHECK(astar_components_label(comp, p) == 0 && astar_components_label(comp, q) == 1, "labels");
    CHECK(astar_components_label(comp, wall) == -1, "wall");
    CHECK(astar_components_label(comp, out1) == -1 && astar_components_label(comp, out2) == -1 &&
              astar_components_label(comp, out3) == -1, "outside");
    CHECK(astar_components_connected(comp, p, p) == 1, "self");
    CHECK(astar_components_connected(comp, wall, wall) == 0, "wall to itself");
    CHECK(astar_components_connected(comp, p, q) == 0, "apart");
    CHECK(astar_components_connected(comp, out1, out1) == 0, "outside to itself");
    {
        /* no free cell at all */
        static const int walls[4] = {0, -3, 0, 0};
        gridpath_grid g = {walls, 2, 2};
        comp = astar_components_init(memory, sizeof memory, &g, GRIDPATH_MOVES_8_ALWAYS);
        CHECK(comp && astar_components_count(comp) == 0, "all walls");
    }
}

/* The Moving AI maps, ground class ('.', 'G', 'S'), when ../shared is there. */
static void test_movingai(void) {
    static const char *maps[] = {"arena", "den520d", "AR0011SR", "maze512-1-0", "8room_000",
                                 "Berlin_1_256"};
    int i, done = 0;
    for (i = 0; i < (int)(sizeof maps / sizeof maps[0]); i++) {
        char path[256], line[70000];
        FILE *f;
        int w = 0, h = 0, y = 0, x, m, *cells;
        snprintf(path, sizeof path, "../shared/movingai/maps/%s.map", maps[i]);
        f = fopen(path, "r");
        if (!f) continue;
        while (fgets(line, sizeof line, f) && strncmp(line, "map", 3) != 0) {
            if (!strncmp(line, "height ", 7)) h = atoi(line + 7);
            if (!strncmp(line, "width ", 6)) w = atoi(line + 6);
        }
        if (w < 1 || h < 1 || w > 4096 || h > 4096) {
            fclose(f);
            CHECK(0, "%s: bad header", path);
            continue;
        }
        cells = (int *)malloc(sizeof(int) * (size_t)(w * h));
        while (y < h && fgets(line, sizeof line, f)) {
            for (x = 0; x < w; x++) {
                char c = line[x];
                cells[y * w + x] = c == '.' || c == 'G' || c == 'S';
            }
            y++;
        }
        fclose(f);
        CHECK(y == h, "%s: %d of %d rows", path, y, h);
        for (m = 1; m < 5; m++) compare_grid(cells, w, h, all_moves[m], m, maps[i]);
        free(cells);
        done++;
    }
    if (!done) printf("SKIP: ../shared/movingai/maps not found; Moving AI maps not checked\n");
}

int main(void) {
    test_bad_inputs();
    test_checkerboard();
    test_generated();
    test_pairs();
    test_search_shortcut();
    test_large();
    test_movingai();
    return check_report("components");
}
