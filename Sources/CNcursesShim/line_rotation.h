#ifndef FLICKTERM_LINE_ROTATION_H
#define FLICKTERM_LINE_ROTATION_H

#include "CNcursesShim.h"
#include <stdbool.h>

// Scrolls lines `top` to `bottom` of `window` (a full-screen window no other is derived from) by `count`, as wscrl does
// inside a scrolling region, by rotating the lines' records where line_rotation.c says; the window's own region and
// scrolling are left as they were.
void flk_scroll_window_lines(WINDOW *window, int top, int bottom, int count);
// True when line `line` of the full-screen windows `window` and `other` holds the same cells (false where ncurses'
// line records are not known).
bool flk_lines_alike(WINDOW *window, WINDOW *other, int line);
// Until called again (with NULL), ncurses' own scrolls of `window` rotate its lines too.
void flk_rotating_scrolls_of(WINDOW *window);

#endif
