#define _GNU_SOURCE
#include "CFileShim.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

int flk_rename_noreplace(int from_folder, const char *from, int to_folder, const char *to) {
    if (renameat2(from_folder, from, to_folder, to, RENAME_NOREPLACE) == 0) return 0;
    if (errno != EINVAL && errno != ENOSYS && errno != ENOTSUP) return -1;
    if (linkat(from_folder, from, to_folder, to, 0) != 0) return -1;
    unlinkat(from_folder, from, 0);
    return 0;
}

#include <pthread.h>

void flk_name_thread(const char *name) {
    char cut[16];
    snprintf(cut, sizeof cut, "%s", name);
    pthread_setname_np(pthread_self(), cut);
}
