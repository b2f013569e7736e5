import CNcursesw
import FoundationEssentials
import Model

/// Puts photos on the ncurses screen as mosaic cells — block glyphs chosen per cell (``MosaicImage``; real
/// pixels are ``PixelPainter``'s).
///
/// Indexed colours (256, 16) and direct colour (under a
/// terminfo that declares it) go through ncurses' own colour pairs, so ncurses knows every cell.
///
/// Colours the terminfo cannot name — truecolor on a terminal whose terminfo is not direct-colour
/// (`TERM=xterm-256color COLORTERM=truecolor`, the common case, and tmux), or 256 colours (or 24-bit, as
/// the terminal's answers proved) under a terminfo of 8 (`TERM=xterm`, PuTTY's default) — cannot go through
/// ncurses, which would send 256-colour codes or none. There the cells
/// are drawn through ncurses in their nearest 256 colours — so ncurses' picture of the screen stays whole
/// and correct in everything but the exact shade — and after each frame the image cells are painted again
/// in 24-bit colour with plain SGR, through ncurses' own output, cursor and attributes saved and restored
/// around them. Only cells whose colour on the terminal differs from what is wanted are sent again.
///
/// The cells wanted are those of the screen ncurses holds: they stay from frame to frame until the canvas clears,
/// scrolls or writes text over them.
@MainActor
final class ImagePainter {
    let mode: ColorMode
    /// The glyphs cells are drawn with.
    let symbols: MosaicSymbols
    /// The 16 colours as the terminal shows them.
    let ansiColors: [RGB]
    private let directColor: Bool
    private var pairs = ColorPairs(first: ImagePainter.firstPair)
    /// Overlay cells wanted on the screen.
    private var wanted = OverlayGrid()
    /// Overlay cells on the terminal now, by row and column.
    private var painted = OverlayGrid()
    /// Cells are painted again after each frame in colours ncurses cannot send (see above).
    let overlays: Bool
    /// ncurses can make pairs of the 256 colours (the terminfo has them).
    private let terminfoHas256: Bool
    /// The columns the overlay cells wanted span on each row, so that text drawn elsewhere (most of it) costs
    /// ``uncover(row:columns:)`` nothing.
    private var pictureColumns: [Int: Range<Int>] = [:]
    /// The pairs ran out: cells kept on the screen from earlier frames may name pairs made anew since.
    private(set) var needsWholeFrame = false
    /// Asks for a frame.
    private let redraw: @MainActor () -> Void
    /// Images already turned into cells: a frame redraws the same thumbnails on every key.
    private var converted: [RGBImage: MosaicImage] = [:]
    /// Pairs below this belong to the theme.
    private static let firstPair: Int32 = 16

    private let output: TerminalOutput

    /// Unicode, or ASCII stand-ins for the shade characters (`--ascii`, which also draws without colour).
    private let glyphs: Glyphs

    init(
        mode: ColorMode, symbols: MosaicSymbols = .half, ansiColors: [RGB] = TerminalPalette.ansi16, directColor: Bool, glyphs: Glyphs = .unicode,
        output: TerminalOutput, redraw: @escaping @MainActor () -> Void = {}
    ) {
        self.mode = mode
        self.symbols = symbols
        self.ansiColors = ansiColors
        self.glyphs = glyphs
        self.directColor = directColor
        let terminfoColors = flk_colors()
        terminfoHas256 = terminfoColors >= 256
        overlays = (mode == .truecolor && !directColor) || (mode == .palette256 && !terminfoHas256) || (mode == .palette16 && terminfoColors < 16)
        self.output = output
        self.redraw = redraw
    }

    /// `image` as cells in this painter's mode, remembered for the next frames.
    func cells(for image: RGBImage) -> MosaicImage {
        if let cells = converted[image] { return cells }
        if converted.count >= 512 { converted = [:] }
        let cells = MosaicImage(image, mode: mode, symbols: symbols, ansiColors: ansiColors)
        converted[image] = cells
        return cells
    }

    /// The cells `image` takes.
    func footprint(of image: RGBImage) -> (columns: Int, rows: Int) { MosaicImage.footprint(of: image, symbols: symbols) }

    /// Puts `image` centred in the `area` of cells at `row`, `column`.
    func photo(_ image: RGBImage, row: Int, column: Int, area: (columns: Int, rows: Int), on size: (columns: Int, rows: Int)) {
        let footprint = footprint(of: image)
        let top = row + max(area.rows - footprint.rows, 0) / 2
        let left = column + max(area.columns - footprint.columns, 0) / 2
        draw(cells(for: image), row: top, column: left, on: size)
    }

    /// Draws `image` with its top-left cell at `row`, `column`.
    func draw(_ image: MosaicImage, row: Int, column: Int, on size: (columns: Int, rows: Int)) {
        for y in 0..<image.rows where row + y < size.rows {
            for x in 0..<image.columns where column + x < size.columns {
                let cell = image[x, y]
                let glyph = glyphs.map(cell.character)
                let scalar = wchar_t(glyph.unicodeScalars.first!.value)
                let pair = pair(for: cell, row: row + y, column: column + x, glyph: glyph)
                flk_put_cell(Int32(row + y), Int32(column + x), scalar, pair)
            }
        }
    }

    /// True when a cell painted after the frame may lie on `row`.
    func mayCover(row: Int) -> Bool {
        pictureColumns[row] != nil
    }

    /// Text was drawn over `columns` of `row` after the pictures there (the help overlay on a photo): no cell
    /// painted again after the frame may show through it.
    func uncover(row: Int, columns: Range<Int>) {
        guard let span = pictureColumns[row], columns.overlaps(span) else { return }
        for column in columns.clamped(to: span) { wanted[row, column] = nil }
    }

