import Foundation

/// A real xterm window on a private Xvfb display, with a command running in it as a person would run it (no
/// tmux in between): keys typed with `xdotool` (the pointer over the window gives it the focus; xterm ignores
/// synthetic events sent to a window), the window grabbed with `xwd`. Each window has a display of its own;
/// both processes are killed by id when it is released.
public final class XTermWindow: @unchecked Sendable {
    private let display: String
    private let server: Process
    private let terminal: Process
    /// The window's folder for screenshots.
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xterm-\(UUID().uuidString)")

    /// Starts Xvfb and `xterm -geometry COLUMNSxROWS` running `command` (a shell line), `vt340` for sixel.
    public init(columns: Int, rows: Int, command: String, vt340: Bool = false, environment: [String: String] = [:]) async throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var number = Int.random(in: 100..<900)
        while FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") { number = Int.random(in: 100..<900) }
        display = ":\(number)"
        server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        server.arguments = [display, "-screen", "0", "1280x1024x24", "-nolisten", "tcp"]
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try ChildProcess.start(server)
        try await XTermWindow.wait("the X server on \(display)") { FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") }
        terminal = Process()
        terminal.executableURL = URL(fileURLWithPath: "/usr/bin/xterm")
        terminal.arguments = (vt340 ? ["-ti", "vt340"] : []) + ["-geometry", "\(columns)x\(rows)+0+0", "-e", "/bin/sh", "-c", command]
        // As a person's desktop starts it: no NO_COLOR (which `swift test` sets), no tmux, no COLORTERM (xterm
        // does not set one).
        var inherited = ProcessInfo.processInfo.environment
        for name in ["NO_COLOR", "COLORTERM", "TMUX", "TERM", "STY"] { inherited[name] = nil }
        terminal.environment = inherited.merging(environment.merging(["DISPLAY": display]) { new, _ in new }) { _, new in new }
        terminal.standardOutput = FileHandle.nullDevice
        terminal.standardError = FileHandle.nullDevice
        try ChildProcess.start(terminal)
        try await XTermWindow.wait("the xterm window") { [display] in
            (try? await XTermWindow.run("/usr/bin/xdotool", ["search", "--class", "xterm"], display: display).isEmpty == false) ?? false
        }
        _ = try await XTermWindow.run("/usr/bin/xdotool", ["mousemove", "20", "20"], display: display)
    }

    deinit {
        kill(terminal.processIdentifier, SIGKILL)
        kill(server.processIdentifier, SIGKILL)
        try? FileManager.default.removeItem(at: folder)
    }

    /// Types `text` into the window.
    public func type(_ text: String) async throws {
        _ = try await XTermWindow.run("/usr/bin/xdotool", ["type", "--delay", "15", text], display: display)
    }

    /// Presses `key` (xdotool's names: `Return`, `Escape`, `F1`, `ctrl+c`).
    public func press(_ key: String) async throws {
        _ = try await XTermWindow.run("/usr/bin/xdotool", ["key", key], display: display)
    }

    /// The screen now, as a PNG file (the window is at the top left).
    public func screenshot() async throws -> URL {
        let png = folder.appendingPathComponent("shot-\(UUID().uuidString).png")
        _ = try await XTermWindow.run("/bin/sh", ["-c", "xwd -root -silent | /usr/bin/convert xwd:- '\(png.path)'"], display: display)
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
                throw XWindowTimeout(waitingFor: what + "; the screen is in " + kept.path)
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
