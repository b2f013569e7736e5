import Foundation

/// Where tests and the bench put their scratch files: one folder per process under the temporary directory,
/// removed when the process exits, so a run leaves nothing behind (thousands of folders piled up in `/tmp`
/// when each test made its own there).
public enum ScratchFolder {
    /// This process's folder, made on first use.
    public static let root: URL = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("flickterm-scratch-\(getpid())", isDirectory: true)
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        atexit {
            try? FileManager.default.removeItem(at: FileManager.default.temporaryDirectory.appendingPathComponent("flickterm-scratch-\(getpid())"))
        }
        return root
    }()

    /// A new name `prefix-<unique>` inside ``root`` (nothing is made there).
    public static func path(_ prefix: String, suffix: String = "") -> URL {
        root.appendingPathComponent("\(prefix)-\(UUID().uuidString)\(suffix)")
    }
}
