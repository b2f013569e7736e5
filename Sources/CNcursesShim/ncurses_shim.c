#include "CNcursesShim.h"
#include "line_rotation.h"
#include <ncursesw/term.h>
#include <stdlib.h>
#include <string.h>

WINDOW *flk_canvas(void) { return newscr; }

// The window keys are read through, made with the screen (``flk_open_screen``).
static WINDOW *flk_keys = NULL;

WINDOW *flk_key_window(void) { return flk_keys; }
WINDOW *flk_curscr(void) { return curscr; }
int flk_lines(void) { return LINES; }
int flk_cols(void) { return COLS; }
attr_t flk_attr_bold(void) { return A_BOLD; }
attr_t flk_attr_reverse(void) { return A_REVERSE; }
attr_t flk_attr_dim(void) { return A_DIM; }
attr_t flk_attr_underline(void) { return A_UNDERLINE; }
attr_t flk_attr_invis(void) { return A_INVIS; }
attr_t flk_color_pair(short pair) { return COLOR_PAIR(pair); }
mmask_t flk_mouse_all_events(void) { return ALL_MOUSE_EVENTS; }
mmask_t flk_mouse_wheel_up(void) { return BUTTON4_PRESSED; }
mmask_t flk_mouse_wheel_down(void) { return BUTTON5_PRESSED; }
mmask_t flk_mouse_button1(void) { return BUTTON1_CLICKED | BUTTON1_PRESSED | BUTTON1_DOUBLE_CLICKED; }

int flk_color_pairs(void) { return COLOR_PAIRS; }
int flk_colors(void) { return COLORS; }

int flk_terminfo_direct_color(void) {
    int rgb = tigetflag("RGB");
    return rgb > 0 || tigetnum("colors") >= 0x1000000;
}

int flk_init_pair(int pair, int foreground, int background) {
    return init_extended_pair(pair, foreground, background);
}

int flk_put_cell(int row, int column, wchar_t character, int pair) {
    cchar_t cell;
    wchar_t text[2] = { character, 0 };
    setcchar(&cell, text, A_NORMAL, 0, &pair);
    return mvwadd_wch(newscr, row, column, &cell);
}

int flk_fill(int row, int column, wchar_t character, attr_t attributes, int width, int height) {
    cchar_t cell;
    wchar_t text[2] = { character, 0 };
    int pair = (int)PAIR_NUMBER(attributes);
    setcchar(&cell, text, attributes & ~A_COLOR, 0, &pair);
    if (width == 1) return mvwvline_set(newscr, row, column, &cell, height);
    for (int line = row; line < row + height; line++) {
        if (mvwhline_set(newscr, line, column, &cell, width) == ERR) return ERR;
    }
    return OK;
}

int flk_restyle(int row, int column, int count, attr_t attributes) {
    int pair = (int)PAIR_NUMBER(attributes);
    return mvwchgat(newscr, row, column, count, attributes & ~A_COLOR, (short)pair, &pair);
}

int flk_put_cluster(int row, int column, const wchar_t *characters, int count, int pair) {
    cchar_t cell;
    wchar_t text[CCHARW_MAX + 1];
    if (count > CCHARW_MAX) count = CCHARW_MAX;
    for (int index = 0; index < count; index++) text[index] = characters[index];
    text[count] = 0;
    setcchar(&cell, text, A_NORMAL, 0, &pair);
    return mvwadd_wch(newscr, row, column, &cell);
}

int flk_terminfo_colors(int *direct) {
    int error = 0;
    if (setupterm(NULL, 1, &error) != OK) return 0;
    int colors = tigetnum("colors");
    *direct = tigetflag("RGB") > 0 || colors >= 0x1000000;
    del_curterm(cur_term);
    return colors > 0 ? colors : 0;
}

int flk_open_screen(void) {
    // What initscr does, less its exit (with ncurses' own words) when TERM names no terminal: the terminal description
    // read once, where vetting TERM with setupterm first read it twice.
    SCREEN *screen = newterm(NULL, stdout, stdin);
    if (screen == NULL) return 1;
    char *cup = tigetstr("cup");
    if (cup == NULL || cup == (char *)-1) {
        // The terminal as it was found: its modes back, nothing written (endwin would send a cursor move).
        reset_shell_mode();
        delscreen(screen);
        return 2;
    }
    def_prog_mode();
    // A pad: ncurses' key reading refreshes the window it reads through once that window was drawn on, moved its cursor
    // or was resized (stdscr, which nothing draws on now: its blanks would be copied over the frame), but never a pad.
    flk_keys = newpad(1, 1);
    return 0;
}

int flk_terminal_shows(int row, int column, wchar_t character, int pair) {
    int y = getcury(curscr), x = getcurx(curscr);
    cchar_t cell;
    int read = mvwin_wch(curscr, row, column, &cell);
    wmove(curscr, y, x);
    if (read == ERR) return 0;
    wchar_t text[CCHARW_MAX + 1] = { 0 };
    attr_t attributes = 0;
    short shortPair = 0;
    int shown = 0;
    getcchar(&cell, text, &attributes, &shortPair, &shown);
    return text[0] == character && text[1] == 0 && (attributes & ~A_COLOR) == A_NORMAL && shown == pair;
}

