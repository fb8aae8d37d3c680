/* example_map.h: how the examples read the map files they are given; none of it is part of the
 * library. What a file is, its first bytes say, not its name (example_file_kind).
 * tilemap, crowd and squads (--map FILE, example_map_load) take a PNG picture, read by its grey
 * levels: luminance < 64 is a wall, any other pixel a cell whose cost of entering is
 * 1 + (255 - L) / 24 (white 1, darker dearer); or a Moving AI .map: its ground ('.', 'G', 'S')
 * free at cost 1, the rest walls (example_map_load is there in a program that includes
 * stb_image.h before this). mapview and clickmap take .map files only: example_map_only names
 * what else they were given. Include it after bench/movingai.h, which tells a file's kind. */
#ifndef EXAMPLE_MAP_H
#define EXAMPLE_MAP_H
#ifndef MOVINGAI_H_INCLUDED
#error "example_map.h: include bench/movingai.h first"
#endif
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* bench/movingai.h's kinds (movingai_file_kind), and an empty file */
enum {
    EXAMPLE_FILE_OTHER = MOVINGAI_FILE_OTHER, EXAMPLE_FILE_PNG = MOVINGAI_FILE_PNG, EXAMPLE_FILE_MAP = MOVINGAI_FILE_MAP,
    EXAMPLE_FILE_SCEN = MOVINGAI_FILE_SCEN, EXAMPLE_FILE_EMPTY
};

/* What file is by its first bytes (movingai_file_kind, or EXAMPLE_FILE_EMPTY), or -1 after
 * "PROGRAM: FILE: cannot open: why (check the path)" (the .map reader's words) or "cannot read"
 * on stderr. (inline: not every example uses it) */
static inline int example_file_kind(const char *program, const char *file) {
    char head[256];
    size_t n;
    FILE *f;
    errno = 0;
    if (!(f = fopen(file, "rb"))) {
        fprintf(stderr, "%s: %s: cannot open: %s (check the path)\n", program, file,
                errno ? strerror(errno) : "unknown error");
        return -1;
    }
    errno = 0;
    n = fread(head, 1, sizeof head, f);
    if (ferror(f)) { /* a directory, say */
        const int error = errno;
        fclose(f);
        fprintf(stderr, "%s: %s: cannot read: %s\n", program, file, error ? strerror(error) : "unknown error");
        return -1;
    }
    fclose(f);
    return n == 0 ? EXAMPLE_FILE_EMPTY : movingai_file_kind(head, n);
}

/* "PROGRAM: FILE is ...: what to give instead" on stderr, for a file of a kind PROGRAM does not
 * read (example_file_kind: _EMPTY, _PNG, _SCEN or _OTHER); reads says what it does read.
 * (inline: as above) */
static inline void example_not_a(const char *program, const char *file, int kind, const char *reads) {
    if (kind == EXAMPLE_FILE_EMPTY)
        fprintf(stderr, "%s: %s is empty (0 bytes): %s reads %s\n", program, file, program, reads);
    else if (kind == EXAMPLE_FILE_PNG)
        fprintf(stderr, "%s: %s is a PNG picture, not a Moving AI .map: tilemap/crowd read pictures "
                "(build/tilemap --map %s)\n", program, file, file);
    else if (kind == EXAMPLE_FILE_SCEN)
        fprintf(stderr, "%s: %s looks like a Moving AI scenario (.scen) file, not a map: give its .map "
                "(build/mapview MAP.map --scen %s --index N draws a scenario)\n", program, file, file);
    else
        fprintf(stderr, "%s: %s is neither a PNG picture nor a Moving AI .map (a PNG starts with \\x89PNG, a "
                "map with 'type octile'): %s reads %s\n", program, file, program, reads);
}

/* For the examples that read Moving AI maps only (mapview, clickmap): 1 if file may be one (the
 * .map reader then says what is wrong with it, if anything); else 0 after "PROGRAM: ..." on
 * stderr: it cannot be opened, or is empty, a PNG picture or a scenario file. */
static inline int example_map_only(const char *program, const char *file) {
    const int kind = example_file_kind(program, file);
    if (kind == EXAMPLE_FILE_MAP || kind == EXAMPLE_FILE_OTHER) return 1;
    if (kind >= 0) example_not_a(program, file, kind, "Moving AI .map files");
    return 0;
}

#ifdef STBI_INCLUDE_STB_IMAGE_H
/* The map's cells (malloc'd, row-major, *w by *h), or NULL after "PROGRAM: ..." on stderr with
 * *bad = 1 where the file cannot be read, is not a map or is malformed (the examples exit 2 then,
 * as for a bad argument) or 0 where memory ran out (exit 1). A file that is neither a PNG nor
 * a map by its first bytes goes to the .map reader if its name ends ".map" (for its message on
 * what is wrong), else to stb_image, which also decodes JPEG, BMP, GIF, TGA and PNM pictures. */
static int *example_map_load(const char *program, const char *file, int *w, int *h, int *bad) {
    static const char reads[] = "PNG pictures and Moving AI .map files";
    const int kind = example_file_kind(program, file);
    const size_t name_length = strlen(file);
    int *cells, channels;
    size_t i, n;
    unsigned char *grey;
    const char *reason;
    *bad = 1;
    if (kind < 0) return NULL;
    if (kind == EXAMPLE_FILE_MAP ||
        (kind == EXAMPLE_FILE_OTHER && name_length >= 4 && strcmp(file + name_length - 4, ".map") == 0)) {
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
    if (kind != EXAMPLE_FILE_PNG && kind != EXAMPLE_FILE_OTHER) {
        example_not_a(program, file, kind, reads);
        return NULL;
    }
    grey = stbi_load(file, w, h, &channels, 1);
    if (!grey) {
        reason = stbi_failure_reason() ? stbi_failure_reason() : "";
        if (kind == EXAMPLE_FILE_OTHER && (!*reason || strcmp(reason, "unknown image type") == 0))
            example_not_a(program, file, kind, reads); /* not a picture stb_image knows */
        else /* (stb_image's words for a side over its limit and for a failed allocation) */
            fprintf(stderr, "%s: %s: cannot decode the picture: stb_image says '%s' (%s)\n", program, file,
                    reason,
                    strcmp(reason, "too large") == 0 ? "the picture is larger than stb_image reads: make it smaller"
                    : strcmp(reason, "outofmem") == 0 ? "not enough memory to decode it"
                                                       : "the file is truncated or corrupt");
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
#endif
