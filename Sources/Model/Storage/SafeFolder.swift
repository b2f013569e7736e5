import CFileShim
import FoundationEssentials
import Glibc

/// A folder flickterm writes into, held open, through which every file is created or opened by name
/// (`openat`): never through a symbolic link (`O_NOFOLLOW`, for the folder itself and each file), a new
/// file never over an old one (`O_EXCL`, or a rename that refuses a taken name), modes set on the open
/// descriptor (`fchmod`), never on a path.
public final class SafeFolder: Sendable {
    public let url: URL
    /// The open folder, for `openat` and the like (the crash handler writes its report through it).
    public let descriptor: Int32

    /// Opens the folder at `url`, making it (and the folders above it) when missing. A `private` folder must
    /// belong to this user and is made 0700.
    /// - Throws: ``FileError`` when it cannot be made, is a file or a symbolic link, or belongs to another user.
    public init(_ url: URL, private isPrivate: Bool = false) throws(FileError) {
        self.url = url
        let path = url.path
        let parent = url.deletingLastPathComponent().path
        try SafeFolder.makeFolders(parent)
        if mkdir(path, isPrivate ? 0o700 : 0o755) != 0, errno != EEXIST { throw FileError(path: path, code: errno) }
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            // O_DIRECTORY on a file or a link to a folder answers ENOTDIR; say which it is.
            var status = stat()
            let isLink = lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
            throw FileError(path: path, code: isLink ? ELOOP : errno)
        }
        if isPrivate {
            var status = stat()
            guard fstat(descriptor, &status) == 0, status.st_uid == geteuid() else {
                close(descriptor)
                throw FileError(path: path, reason: "it belongs to another user")
            }
            guard fchmod(descriptor, 0o700) == 0 else {
                let code = errno
                close(descriptor)
                throw FileError(path: path, code: code)
            }
        }
        // Set last: once every stored property is, an init that throws runs deinit, which would close the
        // descriptor a second time — by then perhaps another thread's file (SQLite's, in the tests).
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Whether anything — a file, a folder, a symbolic link even dangling — has `name` here.
    public func contains(_ name: String) -> Bool {
        var status = stat()
        return fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0
    }

    /// Opens the regular file `name` for writing (appending with `append`), creating it with `mode`, and sets
    /// that mode on it. Never follows a symbolic link; never waits on a FIFO or a device (it refuses them).
    /// - Returns: the descriptor; the caller closes it.
    public func openRegularFile(_ name: String, mode: mode_t = 0o600, append: Bool = false) throws(FileError) -> Int32 {
        let flags = O_WRONLY | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | (append ? O_APPEND : 0)
        let file = openat(descriptor, name, flags, mode)
        // ENXIO: a FIFO with no reader (or a device) answers a non-blocking open for writing so.
        guard file >= 0 else { throw errno == ENXIO ? notRegular(name) : FileError(path: path(of: name), code: errno) }
        var status = stat()
        guard fstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(file)
            throw notRegular(name)
        }
        guard fchmod(file, mode) == 0, fcntl(file, F_SETFL, flags & ~O_NONBLOCK & ~O_CREAT) == 0 else {
            let code = errno
            close(file)
            throw FileError(path: path(of: name), code: code)
        }
        return file
    }

    /// Writes `data` as the new file `name` with `mode`: into a hidden file first, then renamed to `name` only
    /// if nothing has that name, so the file is never seen half-written and never replaces another. A failed
    /// write leaves nothing behind.
    /// - Throws: ``FileError``; its reason is "something of that name is already there" when `name` is taken.
    public func writeNew(_ data: Data, as name: String, mode: mode_t = 0o644) throws(FileError) {
        let partial = ".\(name).\(getpid()).partial"
        let file = openat(descriptor, partial, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard file >= 0 else { throw FileError(path: path(of: name), code: errno) }
        var failure: Int32 = 0
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(file, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if failure == 0, fsync(file) != 0 { failure = errno }
        if close(file) != 0, failure == 0 { failure = errno }
        if failure == 0, flk_rename_noreplace(descriptor, partial, descriptor, name) != 0 { failure = errno }
        if failure != 0 {
            unlinkat(descriptor, partial, 0)
            throw FileError(path: path(of: name), code: failure)
        }
    }

    /// Removes the file `name` (never what a link points to).
    public func remove(_ name: String) {
        unlinkat(descriptor, name, 0)
    }

    /// Renames `name` to `newName` in this folder, replacing what had that name.
    public func rename(_ name: String, to newName: String) -> Bool {
        renameat(descriptor, name, descriptor, newName) == 0
    }

    func path(of name: String) -> String { url.appendingPathComponent(name).path }

    /// Makes `path` and each folder above it that is missing, as `mkdir -p` does, with the real cause when one cannot
    /// be made (a read-only disk, a file in the way).
    private static func makeFolders(_ path: String) throws(FileError) {
        if mkdir(path, 0o755) == 0 || errno == EEXIST { return }
        guard errno == ENOENT, let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash > path.startIndex else {
            throw FileError(path: path, code: errno)
        }
        // A folder above is missing: made first, then this one.
        try makeFolders(String(path[..<slash]))
        if mkdir(path, 0o755) != 0, errno != EEXIST { throw FileError(path: path, code: errno) }
    }

    private func notRegular(_ name: String) -> FileError { FileError(path: path(of: name), reason: "it is not a regular file") }
}
