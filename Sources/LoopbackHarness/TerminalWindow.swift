import Foundation

/// A real terminal window — xterm, xterm `-ti vt340` or kitty — on a private Xvfb display, with a command
/// running in it as a person would run it (no tmux in between): keys typed with `xdotool` (the pointer over
/// the window gives it the focus; xterm ignores synthetic events sent to a window), the window grabbed with
/// `xwd`. Each window has a display of its own; both processes are killed by id when it is released.
public final class TerminalWindow: @unchecked Sendable {
    /// Which terminal, as Debian installs it.
    public enum Kind: String, Sendable {
        case xterm
        /// xterm emulating a VT340: sixel graphics.
        case xtermVT340 = "xterm -ti vt340"
        /// kitty on Mesa's software OpenGL.
        case kitty
        /// tmux (as Debian ships it, its defaults) inside xterm as installed.
        case tmuxInXterm = "tmux in xterm"
    }

    public let kind: Kind
    /// The window's size in cells.
    public let columns: Int
    public let rows: Int
    /// One cell in screenshot pixels, and where the first cell's top left is.
    public private(set) var cell = (width: 6, height: 13)
    public private(set) var origin = (x: 3, y: 3)
    /// The window's background colour.
    public var background: (red: Int, green: Int, blue: Int) { kind == .kitty ? (0, 0, 0) : (255, 255, 255) }
    private let display: String
    /// The tmux server's socket name (`tmux in xterm`), killed with the window.
    private let tmuxSocket = "flickterm-test-window-\(UUID().uuidString.prefix(8))"
    private let server: Process
    private let terminal: Process
    /// The window's folder for screenshots.
    private let folder = ScratchFolder.path("window")

