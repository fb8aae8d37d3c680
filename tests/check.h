/* check.h - the tests' tiny harness: CHECK counts, main prints "name: N passed, N failed". */
#ifndef CHECK_H_INCLUDED
#define CHECK_H_INCLUDED
#include <stdio.h>

static long check_passed, check_failed;

/* Count one assertion; on failure print where and why (a printf-style message). */
#define CHECK(cond, ...)                                                        \
    do {                                                                        \
        if (cond) {                                                             \
            check_passed++;                                                     \
        } else {                                                                \
            check_failed++;                                                     \
            if (check_failed <= 50) {                                           \
                fprintf(stderr, "FAIL %s:%d: %s: ", __FILE__, __LINE__, #cond); \
                fprintf(stderr, __VA_ARGS__);                                   \
                fputc('\n', stderr);                                            \
            }                                                                   \
        }                                                                       \
    } while (0)

/* Last line of every test program; tests/run.sh adds these up. */
static int check_report(const char *name) {
    printf("%s: %ld passed, %ld failed\n", name, check_passed, check_failed);
    return check_failed ? 1 : 0;
}
#endif
