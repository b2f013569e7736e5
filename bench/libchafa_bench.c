// libchafa in process, for `make bench`: decodes a JPEG once (libjpeg), then times what chafa does to turn
// its pixels into vhalf symbols on a COLUMNS x ROWS canvas in the given mode, printing the median in ms.
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

int main(int argc, char **argv) {
    if (argc != 5) return 2;
    FILE *file = fopen(argv[1], "rb");
    if (!file) return 1;
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
    fclose(file);

    int columns = atoi(argv[2]), rows = atoi(argv[3]);
    ChafaSymbolMap *symbols = chafa_symbol_map_new();
    chafa_symbol_map_add_by_tags(symbols, CHAFA_SYMBOL_TAG_VHALF);
    ChafaCanvasConfig *config = chafa_canvas_config_new();
    chafa_canvas_config_set_geometry(config, columns, rows);
    chafa_canvas_config_set_symbol_map(config, symbols);
    chafa_canvas_config_set_canvas_mode(config, strcmp(argv[4], "256") == 0 ? CHAFA_CANVAS_MODE_INDEXED_240 : CHAFA_CANVAS_MODE_TRUECOLOR);
    ChafaTermInfo *term = chafa_term_db_get_fallback_info(chafa_term_db_get_default());

    enum { RUNS = 30 };
    double times[RUNS];
    for (int run = 0; run < RUNS; run++) {
        struct timespec start, end;
        clock_gettime(CLOCK_MONOTONIC, &start);
        ChafaCanvas *canvas = chafa_canvas_new(config);
        chafa_canvas_draw_all_pixels(canvas, CHAFA_PIXEL_RGB8, pixels, width, height, stride);
        GString *text = chafa_canvas_print(canvas, term);
        g_string_free(text, TRUE);
        chafa_canvas_unref(canvas);
        clock_gettime(CLOCK_MONOTONIC, &end);
        times[run] = (end.tv_sec - start.tv_sec) * 1e3 + (end.tv_nsec - start.tv_nsec) / 1e6;
    }
    qsort(times, RUNS, sizeof times[0], compare);
    printf("%.3f\n", times[RUNS / 2]);
    free(pixels);
    return 0;
}
