/* fuzz_movingai.c - libFuzzer harness for the Moving AI reader (bench/movingai.h).
 * The first byte picks the parser (even: .map, odd: .scen); the rest is the file text, given
 * without a terminating NUL so ASan catches any read past the end. Checks what the parsers
 * promise: rc 0 or -1, an error naming the file on -1, a consistent result on 0.
 * Build and run: make fuzz (or make build/fuzz_movingai && build/fuzz_movingai). */
#define MOVINGAI_IMPLEMENTATION
#include "bench/movingai.h"
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char error[256];
    const char *text;
    int rc;
    if (size < 1) return 0;
    text = (const char *)data + 1;
    if ((data[0] & 1) == 0) {
        movingai_map map;
        rc = movingai_map_parse(text, size - 1, "f.map", &map, error, sizeof error);
        if (rc == 0) {
            int cells[64];
            if (map.width < 1 || map.height < 1 || !map.tiles) abort();
            if ((size_t)map.width * (size_t)map.height > size) abort(); /* rows come from text */
            if ((size_t)map.width * (size_t)map.height <= 64)
                movingai_map_cells(&map, MOVINGAI_GROUND, cells);
            movingai_map_free(&map);
        } else if (rc != -1 || strncmp(error, "f.map:", 6) != 0 || map.tiles) {
            abort();
        }
    } else {
        movingai_scenarios scen;
        rc = movingai_scen_parse(text, size - 1, "f.scen", &scen, error, sizeof error);
        if (rc == 0) {
            int i;
            for (i = 0; i < scen.count; i++) {
                const movingai_scenario *s = &scen.items[i];
                if (s->start_x < 0 || s->start_y < 0 || s->start_x >= scen.map_width ||
                    s->start_y >= scen.map_height || s->goal_x < 0 || s->goal_y < 0 ||
                    s->goal_x >= scen.map_width || s->goal_y >= scen.map_height ||
                    !(s->tolerance >= 1e-4) || !(s->optimal >= 0.0) || s->line < 2)
                    abort();
            }
            movingai_scen_free(&scen);
        } else if (rc != -1 || strncmp(error, "f.scen:", 7) != 0 || scen.items) {
            abort();
        }
    }
    return 0;
}
