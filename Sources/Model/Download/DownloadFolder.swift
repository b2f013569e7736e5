import FoundationEssentials

/// Where downloads go: the user's download folder (`XDG_DOWNLOAD_DIR` in `user-dirs.dirs`, as
/// `xdg-user-dirs` writes it), else `~/Downloads`, and in it a `flickterm` folder.
public enum DownloadFolder {
    /// The folder for `environment`; `nil` when `HOME` is not set.
    public static func resolve(environment: [String: String] = LaunchEnvironment.variables) -> URL? {
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        let config = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.config"
        // Read as bytes: String(contentsOfFile:) made and threw an error, at start, for the file that is not there.
        let text = FileDescriptor.read(config + "/user-dirs.dirs", upTo: 1 << 16).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let base = userDirectory(in: text, home: home) ?? home + "/Downloads"
        return URL(fileURLWithPath: base, isDirectory: true).appendingPathComponent("flickterm", isDirectory: true)
    }

    /// `XDG_DOWNLOAD_DIR` from the text of a `user-dirs.dirs` (`XDG_DOWNLOAD_DIR="$HOME/Downloads"`), `$HOME`
    /// expanded; `nil` when absent or not absolute.
    static func userDirectory(in text: String, home: String) -> String? {
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingWhitespace()
            guard trimmed.hasPrefix("XDG_DOWNLOAD_DIR=") else { continue }
            var value = String(trimmed.dropFirst("XDG_DOWNLOAD_DIR=".count)).trimming { $0 == "\"" }
            if value.hasPrefix("$HOME") { value = home + value.dropFirst("$HOME".count) }
            return value.hasPrefix("/") ? value : nil
        }
        return nil
    }
}
