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
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while data.count < limit {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, min($0.count, limit - data.count)) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            data.append(contentsOf: buffer[..<count])
        }
        return data
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
