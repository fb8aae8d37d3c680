/* timeslice: one long search spread over frames with a fixed expansion budget per frame.
 *   build/timeslice --rooms 100 --budget 1000 --out timeslice.png
 * A game cannot stall a frame for a search across a big maze, so it calls astar_search_step
 * with a budget each frame and carries on; the workspace holds the search in between. The
 * result is the one-shot astar_find_path's, exactly: this program checks that. */
#define _POSIX_C_SOURCE 199309L
#define ASTAR_IMPLEMENTATION
#include "astar.h"
#define STB_IMAGE_WRITE_IMPLEMENTATION
#include "stb_image_write.h"
#include "example_png.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "example_args.h"
#include <time.h>

static const char *usage =
    "usage: timeslice [--rooms N] [--seed S] [--budget EXPANSIONS] [--out FILE.png] [--help]\n"
    "  Makes a maze of N x N rooms (2N+1 cells a side, default 100; one inner wall in 20\n"
    "  knocked out for loops; --seed S, default 1, draws another), searches corner to corner\n"
    "  spending at most EXPANSIONS (default 1000) per frame, reports the frames used and\n"
    "  compares with one astar_find_path call. --out draws the maze with the cells each frame\n"
    "  expanded in alternating colour bands.\n";

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec * 1e-6;
}

/* a whole number in lo..hi, or exit 2 with a message (example_args.h) */
static int whole(const char *option, const char *text, long lo, long hi) {
    return (int)example_number("timeslice", usage, option, text, (double)lo, (double)hi, 0);
}

/* A perfect maze by depth-first carving (stack in `stack`), then some extra openings. */
static void make_maze(int *cells, int rooms, int side, int *stack, unsigned seed) {
    int top = 0, i;
    srand(seed);
    for (i = 0; i < side * side; i++) cells[i] = 0;
    stack[top++] = 0;
    cells[side + 1] = 1;
    while (top > 0) {
        int room = stack[top - 1], rx = room % rooms, ry = room / rooms, options[4], count = 0, d;
        static const int dx[4] = {1, -1, 0, 0}, dy[4] = {0, 0, 1, -1};
        for (d = 0; d < 4; d++) {
            int nx = rx + dx[d], ny = ry + dy[d];
            if (nx >= 0 && ny >= 0 && nx < rooms && ny < rooms &&
                !cells[(2 * ny + 1) * side + 2 * nx + 1])
                options[count++] = d;
        }
        if (!count) { top--; continue; }
        d = options[rand() % count];
        cells[(2 * ry + 1 + dy[d]) * side + 2 * rx + 1 + dx[d]] = 1; /* the wall between */
        cells[(2 * (ry + dy[d]) + 1) * side + 2 * (rx + dx[d]) + 1] = 1;
        stack[top++] = (ry + dy[d]) * rooms + rx + dx[d];
    }
    for (i = 0; i < side * side; i++) { /* walls between two rooms: knock 5% out */
        int x = i % side, y = i / side;
        if (x > 0 && y > 0 && x < side - 1 && y < side - 1 && (x + y) % 2 == 1 && rand() % 20 == 0)
            cells[i] = 1;
    }
}

/* Picture only: the cells this frame expanded (closed, not marked yet) get frame_of = frame.
 * Each was opened by a neighbour expanded before it, so they are all found from the cells open
 * after the last frame (open[0 .. *open_count - 1], flagged in listed) through closed
 * neighbours; open then lists the cells open now. This costs about the open set and the cells
 * expanded per frame, where looking at every cell of the grid costs the whole maze. */
