/* The bench's reference for a key's CPU: a bare C program that waits for a key on the terminal (epoll; flickterm
   polls it on a thread of its own), reads it and answers each j with a few bytes — what waking up for a key costs
   before any work. */
#include <stdio.h>
#include <sys/epoll.h>
#include <termios.h>
#include <unistd.h>

int main(void) {
    struct termios saved, raw;
    tcgetattr(STDIN_FILENO, &saved);
    raw = saved;
    cfmakeraw(&raw);
    tcsetattr(STDIN_FILENO, TCSANOW, &raw);
    fputs("ready", stdout);
    fflush(stdout);
    int poller = epoll_create1(0);
    struct epoll_event watched = { .events = EPOLLIN, .data.fd = STDIN_FILENO };
    epoll_ctl(poller, EPOLL_CTL_ADD, STDIN_FILENO, &watched);
    char keys[4096];
    for (;;) {
        struct epoll_event ready;
        if (epoll_wait(poller, &ready, 1, -1) < 0) break;
        ssize_t count = read(STDIN_FILENO, keys, sizeof keys);
        if (count <= 0 || keys[0] == 'q') break;
        if (keys[0] == 'j') write(STDOUT_FILENO, "\033[1;1Hj", 7);
    }
    tcsetattr(STDIN_FILENO, TCSANOW, &saved);
    return 0;
}
