#include "CCrashShim.h"

#include <execinfo.h>

void flk_prepare_backtrace(void) {
    void *frames[2];
    backtrace(frames, 2);
}

void flk_write_backtrace(int fd) {
    void *frames[64];
    int count = backtrace(frames, 64);
    backtrace_symbols_fd(frames, count, fd);
}
