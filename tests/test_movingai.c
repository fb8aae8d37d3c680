/* test_movingai.c - the Moving AI reader (bench/movingai.h): good files in every accepted form,
 * malformed files (each must fail with "NAME:LINE: ..." naming the right line), truncations and
 * mutations (no crash, no read outside the buffer: every parse gets an exact-size malloc'd copy
 * so ASan sees an overrun), terrain classes, movingai_map_cells, loading from files, and, when
 * ../shared/movingai exists, every real map and scenario file. */
#define _POSIX_C_SOURCE 200809L
#define MOVINGAI_IMPLEMENTATION
#include "bench/movingai.h"
#include "tests/check.h"

#include <dirent.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef _WIN32 /* mingw-w64 (tests/cross.sh runs it under wine) */
#include <direct.h>
#include <io.h>
/* a new folder in the current one from dir's name, its XXXXXX made unique (NULL: failed) */
static char *make_temp_dir(char *dir) {
    const char *name = strrchr(dir, '/') + 1;
    memmove(dir, name, strlen(name) + 1);
    return _mktemp(dir) && _mkdir(dir) == 0 ? dir : NULL;
}
#else
#include <unistd.h>
#define make_temp_dir mkdtemp
#endif

static char error[512];

/* parse text (without its NUL) from an exact-size heap copy */
static int parse_map(const char *text, size_t length, movingai_map *map) {
    char *copy = (char *)malloc(length ? length : 1);
    int rc;
    memcpy(copy, text, length);
    rc = movingai_map_parse(copy, length, "m.map", map, error, sizeof error);
    free(copy);
    return rc;
}
static int parse_scen(const char *text, size_t length, movingai_scenarios *scen) {
    char *copy = (char *)malloc(length ? length : 1);
    int rc;
    memcpy(copy, text, length);
    rc = movingai_scen_parse(copy, length, "s.scen", scen, error, sizeof error);
    free(copy);
    return rc;
}

/* a malformed input must fail, leave the output empty, and name file and line */
static void check_rejected(int rc, const char *file, int line, const char *why) {
    char prefix[64];
    snprintf(prefix, sizeof prefix, "%s:%d: ", file, line);
    CHECK(rc == -1, "%s: accepted", why);
    CHECK(strncmp(error, prefix, strlen(prefix)) == 0, "%s: error '%s', expected prefix '%s'",
          why, error, prefix);
    CHECK(strlen(error) > strlen(prefix) + 10, "%s: message too short: '%s'", why, error);
}

static void bad_map(const char *text, int line, const char *why) {
    movingai_map map;
    int rc;
    memset(&map, 0x55, sizeof map);
    rc = parse_map(text, strlen(text), &map);
    check_rejected(rc, "m.map", line, why);
    CHECK(map.tiles == NULL && map.width == 0 && map.height == 0, "%s: output not emptied", why);
    if (rc == 0) movingai_map_free(&map);
}

static void bad_scen(const char *text, int line, const char *why) {
    movingai_scenarios scen;
    int rc;
    memset(&scen, 0x55, sizeof scen);
    rc = parse_scen(text, strlen(text), &scen);
    check_rejected(rc, "s.scen", line, why);
    CHECK(scen.items == NULL && scen.count == 0, "%s: output not emptied", why);
    if (rc == 0) movingai_scen_free(&scen);
}

static const char good_map_lf[] =
    "type octile\nheight 3\nwidth 4\nmap\n.G@T\nSW.O\n....\n";
static const char expected_tiles[] = ".G@TSW.O....";

