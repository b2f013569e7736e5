import CNcursesw
import Dispatch
import Glibc
import Model

/// What the terminal says of itself: the start-up questions, their answers (in time or late), and the canvas made
/// again when they change the colours, the cell size or the way photos are drawn.
extension TerminalApp {
    /// A canvas drawing photos in `imageStyle` and `imageMode`, for the frames from now on.
    func makeCanvas(imageMode: ColorMode, imageStyle: ImageStyle) {
        canvas = Canvas(
            theme: look.theme, glyphs: look.glyphs, imageMode: imageMode, imageStyle: imageStyle,
            symbols: look.forcedSymbols ?? MosaicSymbols.best(for: capabilities), cellPixels: cellPixels, terminal: capabilities, dither: dither, output: output,
            redraw: { [weak self] in self?.scheduleRender() }
        )
    }

    /// The cell's size in pixels: the terminal's answer to CSI 16t, else the window's pixel size (which tmux
    /// and ssh often leave 0) over its cells.
    func measureCells(_ size: winsize) {
        capabilities.noteWindow(columns: Int(size.ws_col), rows: Int(size.ws_row), width: Int(size.ws_xpixel), height: Int(size.ws_ypixel))
        if let cell = capabilities.cellSize { cellPixels = (cell.width, cell.height) }
    }

    /// The colours the terminal is known to show now (``TerminalCapabilities/colorMode(environment:terminfoColors:terminfoDeclaresRGB:)``).
    func colorModeForTerminal() -> ColorMode {
        capabilities.colorMode(
            environment: LaunchEnvironment.variables, terminfoColors: has_colors() ? Int(flk_colors()) : 0,
            terminfoDeclaresRGB: flk_terminfo_direct_color() != 0
        )
    }

    /// Asks the terminal what it can do, now that the first frame is on it, and gives it until the deadline.
    func ask() {
        probing = .now + TerminalProbe.deadline
        keys.awaitingReplies = true
        output.sendAfterFrame(TerminalProbe.questions(insideTmux: capabilities.insideTmux))
        output.frameFlushed()
        let (seconds, attoseconds) = TerminalProbe.deadline.components
        DispatchQueue.main.asyncAfter(deadline: .now() + Double(seconds) + Double(attoseconds) / 1e18) {
            MainActor.assumeIsolated { self.answered() }
        }
    }

    /// The answers are in (or their time is up): the wait ends.
    func answered() {
        guard probing != nil else { return }
        probing = nil
        keys.awaitingReplies = false
        for key in keys.flushHeldEscape() { handle(key) }
        apply()
    }

    /// Colours and the cell size follow what the terminal proved (colours unless chosen) — at the end of the wait,
    /// and again for an answer that came after it (a loaded machine, a slow link).
    func apply() {
        let mode = look.forcedColors == nil && has_colors() ? colorModeForTerminal() : canvas.imageMode
        let style = look.forcedStyle ?? ImageStyle.best(for: capabilities)
        let symbols = mode == .none ? MosaicSymbols.half : look.forcedSymbols ?? MosaicSymbols.best(for: capabilities)
        var measured = false
        if let cell = capabilities.cellSize, cellPixels.map({ $0 != (cell.width, cell.height) }) ?? true {
            cellPixels = (cell.width, cell.height)
            measured = true
        }
        // The theme follows the background the terminal said it has, unless one was chosen.
        let themeName = look.forcedTheme ?? capabilities.themeName
        let rethemed = themeName != look.themeName
        if rethemed {
            look.theme = Theme.make(themeName, environment: LaunchEnvironment.variables)
            look.themeName = themeName
        }
        let restyled = rethemed || style != canvas.pictureStyle || (!style.isPixels && symbols != canvas.mosaicSymbols)
            || ([.palette16, .palette8].contains(mode) && capabilities.ansiColors != canvas.images.ansiColors)
        if mode != canvas.imageMode || restyled || (measured && style.isPixels) {
            // The pictures the old canvas put up go (kitty's are freed): the new one knows none of them, and gives
            // its own the same ids from 1.
            canvas.forgetPainted()
            makeCanvas(imageMode: mode, imageStyle: style)
            clearok(flk_canvas(), true)
        }
        if measured || restyled { navigator.top?.resized(columns: Canvas.size.columns, rows: Canvas.size.rows, cell: canvas.pictureCell) }
        render()
    }
}
