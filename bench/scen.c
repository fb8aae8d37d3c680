/* placeholder until the scen command lands */
#include <stdio.h>
#include "bench.h"
int bench_scen_main(int argc, char **argv) {
    (void)argc; (void)argv;
    fprintf(stderr, "bench: the 'scen' command is not built yet\n");
    return 2;
}
