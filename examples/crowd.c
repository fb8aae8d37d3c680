/* crowd: one flow field steers a whole crowd to a goal (or to the nearest of several exits).
 *   build/crowd                                   a generated town, 2000 agents
 *   build/crowd --map ../shared/movingai/maps/den520d.map --goal 60 40 --agents 5000
 *   build/crowd --map docs/images/tilemap_map.png --goal 61 24
 *   build/crowd --metric bfs --goal 10 50 --goal 150 50     one BFS, two exits
 * Writes PREFIX_field.png (cost to the goal as a colour ramp, flow arrows; with several goals a
 * black line where the cells leading to one goal meet those leading to another) and PREFIX_0..3.png
 * (the crowd at four moments), and prints how many agents arrived and the time per step; with
 * several goals, per goal how many agents start in its region (flowfield_goal_regions) and how
 * many arrive there.
 * Without --steps the crowd walks until every agent has arrived.
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
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "example_args.h"
#include "example_map.h"
#include "example_png.h"
#include <time.h>

#define CROWD_MAX_STEPS 100000 /* without --steps: walk until all arrive, at most this many */
#define CROWD_STR(n) CROWD_STR2(n)
#define CROWD_STR2(n) #n

static const char *usage =
    "usage: crowd [--map FILE.map|FILE.png] [--goal X Y ...] [--metric exact|octile|bfs]\n"
    "             [--no-sight] [--agents N] [--steps T] [--speed S] [--scale PIXELS_PER_CELL]\n"
    "             [--out PREFIX] [--help]\n"
    "  no --map: a generated 160x100 town (houses, a muddy field costing 4)\n"
    "  --goal defaults to the free cell nearest the map's centre; give it up to 16 times for\n"
    "  several goals (each agent heads for the nearest; per goal it prints the agents that start\n"
    "  in its region and those that arrive there); --metric exact (octile steps times the\n"
    "  cell's cost, the default; octile is the same, the bench's name for it) or bfs (every step\n"
    "  1, costs ignored); --no-sight: no line of sight (the sampled flow everywhere); --agents\n"
    "  2000; --steps: by default until every agent has arrived (at most " CROWD_STR(CROWD_MAX_STEPS) "\n"
    "  steps), frames at 0, 1/3, 2/3 and the end of the steps; --speed 0.35 cells per step\n"
    "  (0.001..0.5), --out crowd (writes crowd_field.png, crowd_0..3.png); --scale 1..64 (default\n"
    "  by map size; lowered to keep a picture within 100 Mpixel)\n";

static int fail(const char *message, const char *detail) {
    return fprintf(stderr, "crowd: %s%s\n%s", message, detail ? detail : "", usage), 2;
}

/* a number in lo..hi (a whole one unless real), or exit 2 with a message (example_args.h) */
static double number(const char *option, const char *text, double lo, double hi, int real) {
    return example_number("crowd", usage, option, text, lo, hi, real);
}

/* how many agents stand in a goal cell (agents stay there: the flow never leads out); with a
 * region array (several goals), also how many in each goal's cell: per_goal[region of the cell] */
static int arrivals(const flowfield_field *field, int w, int h, const float *ax, const float *ay, int agents,
                    const int *region, int *per_goal) {
    int i, n = 0;
    for (i = 0; i < agents; i++)
        if (ax[i] >= 0.0f && ay[i] >= 0.0f && ax[i] < (float)w && ay[i] < (float)h) {
            const int c = (int)ay[i] * w + (int)ax[i];
            if (!(flowfield_codes(field)[c] & FLOWFIELD_CODE_GOAL)) continue;
            n++;
            if (region) per_goal[region[c]]++;
        }
    return n;
}

/* one step of the crowd: each agent samples the field and moves speed cells along it */
static void step(const flowfield_field *field, float *ax, float *ay, int agents, float speed) {
    int i;
    for (i = 0; i < agents; i++) {
        flowfield_vec2 v = flowfield_sample(field, ax[i], ay[i]);
        ax[i] += v.x * speed;
        ay[i] += v.y * speed;
    }
}