static void test_good_maps(void) {
    static const char *const variants[] = {
        good_map_lf,
        "type octile\r\nheight 3\r\nwidth 4\r\nmap\r\n.G@T\r\nSW.O\r\n....\r\n",
        "type octile\nheight 3\nwidth 4\nmap\n.G@T\nSW.O\n....",          /* no final newline */
        "\n\ntype octile\n\nwidth 4\n  height\t3 \n\nmap\n.G@T\nSW.O\n....\n\n\n", /* blanks */
        "height 3\nwidth 4\nmap\r\n.G@T\r\nSW.O\n....\r\n\r\n",            /* no type, mixed */
    };
    size_t v;
    for (v = 0; v < sizeof variants / sizeof variants[0]; v++) {
        movingai_map map;
        int rc = parse_map(variants[v], strlen(variants[v]), &map);
        CHECK(rc == 0, "variant %d rejected: %s", (int)v, error);
        if (rc != 0) continue;
        CHECK(map.width == 4 && map.height == 3, "variant %d: %dx%d", (int)v, map.width,
              map.height);
        CHECK(memcmp(map.tiles, expected_tiles, 12) == 0, "variant %d: tiles %.12s", (int)v,
              map.tiles);
        movingai_map_free(&map);
        CHECK(map.tiles == NULL && map.width == 0, "free leaves the struct empty");
    }
}

static void test_bad_maps(void) {
    bad_map("", 1, "empty");
    bad_map("\n\n", 3, "only blank lines");
    bad_map("type octile\nheight 3\nwidth 4\n", 4, "no map line");
    bad_map("type tile\nheight 3\nwidth 4\nmap\n", 1, "type not octile");
    bad_map("type\nheight 3\nwidth 4\nmap\n", 1, "type without value");
    bad_map("type octile\ntype octile\nheight 1\nwidth 1\nmap\n.\n", 2, "two type lines");
    bad_map("type octile\nheight 0\nwidth 4\nmap\n", 2, "height 0");
    bad_map("type octile\nheight -3\nwidth 4\nmap\n", 2, "negative height");
    bad_map("type octile\nheight 3\nwidth 99999999999999999999\nmap\n", 3, "huge width");
    bad_map("type octile\nheight 3\nwidth 70000\nmap\n", 3, "width above the limit");
    bad_map("type octile\nheight 3x\nwidth 4\nmap\n", 2, "height not a number");
    bad_map("type octile\nheight\nwidth 4\nmap\n", 2, "height without value");
    bad_map("type octile\nheight 3 4\nwidth 4\nmap\n", 2, "height with two values");
    bad_map("type octile\nheight 3\nheight 3\nwidth 4\nmap\n", 3, "two height lines");
    bad_map("type octile\nheight 3\nmap\n", 3, "no width before map");
    bad_map("type octile\nwidth 3\n\nmap\n", 4, "no height before map");
    bad_map("type octile\nheight 3\nwidth 4\ncolours 5\nmap\n", 4, "unknown header key");
    bad_map("type octile\nheight 1\nwidth 1\nmap now\n.\n", 4, "text after map");
    bad_map("type octile\nheight 60000\nwidth 60000\nmap\n", 4, "too many cells");
    bad_map("type octile\nheight 16000\nwidth 16000\nmap\n....\n", 5, "forged huge header");
    bad_map("type octile\nheight 3\nwidth 4\nmap\n.G@T\nSW.\n....\n", 6, "short row");
    bad_map("type octile\nheight 3\nwidth 4\nmap\n.G@T\nSW.O.\n....\n", 6, "long row");
    bad_map("type octile\nheight 3\nwidth 4\nmap\n.G@T\n\nSW.O\n....\n", 6, "blank row");
    bad_map("type octile\nheight 3\nwidth 4\nmap\n.G@T\nSW.O\n", 7, "missing last row");
    bad_map("type octile\nheight 3\nwidth 4\nmap\n.G@T\nSW.O", 7, "truncated file");
    bad_map("type octile\nheight 3\nwidth 4\nmap\n", 5, "no rows");
    bad_map("type octile\nheight 3\nwidth 4\nmap\n.G@T\nSWxO\n....\n", 6, "bad character");
    bad_map("type octile\nheight 3\nwidth 4\nmap\n.G@T\nSW\tO\n....\n", 6, "tab in a row");
    bad_map("type octile\nheight 3\nwidth 4\nmap\n.G@T\nSW.O\n.. .\n", 7, "space in a row");
    bad_map("type octile\nheight 3\nwidth 4\nmap\n.G@T\nSW.O\n....\n....\n", 8, "extra row");
    bad_map("type octile\nheight 3\nwidth 4\nmap\n.G@T\nSW.O\n....\n\nxyz\n", 9, "trailing text");
    bad_map("type octile\rheight 3\rwidth 4\rmap\r.G@T\rSW.O\r....\r", 1, "CR-only line ends");
    {   /* a NUL byte inside a row */
        static const char text[] = "type octile\nheight 1\nwidth 3\nmap\n.\0.\n";
        movingai_map map;
        CHECK(parse_map(text, sizeof text - 1, &map) == -1, "NUL in a row accepted");
        CHECK(strncmp(error, "m.map:5: ", 9) == 0, "NUL in a row: '%s'", error);
        /* the byte is named (it was shown as '?') */
        CHECK(strstr(error, "unexpected character '\\x00'") != NULL, "NUL in a row: '%s'", error);
    }
    {   /* a control byte and a UTF-8 letter: named by their codes; a long field is cut with "..." */
        static const char bel[] = "type octile\nheight 1\nwidth 3\nmap\n.\a.\n";
        static const char utf8[] = "type octile\nheight 1\nwidth 2\nmap\n\xc3\xa9\n";
        static const char word[] = "type octile\nheight 1\nwidth \x01" "234567890123456789012345678901234567890123456789\nmap\n.\n";
        movingai_map map;
        CHECK(parse_map(bel, sizeof bel - 1, &map) == -1 && strstr(error, "'\\x07'") != NULL, "BEL: '%s'", error);
        CHECK(parse_map(utf8, sizeof utf8 - 1, &map) == -1 && strstr(error, "'\\xc3'") != NULL, "UTF-8: '%s'", error);
        CHECK(parse_map(word, sizeof word - 1, &map) == -1 &&
                  strstr(error, "\\x01" "2345678901234567890123456789012345678901...") != NULL,
              "long field: '%s'", error);
    }
    {   /* NULL text with length 0, NULL output, NULL error buffer */
        movingai_map map;
        CHECK(movingai_map_parse(NULL, 10, "n.map", &map, error, sizeof error) == -1,
              "NULL text accepted");
        CHECK(strncmp(error, "n.map:1: ", 9) == 0, "NULL text: '%s'", error);
        CHECK(movingai_map_parse(good_map_lf, strlen(good_map_lf), "n.map", NULL, error,
                                 sizeof error) == -1, "NULL map accepted");
        CHECK(movingai_map_parse("x", 1, "n.map", &map, NULL, 0) == -1, "NULL error buffer");
        CHECK(movingai_map_parse("x", 1, "n.map", &map, error, 1) == -1 && error[0] == '\0',
              "error buffer of 1 byte must hold just the terminator");
    }
}

