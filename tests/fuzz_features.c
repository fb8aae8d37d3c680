/* fuzz_features.c - libFuzzer harness for the sliced search, several goals and partial paths.
 * Input bytes -> a small grid, a start, 1-4 goals, options and a slice size. Checks: the sliced
 * search equals the one-shot search; the result code is the one predicted from the header's
 * rules and the independent reference (tests/reference.h), not merely a plausible one:
 *   - an input problem (start outside or blocked, a goal outside, every goal blocked) gives one
 *     of the problems present;
 *   - an unreachable goal: ASTAR_NO_PATH after expanding exactly the cells the reference reaches
 *     (a search never expands a cell twice), or ASTAR_BUDGET_EXCEEDED after exactly the budget
 *     if that is smaller; with options.partial the path to the closest expanded cell (octile or
 *     Manhattan distance to the nearest free goal, ties to the smaller cost), ASTAR_PARTIAL_PATH,
 *     or ASTAR_BUFFER_TOO_SMALL when it does not fit;
 *   - a reachable goal: a run with no budget and room enough must find the cheapest goal
 *     (exact cost, legal path, its length between the reference's fewest steps and what the
 *     cost allows, expansions between the path length and the reachable cells, goal_index the
 *     first of equal goals); the fuzzed run must then give ASTAR_BUDGET_EXCEEDED exactly when
 *     the budget is below those expansions (a partial path with options.partial), else
 *     ASTAR_OK or ASTAR_BUFFER_TOO_SMALL exactly as that length fits the capacity;
 *   - info fields (length, cost, goal_index) as documented for each code; guard regions of
 *     several canary words on both sides of the path buffers and of the info structs, and no
 *     path word written unless a path is returned.
 * Any disagreement aborts with a message. Build: make fuzz (clang -fsanitize=fuzzer,address,
 * undefined). */
#define ASTAR_IMPLEMENTATION
#include "astar.h"
#include "reference.h"
#include "fuzz_input.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define FZ_MAXW 24
#define FZ_MAXH 24
#define FZ_CELLS (FZ_MAXW * FZ_MAXH)
#define FZ_CANARY 0x5A5A5A5A
#define GUARD 8
#define BUF_WORDS (GUARD + FZ_CELLS + 2 + GUARD)

static void fail(const char *what, long long a, long long b) {
    fprintf(stderr, "fuzz_features: %s (%lld, %lld)\n", what, a, b);
    abort();
}

/* an info struct between two guard regions */
typedef struct guarded_info {
    uint32_t before[GUARD];
    astar_info info;
    uint32_t after[GUARD];
} guarded_info;

static void guard_info(guarded_info *g) {
    int i;
    for (i = 0; i < GUARD; i++) g->before[i] = g->after[i] = FZ_CANARY;
}

static void check_info_guards(const guarded_info *g, const char *which) {
    int i;
    for (i = 0; i < GUARD; i++)
        if (g->before[i] != FZ_CANARY || g->after[i] != FZ_CANARY) {
            fprintf(stderr, "fuzz_features: %s: written next to the info struct\n", which);
            abort();
        }
}

static void fill(int32_t *words) {
    int i;
    for (i = 0; i < BUF_WORDS; i++) words[i] = FZ_CANARY;
}

/* Nothing outside path[0 .. allowed - 1]: the guards before and after, and the cells of a buffer
 * that holds no path (only a returned path is written). */
static void check_buffer(const int32_t *words, int32_t allowed, const char *which) {
    int i;
    for (i = 0; i < BUF_WORDS; i++)
        if ((i < GUARD || i >= GUARD + allowed) && words[i] != FZ_CANARY) {
            fprintf(stderr, "fuzz_features: %s: path buffer word %d written (allowed %d)\n", which,
                    i - GUARD, (int)allowed);
            abort();
        }
}

static int returns_path(astar_result r) {
    return r == ASTAR_OK || r == ASTAR_PARTIAL_PATH;
}

static int any_free_goal(const gridpath_point *goals, int k, const int *cells, int w) {
    int j;
    for (j = 0; j < k; j++)
        if (cells[goals[j].y * w + goals[j].x] > 0) return 1;
    return 0;
}

/* The heuristic distance of (x, y) to the nearest passable goal (to the nearest goal when all
 * are blocked) as a pair (straight, diagonal) (octile with diagonals, Manhattan without): what a
 * partial path minimises */
