// A scroll of the results moves two of ncurses' full-screen windows' lines — the next frame (newscr, which flickterm
// draws on) and ncurses' picture of the terminal (curscr, as it sends the scroll) — and ncurses moves each line by
// copying its cells (`_nc_scroll_window`: its own comment says the copies cost little, and they let a derived window
// share its parent's lines): ~28 lines of 100 cells of 28 bytes a window, read and written a move (for the three
// windows flickterm then kept, 29 K instructions, callgrind, and 6 % of a move's time with the keys 50 ms apart).
// Those windows have no derived windows (ncurses derives none from newscr or curscr, and flickterm none at all): here
// the lines' records are rotated instead, and only the lines that come into view are written (blanks) — as ncurses'
// pointer shuffle did before its copies.
//
// A line's record is ncurses' `struct ldat` (`struct flk_line`, ncurses_private.h). Its layout is checked on the
// next frame's own lines before the first rotation (``flk_line_layout_holds``); where it does not hold, ncurses copies as
// before.
#include "line_rotation.h"
#include "ncurses_private.h"
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

// ncurses' own, reached through `--wrap` (Package.swift) from its static library's doupdate; not exported by the shared
// library, where nothing is wrapped: weak.
extern void __real__nc_scroll_window(WINDOW *window, int count, NCURSES_SIZE_T top, NCURSES_SIZE_T bottom, cchar_t blank)
    __attribute__((weak));

// The one window whose scroll by ncurses itself is rotated (curscr, while ``flk_scroll_lines`` has ncurses send a
// scroll); NULL otherwise. ncurses runs on one thread.
static WINDOW *flk_rotated_window = NULL;

// Whether ncurses' line records are laid out as `struct flk_line`: 1, 0, or -1 before the check.
static int flk_layout = -1;

// Lines `line` and `line + 1` of `window` marked unchanged and then changed through ncurses' functions read back as
// such through `struct flk_line`, and their last cell as ncurses reads it. The first line is left marked changed if it
// was, the second if it was (wholly then: a superset of its marks).
static bool flk_line_layout_holds(WINDOW *window, int line) {
    bool touched[2] = { is_linetouched(window, line), is_linetouched(window, line + 1) };
    wtouchln(window, line, 1, 0);
    wtouchln(window, line + 1, 1, 1);
    struct flk_line *lines = (struct flk_line *)window->_line;
    int last = getmaxx(window) - 1;
    bool holds = lines[line].firstchar == _NOCHANGE && lines[line].lastchar == _NOCHANGE
        && lines[line + 1].firstchar == 0 && lines[line + 1].lastchar == last;
    int y = getcury(window), x = getcurx(window);
    for (int index = 0; holds && index < 2; index++) {
        cchar_t cell;
        holds = mvwin_wch(window, line + index, last, &cell) == OK
            && memcmp(&lines[line + index].text[last], &cell, sizeof cell) == 0;
    }
    wmove(window, y, x);
    if (touched[0]) wtouchln(window, line, 1, 1);
    if (!touched[1]) wtouchln(window, line + 1, 1, 0);
    return holds;
}

// What `_nc_scroll_window` does — lines `top` to `bottom` moved up by `count` (down when negative), the lines left
// behind filled with `blank` and without a past index, the whole region marked changed — by rotating the records.
static void flk_rotate(WINDOW *window, int count, int top, int bottom, cchar_t blank) {
    struct flk_line *lines = (struct flk_line *)window->_line;
    int moved = abs(count), kept = bottom - top + 1 - moved;
    struct flk_line vacated[moved];
    int from = count > 0 ? top : bottom - moved + 1;
    int to = count > 0 ? bottom - moved + 1 : top;
    memcpy(vacated, lines + from, sizeof vacated);
    memmove(lines + (count > 0 ? top : top + moved), lines + (count > 0 ? top + moved : top), (size_t)kept * sizeof *lines);
    memcpy(lines + to, vacated, sizeof vacated);
    int width = getmaxx(window);
    for (int line = to; line < to + moved; line++) {
        // One blank, then copies of the cells filled, doubling: ~8 calls for a line of 100, not 100 copies of a cell.
        cchar_t *text = lines[line].text;
        text[0] = blank;
        for (int filled = 1; filled < width; filled *= 2) {
            memcpy(text + filled, text, (size_t)(filled < width - filled ? filled : width - filled) * sizeof *text);
        }
        lines[line].oldindex = _NEWINDEX;
    }
    wtouchln(window, top, bottom - top + 1, 1);
}

// True when a scroll of lines `top` to `bottom` (of `window`, a full-screen window no other derives from) by `count`
// may rotate: a region of at least two lines, moved by less than its height, and the records as checked.
static bool flk_rotates(WINDOW *window, int count, int top, int bottom) {
    return top >= 0 && bottom <= getmaxy(window) - 1 && count != 0 && abs(count) <= bottom - top && flk_line_records_known();
}

bool flk_lines_alike(WINDOW *window, WINDOW *other, int line) {
    if (!flk_line_records_known() || getmaxx(window) != getmaxx(other) || line < 0 || line > getmaxy(window) - 1
        || line > getmaxy(other) - 1) {
        return false;
    }
    const struct flk_line *lines = (const struct flk_line *)window->_line, *others = (const struct flk_line *)other->_line;
    return memcmp(lines[line].text, others[line].text, (size_t)getmaxx(window) * sizeof(cchar_t)) == 0;
}

int flk_line_records_known(void) {
    if (flk_layout < 0) flk_layout = getmaxy(newscr) >= 2 && flk_line_layout_holds(newscr, 0) ? 1 : 0;
    return flk_layout;
}

void flk_scroll_window_lines(WINDOW *window, int top, int bottom, int count) {
    // The blank wscrl leaves is the background when the window's own attributes and colour pair are off (Canvas sets
    // them only around its text); else wscrl makes it.
    cchar_t blank;
    attr_t attributes = A_NORMAL;
    int pair = 0;
    if (wattr_get(window, &attributes, NULL, &pair) == OK && attributes == A_NORMAL && pair == 0
        && wgetbkgrnd(window, &blank) == OK && flk_rotates(window, count, top, bottom)) {
        flk_rotate(window, count, top, bottom, blank);
        return;
    }
    int regionTop = 0, regionBottom = 0;
    wgetscrreg(window, &regionTop, &regionBottom);
    bool scrolls = is_scrollok(window);
    scrollok(window, TRUE);
    wsetscrreg(window, top, bottom);
    wscrl(window, count);
    wsetscrreg(window, regionTop, regionBottom);
    scrollok(window, scrolls);
}

void flk_rotating_scrolls_of(WINDOW *window) {
    flk_rotated_window = window;
}

void __wrap__nc_scroll_window(WINDOW *window, int count, NCURSES_SIZE_T top, NCURSES_SIZE_T bottom, cchar_t blank) {
    if (window != NULL && window == flk_rotated_window && flk_rotates(window, count, top, bottom)) {
        flk_rotate(window, count, top, bottom, blank);
    } else if (__real__nc_scroll_window != NULL) {
        __real__nc_scroll_window(window, count, top, bottom, blank);
    }
}
