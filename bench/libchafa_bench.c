// libchafa in process, for `make bench`: times what chafa does to turn a JPEG's pixels into vhalf symbols on
// a COLUMNS x ROWS canvas in the given mode — from pixels already decoded, and from the file (libjpeg's full
// decode first, as a program using libchafa on a file does) — and prints both medians in ms.
// usage: libchafa-bench FILE COLUMNS ROWS truecolor|256
#include <chafa.h>
#include <stdio.h>
#include <stdlib.h>
#include <jpeglib.h>
#include <string.h>
#include <time.h>

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/// Decodes `path` to RGB at full size; NULL when it cannot be read.
static unsigned char *decode(const char *path, int *out_width, int *out_height) {
    FILE *file = fopen(path, "rb");
    if (!file) return NULL;
    struct jpeg_decompress_struct info;
    struct jpeg_error_mgr errors;
    info.err = jpeg_std_error(&errors);
    jpeg_create_decompress(&info);
    jpeg_stdio_src(&info, file);
    jpeg_read_header(&info, TRUE);
    info.out_color_space = JCS_RGB;
    jpeg_start_decompress(&info);
    int width = info.output_width, height = info.output_height, stride = width * 3;
    unsigned char *pixels = malloc((size_t)stride * height);
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + (size_t)stride * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    fclose(file);
    *out_width = width;
    *out_height = height;
    return pixels;
}

static double milliseconds(struct timespec start, struct timespec end) {
    return (end.tv_sec - start.tv_sec) * 1e3 + (end.tv_nsec - start.tv_nsec) / 1e6;
}

int main(int argc, char **argv) {
    if (argc != 5) return 2;
    int width, height;
    unsigned char *pixels = decode(argv[1], &width, &height);
    if (!pixels) return 1;
    free(pixels);
    int columns = atoi(argv[2]), rows = atoi(argv[3]);
    ChafaSymbolMap *symbols = chafa_symbol_map_new();
    chafa_symbol_map_add_by_tags(symbols, CHAFA_SYMBOL_TAG_VHALF);
    ChafaCanvasConfig *config = chafa_canvas_config_new();
    chafa_canvas_config_set_geometry(config, columns, rows);
    chafa_canvas_config_set_symbol_map(config, symbols);
    chafa_canvas_config_set_canvas_mode(config, strcmp(argv[4], "256") == 0 ? CHAFA_CANVAS_MODE_INDEXED_240 : CHAFA_CANVAS_MODE_TRUECOLOR);
    ChafaTermInfo *term = chafa_term_db_get_fallback_info(chafa_term_db_get_default());

    enum { RUNS = 30 };
    double from_pixels[RUNS], from_file[RUNS];
    for (int run = 0; run < RUNS; run++) {
        struct timespec start, decoded, end;
        clock_gettime(CLOCK_MONOTONIC, &start);
        int w, h;
        unsigned char *fresh = decode(argv[1], &w, &h);
        clock_gettime(CLOCK_MONOTONIC, &decoded);
        ChafaCanvas *canvas = chafa_canvas_new(config);
        chafa_canvas_draw_all_pixels(canvas, CHAFA_PIXEL_RGB8, fresh, w, h, w * 3);
        GString *text = chafa_canvas_print(canvas, term);
        g_string_free(text, TRUE);
        chafa_canvas_unref(canvas);
        clock_gettime(CLOCK_MONOTONIC, &end);
        free(fresh);
        from_pixels[run] = milliseconds(decoded, end);
        from_file[run] = milliseconds(start, end);
    }
    qsort(from_pixels, RUNS, sizeof from_pixels[0], compare);
    qsort(from_file, RUNS, sizeof from_file[0], compare);
    printf("%.3f %.3f\n", from_pixels[RUNS / 2], from_file[RUNS / 2]);
    return 0;
}
