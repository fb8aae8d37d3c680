/* movingai.h - v0.1 - reader for Moving AI grid benchmark files (.map, .scen) - public domain / MIT
 *
 * Do this:
 *     #define MOVINGAI_IMPLEMENTATION
 * before you include this file in *one* C or C++ file to create the implementation.
 *
 * USAGE
 *     char error[256];
 *     movingai_map map;
 *     movingai_scenarios scen;
 *     if (movingai_map_load("arena.map", &map, error, sizeof error) != 0 ||
 *         movingai_scen_load("arena.map.scen", &scen, error, sizeof error) != 0) {
 *         fprintf(stderr, "%s\n", error);        // "arena.map:7: row 3 has 48 characters, ..."
 *         return 1;
 *     }
 *     int *ground = malloc(sizeof(int) * map.width * map.height);
 *     movingai_map_cells(&map, MOVINGAI_GROUND, ground);   // 1 = passable, 0 = blocked
 *     ...
 *     movingai_scen_free(&scen);
 *     movingai_map_free(&map);
 *
 * FORMATS (https://movingai.com/benchmarks/formats.html)
 *   .map   "type octile", "height H", "width W" (any order, blank lines allowed), "map", then H
 *          rows of exactly W characters from ".G@OTSW". LF or CRLF line ends. Nothing but blank
 *          lines may follow the rows.
 *   .scen  "version 1" (or "1.0"), then one line per scenario with 9 fields separated by spaces
 *          or tabs: bucket map map_width map_height start_x start_y goal_x goal_y optimal_length.
 *          Blank lines are skipped. Every line must name the same map size, and start and goal
 *          must lie inside it. The map field is not checked (its folder differs between files).
 *
 * TERRAIN (HOG2's classes, which the benchmark's optimal lengths assume)
 *   '.', 'G', 'S'  MOVINGAI_GROUND     'W'  MOVINGAI_WATER     'T', '@', 'O'  MOVINGAI_BLOCKED
 *   A step is legal only between cells of one class; a scenario whose start is on water is
 *   solved on the water cells alone.
 *
 * TOLERANCE (movingai_scenario.tolerance)
 *   The optimal lengths are printed rounded: with about 6 significant digits ("235.764") or with
 *   2 decimals ("244.95"). The tolerance is one unit of the last printed decimal (0.001 and 0.01
 *   here) and at least 1e-4. A length printed without decimals ("12") came from a %g-style
 *   printer that dropped trailing zeros, so it is good to 6 significant digits: its tolerance is
 *   one unit of the 6th significant digit, at least 1e-4 (not a whole unit, which would accept
 *   12 + sqrt(2) - 1 for 12). A length whose last digit is worth more than 1 and more than a
 *   100,000th of the length (fewer than 6 significant digits) is refused: "1e3" would accept 0
 *   to 2000, "0e300" anything; %g's "1.23457e+06" (10 in 1.2 million) is taken.
 *
 * ERRORS
 *   Every function that can fail returns 0 or -1 and writes "FILE:LINE: what is wrong and what
 *   was expected" into error (truncated to error_size; error may be NULL). The parsers take a
 *   pointer and a length (no terminating NUL needed), never read outside it, and reject
 *   anything malformed rather than guess; on failure the output struct is left empty.
 *
 * LIMITS  width and height 1 .. MOVINGAI_MAX_SIDE (65536), width * height <= 2^28 cells,
 *         coordinates and buckets fit in int, optimal lengths in [0, 1e12].
 *
 * Needs <stdio.h>, <stdlib.h>, <string.h>, <stdarg.h>, <errno.h>. Not thread-unsafe: no globals.
 * LICENSE  same as astar.h (see LICENSE in the project): public domain or MIT.
 */
#ifndef MOVINGAI_H_INCLUDED
#define MOVINGAI_H_INCLUDED

#include <stddef.h>

