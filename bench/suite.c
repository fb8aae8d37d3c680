/* placeholder until the suite command lands */
#include <stdio.h>
#include "bench.h"
int bench_suite_main(int argc, char **argv) {
    (void)argc; (void)argv;
    fprintf(stderr, "bench: the 'suite' command is not built yet\n");
    return 2;
}
