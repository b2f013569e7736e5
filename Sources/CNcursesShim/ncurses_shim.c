#include "CNcursesShim.h"

WINDOW *flk_stdscr(void) { return stdscr; }
int flk_lines(void) { return LINES; }
int flk_cols(void) { return COLS; }
int flk_max_y(WINDOW *window) { int y, x; getmaxyx(window, y, x); (void)x; return y; }
int flk_max_x(WINDOW *window) { int y, x; getmaxyx(window, y, x); (void)y; return x; }
attr_t flk_attr_bold(void) { return A_BOLD; }
attr_t flk_attr_reverse(void) { return A_REVERSE; }
attr_t flk_attr_dim(void) { return A_DIM; }
attr_t flk_attr_underline(void) { return A_UNDERLINE; }
attr_t flk_color_pair(short pair) { return COLOR_PAIR(pair); }
