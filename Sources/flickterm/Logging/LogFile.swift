import Foundation
import Synchronization

/// `flickterm.log` in the state folder: lines appended, the file kept private (0600), and set aside as
/// `flickterm.log.1` once it passes ``limit`` bytes, so that it never grows without bound. Shared by every
/// logger of the process; writes are serialised.
final class LogFile: Sendable {
    /// Where a file is set aside: 5 MB.
    static let limit = 5 << 20

    let url: URL
    private let state: Mutex<(handle: FileHandle?, size: Int)>

    /// The log at `url` (its folder made private if missing); `nil` when it cannot be opened.
    init?(url: URL) {
        self.url = url
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true,
                                                 attributes: [.posixPermissions: 0o700])
        guard let handle = LogFile.open(url) else { return nil }
        state = Mutex((handle, Int((try? handle.seekToEnd()) ?? 0)))
    }

    /// Appends `line` and a line break, setting the file aside first when it would pass the limit.
    func append(_ line: String) {
        let data = Data((line + "\n").utf8)
        state.withLock { state in
            if state.size + data.count > LogFile.limit {
                try? state.handle?.close()
                let aside = url.appendingPathExtension("1")
                try? FileManager.default.removeItem(at: aside)
                try? FileManager.default.moveItem(at: url, to: aside)
                state = (LogFile.open(url), 0)
            }
            try? state.handle?.write(contentsOf: data)
            state.size += data.count
        }
    }

    private static func open(_ url: URL) -> FileHandle? {
        let descriptor = Foundation.open(url.path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }
}
