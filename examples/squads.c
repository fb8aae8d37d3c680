/* squads: many squads on one big map, each sent to its own nearby goal: a small local flow field
 * per order (flowfield_local_window), not a field over the whole map each.
 *   build/squads                                  a generated 1024x1024 map, 400 squads of 8
 *   build/squads --map ../shared/movingai/maps/Boston_0_1024.map --squads 1000
 *   build/squads --compare 100                    100 orders' fields on the whole map too
 * Each order is a free cell within --radius cells (either way) of where the squad stands. Its
 * field stops at max_distance = 2 * radius and is computed on a copy of the cells it can reach
 * (flowfield_local_window): one workspace and one scratch grid serve every squad (sized for the
 * largest window), and each squad keeps a small field that its agents sample every step. When all
 * of a squad's agents have arrived it gets its next order. The first K orders' fields (--compare K,
 * 20 by default, 0 for none) are also computed on the whole map, both timed, and every cell of
 * each window must have the same cost and flags in both (MISMATCH and exit 1 if not). Every run
 * draws the squads' tracks and goals into squads.png (--out FILE.png: another name; none for a
 * map of more than 64 million cells).
 * PNG maps: luminance < 64 is a wall, else the cost is 1 + (255 - L) / 24 (white = 1). */
#define FLOWFIELD_IMPLEMENTATION
#include "flowfield.h"
#define MOVINGAI_IMPLEMENTATION
#include "bench/movingai.h"
#define STB_IMAGE_IMPLEMENTATION
#if defined(__TINYC__) && !defined(STBI_NO_SIMD)
#define STBI_NO_SIMD /* stb_image's SSE2 path needs <emmintrin.h>, which tcc does not have */
#endif
#include "stb_image.h"
#define STB_IMAGE_WRITE_IMPLEMENTATION
#include "stb_image_write.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "example_args.h"
#include "example_map.h"
#include "example_png.h"

static const char *usage =
    "usage: squads [--map FILE.map|FILE.png | --width W --height H] [--squads N] [--size N]\n"
    "              [--radius R] [--orders N] [--metric exact|octile|bfs] [--no-sight]\n"
    "              [--compare K] [--steps T] [--seed N] [--out FILE.png]\n"
    "              [--scale PIXELS_PER_CELL] [--help]\n"
    "  no --map: a generated W x H map (1024x1024: buildings, mud costing 3); --squads 400 of --size 8\n"
    "  agents; each order a free cell within --radius 24 cells of the squad, its field limited to a\n"
    "  cost of 2 * radius and to the map (all squads' fields together: 4 GB at most); --orders 3\n"
    "  per squad; --metric exact (the default; octile is the same, the bench's name for it) or bfs;\n"
    "  --no-sight: no line of sight (agents that see their goal walk straight at it by default);\n"
    "  --compare 20: the first K orders' fields on the whole map too (timed, and checked against the\n"
    "  local ones; 0: none); --steps 20000 at most; --seed 1 (the map, the squads and their orders);\n"
    "  --out squads.png (the squads' tracks, always written), --scale 1..16 (default: about 1024\n"
    "  pixels across)\n";

/* the squads' fields together, at most (bytes): more is a mistake, not a run */
#define SQUADS_FIELDS_MAX (4.0 * 1073741824.0)

static int fail(const char *message, const char *detail) {
    return fprintf(stderr, "squads: %s%s\n%s", message, detail ? detail : "", usage), 2;
}
static double number(const char *option, const char *text, double lo, double hi) {
    return example_number("squads", usage, option, text, lo, hi, 0);
}

static unsigned long long seed_state = 1;
static int draw(int n) { /* 0 .. n - 1, the same on every machine */
    seed_state = seed_state * 6364136223846793005ull + 1442695040888963407ull;
    return (int)((seed_state >> 33) % (unsigned long long)n);
}

typedef struct squad {
    gridpath_point goal;    /* map cell of the current order */
    flowfield_window win;   /* where its field lies on the map */
    flowfield_field *field; /* the order's field, window-sized */
    int orders, active;
} squad;