#ifdef MOVINGAI_STATIC
#if defined(__GNUC__) || defined(__clang__)
#define MOVINGAI_DEF static __attribute__((unused))
#else
#define MOVINGAI_DEF static
#endif
#else
#define MOVINGAI_DEF extern
#endif

#define MOVINGAI_MAX_SIDE 65536
#define MOVINGAI_MAX_CELLS (1 << 28)

#ifdef __cplusplus
extern "C" {
#endif

typedef struct movingai_map {
    int width, height;
    char *tiles; /* width*height map chars, row-major, malloc'd */
} movingai_map;

typedef struct movingai_scenario {
    int bucket, start_x, start_y, goal_x, goal_y;
    double optimal;
    double tolerance; /* one unit of the last printed decimal of optimal, at least 1e-4 */
    int line;         /* line number in the file */
} movingai_scenario;

typedef struct movingai_scenarios {
    movingai_scenario *items;
    int count;
    int map_width, map_height;
} movingai_scenarios;

enum { MOVINGAI_BLOCKED = -1, MOVINGAI_GROUND = 0, MOVINGAI_WATER = 1 };

/* Read and parse a whole file. 0 ok, -1 error (message in error). */
MOVINGAI_DEF int movingai_map_load(const char *path, movingai_map *map, char *error,
                                   size_t error_size);
/* Parse length bytes of text; name is used in error messages only. */
MOVINGAI_DEF int movingai_map_parse(const char *text, size_t length, const char *name,
                                    movingai_map *map, char *error, size_t error_size);
MOVINGAI_DEF int movingai_scen_load(const char *path, movingai_scenarios *scen, char *error,
                                    size_t error_size);
MOVINGAI_DEF int movingai_scen_parse(const char *text, size_t length, const char *name,
                                     movingai_scenarios *scen, char *error, size_t error_size);
MOVINGAI_DEF void movingai_map_free(movingai_map *map);
MOVINGAI_DEF void movingai_scen_free(movingai_scenarios *scen);
/* '.', 'G', 'S' -> MOVINGAI_GROUND, 'W' -> MOVINGAI_WATER, anything else MOVINGAI_BLOCKED. */
MOVINGAI_DEF int movingai_tile_class(char tile);
/* cells[i] = 1 where map->tiles[i] is of terrain_class, else 0 (width*height ints). */
MOVINGAI_DEF void movingai_map_cells(const movingai_map *map, int terrain_class, int *cells);
/* What a file's first length bytes say it is: a PNG picture (its 8-byte signature), a Moving AI
 * map (the first word, after blank space, 'type', 'height' or 'width', then a space or tab), a
 * scenario file ('version'), or none of these. For messages that name a file given in the wrong
 * place; the readers' own errors end with such a hint. */
enum { MOVINGAI_FILE_OTHER, MOVINGAI_FILE_PNG, MOVINGAI_FILE_MAP, MOVINGAI_FILE_SCEN };
MOVINGAI_DEF int movingai_file_kind(const char *text, size_t length);

#ifdef __cplusplus
}
#endif
#endif /* MOVINGAI_H_INCLUDED */

