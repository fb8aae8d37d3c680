/* placeholder until the flow command lands */
#include <stdio.h>
#include "bench.h"
int bench_flow_main(int argc, char **argv) {
    (void)argc; (void)argv;
    fprintf(stderr, "bench: the 'flow' command is not built yet\n");
    return 2;
}
