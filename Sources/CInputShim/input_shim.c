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

int flk_wait_next(int wait, int queue, flk_due *due, int capacity) {
    struct epoll_event events[8];
    if (capacity > 8) capacity = 8;
    int count = epoll_wait(wait, events, capacity, -1);
    if (count < 0) return errno == EINTR ? 0 : -1;
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
