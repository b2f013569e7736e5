#ifndef FLICKTERM_CJPEGSHIM_H
#define FLICKTERM_CJPEGSHIM_H

#include <stddef.h>

// What a decode may spend, and how to stop it from another thread. A hostile file can be small yet cost
// minutes: a progressive JPEG may repeat cheap scans over a large image a hundred thousand times.
typedef struct {
    // Scans beyond this many are refused (real progressive JPEGs have about ten).
    int max_scans;
    // Thread CPU time a decode may take, in nanoseconds.
    long long max_cpu_nanoseconds;
    // Bytes libjpeg's own arrays may take (a progressive file's coefficients), and the pixels at most.
    long max_memory;
    // Set by flk_jpeg_cancel from any thread; the decode stops at its next row or scan.
    int cancelled;
} flk_jpeg_control;

// Asks the decode using `control` to stop; safe from any thread.
void flk_jpeg_cancel(flk_jpeg_control *control);

// Statuses of a decode.
enum {
    FLK_JPEG_OK = 0,
    FLK_JPEG_UNDECODABLE = 1,
    FLK_JPEG_REFUSED = 2,
    FLK_JPEG_CANCELLED = 3,
    FLK_JPEG_TOO_MANY_SCANS = 4,
    FLK_JPEG_OVER_BUDGET = 5,
    FLK_JPEG_TOO_LARGE = 6,
};

// The size stored in the header, without decoding; returns 0 on success, else writes a message.
int flk_jpeg_size(const unsigned char *data, size_t size, int *width, int *height, char *message, size_t message_size);

// A decode under way, between flk_jpeg_open and flk_jpeg_close.
typedef struct flk_jpeg_decoder flk_jpeg_decoder;

// Reads the header and starts decoding, with libjpeg's DCT scaling at the smallest scale (1/8, 1/4, 1/2 or whole)
// whose output still covers min_width × min_height (the full size when none does), refusing images over max_pixels,
// and stopping within `control`'s limits (checked by libjpeg's progress monitor: at every row and every scan; its
// memory by libjpeg's max_memory_to_use). Gives the output's size; NULL, with `status` and `message`, on failure.
flk_jpeg_decoder *flk_jpeg_open(const unsigned char *data, size_t size, int min_width, int min_height, long max_pixels,
                                flk_jpeg_control *control, int *width, int *height, int *status, char *message, size_t message_size);

// Writes the rows into `pixels` (width × height × 3 bytes); returns the status (the message goes where flk_jpeg_open
// was told).
int flk_jpeg_read(flk_jpeg_decoder *decoder, unsigned char *pixels);

void flk_jpeg_close(flk_jpeg_decoder *decoder);

// Encodes width × height RGB pixels as a baseline JPEG of `quality` (1–100) into *out (malloc'ed: free it with
// flk_jpeg_free_encoded), *out_size bytes; returns 0, else 1 with nothing to free.
int flk_jpeg_encode(const unsigned char *pixels, int width, int height, int quality, unsigned char **out, unsigned long *out_size);

void flk_jpeg_free_encoded(unsigned char *data);

#endif
