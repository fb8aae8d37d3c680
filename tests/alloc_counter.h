/* alloc_counter.h - an allocator for the headers' MALLOC/FREE hooks that counts its calls and can
 * fail: proves the context reaches the hooks, that searches never allocate, and what happens when
 * memory runs out. Include it before the header, then define the hooks with it, e.g.
 *     #define ASTAR_MALLOC(size, ctx) counting_malloc(size, ctx)
 *     #define ASTAR_FREE(ptr, ctx) counting_free(ptr, ctx)
 * A NULL context is plain malloc and free (nothing counted). */
#ifndef ALLOC_COUNTER_H
#define ALLOC_COUNTER_H
#include <stdlib.h>

typedef struct alloc_counter {
    int mallocs, frees;
    int fail; /* 1: every malloc returns NULL (an allocator out of memory) */
} alloc_counter;

static void *counting_malloc(size_t size, void *ctx) {
    alloc_counter *c = (alloc_counter *)ctx;
    if (c) c->mallocs++;
    return c && c->fail ? NULL : malloc(size);
}

static void counting_free(void *ptr, void *ctx) {
    if (ctx) ((alloc_counter *)ctx)->frees++;
    free(ptr);
}
#endif