static void ramp(float t, unsigned char *rgb) { /* dark blue -> cyan -> yellow -> red */
    static const float stops[5][3] = {{40, 30, 110}, {40, 130, 230}, {60, 210, 170}, {245, 210, 60}, {210, 50, 40}};
    int i = t >= 1.0f ? 3 : (int)(t * 4.0f), k;
    float f = t * 4.0f - (float)i;
    for (k = 0; k < 3; k++) rgb[k] = (unsigned char)(stops[i][k] + (stops[i + 1][k] - stops[i][k]) * (f > 1 ? 1 : f));
}

static const unsigned char white[3] = {255, 255, 255}, black[3] = {0, 0, 0};
static void dot(unsigned char *img, int pw, int ph, int x, int y, const unsigned char *c) {
    if (x >= 0 && y >= 0 && x < pw && y < ph) memcpy(img + 3 * ((size_t)y * (size_t)pw + (size_t)x), c, 3);
}

static int save(const char *prefix, const char *which, int pw, int ph, const unsigned char *img) {
    char name[512];
    snprintf(name, sizeof name, "%s_%s.png", prefix, which);
    if (!example_write_png("crowd", name, pw, ph, img)) return 0;
    return printf("wrote %s\n", name), 1;
}

static int run(int argc, char **argv) {
    const char *map_file = NULL, *prefix = "crowd";
    int w = 160, h = 100, agents = 2000, steps = 0, scale = 0, status = 0, i, t, *cells;
    flowfield_workspace *ws = NULL;
    flowfield_field *field = NULL;
    unsigned char *base = NULL, *img = NULL;
    float *ax = NULL, *ay = NULL;
    float speed = 0.35f;
    gridpath_point goals[16];
    int goal_count = 0, steps_given = 0;
    /* several goals: which one each cell's flow leads to, and per goal the agents that start in
     * its region and those that arrive there */
    int *region = NULL, headed[16] = {0}, reached_goal[16] = {0};
    /* exact costs and line of sight unless told otherwise; one field for everyone */
    flowfield_options options = {GRIDPATH_MOVES_DEFAULT, FLOWFIELD_METRIC_EXACT, 0.0, 1};
    /* (declared here, not where first set: C++ rejects a goto done past an initialisation) */
    gridpath_grid grid;
    flowfield_info info;
    flowfield_result r;
    clock_t c0;
    const float *cost;
    float top;
    int pw, ph, spacing, frame = 0, arrived;
    double seconds = 0.0;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        int left = argc - 1 - i;
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) { fputs(usage, stdout); return 0; }
        else if (!strcmp(a, "--map") && left >= 1) map_file = argv[++i];
        else if (!strcmp(a, "--out") && left >= 1) { /* a prefix: "" would write _field.png */
            prefix = argv[++i];
            if (!*prefix) return fail("--out wants a prefix for the pictures' names, not an empty one", NULL);
        }
        else if (!strcmp(a, "--agents") && left >= 1) agents = (int)number(a, argv[++i], 1, 1000000, 0);
        else if (!strcmp(a, "--steps") && left >= 1) steps = (int)number(a, argv[++i], 1, 1000000000, 0), steps_given = 1;
        /* --speed from 0.001: slower, CROWD_MAX_STEPS steps would end a run before an agent crossed a map */
        else if (!strcmp(a, "--speed") && left >= 1) speed = (float)number(a, argv[++i], 0.001, 0.5, 1);
        else if (!strcmp(a, "--scale") && left >= 1) scale = (int)number(a, argv[++i], 1, 64, 0);
        else if (!strcmp(a, "--no-sight")) options.line_of_sight = 0;
        else if (!strcmp(a, "--metric") && left >= 1) options.metric = example_metric("crowd", usage, argv[++i]);
        else if (!strcmp(a, "--goal") && left >= 2) {
            if (goal_count == (int)(sizeof goals / sizeof goals[0])) return fail("at most 16 goals", NULL);
            goals[goal_count].x = (int)number("--goal X", argv[i + 1], 0, 1000000000, 0);
            goals[goal_count++].y = (int)number("--goal Y", argv[i + 2], 0, 1000000000, 0);
            i += 2;
        } else return fail("unknown or incomplete option: ", a);
    }
    { /* the first picture's name, before the run, not after it */
        char name[512];
        snprintf(name, sizeof name, "%s_field.png", prefix);
        if (!example_can_write("crowd", name)) return 1;
    }
    if (map_file) { /* a Moving AI .map or a PNG (example_map.h) */
        int bad;
        if (!(cells = example_map_load("crowd", map_file, &w, &h, &bad))) return bad ? 2 : 1;
    } else { /* a town: houses (walls) on open ground, and a muddy field */
        if (!(cells = (int *)malloc(sizeof *cells * (size_t)w * (size_t)h))) return fail("out of memory", NULL);
        for (i = 0; i < w * h; i++) cells[i] = (i % w > 95 && i % w < 130 && i / w > 55 && i / w < 90) ? 4 : 1;
        for (i = 0; i < 60; i++) {
            int x0 = rand() % w, y0 = rand() % h, bw = 3 + rand() % 12, bh = 3 + rand() % 9, x, y;
            if (abs(x0 - w / 2) < 16 && abs(y0 - h / 2) < 10) continue; /* keep the square open */
            for (y = y0; y < y0 + bh && y < h; y++)
                for (x = x0; x < x0 + bw && x < w; x++) cells[y * w + x] = 0;
        }
    }
    for (i = 0; i < w * h && cells[i] <= 0; i++) continue;
    if (i == w * h) {
        fprintf(stderr, "crowd: the map has no free cell (all walls)\n");
        status = 1;
        goto done;
    }
    for (t = 0; t < goal_count; t++) {
        if (goals[t].x < w && goals[t].y < h) continue;
        fprintf(stderr, "crowd: --goal %d %d is outside the %dx%d map: 0 <= X <= %d, 0 <= Y <= %d\n",
                goals[t].x, goals[t].y, w, h, w - 1, h - 1);
        status = 2;
        goto done;
    }
    if (goal_count == 0) { /* the free cell nearest the centre */
        long best = -1;
        for (i = 0; i < w * h; i++) {
            long d = (long)(i % w - w / 2) * (i % w - w / 2) + (long)(i / w - h / 2) * (i / w - h / 2);
            if (cells[i] > 0 && (best < 0 || d < best)) { best = d; goals[0].x = i % w; goals[0].y = i / w; }
        }
        goal_count = 1;
    }
    /* one field for everyone; it is what each agent reads every step */
    grid.cells = cells;
    grid.width = w;
    grid.height = h;
    ws = flowfield_workspace_create(w, h, NULL);
    field = flowfield_field_create(w, h, NULL);
    if (!ws || !field) {
        fprintf(stderr, "crowd: out of memory for the %dx%d field (try a smaller map)\n", w, h);
        status = 1;
        goto done;
    }
    c0 = clock();
    r = flowfield_compute(ws, field, &grid, goals, goal_count, &options, &info);
    if (r != FLOWFIELD_OK) {
        if (info.goal_index >= 0) { /* the one bad goal: a wall */
            fprintf(stderr, "crowd: --goal %d %d: %s (choose a free cell)\n", goals[info.goal_index].x,
                    goals[info.goal_index].y, flowfield_result_string(r));
            status = 2;
        } else
            status = fail("flowfield_compute: ", flowfield_result_string(r));
        goto done;
    }
    printf("field: %dx%d, %s, %d goal%s (%s(%d,%d)), %d cells reached, %d see a goal, max cost %.2f, "
           "%.2f ms\n", w, h, options.metric == FLOWFIELD_METRIC_BFS ? "bfs" : "exact", goal_count, goal_count > 1 ? "s" : "",
           goal_count > 1 ? "the first " : "", goals[0].x, goals[0].y, (int)info.reached, (int)info.sight, info.max_cost,
           1e3 * (double)(clock() - c0) / CLOCKS_PER_SEC);

    if (goal_count > 1) { /* which goal each cell's flow leads to */
        if (!(region = (int *)malloc(sizeof(int) * (size_t)w * (size_t)h))) {
            fprintf(stderr, "crowd: out of memory for the goal regions\n");
            status = 1;
            goto done;
        }
        if ((r = flowfield_goal_regions(field, goals, goal_count, region)) != FLOWFIELD_OK) {
            status = fail("flowfield_goal_regions: ", flowfield_result_string(r));
            goto done;
        }
    }
    /* picture: colour = cost to the goal (mud darker), arrows = the sampled steering; with several
     * goals a black line between cells that lead to different goals */
    cost = flowfield_costs(field);
    top = info.max_cost > 0 ? (float)info.max_cost : 1.0f;
    if (scale <= 0) scale = w * h > 200000 ? 2 : w * h > 40000 ? 3 : 6;
    while (scale > 1 && (double)w * h * scale * scale > 1e8) scale--; /* 100 Mpixel */
    pw = w * scale;
    ph = h * scale;
    spacing = scale >= 6 ? 3 : 6;
    base = (unsigned char *)malloc((size_t)pw * (size_t)ph * 3), img = (unsigned char *)malloc((size_t)pw * (size_t)ph * 3);
    if (!base || !img) {
        fprintf(stderr, "crowd: out of memory for a %dx%d picture (try a smaller --scale)\n", pw, ph);
        status = 1;
        goto done;
    }
    for (i = 0; i < pw * ph; i++) {
        int c = (i / pw / scale) * w + (i % pw) / scale, k;
        unsigned char *p = base + 3 * (size_t)i;
        if (cost[c] < 0) memset(p, cells[c] > 0 ? 70 : 25, 3);
        else for (ramp(cost[c] / top, p), k = 0; k < 3 && cells[c] > 1; k++) p[k] = (unsigned char)(p[k] * 3 / 4);
    }
    for (i = 0; region && i < w * h; i++) { /* a region's right and bottom edges, where another begins */
        int x = i % w, y = i / w, k;
        if (region[i] < 0) continue;
        if (x + 1 < w && region[i + 1] >= 0 && region[i + 1] != region[i])
            for (k = 0; k < scale; k++) dot(base, pw, ph, (x + 1) * scale - 1, y * scale + k, black);
        if (y + 1 < h && region[i + w] >= 0 && region[i + w] != region[i])
            for (k = 0; k < scale; k++) dot(base, pw, ph, x * scale + k, (y + 1) * scale - 1, black);
    }
    memcpy(img, base, (size_t)pw * (size_t)ph * 3);
    for (i = 0; i < w * h; i++) {
        int x = i % w, y = i / w, k;
        if (x % spacing != spacing / 2 || y % spacing != spacing / 2 || cost[i] <= 0) continue;
        flowfield_vec2 v = flowfield_sample(field, (float)x + 0.5f, (float)y + 0.5f);
        for (k = 0; k <= spacing * scale * 3 / 5; k++) { /* white shaft, dark head */
            int px = x * scale + scale / 2 + (int)(v.x * (float)k), py = y * scale + scale / 2 + (int)(v.y * (float)k);
            int head = k > spacing * scale * 2 / 5;
            dot(img, pw, ph, px, py, head ? black : white);
            if (head) dot(img, pw, ph, px + 1, py + 1, black);
        }
    }
    if (!save(prefix, "field", pw, ph, img)) { status = 1; goto done; }

    /* the crowd: agents on random reached cells, each step one sample and a move */
    for (i = 0; i < w * h && cost[i] <= 0; i++) continue;
    if (i == w * h) {
        fprintf(stderr, "crowd: no cell but the goal reaches it: nowhere to place agents "
                        "(choose a goal in a larger open area, --goal X Y)\n");
        status = 1;
        goto done;
    }
    ax = (float *)malloc(sizeof(float) * (size_t)agents), ay = (float *)malloc(sizeof(float) * (size_t)agents);
    if (!ax || !ay) { fprintf(stderr, "crowd: out of memory for the agents\n"); status = 1; goto done; }
    for (i = 0; i < agents;) {
        int c = rand() % (w * h);
        if (cost[c] <= 0) continue;
        ax[i] = (float)(c % w) + 0.01f + 0.98f * (float)rand() / (float)RAND_MAX;
        ay[i++] = (float)(c / w) + 0.01f + 0.98f * (float)rand() / (float)RAND_MAX;
    }
    for (i = 0; region && i < agents; i++) {
        const int g = region[(int)ay[i] * w + (int)ax[i]];
        if (g >= 0) headed[g]++;
    }
    if (steps == 0) { /* no --steps: first walk copies of the agents until all have arrived */
        float *bx = (float *)malloc(sizeof(float) * (size_t)agents), *by = (float *)malloc(sizeof(float) * (size_t)agents);
        if (!bx || !by) { fprintf(stderr, "crowd: out of memory for the agents\n"); free(bx), free(by); status = 1; goto done; }
        memcpy(bx, ax, sizeof(float) * (size_t)agents);
        memcpy(by, ay, sizeof(float) * (size_t)agents);
        for (steps = 1; steps < CROWD_MAX_STEPS; steps++) {
            int there;
            step(field, bx, by, agents, speed);
            if ((there = arrivals(field, w, h, bx, by, agents, NULL, NULL)) == agents) break;
            if (example_progress_due()) /* long runs: how far */
                fprintf(stderr, "crowd: counting the steps every agent needs: step %d, %d of %d there\n", steps, there,
                        agents);
        }
        free(bx), free(by);
    }
    for (t = 0; t <= steps; t++) {
        if (t == frame * steps / 3) { /* frames at 0, 1/3, 2/3 and the end */
            char which[16];
            memcpy(img, base, (size_t)pw * (size_t)ph * 3);
            for (i = 0; i < agents; i++) {
                int px = (int)(ax[i] * (float)scale), py = (int)(ay[i] * (float)scale);
                dot(img, pw, ph, px, py, white);
                dot(img, pw, ph, px + 1, py, white);
            }
            snprintf(which, sizeof which, "%d", frame++);
            if (!save(prefix, which, pw, ph, img)) { status = 1; goto done; }
        }
        if (t == steps) break;
        c0 = clock();
        step(field, ax, ay, agents, speed);
        seconds += (double)(clock() - c0) / CLOCKS_PER_SEC;
        if (example_progress_due()) fprintf(stderr, "crowd: step %d of %d\n", t + 1, steps);
    }
    arrived = arrivals(field, w, h, ax, ay, agents, region, reached_goal);
    printf("crowd: %d of %d agents arrived after %d steps; %.1f us per step (%.1f ns per agent)\n", arrived, agents,
           steps, 1e6 * seconds / steps, 1e9 * seconds / steps / agents);
    if (arrived < agents)
        printf("crowd: %d still on their way (%s)\n", agents - arrived,
               steps_given ? "give more --steps, or none to walk until all arrive" : "after " CROWD_STR(CROWD_MAX_STEPS) " steps: stuck");
    if (region) /* where they went: the goal region each started in, and the goal cell each stands in */
        for (t = 0; t < goal_count; t++)
            if (region[goals[t].y * w + goals[t].x] == t) /* (a goal given twice: its first) */
                printf("crowd: goal %d (%d,%d): %d agents started in its region, %d arrived there\n", t, goals[t].x,
                       goals[t].y, headed[t], reached_goal[t]);
done: /* every exit after the map is made: free it all */
    flowfield_field_destroy(field);
    flowfield_workspace_destroy(ws);
    free(ax), free(ay), free(base), free(img), free(cells), free(region);
    return status;
}

/* the run, then its standard output checked (a full disk is a failed run) */
int main(int argc, char **argv) { return example_exit_status("crowd", run(argc, argv)); }
