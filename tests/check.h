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

/* A program compiled as C++ (build/cxx/ by g++, build/clangxx/ by clang++: the headers'
 * implementation in C++) says so in its report. The headers refuse option enums out of range (a
 * bad value read from a file, say) and name unknown result codes: in C such a value is a plain
 * int; in C++ it is undefined behaviour before the library sees it (UBSan's enum check, on in the
 * C++ builds, stops at the test's own load), so the C++ builds leave those checks to the C ones:
 * if (CHECK_BAD_ENUMS) { ... }. */
#ifdef __cplusplus
#define CHECK_LANGUAGE " (C++)"
#define CHECK_BAD_ENUMS 0
#else
#define CHECK_LANGUAGE ""
#define CHECK_BAD_ENUMS 1
#endif

/* Last line of every test program; tests/run.sh adds these up. */
static int check_report(const char *name) {
    printf("%s" CHECK_LANGUAGE ": %ld passed, %ld failed\n", name, check_passed, check_failed);
    return check_failed ? 1 : 0;
}
#endif
