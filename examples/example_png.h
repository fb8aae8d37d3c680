/* example_png.h: how the picture examples (crowd, mapview, squads, tilemap, timeslice) write their
 * PNG files; none of it is part of the library. stbi_write_png ignores fwrite's and fclose's errors,
 * so on a full disk it left a cut-off file and the examples said "wrote": this checks both.
 * Include it after stb_image_write.h. */
#ifndef EXAMPLE_PNG_H
#define EXAMPLE_PNG_H
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

typedef struct example_png_sink {
    FILE *file;
    int error; /* errno of the first failed write, or -1 with no errno; 0 if none */
} example_png_sink;

static void example_png_put(void *context, void *data, int size) {
    example_png_sink *sink = (example_png_sink *)context;
    if (sink->error || size <= 0) return;
    errno = 0;
    if (fwrite(data, 1, (size_t)size, sink->file) != (size_t)size) sink->error = errno ? errno : -1;
}

/* "PROGRAM: PATH: cannot write it: why" on stderr, after fopen(path) failed with errno */
static void example_cannot_open(const char *program, const char *path) {
    const int error = errno;
    struct stat info;
    if (stat(path, &info) == 0 && S_ISDIR(info.st_mode))
        fprintf(stderr, "%s: %s: cannot write it: it is a directory (give a file name)\n", program,
                path);
    else
        fprintf(stderr, "%s: %s: cannot write it: %s (does its folder exist?)\n", program, path,
                error ? strerror(error) : "unknown error");
}

/* Can path be written? The examples ask before their run, so a bad --out fails at once, not
 * after it. 1 if so (an existing file is left as it is, a new one is not left behind); else 0,
 * after the message example_write_png would give. */
static int example_can_write(const char *program, const char *path) {
    struct stat info;
    const int existed = stat(path, &info) == 0;
    FILE *file;
    errno = 0;
    file = existed && S_ISDIR(info.st_mode) ? NULL : fopen(path, existed ? "ab" : "wb");
    if (!file) {
        example_cannot_open(program, path);
        return 0;
    }
    fclose(file);
    if (!existed) remove(path);
    return 1;
}

/* Write w x h RGB pixels (3 bytes each, rows packed) to path as a PNG. 1 if the whole file was
 * written; else 0, after "PROGRAM: PATH: what went wrong" on stderr. (A cut-off file is left,
 * not removed: path may be a device.) */
static int example_write_png(const char *program, const char *path, int w, int h,
                             const unsigned char *rgb) {
    example_png_sink sink;
    int encoded;
    sink.error = 0;
    errno = 0;
    sink.file = fopen(path, "wb");
    if (!sink.file) {
        example_cannot_open(program, path);
        return 0;
    }
    encoded = stbi_write_png_to_func(example_png_put, &sink, w, h, 3, rgb, w * 3);
    errno = 0;
    if (fclose(sink.file) != 0 && !sink.error) sink.error = errno ? errno : -1;
    if (encoded && !sink.error) return 1;
    if (!encoded)
        fprintf(stderr, "%s: %s: could not encode the picture (out of memory?)\n", program, path);
    else
        fprintf(stderr, "%s: %s: cannot write it: %s (disk full?); the file is incomplete\n", program,
                path, sink.error > 0 ? strerror(sink.error) : "unknown error");
    return 0;
}
#endif
