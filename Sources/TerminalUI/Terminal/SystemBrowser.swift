import FoundationEssentials
import Glibc
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
        if !browser.trimmingWhitespace().isEmpty {
            command = browser
        } else if hasExecutable("xdg-open") {
            command = "xdg-open"
        } else {
            return false
        }
        let program = command.split(separator: " ").first.map { ($0 as Substring).split(separator: "/").last.map(String.init) ?? "" } ?? ""
        let endOfOptions = SystemBrowser.takesDoubleDash.contains(program) ? "--" : ""
        // $1 is the command (split into words as $BROWSER is), $2 `--` or nothing, $3 the URL, never parsed by
        // the shell.
        return SystemBrowser.runShell([
            "sh", "-c", "setsid $1 $2 \"$3\" </dev/null >/dev/null 2>&1 &", "sh", command, endOfOptions, link.url.absoluteString,
        ])
    }

    /// Runs `/bin/sh` with `arguments` (its own name first), its standard input and outputs on `/dev/null`, and waits
    /// for it (it ends at once, having started the browser in the background). POSIX spawn rather than Foundation's
    /// `Process`, which on Linux brings Foundation's internationalisation (ICU, 34 MB of the binary) with it.
    private static func runShell(_ arguments: [String]) -> Bool {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor: Int32 in [0, 1, 2] {
            posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        var argv = arguments.map { strdup($0) }
        defer { argv.forEach { free($0) } }
        argv.append(nil)
        var child = pid_t()
        guard posix_spawn(&child, "/bin/sh", &actions, nil, argv, environ) == 0 else { return false }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0, errno == EINTR {}
        return true
    }

    private func hasExecutable(_ name: String) -> Bool {
        (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").contains { folder in
            FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)")
        }
    }
}
