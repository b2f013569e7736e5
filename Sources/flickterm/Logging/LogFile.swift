import FoundationEssentials
import Glibc
import Model
import Synchronization

/// `flickterm.log` in the state folder: lines appended, the file kept private (0600, set on every open, so a
/// log that was 0644 becomes private too), and set aside as `flickterm.log.1` once it passes ``limit`` bytes,
/// so that it never grows without bound. Opened through its folder (``Model/SafeFolder``), never through a
/// symbolic link. Shared by every logger of the process; writes are serialised.
final class LogFile: Sendable {
    /// Where a file is set aside: 5 MB.
    static let limit = 5 << 20

    let url: URL
    private let folder: SafeFolder
    /// The open file (`-1`: it could not be opened again after being set aside) and its size.
    private let state: Mutex<(descriptor: Int32, size: Int)>

    /// The log at `url` (its folder made private if missing); `nil` when it cannot be opened.
    init?(url: URL) {
        self.url = url
        guard let folder = try? SafeFolder(url.deletingLastPathComponent(), private: true),
              let descriptor = LogFile.open(url.lastPathComponent, in: folder) else { return nil }
        self.folder = folder
        state = Mutex((descriptor, Int(max(lseek(descriptor, 0, SEEK_END), 0))))
    }

    /// Appends `line` and a line break, setting the file aside first when it would pass the limit.
    func append(_ line: String) {
        let data = Array((line + "\n").utf8)
        let name = url.lastPathComponent
        state.withLock { state in
            if state.size + data.count > LogFile.limit {
                if state.descriptor >= 0 { close(state.descriptor) }
                _ = folder.rename(name, to: name + ".1")
                state = (LogFile.open(name, in: folder) ?? -1, 0)
            }
            if state.descriptor >= 0 { FileDescriptor.write(data, to: state.descriptor) }
            state.size += data.count
        }
    }

    private static func open(_ name: String, in folder: SafeFolder) -> Int32? {
        try? folder.openRegularFile(name, mode: 0o600, append: true)
    }

    deinit {
        state.withLock { state in if state.descriptor >= 0 { close(state.descriptor) } }
    }
}
