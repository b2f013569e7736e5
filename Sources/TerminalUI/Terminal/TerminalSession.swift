import CNcursesw
import Glibc
import Model

/// The terminal as the app holds it: ncurses' screen opened on it in the modes the app needs, the signals routed to
/// the app, Ctrl-Z and `fg`, and the way out that restores it, whichever way the app ends.
@MainActor
enum TerminalSession {
    /// Why this terminal cannot run the app, in one line, for what ``flk_open_screen()`` answered (1 or 2).
    static func unsupportedTerminal(_ answer: Int32, environment: [String: String] = LaunchEnvironment.variables) -> String {
        let term = environment["TERM"] ?? ""
        if answer == 2 {
            return "TERM=\(TerminalText.singleLine(term)) cannot move the cursor, which the full-screen app needs; `flickterm search WORDS…` works anywhere"
        }
        let named = term.isEmpty ? "TERM is not set" : "TERM=\(TerminalText.singleLine(term)) names no terminal description (terminfo)"
        return named + "; set it to your terminal's (for example xterm-256color), or use `flickterm search WORDS…`"
    }

    /// The largest `COLUMNS` and `LINES` believed: ncurses takes them over the window's size, and a screen of a
    /// million columns is not one it can make.
    static let largestSize = 9999

    /// Why `COLUMNS` or `LINES` in `environment` cannot be a terminal's size, in a line; `nil` when they can.
    static func unbelievableSize(environment: [String: String] = LaunchEnvironment.variables) -> String? {
        for name in ["COLUMNS", "LINES"] {
            guard let value = environment[name], let number = Int(value), number > largestSize else { continue }
            return "\(name)=\(TerminalText.singleLine(String(value.prefix(20)))) is not a terminal's size (at most \(largestSize)); "
                + "unset it to use the window's"
        }
        return nil
    }

    /// Takes the terminal: the crash guard armed, every signal that would end the process routed to `signals` with
    /// SIGWINCH, SIGTSTP and SIGCONT, the character set, ncurses' screen in cbreak mode without echo, reading the
    /// terminal's bytes through ``TerminalInput``, keys through the key window without delay, and the mouse when `mouse`. A terminal it cannot drive ends the process with a line.
    static func take(mouse: Bool, signals: @escaping @MainActor (Int32) -> Void) {
        CrashGuard.arm()
        // Every signal whose default is to end the process ends it here, through the normal way out that
        // restores the terminal (Ctrl-\ included, which would otherwise hand the screen to the runtime's
        // crash reporter); a closed pipe is no reason to die. Ctrl-Z is the app's too (routed before ncurses starts,
        // which then leaves it alone), see ``suspend()``.
        signal(SIGPIPE, SIG_IGN)
        let routed = SignalPipe.route(TerminalSession.endingSignals + [SIGWINCH, SIGCONT, SIGTSTP], to: signals)
        if !routed { TerminalSession.quit(status: 1, saying: "flickterm: cannot wait for signals (no pipe to carry them)") }
        // The character set alone, which ncurses and the width of characters need: each other category is a file
        // to load at start, and would change C's numbers and error texts beneath the app's English sentences.
        setlocale(LC_CTYPE, "")
        if String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" { setlocale(LC_CTYPE, "C.UTF-8") }
        if let size = TerminalSession.unbelievableSize() { TerminalSession.quit(status: 1, saying: "flickterm: " + size) }
        guard let input = TerminalInput(terminal: STDIN_FILENO) else {
            TerminalSession.quit(status: 1, saying: "flickterm: cannot read the terminal (no pipe to pass its keys through)")
        }
        TerminalSession.input = input
        let opened = flk_open_screen(input.ncursesSide)
        if opened != 0 { TerminalSession.quit(status: 1, saying: "flickterm: " + TerminalSession.unsupportedTerminal(opened)) }
        CrashGuard.screenTaken()
        cbreak()
        noecho()
        nonl()
        keypad(flk_key_window(), true)
        nodelay(flk_key_window(), true)
        // Bytes go to the terminal as written: after `nonl` there is nothing for the driver to translate, and its output
        // processing would still scan every byte of every frame and picture. Kept as ncurses' program mode.
        var modes = termios()
        if tcgetattr(STDOUT_FILENO, &modes) == 0, modes.c_oflag & tcflag_t(ONLCR | OCRNL | ONLRET | OLCUC | TABDLY) == 0 {
            modes.c_oflag &= ~tcflag_t(OPOST)
            tcsetattr(STDOUT_FILENO, TCSADRAIN, &modes)
            def_prog_mode()
        }
        // A frame goes out in one write. ncurses 6.4 flushes after every cursor move until the screen has been left
        // once, each write waking the terminal; leaving and coming back before anything is drawn ends that state. And
        // ncurses does not poll the keyboard between lines of a frame (a system call every few lines, to give up a
        // frame when keys wait): the keys waiting are all read before a frame is drawn.
        endwin()
        doupdate()
        typeahead(-1)
        set_escdelay(25)
        if mouse { mousemask(flk_mouse_all_events(), nil) }
    }

