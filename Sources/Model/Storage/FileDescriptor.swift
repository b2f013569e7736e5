import CFileShim
import FoundationEssentials
import Glibc

/// Reading and writing whole buffers on POSIX file descriptors: what Foundation's `FileHandle` did here, without it
/// (on Linux it brings Foundation's internationalisation, ICU, 34 MB of the binary, with it).
public enum FileDescriptor {
    /// Up to `limit` bytes of the file at `path` (opened read-only, a FIFO or a device never waited on for ever: it
    /// must be a regular file); `nil` when there is no such file.
    public static func read(_ path: String, upTo limit: Int) -> Data? {
        read(opened: open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK), upTo: limit)
    }

    /// Up to `limit` bytes of the regular file at `path` inside `folder` (absolute, its links resolved), reached
    /// without leaving the folder (``flk_open_inside``: no `..` above it, no symbolic link out of it, even one swapped
    /// in meanwhile); ``Outcome/outside`` when the way to it leaves the folder.
    public static func read(_ path: String, inside folder: String, upTo limit: Int) -> Outcome {
        let descriptor = flk_open_inside(folder, path)
        if descriptor < 0, errno == EXDEV { return .outside }
        return read(opened: descriptor, upTo: limit).map(Outcome.read) ?? .unreadable
    }

    /// What reading a file inside a folder came to.
    public enum Outcome: Equatable {
        /// Its bytes, up to the limit.
        case read(Data)
        /// The way to it leaves the folder.
        case outside
        /// There is no such regular file, or it could not be read.
        case unreadable
    }

    /// Up to `limit` bytes of the regular file open as `descriptor` (closed here); `nil` when it is not one (or the
    /// open failed: -1).
    private static func read(opened descriptor: Int32, upTo limit: Int) -> Data? {
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        // Read into one buffer the size the file says it has (a byte more, to see that it grew), grown if it did, and
        // handed to the Data uncopied, where a zeroed 64 KB buffer copied out of cost every thumbnail.
        var capacity = min(Int(clamping: info.st_size), limit) + 1
        guard var bytes = malloc(capacity) else { return nil }
        var count = 0
        while count < limit {
            if count == capacity {
                capacity = min(capacity * 2, limit)
                guard let grown = realloc(bytes, capacity) else { free(bytes); return nil }
                bytes = grown
            }
            let read = Glibc.read(descriptor, bytes + count, min(capacity, limit) - count)
            if read < 0, errno == EINTR { continue }
            guard read > 0 else { break }
            count += read
        }
        return Data(bytesNoCopy: bytes, count: count, deallocator: .free)
    }

    /// Writes all of `bytes` to `descriptor` (standard output, a log file), going on after partial writes and
    /// interruptions; false when the descriptor refused them.
    @discardableResult
    public static func write(_ bytes: some Collection<UInt8>, to descriptor: Int32) -> Bool {
        Array(bytes).withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return false }
                offset += written
            }
            return true
        }
    }
}
