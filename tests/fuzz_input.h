/* fuzz_input.h - the libFuzzer harnesses' byte reader: take() returns the next input byte, or
 * 0 once the input is used up, so every harness reads as many values as it likes. */
#ifndef FUZZ_INPUT_H_INCLUDED
#define FUZZ_INPUT_H_INCLUDED
#include <stddef.h>
#include <stdint.h>

static unsigned take(const uint8_t **data, size_t *size) {
    unsigned v = 0;
    if (*size) {
        v = **data;
        (*data)++;
        (*size)--;
    }
    return v;
}
#endif
