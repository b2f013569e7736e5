#include "CCrashShim.h"

#define _GNU_SOURCE
#include <elf.h>
#include <execinfo.h>
#include <fcntl.h>
#include <link.h>
#include <stdint.h>
#include <string.h>
#include <unistd.h>

// Where the executable was loaded, less the addresses its symbol table gives (0 for the release binary, which is
// not position-independent); found at start-up, where dl_iterate_phdr may be called.
static uintptr_t executable_bias;

static int note_executable(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size;
    (void)data;
    executable_bias = info->dlpi_addr;
    return 1; // the first object is the executable
}

void flk_prepare_backtrace(void) {
    void *frames[2];
    backtrace(frames, 2);
    dl_iterate_phdr(note_executable, NULL);
}

// The function of the executable's own symbol table (.symtab) that holds one frame's address.
typedef struct {
    uintptr_t start;
    uint32_t name;
    int found;
} frame_name;

static int read_at(int file, void *buffer, size_t length, off_t offset) {
    return pread(file, buffer, length, offset) == (ssize_t)length;
}

// Finds, for each frame, the function of the executable that holds it, reading /proc/self/exe's section headers and
// .symtab a block at a time into the stack: async-signal-safe (open, pread, close), no allocation. The release
// binary exports no symbols, so backtrace_symbols_fd names none of its frames; its symbol table names them all (a
// stripped binary has none: its frames keep their addresses only). Returns the string table's offset, or 0.
static off_t name_frames(int file, void *const *frames, int count, frame_name *names) {
    Elf64_Ehdr header;
    if (!read_at(file, &header, sizeof header, 0) || memcmp(header.e_ident, ELFMAG, SELFMAG) != 0
        || header.e_ident[EI_CLASS] != ELFCLASS64 || header.e_shentsize != sizeof(Elf64_Shdr)) {
        return 0;
    }
    Elf64_Shdr symbols, strings;
    int have = 0;
    for (int index = 0; index < header.e_shnum && !have; index++) {
        if (!read_at(file, &symbols, sizeof symbols, (off_t)(header.e_shoff + (Elf64_Off)index * sizeof symbols))) return 0;
        have = symbols.sh_type == SHT_SYMTAB;
    }
    if (!have || !read_at(file, &strings, sizeof strings, (off_t)(header.e_shoff + (Elf64_Off)symbols.sh_link * sizeof strings))) {
        return 0;
    }
    Elf64_Sym block[256];
    size_t total = symbols.sh_size / sizeof(Elf64_Sym);
    for (size_t first = 0; first < total; first += 256) {
        size_t n = total - first < 256 ? total - first : 256;
        if (!read_at(file, block, n * sizeof(Elf64_Sym), (off_t)(symbols.sh_offset + first * sizeof(Elf64_Sym)))) return 0;
        for (size_t s = 0; s < n; s++) {
            const Elf64_Sym *symbol = &block[s];
            if (ELF64_ST_TYPE(symbol->st_info) != STT_FUNC || symbol->st_shndx == SHN_UNDEF) continue;
            uintptr_t start = (uintptr_t)symbol->st_value + executable_bias;
            for (int f = 0; f < count; f++) {
                uintptr_t address = (uintptr_t)frames[f];
                if (address >= start && address < start + symbol->st_size && (!names[f].found || start > names[f].start)) {
                    names[f] = (frame_name){start, symbol->st_name, 1};
                }
            }
        }
    }
    return (off_t)strings.sh_offset;
}

static void put(int fd, const char *text, size_t length) {
    while (length > 0) {
        ssize_t written = write(fd, text, length);
        if (written <= 0) return;
        text += written;
        length -= (size_t)written;
    }
}

static void put_hex(int fd, uintptr_t value) {
    char digits[2 + 2 * sizeof value];
    int at = (int)sizeof digits;
    do {
        digits[--at] = "0123456789abcdef"[value & 15];
        value >>= 4;
    } while (value != 0);
    digits[--at] = 'x';
    digits[--at] = '0';
    put(fd, digits + at, sizeof digits - (size_t)at);
}

void flk_write_backtrace(int fd) {
    void *frames[64];
    int count = backtrace(frames, 64);
    frame_name names[64] = {{0}};
    off_t strings = 0;
    int file = open("/proc/self/exe", O_RDONLY | O_CLOEXEC);
    if (file >= 0) strings = name_frames(file, frames, count, names);
    for (int f = 0; f < count; f++) {
        if (strings == 0 || !names[f].found) {
            backtrace_symbols_fd(&frames[f], 1, fd); // in a library: named by its exported symbols
            continue;
        }
        char name[512];
        ssize_t length = pread(file, name, sizeof name - 1, strings + (off_t)names[f].name);
        name[length > 0 ? length : 0] = '\0';
        put(fd, "flickterm(", 10);
        put(fd, name, strlen(name));
        put(fd, "+", 1);
        put_hex(fd, (uintptr_t)frames[f] - names[f].start);
        put(fd, ") [", 3);
        put_hex(fd, (uintptr_t)frames[f]);
        put(fd, "]\n", 2);
    }
    if (file >= 0) close(file);
}
