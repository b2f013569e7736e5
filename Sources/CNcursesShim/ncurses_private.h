#ifndef FLICKTERM_NCURSES_PRIVATE_H
#define FLICKTERM_NCURSES_PRIVATE_H

// What the shims read of ncurses' private header (curses.priv.h, ncurses 6.4's ABI 6 on x86-64), in one place: the
// line records (line_rotation.c, frame_update.c) and `SCREEN`'s record of the cursor (cursor_moves.c, frame_update.c).
// Each user checks the layout before relying on it (line_rotation.c's `flk_line_records_known`, cursor_moves.c's
// `flk_cursor_record_holds`).
#include "CNcursesShim.h"
#include <stddef.h>

// A line's record, ncurses' `struct ldat`: its cells, the first and last marked changed, and its index at the last
// frame.
struct flk_line {
    cchar_t *text;
    NCURSES_SIZE_T firstchar;
    NCURSES_SIZE_T lastchar;
    NCURSES_SIZE_T oldindex;
};

// `SCREEN`'s fields (read from lib_mvcur.o, which stores a move's end there): the cursor's row and column, and whether
// the screen is running (not before initscr, not after endwin).
enum { CURSOR_ROW_OFFSET = 0x2f4, CURSOR_COLUMN_OFFSET = 0x2f8, ENDWIN_OFFSET = 0x2d8, RUNNING = 1 };

static inline int *flk_screen_int(SCREEN *screen, size_t offset) { return (int *)((char *)screen + offset); }

// True when the terminal has `capability` (terminfo's absent and cancelled strings are NULL and -1).
static inline int flk_present(const char *capability) { return capability != NULL && capability != (const char *)-1; }

#endif