/* ============================================================================================ */
#if defined(MOVINGAI_IMPLEMENTATION) && !defined(MOVINGAI_IMPLEMENTATION_DONE)
#define MOVINGAI_IMPLEMENTATION_DONE

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef __cplusplus
extern "C" {
#endif

/* >>lines: a cursor over the text, one line at a time, LF or CRLF */
typedef struct movingai__reader {
    const char *text;
    size_t length;
    size_t pos;
    int line; /* number of the line last returned (1-based) */
    const char *name;
    char *error;
    size_t error_size;
} movingai__reader;

MOVINGAI_DEF int movingai_file_kind(const char *text, size_t length) {
    static const char png[8] = {'\x89', 'P', 'N', 'G', '\r', '\n', '\x1a', '\n'};
    static const char *const words[4] = {"type", "height", "width", "version"};
    size_t i = 0, k;
    if (!text) return MOVINGAI_FILE_OTHER;
    if (length >= 8 && memcmp(text, png, 8) == 0) return MOVINGAI_FILE_PNG;
    while (i < length && (text[i] == ' ' || text[i] == '\t' || text[i] == '\r' || text[i] == '\n')) i++;
    for (k = 0; k < 4; k++) {
        const size_t n = strlen(words[k]);
        if (length - i > n && memcmp(text + i, words[k], n) == 0 && (text[i + n] == ' ' || text[i + n] == '\t'))
            return k < 3 ? MOVINGAI_FILE_MAP : MOVINGAI_FILE_SCEN;
    }
    return MOVINGAI_FILE_OTHER;
}

/* What a file that is not the expected kind (MOVINGAI_FILE_MAP or _SCEN) looks like, as a hint
 * to end an error with ("" when it looks like nothing known) */
static const char *movingai__not_a(const char *text, size_t length, int expected) {
    const int kind = movingai_file_kind(text, length);
    if (kind == MOVINGAI_FILE_PNG) return ": this is a PNG picture, not a Moving AI file";
    if (expected == MOVINGAI_FILE_MAP && kind == MOVINGAI_FILE_SCEN)
        return ": this looks like a scenario (.scen) file, not a map (the map comes first)";
    if (expected == MOVINGAI_FILE_SCEN && kind == MOVINGAI_FILE_MAP)
        return ": this looks like a map (.map) file, not a scenario file (the map comes first)";
    return "";
}

static void movingai__fail(movingai__reader *r, int line, const char *format, ...) {
    va_list args;
    int used;
    if (!r->error || r->error_size == 0) return;
    if (line > 0)
        used = snprintf(r->error, r->error_size, "%s:%d: ", r->name, line);
    else
        used = snprintf(r->error, r->error_size, "%s: ", r->name);
    if (used < 0 || (size_t)used >= r->error_size) return;
    va_start(args, format);
    vsnprintf(r->error + used, r->error_size - (size_t)used, format, args);
    va_end(args);
}

/* The next line without its "\n" and one "\r" before it; 0 at the end of the text. */
static int movingai__next_line(movingai__reader *r, const char **start, size_t *length) {
    const char *newline;
    size_t rest, n;
    if (r->pos >= r->length) return 0;
    rest = r->length - r->pos;
    *start = r->text + r->pos;
    newline = (const char *)memchr(*start, '\n', rest);
    n = newline ? (size_t)(newline - *start) : rest;
    r->pos += newline ? n + 1 : n;
    if (n > 0 && (*start)[n - 1] == '\r') n--;
    *length = n;
    if (r->line < 0x7fffffff) r->line++;
    return 1;
}

static int movingai__is_space(char c) { return c == ' ' || c == '\t' || c == '\r'; }

static int movingai__is_blank(const char *s, size_t n) {
    size_t i;
    for (i = 0; i < n; i++)
        if (!movingai__is_space(s[i])) return 0;
    return 1;
}

/* Split into fields separated by spaces and tabs; store up to max of them, return how many
 * there are in all. */
static int movingai__fields(const char *s, size_t n, const char **field, size_t *field_length,
                            int max) {
    size_t i = 0;
    int count = 0;
    while (i < n) {
        size_t begin;
        while (i < n && movingai__is_space(s[i])) i++;
        if (i >= n) break;
        begin = i;
        while (i < n && !movingai__is_space(s[i])) i++;
        if (count < max) {
            field[count] = s + begin;
            field_length[count] = i - begin;
        }
        if (count < 0x7fffffff) count++;
    }
    return count;
}

/* A field quoted for an error message: what fits in size - 4 characters, a byte outside
 * printable ASCII as \xNN (a control byte or a UTF-8 one is named, not shown as '?'), "..." where
 * the field was cut. */
static const char *movingai__quote(const char *s, size_t n, char *buffer, size_t size) {
    static const char hex[] = "0123456789abcdef";
    size_t i, out = 0, room = size - 4;
    for (i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        size_t need = (c >= 32 && c < 127) ? 1 : 4;
        if (out + need > room) break;
        if (need == 1) {
            buffer[out++] = (char)c;
        } else {
            buffer[out++] = '\\';
            buffer[out++] = 'x';
            buffer[out++] = hex[c >> 4];
            buffer[out++] = hex[c & 15];
        }
    }
    if (i < n) {
        memcpy(buffer + out, "...", 3);
        out += 3;
    }
    buffer[out] = '\0';
    return buffer;
}

static int movingai__equals(const char *s, size_t n, const char *word) {
    size_t w = strlen(word);
    return n == w && memcmp(s, word, n) == 0;
}

/* >>numbers */
/* A decimal integer in [min, max]: 0 ok, -1 not an integer, -2 out of range. */
static int movingai__int(const char *s, size_t n, long min, long max, int *out) {
    size_t i = 0;
    int negative = 0;
    long long value = 0;
    if (n > 0 && (s[0] == '-' || s[0] == '+')) {
        negative = s[0] == '-';
        i = 1;
    }
    if (i >= n) return -1;
    for (; i < n; i++) {
        if (s[i] < '0' || s[i] > '9') return -1;
        if (value <= 2147483647LL) value = value * 10 + (s[i] - '0');
    }
    if (negative) value = -value;
    if (value < min || value > max) return -2;
    *out = (int)value;
    return 0;
}

static double movingai__power10(int exponent) {
    double p = 1.0;
    int i;
    for (i = 0; i < exponent; i++) p *= 10.0;
    for (i = 0; i > exponent; i--) p /= 10.0;
    return p;
}

/* An optimal length: digits, optionally '.' and digits, optionally e[+-]digits. Sets the value
 * and the tolerance (see TOLERANCE at the top). 0 ok, -1 malformed, -2 out of range, -3 printed
 * too coarsely to check anything. */
static int movingai__length(const char *s, size_t n, double *value, double *tolerance) {
    char buffer[72];
    size_t i = 0;
    int int_digits = 0, significant = 0, decimals = 0, exponent = 0, exp_digits = 0;
    int has_point = 0, has_exponent = 0, exp_negative = 0, negative = 0;
    double tol;
    if (n == 0 || n >= sizeof buffer) return n == 0 ? -1 : -2;
    if (s[0] == '+' || s[0] == '-') {
        negative = s[0] == '-'; /* a well-formed negative length is out of range, not malformed */
        i = 1;
    }
    for (; i < n && s[i] >= '0' && s[i] <= '9'; i++) {
        int_digits++;
        if (significant || s[i] != '0') significant++;
    }
    if (i < n && s[i] == '.') {
        has_point = 1;
        for (i++; i < n && s[i] >= '0' && s[i] <= '9'; i++) decimals++;
    }
    if (int_digits + decimals == 0) return -1;
    if (i < n && (s[i] == 'e' || s[i] == 'E')) {
        has_exponent = 1;
        i++;
        if (i < n && (s[i] == '+' || s[i] == '-')) exp_negative = s[i++] == '-';
        for (; i < n && s[i] >= '0' && s[i] <= '9'; i++) {
            if (exp_digits++ < 4) exponent = exponent * 10 + (s[i] - '0');
        }
        if (exp_digits == 0) return -1;
        if (exp_digits > 3) return -2;
        if (exp_negative) exponent = -exponent;
    }
    if (i != n) return -1;
    if (negative) return -2;
    memcpy(buffer, s, n);
    buffer[n] = '\0';
    *value = strtod(buffer, NULL);
    if (!(*value >= 0.0 && *value <= 1e12)) return -2;
    if (has_point || has_exponent) {
        tol = movingai__power10(exponent - decimals);
    } else {
        /* an integer as %g prints it: good to 6 significant digits */
        tol = movingai__power10((significant > 0 ? significant : 1) - 6);
    }
    /* a last digit worth more than 1 and than 6 significant digits checks little ("1e3": 0 to
     * 2000) or nothing ("0e300"); %g prints 1234567 as 1.23457e+06 (10, 6 digits): taken */
    if (!(tol <= 1.0 || tol <= 1e-5 * *value)) return -3;
    *tolerance = tol > 1e-4 ? tol : 1e-4;
    return 0;
}

/* >>read file */
static int movingai__read_file(const char *path, char **text, size_t *length, char *error,
                               size_t error_size) {
    FILE *file;
    char *data = NULL;
    size_t size = 0, capacity = 0;
    movingai__reader r;
    memset(&r, 0, sizeof r);
    r.name = path ? path : "(null)";
    r.error = error;
    r.error_size = error_size;
    *text = NULL;
    *length = 0;
    if (!path) {
        movingai__fail(&r, 0, "no file name given");
        return -1;
    }
    file = fopen(path, "rb");
    if (!file) {
        movingai__fail(&r, 0, "cannot open: %s (check the path)", strerror(errno));
        return -1;
    }
    for (;;) {
        size_t got;
        if (size == capacity) {
            char *bigger;
            if (capacity >= ((size_t)1 << 31)) {
                movingai__fail(&r, 0, "file larger than 2 GiB; not a Moving AI file");
                free(data);
                fclose(file);
                return -1;
            }
            capacity = capacity ? capacity * 2 : 65536;
            bigger = (char *)realloc(data, capacity);
            if (!bigger) {
                movingai__fail(&r, 0, "out of memory reading %lu bytes", (unsigned long)capacity);
                free(data);
                fclose(file);
                return -1;
            }
            data = bigger;
        }
        got = fread(data + size, 1, capacity - size, file);
        size += got;
        if (got == 0) break;
    }
    if (ferror(file)) {
        movingai__fail(&r, 0, "read error: %s", strerror(errno));
        free(data);
        fclose(file);
        return -1;
    }
    fclose(file);
    *text = data;
    *length = size;
    return 0;
}

/* >>map */
MOVINGAI_DEF int movingai_tile_class(char tile) {
    switch (tile) {
    case '.': case 'G': case 'S': return MOVINGAI_GROUND;
    case 'W': return MOVINGAI_WATER;
    default: return MOVINGAI_BLOCKED;
    }
}

static int movingai__valid_tile(char tile) {
    switch (tile) {
    case '.': case 'G': case 'S': case 'W': case 'T': case '@': case 'O': return 1;
    default: return 0;
    }
}

MOVINGAI_DEF void movingai_map_free(movingai_map *map) {
    if (!map) return;
    free(map->tiles);
    map->tiles = NULL;
    map->width = map->height = 0;
}

MOVINGAI_DEF void movingai_map_cells(const movingai_map *map, int terrain_class, int *cells) {
    size_t i, n;
    if (!map || !map->tiles || !cells || map->width < 1 || map->height < 1) return;
    n = (size_t)map->width * (size_t)map->height;
    for (i = 0; i < n; i++) cells[i] = movingai_tile_class(map->tiles[i]) == terrain_class;
}

MOVINGAI_DEF int movingai_map_parse(const char *text, size_t length, const char *name,
                                    movingai_map *map, char *error, size_t error_size) {
    movingai__reader r;
    const char *line, *field[3];
    size_t line_length, field_length[3], cells, rest;
    char quoted[48];
    int width = 0, height = 0, type_line = 0, y, count;
    char *tiles = NULL;

    memset(&r, 0, sizeof r);
    r.text = text;
    r.length = text ? length : 0;
    r.name = name ? name : "(map)";
    r.error = error;
    r.error_size = error_size;
    if (error && error_size) error[0] = '\0';
    if (!map) {
        movingai__fail(&r, 0, "no map to fill (NULL)");
        return -1;
    }
    map->width = map->height = 0;
    map->tiles = NULL;

    /* header: type, height, width in any order, then "map" */
    for (;;) {
        if (!movingai__next_line(&r, &line, &line_length)) {
            movingai__fail(&r, r.line + 1,
                           "file ends before the 'map' line (expected 'type octile', "
                           "'height H', 'width W', then 'map' and H rows)");
            return -1;
        }
        count = movingai__fields(line, line_length, field, field_length, 3);
        if (count == 0) continue;
        if (movingai__equals(field[0], field_length[0], "map")) {
            if (count != 1) {
                movingai__fail(&r, r.line, "'map' line has extra text (expected just 'map')");
                return -1;
            }
            break;
        }
        if (movingai__equals(field[0], field_length[0], "type")) {
            if (count != 2 || !movingai__equals(field[1], field_length[1], "octile")) {
                movingai__fail(&r, r.line, "unsupported map type (expected 'type octile')");
                return -1;
            }
            if (type_line) {
                movingai__fail(&r, r.line, "second 'type' line (first on line %d)", type_line);
                return -1;
            }
            type_line = r.line;
        } else if (movingai__equals(field[0], field_length[0], "height") ||
                   movingai__equals(field[0], field_length[0], "width")) {
            int is_width = field[0][0] == 'w', value = 0, rc;
            const char *key = is_width ? "width" : "height";
            if (count != 2) {
                movingai__fail(&r, r.line, "'%s' line has %d field%s (expected '%s N')", key,
                               count, count == 1 ? "" : "s", key);
                return -1;
            }
            if ((is_width ? width : height) != 0) {
                movingai__fail(&r, r.line, "second '%s' line", key);
                return -1;
            }
            rc = movingai__int(field[1], field_length[1], 1, MOVINGAI_MAX_SIDE, &value);
            if (rc != 0) {
                movingai__fail(&r, r.line, "%s '%s' is %s (expected an integer from 1 to %d)",
                               key,
                               movingai__quote(field[1], field_length[1], quoted, sizeof quoted),
                               rc == -1 ? "not an integer" : "out of range", MOVINGAI_MAX_SIDE);
                return -1;
            }
            if (is_width) width = value;
            else height = value;
        } else {
            movingai__fail(&r, r.line,
                           "unexpected '%s' in the header (expected 'type octile', "
                           "'height H', 'width W' or 'map')%s",
                           movingai__quote(field[0], field_length[0], quoted, sizeof quoted),
                           movingai__not_a(r.text, r.length, MOVINGAI_FILE_MAP));
            return -1;
        }
    }
    if (width == 0 || height == 0) {
        movingai__fail(&r, r.line, "'map' line before %s (expected 'height H' and 'width W' "
                       "lines first)", width == 0 && height == 0 ? "'height' and 'width'" :
                       width == 0 ? "'width'" : "'height'");
        return -1;
    }
    if ((size_t)width * (size_t)height > (size_t)MOVINGAI_MAX_CELLS) {
        movingai__fail(&r, r.line, "map of %dx%d has more than %d cells", width, height,
                       MOVINGAI_MAX_CELLS);
        return -1;
    }
    cells = (size_t)width * (size_t)height;
    rest = r.length - r.pos;
    /* a text too short for the rows cannot succeed: validate without storing, so a forged
       header cannot make us allocate gigabytes */
    if (cells <= rest) {
        tiles = (char *)malloc(cells);
        if (!tiles) {
            movingai__fail(&r, r.line, "out of memory for a %dx%d map", width, height);
            return -1;
        }
    }
    for (y = 0; y < height; y++) {
        size_t x;
        if (!movingai__next_line(&r, &line, &line_length)) {
            movingai__fail(&r, r.line + 1,
                           "the map ends after %d of %d rows (expected %d rows of %d characters)",
                           y, height, height, width);
            free(tiles);
            return -1;
        }
        if (line_length != (size_t)width) {
            movingai__fail(&r, r.line, "row %d has %lu characters (expected %d, the width)", y,
                           (unsigned long)line_length, width);
            free(tiles);
            return -1;
        }
        for (x = 0; x < line_length; x++) {
            if (!movingai__valid_tile(line[x])) {
                movingai__fail(&r, r.line,
                               "row %d column %lu: unexpected character '%s' (expected one of "
                               "\".G@OTSW\")",
                               y, (unsigned long)x, movingai__quote(line + x, 1, quoted,
                                                                    sizeof quoted));
                free(tiles);
                return -1;
            }
        }
        if (tiles) memcpy(tiles + (size_t)y * (size_t)width, line, line_length);
    }
    while (movingai__next_line(&r, &line, &line_length)) {
        if (!movingai__is_blank(line, line_length)) {
            movingai__fail(&r, r.line,
                           "text after the %d map rows (expected the end of the file; is the "
                           "height right?)", height);
            free(tiles);
            return -1;
        }
    }
    if (!tiles) { /* cannot happen: the rows were fewer than the cells */
        movingai__fail(&r, r.line, "the map is shorter than %dx%d", width, height);
        return -1;
    }
    map->width = width;
    map->height = height;
    map->tiles = tiles;
    return 0;
}

/* >>scen */
MOVINGAI_DEF void movingai_scen_free(movingai_scenarios *scen) {
    if (!scen) return;
    free(scen->items);
    scen->items = NULL;
    scen->count = 0;
    scen->map_width = scen->map_height = 0;
}

MOVINGAI_DEF int movingai_scen_parse(const char *text, size_t length, const char *name,
                                     movingai_scenarios *scen, char *error, size_t error_size) {
    static const char *const names[9] = {"bucket",  "map",     "map_width",
                                         "map_height", "start_x", "start_y",
                                         "goal_x",  "goal_y",  "optimal_length"};
    movingai__reader r;
    const char *line, *field[9];
    size_t line_length, field_length[9];
    char quoted[48];
    int count, capacity = 0, have_version = 0;
    movingai_scenarios out;

    memset(&r, 0, sizeof r);
    memset(&out, 0, sizeof out);
    r.text = text;
    r.length = text ? length : 0;
    r.name = name ? name : "(scen)";
    r.error = error;
    r.error_size = error_size;
    if (error && error_size) error[0] = '\0';
    if (!scen) {
        movingai__fail(&r, 0, "no scenarios to fill (NULL)");
        return -1;
    }
    memset(scen, 0, sizeof *scen);

    while (movingai__next_line(&r, &line, &line_length)) {
        movingai_scenario item;
        int value[9], f, rc;
        count = movingai__fields(line, line_length, field, field_length, 9);
        if (count == 0) continue;
        if (!have_version) {
            double version = 0.0, unused;
            if (!movingai__equals(field[0], field_length[0], "version")) {
                movingai__fail(&r, r.line, "expected 'version 1' or 'version 1.0' as the first "
                               "line (this reader does not take version-less files)%s",
                               movingai__not_a(r.text, r.length, MOVINGAI_FILE_SCEN));
                return -1;
            }
            if (count != 2 || movingai__length(field[1], field_length[1], &version, &unused) != 0 ||
                version != 1.0) {
                movingai__fail(&r, r.line, "unsupported version (expected 'version 1' or "
                               "'version 1.0')");
                return -1;
            }
            have_version = 1;
            continue;
        }
        if (count != 9) {
            movingai__fail(&r, r.line,
                           "%d field%s (expected 9 separated by spaces or tabs: bucket map "
                           "map_width map_height start_x start_y goal_x goal_y optimal_length)",
                           count, count == 1 ? "" : "s");
            free(out.items);
            return -1;
        }
        memset(&item, 0, sizeof item);
        for (f = 0; f < 8; f++) {
            long min = (f == 2 || f == 3) ? 1 : 0;
            long max = (f == 2 || f == 3) ? MOVINGAI_MAX_SIDE : 2147483647L;
            if (f == 1) continue; /* the map name: any text */
            rc = movingai__int(field[f], field_length[f], min, max, &value[f]);
            if (rc != 0) {
                movingai__fail(&r, r.line, "%s '%s' is %s (expected an integer from %ld to %ld)",
                               names[f],
                               movingai__quote(field[f], field_length[f], quoted, sizeof quoted),
                               rc == -1 ? "not an integer" : "out of range", min, max);
                free(out.items);
                return -1;
            }
        }
        rc = movingai__length(field[8], field_length[8], &item.optimal, &item.tolerance);
        if (rc != 0) {
            movingai__fail(&r, r.line,
                           "optimal_length '%s' is %s (expected a decimal number from 0 to 1e12 "
                           "such as 12.3456)",
                           movingai__quote(field[8], field_length[8], quoted, sizeof quoted),
                           rc == -1   ? "not a number"
                           : rc == -2 ? "out of range"
                                      : "too coarse: its last digit is worth more than 1 and it has fewer than 6 "
                                        "significant digits");
            free(out.items);
            return -1;
        }
        if (out.count == 0) {
            out.map_width = value[2];
            out.map_height = value[3];
        } else if (value[2] != out.map_width || value[3] != out.map_height) {
            movingai__fail(&r, r.line, "map size %dx%d differs from %dx%d on line %d (expected "
                           "one map per file)", value[2], value[3], out.map_width,
                           out.map_height, out.items[0].line);
            free(out.items);
            return -1;
        }
        if (value[4] >= value[2] || value[5] >= value[3] || value[6] >= value[2] ||
            value[7] >= value[3]) {
            int start_bad = value[4] >= value[2] || value[5] >= value[3];
            movingai__fail(&r, r.line, "%s (%d,%d) is outside the %dx%d map (expected x < %d "
                           "and y < %d)", start_bad ? "start" : "goal",
                           start_bad ? value[4] : value[6], start_bad ? value[5] : value[7],
                           value[2], value[3], value[2], value[3]);
            free(out.items);
            return -1;
        }
        item.bucket = value[0];
        item.start_x = value[4];
        item.start_y = value[5];
        item.goal_x = value[6];
        item.goal_y = value[7];
        item.line = r.line;
        if (out.count == capacity) {
            movingai_scenario *bigger;
            int grown = capacity ? (capacity < 0x3fffffff / 2 ? capacity * 2 : 0x3fffffff) : 256;
            if (grown <= capacity) {
                movingai__fail(&r, r.line, "too many scenarios");
                free(out.items);
                return -1;
            }
            bigger = (movingai_scenario *)realloc(out.items, (size_t)grown * sizeof *bigger);
            if (!bigger) {
                movingai__fail(&r, r.line, "out of memory for %d scenarios", grown);
                free(out.items);
                return -1;
            }
            out.items = bigger;
            capacity = grown;
        }
        out.items[out.count++] = item;
    }
    if (!have_version) {
        movingai__fail(&r, r.line + 1, "empty file (expected 'version 1' and scenario lines)");
        return -1;
    }
    *scen = out;
    return 0;
}

/* >>load */
MOVINGAI_DEF int movingai_map_load(const char *path, movingai_map *map, char *error,
                                   size_t error_size) {
    char *text;
    size_t length;
    int rc;
    if (map) memset(map, 0, sizeof *map);
    if (movingai__read_file(path, &text, &length, error, error_size) != 0) return -1;
    rc = movingai_map_parse(text, length, path, map, error, error_size);
    free(text);
    return rc;
}

MOVINGAI_DEF int movingai_scen_load(const char *path, movingai_scenarios *scen, char *error,
                                    size_t error_size) {
    char *text;
    size_t length;
    int rc;
    if (scen) memset(scen, 0, sizeof *scen);
    if (movingai__read_file(path, &text, &length, error, error_size) != 0) return -1;
    rc = movingai_scen_parse(text, length, path, scen, error, error_size);
    free(text);
    return rc;
}

#ifdef __cplusplus
}
#endif
#endif /* MOVINGAI_IMPLEMENTATION */

/*
 * CHANGES  0.1 first version: .map and .scen reader with line-numbered errors.
 *
 * LICENSE  This software is available under two licenses, choose the one you prefer:
 *   public domain (www.unlicense.org) or MIT. See LICENSE in the project for both texts.
 */
