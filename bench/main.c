/* bench - compare open-set strategies, run Moving AI scenarios, time flow fields. */
#include <stdio.h>
#include <string.h>
#include "bench.h"

static void usage(FILE *out) {
    fprintf(out,
            "usage: bench [--quick] [--csv FILE] [...]     compare open sets on built-in maps\n"
            "                                  (bench suite --help: all of its options)\n"
            "       bench scen MAP.map SCEN.scen [--open heap|list] [--algo astar|jps[,...]]\n"
            "                  [--paths FILE] [--longest N] [--repeat K]\n"
            "                  [--open-capacity N]   check Moving AI scenarios\n"
            "       bench flow MAP.map --goal X Y [--goal X Y ...] [--metric bfs|octile]\n"
            "                  [--neighbours 4|8] [--corners no-cut|one-free|always] [--sight]\n"
            "                  [--repeat N] [--costs LO-HI [--seed N]] [--max-distance D]\n"
            "                  [--plain] [--dump FILE]   time a flow field (--plain: hand-written\n"
            "                  fields beside, costs checked)\n"
            "       bench flow-maps [DIR] [--rounds N] [--repeat N] [--neighbours 4|8]\n"
            "                  [--only A,B] [--against BENCH | --plain]   BFS and exact fields on\n"
            "                  every Moving AI map, a table (--against: another bench's times beside;\n"
            "                  --plain: a plain queue BFS's and heap Dijkstra's, costs checked)\n"
            "       bench reach [--size N] [--runs R] [--map FILE.map]   unreachable goals\n"
            "Each command takes --help for its own options.\n");
}

int main(int argc, char **argv) {
    if (argc > 1 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))) {
        usage(stdout);
        return 0;
    }
    if (argc > 1 && !strcmp(argv[1], "scen")) return bench_scen_main(argc - 1, argv + 1);
    if (argc > 1 && !strcmp(argv[1], "flow")) return bench_flow_main(argc - 1, argv + 1);
    if (argc > 1 && !strcmp(argv[1], "flow-maps")) return bench_flow_maps_main(argc - 1, argv + 1);
    if (argc > 1 && !strcmp(argv[1], "reach")) return bench_reach_main(argc - 1, argv + 1);
    if (argc > 1 && !strcmp(argv[1], "suite")) return bench_suite_main(argc - 1, argv + 1);
    return bench_suite_main(argc, argv);
}
