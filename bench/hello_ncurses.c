/* The bench's reference for cold start: a bare C ncurses program that draws one line and waits. */
#include <curses.h>
#include <locale.h>

int main(void) {
    setlocale(LC_ALL, "");
    initscr();
    mvaddstr(0, 0, "hello from ncurses");
    refresh();
    getch();
    endwin();
    return 0;
}