int flk_put_sent_cell(int row, int column, wchar_t character, int pair) {
    cchar_t cell;
    wchar_t text[2] = { character, 0 };
    setcchar(&cell, text, A_NORMAL, 0, &pair);
    int y = getcury(curscr), x = getcurx(curscr);
    mvwadd_wch(curscr, row, column, &cell);
    wmove(curscr, y, x);
    y = getcury(newscr);
    x = getcurx(newscr);
    int status = mvwadd_wch(newscr, row, column, &cell);
    wmove(newscr, y, x);
    return status;
}

// ncurses' own output, a byte at a time into the buffer its frames go out from (putp writes through stdio instead).
// Exported by libtinfo, shared and static, but in no public header.
extern int _nc_outch(int byte);

int flk_frame_clears(void) {
    return is_cleared(newscr) || is_cleared(curscr);
}

void flk_send_ahead_of_frame(const unsigned char *bytes, int count) {
    for (int index = 0; index < count; index++) _nc_outch(bytes[index]);
}

int flk_color_sequence(int background, int color, char *sequence, int size) {
    const char *format = background ? set_a_background : set_a_foreground;
    if (format == NULL || format == (const char *)-1) return -1;
    const char *made = tiparm(format, color);
    if (made == NULL) return -1;
    int length = (int)strlen(made);
    if (length >= size) return -1;
    memcpy(sequence, made, (size_t)length);
    return length;
}

// ncurses' own way of scrolling the terminal — what doupdate calls when its search finds lines moved (a search skipped
// below, where this is linked): it sends the scroll and scrolls its picture of the terminal (curscr). In ncurses'
// private header and exported by its static library (which the release and test builds link), not by Debian's shared
// one: weak, so that a build against the shared library runs without it.
extern int _nc_scrolln(int n, int top, int bot, int maxy) __attribute__((weak));

// doupdate's search for moved lines (`_nc_scroll_optimize`, reached through `--wrap`, Package.swift, as ncurses' static
// library calls it from another object): skipped. It hashed every line of the next frame marked changed and of the
// terminal's picture, to find lines that only moved and send them as a scroll; flickterm's screens say what scrolls
// (``flk_scroll_lines``, the results), and the others draw their lines again — a photo's page scrolls its text beside
// the photo, where no scroll of whole lines fits: no more bytes over a scripted session. Kept up to date for it, the
// hashes were 28 K of the 441 K instructions of a move down the results (callgrind), and reading both screens' lines
// for them showed in its CPU with the keys 50 ms apart (main thread, 369 → 343 µs).
// Under the shared library (no wrap reaches its internal call) ncurses searches as before.
void __wrap__nc_scroll_optimize_sp(void *screen) { (void)screen; }

// Lines `top` to `top + count - 1` of ncurses' next frame (newscr) hold what its picture of the terminal (curscr) does:
// they are left unmarked in both — doupdate neither compares nor sends them.
static void flk_mark_in_step(int top, int count) {
    wtouchln(newscr, top, count, 0);
    wtouchln(curscr, top, count, 0);
}

int flk_scroll_lines(int top, int bottom, int count) {
    int height = bottom - top + 1;
    if (top < 0 || bottom >= LINES || count == 0 || abs(count) >= height) return ERR;
    // The lines of the frame drawn since the last went out: they stay marked, moved.
    bool pending[height];
    for (int line = 0; line < height; line++) pending[line] = is_linetouched(newscr, top + line);
    flk_scroll_window_lines(newscr, top, bottom, count);
    if (_nc_scrolln == NULL) return ERR;
    // Sent now, ahead of the frame; curscr (what the terminal shows) scrolls with it.
    flk_rotating_scrolls_of(curscr);
    int sent = _nc_scrolln(count, top, bottom, LINES - 1);
    flk_rotating_scrolls_of(NULL);
    if (sent == ERR) return ERR;
    // Every line that only moved and was not pending is the same in the frame and on the terminal, and so is every line
    // the scroll left blank where the frame's blank is the terminal's: left unmarked in both — doupdate compares and
    // sends only the lines drawn after the scroll (it compared every line of the region, a fifth of a move's cost;
    // marked whole, a blank line had it compare both windows' lines whole, 88 cache lines each).
    wtouchln(curscr, top, height, 0);
    for (int line = top; line <= bottom; line++) {
        int from = line + count;
        bool moved = from >= top && from <= bottom;
        if (moved ? !pending[from - top] : flk_lines_alike(newscr, curscr, line)) wtouchln(newscr, line, 1, 0);
    }
    return OK;
}

void flk_settle_sent_cells(void) {
    // Under the shared library ncurses' search for moved lines runs, and hashes only the lines marked: left for it.
    if (_nc_scrolln == NULL) return;
    flk_mark_in_step(0, LINES);
}