static const char good_scen_tabs[] =
    "version 1\n"
    "0\tmaps/dao/a.map\t4\t3\t0\t0\t3\t2\t3.41421\n"
    "1\tmaps/dao/a.map\t4\t3\t3\t2\t0\t0\t3.41421\n"
    "\n"
    "7\tmaps/dao/a.map\t4\t3\t1\t1\t1\t1\t0\n";

static void test_good_scens(void) {
    movingai_scenarios scen;
    int rc = parse_scen(good_scen_tabs, strlen(good_scen_tabs), &scen);
    CHECK(rc == 0, "tab-separated scen rejected: %s", error);
    if (rc == 0) {
        CHECK(scen.count == 3 && scen.map_width == 4 && scen.map_height == 3,
              "count %d map %dx%d", scen.count, scen.map_width, scen.map_height);
        if (scen.count == 3) {
            const movingai_scenario *s = scen.items;
            CHECK(s[0].bucket == 0 && s[0].start_x == 0 && s[0].start_y == 0 &&
                      s[0].goal_x == 3 && s[0].goal_y == 2 && s[0].line == 2,
                  "first scenario fields");
            CHECK(fabs(s[0].optimal - 3.41421) < 1e-12, "optimal %.9f", s[0].optimal);
            CHECK(fabs(s[0].tolerance - 1e-4) < 1e-12, "tolerance of 3.41421: %g",
                  s[0].tolerance);
            CHECK(s[1].start_x == 3 && s[1].start_y == 2 && s[1].line == 3, "second scenario");
            CHECK(s[2].bucket == 7 && s[2].line == 5 && s[2].optimal == 0.0,
                  "third scenario after a blank line: line %d", s[2].line);
        }
        movingai_scen_free(&scen);
        CHECK(scen.items == NULL && scen.count == 0, "free leaves the struct empty");
    }
    {   /* version 1.0, spaces, CRLF, blank lines everywhere; tolerances by printed decimals */
        static const char text[] =
            "\r\nversion 1.0\r\n\r\n"
            "61 maps/bgmaps/AR0011SR.map 512 512 210 395 87 201 244.95\r\n"
            "33  maps/bgmaps/AR0011SR.map 512 512 244 370 359 376  132.4\r\n"
            "2 x.map 512 512 0 0 511 511 235.764\r\n"
            "2 x.map 512 512 0 0 511 511 2.41421356\r\n"
            "2 x.map 512 512 0 0 511 511 1393\r\n"
            "2 x.map 512 512 0 0 511 511 12\r\n"
            "2 x.map 512 512 0 0 511 511 1.50000e2\r\n\r\n\r\n";
        static const double tolerance[7] = {0.01, 0.1, 0.001, 1e-4, 0.01, 1e-4, 0.001};
        static const int line[7] = {4, 5, 6, 7, 8, 9, 10};
        rc = parse_scen(text, strlen(text), &scen);
        CHECK(rc == 0, "version 1.0 CRLF scen rejected: %s", error);
        if (rc == 0) {
            int i;
            CHECK(scen.count == 7, "count %d", scen.count);
            for (i = 0; i < scen.count && i < 7; i++) {
                CHECK(fabs(scen.items[i].tolerance - tolerance[i]) < 1e-9 * tolerance[i],
                      "item %d tolerance %g, expected %g", i, scen.items[i].tolerance,
                      tolerance[i]);
                CHECK(scen.items[i].line == line[i], "item %d line %d", i, scen.items[i].line);
            }
            /* (double): with FLT_EVAL_METHOD 2 the constant 244.95 has long double precision */
            CHECK(scen.items[0].optimal == (double)244.95 && scen.items[6].optimal == 150.0,
                  "optimal values");
            movingai_scen_free(&scen);
        }
    }
    {   /* a header alone is a valid, empty set */
        rc = parse_scen("version 1\n\n", 11, &scen);
        CHECK(rc == 0 && scen.count == 0 && scen.items == NULL, "header-only scen: %s", error);
        movingai_scen_free(&scen);
    }
}

