// doupdate, for the frames made of plain cells (`--wrap=doupdate`, Package.swift: flickterm's own call, not those inside
// ncurses). ncurses compares each line marked changed with its picture of the terminal whole, three times over, cell by
// cell (colour pairs that show alike, the first change, the last change and the blanks after it), then sends the
// changes through its general character path: ~12.6 K instructions a line, 9 lines and 115 K of the 270 K a move down
// the results costs (callgrind), and with the keys 50 ms apart more in time than in instructions — each line read whole
// in both screens is 88 cache lines. Here each marked line is compared over its marked cells, and the cells that differ
// are sent — after a cursor move (cursor_moves.c) where the cursor is not already there, in their attributes and colour
// through ncurses (vid_puts, which sends only what changed), short runs of unchanged cells between two changes printed
// again and a line's blank end cleared (clr_eol) as ncurses does —, then copied to the picture: the same cells, the
// same bytes for a move down the results, 73 K instructions a move.
//
// What ncurses does that this does not: clearing the rest of the screen and repeating a character (fewer bytes, the
// same cells), inserting or deleting characters (idem). Where a frame needs more — a clear, a screen not running
// (before initscr, after endwin), the picture itself marked changed (a scroll ncurses did, a line redrawn), a terminal
// with magic cookies, standout that clears to the end of a line or Hazeltine's tilde, or a cell to send or overwrite
// that is not one plain character of one column without the alternate character set, or the last cell of the screen
// on a terminal that wraps there — ncurses sends the rest of the frame: the lines done here are unmarked in both
// screens and the cursor and attributes are where ncurses' own records say, so it picks up where this stopped.
#include "CNcursesShim.h"
#include "ncurses_private.h"
#include <limits.h>
#include <ncursesw/term.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>
#include <wchar.h>

extern int __real_doupdate(void);
extern int wcwidth(wchar_t character);
extern int _nc_outch(int byte);
extern void _nc_flush(void);
// ncurses' current screen (not reentrant builds), in its private header.
extern SCREEN *SP;

// The most unchanged cells printed again to get past them.
enum { FRAME_GAP_PRINTED = 4 };

// A cell's 28 bytes compared as words (memcmp was a call a cell).
static inline bool flk_same_cell(const cchar_t *a, const cchar_t *b) {
    _Static_assert(sizeof(cchar_t) == 28, "cchar_t as ncurses 6.4 lays it out");
    uint64_t left[3], right[3];
    uint32_t leftLast, rightLast;
    memcpy(left, a, 24);
    memcpy(right, b, 24);
    memcpy(&leftLast, (const char *)a + 24, 4);
    memcpy(&rightLast, (const char *)b + 24, 4);
    return ((left[0] ^ right[0]) | (left[1] ^ right[1]) | (left[2] ^ right[2]) | (leftLast ^ rightLast)) == 0;
}

// One character of one column, no combining marks, no alternate character set, not half of a wide character.
static inline bool flk_plain_cell(const cchar_t *cell) {
    if ((cell->attr & (A_CHARTEXT | A_ALTCHARSET)) != 0 || cell->chars[1] != 0) return false;
    wchar_t character = cell->chars[0];
    return (character >= 0x20 && character < 0x7F) || wcwidth(character) == 1;
}

// The cell's colour pair, as ncurses reads it (GetPair).
static int flk_cell_pair(const cchar_t *cell) { return cell->ext_color != 0 ? cell->ext_color : (int)PAIR_NUMBER(cell->attr); }

// Sends the character of a plain cell: ASCII as itself, any other through the locale's encoding, as ncurses does.
static void flk_put_character(wchar_t character) {
    if (character < 0x80) {
        _nc_outch((int)character);
        return;
    }
    char bytes[MB_LEN_MAX];
    mbstate_t state;
    memset(&state, 0, sizeof state);
    size_t count = wcrtomb(bytes, character, &state);
    if (count == (size_t)-1) count = 0;
    for (size_t index = 0; index < count; index++) _nc_outch((unsigned char)bytes[index]);
}

// Where the cursor went after a character in the last column: as ncurses' wrap_cursor says for this terminal.
static void flk_after_last_column(int *row, int *column) {
    if (eat_newline_glitch) {
        *row = -1;
        *column = -1;
    } else if (auto_right_margin) {
        *column = 0;
        *row += 1;
    } else {
        *column -= 1;
    }
}

// A blank the end of a line can be cleared to (ncurses' can_clear_with): a space in no attribute but bold, dim, blink
// or italic, in a colour only where clearing paints the background (bce) or the colours are the terminal's own.
static bool flk_clears_with(const cchar_t *cell) {
    return cell->chars[0] == L' ' && cell->chars[1] == 0
        && (cell->attr & ~(attr_t)(A_BOLD | A_DIM | A_BLINK | A_ITALIC | A_COLOR)) == A_NORMAL
        && (back_color_erase || flk_cell_pair(cell) == 0);
}

// Puts the cursor at `line`, `column` where it is not there.
static void flk_go(int line, int column, int *row, int *at, bool *known) {
    if (*row == line && *at == column) return;
    flk_move_cursor(SP, *row, *at, line, column);
    // ncurses' own move may have changed the attributes (not where they survive moves): asked again.
    *known = false;
}

// Sends `cell`'s attributes and colour where they are not those last sent.
static void flk_use_attributes(const cchar_t *cell, attr_t *attributes, int *pair, bool *known) {
    int cellPair = flk_cell_pair(cell);
    if (*known && cell->attr == *attributes && cellPair == *pair) return;
    int extended = cellPair;
    vid_puts(cell->attr, (short)cellPair, &extended, _nc_outch);
    *attributes = cell->attr;
    *pair = cellPair;
    *known = true;
}

