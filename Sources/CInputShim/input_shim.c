#include <errno.h>
#include <pthread.h>
#include <stddef.h>
#include <signal.h>
#include <sys/epoll.h>
#include <unistd.h>
#include "CInputShim.h"

int flk_input_watch(int descriptor) {
    int watch = epoll_create1(EPOLL_CLOEXEC);
    if (watch < 0) return -1;
    struct epoll_event event = { .events = EPOLLIN | EPOLLET };
    if (epoll_ctl(watch, EPOLL_CTL_ADD, descriptor, &event) != 0) {
        int saved = errno;
        close(watch);
        errno = saved;
        return -1;
    }
    return watch;
}

void flk_input_thread_block_signals(void) {
    sigset_t signals;
    sigfillset(&signals);
    // A fault of this thread's own still reaches the crash handler.
    int faults[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGSYS };
    for (size_t index = 0; index < sizeof faults / sizeof faults[0]; index++) sigdelset(&signals, faults[index]);
    pthread_sigmask(SIG_BLOCK, &signals, NULL);
}

int flk_input_wait(int watch) {
    struct epoll_event event;
    for (;;) {
        int count = epoll_wait(watch, &event, 1, -1);
        if (count == 1) return (event.events & (EPOLLHUP | EPOLLERR)) ? 2 : 1;
        if (count < 0 && errno != EINTR) return -1;
    }
}