static void goal_distance(int x, int y, const gridpath_point *goals, int k, const int *cells, int w,
                          int rmoves, long long *a, long long *b) {
    int j;
    *a = -1;
    *b = 0;
    for (j = 0; j < k; j++) {
        int dx = abs(goals[j].x - x), dy = abs(goals[j].y - y);
        long long ja = rmoves == REF_MOVES_4 ? dx + dy : abs(dx - dy);
        long long jb = rmoves == REF_MOVES_4 ? 0 : (dx < dy ? dx : dy);
        /* blocked goals do not count, unless all are blocked (a partial path toward them) */
        if (cells[goals[j].y * w + goals[j].x] <= 0 && any_free_goal(goals, k, cells, w)) continue;
        if (*a < 0 || ref_cost_compare(ja, jb, *a, *b) < 0) {
            *a = ja;
            *b = jb;
        }
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static astar_workspace *ws;
    static int cells[FZ_CELLS], steps[FZ_CELLS];
    static long long ref_s[FZ_CELLS], ref_d[FZ_CELLS];
    static int32_t one_buf[BUF_WORDS], sliced_buf[BUF_WORDS], full_buf[BUF_WORDS];
    int32_t *one = one_buf + GUARD, *sliced = sliced_buf + GUARD, *full = full_buf + GUARD;
    gridpath_grid grid;
    gridpath_point start, goals[4];
    astar_options opt;
    guarded_info g_one, g_sliced, g_full;
    astar_info *info_one = &g_one.info, *info_sliced = &g_sliced.info, *info_full = &g_full.info;
    astar_result r_one, r_sliced, r, r_full;
    int w, h, i, k, capacity, s, rmoves, reach_count, true_min = 0, best_goal = -1;
    unsigned problems = 0;
    uint32_t slice;
    double cost;

    if (!ws) ws = astar_workspace_create(FZ_MAXW, FZ_MAXH, NULL);
    if (!ws) fail("workspace_create", 0, 0);
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
        if (cells[i] > 0 && (true_min == 0 || cells[i] < true_min)) true_min = cells[i];
    }
    grid.cells = cells;
    grid.width = w;
    grid.height = h;
    rmoves = ref_moves_from_gridpath((int)opt.moves);

    fill(one_buf);
    fill(sliced_buf);
    guard_info(&g_one);
    guard_info(&g_sliced);
    r_one = astar_find_path_multi(ws, &grid, start, goals, k, &opt, one, capacity, info_one);
    r = astar_search_begin_multi(ws, &grid, start, goals, k, &opt);
    if (r == ASTAR_IN_PROGRESS)
        while ((r = astar_search_step(ws, slice)) == ASTAR_IN_PROGRESS) {
        }
    r_sliced = astar_search_finish(ws, sliced, capacity, info_sliced);
    check_info_guards(&g_one, "one-shot");
    check_info_guards(&g_sliced, "sliced");
    check_buffer(one_buf, returns_path(r_one) ? info_one->path_length : 0, "one-shot");
    check_buffer(sliced_buf, returns_path(r_sliced) ? info_sliced->path_length : 0, "sliced");
    if (r_one != r_sliced || info_one->path_length != info_sliced->path_length ||
        info_one->cost != info_sliced->cost || info_one->goal_index != info_sliced->goal_index ||
        info_one->stats.expanded != info_sliced->stats.expanded ||
        info_one->stats.pushed != info_sliced->stats.pushed ||
        info_one->stats.updated != info_sliced->stats.updated)
        fail("sliced search differs from the one-shot search", (int)r_sliced, (int)r_one);
    if (memcmp(one_buf, sliced_buf, sizeof one_buf) != 0)
        fail("sliced path differs", info_one->path_length, 0);
    /* info as documented: a path length and cost only with a path (or the needed length and the
     * cost with ASTAR_BUFFER_TOO_SMALL), a goal index only when a goal was reached */
    if (!returns_path(r_one) && r_one != ASTAR_BUFFER_TOO_SMALL &&
        (info_one->path_length != 0 || info_one->cost != 0.0 || info_one->goal_index != -1))
        fail("info filled without a path", (int)r_one, info_one->path_length);
    if (r_one != ASTAR_OK && r_one != ASTAR_BUFFER_TOO_SMALL && info_one->goal_index != -1)
        fail("goal_index without a goal", (int)r_one, info_one->goal_index);

    /* the documented problems: any of those present */
    if (start.x >= w || start.y >= h) problems |= 1u << ASTAR_START_OUTSIDE;
    else if (cells[start.y * w + start.x] <= 0) problems |= 1u << ASTAR_START_BLOCKED;
    {
        int outside = 0, any_free = 0;
        for (i = 0; i < k; i++) {
            if (goals[i].x >= w || goals[i].y >= h) outside = 1;
            else if (cells[goals[i].y * w + goals[i].x] > 0) any_free = 1;
        }
        if (outside) problems |= 1u << ASTAR_GOAL_OUTSIDE;
        else if (!any_free && !opt.partial) problems |= 1u << ASTAR_GOAL_BLOCKED;
    }
    if (problems) {
        if ((int)r_one < 0 || (int)r_one >= 32 || !((problems >> r_one) & 1u))
            fail("bad input: result is none of the problems present", (int)problems, (int)r_one);
        if (info_one->stats.expanded != 0) fail("bad input: expanded nodes", (int)info_one->stats.expanded, 0);
        return 0;
    }

    s = start.y * w + start.x;
    ref_dijkstra_exact(cells, w, h, rmoves, &s, 1, 0, ref_s, ref_d);
    ref_bfs(cells, w, h, rmoves, &s, 1, steps);
    for (i = 0, reach_count = 0; i < w * h; i++) {
        reach_count += ref_s[i] >= 0;
        if ((ref_s[i] >= 0) != (steps[i] >= 0)) fail("reference: Dijkstra and BFS disagree", i, 0);
    }
    /* the cheapest free goal, exactly */
    for (i = 0; i < k; i++) {
        int g = goals[i].y * w + goals[i].x, b = best_goal >= 0 ? goals[best_goal].y * w + goals[best_goal].x : -1;
        if (ref_s[g] < 0) continue;
        if (b < 0 || ref_cost_compare(ref_s[g], ref_d[g], ref_s[b], ref_d[b]) < 0) best_goal = i;
    }

    if (best_goal < 0) {
        /* unreachable: the search expands every reachable cell once, unless the budget ends it */
        int exceeded = opt.max_expansions && opt.max_expansions < (uint32_t)reach_count;
        uint32_t want_expanded = exceeded ? opt.max_expansions : (uint32_t)reach_count;
        if (info_one->stats.expanded != want_expanded)
            fail("unreachable: expansions differ from the reachable cells (or the budget)",
                 (long long)info_one->stats.expanded, want_expanded);
        if (!opt.partial) {
            astar_result want = exceeded ? ASTAR_BUDGET_EXCEEDED : ASTAR_NO_PATH;
            if (r_one != want) fail("unreachable goal: wrong result", (int)r_one, (int)want);
            return 0;
        }
        if (r_one != ASTAR_PARTIAL_PATH && r_one != ASTAR_BUFFER_TOO_SMALL)
            fail("unreachable goal with options.partial: want a partial path", (int)r_one, 0);
        if ((r_one == ASTAR_PARTIAL_PATH) != (info_one->path_length <= capacity) || info_one->path_length < 1)
            fail("partial path: length against capacity", info_one->path_length, capacity);
        if (!exceeded) {
            /* every reachable cell was expanded: the closest of them to the nearest free goal
             * (octile with diagonals, Manhattan without), ties to the smaller cost */
            long long best_a = -1, best_b = -1, cs = -1, cd = -1;
            for (i = 0; i < w * h; i++) {
                long long a, b;
                if (ref_s[i] < 0) continue;
                goal_distance(i % w, i / w, goals, k, cells, w, rmoves, &a, &b);
                if (best_a < 0 || ref_cost_compare(a, b, best_a, best_b) < 0 ||
                    (ref_cost_compare(a, b, best_a, best_b) == 0 &&
                     ref_cost_compare(ref_s[i], ref_d[i], cs, cd) < 0)) {
                    best_a = a;
                    best_b = b;
                    cs = ref_s[i];
                    cd = ref_d[i];
                }
            }
            if (info_one->cost != ref_pair_cost((double)cs, (double)cd))
                fail("partial path does not end at the closest expanded cell (cost differs)",
                     (long long)(info_one->cost * 1000), (long long)(ref_pair_cost((double)cs, (double)cd) * 1000));
            if (r_one == ASTAR_PARTIAL_PATH) {
                int end = one[info_one->path_length - 1];
                long long a, b;
                goal_distance(end % w, end / w, goals, k, cells, w, rmoves, &a, &b);
                if (ref_cost_compare(a, b, best_a, best_b) != 0)
                    fail("partial path does not end at the closest expanded cell", end, 0);
            }
        }
    } else {
        /* reachable: a run with no budget and room enough finds the cheapest goal */
        int bg = goals[best_goal].y * w + goals[best_goal].x, min_len = -1, max_len, gi, end;
        astar_options unlimited = opt;
        uint32_t expansions;
        int32_t length;
        for (i = 0; i < k; i++) {
            int g = goals[i].y * w + goals[i].x;
            if (ref_s[g] >= 0 && ref_cost_compare(ref_s[g], ref_d[g], ref_s[bg], ref_d[bg]) == 0 &&
                (min_len < 0 || steps[g] + 1 < min_len))
                min_len = steps[g] + 1;
        }
        /* every step enters a cell of cost >= true_min */
        max_len = (int)((ref_s[bg] + ref_d[bg]) / true_min) + 1;
        unlimited.max_expansions = 0;
        fill(full_buf);
        guard_info(&g_full);
        r_full = astar_find_path_multi(ws, &grid, start, goals, k, &unlimited, full, FZ_CELLS + 2, info_full);
        check_info_guards(&g_full, "unlimited run");
        check_buffer(full_buf, returns_path(r_full) ? info_full->path_length : 0, "unlimited run");
        if (r_full != ASTAR_OK) fail("reachable goal: the run without budget did not find it", (int)r_full, 0);
        length = info_full->path_length;
        expansions = info_full->stats.expanded;
        gi = info_full->goal_index;
        if (length < min_len || length > max_len) fail("path length outside the reference's bounds", length, min_len);
        if (expansions < (uint32_t)length || expansions > (uint32_t)reach_count)
            fail("expansions outside [path length, reachable cells]", (long long)expansions, reach_count);
        if (gi < 0 || gi >= k) fail("goal_index out of range", gi, k);
        end = goals[gi].y * w + goals[gi].x;
        if (ref_s[end] < 0 || ref_cost_compare(ref_s[end], ref_d[end], ref_s[bg], ref_d[bg]) != 0)
            fail("goal_index names a goal that is not the cheapest", gi, best_goal);
        for (i = 0; i < gi; i++)
            if (goals[i].x == goals[gi].x && goals[i].y == goals[gi].y) fail("goal_index: not the first of equal goals", gi, i);
        if (info_full->cost != ref_pair_cost((double)ref_s[bg], (double)ref_d[bg]))
            fail("cost is not exactly the reference's", (long long)(info_full->cost * 1000),
                 (long long)(ref_pair_cost((double)ref_s[bg], (double)ref_d[bg]) * 1000));
        if (full[0] != s || full[length - 1] != end) fail("path endpoints", full[0], full[length - 1]);
        if (!ref_path_legal(cells, w, h, rmoves, full, length, &cost) ||
            fabs(cost - info_full->cost) > 1e-9 * (1.0 + cost))
            fail("illegal path or cost not the path's", length, rmoves);

        /* the fuzzed run: budget, then capacity */
        if (opt.max_expansions && opt.max_expansions < expansions) {
            if (info_one->stats.expanded != opt.max_expansions)
                fail("budget: expansions differ from the budget", (long long)info_one->stats.expanded, opt.max_expansions);
            if (!opt.partial) {
                if (r_one != ASTAR_BUDGET_EXCEEDED) fail("budget below the needed expansions: want ASTAR_BUDGET_EXCEEDED", (int)r_one, 0);
                return 0;
            }
            if (r_one != ASTAR_PARTIAL_PATH && r_one != ASTAR_BUFFER_TOO_SMALL)
                fail("budget with options.partial: want a partial path", (int)r_one, 0);
            if ((r_one == ASTAR_PARTIAL_PATH) != (info_one->path_length <= capacity) || info_one->path_length < 1)
                fail("partial path: length against capacity", info_one->path_length, capacity);
        } else {
            astar_result want = length <= capacity ? ASTAR_OK : ASTAR_BUFFER_TOO_SMALL;
            if (r_one != want) fail("reachable goal: wrong result (OK iff the path fits)", (int)r_one, (int)want);
            if (info_one->path_length != length || info_one->cost != info_full->cost ||
                info_one->goal_index != gi || info_one->stats.expanded != expansions)
                fail("found goal: info differs from the run with room enough", info_one->path_length, length);
            if (r_one == ASTAR_OK && memcmp(one, full, sizeof(int32_t) * (size_t)length) != 0)
                fail("found goal: path differs from the run with room enough", length, 0);
            return 0;
        }
    }

    /* a partial path that fits: legal, from the start, optimal to the expanded cell it ends at */
    if (r_one != ASTAR_PARTIAL_PATH) return 0;
    if (one[0] != s) fail("partial path does not start at the start", one[0], s);
    if (!ref_path_legal(cells, w, h, rmoves, one, info_one->path_length, &cost) ||
        fabs(cost - info_one->cost) > 1e-9 * (1.0 + cost))
        fail("partial path illegal or cost not the path's", info_one->path_length, rmoves);
    {
        int end = one[info_one->path_length - 1];
        if (ref_s[end] < 0 || info_one->cost != ref_pair_cost((double)ref_s[end], (double)ref_d[end]))
            fail("partial path not optimal to its end cell", end, 0);
    }
    return 0;
}
