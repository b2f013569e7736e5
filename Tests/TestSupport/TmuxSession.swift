import Foundation

/// A private tmux server running a shell in a fixed-size window, for driving the real app end to end:
/// type with ``type(_:)`` and ``press(_:)``, read with ``screen()``, wait with ``waitFor(_:timeout:)``.
public final class TmuxSession: Sendable {
    private let socket = "flickterm-test-\(UUID().uuidString.prefix(8))"

    /// Starts `bash` in a `columns`×`rows` window.
    public init(columns: Int = 100, rows: Int = 30) async throws {
        // The server this starts outlives the command, so it must not inherit pipes anyone waits on.
        let start = Process()
        start.executableURL = URL(fileURLWithPath: "/usr/bin/tmux")
        start.arguments = ["-L", socket, "-f", "/dev/null", "new-session", "-d", "-s", "main", "-x", "\(columns)", "-y", "\(rows)",
                           "env", "PS1=$ ", "LANG=C.UTF-8", "TERM=tmux-256color", "bash", "--norc", "--noprofile"]
        start.standardOutput = FileHandle.nullDevice
        start.standardError = FileHandle.nullDevice
        start.standardInput = FileHandle.nullDevice
        try start.run()
        let deadline = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < deadline {
            let probe = try await ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/tmux"), ["-L", socket, "has-session", "-t", "main"])
            if probe.status == 0 { break }
            try await Task.sleep(for: .milliseconds(10))
        }
        try await waitFor("$")
    }

    deinit {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/tmux")
        process.arguments = ["-L", socket, "kill-server"]
        try? process.run()
    }

    @discardableResult
    private func tmux(_ arguments: [String]) async throws -> String {
        let result = try await ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/tmux"), ["-L", socket] + arguments, timeout: .seconds(10))
        return result.stdout
    }

    /// Types `text` literally.
    public func type(_ text: String) async throws {
        try await tmux(["send-keys", "-t", "main", "-l", text])
    }

    /// Presses named keys (`Enter`, `Escape`, `Down`, `C-c`, …).
    public func press(_ keys: String...) async throws {
        try await tmux(["send-keys", "-t", "main"] + keys)
    }

    /// Runs a shell command line in the window.
    public func run(_ commandLine: String) async throws {
        try await type(commandLine)
        try await press("Enter")
    }

    /// The visible screen, one line a row.
    public func screen() async throws -> String {
        try await tmux(["capture-pane", "-p", "-t", "main"])
    }

    /// A tmux format about the pane, e.g. `#{alternate_on}`.
    public func display(_ format: String) async throws -> String {
        try await tmux(["display-message", "-p", "-t", "main", format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    public func resize(columns: Int, rows: Int) async throws {
        try await tmux(["resize-window", "-t", "main", "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// Polls the screen until `condition` holds; throws with the last screen after `timeout`.
    @discardableResult
    public func waitUntil(timeout: Duration = .seconds(15), _ description: String, _ condition: (String) -> Bool) async throws -> String {
        let deadline = ContinuousClock.now + timeout
        var last = ""
        while ContinuousClock.now < deadline {
            last = try await screen()
            if condition(last) { return last }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw TmuxTimeout(waitingFor: description, screen: last)
    }

    /// Polls the screen until it contains `text`.
    @discardableResult
    public func waitFor(_ text: String, timeout: Duration = .seconds(15)) async throws -> String {
        try await waitUntil(timeout: timeout, text) { $0.contains(text) }
    }
}

/// The screen never showed what a test waited for.
public struct TmuxTimeout: Error, CustomStringConvertible {
    public let waitingFor: String
    public let screen: String
    public var description: String { "timed out waiting for \(waitingFor); screen was:\n\(screen)" }
}
