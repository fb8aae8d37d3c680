/* example_args.h: how the picture examples (crowd, mapview, squads, tilemap, timeslice) read the
 * numbers on their command lines; none of it is part of the library. */
#ifndef EXAMPLE_ARGS_H
#define EXAMPLE_ARGS_H
#include <stdio.h>
#include <stdlib.h>

/* text as a number in lo..hi (a whole one unless real; nothing else in text), else
 * "PROGRAM: OPTION wants ..." and the usage on stderr, and exit 2 (a usage error) */
static double example_number(const char *program, const char *usage, const char *option,
                             const char *text, double lo, double hi, int real) {
    char *end;
    double value = real ? strtod(text, &end) : (double)strtol(text, &end, 10);
    if (end == text || *end || !(value >= lo && value <= hi)) {
        fprintf(stderr, "%s: %s wants a %s in %.10g..%.10g, not '%s'\n%s", program, option,
                real ? "number" : "whole number", lo, hi, text, usage);
        exit(2);
    }
    return value;
}
#endif
