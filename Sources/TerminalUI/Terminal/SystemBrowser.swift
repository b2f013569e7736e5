import Foundation
import Model
import ViewModels

/// `$BROWSER` (its first command, with its arguments), else `xdg-open`, started in a session of its own with
/// no terminal: `/bin/sh` starts it in the background and ends at once, so nothing blocks, nothing is left
/// to reap, and nothing it prints reaches the screen. The address is a ``Model/PageLink``: it starts with
/// `http`, so it is never read as an option; browsers that take `--` (Chromium's family) get it first too.
final class SystemBrowser: Browser {
    private let environment: [String: String]

    init(environment: [String: String] = LaunchEnvironment.variables) {
        self.environment = environment
    }

    /// Browsers known to end their options at `--` (xdg-open does not take it; it takes no options at all).
    static let takesDoubleDash: Set<String> = [
        "chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "brave-browser", "microsoft-edge", "vivaldi",
    ]

    func open(_ link: PageLink) -> Bool {
        let browser = environment["BROWSER"].flatMap { $0.split(separator: ":").first.map(String.init) } ?? ""
        let command: String
        if !browser.trimmingCharacters(in: .whitespaces).isEmpty {
            command = browser
        } else if hasExecutable("xdg-open") {
            command = "xdg-open"
        } else {
            return false
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let program = command.split(separator: " ").first.map { ($0 as Substring).split(separator: "/").last.map(String.init) ?? "" } ?? ""
        let endOfOptions = SystemBrowser.takesDoubleDash.contains(program) ? "--" : ""
        // $1 is the command (split into words as $BROWSER is), $2 `--` or nothing, $3 the URL, never parsed by
        // the shell.
        process.arguments = [
            "-c", "setsid $1 $2 \"$3\" </dev/null >/dev/null 2>&1 &", "sh", command, endOfOptions, link.url.absoluteString,
        ]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        return (try? process.run()) != nil
    }

    private func hasExecutable(_ name: String) -> Bool {
        (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").contains { folder in
            FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)")
        }
    }
}
