/* maps.h - the bench's built-in maps, generated from fixed seeds (no files, no downloads). */
#ifndef BENCH_MAPS_H_INCLUDED
#define BENCH_MAPS_H_INCLUDED
#include <stddef.h>
#include <stdint.h>

typedef enum bench_map_kind {
    BENCH_MAP_OPEN,   /* no obstacles */
    BENCH_MAP_RANDOM, /* each cell blocked with probability param percent */
    BENCH_MAP_MAZE,   /* perfect maze, corridors param cells wide, walls 1 cell */
    BENCH_MAP_ROOMS   /* square rooms param cells wide, 1-cell walls, doors */
} bench_map_kind;

typedef struct bench_map {
    char name[64];
    int width, height;
    int *cells; /* width*height, 1 = free, 0 = wall (malloc'd) */
} bench_map;

/* Generate a map. 0 on success, -1 when out of memory or the parameters make no sense. */
int bench_map_make(bench_map *map, bench_map_kind kind, int width, int height, int param,
                   uint64_t seed);
void bench_map_free(bench_map *map);
/* The name bench_map_make gives such a map ("random40-512"), without making it. */
void bench_map_name(char *name, size_t size, bench_map_kind kind, int width, int param);

/* The bench's random numbers: splitmix64, so a seed gives the same map everywhere. */
typedef struct bench_rng {
    uint64_t state;
} bench_rng;
uint64_t bench_rng_next(bench_rng *rng);
int bench_rng_below(bench_rng *rng, int n); /* uniform in [0, n) for n >= 1 */
#endif