    /// Starts Xvfb and a `columns`×`rows` terminal of `kind` running `command` (a shell line).
    public init(_ kind: Kind, columns: Int, rows: Int, command: String, environment: [String: String] = [:]) async throws {
        self.kind = kind
        (self.columns, self.rows) = (columns, rows)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Xvfb picks a free display itself (-displayfd: no two windows, nor a stale lock or socket, ever share
        // one) and says which once it accepts clients.
        server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        server.arguments = ["-displayfd", "1", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"]
        let announced = Pipe()
        server.standardOutput = announced
        server.standardError = FileHandle.nullDevice
        try ChildProcess.start(server)
        let line = await BlockingRead.firstLine(of: announced.fileHandleForReading)
        guard let number = Int(line.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            kill(server.processIdentifier, SIGKILL)
            throw XWindowTimeout(waitingFor: "Xvfb to name its display (it said: \(line.prefix(100)))")
        }
        display = ":\(number)"
        // Named is not yet serving: under load a terminal started at once has failed to open the display (Xt's
        // error, which it will not print to root, and exit status 1). It starts once a client is served.
        do {
            try await TerminalWindow.wait("Xvfb to serve display \(display)") { [display] in
                (try? await ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/xdpyinfo"), [], environment: ["DISPLAY": display], timeout: .seconds(5)))?.status == 0
            }
        } catch {
            kill(server.processIdentifier, SIGKILL)
            throw error
        }
        // What the program inside says on stderr goes to a file: a window that ends at once says why.
        let said = folder.appendingPathComponent("program.log")
        let shellLine = "exec 2>'\(said.path)'; " + command
        let log = folder.appendingPathComponent("terminal.log")
        var attempt = 0
        var started: Process
        while true {
            attempt += 1
            started = Process()
            switch kind {
            case .xterm, .xtermVT340:
                started.executableURL = URL(fileURLWithPath: "/usr/bin/xterm")
                started.arguments = (kind == .xtermVT340 ? ["-ti", "vt340"] : []) + ["-geometry", "\(columns)x\(rows)+0+0", "-e", "/bin/sh", "-c", shellLine]
            case .tmuxInXterm:
                // tmux's status line takes the last row: the window is a row taller, so the app still has `rows`.
                started.executableURL = URL(fileURLWithPath: "/usr/bin/xterm")
                started.arguments = [
                    "-geometry", "\(columns)x\(rows + 1)+0+0", "-e", "/usr/bin/tmux", "-L", tmuxSocket, "-f", "/dev/null", "new-session", shellLine,
                ]
            case .kitty:
                started.executableURL = URL(fileURLWithPath: "/usr/bin/kitty")
                started.arguments = [
                    "--config", "NONE", "-o", "remember_window_size=no", "-o", "initial_window_width=\(columns)c",
                    "-o", "initial_window_height=\(rows)c", "-e", "/bin/sh", "-c", shellLine,
                ]
            }
            // As a person's desktop starts it: no NO_COLOR (which `swift test` sets), no tmux, no COLORTERM (xterm
            // does not set one), nothing ``ProcessRunner/uninherited`` (kitty would pass it on).
            var inherited = ProcessInfo.processInfo.environment
            for name in ["NO_COLOR", "COLORTERM", "TMUX", "TERM", "STY", "KITTY_WINDOW_ID"] + ProcessRunner.uninherited { inherited[name] = nil }
            inherited["LIBGL_ALWAYS_SOFTWARE"] = "1"
            started.environment = inherited.merging(environment.merging(["DISPLAY": display]) { new, _ in new }) { _, new in new }
            // Failing, it leaves no file, and opening it for the log throws below.
            _ = FileManager.default.createFile(atPath: log.path, contents: nil)
            started.standardOutput = FileHandle.nullDevice
            started.standardError = try FileHandle(forWritingTo: log)
            try ChildProcess.start(started)
            let windowClass = kind == .kitty ? "kitty" : "xterm"
            do {
                try await TerminalWindow.wait("the \(kind.rawValue) window") { [display, started] in
                    guard started.isRunning else { return true }
                    return (try? await TerminalWindow.run("/usr/bin/xdotool", ["search", "--class", windowClass], display: display).isEmpty == false) ?? false
                }
            } catch {
                let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
                kill(started.processIdentifier, SIGKILL)
                kill(server.processIdentifier, SIGKILL)
                throw XWindowTimeout(waitingFor: "the \(kind.rawValue) window (it said: \(text.prefix(300)))")
            }
            if started.isRunning { break }
            // Ended at once. With nothing from the program, the terminal failed to start (seen under load: xterm
            // exiting 1 on an X error it will not print to root): once more. Otherwise the program's words.
            let program = (try? String(contentsOf: said, encoding: .utf8)) ?? ""
            guard program.isEmpty, attempt < 3 else {
                let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
                kill(server.processIdentifier, SIGKILL)
                throw XWindowTimeout(
                    waitingFor: "the \(kind.rawValue) window: it ended (status \(started.terminationStatus)); the program said \(program.suffix(300)); the terminal said \(text.suffix(300))"
                )
            }
        }
        terminal = started
        if kind == .kitty {
            // kitty's cells are its font's: the window's size over its cells (no padding, at the top left), once
            // the window has its size.
            var geometry: [String: Int] = [:]
            try await TerminalWindow.wait("the kitty window's size") { [display] in
                // Its size once it holds still: the same twice, 100 ms apart.
                let before = (try? await TerminalWindow.geometry(display: display)) ?? [:]
                try? await Task.sleep(for: .milliseconds(100))
                geometry = (try? await TerminalWindow.geometry(display: display)) ?? [:]
                return geometry == before && (geometry["WIDTH"] ?? 0) >= columns && (geometry["HEIGHT"] ?? 0) >= rows
            }
            cell = ((geometry["WIDTH"] ?? 0) / columns, (geometry["HEIGHT"] ?? 0) / rows)
            origin = (geometry["X"] ?? 0, geometry["Y"] ?? 0)
        }
        _ = try await TerminalWindow.run("/usr/bin/xdotool", ["mousemove", "20", "20"], display: display)
    }

    /// `xdotool getwindowgeometry --shell` of the kitty window: `X`, `Y`, `WIDTH`, `HEIGHT`.
    private static func geometry(display: String) async throws -> [String: Int] {
        let windows = try await run("/usr/bin/xdotool", ["search", "--class", "kitty"], display: display)
        guard let window = windows.split(separator: "\n").first else { return [:] }
        let shell = try await run("/usr/bin/xdotool", ["getwindowgeometry", "--shell", String(window)], display: display)
        return Dictionary(shell.split(separator: "\n").compactMap { line -> (String, Int)? in
            let pair = line.split(separator: "=")
            return pair.count == 2 ? (String(pair[0]), Int(pair[1].trimmingCharacters(in: .whitespaces)) ?? 0) : nil
        }) { first, _ in first }
    }

    /// The pixels of the cells from `column`, `row`, `columns` wide and `rows` tall.
    public func cells(column: Int, row: Int, columns: Int, rows: Int) -> (x: Int, y: Int, width: Int, height: Int) {
        (origin.x + column * cell.width, origin.y + row * cell.height, columns * cell.width, rows * cell.height)
    }

    deinit {
        if kind == .tmuxInXterm { _ = try? ProcessRunner.output(of: URL(fileURLWithPath: "/usr/bin/tmux"), ["-L", tmuxSocket, "kill-server"]) }
        kill(terminal.processIdentifier, SIGKILL)
        kill(server.processIdentifier, SIGKILL)
        try? FileManager.default.removeItem(at: folder)
    }

    /// Resizes the window to `columns`×`rows` cells (the terminal tells the program: SIGWINCH).
    public func resize(columns: Int, rows: Int) async throws {
        let windowClass = kind == .kitty ? "kitty" : "xterm"
        let window = try await TerminalWindow.run("/usr/bin/xdotool", ["search", "--class", windowClass], display: display)
        let id = String(window.split(separator: "\n").first ?? "")
        let extra = kind == .tmuxInXterm ? 1 : 0
        // xterm gives X its cell size as size hints; kitty does not, so its size is said in pixels.
        let size = kind == .kitty
            ? ["windowsize", id, String(columns * cell.width), String(rows * cell.height)]
            : ["windowsize", "--usehints", id, String(columns), String(rows + extra)]
        _ = try await TerminalWindow.run("/usr/bin/xdotool", size, display: display)
    }

    /// Types `text` into the window.
    public func type(_ text: String) async throws {
        _ = try await TerminalWindow.run("/usr/bin/xdotool", ["type", "--delay", "15", text], display: display)
    }

    /// Presses `key` (xdotool's names: `Return`, `Escape`, `F1`, `ctrl+c`).
    public func press(_ key: String) async throws {
        _ = try await TerminalWindow.run("/usr/bin/xdotool", ["key", key], display: display)
    }

    /// The screen now, as a PNG file (the window is at the top left).
    public func screenshot() async throws -> URL {
        let png = folder.appendingPathComponent("shot-\(UUID().uuidString).png")
        _ = try await TerminalWindow.run("/bin/sh", ["-c", "xwd -root -silent | /usr/bin/convert xwd:- '\(png.path)'"], display: display)
        return png
    }

    /// Waits, until `seconds` pass, for a screenshot whose RGB pixels satisfy `condition`; the last one.
    public func waitForScreen(_ what: String, seconds: Int = 20, _ condition: (Screenshot) -> Bool) async throws -> Screenshot {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while true {
            let png = try await screenshot()
            let shot = try Screenshot(png: png)
            if condition(shot) { return shot }
            guard ContinuousClock.now < deadline else {
                // Kept for the person reading the failure.
                let kept = FileManager.default.temporaryDirectory.appendingPathComponent("flickterm-window-\(UUID().uuidString.prefix(8)).png")
                try? FileManager.default.copyItem(at: png, to: kept)
                throw XWindowTimeout(waitingFor: what + " (cells of \(cell.width)×\(cell.height) from \(origin.x),\(origin.y)); the screen is in " + kept.path)
            }
            try await Task.sleep(for: .milliseconds(100))
        }
    }

    private static func wait(_ what: String, _ condition: () async -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(20)
        while await !condition() {
            guard ContinuousClock.now < deadline else { throw XWindowTimeout(waitingFor: what) }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    @discardableResult
    private static func run(_ tool: String, _ arguments: [String], display: String) async throws -> String {
        let result = try await ProcessRunner.run(URL(fileURLWithPath: tool), arguments, environment: ["DISPLAY": display], timeout: .seconds(20))
        return result.stdout
    }
}

/// Something never appeared in an X window in time.
public struct XWindowTimeout: Error, CustomStringConvertible {
    public let waitingFor: String
    public var description: String { "timed out waiting for \(waitingFor)" }
}
