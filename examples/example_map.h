/* example_map.h: how the examples that take --map FILE (crowd, squads, tilemap) read it; none of
 * it is part of the library. A PNG picture by its grey levels: luminance < 64 is a wall, any other
 * pixel a cell whose cost of entering is 1 + (255 - L) / 24 (white 1, darker dearer). And, in a
 * program that includes bench/movingai.h before this, a Moving AI .map (a name with ".map"): its
 * ground ('.', 'G', 'S') free at cost 1, the rest walls. Include it after stb_image.h. */
#ifndef EXAMPLE_MAP_H
#define EXAMPLE_MAP_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The map's cells (malloc'd, row-major, *w by *h), or NULL after "PROGRAM: ..." on stderr with
 * *bad = 1 where the file cannot be read or is malformed (the examples exit 2 then, as for a bad
 * argument) or 0 where memory ran out (exit 1). */
static int *example_map_load(const char *program, const char *file, int *w, int *h, int *bad) {
    int *cells, channels;
    size_t i, n;
    unsigned char *grey;
    *bad = 1;
#ifdef MOVINGAI_H_INCLUDED
    if (strstr(file, ".map")) {
        movingai_map m;
        char error[256];
        if (movingai_map_load(file, &m, error, sizeof error) != 0) {
            fprintf(stderr, "%s: %s\n", program, error);
            return NULL;
        }
        *w = m.width;
        *h = m.height;
        cells = (int *)malloc(sizeof *cells * (size_t)m.width * (size_t)m.height);
        if (cells) movingai_map_cells(&m, MOVINGAI_GROUND, cells);
        else fprintf(stderr, "%s: out of memory for the %dx%d map\n", program, m.width, m.height);
        movingai_map_free(&m);
        *bad = 0;
        return cells;
    }
#endif
    grey = stbi_load(file, w, h, &channels, 1);
    if (!grey) {
        fprintf(stderr, "%s: cannot read the PNG %s: stb_image says '%s' (a truncated or corrupt\n"
                "picture gives a short code like that)\n", program, file,
                stbi_failure_reason() ? stbi_failure_reason() : "");
        return NULL;
    }
    *bad = 0;
    n = (size_t)*w * (size_t)*h;
    cells = (int *)malloc(sizeof *cells * n);
    if (!cells) fprintf(stderr, "%s: out of memory for the %dx%d map\n", program, *w, *h);
    for (i = 0; cells && i < n; i++) cells[i] = grey[i] < 64 ? 0 : 1 + (255 - grey[i]) / 24;
    stbi_image_free(grey);
    return cells;
}
#endif
