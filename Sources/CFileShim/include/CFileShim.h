#ifndef FLICKTERM_CFILESHIM_H
#define FLICKTERM_CFILESHIM_H

// Moves the file `from` to `to` (names inside the folders open as from_folder and to_folder) only if nothing
// is at `to` — not a file, not a folder, not a symbolic link, dangling or not. Returns 0, or -1 with errno
// (EEXIST when the name is taken). renameat2(RENAME_NOREPLACE) where the file system has it, else a hard link
// and an unlink, which refuse a taken name as well. Swift cannot see renameat2 (glibc declares it for
// _GNU_SOURCE only), hence this shim.
int flk_rename_noreplace(int from_folder, const char *from, int to_folder, const char *to);

/// Names the calling thread (its first 15 bytes), as tools like top and perf show it.
void flk_name_thread(const char *name);

#endif