static void test_bad_scens(void) {
    const char *row = "0\ta.map\t4\t3\t0\t0\t3\t2\t3.41421\n";
    char text[512];
    bad_scen("", 1, "empty");
    bad_scen("\n\n\n", 4, "blank lines only");
    bad_scen("0\ta.map\t4\t3\t0\t0\t3\t2\t3.41421\n", 1, "no version line");
    bad_scen("version 2\n", 1, "version 2");
    bad_scen("version\n", 1, "version without number");
    bad_scen("version 1 1\n", 1, "version with two numbers");
    bad_scen("version 1\n0\ta.map\t4\t3\t0\t0\t3\t2\n", 2, "8 fields");
    bad_scen("version 1\n0\ta.map\t4\t3\t0\t0\t3\t2\t3.4\t9\n", 2, "10 fields");
    bad_scen("version 1\n\n\nx\ta.map\t4\t3\t0\t0\t3\t2\t3.4\n", 4, "bucket not a number");
    bad_scen("version 1\n-1\ta.map\t4\t3\t0\t0\t3\t2\t3.4\n", 2, "negative bucket");
    bad_scen("version 1\n0\ta.map\t0\t3\t0\t0\t3\t2\t3.4\n", 2, "width 0");
    bad_scen("version 1\n0\ta.map\t4\t99999999999999\t0\t0\t3\t2\t3.4\n", 2, "huge height");
    bad_scen("version 1\n0\ta.map\t4\t3\t-1\t0\t3\t2\t3.4\n", 2, "negative start x");
    bad_scen("version 1\n0\ta.map\t4\t3\t4\t0\t3\t2\t3.4\n", 2, "start x = width");
    bad_scen("version 1\n0\ta.map\t4\t3\t0\t3\t3\t2\t3.4\n", 2, "start y = height");
    bad_scen("version 1\n0\ta.map\t4\t3\t0\t0\t4\t2\t3.4\n", 2, "goal x = width");
    bad_scen("version 1\n0\ta.map\t4\t3\t0\t0\t3\t3\t3.4\n", 2, "goal y = height");
    bad_scen("version 1\n0\ta.map\t4\t3\t0\t0\t3\t2\tabc\n", 2, "optimal not a number");
    bad_scen("version 1\n0\ta.map\t4\t3\t0\t0\t3\t2\t-3.4\n", 2, "negative optimal");
    bad_scen("version 1\n0\ta.map\t4\t3\t0\t0\t3\t2\t1.2.3\n", 2, "optimal 1.2.3");
    bad_scen("version 1\n0\ta.map\t4\t3\t0\t0\t3\t2\t1e999\n", 2, "optimal overflows");
    bad_scen("version 1\n0\ta.map\t4\t3\t0\t0\t3\t2\tnan\n", 2, "optimal nan");
    bad_scen("version 1\n0\ta.map\t4\t3\t0\t0\t3\t2\t0e999\n", 2, "optimal 0e999 (infinite tolerance)");
    bad_scen("version 1\n0\ta.map\t4\t3\t0\t0\t3\t2\t0.0e3\n", 2, "optimal 0.0e3 (tolerance 100 for 0)");
    /* (until a review: 1e3 accepted 0 to 2000, 1.5e2 140 to 160) */
    bad_scen("version 1\n0\ta.map\t4\t3\t0\t0\t3\t2\t1e3\n", 2, "optimal 1e3 (tolerance 1000)");
    bad_scen("version 1\n0\ta.map\t4\t3\t0\t0\t3\t2\t1.5e2\n", 2, "optimal 1.5e2 (tolerance 10)");
    {   /* but %g's way of printing a long path, 6 significant digits: tolerance 10 */
        static const char g_text[] = "version 1\n0\ta.map\t4\t3\t0\t0\t3\t2\t1.23457e+06\n";
        movingai_scenarios g_scen;
        int g_rc = parse_scen(g_text, sizeof g_text - 1, &g_scen);
        CHECK(g_rc == 0 && g_scen.count == 1 && g_scen.items[0].tolerance == 10.0 &&
                  g_scen.items[0].optimal == 1234570.0,
              "1.23457e+06: rc %d (%s)", g_rc, error);
        if (g_rc == 0) movingai_scen_free(&g_scen);
    }
    bad_scen("version 1\n0\ta.map\t4\t3\t0\t0\t3\t2\t.\n", 2, "optimal '.'");
    bad_scen("version 1\n0\ta.map\t4\t3\t0\t0\t3\t2\t3e\n", 2, "optimal '3e'");
    snprintf(text, sizeof text, "version 1\n%s%s0\ta.map\t5\t3\t0\t0\t3\t2\t3.4\n", row, row);
    bad_scen(text, 4, "map size changes on line 4");
    snprintf(text, sizeof text, "version 1\r\n%s\r\n%s0\ta.map\t4\t3\t0\t0\t3\t2\n", row, row);
    bad_scen(text, 5, "CRLF, blank line, then 8 fields on line 5");
    {
        static const char nul[] = "version 1\n0\ta.map\t4\t3\t0\t0\t3\t2\t3.\0\n";
        movingai_scenarios scen;
        CHECK(parse_scen(nul, sizeof nul - 1, &scen) == -1, "NUL in a number accepted");
        CHECK(strncmp(error, "s.scen:2: ", 10) == 0, "NUL in a number: '%s'", error);
    }
}

