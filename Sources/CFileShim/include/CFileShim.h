#ifndef FLICKTERM_CFILESHIM_H
#define FLICKTERM_CFILESHIM_H

// Moves the file `from` to `to` (names inside the folders open as from_folder and to_folder) only if nothing
// is at `to` — not a file, not a folder, not a symbolic link, dangling or not. Returns 0, or -1 with errno
// (EEXIST when the name is taken). renameat2(RENAME_NOREPLACE) where the file system has it, else a hard link
// and an unlink, which refuse a taken name as well. Swift cannot see renameat2 (glibc declares it for
// _GNU_SOURCE only), hence this shim.
int flk_rename_noreplace(int from_folder, const char *from, int to_folder, const char *to);

// Opens `path`, relative to the folder at `folder` (absolute, its links resolved), to read, without ever leaving that
// folder on the way: no `..` above it, no symbolic link out of it — followed, or swapped in for a folder on the path
// meanwhile. One openat2 with RESOLVE_BENEATH, where checking the resolved path (realpath) and then opening it left an
// instant for such a swap; where the kernel has no openat2 (before Linux 5.6, or a seccomp filter refuses it), that
// check and an open that follows no link at the end. Returns a descriptor, or -1 with errno (EXDEV: out of the folder).
int flk_open_inside(const char *folder, const char *path);

/// Names the calling thread (its first 15 bytes), as tools like top and perf show it.
void flk_name_thread(const char *name);

#endif
