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

// The size stored in the header, without decoding; returns 0 on success, else writes a message.
int flk_jpeg_size(const unsigned char *data, size_t size, int *width, int *height, char *message, size_t message_size);

// Decodes with libjpeg's DCT scaling at the smallest scale (n/8, n = 1…8) whose output still covers
// min_width × min_height (the full size when none does), refusing images over max_pixels.
flk_jpeg_image flk_jpeg_decode(const unsigned char *data, size_t size, int min_width, int min_height, long max_pixels);

void flk_jpeg_free(flk_jpeg_image *image);

#endif
