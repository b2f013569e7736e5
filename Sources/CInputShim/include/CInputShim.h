#ifndef FLICKTERM_CINPUTSHIM_H
#define FLICKTERM_CINPUTSHIM_H

// An edge-triggered wait for input on one descriptor (TerminalInputWatch): each arrival wakes the waiter once,
// whether or not what came before was read, so nothing is armed again between arrivals. Swift's Glibc module does
// not bring in sys/epoll.h, hence this shim.

// Starts watching `descriptor`; returns the watch's own descriptor, or -1 with errno.
int flk_input_watch(int descriptor);

// Blocks, on the calling thread (the one that waits), every signal but a fault of its own (SIGSEGV and the like),
// leaving them to the other threads.
void flk_input_thread_block_signals(void);

// Blocks until something arrives on the watched descriptor (interruptions are waited through): returns 1, 2 when
// the terminal hung up or failed, -1 with errno when the watch itself failed.
int flk_input_wait(int watch);

#endif
