#define _GNU_SOURCE
#include "CFileShim.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <linux/openat2.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

int flk_rename_noreplace(int from_folder, const char *from, int to_folder, const char *to) {
    if (renameat2(from_folder, from, to_folder, to, RENAME_NOREPLACE) == 0) return 0;
    if (errno != EINVAL && errno != ENOSYS && errno != ENOTSUP) return -1;
    if (linkat(from_folder, from, to_folder, to, 0) != 0) return -1;
    unlinkat(from_folder, from, 0);
    return 0;
}

static int flk_open_checked(const char *folder, const char *path) {
    char joined[PATH_MAX];
    if (snprintf(joined, sizeof joined, "%s/%s", folder, path) >= (int)sizeof joined) {
        errno = ENAMETOOLONG;
        return -1;
    }
    char *resolved = realpath(joined, NULL);
    if (resolved == NULL) return -1;
    size_t length = strlen(folder);
    int inside = strncmp(resolved, folder, length) == 0 && resolved[length] == '/';
    int file = inside ? open(resolved, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW) : -1;
    if (!inside) errno = EXDEV;
    int saved = errno;
    free(resolved);
    errno = saved;
    return file;
}

int flk_open_inside(const char *folder, const char *path) {
    int directory = open(folder, O_PATH | O_DIRECTORY | O_CLOEXEC);
    if (directory < 0) return -1;
    struct open_how how = {
        .flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK,
        .resolve = RESOLVE_BENEATH | RESOLVE_NO_MAGICLINKS,
    };
    int file = (int)syscall(SYS_openat2, directory, path, &how, sizeof how);
    int saved = errno;
    close(directory);
    if (file < 0 && (saved == ENOSYS || saved == EPERM)) return flk_open_checked(folder, path);
    errno = saved;
    return file;
}

#include <pthread.h>

void flk_name_thread(const char *name) {
    char cut[16];
    snprintf(cut, sizeof cut, "%s", name);
    pthread_setname_np(pthread_self(), cut);
}
