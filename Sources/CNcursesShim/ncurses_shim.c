#include "CNcursesShim.h"
#include <ncursesw/term.h>
#include <stdlib.h>
#include <string.h>

WINDOW *flk_canvas(void) { return stdscr; }

// The window keys are read through, made with the screen (``flk_open_screen``).
static WINDOW *flk_keys = NULL;

WINDOW *flk_key_window(void) { return flk_keys; }
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
    return mvwadd_wch(stdscr, row, column, &cell);
}

int flk_fill(int row, int column, wchar_t character, attr_t attributes, int width, int height) {
    cchar_t cell;
    wchar_t text[2] = { character, 0 };
    int pair = (int)PAIR_NUMBER(attributes);
    setcchar(&cell, text, attributes & ~A_COLOR, 0, &pair);
    if (width == 1) return mvwvline_set(stdscr, row, column, &cell, height);
    for (int line = row; line < row + height; line++) {
        if (mvwhline_set(stdscr, line, column, &cell, width) == ERR) return ERR;
    }
    return OK;
}

int flk_restyle(int row, int column, int count, attr_t attributes) {
    int pair = (int)PAIR_NUMBER(attributes);
    return mvwchgat(stdscr, row, column, count, attributes & ~A_COLOR, (short)pair, &pair);
}

int flk_put_cluster(int row, int column, const wchar_t *characters, int count, int pair) {
    cchar_t cell;
    wchar_t text[CCHARW_MAX + 1];
    if (count > CCHARW_MAX) count = CCHARW_MAX;
    for (int index = 0; index < count; index++) text[index] = characters[index];
    text[count] = 0;
    setcchar(&cell, text, A_NORMAL, 0, &pair);
    return mvwadd_wch(stdscr, row, column, &cell);
}

int flk_terminfo_colors(int *direct) {
    int error = 0;
    if (setupterm(NULL, 1, &error) != OK) return 0;
    int colors = tigetnum("colors");
    *direct = tigetflag("RGB") > 0 || colors >= 0x1000000;
    del_curterm(cur_term);
    return colors > 0 ? colors : 0;
}

int flk_open_screen(FILE *input) {
    // What initscr does, less its exit (with ncurses' own words) when TERM names no terminal: the terminal description
    // read once, where vetting TERM with setupterm first read it twice.
    SCREEN *screen = newterm(NULL, stdout, input);
    if (screen == NULL) return 1;
    char *cup = tigetstr("cup");
    if (cup == NULL || cup == (char *)-1) {
        // The terminal as it was found: its modes back, nothing written (endwin would send a cursor move).
        reset_shell_mode();
        delscreen(screen);
        return 2;
    }
    def_prog_mode();
    // A pad: ncurses' key reading refreshes the window it reads through when that window changed, which would send a
    // frame the app did not ask for; it never refreshes a pad.
    flk_keys = newpad(1, 1);
    return 0;
}

int flk_frame_clears(void) {
    return is_cleared(stdscr);
}

void flk_scroll_lines(int top, int bottom, int count) {
    wsetscrreg(stdscr, top, bottom);
    scrollok(stdscr, TRUE);
    wscrl(stdscr, count);
    scrollok(stdscr, FALSE);
    wsetscrreg(stdscr, 0, LINES - 1);
}

// (`height` and `width`: term.h makes `lines` and `columns` macros.)
int flk_forget_cells(int row, int column, int height, int width) {
    // Whole lines are the canvas' own: no window of their own to make.
    if (column == 0 && width >= COLS) return wredrawln(stdscr, row, height);
    WINDOW *cells = derwin(stdscr, height, width, row, column);
    if (cells == NULL) return ERR;
    int result = wredrawln(cells, 0, height);
    delwin(cells);
    // The canvas' own lines marked too: doupdate looks only at lines that changed there.
    if (result == OK) result = wtouchln(stdscr, row, height, 1);
    return result;
}
