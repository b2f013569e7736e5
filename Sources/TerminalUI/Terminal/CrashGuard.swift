import CCrashShim
import FoundationEssentials
import Model
#if canImport(Glibc)
import Glibc
#endif

/// Restores the terminal on the paths ncurses cannot: crashes (fatal signals). It saves the terminal modes
/// at start-up; a fatal signal's handler puts them back with async-signal-safe calls only, writes a crash
/// report (the signal and the stack) into the state folder, says where in one line on the restored
/// terminal, then lets the signal take its course. The runtime's own crash reporter never gets the screen.
enum CrashGuard {
    nonisolated(unsafe) private static var saved = termios()
    nonisolated(unsafe) private static var hasSaved = false
    /// Whether the app has taken the screen (``screenTaken()``): before, nothing was sent that needs undoing, and the
    /// sequences that undo it would reach a terminal that may not take them (TERM=dumb, refused).
    nonisolated(unsafe) private static var screenIsTaken = false
    /// The state folder, held open from start-up (the report is created through it, never through a link), its
    /// path, and the report's and the log's names and paths, as C strings made before any crash.
    nonisolated(unsafe) private static var folder: SafeFolder?
    nonisolated(unsafe) private static var report: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) private static var reportName: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) private static let logName = strdup("flickterm.log")!

    /// Leave the alternate screen, show the cursor, reset attributes, mouse reporting and bracketed paste.
    private static let resetSequence: StaticString = "\u{1b}[?2004l\u{1b}[?1000l\u{1b}[?1006l\u{1b}[0m\u{1b}[?25h\u{1b}[?1049l\r\n"

    /// The session's log (``Model/UserFiles/stateFolder(environment:)``), where the crash is noted too.
    nonisolated(unsafe) private static var log: UnsafeMutablePointer<CChar>?

    /// Where crash reports go: `$XDG_STATE_HOME/flickterm`, else `~/.local/state/flickterm`; with neither
    /// variable set, nowhere (a shared folder such as `/tmp` is where another user could plant a link).
    static func stateFolder(environment: [String: String] = LaunchEnvironment.variables) -> URL? {
        UserFiles.stateFolder(environment: environment)
    }

    /// Remembers the current terminal modes and arms the handlers for fatal signals.
    static func arm() {
        hasSaved = tcgetattr(STDIN_FILENO, &saved) == 0
        // Made and opened now, not in the handler, where making folders is no safe work.
        if let state = stateFolder(), let opened = try? SafeFolder(state, private: true) {
            folder = opened
            let name = "crash-\(getpid()).log"
            reportName = strdup(name)
            report = strdup(state.appendingPathComponent(name).path)
            log = strdup(state.appendingPathComponent("flickterm.log").path)
        }
        flk_prepare_backtrace()
        for signal in [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS, SIGXCPU, SIGXFSZ] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                CrashGuard.restore()
                CrashGuard.writeReport(signal: number)
                Glibc.signal(number, SIG_DFL)
                raise(number)
            }
            action.sa_flags = Int32(bitPattern: UInt32(SA_RESETHAND))
            sigaction(signal, &action, nil)
        }
    }

    /// Notes that the app has the screen now: from here on, restoring leaves it.
    static func screenTaken() {
        screenIsTaken = true
    }

    /// Puts the saved modes back and, once the app has taken the screen, leaves the alternate screen; safe inside a
    /// signal handler.
    static func restore() {
        if hasSaved { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
        guard screenIsTaken else { return }
        waitForWrites()
        resetSequence.withUTF8Buffer { buffer in _ = write(STDOUT_FILENO, buffer.baseAddress, buffer.count) }
    }

    /// Makes the terminal's writes wait for it: another program may have left its descriptor non-blocking, and a
    /// write the terminal cannot take at once (tmux still drawing a large frame) would then be dropped, leaving the
    /// alternate screen on after the app. Async-signal-safe.
    static func waitForWrites() {
        let flags = fcntl(STDOUT_FILENO, F_GETFL)
        if flags >= 0, flags & O_NONBLOCK != 0 { _ = fcntl(STDOUT_FILENO, F_SETFL, flags & ~O_NONBLOCK) }
    }

    /// Writes the signal and the stack to the report file and one line saying where; async-signal-safe.
    private static func writeReport(signal number: Int32) {
        guard let folder, let report, let reportName else {
            put("flickterm crashed (signal ", to: STDERR_FILENO)
            putNumber(number, to: STDERR_FILENO)
            put("); no report was written: neither XDG_STATE_HOME nor HOME is set\n", to: STDERR_FILENO)
            return
        }
        // A report left by an earlier process of the same id is replaced; whatever is at the name, a link
        // included, is removed rather than followed, and the new file must be new.
        unlinkat(folder.descriptor, reportName, 0)
        let file = openat(folder.descriptor, reportName, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        if file >= 0 {
            put("flickterm crashed: signal ", to: file)
            putNumber(number, to: file)
            put("\nstack:\n", to: file)
            flk_write_backtrace(file)
            // A stripped binary's frames keep their addresses only; an unstripped copy of it names them afterwards.
            put("(frames without a name: addr2line -f -e FLICKTERM-BINARY ADDRESS…)\n", to: file)
            close(file)
        }
        if log != nil {
            let logFile = openat(folder.descriptor, logName, O_WRONLY | O_CREAT | O_APPEND | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
            if logFile >= 0 {
                put("crashed: signal ", to: logFile)
                putNumber(number, to: logFile)
                put("; the report is ", to: logFile)
                _ = write(logFile, report, strlen(report))
                put("\n", to: logFile)
                close(logFile)
            }
        }
        put("flickterm crashed (signal ", to: STDERR_FILENO)
        putNumber(number, to: STDERR_FILENO)
        put(file >= 0 ? "); the report is in " : "); no report could be written to ", to: STDERR_FILENO)
        _ = write(STDERR_FILENO, report, strlen(report))
        if let log {
            put(", the session's log in ", to: STDERR_FILENO)
            _ = write(STDERR_FILENO, log, strlen(log))
        }
        put("\n", to: STDERR_FILENO)
    }

    private static func put(_ text: StaticString, to file: Int32) {
        text.withUTF8Buffer { buffer in _ = write(file, buffer.baseAddress, buffer.count) }
    }

    /// `number` in decimal, without allocating.
    private static func putNumber(_ number: Int32, to file: Int32) {
        var digits: (UInt8, UInt8, UInt8) = (0, 0, 0)
        var value = max(number, 0) % 1000
        var count = 0
        withUnsafeMutableBytes(of: &digits) { bytes in
            repeat {
                bytes[2 - count] = UInt8(48 + value % 10)
                value /= 10
                count += 1
            } while value > 0 && count < 3
            _ = write(file, bytes.baseAddress! + 3 - count, count)
        }
    }
}