/* The order's field: its window, the window's cells copied to part (flowfield_copy_window), the
 * field computed there.
 * Returns the result; *reached gets the field's reached cells. */
static flowfield_result local_field(flowfield_workspace *ws, const gridpath_grid *grid, int *part, squad *q,
                                    const flowfield_options *options, int *reached) {
    gridpath_grid local;
    gridpath_point moved;
    flowfield_info info;
    flowfield_result r = flowfield_local_window(grid, &q->goal, 1, options, &q->win);
    if (r == FLOWFIELD_OK) r = flowfield_copy_window(grid, &q->win, part, &local);
    if (r != FLOWFIELD_OK) return r;
    moved.x = q->goal.x - q->win.x;
    moved.y = q->goal.y - q->win.y;
    r = flowfield_compute(ws, q->field, &local, &moved, 1, options, &info);
    *reached = (int)info.reached;
    return r;
}

/* The whole map's field against the local one: every window cell the same cost and flags (the
 * direction may differ where two steps are equally good), nothing reached outside. 1 if so. */
static int same_field(const flowfield_field *whole, const squad *q, int w, int h) {
    const float *cw = flowfield_costs(whole), *cl = flowfield_costs(q->field);
    const uint8_t *kw = flowfield_codes(whole), *kl = flowfield_codes(q->field);
    const unsigned flags = (unsigned)~FLOWFIELD_CODE_DIR_MASK & 0xFFu;
    int x, y;
    for (y = 0; y < h; y++)
        for (x = 0; x < w; x++) {
            const int lx = x - q->win.x, ly = y - q->win.y;
            const int inside = lx >= 0 && ly >= 0 && lx < q->win.width && ly < q->win.height;
            const size_t i = (size_t)y * (size_t)w + (size_t)x;
            if (!inside) {
                if (kw[i] & FLOWFIELD_CODE_REACHED) return 0;
                continue;
            }
            {
                const size_t j = (size_t)ly * (size_t)q->win.width + (size_t)lx;
                if (memcmp(&cw[i], &cl[j], sizeof(float)) != 0 || (kw[i] & flags) != (kl[j] & flags)) return 0;
            }
        }
    return 1;
}

/* does the squad's field reach the cell of (x, y), where it stands? */
static int reaches(const squad *q, float x, float y) {
    const int lx = (int)x - q->win.x, ly = (int)y - q->win.y;
    return lx >= 0 && ly >= 0 && lx < q->win.width && ly < q->win.height &&
           flowfield_costs(q->field)[(size_t)ly * (size_t)q->win.width + (size_t)lx] >= 0.0f;
}

/* orders not given: the calls of pick_goal that found no goal */
static int no_goal = 0;

/* a free cell within radius of (x, y), at least radius / 2 away along x or y; 0 if none found
 * (counted in no_goal) */
static int pick_goal(const gridpath_grid *grid, int x, int y, int radius, gridpath_point *goal) {
    int tries;
    for (tries = 0; tries < 400; tries++) {
        const int dx = draw(2 * radius + 1) - radius, dy = draw(2 * radius + 1) - radius;
        const int gx = x + dx, gy = y + dy;
        if (abs(dx) < radius / 2 && abs(dy) < radius / 2) continue;
        if (gx < 0 || gy < 0 || gx >= grid->width || gy >= grid->height) continue;
        if (grid->cells[(size_t)gy * (size_t)grid->width + (size_t)gx] <= 0) continue;
        goal->x = gx;
        goal->y = gy;
        return 1;
    }
    no_goal++;
    return 0;
}

