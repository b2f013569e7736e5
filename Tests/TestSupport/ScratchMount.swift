import Foundation
import LoopbackHarness

/// A small tmpfs mounted for one test (the tests run as root), to meet a full or a read-only disk for real;
/// unmounted when released.
public final class ScratchMount: Sendable {
    public let folder: URL

    /// A tmpfs of `kilobytes`, read-only with `readOnly`. Throws when it cannot be mounted.
    public init(kilobytes: Int, readOnly: Bool = false) throws {
        folder = ScratchFolder.path("mount")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let options = "size=\(kilobytes)k" + (readOnly ? ",ro" : "")
        guard mount("tmpfs", folder.path, "tmpfs", 0, options) == 0 else {
            throw ScratchMountError(reason: String(cString: strerror(errno)))
        }
    }

    deinit {
        umount2(folder.path, Int32(MNT_DETACH))
        rmdir(folder.path)
    }
}

/// The scratch file system could not be mounted.
public struct ScratchMountError: Error, CustomStringConvertible {
    public let reason: String
    public var description: String { "cannot mount a tmpfs: \(reason)" }
}
