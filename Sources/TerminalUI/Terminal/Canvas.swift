import CNcursesw
import Glibc
import Model
import ViewModels

/// Draws sanitised, width-fitted text on ncurses' standard screen (``flk_canvas()``). A frame starts erased and the screen
/// draws all it shows — or, for a screen that keeps its drawing (the results), starts as the last frame ended and the
/// screen draws only what changed; either way ncurses sends only the cells that changed. (`Benchmark` SPI: for
/// `make bench`, which draws real screens.)
@MainActor
package struct Canvas {
    let theme: Theme
    let glyphs: Glyphs
    let images: ImagePainter
    /// Draws the photos instead of ``images`` where the terminal shows real pixels.
    let pixels: PixelPainter?
    let output: TerminalOutput
    /// Texts fitted in earlier frames: padded ones, and those drawn (with their wide characters).
    private let fittedTexts = FittedTexts<String>()
    private let drawnTexts = FittedTexts<(text: String, wide: [wchar_t], blanks: Int, blanksAt: Int)>()
    /// Which screen drew the last frame, when it keeps its drawing, at what size, and the last erasure.
    private let lastFrame = LastFrame()
    private final class LastFrame {
        var scene: ObjectIdentifier?
        var size: (columns: Int, rows: Int) = (0, 0)
        var erasure = 0
    }

    /// This canvas' last erasure of the whole screen: a screen that keeps its drawing draws everything again when this
    /// is not the one it drew after (another canvas' count is never this one's: the canvas is part of it).
    var erasure: Erasure { Erasure(canvas: ObjectIdentifier(lastFrame), count: lastFrame.erasure) }

    /// An erasure of one canvas, as ``erasure`` names it.
    struct Erasure: Equatable {
        let canvas: ObjectIdentifier
        let count: Int
    }

    /// - Parameter imageMode: how images are coloured (chosen once the terminal has started).
    /// - Parameter terminal: the descriptor ncurses' terminal is written to (what ncurses cannot send goes there too).
    package init(theme: Theme, imageMode: ColorMode = .none, glyphs: Glyphs = .unicode, terminal: Int32 = STDOUT_FILENO) {
        self.init(
            theme: theme, glyphs: glyphs, imageMode: imageMode, imageStyle: .blocks, symbols: .half, cellPixels: nil,
            terminal: TerminalCapabilities(environment: [:]), dither: nil, output: TerminalOutput(terminal: terminal), redraw: {}
        )
    }

    /// How images are coloured.
    var imageMode: ColorMode { images.mode }

    /// - Parameters:
    ///   - imageStyle: blocks, or the pixel protocol to draw photos with.
    ///   - symbols: the glyphs of the mosaic (blocks; half blocks without colour, where a shade stands for a cell).
    ///   - cellPixels: one cell in pixels, when the terminal has said (its window size, or its answer to CSI 16t).
    ///   - terminal: what the terminal can do (its sixel colour registers, whether it takes a file in parts).
    ///   - dither: sixel pictures dithered; `nil`: where the terminal has fewer than 256 colour registers.
    ///   - redraw: asks for a frame (a picture became ready to send).
    init(
        theme: Theme, glyphs: Glyphs, imageMode: ColorMode, imageStyle: ImageStyle, symbols: MosaicSymbols, cellPixels: (width: Int, height: Int)?,
        terminal: TerminalCapabilities, dither: Bool?, output: TerminalOutput, redraw: @escaping @MainActor () -> Void
    ) {
        self.theme = theme
        self.glyphs = glyphs
        self.output = output
        let symbols = imageMode == .none ? MosaicSymbols.half : symbols
        images = ImagePainter(
            mode: imageMode, symbols: symbols, ansiColors: terminal.ansiColors, directColor: flk_terminfo_direct_color() != 0, glyphs: glyphs,
            output: output, redraw: redraw
        )
        // Scrolls go to the terminal as scrolls where ncurses finds them worth it — but not under the overlay, whose
        // cells ncurses does not know: a scroll would move them where the overlay cannot tell.
        idlok(flk_canvas(), !images.overlays)
        pictureStyle = imageStyle
        mosaicSymbols = symbols
        self.cellPixels = cellPixels
        let picture = Canvas.pictureCell(style: imageStyle, symbols: symbols, cellPixels: cellPixels)
        let cell = (picture.width, picture.height, cellPixels == nil)
        pixels = PixelPainter(style: imageStyle, terminal: terminal, cell: cell, dither: dither, output: output, redraw: redraw)
    }

    var rows: Int { Canvas.size.rows }
    var columns: Int { Canvas.size.columns }

    /// The terminal's size as ncurses knows it.
    static var size: (columns: Int, rows: Int) { (Int(flk_cols()), Int(flk_lines())) }

    /// One cell in pixels, when the terminal has said (its window size, or its answer to CSI 16t).
    let cellPixels: (width: Int, height: Int)?

    /// How the canvas draws photos (the pixels a cell holds follow from it).
    let pictureStyle: ImageStyle
    /// The mosaic's glyphs, where photos are blocks.
    let mosaicSymbols: MosaicSymbols

    /// A cell in the pixels of the pictures drawn in it, and one such pixel's height over its width: a mosaic holds
    /// its glyphs' samples (half blocks 1×2, the others 8×8), each of the cell's shape over them (a cell
    /// of 1×2 where the terminal has not said); real pixels the cell's own (10×20 where the terminal has not said).
    package var pictureCell: PictureCell { Canvas.pictureCell(style: pictureStyle, symbols: mosaicSymbols, cellPixels: cellPixels) }

    private static func pictureCell(style: ImageStyle, symbols: MosaicSymbols, cellPixels: (width: Int, height: Int)?) -> PictureCell {
        guard style.isPixels else {
            let shape = cellPixels.map { Double($0.height) / Double($0.width) } ?? 2
            return PictureCell(width: symbols.columns, height: symbols.rows, aspect: shape * Double(symbols.columns) / Double(symbols.rows))
        }
        let cell = cellPixels ?? (10, 20)
        return PictureCell(width: max(cell.width, 1), height: max(cell.height, 1), aspect: 1)
    }

    /// Writes `text` at `row`, `column`, cut to `width` columns (to the right edge by default).
    func text(_ text: String, row: Int, column: Int = 0, width: Int? = nil, role: Theme.Role = .normal, bold: Bool = false) {
        guard row >= 0, row < rows, column < columns else { return }
        let available = min(width ?? (columns - column), columns - column)
        guard available > 0 else { return }
        // Kept as wide characters too: given UTF-8, ncurses decoded it a byte at a time (mbrtowc), a third of the
        // cost of a frame's text.
        // Also kept: the spaces it ends with (a padded title, a bar), and the columns before them.
        let (fitted, wide, blanks, blanksAt) = drawnTexts.text(text, width: available) {
            let fitted = TerminalText.truncated(TerminalText.drawable(glyphs.map(TerminalText.sanitized(text))), toWidth: available, ellipsis: glyphs.ellipsis)
            var wide: [wchar_t] = []
            wide.reserveCapacity(fitted.utf8.count)
            for scalar in fitted.unicodeScalars { wide.append(wchar_t(bitPattern: scalar.value)) }
            let blanks = Canvas.trailingSpaces(wide)
            return (fitted, wide, blanks, TerminalText.displayWidth(String(fitted.dropLast(blanks))))
        }
        let attributes = theme.attributes(role, bold: bold)
        wattron(flk_canvas(), Int32(bitPattern: attributes))
        // Spaces that run to the screen's right edge are drawn as one line of blanks (`whline`, in the attributes on):
        // the same cells, without ncurses measuring and placing each one (a padded title is mostly spaces). Not short of
        // the edge, where a wide character cut in half could be left beyond them.
        if blanks > 0, column + blanksAt + blanks == columns {
            mvwaddnwstr(flk_canvas(), Int32(row), Int32(column), wide, Int32(wide.count - blanks))
            Canvas.blank(row: row, columns: column + blanksAt..<column + blanksAt + blanks)
        } else {
            mvwaddnwstr(flk_canvas(), Int32(row), Int32(column), wide, Int32(wide.count))
        }
        wattroff(flk_canvas(), Int32(bitPattern: attributes))
        // Text over a picture drawn before it (the help overlay): the picture must not show through. The width is
        // measured only then.
        guard images.mayCover(row: row) || pixels?.mayCover(row: row) == true else { return }
        let columns = column..<column + TerminalText.displayWidth(fitted)
        images.uncover(row: row, columns: columns)
        pixels?.uncover(row: row, columns: columns)
    }

    /// Puts spaces on `columns` of `row` in the attributes on (ncurses' cursor left at their start).
    static func blank(row: Int, columns: Range<Int>) {
        wmove(flk_canvas(), Int32(row), Int32(columns.lowerBound))
        whline(flk_canvas(), chtype(UInt8(ascii: " ")), Int32(columns.count))
    }

    /// How many spaces `wide` ends with. A loop, not `prefix(while:)` with a closure: a closure made on the main actor
    /// checked the actor for every character it was given.
    private nonisolated static func trailingSpaces(_ wide: [wchar_t]) -> Int {
        var count = 0
        while count < wide.count, wide[wide.count - 1 - count] == 0x20 { count += 1 }
        return count
    }

    /// `text` cut to `width` columns and padded with spaces to it (``Model/TerminalText/fitted(_:toWidth:)``), remembered
    /// from frame to frame.
    func fitted(_ text: String, toWidth width: Int) -> String {
        fittedTexts.text(text, width: width) { TerminalText.fitted(text, toWidth: width) }
    }

    /// Sends what changed since the last frame to the terminal.
    package func present() {
        images.frameDrawn()
        pixels?.frameDrawn()
        wnoutrefresh(flk_canvas())
        doupdate()
        output.frameFlushed()
    }

    /// A `columns`×`rows` box at `row`, `column` filled with the one-column `glyph` in `role` (cut at the screen's
    /// edges): the marks beside a selected row, where an image is not (yet). Each line is one ncurses call, where a line
    /// of text is measured and placed a cell at a time.
    func fill(_ glyph: Character, row: Int, column: Int, columns: Int, rows: Int, role: Theme.Role) {
        let (width, lines) = (min(columns, self.columns - column), min(rows, self.rows - row))
        guard row >= 0, column >= 0, width > 0, lines > 0, let scalar = glyphs.map(glyph).unicodeScalars.first else { return }
        flk_fill(Int32(row), Int32(column), wchar_t(bitPattern: scalar.value), theme.attributes(role, bold: false), Int32(width), Int32(lines))
    }

    /// The cells of `row` from `column` to the right edge in `role`, their text as it is: a line that is only selected
    /// or left, without its text being fitted, measured and drawn again.
    func restyle(row: Int, from column: Int, to end: Int? = nil, role: Theme.Role, bold: Bool = false) {
        guard row >= 0, row < rows, column >= 0, column < columns else { return }
        flk_restyle(Int32(row), Int32(column), Int32(min(end ?? columns, columns) - column), theme.attributes(role, bold: bold))
    }

    /// Starts a frame: erased, unless `scene` (a screen that keeps its drawing) drew the last one at this size — then
    /// the screen stands as it was, for `scene` to draw what changed.
    package func beginFrame(keeping scene: ObjectIdentifier?) {
        let size = Canvas.size
        let kept = scene != nil && scene == lastFrame.scene && size == lastFrame.size && !images.needsWholeFrame && pixels?.needsWholeFrame != true
        (lastFrame.scene, lastFrame.size) = (scene, size)
        if !kept { erase() }
    }

    /// Erases everything.
    package func erase() {
        werase(flk_canvas())
        lastFrame.erasure += 1
        images.clear()
        pixels?.clear()
    }

    /// Blanks `columns` of `rows` (whole lines by default), as an erase does, pictures there included.
    func clear(rows: Range<Int>, columns: Range<Int>? = nil) {
        let rows = rows.clamped(to: 0..<self.rows)
        guard !rows.isEmpty else { return }
        for row in rows {
            if let columns {
                Canvas.blank(row: row, columns: columns)
            } else {
                wmove(flk_canvas(), Int32(row), 0)
                wclrtoeol(flk_canvas())
            }
        }
        images.clear(rows: rows, columns: columns)
        pixels?.clear(rows: rows, columns: columns)
    }

    /// Moves what `rows` show up by `lines` (down when negative), pictures included, leaving blank lines behind: the
    /// screen then draws only the lines that came into view. ncurses decides how to send the moved lines (a scroll of
    /// the terminal, or the lines again) — except where pictures live in the terminal's cells, whose wire sends the
    /// scroll itself (``CellPictures``).
    func scroll(rows: Range<Int>, by lines: Int) {
        guard rows.lowerBound >= 0, rows.upperBound <= self.rows, abs(lines) < rows.count else { return clear(rows: rows) }
        flk_scroll_lines(Int32(rows.lowerBound), Int32(rows.upperBound - 1), Int32(lines))
        images.scroll(rows: rows, by: lines)
        pixels?.scroll(rows: rows, by: lines)
    }

    /// Puts the cursor at `row`, `column` and shows it, or hides it — and then leaves it where the frame's last change
    /// put it: ncurses then works out no way back to the screen's cursor, a cost every frame would pay.
    func cursor(at position: (row: Int, column: Int)?) {
        leaveok(flk_canvas(), position == nil)
        if let position {
            wmove(flk_canvas(), Int32(position.row), Int32(position.column))
            curs_set(1)
        } else {
            curs_set(0)
        }
    }
}
