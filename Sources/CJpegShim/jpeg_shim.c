#include "CJpegShim.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <jpeglib.h>
#include <jerror.h>

// libjpeg's error manager, extended with the place to jump back to.
typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf escape;
    char *message;
    size_t message_size;
    // The status to report when the progress monitor stops the decode (0: libjpeg's own error).
    int stop_status;
} flk_error_manager;

// libjpeg's progress monitor, extended with the limits it enforces.
typedef struct {
    struct jpeg_progress_mgr base;
    flk_jpeg_control *control;
    long long started;
    // Calls so far: the CPU clock is read on every 8th (it is a system call, not a vDSO read: ~70 a thumbnail).
    unsigned calls;
} flk_progress;

static long long flk_thread_cpu_nanoseconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return (long long)now.tv_sec * 1000000000LL + now.tv_nsec;
}

static void flk_stop(j_common_ptr info, int status, const char *why) {
    flk_error_manager *manager = (flk_error_manager *)info->err;
    manager->stop_status = status;
    snprintf(manager->message, manager->message_size, "%s", why);
    longjmp(manager->escape, 1);
}

// Called by libjpeg at every row it outputs and every step of reading a scan.
static void flk_progress_monitor(j_common_ptr info) {
    flk_progress *progress = (flk_progress *)info->progress;
    flk_jpeg_control *control = progress->control;
    if (__atomic_load_n(&control->cancelled, __ATOMIC_RELAXED)) flk_stop(info, FLK_JPEG_CANCELLED, "cancelled");
    if (((j_decompress_ptr)info)->input_scan_number > control->max_scans) flk_stop(info, FLK_JPEG_TOO_MANY_SCANS, "too many scans");
    if (progress->calls++ % 8 == 0 && flk_thread_cpu_nanoseconds() - progress->started > control->max_cpu_nanoseconds) {
        flk_stop(info, FLK_JPEG_OVER_BUDGET, "too much work");
    }
}

void flk_jpeg_cancel(flk_jpeg_control *control) {
    __atomic_store_n(&control->cancelled, 1, __ATOMIC_RELAXED);
}

static void flk_error_exit(j_common_ptr info) {
    flk_error_manager *manager = (flk_error_manager *)info->err;
    char text[JMSG_LENGTH_MAX];
    (*info->err->format_message)(info, text);
    snprintf(manager->message, manager->message_size, "%s", text);
    longjmp(manager->escape, 1);
}

// Warnings (a truncated scan, extraneous bytes) are not errors: the decoder fills what is missing.
static void flk_output_message(j_common_ptr info) {
    (void)info;
}

static int flk_start(struct jpeg_decompress_struct *info, flk_error_manager *manager, const unsigned char *data, size_t size) {
    info->err = jpeg_std_error(&manager->base);
    manager->base.error_exit = flk_error_exit;
    manager->base.output_message = flk_output_message;
    manager->stop_status = 0;
    jpeg_create_decompress(info);
    jpeg_mem_src(info, data, (unsigned long)size);
    return jpeg_read_header(info, TRUE) == JPEG_HEADER_OK;
}

int flk_jpeg_size(const unsigned char *data, size_t size, int *width, int *height, char *message, size_t message_size) {
    struct jpeg_decompress_struct info;
    flk_error_manager manager;
    manager.message = message;
    manager.message_size = message_size;
    if (setjmp(manager.escape)) {
        jpeg_destroy_decompress(&info);
        return 1;
    }
    if (!flk_start(&info, &manager, data, size)) {
        snprintf(message, message_size, "no JPEG header");
        jpeg_destroy_decompress(&info);
        return 1;
    }
    *width = (int)info.image_width;
    *height = (int)info.image_height;
    jpeg_destroy_decompress(&info);
    return 0;
}

// A decode in two steps, so that the caller allocates the pixels: the header read and the decode started (for a
// progressive file, its coefficients), then the rows written where the caller says.
struct flk_jpeg_decoder {
    struct jpeg_decompress_struct info;
    flk_error_manager manager;
    flk_progress progress;
};

// Records why the decode failed in `message` and returns the status.
static int flk_failed(flk_jpeg_decoder *decoder, int status, const char *why) {
    snprintf(decoder->manager.message, decoder->manager.message_size, "%s", why);
    return status;
}

// libjpeg's own error, or the progress monitor's stop, as a status.
static int flk_error_status(flk_jpeg_decoder *decoder) {
    if (decoder->manager.stop_status) return decoder->manager.stop_status;
    // Without backing store (libjpeg-turbo has none), coefficient arrays over max_memory_to_use end the decode here.
    if (decoder->manager.base.msg_code == JERR_NO_BACKING_STORE) return FLK_JPEG_TOO_LARGE;
    return FLK_JPEG_UNDECODABLE;
}

