// doupdate's cursor moves (`_nc_mvcur_sp`, reached through `--wrap`, Package.swift, as ncurses' static library calls it
// from another object): ncurses costs every way of getting there — absolute, relative from here, from the left margin,
// from home — by formatting each candidate's strings and joining them (~8 `_nc_safe_strcat` and 1.2 formats a way, 3.6
// ways a move), 4,300 instructions a move, 39 K of the 300 K of a move down the results (callgrind; 9 moves a frame).
// Here a move within a line takes the shortest of the carriage return, the column address and the moves left or right,
// and any other the absolute address — each formatted through the cache of formats (tparm_cache.c) and measured:
// ~1,000 instructions a move, 270 K a move down the results.
// Only moves that print nothing, on a terminal where moving keeps the attributes (`msgr`): no newline (which scrolls
// at a region's bottom margin), no overwriting of the cells between (whose attributes would have to be right), no
// moves up or down (which stop at a scrolling region's margins).
//
// The move's start is ncurses' record of the cursor (`SCREEN`'s `_cursrow` and `_curscol`, in its private header; ABI 6
// as Debian builds 6.4), which its callers pass: where the two ints at those offsets do not hold the start given, or
// the start is not a cell on the screen (unknown, or the margin a full line left it in), ncurses moves as before.
#include "CNcursesShim.h"
#include "ncurses_private.h"
#include <ncursesw/term.h>
#include <string.h>

extern int __real__nc_mvcur_sp(SCREEN *screen, int yold, int xold, int ynew, int xnew) __attribute__((weak));
extern char *_nc_tiparm(int expected, const char *string, ...);
extern int _nc_outch(int byte);

// A candidate sequence, copied out of the cache of formats (whose slots a later format may reuse).
struct flk_candidate {
    char text[48];
    size_t length;
};

// Makes `candidate` the shorter of itself and `made` (NULL, or too long to keep: no candidate).
static void flk_consider(struct flk_candidate *candidate, const char *made) {
    if (made == NULL) return;
    size_t length = strlen(made);
    if (length >= sizeof candidate->text || (candidate->length > 0 && length >= candidate->length)) return;
    memcpy(candidate->text, made, length + 1);
    candidate->length = length;
}

// Whether a move ncurses asked for started where the two ints say the cursor is, somewhere other than the top left:
// their offsets hold (frame_update.c sends frames only then).
static int flk_record_matched = 0;

int flk_cursor_record_holds(void) { return flk_record_matched; }

int __wrap__nc_mvcur_sp(SCREEN *screen, int yold, int xold, int ynew, int xnew) {
    if (!flk_record_matched && screen != NULL && (yold > 0 || xold > 0)
        && *flk_screen_int(screen, CURSOR_ROW_OFFSET) == yold && *flk_screen_int(screen, CURSOR_COLUMN_OFFSET) == xold) {
        flk_record_matched = 1;
    }
    return flk_move_cursor(screen, yold, xold, ynew, xnew);
}

int flk_move_cursor(SCREEN *screen, int yold, int xold, int ynew, int xnew) {
    int height = LINES, width = COLS;
    int fast = screen != NULL && (yold != ynew || xold != xnew)
        && yold >= 0 && yold < height && xold >= 0 && xold < width && ynew >= 0 && ynew < height && xnew >= 0 && xnew < width
        && *flk_screen_int(screen, ENDWIN_OFFSET) == RUNNING
        && *flk_screen_int(screen, CURSOR_ROW_OFFSET) == yold && *flk_screen_int(screen, CURSOR_COLUMN_OFFSET) == xold
        && move_standout_mode > 0 && flk_present(cursor_address);
    struct flk_candidate best = { .length = 0 };
    if (fast && ynew == yold) {
        if (xnew == 0 && flk_present(carriage_return)) flk_consider(&best, carriage_return);
        int distance = xnew > xold ? xnew - xold : xold - xnew;
        const char *one = xnew > xold ? cursor_right : cursor_left;
        const char *many = xnew > xold ? parm_right_cursor : parm_left_cursor;
        if (distance == 1 && flk_present(one)) flk_consider(&best, one);
        if (distance > 1 && flk_present(many)) flk_consider(&best, _nc_tiparm(1, many, distance));
        if (flk_present(column_address)) flk_consider(&best, _nc_tiparm(1, column_address, xnew));
    }
    if (fast) flk_consider(&best, _nc_tiparm(2, cursor_address, ynew, xnew));
    if (best.length == 0) return __real__nc_mvcur_sp != NULL ? __real__nc_mvcur_sp(screen, yold, xold, ynew, xnew) : ERR;
    tputs(best.text, 1, _nc_outch);
    *flk_screen_int(screen, CURSOR_ROW_OFFSET) = ynew;
    *flk_screen_int(screen, CURSOR_COLUMN_OFFSET) = xnew;
    return OK;
}
