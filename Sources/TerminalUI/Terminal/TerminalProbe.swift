import CNcursesShim
import FoundationEssentials
import Glibc

/// The questions flickterm asks the terminal once, right after its first frame, so start-up never waits for
/// them: kitty's graphics query, XTGETTCAP for `RGB`, `Co` and `TN`, a DECRQSS round trip of a 24-bit colour
/// (the reliable truecolor test), XTSMGRAPHICS (sixel colour registers), CSI 16t and 14t (cell and window
/// size in pixels), XTVERSION, and DA1 last: every terminal answers it, so its answer ends the wait, and a
/// deadline ends it for one that answers nothing. Inside tmux the questions go to the outer terminal through
/// tmux's passthrough (answered only with `allow-passthrough` on); tmux answers the plain DA1 itself.
public enum TerminalProbe {
    /// How long the app waits for the answers before going on without them.
    public static let deadline: Duration = .milliseconds(150)

    /// The questions, as one write.
    public static func questions(insideTmux: Bool) -> String {
        let outer = "\u{1b}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1b}\\"
            + "\u{1b}P+q524742;436f;544e\u{1b}\\"
            // Set a 24-bit colour, ask what is in force, put the attributes back (DECSC/DECRC keep them).
            + "\u{1b}7\u{1b}[38;2;1;2;3m\u{1b}P$qm\u{1b}\\\u{1b}8"
            + "\u{1b}[?1;1;0S\u{1b}[16t\u{1b}[14t\u{1b}[>0q"
            // The 16 colours as the terminal shows them (a photo in 16 colours mixes the real ones).
            + "\u{1b}]4;" + (0..<16).map { "\($0);?" }.joined(separator: ";") + "\u{1b}\\"
            // The background: a light one gets the light theme.
            + "\u{1b}]11;?\u{1b}\\"
            + "\u{1b}[c"
        guard insideTmux else { return outer }
        // tmux answers the first DA1 itself; the wrapped questions, DA1 last, reach the outer terminal.
        return "\u{1b}[c\u{1b}Ptmux;" + outer.replacing("\u{1b}", with: "\u{1b}\u{1b}") + "\u{1b}\\"
    }

    /// The colours `TERM`'s terminfo declares, and whether it is direct colour, without starting ncurses.
    public static func terminfoColors() -> (colors: Int, direct: Bool) {
        var direct: Int32 = 0
        let colors = flk_terminfo_colors(&direct)
        return (Int(colors), direct != 0)
    }

    /// Asks the terminal on `/dev/tty` outside the full-screen app (for `flickterm doctor`): raw mode for the
    /// wait, the answers read with a deadline, the modes put back. `nil` when there is no terminal.
    public static func ask(environment: [String: String], waiting: Duration = .milliseconds(500)) -> TerminalCapabilities? {
        let tty = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard tty >= 0 else { return nil }
        defer { close(tty) }
        var saved = termios()
        guard tcgetattr(tty, &saved) == 0 else { return nil }
        var raw = saved
        cfmakeraw(&raw)
        tcsetattr(tty, TCSANOW, &raw)
        defer { tcsetattr(tty, TCSAFLUSH, &saved) }
        var capabilities = TerminalCapabilities(environment: environment)
        var size = winsize()
        if ioctl(tty, UInt(TIOCGWINSZ), &size) == 0 {
            capabilities.noteWindow(columns: Int(size.ws_col), rows: Int(size.ws_row), width: Int(size.ws_xpixel), height: Int(size.ws_ypixel))
        }
        let text = Array(questions(insideTmux: capabilities.insideTmux).utf8)
        _ = text.withUnsafeBufferPointer { write(tty, $0.baseAddress, $0.count) }
        readAnswers(from: tty, into: &capabilities, until: .now + waiting)
        return capabilities
    }

    /// Reads the terminal's answers from `descriptor` into `capabilities` until they are all in (DA1's answer,
    /// ``TerminalCapabilities/isComplete``) or `deadline` passes. Outside the full-screen app: for `doctor`, and
    /// for answers still due when the app leaves, which would otherwise reach the shell as typed text.
    static func readAnswers(from descriptor: Int32, into capabilities: inout TerminalCapabilities, until deadline: ContinuousClock.Instant) {
        var decoder = KeyDecoder()
        decoder.awaitingReplies = true
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !capabilities.isComplete, ContinuousClock.now < deadline {
            let left = deadline - ContinuousClock.now
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(max(left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000, 1))) > 0 else { break }
            let count = buffer.withUnsafeMutableBufferPointer { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            // The answers are ASCII, a byte a key as ncurses would give them; no typed key is wanted here.
            _ = decoder.decode(buffer[..<count].compactMap { $0 < 0x80 ? Key(terminalScalar: UInt32($0)) : nil })
            decoder.takeReplies().forEach { capabilities.absorb($0) }
        }
    }
}
