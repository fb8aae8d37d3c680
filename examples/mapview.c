/* mapview: a Moving AI .map as a PNG, with one scenario's path (and what A* expanded) drawn.
 *   M=../shared/movingai
 *   build/mapview $M/maps/arena.map --scen $M/scen/arena.map.scen --index 120
 * Colours: ground '.' 'G' sand, swamp 'S' olive, water 'W' blue, trees 'T' green, '@' 'O' black.
 * The search follows the benchmark's rules: 8 neighbours, no corner cutting, one terrain class
 * (the start's: ground, or water for a scenario that starts on water; a start on trees, as in 6
 * gardenofwar lines that start on 'T', is solved on the 'T' cells alone). A start on '@' or
 * 'O', or a goal the start's class cannot enter, is an error naming the scen file's line. */
#define ASTAR_IMPLEMENTATION
#include "astar.h"
#define MOVINGAI_IMPLEMENTATION
#include "bench/movingai.h"
#define STB_IMAGE_WRITE_IMPLEMENTATION
#include "stb_image_write.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "example_args.h"
#include "example_map.h"
#include "example_png.h"

static const char *usage =
    "usage: mapview [--map] MAP.map [--scen FILE.scen --index N] [--out FILE.png] [--scale PIXELS]\n"
    "               [--help]\n"
    "  Draws the map (ground sand, swamp olive, water blue, trees green, out of bounds black).\n"
    "  With --scen, solves scenario N (0 = the first line after 'version') and draws its path\n"
    "  (red), start (green), goal (blue) and the cells A* expanded (tinted), and compares the\n"
    "  cost with the optimal length the file states. --out defaults to mapview.png.\n";

static int fail(const char *message, const char *detail) {
    fprintf(stderr, "mapview: %s%s\n%s", message, detail ? detail : "", usage);
    return 2;
}

/* a whole number in lo..hi, or exit 2 with a message (example_args.h) */
static int whole(const char *option, const char *text, long lo, long hi) {
    return (int)example_number("mapview", usage, option, text, (double)lo, (double)hi, 0);
}

static void tile_colour(char tile, unsigned char *px) {
    static const unsigned char ground[3] = {236, 228, 208}, swamp[3] = {150, 160, 100},
        water[3] = {70, 120, 205}, trees[3] = {40, 110, 50}, out[3] = {28, 28, 32};
    const unsigned char *c = tile == 'S' ? swamp : tile == 'W' ? water : tile == 'T' ? trees
                           : movingai_tile_class(tile) == MOVINGAI_GROUND ? ground : out;
    memcpy(px, c, 3);
}

/* start and goal markers: at least 7 pixels wide however small the cells are drawn */
static int near(int px, int py, gridpath_point cell, int scale) {
    int r = scale / 2 > 3 ? scale / 2 : 3, cx = cell.x * scale + scale / 2,
        cy = cell.y * scale + scale / 2;
    return cell.x >= 0 && abs(px - cx) <= r && abs(py - cy) <= r;
}

