// libchafa in process, for `make bench`: times libchafa turning pixels already decoded (a binary PPM) into sixel —
// the canvas exactly the picture's size — or into symbols on a canvas of COLUMNS×ROWS cells (SELECTORS as chafa's
// --symbols, COLORS as its --colors: full, 256, 16 or 8), prints the median in ms, and writes one run's bytes to
// OUT (read back by the bench for its fidelity).
// usage: libchafa-canvas PPM OUT sixel
//        libchafa-canvas PPM OUT symbols SELECTORS COLORS COLUMNS ROWS
#include <chafa.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
    int sixel = argc == 4 && strcmp(argv[3], "sixel") == 0, symbols = argc == 8 && strcmp(argv[3], "symbols") == 0;
    if (!sixel && !symbols) return 2;
    FILE *file = fopen(argv[1], "rb");
    if (!file) return 1;
    int width, height, maximum;
    if (fscanf(file, "P6 %d %d %d", &width, &height, &maximum) != 3 || fgetc(file) == EOF) return 1;
    unsigned char *pixels = malloc((size_t)width * height * 3);
    if (fread(pixels, 3, (size_t)width * height, file) != (size_t)width * height) return 1;
    fclose(file);
    ChafaCanvasConfig *config = chafa_canvas_config_new();
    if (sixel) {
        // Cells of 8×8 pixels: the canvas is the picture's own size when it divides by 8.
        chafa_canvas_config_set_pixel_mode(config, CHAFA_PIXEL_MODE_SIXELS);
        chafa_canvas_config_set_cell_geometry(config, 8, 8);
        chafa_canvas_config_set_geometry(config, width / 8, height / 8);
    } else {
        ChafaSymbolMap *map = chafa_symbol_map_new();
        if (!chafa_symbol_map_apply_selectors(map, argv[4], NULL)) return 2;
        chafa_canvas_config_set_symbol_map(config, map);
        const char *colors = argv[5];
        chafa_canvas_config_set_canvas_mode(config, strcmp(colors, "256") == 0 ? CHAFA_CANVAS_MODE_INDEXED_256
                                            : strcmp(colors, "16") == 0 ? CHAFA_CANVAS_MODE_INDEXED_16
                                            : strcmp(colors, "8") == 0  ? CHAFA_CANVAS_MODE_INDEXED_8
                                                                        : CHAFA_CANVAS_MODE_TRUECOLOR);
        chafa_canvas_config_set_geometry(config, atoi(argv[6]), atoi(argv[7]));
    }
    ChafaTermInfo *term = chafa_term_db_get_fallback_info(chafa_term_db_get_default());

    enum { RUNS = 15 };
    double times[RUNS];
    GString *kept = NULL;
    for (int run = 0; run < RUNS; run++) {
        struct timespec start, end;
        clock_gettime(CLOCK_MONOTONIC, &start);
        ChafaCanvas *canvas = chafa_canvas_new(config);
        chafa_canvas_draw_all_pixels(canvas, CHAFA_PIXEL_RGB8, pixels, width, height, width * 3);
        GString *text = chafa_canvas_print(canvas, term);
        chafa_canvas_unref(canvas);
        clock_gettime(CLOCK_MONOTONIC, &end);
        times[run] = (end.tv_sec - start.tv_sec) * 1e3 + (end.tv_nsec - start.tv_nsec) / 1e6;
        if (kept) g_string_free(kept, TRUE);
        kept = text;
    }
    FILE *out = fopen(argv[2], "wb");
    if (!out || fwrite(kept->str, 1, kept->len, out) != kept->len) return 1;
    fclose(out);
    qsort(times, RUNS, sizeof times[0], compare);
    printf("%.3f\n", times[RUNS / 2]);
    return 0;
}