// Sends line `line`'s changes; false, with nothing sent, where a cell is not for this path.
static bool flk_update_line(int line, int width, int height, attr_t *attributes, int *pair, bool *known) {
    struct flk_line *next = (struct flk_line *)newscr->_line + line;
    cchar_t *wanted = next->text, *shown = ((struct flk_line *)curscr->_line)[line].text;
    // Only the cells marked: the rest of the line is as the terminal shows it (nothing writes either screen without
    // marking it, but for the shims that make both alike and unmark them). A whole line read is 88 cache lines of the
    // two screens, a line with one mark changed two: with the keys 50 ms apart, those reads, not the instructions,
    // were the time.
    int first = next->firstchar < 0 ? 0 : next->firstchar, last = next->lastchar >= width ? width - 1 : next->lastchar;
    while (first <= last && flk_same_cell(&wanted[first], &shown[first])) first++;
    if (first > last) return true;
    while (flk_same_cell(&wanted[last], &shown[last])) last--;
    // The line's end cleared at once (clr_eol), as ncurses does, where it ends in blanks like its last cell (which
    // clearing can make: ncurses' can_clear_with) changed over more cells than the sequence's length. Those blanks
    // reach back past the last change only where the last change is one of them: else the line is not searched for
    // where they begin (cell by cell from its end, 2.1 K of the ~250 K instructions of a move down the results,
    // callgrind).
    int tail = width;
    const cchar_t *blank = &wanted[width - 1];
    if (flk_present(clr_eol) && flk_clears_with(blank) && flk_same_cell(&wanted[last], blank)) {
        int kept = width - 1;
        while (kept >= first && flk_same_cell(&wanted[kept], blank)) kept--;
        if (kept < last && width - 1 - kept > (int)strlen(clr_eol)) tail = kept + 1;
    }
    int printed = tail <= last ? tail - 1 : last;
    for (int column = first; column <= printed; column++) {
        if (flk_same_cell(&wanted[column], &shown[column])) continue;
        if (!flk_plain_cell(&wanted[column]) || !flk_plain_cell(&shown[column])) return false;
        if (line == height - 1 && column == width - 1 && auto_right_margin) return false;
    }
    int *row = flk_screen_int(SP, CURSOR_ROW_OFFSET), *at = flk_screen_int(SP, CURSOR_COLUMN_OFFSET);
    for (int column = first; column <= printed;) {
        int end = column + 1;
        if (flk_same_cell(&wanted[column], &shown[column])) {
            // Cells between two changes: printed again where that is shorter than moving past them, as ncurses does
            // (its `_inline_cost`, ~4 with the column address; a line's text stays in one piece then), else skipped.
            while (end <= printed && flk_same_cell(&wanted[end], &shown[end])) end++;
            bool again = end <= printed && end - column <= FRAME_GAP_PRINTED && *row == line && *at == column;
            for (int cell = column; again && cell < end; cell++) again = flk_plain_cell(&wanted[cell]);
            if (!again) {
                column = end;
                continue;
            }
        }
        for (; column < end; column++) {
            flk_go(line, column, row, at, known);
            flk_use_attributes(&wanted[column], attributes, pair, known);
            flk_put_character(wanted[column].chars[0]);
            shown[column] = wanted[column];
            *at += 1;
            if (*at >= width) flk_after_last_column(row, at);
        }
    }
    if (tail < width) {
        flk_go(line, tail, row, at, known);
        flk_use_attributes(blank, attributes, pair, known);
        tputs(clr_eol, 1, _nc_outch);
        for (int column = tail; column < width; column++) shown[column] = *blank;
    }
    return true;
}

int __wrap_doupdate(void) {
    int height = LINES, width = COLS;
    bool plain = SP != NULL && newscr != NULL && curscr != NULL && *flk_screen_int(SP, ENDWIN_OFFSET) == RUNNING
        && !is_cleared(newscr) && !is_cleared(curscr) && flk_line_records_known() && flk_cursor_record_holds()
        && getmaxy(newscr) == height && getmaxx(newscr) == width && getmaxy(curscr) == height && getmaxx(curscr) == width
        && magic_cookie_glitch <= 0 && !ceol_standout_glitch && !tilde_glitch;
    for (int line = 0; plain && line < height; line++) {
        if (is_linetouched(curscr, line)) plain = false;
    }
    if (!plain) return __real_doupdate();
    attr_t attributes = A_NORMAL;
    int pair = 0;
    bool known = false;
    for (int line = 0; line < height; line++) {
        if (!is_linetouched(newscr, line)) continue;
        if (!flk_update_line(line, width, height, &attributes, &pair, &known)) return __real_doupdate();
        wtouchln(newscr, line, 1, 0);
    }
    if (!newscr->_leaveok) {
        int *row = flk_screen_int(SP, CURSOR_ROW_OFFSET), *at = flk_screen_int(SP, CURSOR_COLUMN_OFFSET);
        int y = getcury(newscr), x = getcurx(newscr);
        wmove(curscr, y, x);
        if (*row != y || *at != x) flk_move_cursor(SP, *row, *at, y, x);
    }
    int none = 0;
    vid_puts(A_NORMAL, 0, &none, _nc_outch);
    _nc_flush();
    wattrset(curscr, (int)getattrs(newscr));
    return OK;
}