static void mark_frame(const astar_workspace *ws, int side, int frame, int *frame_of,
                       char *listed, int32_t *open, int *open_count, int32_t *stack) {
    int i, kept = 0, top = 0, dx, dy;
    for (i = 0; i < *open_count; i++) {
        gridpath_point p = {open[i] % side, open[i] / side};
        int state = astar_workspace_cell_state(ws, p);
        if (state == 2 && !frame_of[open[i]]) frame_of[stack[top++] = open[i]] = frame;
        if (state == 1) open[kept++] = open[i];
        else listed[open[i]] = 0;
    }
    while (top > 0) {
        int32_t c = stack[--top];
        for (dy = -1; dy <= 1; dy++)
            for (dx = -1; dx <= 1; dx++) {
                gridpath_point q = {c % side + dx, c / side + dy};
                int32_t n = q.y * side + q.x;
                int state = astar_workspace_cell_state(ws, q); /* -1 outside the maze */
                if (state == 2 && !frame_of[n]) frame_of[stack[top++] = n] = frame;
                if (state == 1 && !listed[n]) { listed[n] = 1; open[kept++] = n; }
            }
    }
    *open_count = kept;
}

/* Everything after the allocations: the maze, the sliced search, the one-shot search and the
 * picture. Returns the exit status; run frees the buffers. */
static int timeslice_run(astar_workspace *ws, int rooms, int *cells, int *frame_of, int32_t *path,
                         int32_t *path2, char *listed, int seed, int budget, const char *out_file) {
    int side = 2 * rooms + 1, cell_count = side * side, i;
    if (cell_count > 10000000) /* big mazes take seconds at each stage: say what is going on */
        fprintf(stderr, "timeslice: making a %dx%d maze\n", side, side);
    make_maze(cells, rooms, side, frame_of, (unsigned)seed); /* frame_of lent as the stack */
    memset(frame_of, 0, sizeof(int) * (size_t)cell_count);
    gridpath_grid grid = {cells, side, side};
    gridpath_point start = {1, 1}, goal = {side - 2, side - 2};

    /* The game loop: each frame spends at most `budget` expansions on the search. */
    int frames = 0, open_count = 1;
    double worst_ms = 0.0, total_ms = 0.0;
    astar_result r = astar_search_begin(ws, &grid, start, goal, NULL);
    path[0] = start.y * side + start.x; /* path and path2 lent to mark_frame until finish */
    if (out_file) listed[path[0]] = 1;
    while (r == ASTAR_IN_PROGRESS) {
        double t0 = now_ms();
        r = astar_search_step(ws, (uint32_t)budget);
        double spent = now_ms() - t0;
        total_ms += spent;
        if (spent > worst_ms) worst_ms = spent;
        frames++;
        if (out_file) /* picture only: remember which frame expanded each cell */
            mark_frame(ws, side, frames, frame_of, listed, path, &open_count, path2);
        if ((frames & 4095) == 0 && example_progress_due()) { /* long runs: progress */
            fprintf(stderr, "timeslice: frame %d (at most %d expansions each), still searching\n",
                    frames, budget);
        }
        /* ... the rest of the frame: simulation, rendering ... */
    }
    astar_info info, one_shot;
    r = astar_search_finish(ws, path, cell_count, &info);
    printf("maze %dx%d, (%d,%d) -> (%d,%d), budget %d expansions per frame: %s\n", side, side,
           start.x, start.y, goal.x, goal.y, budget, astar_result_string(r));
    printf("sliced:   %d frames, %u expanded, cost %.4f, %d cells; %.3f ms in all, "
           "worst frame %.3f ms\n", frames, (unsigned)info.stats.expanded, info.cost,
           (int)info.path_length, total_ms, worst_ms);

    if (cell_count > 10000000) fprintf(stderr, "timeslice: the same search in one call\n");
    double t0 = now_ms();
    astar_result r2 = astar_find_path(ws, &grid, start, goal, NULL, path2, cell_count, &one_shot);
    double one_ms = now_ms() - t0;
    int same = r == r2 && info.cost == one_shot.cost && info.path_length == one_shot.path_length &&
               info.stats.expanded == one_shot.stats.expanded &&
               (r != ASTAR_OK || !memcmp(path, path2, sizeof(int32_t) * (size_t)info.path_length));
    printf("one-shot: %u expanded, cost %.4f, %d cells in one call of %.3f ms\n",
           (unsigned)one_shot.stats.expanded, one_shot.cost, (int)one_shot.path_length, one_ms);
    printf("same result and path: %s\n", same ? "yes" : "NO");
    int status = same && r == ASTAR_OK ? 0 : 1;

    if (out_file) { /* walls dark, frames in alternating warm bands, path red */
        int scale = side >= 600 ? 1 : 600 / side, pw = side * scale, x, y;
        unsigned char *rgb = (unsigned char *)malloc((size_t)pw * (size_t)pw * 3);
        if (!rgb) { fprintf(stderr, "timeslice: out of memory\n"); return 1; }
        for (i = 0; r == ASTAR_OK && i < info.path_length; i++) frame_of[path[i]] = -1;
        for (y = 0; y < pw; y++) for (x = 0; x < pw; x++) {
            unsigned char *px = rgb + ((size_t)y * (size_t)pw + (size_t)x) * 3;
            i = (y / scale) * side + x / scale;
            int f = frame_of[i], shade = f > 0 ? 200 * f / (frames + 1) : 0;
            px[0] = px[1] = px[2] = cells[i] > 0 ? 240 : 30;
            if (f > 0) {
                px[0] = (unsigned char)(f % 2 ? 250 : 150);
                px[1] = (unsigned char)(240 - shade / 2);
                px[2] = (unsigned char)(120 + shade / 2);
            }
            if (f < 0) { px[0] = 220; px[1] = 20; px[2] = 20; }
        }
        if (!example_write_png("timeslice", out_file, pw, pw, rgb)) status = 1;
        else printf("wrote %s (%dx%d pixels, %d per cell)\n", out_file, pw, pw, scale);
        free(rgb);
    }
    return status;
}

