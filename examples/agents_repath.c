/* agents_repath: the second trick of the Unity DOTS pathfinding write-ups, measured on the town
 * of examples/agents.c (same generator and seed), on one thread.
 *   build/agents_repath   (256x256 town, 100 chasers for 100 ticks, threshold D = 8 cells)
 * RE-PATH PAST A THRESHOLD. Each chaser follows a path to a target that wanders (one random
 * step on half the ticks) and moves one cell per tick. Re-pathing whenever the target has moved
 * (D = 0) is compared with re-pathing only when the target is more than D cells (Chebyshev)
 * from the end of the current path, or the path has run out. Both runs see the same chasers
 * and the same target walks; the program counts searches and their CPU time, and how close
 * the chasers got. The first trick, a coarse grid, is examples/agents_coarse.c. */
#define _POSIX_C_SOURCE 200809L
#define ASTAR_IMPLEMENTATION
#include "astar.h"
#include "agents_common.h" /* options, the town, free_cell, clock_s, check */

static const char *usage =
    "usage: agents_repath [--size N] [--chasers N] [--ticks T] [--threshold D] [--seed S] [--help]\n"
    "  --size       map side in cells (default 256): buildings, lakes and rocks, drawn from --seed\n"
    "  --chasers    chasers, each with its own wandering target (default 100)\n"
    "  --ticks      simulation steps (default 100)\n"
    "  --threshold  re-path when the target is more than D cells from the path's end (8)\n"
    "  --seed       the map, the chasers and the walks (default 1)\n";

typedef struct chaser { /* positions are cell indices, y * size + x */
    int pos, target;
    int32_t *path; /* its own buffer of `capacity` cells, made before the simulation */
    int len, at;   /* path[at] is where it stands */
} chaser;

static int chebyshev(int a, int b, int width) {
    int dx = abs(a % width - b % width), dy = abs(a / width - b / width);
    return dx > dy ? dx : dy;
}

static int run(int argc, char **argv) {
    int size = 256, count = 100, ticks = 100, threshold = 8, seed_option = 1, run, tick;
    static const char *const names[] = {"--size", "--chasers", "--ticks", "--threshold",
                                        "--seed", NULL};
    int *const values[] = {&size, &count, &ticks, &threshold, &seed_option};
    static const long lo[] = {16, 1, 0, 0, -1000000000}, hi[] = {4096, 100000, 1000000000, 1000000000, 1000000000};
    int exit_code = parse_options("agents_repath", argc, argv, names, values, lo, hi, usage);
    if (exit_code >= 0) return exit_code;
    progress_start();
    uint32_t seed = (uint32_t)seed_option | 1u; /* xorshift needs a non-zero state */
    int capacity = 4 * size; /* a longer path counts as none: that chaser waits */
    size_t reach_bytes = astar_components_size(size, size);
    int *cells = (int *)check(malloc(sizeof(int) * (size_t)size * (size_t)size));
    chaser *chasers = (chaser *)check(malloc(sizeof(chaser) * (size_t)count)), *c;
    int32_t *paths = (int32_t *)check(malloc(sizeof(int32_t) * (size_t)capacity * (size_t)count));
    void *reach_memory = check(malloc(reach_bytes));
    astar_workspace *ws = (astar_workspace *)check(astar_workspace_create(size, size, NULL));
    gridpath_grid grid = {cells, size, size};
    make_town(cells, size, &seed);
    astar_components *reach =
        astar_components_init(reach_memory, reach_bytes, &grid, GRIDPATH_MOVES_DEFAULT);
    printf("map %dx%d, %d chasers, %d ticks, one thread\n"
           "re-path when the target is more than D cells from the path's end (D = 0: whenever "
           "it moves)\n   D  searches  search CPU ms  on their target  the others, mean distance\n",
           size, size, count, ticks);
    for (run = 0; run < 2; run++) {
        int limit = run ? threshold : 0, caught = 0;
        uint32_t walk = seed;
        long searches = 0, distance = 0;
        double spent = 0.0;
        for (c = chasers; c < chasers + count; c++) {
            gridpath_point from = free_cell(&grid, reach, NULL, &walk),
                           to = free_cell(&grid, reach, &from, &walk); /* it can reach it */
            c->pos = from.y * size + from.x;
            c->target = to.y * size + to.x;
            c->path = paths + (size_t)(c - chasers) * (size_t)capacity;
            c->len = c->at = 0;
        }
        for (tick = 0; tick < ticks; tick++)
            for (c = chasers; c < chasers + count; c++) {
                static const int dx[4] = {1, 0, -1, 0}, dy[4] = {0, 1, 0, -1};
                uint32_t r = rng(&walk); /* the target wanders: half the ticks, one step */
                int x = c->target % size + dx[(r >> 1) % 4],
                    y = c->target / size + dy[(r >> 1) % 4];
                if ((r & 1) && x >= 0 && y >= 0 && x < size && y < size && cells[y * size + x] > 0)
                    c->target = y * size + x;
                if (c->pos == c->target) continue; /* caught (it may wander off again) */
                if (c->at >= c->len - 1 /* no path, or at its end */ ||
                    chebyshev(c->path[c->len - 1], c->target, size) > limit) {
                    gridpath_point from = {c->pos % size, c->pos / size},
                                   to = {c->target % size, c->target / size};
                    astar_info info;
                    double t0 = clock_s(CLOCK_THREAD_CPUTIME_ID);
                    astar_result result =
                        astar_find_path(ws, &grid, from, to, NULL, c->path, capacity, &info);
                    spent += clock_s(CLOCK_THREAD_CPUTIME_ID) - t0;
                    searches++;
                    c->len = result == ASTAR_OK ? (int)info.path_length : 0;
                    c->at = 0;
                }
                if (c->at < c->len - 1) c->pos = c->path[++c->at]; /* one step along it */
                progress("agents_repath: chaser moves (D = 0, then D)",
                         ((double)run * ticks + tick) * count + (double)(c - chasers) + 1,
                         2.0 * ticks * count);
            }
        for (c = chasers; c < chasers + count; c++) {
            caught += c->pos == c->target;
            distance += chebyshev(c->pos, c->target, size);
        }
        printf("%4d %9ld %14.1f %10d of %-4d %15.1f cells\n", limit, searches, spent * 1e3,
               caught, count, count > caught ? (double)distance / (count - caught) : 0.0);
    }
    astar_workspace_destroy(ws);
    free(cells); free(chasers); free(paths); free(reach_memory);
    return 0;
}

/* the run, then its standard output checked (a full disk is a failed run) */
int main(int argc, char **argv) { return example_exit_status("agents_repath", run(argc, argv)); }