    /// The screen was erased: no cell is wanted.
    func clear() {
        wanted = OverlayGrid()
        pictureColumns = [:]
        needsWholeFrame = false
    }

    /// `columns` of `rows` (whole rows when `nil`) were blanked.
    func clear(rows: Range<Int>, columns: Range<Int>?) {
        for row in rows {
            guard let span = pictureColumns[row] else { continue }
            uncover(row: row, columns: columns ?? span)
            if columns.map({ $0.contains(span.lowerBound) && $0.contains(span.upperBound - 1) }) ?? true { pictureColumns[row] = nil }
        }
    }

    /// What `rows` show moved up by `lines` (down when negative): the cells wanted there move with it. What the terminal
    /// shows on those rows is for ncurses to decide (a scroll, or the lines again), so the overlay paints them again.
    func scroll(rows: Range<Int>, by lines: Int) {
        let shift = Shift(rows: rows, lines: lines)
        wanted = shift.moved(wanted)
        pictureColumns = shift.moved(pictureColumns)
    }

    /// Where a scroll of `rows` up by `lines` takes a row: `nil` out of `rows`. A value, not
    /// closures made in the painter's method: those are main-actor closures, and Swift checked the actor on every call
    /// — so what it moves, it moves itself.
    private struct Shift {
        let rows: Range<Int>
        let lines: Int

        func row(_ row: Int) -> Int? {
            rows.contains(row) ? (rows.contains(row - lines) ? row - lines : nil) : row
        }

        func moved(_ spans: [Int: Range<Int>]) -> [Int: Range<Int>] {
            Dictionary(uniqueKeysWithValues: spans.compactMap { row, span in self.row(row).map { ($0, span) } })
        }

        func moved(_ cells: OverlayGrid) -> OverlayGrid {
            var moved = OverlayGrid()
            for row in 0..<cells.rowCount {
                if let to = self.row(row) { moved.setRow(to, cells.row(row)) }
            }
            return moved
        }
    }

    /// Queues, for right after the frame ncurses is about to send, the truecolor cells it cannot paint
    /// (overlay mode only).
    func frameDrawn() {
        guard overlays else { return }
        // ncurses may print cells it believes unchanged again to move its cursor along a row it is writing in
        // (in their plain colours): in a row with any picture cell to send, every picture cell is sent.
        var rows = Set<Int>()
        for row in 0..<max(wanted.rowCount, painted.rowCount) where !OverlayGrid.same(wanted.row(row), painted.row(row)) { rows.insert(row) }
        painted = wanted
        guard !rows.isEmpty else { return }
        var bytes = Array("\u{1b}7".utf8)
        for row in rows.sorted() {
            for (column, cell) in wanted.row(row).enumerated() { cell?.append(row: row, column: column, to: &bytes) }
        }
        bytes += "\u{1b}[0m\u{1b}8".utf8
        output.sendAfterFrame(bytes)
    }

    /// The terminal was cleared or resized: nothing painted can be trusted.
    func forgetPainted() {
        painted = OverlayGrid()
    }

    private func pair(for cell: MosaicCell, row: Int, column: Int, glyph: Character) -> Int32 {
        switch (cell.foreground, cell.background) {
        case (.indexed(let foreground), .indexed(let background)) where overlays:
            wanted[row, column] = OverlayCell(foreground: UInt32(foreground), background: UInt32(background), glyph: glyph.unicodeScalars.first!)
            notePicture(row: row, column: column)
            return pair(-1, -1)
        case (.indexed(let foreground), .indexed(let background)):
            return pair(Int32(foreground), Int32(background))
        case (.rgb(let top), .rgb(let bottom)) where directColor:
            return pair(ImagePainter.direct(top), ImagePainter.direct(bottom))
        case (.rgb(let top), .rgb(let bottom)):
            wanted[row, column] = OverlayCell(
                foreground: OverlayCell.direct | UInt32(bitPattern: ImagePainter.direct(top)), background: OverlayCell.direct | UInt32(bitPattern: ImagePainter.direct(bottom)),
                glyph: glyph.unicodeScalars.first!
            )
            notePicture(row: row, column: column)
            // Under a terminfo of fewer colours ncurses keeps the cell in the default colours, under a pair of
            // its own (ncurses prints cells again to move its cursor only through the attributes in force, and
            // these are seldom in force); the overlay paints it.
            guard terminfoHas256 else { return pair(-1, -1) }
            return pair(Int32(TerminalPalette.nearest256(top)), Int32(TerminalPalette.nearest256(bottom)))
        default:
            return 0
        }
    }

    /// Widens ``pictureColumns`` to take in the overlay cell at `row`, `column`.
    private func notePicture(row: Int, column: Int) {
        guard let span = pictureColumns[row] else { return pictureColumns[row] = column..<column + 1 }
        if !span.contains(column) { pictureColumns[row] = min(span.lowerBound, column)..<max(span.upperBound, column + 1) }
    }

    /// The colour pair for `foreground` on `background` (``ColorPairs``), made the first time it is needed; when
    /// pairs ran out, the screen is repainted.
    private func pair(_ foreground: Int32, _ background: Int32) -> Int32 {
        let allocation = pairs.pair(foreground, background, limit: flk_color_pairs())
        if allocation.ranOut {
            clearok(flk_canvas(), true)
            forgetPainted()
            // Cells kept from earlier frames may name pairs now made anew: the next frame draws everything.
            needsWholeFrame = true
            redraw()
        }
        if allocation.isNew { flk_init_pair(allocation.pair, foreground, background) }
        return allocation.pair
    }

    private static func direct(_ color: RGB) -> Int32 {
        Int32(color.red) << 16 | Int32(color.green) << 8 | Int32(color.blue)
    }
}
