/* bench - compare open-set strategies, run Moving AI scenarios, time flow fields. */
#include <errno.h>
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

/* The exit status once standard output is flushed: status, or where it could not be written (a
 * full disk, a closed pipe) "WHO: writing standard output failed: REASON" on stderr and
 * write_failed, the command's status for an output not made (a run that failed already keeps its
 * own status) */
static int exit_status(int status, const char *who, int write_failed) {
    errno = 0;
    if (fflush(stdout) == 0 && !ferror(stdout)) return status;
    fprintf(stderr, "%s: writing standard output failed: %s\n", who, strerror(errno ? errno : EIO));
    return status ? status : write_failed;
}

const char *bench_program;

int main(int argc, char **argv) {
    /* each command, the name its messages start with, and its exit status when an output is not
     * written (as its --help says) */
    static const struct {
        const char *name, *who;
        int (*run)(int argc, char **argv);
        int write_failed;
    } commands[] = {{"scen", "bench scen", bench_scen_main, 2},
                    {"flow", "bench flow", bench_flow_main, 1},
                    {"flow-maps", "bench flow-maps", bench_flow_maps_main, 1},
                    {"reach", "bench reach", bench_reach_main, 1},
                    {"suite", "bench", bench_suite_main, 1}};
    size_t i;
    bench_program = argc > 0 ? argv[0] : NULL;
    if (argc > 1 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))) {
        usage(stdout);
        return exit_status(0, "bench", 1);
    }
    for (i = 0; argc > 1 && i < sizeof commands / sizeof commands[0]; i++)
        if (!strcmp(argv[1], commands[i].name))
            return exit_status(commands[i].run(argc - 1, argv + 1), commands[i].who, commands[i].write_failed);
    return exit_status(bench_suite_main(argc, argv), "bench", 1);
}