/* every prefix of a good file parses or fails cleanly; with ASan, no read past the end */
static void test_truncations(void) {
    size_t n, length = strlen(good_map_lf);
    int accepted = 0;
    for (n = 0; n <= length; n++) {
        movingai_map map;
        int rc = parse_map(good_map_lf, n, &map);
        CHECK(rc == 0 || rc == -1, "prefix %d: rc %d", (int)n, rc);
        if (rc == 0) {
            accepted++;
            movingai_map_free(&map);
        } else {
            CHECK(strncmp(error, "m.map:", 6) == 0, "prefix %d: '%s'", (int)n, error);
        }
    }
    CHECK(accepted == 2, "%d map prefixes accepted, expected 2 (with and without the last "
                         "newline)", accepted);
    length = strlen(good_scen_tabs);
    for (n = 0; n <= length; n++) {
        movingai_scenarios scen;
        int rc = parse_scen(good_scen_tabs, n, &scen);
        CHECK(rc == 0 || rc == -1, "scen prefix %d: rc %d", (int)n, rc);
        if (rc == 0) movingai_scen_free(&scen);
        else CHECK(strncmp(error, "s.scen:", 7) == 0, "scen prefix %d: '%s'", (int)n, error);
    }
}

/* random byte changes: never a crash, rc 0 or -1, a message on -1 */
static void test_mutations(void) {
    static const char alphabet[] = ".G@TSWO \t\r\n0123456789-e.x";
    unsigned state = 12345u;
    int round;
    for (round = 0; round < 3000; round++) {
        char text[256];
        int is_map = round & 1, k, changes;
        const char *base = is_map ? good_map_lf : good_scen_tabs;
        size_t length = strlen(base);
        memcpy(text, base, length);
        state = state * 1103515245u + 12345u;
        changes = 1 + (int)((state >> 16) % 4);
        for (k = 0; k < changes; k++) {
            size_t at;
            state = state * 1103515245u + 12345u;
            at = (size_t)((state >> 8) % length);
            state = state * 1103515245u + 12345u;
            if ((state >> 20) % 5 == 0 && length > 1) { /* delete a byte */
                memmove(text + at, text + at + 1, length - at - 1);
                length--;
            } else {
                text[at] = (state >> 20) % 7 == 0 ? (char)(state >> 24)
                                                   : alphabet[(state >> 12) % (sizeof alphabet - 1)];
            }
        }
        if (is_map) {
            movingai_map map;
            int rc = parse_map(text, length, &map);
            CHECK(rc == 0 || (rc == -1 && strncmp(error, "m.map:", 6) == 0), "map mutation %d",
                  round);
            if (rc == 0) {
                CHECK(map.width * map.height > 0 && map.tiles, "map mutation %d: empty", round);
                movingai_map_free(&map);
            }
        } else {
            movingai_scenarios scen;
            int rc = parse_scen(text, length, &scen);
            CHECK(rc == 0 || (rc == -1 && strncmp(error, "s.scen:", 7) == 0),
                  "scen mutation %d", round);
            if (rc == 0) {
                int i;
                for (i = 0; i < scen.count; i++)
                    CHECK(scen.items[i].start_x < scen.map_width &&
                              scen.items[i].goal_y < scen.map_height,
                          "scen mutation %d: coordinate outside", round);
                movingai_scen_free(&scen);
            }
        }
    }
}

