#define _GNU_SOURCE
#include <errno.h>
#include <stdint.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <unistd.h>
#include "CInputShim.h"

// libdispatch's run-loop hooks, exported for CoreFoundation (dispatch_runloop_handle_t is an int under Linux).
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

int flk_wait_open(int queue) {
    int wait = epoll_create1(EPOLL_CLOEXEC);
    if (wait < 0 || queue < 0) return wait;
    struct epoll_event event = { .events = EPOLLIN, .data.fd = queue };
    if (epoll_ctl(wait, EPOLL_CTL_ADD, queue, &event) != 0) {
        int saved = errno;
        close(wait);
        errno = saved;
        return -1;
    }
    return wait;
}

int flk_wait_watch(int wait, int descriptor) {
    struct epoll_event event = { .events = EPOLLIN | EPOLLET, .data.fd = descriptor };
    return epoll_ctl(wait, EPOLL_CTL_ADD, descriptor, &event);
}

// The code lines the keys run (key_code_lines.c, written by tools/make_hot_sections.py), fetched into the CPU's
// second-level cache when the wait ends, all at once: a key that comes after a pause finds its code evicted (keys 50 ms
// apart cost ~2x what they cost back to back), and in the order it runs it fetches one missed line after another;
// prefetched, the fetches from memory overlap. ~1,600 prefetches, ~8 K instructions a wake. Measured as `make bench`
// counts a key (its control group's CPU, keys 50 ms apart, the first 60 moves down the results of 'a' and 400 past the
// pictures; the same binary without it taking turns, three rounds): past the pictures, 256 colours 255.3 / 250.3 /
// 266.5 -> 241.0 / 243.9 / 241.9 us, sixel 283.5 / 248.1 / 320.3 -> 259.2 / 248.9 / 254.2, kitty 264.9 / 266.1 /
// 254.2 -> 267.8 / 243.6 / 263.5 (the noise); the first 60, 256 colours 538 / 540 / 524 -> 479 / 477 / 521, sixel
// 1,271 / 1,132 / 1,298 -> 1,119 / 1,061 / 1,155. All the lines any key ran (~5,000) cost more than they saved.
//
// With them, the lines of the binary's own data that keys touch (key_data_lines.c): Swift's type metadata and witness
// tables, ncurses' globals and ours — fixed addresses, as the binary is not position-independent (the heap's are not);
// ~330 lines. Measured so, the same build with and without them taking turns, three rounds of 400 moves: j 244.1 /
// 230.5 / 239.7 -> 208.9 / 217.4 / 229.6 us (past the pictures 202.5 / 195.8 / 211.1 -> 177.6 / 185.6 / 205.1, the first
// 60 moves 480 / 427 / 402 -> 386 / 398 / 369); k 66.0 / 61.0 / 64.1 -> 65.2 / 70.5 / 68.2 (the noise).
extern const char *const flk_key_code_lines[];
extern const unsigned long flk_key_code_line_count;
extern const char *const flk_key_data_lines[];
extern const unsigned long flk_key_data_line_count;

const char *const *flk_key_code(unsigned long *count) {
    *count = flk_key_code_line_count;
    return flk_key_code_lines;
}

const char *const *flk_key_data(unsigned long *count) {
    *count = flk_key_data_line_count;
    return flk_key_data_lines;
}

// Each of `count` lines into the second-level cache; a null one (what this build lacks, plus its offset) passed over.
static void flk_prefetch(const char *const *lines, unsigned long count) {
    for (unsigned long index = 0; index < count; index++) {
        if ((uintptr_t)lines[index] >= 1 << 16) __builtin_prefetch(lines[index], 0, 2);
    }
}

// The lines the keys run and touch (code, then the binary's data), fetched when the wait ends.
static void flk_key_lines_warm(void) {
    flk_prefetch(flk_key_code_lines, flk_key_code_line_count);
    flk_prefetch(flk_key_data_lines, flk_key_data_line_count);
}

int flk_wait_next(int wait, int queue, flk_due *due, int capacity) {
    struct epoll_event events[8];
    if (capacity > 8) capacity = 8;
    int count = epoll_wait(wait, events, capacity, -1);
    if (count < 0) return errno == EINTR ? 0 : -1;
    flk_key_lines_warm();
    for (int index = 0; index < count; index++) {
        int descriptor = events[index].data.fd;
        if (descriptor == queue) {
            eventfd_t value;
            (void)eventfd_read(queue, &value);
        }
        due[index].descriptor = descriptor;
        due[index].hungUp = (events[index].events & (EPOLLHUP | EPOLLERR)) != 0;
    }
    return count;
}

int flk_main_queue_handle(void) {
    return _dispatch_get_main_queue_handle_4CF();
}

void flk_main_queue_run(void) {
    _dispatch_main_queue_callback_4CF(NULL);
}

int flk_is_main_thread(void) {
    return gettid() == getpid();
}