static int run(int argc, char **argv) {
    const char *map_file = NULL, *scen_file = NULL, *out_file = "mapview.png";
    int index = -1, scale = 0, status = 0, i;
    gridpath_point start = {-1, -1}, goal = {-1, -1};
    char error[512];
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        int more = i + 1 < argc;
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) { fputs(usage, stdout); return 0; }
        else if (!strcmp(a, "--scen") && more) scen_file = argv[++i];
        else if (!strcmp(a, "--index") && more) index = whole(a, argv[++i], 0, 1000000000);
        else if (!strcmp(a, "--out") && more) out_file = argv[++i];
        else if (!strcmp(a, "--scale") && more) scale = whole(a, argv[++i], 1, 64);
        else if ((!strcmp(a, "--map") && more) || a[0] != '-') { /* --map MAP as the others take it */
            const char *name = a[0] != '-' ? a : argv[++i];
            if (!*name) return fail("the map's name is empty: name a .map file", NULL);
            if (map_file) return fail("one map at a time; a second: ", name);
            map_file = name;
        } else return fail("unknown or incomplete option: ", a);
    }
    if (!map_file) return fail("name a .map file", NULL);
    if (!scen_file != (index < 0))
        return fail("--scen FILE and --index N (N >= 0) go together", NULL);
    if (!example_can_write("mapview", out_file)) return 1; /* before the work, not after it */

    movingai_map map;
    if (!example_map_only("mapview", map_file)) return 2; /* a PNG, say: named as such */
    if (movingai_map_load(map_file, &map, error, sizeof error) != 0) {
        fprintf(stderr, "mapview: %s\n", error);
        return 2; /* a bad input file, as a bad argument */
    }
    int width = map.width, height = map.height, cell_count = width * height;
    char *mark = (char *)calloc((size_t)cell_count, 1); /* 'o' expanded, '*' path */
    int *cells = (int *)malloc(sizeof(int) * (size_t)cell_count);
    unsigned char *rgb = NULL;
    /* (declared here, not where first set: C++ rejects a goto done past an initialisation) */
    int scale_given, pw, ph;
    if (!mark || !cells) { status = fail("out of memory", NULL); goto done; }
    printf("%s: %dx%d\n", map_file, width, height);
    scale_given = scale;
    if (!scale) scale = width >= 512 || height >= 512 ? 1 : 600 / (width > height ? width : height);
    if (scale > 64) scale = 64; /* --scale's range: a 1x1 map would get 600 */

    if (scen_file) {
        movingai_scenarios scen;
        movingai_scenario s;
        status = 2; /* a bad file or --index, until the scenario is read and fits the map */
        if (movingai_scen_load(scen_file, &scen, error, sizeof error) != 0)
            fprintf(stderr, "mapview: %s\n", error);
        else if (scen.map_width != width || scen.map_height != height)
            fprintf(stderr, "mapview: %s is for a %dx%d map, %s is %dx%d\n", scen_file,
                    scen.map_width, scen.map_height, map_file, width, height);
        else if (index >= scen.count)
            fprintf(stderr, "mapview: %s has %d scenario%s (index 0..%d)\n", scen_file, scen.count,
                    scen.count > 1 ? "s" : "", scen.count - 1);
        else { s = scen.items[index]; status = 0; }
        movingai_scen_free(&scen);
        if (status) goto done;
        start.x = s.start_x; start.y = s.start_y; goal.x = s.goal_x; goal.y = s.goal_y;
        char start_tile = map.tiles[s.start_y * width + s.start_x],
             goal_tile = map.tiles[s.goal_y * width + s.goal_x];
        int terrain = movingai_tile_class(start_tile);
        if (terrain != MOVINGAI_BLOCKED) movingai_map_cells(&map, terrain, cells);
        else /* 6 gardenofwar lines start on trees and are solved on 'T' cells alone */
            for (i = 0; i < cell_count; i++) cells[i] = map.tiles[i] == start_tile;
        status = 2; /* a bad file (as for bench scen) unless both ends are on tiles it can use */
        if (terrain == MOVINGAI_BLOCKED && start_tile != 'T') /* as bench scen reports */
            fprintf(stderr, "mapview: %s:%d: the start (%d,%d) is on a blocked tile '%c'\n",
                    scen_file, s.line, start.x, start.y, start_tile);
        else if (!cells[goal.y * width + goal.x])
            fprintf(stderr, "mapview: %s:%d: the goal (%d,%d) is on '%c', blocked for a start "
                            "on '%c'\n", scen_file, s.line, goal.x, goal.y, goal_tile, start_tile);
        else status = 0;
        if (status) goto done;
        gridpath_grid grid = {cells, width, height};
        astar_workspace *ws = astar_workspace_create(width, height, NULL);
        int32_t *path = (int32_t *)malloc(sizeof(int32_t) * (size_t)cell_count);
        if (!ws || !path) {
            astar_workspace_destroy(ws);
            free(path);
            status = fail("out of memory for the search", NULL);
            goto done;
        }
        astar_info info;
        astar_result r = astar_find_path(ws, &grid, start, goal, NULL, path, cell_count, &info);
        printf("scenario %d (file line %d, bucket %d): (%d,%d) -> (%d,%d) on %s: %s\n", index,
               s.line, s.bucket, start.x, start.y, goal.x, goal.y,
               terrain == MOVINGAI_WATER    ? "water"
               : terrain == MOVINGAI_GROUND ? "ground"
                                            : "trees (the 'T' cells)",
               astar_result_string(r));
        status = r != ASTAR_OK || fabs(info.cost - s.optimal) > s.tolerance;
        if (r == ASTAR_OK)
            printf("cost %.6f, file says %.6f: %s; %d cells, %u expanded\n", info.cost, s.optimal,
                   fabs(info.cost - s.optimal) <= s.tolerance ? "optimal" : "MISMATCH",
                   (int)info.path_length, (unsigned)info.stats.expanded);
        for (i = 0; i < cell_count; i++) {
            gridpath_point p = {i % width, i / width};
            if (astar_workspace_cell_state(ws, p) == 2) mark[i] = 'o';
        }
        /* on small scales a one-pixel path is hard to see: thicken it to its 8 neighbours */
        for (i = 0; r == ASTAR_OK && i < info.path_length; i++) {
            int x = path[i] % width, y = path[i] / width, dx, dy, t = scale < 3;
            for (dy = -t; dy <= t; dy++)
                for (dx = -t; dx <= t; dx++)
                    if (x + dx >= 0 && x + dx < width && y + dy >= 0 && y + dy < height)
                        mark[(y + dy) * width + x + dx] = '*';
        }
        free(path);
        astar_workspace_destroy(ws);
    }

    while (scale > 1 && (double)width * height * scale * scale > 1e8) scale--; /* 100 Mpixel */
    if (scale_given && scale != scale_given)
        fprintf(stderr, "mapview: --scale %d lowered to %d (pictures stop at 100 megapixels)\n", scale_given, scale);
    int x, y; /* (no initialiser: a goto done may pass them) */
    pw = width * scale;
    ph = height * scale;
    rgb = (unsigned char *)malloc((size_t)pw * (size_t)ph * 3);
    if (!rgb) { status = fail("out of memory for the picture", NULL); goto done; }
    for (y = 0; y < ph; y++)
        for (x = 0; x < pw; x++) {
            int cell = (y / scale) * width + x / scale;
            unsigned char *px = rgb + ((size_t)y * (size_t)pw + (size_t)x) * 3;
            tile_colour(map.tiles[cell], px);
            if (mark[cell] == 'o') {
                px[0] = (unsigned char)(px[0] / 2 + 50);
                px[1] = (unsigned char)(px[1] / 2 + 80);
                px[2] = (unsigned char)(px[2] / 2 + 120);
            }
            if (mark[cell] == '*') { px[0] = 225; px[1] = 25; px[2] = 25; }
            if (near(x, y, start, scale)) { px[0] = 0; px[1] = 200; px[2] = 40; }
            if (near(x, y, goal, scale)) { px[0] = 30; px[1] = 60; px[2] = 255; }
        }
    if (!example_write_png("mapview", out_file, pw, ph, rgb)) status = 1;
    else printf("wrote %s (%dx%d pixels, %d per cell)\n", out_file, pw, ph, scale);
done: /* every exit after the map is read: free it all */
    free(rgb); free(cells); free(mark);
    movingai_map_free(&map);
    return status;
}

/* the run, then its standard output checked (a full disk is a failed run) */
int main(int argc, char **argv) { return example_exit_status("mapview", run(argc, argv)); }
