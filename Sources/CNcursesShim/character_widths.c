// ncurses asks the C library how many columns each character takes (wcwidth) as it puts the character on the screen
// and again as it sends it: ~200 calls a move down the results, ~31 instructions each through glibc's tables, 6 K of
// the main thread's 337 K a move (callgrind). Nearly all of them are printable ASCII, one column in every locale: the
// link sends ncurses' calls here (`--wrap`, Package.swift; every call from its static library, and the few from
// elsewhere in the binary), and those characters are answered at once; every other goes to the C library.
#include <wchar.h>

int __real_wcwidth(wchar_t character);

int __wrap_wcwidth(wchar_t character) {
    if (character >= 0x20 && character < 0x7F) return 1;
    return __real_wcwidth(character);
}