static int run(int argc, char **argv) {
    int rooms = 100, seed = 1, budget = 1000, i;
    const char *out_file = NULL;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        int more = i + 1 < argc;
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) { fputs(usage, stdout); return 0; }
        else if (!strcmp(a, "--rooms") && more) rooms = whole(a, argv[++i], 1, 4000);
        else if (!strcmp(a, "--seed") && more) seed = whole(a, argv[++i], -1000000000, 1000000000);
        else if (!strcmp(a, "--budget") && more) budget = whole(a, argv[++i], 1, 1000000000);
        else if (!strcmp(a, "--out") && more) out_file = argv[++i];
        else {
            fprintf(stderr, "timeslice: unknown or incomplete option: %s\n%s", a, usage);
            return 2;
        }
    }
    if (out_file && !example_can_write("timeslice", out_file)) return 1; /* before the search */
    int side = 2 * rooms + 1, cell_count = side * side, status = 1;
    int *cells = (int *)malloc(sizeof(int) * (size_t)cell_count),
        *frame_of = (int *)calloc((size_t)cell_count, sizeof(int));
    int32_t *path = (int32_t *)malloc(sizeof(int32_t) * (size_t)cell_count),
            *path2 = (int32_t *)malloc(sizeof(int32_t) * (size_t)cell_count);
    astar_workspace *ws = astar_workspace_create(side, side, NULL); /* once, for every search */
    char *listed = out_file ? (char *)calloc((size_t)cell_count, 1) : NULL; /* for mark_frame */
    if (!cells || !frame_of || !path || !path2 || !ws || (out_file && !listed))
        fprintf(stderr, "timeslice: out of memory\n");
    else
        status = timeslice_run(ws, rooms, cells, frame_of, path, path2, listed, seed, budget, out_file);
    astar_workspace_destroy(ws);
    free(cells); free(frame_of); free(path); free(path2); free(listed);
    return status;
}

/* the run, then its standard output checked (a full disk is a failed run) */
int main(int argc, char **argv) { return example_exit_status("timeslice", run(argc, argv)); }
