import CNcursesw
import Glibc

/// What the terminal session asks of the app: Ctrl-Z and `fg`, a new size, and the way out.
extension TerminalApp {
    /// Ctrl-Z (SIGTSTP): the app's view model decides, knowing whether a shell can resume the app, and what it
    /// decided (``suspend()`` or the bell) is done at once.
    func suspendKeyPressed() {
        app.inputs.suspendKeyPressed(resumable: TerminalSession.resumable)
        act()
    }

    /// What is on its way goes out, and the terminal session is suspended (``TerminalSession/suspend()``); on `fg`,
    /// ``continued()`` draws everything again.
    func suspend() {
        output.finish()
        TerminalSession.suspend()
    }

    /// Back from a stop (`fg`): the terminal session is taken back (``TerminalSession/continued()``); ncurses repaints
    /// its text, but the pictures went with the screen; all are sent again.
    func continued() {
        TerminalSession.continued()
        clearok(flk_canvas(), true)
        canvas.forgetPainted()
        render()
    }

    /// A new window size: everything drawn again for it. A SIGWINCH that changes nothing (a multiplexer's, or a
    /// storm of them) changes nothing on the screen either.
    func resized() {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 {
            let window = [size.ws_row, size.ws_col, size.ws_xpixel, size.ws_ypixel]
            guard window != self.window else { return }
            self.window = window
            resizeterm(Int32(size.ws_row), Int32(size.ws_col))
            measureCells(size)
        }
        // ncurses clears the terminal with the next frame after a resize; said on the canvas, so that the painters
        // know (``flk_frame_clears()``) and send no picture the clear would take with it.
        clearok(flk_canvas(), true)
        canvas.forgetPainted()
        app.inputs.terminalResized(columns: Canvas.size.columns, lines: Canvas.size.rows)
        navigator.top?.resized(columns: Canvas.size.columns, rows: Canvas.size.rows, cell: canvas.pictureCell)
        render()
    }

    /// Before the terminal is restored: what is still on its way goes out; answers still due to the start-up
    /// questions (a signal at once, a quick Ctrl-C) are read and dropped, or they would reach the shell as typed
    /// text; the searches still being written to the history are; and no picture is left behind (kitty's images are
    /// the terminal's to keep).
    func prepareToLeave() {
        output.finish()
        history?.finishWriting()
        if let deadline = probing {
            var answers = capabilities
            TerminalProbe.readAnswers(from: STDIN_FILENO, into: &answers, until: deadline)
            tcflush(STDIN_FILENO, TCIFLUSH)
        }
        if let farewell = canvas?.pixels?.farewell, !farewell.isEmpty {
            _ = farewell.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
        }
    }
}
