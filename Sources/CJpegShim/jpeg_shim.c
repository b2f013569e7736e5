#include "CJpegShim.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <jpeglib.h>

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

flk_jpeg_image flk_jpeg_decode(const unsigned char *data, size_t size, int min_width, int min_height, long max_pixels,
                               flk_jpeg_control *control) {
    flk_jpeg_image image;
    memset(&image, 0, sizeof image);
    struct jpeg_decompress_struct info;
    flk_error_manager manager;
    manager.message = image.message;
    manager.message_size = sizeof image.message;
    manager.stop_status = 0;
    flk_progress progress;
    memset(&progress, 0, sizeof progress);
    progress.base.progress_monitor = flk_progress_monitor;
    progress.control = control;
    progress.started = flk_thread_cpu_nanoseconds();
    // Volatile: changed after setjmp and read after longjmp.
    unsigned char *volatile pixels = NULL;
    if (setjmp(manager.escape)) {
        free(pixels);
        jpeg_destroy_decompress(&info);
        image.status = manager.stop_status ? manager.stop_status : FLK_JPEG_UNDECODABLE;
        return image;
    }
    if (!flk_start(&info, &manager, data, size)) {
        snprintf(image.message, sizeof image.message, "no JPEG header");
        jpeg_destroy_decompress(&info);
        image.status = 1;
        return image;
    }
    long width = (long)info.image_width, height = (long)info.image_height;
    if (width <= 0 || height <= 0 || width * height > max_pixels) {
        snprintf(image.message, sizeof image.message, "refused: %ld×%ld pixels", width, height);
        jpeg_destroy_decompress(&info);
        image.status = FLK_JPEG_REFUSED;
        return image;
    }
    info.progress = &progress.base;
    // Only the scales libjpeg-turbo decodes with its SIMD code (1/8, 1/4, 1/2, whole): every other one costs more than the
    // next of these up, and area averaging the larger output costs less than the difference.
    unsigned int scale = 8;
    for (unsigned int n = 1; n < 8; n *= 2) {
        if ((width * n + 7) / 8 >= min_width && (height * n + 7) / 8 >= min_height) {
            scale = n;
            break;
        }
    }
    info.scale_num = scale;
    info.scale_denom = 8;
    info.out_color_space = JCS_RGB;
    jpeg_start_decompress(&info);
    if (info.output_components != 3) {
        snprintf(image.message, sizeof image.message, "unsupported colour space");
        jpeg_destroy_decompress(&info);
        image.status = 1;
        return image;
    }
    size_t stride = (size_t)info.output_width * 3;
    pixels = malloc(stride * info.output_height);
    if (!pixels) {
        snprintf(image.message, sizeof image.message, "out of memory");
        jpeg_destroy_decompress(&info);
        image.status = 1;
        return image;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + stride * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    image.width = (int)info.output_width;
    image.height = (int)info.output_height;
    image.pixels = pixels;
    jpeg_destroy_decompress(&info);
    return image;
}

void flk_jpeg_free(flk_jpeg_image *image) {
    free(image->pixels);
    image->pixels = NULL;
}
