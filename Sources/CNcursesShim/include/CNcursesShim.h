#ifndef FLICKTERM_CNCURSESSHIM_H
#define FLICKTERM_CNCURSESSHIM_H

// SwiftPM drops the -D flags pkg-config reports, so the wide-character API is switched on here.
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <ncursesw/curses.h>

// Functions for ncurses macros and globals that Swift 6 cannot use directly.

// The window flickterm draws on: stdscr, sent by wnoutrefresh and doupdate.
WINDOW *flk_canvas(void);
// The window keys are read through (keypad and no-delay modes are set on it), made by ``flk_open_screen``: a pad, which
// ncurses' key reading never refreshes (it refreshes any other window it reads through once that window was drawn on).
WINDOW *flk_key_window(void);
int flk_lines(void);
int flk_cols(void);
attr_t flk_attr_bold(void);
attr_t flk_attr_reverse(void);
attr_t flk_attr_dim(void);
attr_t flk_attr_underline(void);
attr_t flk_attr_invis(void);
attr_t flk_color_pair(short pair);
mmask_t flk_mouse_all_events(void);
mmask_t flk_mouse_wheel_up(void);
mmask_t flk_mouse_wheel_down(void);
mmask_t flk_mouse_button1(void);
// How many colour pairs the terminal allows (COLOR_PAIRS), and how many colours (COLORS).
int flk_color_pairs(void);
int flk_colors(void);
// True when the terminfo entry declares direct (24-bit) colour: the RGB flag, or 2^24 colours.
int flk_terminfo_direct_color(void);
// Opens ncurses' screen on the terminal in TERM, as initscr does: 0 when it is open; 1 when TERM names no terminfo
// entry (or is unset) and 2 when the entry cannot move the cursor (TERM=dumb), the terminal then as it was and nothing
// written to it.
int flk_open_screen(FILE *input);
// The colour count TERM's terminfo declares (0 for none or no entry), and whether it is direct colour, read
// without starting ncurses (for `flickterm doctor`).
int flk_terminfo_colors(int *direct);
// Colour pair `pair` (extended numbering, beyond 32767) as `foreground` on `background`.
int flk_init_pair(int pair, int foreground, int background);
// Writes the character `character` at `row`, `column` in colour pair `pair` (0: the default colours).
int flk_put_cell(int row, int column, wchar_t character, int pair);
// Fills `width`×`height` cells from `row`, `column` with the one-column character `character` in `attributes` (a colour
// pair's among them), a call a line (one for a column): what lines of text do a cell at a time, through every check a
// string's cells need.
int flk_fill(int row, int column, wchar_t character, attr_t attributes, int width, int height);
// Gives the `count` cells from `row`, `column` `attributes` (a colour pair's among them), their characters kept.
int flk_restyle(int row, int column, int count, attr_t attributes);
// Writes a character and up to four combining characters after it (`count` in all) at `row`, `column` in pair `pair`.
int flk_put_cluster(int row, int column, const wchar_t *characters, int count, int pair);
// True when the next frame clears the terminal first and sends every cell (clearok on the canvas).
int flk_frame_clears(void);
// Tells ncurses the terminal's `rows`×`columns` cells from `row`, `column` are not what it last sent (a scroll sent
// outside it moved other text there), so that the next frame sends them whole (wredrawln on a window over them).
int flk_forget_cells(int row, int column, int rows, int columns);
// Scrolls lines `top` to `bottom` (from 0, inclusive) of the canvas up by `count` (down when negative), blanking the
// lines it leaves; ncurses sends the scroll to the terminal with the next frame where it finds one worth it.
void flk_scroll_lines(int top, int bottom, int count);

#endif
