/* fuzz_features.c - libFuzzer harness for the sliced search, several goals and partial paths.
 * Input bytes -> a small grid, a start, 1-4 goals, options and a slice size. Checks: the sliced
 * search equals the one-shot search; a found path is legal and as cheap as the reference
 * Dijkstra says; a partial path is legal and starts at the start; nothing is written past the
 * path buffer. Build: make fuzz (clang -fsanitize=fuzzer,address,undefined). */
#define ASTAR_IMPLEMENTATION
#include "astar.h"
#include "reference.h"
#include "fuzz_input.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define FZ_MAXW 24
#define FZ_MAXH 24
#define FZ_CANARY 0x5A5A5A5A


int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static astar_workspace *ws;
    static int cells[FZ_MAXW * FZ_MAXH];
    static double dist[FZ_MAXW * FZ_MAXH];
    static int32_t one[FZ_MAXW * FZ_MAXH + 2], sliced[FZ_MAXW * FZ_MAXH + 2];
    gridpath_grid grid;
    gridpath_point start, goals[4];
    astar_options opt;
    astar_info info_one, info_sliced;
    astar_result r_one, r_sliced, r;
    int w, h, i, k, capacity, s;
    uint32_t slice;
    double cost;

    if (!ws) ws = astar_workspace_create(FZ_MAXW, FZ_MAXH, NULL);
    w = 1 + (int)(take(&data, &size) % FZ_MAXW);
    h = 1 + (int)(take(&data, &size) % FZ_MAXH);
    memset(&opt, 0, sizeof opt);
    opt.moves = (gridpath_moves)(take(&data, &size) % 5);
    opt.partial = (int)(take(&data, &size) & 1);
    opt.max_expansions = take(&data, &size) % 64; /* 0 = no budget */
    if (opt.max_expansions > 40) opt.max_expansions = 0;
    opt.open_set = (take(&data, &size) & 1) ? ASTAR_OPEN_LIST : ASTAR_OPEN_HEAP;
    slice = take(&data, &size) % 9;
    capacity = (int)(take(&data, &size) % (unsigned)(w * h + 2));
    k = 1 + (int)(take(&data, &size) % 4);
    start.x = (int)take(&data, &size) % (w + 1); /* may be outside */
    start.y = (int)take(&data, &size) % (h + 1);
    for (i = 0; i < k; i++) {
        goals[i].x = (int)take(&data, &size) % (w + 1);
        goals[i].y = (int)take(&data, &size) % (h + 1);
    }
    for (i = 0; i < w * h; i++) {
        unsigned v = take(&data, &size);
        cells[i] = v < 64 ? 0 : (v < 200 ? 1 : (int)(v % 5) + 1);
    }
    grid.cells = cells;
    grid.width = w;
    grid.height = h;
    one[capacity] = FZ_CANARY;
    sliced[capacity] = FZ_CANARY;

    r_one = astar_find_path_multi(ws, &grid, start, goals, k, &opt, one, capacity, &info_one);
    r = astar_search_begin_multi(ws, &grid, start, goals, k, &opt);
    if (r == ASTAR_IN_PROGRESS)
        while ((r = astar_search_step(ws, slice)) == ASTAR_IN_PROGRESS) {
        }
    r_sliced = astar_search_finish(ws, sliced, capacity, &info_sliced);
    if (one[capacity] != FZ_CANARY || sliced[capacity] != FZ_CANARY) abort();
    if (r_one != r_sliced || info_one.path_length != info_sliced.path_length ||
        info_one.cost != info_sliced.cost || info_one.stats.expanded != info_sliced.stats.expanded)
        abort();
    if ((r_one == ASTAR_OK || r_one == ASTAR_PARTIAL_PATH) &&
        memcmp(one, sliced, sizeof(int32_t) * (size_t)info_one.path_length) != 0)
        abort();
    if (r_one != ASTAR_OK && r_one != ASTAR_PARTIAL_PATH) return 0;

    s = start.y * w + start.x;
    if (one[0] != s) abort();
    if (!ref_path_legal(cells, w, h, ref_moves_from_gridpath((int)opt.moves), one, info_one.path_length, &cost) ||
        fabs(cost - info_one.cost) > 1e-9 * (1.0 + cost))
        abort();
    ref_dijkstra(cells, w, h, ref_moves_from_gridpath((int)opt.moves), &s, 1, 0, dist);
    /* every path the search returns ends at an expanded cell, so it is optimal to that cell */
    if (fabs(dist[one[info_one.path_length - 1]] - info_one.cost) > 1e-9 * (1.0 + cost)) abort();
    if (r_one == ASTAR_OK) {
        double best = -1.0;
        for (i = 0; i < k; i++) {
            int g = goals[i].y * w + goals[i].x;
            if (goals[i].x < w && goals[i].y < h && dist[g] >= 0 && (best < 0 || dist[g] < best))
                best = dist[g];
        }
        if (fabs(best - info_one.cost) > 1e-9 * (1.0 + best)) abort();
    }
    return 0;
}