static void test_classes(void) {
    int c;
    static const char blocked_chars[] = "@OT";
    for (c = 0; c < 256; c++) {
        char tile = (char)c;
        int expected = (c == '.' || c == 'G' || c == 'S') ? MOVINGAI_GROUND
                       : c == 'W'                         ? MOVINGAI_WATER
                                                          : MOVINGAI_BLOCKED;
        CHECK(movingai_tile_class(tile) == expected, "class of %d", c);
    }
    for (c = 0; blocked_chars[c]; c++)
        CHECK(movingai_tile_class(blocked_chars[c]) == MOVINGAI_BLOCKED, "'%c' must be blocked",
              blocked_chars[c]);
    {
        movingai_map map;
        int cells[12], i;
        static const int ground[12] = {1, 1, 0, 0, 1, 0, 1, 0, 1, 1, 1, 1};
        static const int water[12] = {0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0};
        CHECK(parse_map(good_map_lf, strlen(good_map_lf), &map) == 0, "good map: %s", error);
        movingai_map_cells(&map, MOVINGAI_GROUND, cells);
        for (i = 0; i < 12; i++) CHECK(cells[i] == ground[i], "ground cell %d", i);
        movingai_map_cells(&map, MOVINGAI_WATER, cells);
        for (i = 0; i < 12; i++) CHECK(cells[i] == water[i], "water cell %d", i);
        for (i = 0; i < 12; i++) cells[i] = 7;
        movingai_map_cells(NULL, MOVINGAI_GROUND, cells);
        for (i = 0; i < 12; i++) CHECK(cells[i] == 7, "NULL map wrote cell %d", i);
        movingai_map_free(&map);
        movingai_map_free(&map); /* twice is harmless */
        movingai_map_free(NULL);
        movingai_scen_free(NULL);
    }
}

