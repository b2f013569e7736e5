#ifndef FLICKTERM_CJPEGSHIM_H
#define FLICKTERM_CJPEGSHIM_H

#include <stddef.h>

// A JPEG decoded to 8-bit RGB, or why it could not be. libjpeg reports errors with longjmp; this shim
// catches them, so Swift only ever sees a status and a message.
typedef struct {
    int width;
    int height;
    // width * height * 3 bytes, malloc'ed; free with flk_jpeg_free. NULL on failure.
    unsigned char *pixels;
    // 0 on success.
    int status;
    char message[160];
} flk_jpeg_image;

// What a decode may spend, and how to stop it from another thread. A hostile file can be small yet cost
// minutes: a progressive JPEG may repeat cheap scans over a large image a hundred thousand times.
typedef struct {
    // Scans beyond this many are refused (real progressive JPEGs have about ten).
    int max_scans;
    // Thread CPU time a decode may take, in nanoseconds.
    long long max_cpu_nanoseconds;
    // Set by flk_jpeg_cancel from any thread; the decode stops at its next row or scan.
    int cancelled;
} flk_jpeg_control;

// Asks the decode using `control` to stop; safe from any thread.
void flk_jpeg_cancel(flk_jpeg_control *control);

// Statuses of flk_jpeg_image.
enum {
    FLK_JPEG_OK = 0,
    FLK_JPEG_UNDECODABLE = 1,
    FLK_JPEG_REFUSED = 2,
    FLK_JPEG_CANCELLED = 3,
    FLK_JPEG_TOO_MANY_SCANS = 4,
    FLK_JPEG_OVER_BUDGET = 5,
};

// The size stored in the header, without decoding; returns 0 on success, else writes a message.
int flk_jpeg_size(const unsigned char *data, size_t size, int *width, int *height, char *message, size_t message_size);

// Decodes with libjpeg's DCT scaling at the smallest scale (1/8, 1/4, 1/2 or whole) whose output still covers
// min_width × min_height (the full size when none does), refusing images over max_pixels, and stopping
// within `control`'s limits (checked by libjpeg's progress monitor: at every row and every scan).
flk_jpeg_image flk_jpeg_decode(const unsigned char *data, size_t size, int min_width, int min_height, long max_pixels,
                               flk_jpeg_control *control);

void flk_jpeg_free(flk_jpeg_image *image);

#endif
