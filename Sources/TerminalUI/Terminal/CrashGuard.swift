#if canImport(Glibc)
import Glibc
#endif

/// Restores the terminal on the paths ncurses cannot: crashes and fatal signals. It saves the terminal
/// modes at start-up and, from a signal handler, puts them back with async-signal-safe calls only, then
/// lets the signal take its course.
enum CrashGuard {
    nonisolated(unsafe) private static var saved = termios()
    nonisolated(unsafe) private static var hasSaved = false

    /// Leave the alternate screen, show the cursor, reset attributes, mouse reporting and bracketed paste.
    private static let resetSequence: StaticString = "\u{1b}[?2004l\u{1b}[?1000l\u{1b}[?1006l\u{1b}[0m\u{1b}[?25h\u{1b}[?1049l\r\n"

    /// Remembers the current terminal modes and arms the handlers for fatal signals.
    static func arm() {
        hasSaved = tcgetattr(STDIN_FILENO, &saved) == 0
        for signal in [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS, SIGXCPU, SIGXFSZ] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                CrashGuard.restore()
                Glibc.signal(number, SIG_DFL)
                raise(number)
            }
            action.sa_flags = Int32(bitPattern: UInt32(SA_RESETHAND))
            sigaction(signal, &action, nil)
        }
    }

    /// Puts the saved modes back and leaves the alternate screen; safe inside a signal handler.
    static func restore() {
        if hasSaved { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
        resetSequence.withUTF8Buffer { buffer in _ = write(STDOUT_FILENO, buffer.baseAddress, buffer.count) }
    }
}
