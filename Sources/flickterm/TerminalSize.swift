import FoundationEssentials
import Model
#if canImport(Glibc)
import Glibc
#endif

/// The width of the terminal standard output goes to.
enum TerminalSize {
    /// Columns of the terminal on standard output; else `$COLUMNS`; else 80.
    static func columns() -> Int {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        if let text = LaunchEnvironment.variables["COLUMNS"], let columns = Int(text), columns > 0 { return columns }
        return 80
    }
}