    /// Gives the terminal back as it was and stops the process; on `fg` it goes on, the terminal modes the person set
    /// meanwhile being what the app leaves when it ends. Done between frames — not by ncurses' own handler, which
    /// redraws from inside the signal handler, on whichever thread the signal lands, beside a frame being drawn.
    static func suspend() {
        // Under a parent in the same job that Ctrl-Z stops at once (`make run`), the shell takes the terminal back
        // before this runs: restoring it from the background stopped the process with SIGTTOU half-way, and the
        // SIGSTOP below then came after `fg`'s SIGCONT and stopped it for good. With SIGTTOU ignored while the
        // terminal is given back, that goes through.
        let backgroundOutput = signal(SIGTTOU, SIG_IGN)
        endwin()
        signal(SIGTTOU, backgroundOutput)
        // Sent to this thread, which stops before going on. Sent to the process (`kill`), the stop could come a moment
        // later, through another thread: this one went on meanwhile to the keys waiting and drew a frame, taking the
        // screen and the modes back from the shell.
        raise(SIGSTOP)
        def_shell_mode()
    }

    /// Whether a shell can bring the app back after a stop: its process group is a job of a shell with job control,
    /// not the session's own — as where a terminal or a multiplexer's pane runs the app itself (`kitty flickterm`,
    /// `tmux new flickterm`), and nothing would ever resume it.
    static var resumable: Bool { getsid(0) != getpgrp() }

    /// Back from a stop: one that was not the app's Ctrl-Z (a SIGSTOP from elsewhere) left the terminal in the shell's
    /// modes, keys echoed and held to the line, so the screen is left now and the next frame takes it back as after
    /// ``suspend()``.
    static func continued() {
        if !isendwin() { endwin() }
    }

    /// Leaves ncurses' screen for good, erased first: tmux, grown in both directions meanwhile, brought lines of the
    /// alternate screen back with the shell's own. (Suspending keeps it: the frame after `fg` draws only what changed.)
    private static func leaveScreen() {
        if !isendwin() {
            erase()
            refresh()
        }
        endwin()
    }

    /// The terminal's bytes on their way to ncurses, once the terminal is taken.
    private(set) static var input: TerminalInput?

    /// The running app's last words to the terminal before it is restored (the app's `prepareToLeave`).
    static var leaving: (@MainActor () -> Void)?

    /// Signals whose default action ends the process without a core dump (those with one are the crash
    /// path's, in ``CrashGuard``).
    static let endingSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGIO, SIGPWR, SIGSTKFLT]

    /// Restores the terminal and exits, after `sentence` on stderr if there is one.
    static func quit(status: Int32 = 0, saying sentence: String? = nil) -> Never {
        // Every write from here on waits for the terminal: the last frame's bytes, the farewell, leaving the screen.
        CrashGuard.waitForWrites()
        leaving?()
        leaveScreen()
        CrashGuard.restore()
        if let sentence { _ = FileDescriptor.write("\(sentence)\n".utf8, to: STDERR_FILENO) }
        exit(status)
    }
}