static void write_file(const char *path, const char *text) {
    FILE *f = fopen(path, "wb");
    CHECK(f != NULL, "cannot create %s", path);
    if (!f) return;
    fputs(text, f);
    fclose(f);
}

static void test_files(void) {
    char dir[] = "/tmp/test_movingai_XXXXXX", map_path[128], scen_path[128], bad_path[128];
    movingai_map map;
    movingai_scenarios scen;
    if (!make_temp_dir(dir)) {
        CHECK(0, "cannot make a temporary folder (%s)", dir);
        return;
    }
    snprintf(map_path, sizeof map_path, "%s/a.map", dir);
    snprintf(scen_path, sizeof scen_path, "%s/a.map.scen", dir);
    snprintf(bad_path, sizeof bad_path, "%s/bad.map", dir);
    write_file(map_path, "type octile\r\nheight 3\r\nwidth 4\r\nmap\r\n.G@T\r\nSW.O\r\n....\r\n");
    write_file(scen_path, good_scen_tabs);
    write_file(bad_path, "type octile\nheight 3\nwidth 4\nmap\n.G@T\nSW.O\n...\n");
    CHECK(movingai_map_load(map_path, &map, error, sizeof error) == 0, "load: %s", error);
    CHECK(map.width == 4 && map.height == 3 && memcmp(map.tiles, expected_tiles, 12) == 0,
          "loaded map content");
    movingai_map_free(&map);
    CHECK(movingai_scen_load(scen_path, &scen, error, sizeof error) == 0, "load: %s", error);
    CHECK(scen.count == 3 && scen.items[2].line == 5, "loaded scen content");
    movingai_scen_free(&scen);
    {
        char prefix[160];
        snprintf(prefix, sizeof prefix, "%s:7: ", bad_path);
        CHECK(movingai_map_load(bad_path, &map, error, sizeof error) == -1, "bad file accepted");
        CHECK(strncmp(error, prefix, strlen(prefix)) == 0, "bad file: '%s'", error);
        snprintf(prefix, sizeof prefix, "%s/missing.map", dir);
        CHECK(movingai_map_load(prefix, &map, error, sizeof error) == -1, "missing file");
        snprintf(prefix, sizeof prefix, "%s/missing.map: cannot open", dir);
        CHECK(strncmp(error, prefix, strlen(prefix)) == 0, "missing file: '%s'", error);
        snprintf(prefix, sizeof prefix, "%s/nope.scen", dir);
        CHECK(movingai_scen_load(prefix, &scen, error, sizeof error) == -1, "missing scen");
        CHECK(strstr(error, "nope.scen: cannot open") != NULL, "missing scen: '%s'", error);
        CHECK(scen.items == NULL && scen.count == 0, "missing scen leaves output empty");
        CHECK(movingai_map_load(dir, &map, error, sizeof error) == -1, "a directory loaded");
    }
    remove(map_path);
    remove(scen_path);
    remove(bad_path);
    CHECK(rmdir(dir) == 0, "temporary folder %s left behind", dir);
}

/* The public set as ../shared/movingai/SOURCES.md describes it (sizes and scenario counts). */
static const struct {
    const char *name;
    int width, height, scenarios;
} known[] = {
    {"arena.map", 49, 49, 160},          {"den520d.map", 256, 257, 888},
    {"brc202d.map", 530, 481, 2519},     {"orz900d.map", 1491, 656, 7015},
    {"AR0011SR.map", 512, 512, 1280},    {"BlackLotus.map", 768, 768, 3760},
    {"gardenofwar.map", 512, 512, 1280}, {"maze512-1-0.map", 512, 512, 11960},
    {"maze512-8-0.map", 512, 512, 6090}, {"maze512-32-0.map", 512, 512, 5760},
    {"random512-10-0.map", 512, 512, 1670}, {"random512-40-0.map", 512, 512, 3060},
    {"8room_000.map", 512, 512, 1940},   {"64room_000.map", 512, 512, 2030},
    {"Berlin_1_256.map", 256, 256, 910}, {"Boston_0_1024.map", 1024, 1024, 3840},
};