flk_jpeg_decoder *flk_jpeg_open(const unsigned char *data, size_t size, int min_width, int min_height, long max_pixels,
                                flk_jpeg_control *control, int *width, int *height, int *status, char *message, size_t message_size) {
    flk_jpeg_decoder *decoder = calloc(1, sizeof *decoder);
    if (!decoder) {
        *status = FLK_JPEG_TOO_LARGE;
        snprintf(message, message_size, "out of memory");
        return NULL;
    }
    decoder->manager.message = message;
    decoder->manager.message_size = message_size;
    decoder->progress.base.progress_monitor = flk_progress_monitor;
    decoder->progress.control = control;
    decoder->progress.started = flk_thread_cpu_nanoseconds();
    struct jpeg_decompress_struct *info = &decoder->info;
    if (setjmp(decoder->manager.escape)) {
        *status = flk_error_status(decoder);
        flk_jpeg_close(decoder);
        return NULL;
    }
    if (!flk_start(info, &decoder->manager, data, size)) {
        *status = flk_failed(decoder, FLK_JPEG_UNDECODABLE, "no JPEG header");
        flk_jpeg_close(decoder);
        return NULL;
    }
    long full_width = (long)info->image_width, full_height = (long)info->image_height;
    if (full_width <= 0 || full_height <= 0 || full_width * full_height > max_pixels) {
        char why[80];
        snprintf(why, sizeof why, "refused: %ld×%ld pixels", full_width, full_height);
        *status = flk_failed(decoder, FLK_JPEG_REFUSED, why);
        flk_jpeg_close(decoder);
        return NULL;
    }
    // The memory libjpeg may take for its own arrays: a progressive file keeps every coefficient of the image,
    // whatever the scale it is decoded at.
    info->mem->max_memory_to_use = control->max_memory;
    info->progress = &decoder->progress.base;
    // Only the scales libjpeg-turbo decodes with its SIMD code (1/8, 1/4, 1/2, whole): every other one costs more than the
    // next of these up, and area averaging the larger output costs less than the difference.
    unsigned int scale = 8;
    for (unsigned int n = 1; n < 8; n *= 2) {
        if ((full_width * n + 7) / 8 >= min_width && (full_height * n + 7) / 8 >= min_height) {
            scale = n;
            break;
        }
    }
    info->scale_num = scale;
    info->scale_denom = 8;
    info->out_color_space = JCS_RGB;
    jpeg_calc_output_dimensions(info);
    if ((long)info->output_width * (long)info->output_height * 3 > control->max_memory) {
        *status = flk_failed(decoder, FLK_JPEG_TOO_LARGE, "its pixels would take more memory than a picture may");
        flk_jpeg_close(decoder);
        return NULL;
    }
    jpeg_start_decompress(info);
    if (info->output_components != 3) {
        *status = flk_failed(decoder, FLK_JPEG_UNDECODABLE, "unsupported colour space");
        flk_jpeg_close(decoder);
        return NULL;
    }
    *width = (int)info->output_width;
    *height = (int)info->output_height;
    *status = FLK_JPEG_OK;
    return decoder;
}

int flk_jpeg_read(flk_jpeg_decoder *decoder, unsigned char *pixels) {
    struct jpeg_decompress_struct *info = &decoder->info;
    if (setjmp(decoder->manager.escape)) return flk_error_status(decoder);
    size_t stride = (size_t)info->output_width * 3;
    while (info->output_scanline < info->output_height) {
        JSAMPROW row = pixels + stride * info->output_scanline;
        jpeg_read_scanlines(info, &row, 1);
    }
    jpeg_finish_decompress(info);
    return FLK_JPEG_OK;
}

void flk_jpeg_close(flk_jpeg_decoder *decoder) {
    if (!decoder) return;
    jpeg_destroy_decompress(&decoder->info);
    free(decoder);
}

int flk_jpeg_encode(const unsigned char *pixels, int width, int height, int quality, unsigned char **out, unsigned long *out_size) {
    struct jpeg_compress_struct info;
    flk_error_manager manager;
    char message[JMSG_LENGTH_MAX];
    manager.message = message;
    manager.message_size = sizeof message;
    manager.stop_status = 0;
    *out = NULL;
    *out_size = 0;
    info.err = jpeg_std_error(&manager.base);
    manager.base.error_exit = flk_error_exit;
    manager.base.output_message = flk_output_message;
    if (setjmp(manager.escape)) {
        jpeg_destroy_compress(&info);
        free(*out);
        *out = NULL;
        return 1;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, out, out_size);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 3;
    info.in_color_space = JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)info.next_scanline * (size_t)width * 3);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    return 0;
}

void flk_jpeg_free_encoded(unsigned char *data) {
    free(data);
}