static void colour(int k, unsigned char *rgb) { /* a strong colour per squad */
    const unsigned v = (unsigned)k * 2654435761u;
    rgb[0] = (unsigned char)(30 + (v >> 8) % 190);
    rgb[1] = (unsigned char)(30 + (v >> 16) % 190);
    rgb[2] = (unsigned char)(30 + (v >> 24) % 190);
}
static void dot(unsigned char *img, int w, int h, int x, int y, const unsigned char *rgb) {
    if (x >= 0 && y >= 0 && x < w && y < h) memcpy(img + 3 * ((size_t)y * (size_t)w + (size_t)x), rgb, 3);
}
/* an order's goal: a square in the squad's colour, a pixel wider than its cell on each side */
static void mark(unsigned char *img, int pw, int ph, int scale, gridpath_point g, const unsigned char *rgb) {
    int dx, dy;
    for (dy = -1; dy <= scale; dy++)
        for (dx = -1; dx <= scale; dx++) dot(img, pw, ph, g.x * scale + dx, g.y * scale + dy, rgb);
}

static int run(int argc, char **argv) {
    const char *map_file = NULL, *out = "squads.png";
    int w = 1024, h = 1024, squads = 400, size = 8, radius = 24, orders = 3, compare = 20, steps = 20000;
    int i, k, a, step = 0, status = 0, *cells = NULL, *part = NULL, side_x, side_y, fields = 0, compared = 0;
    int scale = 0, pw = 0, ph = 0, sized = 0;
    int arrived = 0, stranded = 0, replaced = 0, reached;
    long long reached_sum = 0; /* (fields x cells can pass an int's range) */
    double local_seconds = 0.0, cmp_local = 0.0, cmp_whole = 0.0;
    flowfield_options options = {GRIDPATH_MOVES_DEFAULT, FLOWFIELD_METRIC_EXACT, 0.0, 1}; /* line of sight on */
    flowfield_workspace *ws = NULL, *ws_whole = NULL;
    flowfield_field *whole = NULL;
    unsigned char *fields_memory = NULL, *img = NULL, *done_agent = NULL;
    squad *sq = NULL;
    float *ax = NULL, *ay = NULL;
    size_t field_bytes;
    gridpath_grid grid;
    flowfield_result r;
    flowfield_window biggest = {0, 0, 0, 0};
    const float speed = 0.35f;
    clock_t c0;
    for (i = 1; i < argc; i++) {
        const char *o = argv[i];
        const int left = argc - 1 - i;
        if (!strcmp(o, "--help") || !strcmp(o, "-h")) { fputs(usage, stdout); return 0; }
        else if (!strcmp(o, "--map") && left >= 1) map_file = argv[++i];
        else if (!strcmp(o, "--out") && left >= 1) out = argv[++i];
        else if (!strcmp(o, "--width") && left >= 1) w = (int)number(o, argv[++i], 16, 8192), sized = 1;
        else if (!strcmp(o, "--height") && left >= 1) h = (int)number(o, argv[++i], 16, 8192), sized = 1;
        else if (!strcmp(o, "--scale") && left >= 1) scale = (int)number(o, argv[++i], 1, 16);
        else if (!strcmp(o, "--squads") && left >= 1) squads = (int)number(o, argv[++i], 1, 5000);
        else if (!strcmp(o, "--size") && left >= 1) size = (int)number(o, argv[++i], 1, 64);
        else if (!strcmp(o, "--radius") && left >= 1) radius = (int)number(o, argv[++i], 2, 200);
        else if (!strcmp(o, "--orders") && left >= 1) orders = (int)number(o, argv[++i], 1, 1000);
        else if (!strcmp(o, "--compare") && left >= 1) compare = (int)number(o, argv[++i], 0, 1000000);
        else if (!strcmp(o, "--steps") && left >= 1) steps = (int)number(o, argv[++i], 1, 1000000);
        else if (!strcmp(o, "--seed") && left >= 1)
            seed_state = (unsigned long long)number(o, argv[++i], 0, 4000000000.0);
        else if (!strcmp(o, "--no-sight")) options.line_of_sight = 0;
        else if (!strcmp(o, "--metric") && left >= 1) options.metric = example_metric("squads", usage, argv[++i]);
        else return fail("unknown or incomplete option: ", o);
    }
    if (map_file && sized) return fail("--width and --height are for the generated map, not with --map", NULL);
    if (out && !example_can_write("squads", out)) return 1; /* before the run, not after it */
    if (map_file) { /* a Moving AI .map or a PNG (example_map.h) */
        int bad;
        if (!(cells = example_map_load("squads", map_file, &w, &h, &bad))) return bad ? 2 : 1;
    } else if ((cells = (int *)malloc(sizeof *cells * (size_t)w * (size_t)h)) != NULL) {
        /* buildings (walls) and patches of mud (cost 3) on open ground */
        for (i = 0; i < w * h; i++) cells[i] = 1;
        const int houses = (int)((double)w * h / 480.0), muds = houses / 8;
        for (k = 0; k < houses + muds; k++) {
            const int mud = k < muds, x0 = draw(w), y0 = draw(h);
            const int bw = mud ? 8 + draw(24) : 3 + draw(14), bh = mud ? 8 + draw(24) : 3 + draw(14);
            int x, y;
            for (y = y0; y < y0 + bh && y < h; y++)
                for (x = x0; x < x0 + bw && x < w; x++) cells[y * w + x] = mud ? 3 : 0;
        }
    }
    if (!cells) return fail("out of memory for the map", NULL);
    grid.cells = cells;
    grid.width = w;
    grid.height = h;
    options.max_distance = 2.0 * radius;
    /* the largest window one goal's field can need: the goal's cell grown by floor(max_distance) + 1,
     * and no larger than the map (a window is clipped to it) */
    side_x = side_y = 2 * (2 * radius + 1) + 1;
    if (side_x > w) side_x = w;
    if (side_y > h) side_y = h;
    field_bytes = flowfield_field_size(side_x, side_y);
    if ((double)field_bytes * squads > SQUADS_FIELDS_MAX) { /* (5000 squads at --radius 200 asked 18 GB) */
        fprintf(stderr, "squads: %d fields of %dx%d cells (--radius %d) would take %.1f GB, more than the %.0f GB "
                "squads allows: lower --squads (to %d at most here) or --radius\n", squads, side_x, side_y, radius,
                (double)field_bytes * squads / 1073741824.0, SQUADS_FIELDS_MAX / 1073741824.0,
                (int)(SQUADS_FIELDS_MAX / (double)field_bytes));
        status = 2;
        goto done;
    }
    ws = flowfield_workspace_create(side_x, side_y, NULL);
    part = (int *)malloc(sizeof *part * (size_t)side_x * (size_t)side_y);
    fields_memory = (unsigned char *)malloc(field_bytes * (size_t)squads);
    sq = (squad *)calloc((size_t)squads, sizeof *sq);
    ax = (float *)malloc(sizeof *ax * (size_t)squads * (size_t)size);
    ay = (float *)malloc(sizeof *ay * (size_t)squads * (size_t)size);
    done_agent = (unsigned char *)calloc((size_t)squads * (size_t)size, 1);
    if (compare > 0) {
        ws_whole = flowfield_workspace_create(w, h, NULL);
        whole = flowfield_field_create(w, h, NULL);
    }
    if (!ws || !part || !fields_memory || !sq || !ax || !ay || !done_agent || (compare > 0 && (!ws_whole || !whole))) {
        fprintf(stderr, "squads: out of memory (%d squads with %dx%d fields%s: try fewer --squads, a smaller "
                "--radius%s)\n", squads, side_x, side_y, compare > 0 ? ", and a whole-map field to compare" : "",
                compare > 0 ? " or --compare 0" : "");
        status = 1;
        goto done;
    }
    for (i = 0; i < w * h && cells[i] <= 0; i++) continue;
    if (i == w * h) {
        fprintf(stderr, "squads: the map has no free cell (all walls)\n");
        status = 1;
        goto done;
    }
    if (!scale) scale = (w > h ? w : h) >= 1024 ? 1 : 1024 / (w > h ? w : h);
    while (scale > 1 && (double)w * h * scale * scale > 64e6) scale--; /* at most 64 Mpixel */
    pw = w * scale;
    ph = h * scale;
    if (out && (double)pw * ph <= 64e6 && (img = (unsigned char *)malloc((size_t)pw * (size_t)ph * 3)) != NULL)
        for (i = 0; i < pw * ph; i++) { /* walls dark, ground light, dearer ground browner */
            const int c = cells[(i / pw / scale) * w + i % pw / scale], t = c <= 0 ? 0 : c > 9 ? 9 : c;
            img[3 * i] = (unsigned char)(c <= 0 ? 45 : 238 - 6 * t);
            img[3 * i + 1] = (unsigned char)(c <= 0 ? 45 : 240 - 12 * t);
            img[3 * i + 2] = (unsigned char)(c <= 0 ? 52 : 232 - 22 * t);
        }
    else if (out)
        printf("squads: the %dx%d map is too big for a picture: none written\n", w, h);
    /* each squad on a random free cell, its agents spread inside it, and its first order */
    for (k = 0; k < squads; k++) {
        squad *q = &sq[k];
        int c;
        do c = draw(w * h); while (cells[c] <= 0);
        q->field = flowfield_field_init(fields_memory + field_bytes * (size_t)k, field_bytes, side_x, side_y);
        for (a = 0; a < size; a++) {
            ax[k * size + a] = (float)(c % w) + 0.2f + 0.6f * (float)draw(1000) / 1000.0f;
            ay[k * size + a] = (float)(c / w) + 0.2f + 0.6f * (float)draw(1000) / 1000.0f;
        }
        q->active = pick_goal(&grid, c % w, c / w, radius, &q->goal);
    }
    if (no_goal == squads) { /* (so far, the first orders' count) */
        fprintf(stderr, "squads: no squad found a goal: a free cell within --radius %d of it, at least %d away along x or y\n"
                "  (the %dx%d map is too small or too walled for that radius: try a smaller --radius)\n",
                radius, radius / 2, w, h);
        status = 1;
        goto done;
    }
    printf("squads: %dx%d %s, %d squads of %d agents, orders within %d cells, fields to cost %d (%s%s)\n", w, h,
           map_file ? map_file : "generated map (buildings, mud costing 3)", squads, size, radius, 2 * radius,
           options.metric == FLOWFIELD_METRIC_BFS ? "bfs" : "exact", options.line_of_sight ? ", line of sight" : "");
    for (;;) {
        int active = 0;
        /* the squads with a new order: their fields (the first few on the whole map too) */
        for (k = 0; k < squads; k++) {
            squad *q = &sq[k];
            int tries;
            double took = 0.0;
            if (!q->active || q->win.width) continue; /* no order, or its field is there */
            for (tries = 1;; tries++) { /* an order whose field misses the squad: another one */
                c0 = clock();
                r = local_field(ws, &grid, part, q, &options, &reached);
                took = (double)(clock() - c0) / CLOCKS_PER_SEC;
                local_seconds += took;
                if (r != FLOWFIELD_OK) {
                    fprintf(stderr, "squads: order %d of squad %d, goal (%d, %d): %s\n", q->orders + 1, k, q->goal.x,
                            q->goal.y, flowfield_result_string(r));
                    status = 1;
                    goto done;
                }
                fields++;
                reached_sum += reached;
                if (reaches(q, ax[k * size], ay[k * size])) break;
                replaced++;
                if (tries == 20 || !pick_goal(&grid, (int)ax[k * size], (int)ay[k * size], radius, &q->goal)) {
                    q->active = 0;
                    break;
                }
            }
            if (!q->active) continue;
            if (img) {
                unsigned char tint[3];
                colour(k, tint);
                mark(img, pw, ph, scale, q->goal, tint);
            }
            if (q->win.width * q->win.height > biggest.width * biggest.height) biggest = q->win;
            if (compared < compare) {
                cmp_local += took;
                c0 = clock();
                r = flowfield_compute(ws_whole, whole, &grid, &q->goal, 1, &options, NULL);
                cmp_whole += (double)(clock() - c0) / CLOCKS_PER_SEC;
                if (r != FLOWFIELD_OK || !same_field(whole, q, w, h)) {
                    printf("MISMATCH: squad %d's order to (%d, %d): the local field differs from the whole map's\n", k,
                           q->goal.x, q->goal.y);
                    status = 1;
                    goto done;
                }
                compared++;
            }
        }
        if (step == steps) break;
        /* one step: every agent on its way samples its squad's field */
        for (k = 0; k < squads; k++) {
            squad *q = &sq[k];
            int left = 0;
            unsigned char tint[3];
            if (!q->active) continue;
            colour(k, tint);
            active++;
            for (a = k * size; a < (k + 1) * size; a++) {
                float fx, fy;
                flowfield_vec2 v;
                if (done_agent[a]) continue;
                fx = ax[a] - (float)q->win.x;
                fy = ay[a] - (float)q->win.y;
                v = flowfield_sample(q->field, fx, fy);
                if (v.x == 0.0f && v.y == 0.0f) { /* a goal cell, or a cell the field did not reach */
                    if ((int)ax[a] == q->goal.x && (int)ay[a] == q->goal.y) arrived++;
                    else stranded++;
                    done_agent[a] = 1;
                    continue;
                }
                ax[a] += v.x * speed;
                ay[a] += v.y * speed;
                left++;
                if (img) dot(img, pw, ph, (int)(ax[a] * (float)scale), (int)(ay[a] * (float)scale), tint);
            }
            if (left == 0) { /* all there (or stranded): the next order from the goal */
                q->orders++;
                q->win.width = 0;
                for (a = k * size; a < (k + 1) * size; a++) done_agent[a] = 0;
                q->active = q->orders < orders && pick_goal(&grid, q->goal.x, q->goal.y, radius, &q->goal);
            }
        }
        if (!active) break;
        step++;
        if (example_progress_due()) /* long runs: how far */
            fprintf(stderr, "squads: step %d, %d squads on their way, %d fields so far\n", step, active, fields);
    }
    printf("orders: %d local fields in %.1f ms, %.4f ms each on average (the largest window %dx%d, %lld cells reached\n"
           "  on average); %d of them for orders replaced because their field did not reach the squad (cost over %d)\n",
           fields, 1000.0 * local_seconds, fields ? 1000.0 * local_seconds / fields : 0.0, biggest.width,
           biggest.height, fields ? reached_sum / fields : 0LL, replaced, 2 * radius);
    if (compared)
        printf("compare: %d orders on the whole %dx%d map too: %.4f ms each against %.4f ms local (%.*fx); same costs\n"
               "  and flags in every window cell, nothing reached outside\n",
               compared, w, h, 1000.0 * cmp_whole / compared, 1000.0 * cmp_local / compared,
               cmp_whole >= 10.0 * cmp_local ? 0 : 2, cmp_local > 0.0 ? cmp_whole / cmp_local : 0.0);
    printf("agents: %d arrivals, %d stranded (the order's field did not reach them), after %d steps%s\n", arrived,
           stranded, step, step == steps ? " (the --steps limit: some squads were still on their way)" : "");
    if (no_goal)
        printf("squads: %d order%s not given (the squad stopped there): no goal found within --radius %d of it\n"
               "  (walled in, or near the map's edge: a smaller --radius finds more)\n", no_goal, no_goal > 1 ? "s" : "",
               radius);
    if (img) {
        if (!example_write_png("squads", out, pw, ph, img)) status = 1;
        else printf("wrote %s (%dx%d: each squad's track and goals in its colour)\n", out, pw, ph);
    }
done:
    free(img);
    free(done_agent);
    free(ax);
    free(ay);
    free(sq);
    free(fields_memory);
    free(part);
    flowfield_field_destroy(whole);
    flowfield_workspace_destroy(ws_whole);
    flowfield_workspace_destroy(ws);
    free(cells);
    return status;
}

/* the run, then its standard output checked (a full disk is a failed run) */
int main(int argc, char **argv) { return example_exit_status("squads", run(argc, argv)); }