static int hog2_class(char tile) { /* '.GS' ground, 'W' water, 'T' trees, else -1 */
    return tile == 'T' ? 2 : movingai_tile_class(tile);
}

static void test_real_data(void) {
    const char *root = "../shared/movingai";
    char path[512], scen_path[512];
    DIR *dir;
    struct dirent *entry;
    int maps = 0, total = 0;
    size_t k;
    snprintf(path, sizeof path, "%s/maps", root);
    dir = opendir(path);
    if (!dir) {
        printf("SKIP: ../shared/movingai not found; real Moving AI files not checked\n");
        return;
    }
    while ((entry = readdir(dir)) != NULL) {
        movingai_map map;
        movingai_scenarios scen;
        size_t n = strlen(entry->d_name), i, cells;
        int s, bad_tiles = 0, bad_scenarios = 0, last_line = 0;
        if (n < 5 || strcmp(entry->d_name + n - 4, ".map") != 0) continue;
        snprintf(path, sizeof path, "%s/maps/%s", root, entry->d_name);
        snprintf(scen_path, sizeof scen_path, "%s/scen/%s.scen", root, entry->d_name);
        maps++;
        if (movingai_map_load(path, &map, error, sizeof error) != 0) {
            CHECK(0, "%s", error);
            continue;
        }
        if (movingai_scen_load(scen_path, &scen, error, sizeof error) != 0) {
            CHECK(0, "%s", error);
            movingai_map_free(&map);
            continue;
        }
        cells = (size_t)map.width * (size_t)map.height;
        for (i = 0; i < cells; i++) bad_tiles += strchr(".G@OTSW", map.tiles[i]) == NULL;
        CHECK(bad_tiles == 0, "%s: %d tiles outside .G@OTSW (a CR kept?)", path, bad_tiles);
        CHECK(scen.map_width == map.width && scen.map_height == map.height,
              "%s: scen says %dx%d, map is %dx%d", scen_path, scen.map_width, scen.map_height,
              map.width, map.height);
        CHECK(scen.count > 0, "%s: no scenarios", scen_path);
        for (s = 0; s < scen.count; s++) {
            const movingai_scenario *item = &scen.items[s];
            char start = map.tiles[(size_t)item->start_y * (size_t)map.width + (size_t)item->start_x];
            char goal = map.tiles[(size_t)item->goal_y * (size_t)map.width + (size_t)item->goal_x];
            /* HOG2 solves within one terrain class: start and goal share a passable class */
            if (hog2_class(start) < 0 || hog2_class(start) != hog2_class(goal)) bad_scenarios++;
            if (item->line <= last_line || item->tolerance < 1e-4 || item->optimal < 0)
                bad_scenarios++;
            last_line = item->line;
        }
        CHECK(bad_scenarios == 0, "%s: %d scenarios with start/goal in different or blocked "
                                  "terrain, or bad line/tolerance", scen_path, bad_scenarios);
        for (k = 0; k < sizeof known / sizeof known[0]; k++) {
            if (strcmp(known[k].name, entry->d_name) != 0) continue;
            CHECK(map.width == known[k].width && map.height == known[k].height &&
                      scen.count == known[k].scenarios,
                  "%s: %dx%d with %d scenarios, SOURCES.md says %dx%d with %d", entry->d_name,
                  map.width, map.height, scen.count, known[k].width, known[k].height,
                  known[k].scenarios);
        }
        total += scen.count;
        movingai_scen_free(&scen);
        movingai_map_free(&map);
    }
    closedir(dir);
    CHECK(maps > 0, "no .map files in %s/maps", root);
    printf("NOTE: loaded %d real maps and %d scenarios from %s\n", maps, total, root);
}

int main(void) {
    test_good_maps();
    test_bad_maps();
    test_good_scens();
    test_bad_scens();
    test_truncations();
    test_mutations();
    test_classes();
    test_files();
    test_real_data();
    return check_report("test_movingai");
}
