/* tilemap: a path across a tile map read from a PNG or a Moving AI .map (or made up), drawn into
 * a PNG.
 *   build/tilemap --map docs/images/tilemap_map.png --start 2 24 --goal 61 24 --out path.png
 *   build/tilemap --map ../shared/movingai/maps/arena.map
 *   build/tilemap --random 40 20 0.3 7
 * Grey levels of the input (luminance L, 0..255, of any PNG):  L < 64 is a wall; otherwise
 * the cost of entering the cell is 1 + (255 - L) / 24, so white is 1 and the darkest grey 8.
 * A .map (as crowd and squads read it): ground ('.', 'G', 'S') costs 1, the rest are walls.
 * The picture shades what the search did (astar_workspace_cell_state): expanded, left open. */
#define ASTAR_IMPLEMENTATION
#include "astar.h"
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
#include "example_args.h"
#include "example_map.h"
#include "example_png.h"

static const char *usage =
    "usage: tilemap (--map FILE.png|FILE.map | --random W H [DENSITY [SEED]]) [--start X Y]\n"
    "               [--goal X Y] [--out FILE.png] [--moves 4|8] [--scale PIXELS_PER_CELL] [--partial]\n"
    "               [--help]\n"
    "  --map     grey PNG: luminance < 64 is a wall, else cost 1 + (255 - L) / 24 (white = 1);\n"
    "            or a Moving AI .map: '.', 'G', 'S' ground costs 1, anything else is a wall\n"
    "  --random  W x H cells, DENSITY (0..0.9, default 0.25) of them walls, a tenth of the rest\n"
    "            mud (cost 4); SEED (default 1) fixes the map\n"
    "  start/goal default to the first and the last free cell; --out defaults to tilemap.png\n"
    "  --partial if the goal is a wall (--map) or cannot be reached, go to the reachable cell\n"
    "            closest to it (astar.h options.partial: a click on a wall walks up to it)\n"
    "  Writes the map with the path (red), start (green), goal (blue), the cells the search\n"
    "  expanded (blue tint; 'o' in the text) and left open (green tint); prints small maps.\n";

static int fail(const char *message, const char *detail) {
    fprintf(stderr, "tilemap: %s%s\n%s", message, detail ? detail : "", usage);
    return 2;
}

/* a whole number in lo..hi, or exit 2 with a message (example_args.h) */
static int whole(const char *option, const char *text, long lo, long hi) {
    return (int)example_number("tilemap", usage, option, text, (double)lo, (double)hi, 0);
}

/* start and goal markers: at least 9 pixels wide however small the cells are drawn */
static int near(int px, int py, gridpath_point cell, int scale) {
    int r = scale / 2 > 4 ? scale / 2 : 4, cx = cell.x * scale + scale / 2,
        cy = cell.y * scale + scale / 2;
    return abs(px - cx) <= r && abs(py - cy) <= r;
}

