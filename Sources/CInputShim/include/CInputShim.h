#ifndef FLICKTERM_CINPUTSHIM_H
#define FLICKTERM_CINPUTSHIM_H

// eventfd(), for a stand-in of the queue's handle (the tests).
#include <sys/eventfd.h>

// The main thread's one wait (EventWait, MainLoop): for blocks on the main dispatch queue and for input on the
// descriptors watched (the terminal), in one epoll set. Swift's Glibc module does not bring in sys/epoll.h, and
// libdispatch's run-loop hooks have no header of their own, hence this shim.

// A descriptor that is due: input arrived on it (or, `hungUp`, its other end closed or it failed); or the queue's.
typedef struct {
    int descriptor;
    int hungUp;
} flk_due;

// Opens a wait that holds `queue` (the main queue's handle, an eventfd; -1 for none), level-triggered: the queue is
// due until its blocks have been run. Returns the wait's own descriptor, or -1 with errno.
int flk_wait_open(int queue);

// Watches `descriptor`, edge-triggered: each arrival makes it due once, whether or not what came before was read,
// so nothing is armed again between arrivals. Returns 0, or -1 with errno.
int flk_wait_watch(int wait, int descriptor);

// Blocks until something is due and puts up to `capacity` of them in `due`; returns how many (0 when a signal cut
// the wait short), -1 with errno when the wait itself failed. The queue's handle, when due, is read (reset). Before it
// returns, the code the keys run is prefetched (flk_key_code).
int flk_wait_next(int wait, int queue, flk_due *due, int capacity);

// The code lines the keys run (key_code_lines.c, written by tools/make_hot_sections.py), `count` of them: each the
// address of one instruction in the line, null (below 64 KB: an offset from null) where this build lacks the function.
const char *const *flk_key_code(unsigned long *count);

// The lines of the binary's own data the keys touch (key_data_lines.c, written by the same tool), `count` of them: each
// the address of one byte in the line, null (below 64 KB) where this build lacks the object.
const char *const *flk_key_data(unsigned long *count);

// The main queue's handle: an eventfd libdispatch writes when blocks are put on the queue (CoreFoundation's run
// loop waits on it under Linux). Asking for it binds the queue to the main thread, which then runs its blocks
// (flk_main_queue_run) in place of dispatch_main().
int flk_main_queue_handle(void);

// Runs the blocks on the main queue; on the main thread only.
void flk_main_queue_run(void);

// True on the process's main thread.
int flk_is_main_thread(void);

#endif
