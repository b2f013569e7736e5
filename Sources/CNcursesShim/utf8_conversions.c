// ncurses turns each character it sends that is not ASCII into bytes, checking it first, through the C library's
// wcrtomb and wctob, which reach the locale's converter for every one: ~450 instructions a character, 16 K of the
// 400 K instructions of a move down the results (callgrind: the mark, the selection bar and a placeholder's dots,
// 36 characters). The link sends ncurses' calls here (`--wrap`, Package.swift; every call from its static library, and
// the few from elsewhere in the binary): under a UTF-8 locale a character is encoded here, as the C library encodes it
// (a Unicode scalar value, one to four bytes; nothing else is single-byte but ASCII); anything else — another
// character set, a surrogate, a value past U+10FFFF, a conversion state mid-way — is sent on.
#include <langinfo.h>
#include <stddef.h>
#include <stdio.h>
#include <wchar.h>

int __real_wctob(wint_t character);
size_t __real_wcrtomb(char *bytes, wchar_t character, mbstate_t *state);

// True when the locale's character set is UTF-8: its name compared a byte at a time, up to the first that differs (a
// shorter name's end), in place of strcmp; no state kept between calls, which may come from any thread.
static int flk_locale_is_utf8(void) {
    static const char utf8[] = "UTF-8";
    const char *set = nl_langinfo(CODESET);
    if (set == NULL) return 0;
    for (size_t index = 0; index < sizeof utf8; index++) {
        if (set[index] != utf8[index]) return 0;
    }
    return 1;
}

int __wrap_wctob(wint_t character) {
    if (character < 0x80) return (int)character;
    return flk_locale_is_utf8() && character != WEOF ? EOF : __real_wctob(character);
}

size_t __wrap_wcrtomb(char *bytes, wchar_t character, mbstate_t *state) {
    unsigned int value = (unsigned int)character;
    if (bytes == NULL || character < 0 || (state != NULL && !mbsinit(state))) return __real_wcrtomb(bytes, character, state);
    if (value < 0x80) {
        bytes[0] = (char)value;
        return 1;
    }
    if (value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF) || !flk_locale_is_utf8()) {
        return __real_wcrtomb(bytes, character, state);
    }
    if (value < 0x800) {
        bytes[0] = (char)(0xC0 | value >> 6);
        bytes[1] = (char)(0x80 | (value & 0x3F));
        return 2;
    }
    if (value < 0x10000) {
        bytes[0] = (char)(0xE0 | value >> 12);
        bytes[1] = (char)(0x80 | (value >> 6 & 0x3F));
        bytes[2] = (char)(0x80 | (value & 0x3F));
        return 3;
    }
    bytes[0] = (char)(0xF0 | value >> 18);
    bytes[1] = (char)(0x80 | (value >> 12 & 0x3F));
    bytes[2] = (char)(0x80 | (value >> 6 & 0x3F));
    bytes[3] = (char)(0x80 | (value & 0x3F));
    return 4;
}