static int run(int argc, char **argv) {
    const char *map_file = NULL, *out_file = "tilemap.png";
    int width = 0, height = 0, seed = 0, scale = 0, moves = 8, partial = 0, i;
    double density = 0.0;
    gridpath_point start = {-1, -1}, goal = {-1, -1};
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        int left = argc - 1 - i;
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) { fputs(usage, stdout); return 0; }
        else if (!strcmp(a, "--map") && left >= 1) map_file = argv[++i];
        else if (!strcmp(a, "--out") && left >= 1) out_file = argv[++i];
        else if (!strcmp(a, "--partial")) partial = 1;
        else if (!strcmp(a, "--scale") && left >= 1) scale = whole(a, argv[++i], 1, 64);
        else if (!strcmp(a, "--moves") && left >= 1) { /* 4 or 8, and one message for anything else */
            const char *text = argv[++i];
            if (strcmp(text, "4") && strcmp(text, "8")) return fail("--moves must be 4 or 8, not ", text);
            moves = text[0] - '0';
        }
        else if (!strcmp(a, "--start") && left >= 2) {
            start.x = whole("--start X", argv[i + 1], 0, 1000000000);
            start.y = whole("--start Y", argv[i + 2], 0, 1000000000);
            i += 2;
        } else if (!strcmp(a, "--goal") && left >= 2) {
            goal.x = whole("--goal X", argv[i + 1], 0, 1000000000);
            goal.y = whole("--goal Y", argv[i + 2], 0, 1000000000);
            i += 2;
        } else if (!strcmp(a, "--random")) { /* W H [DENSITY [SEED]]: up to the next --option */
            const int given = example_values_after(argc, argv, i, 4);
            if (given < 2) return fail("--random needs W and H (DENSITY and SEED may follow)", NULL);
            width = whole("--random W", argv[i + 1], 1, 4096);
            height = whole("--random H", argv[i + 2], 1, 4096);
            density = given >= 3 ? example_number("tilemap", usage, "--random DENSITY", argv[i + 3], 0.0, 0.9, 1)
                                 : 0.25;
            seed = given == 4 ? whole("--random SEED", argv[i + 4], -1000000000, 1000000000) : 1;
            i += given;
        } else return fail("unknown or incomplete option: ", a);
    }
    if (!map_file == !width)
        return fail("give exactly one of --map FILE or --random W H [DENSITY [SEED]]", NULL);
    if (!example_can_write("tilemap", out_file)) return 1; /* before the search, not after it */

    int *cells;
    if (map_file) { /* a PNG by the grey-level rule of the header comment, or a .map (example_map.h) */
        int bad;
        /* (a bad input file exits 2, as a bad argument) */
        if (!(cells = example_map_load("tilemap", map_file, &width, &height, &bad))) return bad ? 2 : 1;
        if ((size_t)width * (size_t)height > ASTAR_MAX_CELLS) {
            free(cells);
            return fail("the map has too many cells for astar.h (ASTAR_MAX_CELLS)", NULL);
        }
    } else {
        if (!(cells = (int *)malloc(sizeof(int) * (size_t)width * (size_t)height)))
            return fail("out of memory", NULL);
        srand((unsigned)seed);
        for (i = 0; i < width * height; i++) {
            double r = rand() / (RAND_MAX + 1.0);
            cells[i] = r < density ? 0 : r < density + (1.0 - density) * 0.1 ? 4 : 1;
        }
        if (start.x >= 0 && start.x < width && start.y >= 0 && start.y < height)
            cells[start.y * width + start.x] = 1;
        if (goal.x >= 0 && goal.x < width && goal.y >= 0 && goal.y < height)
            cells[goal.y * width + goal.x] = 1;
    }
    if (start.x >= width || start.y >= height || goal.x >= width || goal.y >= height) {
        fprintf(stderr, "tilemap: --start and --goal must be inside the %dx%d map: 0 <= X <= %d, "
                        "0 <= Y <= %d\n", width, height, width - 1, height - 1);
        free(cells);
        return 2;
    }
    for (i = 0; i < width * height && cells[i] <= 0; i++) continue;
    if (i == width * height) { /* no start or goal to default to, and no path to draw */
        fprintf(stderr, "tilemap: the map has no free cell (all walls)\n");
        free(cells);
        return 1;
    }
    for (i = 0; i < width * height && start.x < 0; i++)
        if (cells[i] > 0) { start.x = i % width; start.y = i / width; }
    for (i = width * height - 1; i >= 0 && goal.x < 0; i--)
        if (cells[i] > 0) { goal.x = i % width; goal.y = i / width; }

    /* The engine-side part: one workspace, made once (a game keeps it for every search). */
    gridpath_grid grid = {cells, width, height};
    size_t bytes = astar_workspace_size(width, height);
    void *memory = malloc(bytes);
    astar_workspace *ws = memory ? astar_workspace_init(memory, bytes, width, height) : NULL;
    int32_t *path = (int32_t *)malloc(sizeof(int32_t) * (size_t)width * (size_t)height);
    if (!ws || !path) return fail("out of memory for the workspace", NULL);
    astar_options options;
    memset(&options, 0, sizeof options); /* the defaults (in C, = {0} does it too) */
    options.moves = moves == 8 ? GRIDPATH_MOVES_8_NO_CORNER_CUT : GRIDPATH_MOVES_4;
    options.min_cost = astar_grid_min_cost(&grid); /* keeps the heuristic tight on weighted maps */
    options.partial = partial;
    astar_info info;
    astar_result r = astar_find_path(ws, &grid, start, goal, &options, path, width * height, &info);
    printf("map %dx%d (%s), %d moves, start (%d,%d), goal (%d,%d): %s\n", width, height,
           map_file ? map_file : "random", moves, start.x, start.y, goal.x, goal.y,
           astar_result_string(r));
    const int found = r == ASTAR_OK || r == ASTAR_PARTIAL_PATH;
    if (found)
        printf("path: %d cells, cost %.4f; expanded %u, pushed %u, largest open set %u\n",
               (int)info.path_length, info.cost, (unsigned)info.stats.expanded,
               (unsigned)info.stats.pushed, (unsigned)info.stats.max_open);
    if (!partial && (r == ASTAR_GOAL_BLOCKED || r == ASTAR_NO_PATH))
        printf("(--partial walks to the reachable cell closest to the goal instead)\n");
    if (r == ASTAR_PARTIAL_PATH)
        printf("partial: it ends at (%d,%d), the reachable cell closest to the goal\n",
               (int)(path[info.path_length - 1] % width), (int)(path[info.path_length - 1] / width));

    /* Picture and text: cost shades (white 1 .. brown 8), walls dark, path, start, goal. */
    char *mark = (char *)calloc((size_t)width * (size_t)height, 1);
    if (!mark) return fail("out of memory", NULL);
    for (i = 0; i < width * height; i++) { /* what the search touched: 2 expanded, 1 open */
        gridpath_point p = {i % width, i / width};
        int state = astar_workspace_cell_state(ws, p);
        mark[i] = state == 2 ? 'o' : state == 1 ? '+' : 0;
    }
    for (i = 0; found && i < info.path_length; i++) mark[path[i]] = '*';
    if (start.x >= 0 && start.x < width && start.y >= 0 && start.y < height)
        mark[start.y * width + start.x] = 'S';
    if (goal.x >= 0 && goal.x < width && goal.y >= 0 && goal.y < height)
        mark[goal.y * width + goal.x] = 'G';
    if (width <= 100 && height <= 60) {
        for (i = 0; i < width * height; i++) {
            int c = cells[i] <= 0 ? '#' : cells[i] == 1 ? '.' : '0' + (cells[i] > 9 ? 9 : cells[i]);
            if (mark[i] == '*' || mark[i] == 'S' || mark[i] == 'G' || (mark[i] == 'o' && c == '.'))
                c = mark[i];
            putchar(c);
            if (i % width == width - 1) putchar('\n');
        }
    }
    const int scale_given = scale;
    if (!scale) scale = width >= 512 || height >= 512 ? 1 : 512 / (width > height ? width : height);
    if (scale < 1) scale = 1;
    if (scale > 64) scale = 64; /* --scale's range: a 1x1 map would get 512 */
    while (scale > 1 && (double)width * height * scale * scale > 1e8) scale--; /* 100 Mpixel */
    if (scale_given && scale != scale_given)
        fprintf(stderr, "tilemap: --scale %d lowered to %d (pictures stop at 100 megapixels)\n", scale_given, scale);
    int pw = width * scale, ph = height * scale, x, y;
    unsigned char *rgb = (unsigned char *)malloc((size_t)pw * (size_t)ph * 3);
    if (!rgb) return fail("out of memory for the picture", NULL);
    for (y = 0; y < ph; y++)
        for (x = 0; x < pw; x++) {
            int cell = (y / scale) * width + x / scale, c = cells[cell], t = c > 8 ? 7 : c - 1;
            unsigned char px[3] = {(unsigned char)(245 - 9 * t), (unsigned char)(245 - 17 * t),
                                   (unsigned char)(235 - 25 * t)};
            if (c <= 0) px[0] = px[1] = px[2] = 40;
            if (mark[cell] == 'o') {
                px[0] = (unsigned char)(px[0] * 6 / 10 + 40);
                px[1] = (unsigned char)(px[1] * 6 / 10 + 70);
                px[2] = (unsigned char)(px[2] * 6 / 10 + 100);
            }
            if (mark[cell] == '+') {
                px[0] = (unsigned char)(px[0] * 8 / 10 + 20);
                px[1] = (unsigned char)(px[1] * 8 / 10 + 50);
                px[2] = (unsigned char)(px[2] * 8 / 10 + 10);
            }
            if (mark[cell] == '*') { px[0] = 220; px[1] = 30; px[2] = 30; }
            if (near(x, y, start, scale)) { px[0] = 20; px[1] = 170; px[2] = 40; }
            if (near(x, y, goal, scale)) { px[0] = 30; px[1] = 70; px[2] = 220; }
            memcpy(rgb + ((size_t)y * (size_t)pw + (size_t)x) * 3, px, 3);
        }
    int written = example_write_png("tilemap", out_file, pw, ph, rgb);
    if (written) printf("wrote %s (%dx%d pixels, %d per cell)\n", out_file, pw, ph, scale);
    free(rgb); free(mark); free(path); free(memory); free(cells);
    return written && found ? 0 : 1; /* a partial path (--partial) is an answer too */
}

/* the run, then its standard output checked (a full disk is a failed run) */
int main(int argc, char **argv) { return example_exit_status("tilemap", run(argc, argv)); }
