#ifndef FLICKTERM_CCRASHSHIM_H
#define FLICKTERM_CCRASHSHIM_H

// Writes the calling thread's stack, one frame a line, to `fd`, each frame in flickterm named from the executable's
// symbol table; usable inside a signal handler once flk_prepare_backtrace has run (glibc loads what backtrace needs on
// its first call; where the executable is loaded is noted then).
void flk_write_backtrace(int fd);
void flk_prepare_backtrace(void);

#endif
