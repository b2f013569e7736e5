import Foundation

/// A private tmux server running a shell in a fixed-size window, for driving the real app end to end:
/// type with ``type(_:)`` and ``press(_:)``, read with ``screen()``, wait with ``waitFor(_:timeout:)``.
public final class TmuxSession: Sendable {
    /// The prefix of every test's tmux socket, so that a leftover server can be recognised.
    public static let socketPrefix = "flickterm-test-"
    private let socket = "\(TmuxSession.socketPrefix)\(UUID().uuidString.prefix(8))"
    /// The tmux server's process id, killed outright when the session is released.
    public let serverPID: pid_t
    /// The `tmux new-session` client that started the server, killed too should it still be waiting.
    private let starter: Process
    /// `HOME` and every `XDG_*_HOME` in the window: the app's cache, search history, configuration, log and
    /// downloads live there, apart from the user's and other tests'.
    public let cacheHome: URL
    /// The recording client's input (``recordClient(into:columns:rows:)``), held open: at its end `script` would
    /// type Ctrl-D into the window.
    private nonisolated(unsafe) var clientInput: Pipe?

    /// Starts `bash` in a `columns`×`rows` window, with `cacheHome` (by default a new folder) as the cache home; a
    /// local session wherever the tests run (no colour or ssh variables).
    public init(columns: Int = 100, rows: Int = 30, cacheHome: URL? = nil) async throws {
        let cacheHome = cacheHome ?? CacheAging.newCacheHome()
        self.cacheHome = cacheHome
        // The server this starts outlives the command, so it must not inherit pipes anyone waits on.
        let start = Process()
        start.executableURL = URL(fileURLWithPath: "/usr/bin/tmux")
        start.arguments = ["-L", socket, "-f", "/dev/null", "new-session", "-d", "-s", "main", "-x", "\(columns)", "-y", "\(rows)",
                           "env", "-u", "NO_COLOR", "-u", "COLORTERM", "-u", "SSH_CONNECTION", "-u", "SSH_CLIENT", "-u", "SSH_TTY"]
            + ProcessRunner.uninherited.flatMap { ["-u", $0] } + ["XDG_CACHE_HOME=\(cacheHome.path)", "XDG_DATA_HOME=\(cacheHome.path)", "XDG_CONFIG_HOME=\(cacheHome.path)", "HOME=\(cacheHome.path)", "XDG_STATE_HOME=\(cacheHome.path)", "PS1=$ ", "LANG=C.UTF-8", "TERM=tmux-256color", "bash", "--norc", "--noprofile"]
        start.standardOutput = FileHandle.nullDevice
        start.standardError = FileHandle.nullDevice
        start.standardInput = FileHandle.nullDevice
        try ChildProcess.start(start)
        starter = start
        let deadline = ContinuousClock.now + .seconds(10)
        var pid: pid_t?
        while pid == nil, ContinuousClock.now < deadline {
            let probe = try await ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/tmux"), ["-L", socket, "display-message", "-p", "-t", "main", "#{pid}"])
            pid = probe.status == 0 ? pid_t(probe.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) : nil
            if pid == nil { try await Task.sleep(for: .milliseconds(10)) }
        }
        guard let pid else { throw TmuxTimeout(waitingFor: "the tmux server to start", screen: "") }
        serverPID = pid
        try await waitFor("$")
    }

    /// Kills the server at once (SIGKILL, not `kill-server`, which needs a process of its own that may never
    /// run when the test process is ending) and removes its socket; the shell and the app in its window get
    /// SIGHUP as their terminal goes away.
    deinit {
        kill(serverPID, SIGKILL)
        // Only while Foundation has not reaped it: a reaped process id may already be someone else's.
        if starter.isRunning { kill(starter.processIdentifier, SIGKILL) }
        unlink("/tmp/tmux-\(getuid())/\(socket)")
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

    /// Sends raw bytes, as a terminal would for keys and events tmux has no name for (`ESC [ I`).
    public func send(bytes: [UInt8]) async throws {
        try await tmux(["send-keys", "-t", "main", "-H"] + bytes.map { String(format: "%02x", $0) })
    }

    /// Pastes `text` as the terminal would: bracketed when the app asked for it.
    public func paste(_ text: String) async throws {
        try await tmux(["set-buffer", "--", text])
        try await tmux(["paste-buffer", "-p", "-t", "main"])
    }

    /// Runs a shell command line in the window.
    public func run(_ commandLine: String) async throws {
        try await type(commandLine)
        try await press("Enter")
    }

    /// Attaches a client in a pseudo-terminal of the window's size (`script`), whose every byte — what tmux
    /// draws, and what it passes through to the terminal outside — goes to `file`. Ends with the server.
    public func recordClient(into file: URL, columns: Int = 100, rows: Int = 30) async throws {
        let client = Process()
        client.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        client.arguments = ["-q", "-f", "-c", "stty cols \(columns) rows \(rows); exec tmux -L \(socket) attach -t main", file.path]
        client.environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]
        let input = Pipe()
        clientInput = input
        client.standardInput = input
        client.standardOutput = FileHandle.nullDevice
        client.standardError = FileHandle.nullDevice
        try ChildProcess.start(client)
        let deadline = ContinuousClock.now + .seconds(10)
        while try await display("#{session_attached}") == "0", ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
    }

    /// The visible screen, one line a row.
    public func screen() async throws -> String {
        try await tmux(["capture-pane", "-p", "-t", "main"])
    }

    /// The visible screen with its colours and attributes as escape sequences (`capture-pane -e`).
    public func coloredScreen() async throws -> String {
        try await tmux(["capture-pane", "-p", "-e", "-t", "main"])
    }

    /// A tmux format about the pane, e.g. `#{alternate_on}`.
    public func display(_ format: String) async throws -> String {
        try await tmux(["display-message", "-p", "-t", "main", format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Sets a server option for every session (`set -g NAME VALUE`).
    public func setOption(_ name: String, _ value: String) async throws {
        try await tmux(["set-option", "-g", name, value])
    }

    /// The newest paste buffer (what OSC 52 copies become under `set-clipboard on`); empty when there is none.
    public func pasteBuffer() async throws -> String {
        try await tmux(["show-buffer"])
    }

    public func resize(columns: Int, rows: Int) async throws {
        try await tmux(["resize-window", "-t", "main", "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// Polls the screen until `condition` holds on a settled screen — the same in two captures running, so
    /// that a frame read between two of the app's writes is not taken for the whole — or on five captures
    /// running of a screen that keeps changing; throws with the last screen after `timeout`.
    @discardableResult
    public func waitUntil(timeout: Duration = .seconds(15), _ description: String, _ condition: (String) -> Bool) async throws -> String {
        let deadline = ContinuousClock.now + timeout
        var last = ""
        var holding = 0
        while ContinuousClock.now < deadline {
            let previous = last
            last = try await screen()
            holding = condition(last) ? holding + 1 : 0
            if holding >= 5 || (holding >= 2 && last == previous) { return last }
            if holding == 0 { try await Task.sleep(for: .milliseconds(20)) }
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
