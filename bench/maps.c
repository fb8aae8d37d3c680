/* maps.c - built-in maps for the bench: open field, random obstacles, mazes, rooms. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "maps.h"

uint64_t bench_rng_next(bench_rng *rng) {
    uint64_t z = (rng->state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

int bench_rng_below(bench_rng *rng, int n) {
    /* the modulo bias for n < 2^31 against 2^64 is far below anything a bench can see */
    return n <= 1 ? 0 : (int)(bench_rng_next(rng) % (uint64_t)n);
}

void bench_map_free(bench_map *map) {
    if (!map) return;
    free(map->cells);
    map->cells = NULL;
    map->width = map->height = 0;
}

static void fill_rect(bench_map *map, int x0, int y0, int w, int h, int value) {
    int x, y;
    for (y = y0; y < y0 + h && y < map->height; y++)
        for (x = x0; x < x0 + w && x < map->width; x++)
            if (x >= 0 && y >= 0) map->cells[y * map->width + x] = value;
}

/* A random spanning tree over an nx*ny lattice by depth-first search (the recursive
 * backtracker, with an explicit stack). open_link(i, j, dir) is called for every tree edge,
 * dir 0 = to (i+1, j), 1 = to (i, j+1) from the smaller cell. */
typedef void (*link_fn)(bench_map *map, int i, int j, int dir, int pitch, int size,
                        bench_rng *rng);

static int spanning_tree(bench_map *map, int nx, int ny, int pitch, int size, bench_rng *rng,
                         link_fn open_link) {
    int32_t *stack = (int32_t *)malloc(sizeof(int32_t) * (size_t)nx * (size_t)ny);
    unsigned char *seen = (unsigned char *)calloc((size_t)nx * (size_t)ny, 1);
    int top = 0;
    if (!stack || !seen) {
        free(stack);
        free(seen);
        return -1;
    }
    stack[top++] = 0;
    seen[0] = 1;
    while (top > 0) {
        int cur = stack[top - 1], i = cur % nx, j = cur / nx, options[4], count = 0, k;
        static const int dx[4] = {1, 0, -1, 0}, dy[4] = {0, 1, 0, -1};
        for (k = 0; k < 4; k++) {
            int ni = i + dx[k], nj = j + dy[k];
            if (ni >= 0 && nj >= 0 && ni < nx && nj < ny && !seen[nj * nx + ni]) options[count++] = k;
        }
        if (!count) {
            top--;
            continue;
        }
        k = options[bench_rng_below(rng, count)];
        {
            int ni = i + dx[k], nj = j + dy[k];
            int li = k == 2 ? ni : i, lj = k == 3 ? nj : j;
            open_link(map, li, lj, (k & 1) ? 1 : 0, pitch, size, rng);
            seen[nj * nx + ni] = 1;
            stack[top++] = nj * nx + ni;
        }
    }
    free(stack);
    free(seen);
    return 0;
}

static void maze_link(bench_map *map, int i, int j, int dir, int pitch, int size, bench_rng *rng) {
    int x = 1 + i * pitch, y = 1 + j * pitch;
    (void)rng;
    if (dir == 0) fill_rect(map, x + size, y, 1, size, 1);
    else fill_rect(map, x, y + size, size, 1, 1);
}

static void room_link(bench_map *map, int i, int j, int dir, int pitch, int size, bench_rng *rng) {
    int door = size / 4 > 1 ? size / 4 : 1;
    int offset = bench_rng_below(rng, size - door + 1);
    int x = 1 + i * pitch, y = 1 + j * pitch;
    if (dir == 0) fill_rect(map, x + size, y + offset, 1, door, 1);
    else fill_rect(map, x + offset, y + size, door, 1, 1);
}

void bench_map_name(char *name, size_t size, bench_map_kind kind, int width, int param) {
    switch (kind) {
    case BENCH_MAP_OPEN: snprintf(name, size, "open-%d", width); break;
    case BENCH_MAP_RANDOM: snprintf(name, size, "random%d-%d", param, width); break;
    default: snprintf(name, size, "%s%d-%d", kind == BENCH_MAP_MAZE ? "maze" : "rooms", param, width);
    }
}

int bench_map_make(bench_map *map, bench_map_kind kind, int width, int height, int param,
                   uint64_t seed) {
    bench_rng rng;
    size_t n, i;
    memset(map, 0, sizeof *map);
    if (width < 4 || height < 4 || width > 16384 || height > 16384) return -1;
    n = (size_t)width * (size_t)height;
    map->cells = (int *)malloc(sizeof(int) * n);
    if (!map->cells) return -1;
    map->width = width;
    map->height = height;
    rng.state = seed;
    switch (kind) {
    case BENCH_MAP_OPEN:
        for (i = 0; i < n; i++) map->cells[i] = 1;
        bench_map_name(map->name, sizeof map->name, kind, width, param);
        return 0;
    case BENCH_MAP_RANDOM:
        if (param < 0 || param > 90) break;
        for (i = 0; i < n; i++) map->cells[i] = bench_rng_below(&rng, 100) < param ? 0 : 1;
        bench_map_name(map->name, sizeof map->name, kind, width, param);
        return 0;
    case BENCH_MAP_MAZE:
    case BENCH_MAP_ROOMS: {
        int pitch = param + 1, nx = (width - 1) / pitch, ny = (height - 1) / pitch, rc;
        if (param < 1 || nx < 1 || ny < 1) break;
        for (i = 0; i < n; i++) map->cells[i] = 0;
        {
            int a, b;
            for (b = 0; b < ny; b++)
                for (a = 0; a < nx; a++)
                    fill_rect(map, 1 + a * pitch, 1 + b * pitch, param, param, 1);
        }
        rc = spanning_tree(map, nx, ny, pitch, param, &rng,
                           kind == BENCH_MAP_MAZE ? maze_link : room_link);
        if (rc != 0) break;
        if (kind == BENCH_MAP_ROOMS) {
            /* extra doors so rooms form loops, as real levels do */
            int a, b;
            for (b = 0; b < ny; b++)
                for (a = 0; a < nx; a++) {
                    if (a + 1 < nx && bench_rng_below(&rng, 3) == 0)
                        room_link(map, a, b, 0, pitch, param, &rng);
                    if (b + 1 < ny && bench_rng_below(&rng, 3) == 0)
                        room_link(map, a, b, 1, pitch, param, &rng);
                }
        }
        bench_map_name(map->name, sizeof map->name, kind, width, param);
        return 0;
    }
    }
    bench_map_free(map);
    return -1;
}
