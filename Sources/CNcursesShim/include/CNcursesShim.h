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

// The window flickterm draws on: ncurses' next frame (newscr) itself, which doupdate sends. Drawn on stdscr, each
// frame's changes were copied into newscr (wnoutrefresh), a third copy of every changed line: a move down the results
// touched 1,316 lines of heap, now 1,085 (lackey), and ran 13 K instructions more (callgrind) — its time the same
// within this machine's noise (the two builds taking turns).
WINDOW *flk_canvas(void);
// The window keys are read through (keypad and no-delay modes are set on it), made by ``flk_open_screen``: a pad, which
// ncurses' key reading never refreshes (it refreshes any other window it reads through once that window was drawn on).
WINDOW *flk_key_window(void);
// ncurses' picture of what the terminal shows.
WINDOW *flk_curscr(void);
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
int flk_open_screen(void);
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
// True when ncurses' picture of the terminal (curscr) holds `character` alone, without attributes, in pair `pair`
// at `row`, `column`: the terminal shows that cell already, as far as ncurses knows.
int flk_terminal_shows(int row, int column, wchar_t character, int pair);
// Writes the cell at `row`, `column` on the canvas and on ncurses' picture of the terminal: the caller has sent it to
// the terminal itself, after ncurses' frame. Neither window's cursor moves.
int flk_put_sent_cell(int row, int column, wchar_t character, int pair);
// Right after a frame and the cells sent after it, each written on the canvas and the terminal's picture: the two
// hold the same cells, so nothing is left marked as changed in either — the next frame neither compares those lines
// nor sends them again.
void flk_settle_sent_cells(void);
// True when ncurses' next frame clears the terminal first and sends every cell (clearok, a resize, the first frame).
int flk_frame_clears(void);
// Queues `count` bytes in ncurses' output: they go out with its next frame, ahead of it, in the same write.
void flk_send_ahead_of_frame(const unsigned char *bytes, int count);
// Scrolls lines `top` to `bottom` (from 0, inclusive) of the canvas up by `count` (down when negative), and sends the
// same scroll to the terminal now, as ncurses would in its next frame: it goes out with that frame, before it, and
// ncurses' picture of the terminal moves with it. ERR when the terminal was not scrolled (it cannot, or ncurses'
// functions for it are not linked in: the shared library): then ncurses finds the moved lines itself in its next frame.
int flk_scroll_lines(int top, int bottom, int count);
// 1 when ncurses' records of a window's lines are laid out as the results' scroll reads them to rotate the lines
// (line_rotation.c; checked once, on the next frame's first two lines, which must exist); 0 when ncurses copies them.
int flk_line_records_known(void);
// 1 once a cursor move ncurses asked for showed its record of the cursor where cursor_moves.c reads it; 0 before.
int flk_cursor_record_holds(void);
// Moves the cursor from `yold`, `xold` (ncurses' record of it) to `ynew`, `xnew` as cursor_moves.c does, updating the
// record.
int flk_move_cursor(SCREEN *screen, int yold, int xold, int ynew, int xnew);
// The terminal's sequence (terminfo's setaf, or setab when `background`) for `color`, copied into `sequence` of
// `size` bytes; returns its length, or -1 when the terminfo has none or it does not fit.
int flk_color_sequence(int background, int color, char *sequence, int size);

#endif
