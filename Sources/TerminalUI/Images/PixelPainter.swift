import CNcursesShim
import Model

/// Puts photos on the terminal in real pixels after ncurses has sent its frame, through one ``PictureWire`` — kitty's
/// graphics protocol, kitty's placeholders inside tmux, sixel, or iTerm2's inline images; ncurses keeps the cells
/// under a picture blank.
///
/// It keeps the pictures the screen wants from frame to frame (until the canvas clears, scrolls or writes text over
/// them); after each frame its wire sends the difference from what the terminal shows. Encoding that takes time
/// (sixel; kitty's compression) runs off the main thread (``PictureEncodings``): a picture not yet encoded is left
/// out of the frame, and the frame is drawn again when it is ready.
@MainActor
final class PixelPainter {
    /// How pictures are sent.
    enum Wire {
        /// `compressed`: kitty's images sent as PNG files (``KittyGraphics/Transmission``).
        case kitty(compressed: Bool)
        /// Kitty's pictures inside tmux, drawn as Unicode placeholders (``KittyPlaceholderPictures``).
        case kittyPlaceholders(compressed: Bool)
        /// With the number of colours a picture may use (the terminal's colour registers, 256 at most), and whether
        /// pictures are dithered.
        case sixel(colors: Int, dithered: Bool)
        /// iTerm2's inline images; `parts`: a large file may go in parts.
        case iterm(parts: Bool)
    }

    let wire: Wire
    /// One cell in pixels.
    private let cell: (width: Int, height: Int)
    private let output: TerminalOutput
    private let sender: any PictureWire
    private let encodings: PictureEncodings
    private var wanted: [PicturePlacement] = []
    /// Kitty through tmux: a picture became ready whose placeholders (text) a kept frame would not draw.
    private(set) var needsWholeFrame = false

    /// - Parameters:
    ///   - cell: one cell in pixels, and whether that is only a guess (kitty then scales each picture into its cells).
    ///   - scrollsCarryPictures: the terminal moves sixel and iTerm2 pictures with a scroll of some of its lines.
    init(
        wire: Wire, cell: (width: Int, height: Int, guessed: Bool), scrollsCarryPictures: Bool = false, output: TerminalOutput,
        redraw: @escaping @MainActor () -> Void
    ) {
        self.wire = wire
        self.cell = (cell.width, cell.height)
        self.output = output
        let encodings = PictureEncodings(encode: PixelPainter.encoder(for: wire))
        self.encodings = encodings
        sender = switch wire {
        case .kitty(let compressed): KittyPictures(output: output, encodings: encodings, scaled: cell.guessed, compressed: compressed)
        case .kittyPlaceholders(let compressed): KittyPlaceholderPictures(encodings: encodings, cell: self.cell, compressed: compressed)
        case .sixel, .iterm: CellPictures(encodings: encodings, scrollsCarryPictures: scrollsCarryPictures)
        }
        encodings.ready = { [weak self] in
            if self?.sender.drawsText == true { self?.needsWholeFrame = true }
            redraw()
        }
    }

    /// The painter for pictures drawn in `style` on `terminal`; `nil` for blocks (``ImagePainter``) and none.
    convenience init?(
        style: ImageStyle, terminal: TerminalCapabilities, cell: (width: Int, height: Int, guessed: Bool), dither: Bool?, output: TerminalOutput,
        redraw: @escaping @MainActor () -> Void
    ) {
        let registers = terminal.sixelRegisters ?? 256
        let wire: Wire
        switch style {
        // As PNG files where the bytes cross a network; at home, making the file would cost more than the bytes it saves.
        case .kitty: wire = terminal.insideTmux ? .kittyPlaceholders(compressed: terminal.remote) : .kitty(compressed: terminal.remote)
        case .sixel: wire = .sixel(colors: min(registers, 256), dithered: dither ?? (registers < 256))
        case .iterm: wire = .iterm(parts: terminal.inlineImageParts)
        case .blocks, .none: return nil
        }
        self.init(wire: wire, cell: cell, scrollsCarryPictures: terminal.scrollsCarryPictures, output: output, redraw: redraw)
    }

    /// The cells `image` covers at this cell size.
    func footprint(of image: RGBImage) -> (columns: Int, rows: Int) {
        PicturePlacement.footprint(of: image, cell: cell)
    }

    /// Puts `image` centred in the `area` of cells at `row`, `column`, if it fits on the screen.
    func photo(_ image: RGBImage, row: Int, column: Int, area: (columns: Int, rows: Int), on size: (columns: Int, rows: Int)) {
        let cells = footprint(of: image)
        let top = row + max(area.rows - cells.rows, 0) / 2
        let left = column + max(area.columns - cells.columns, 0) / 2
        guard top >= 0, left >= 0, top + cells.rows <= size.rows, left + cells.columns <= size.columns else { return }
        let kept = CellArea(
            lines: min(row, top)..<max(row + area.rows, top + cells.rows), cells: min(column, left)..<max(column + area.columns, left + cells.columns)
        )
        let placement = PicturePlacement(image: image, row: top, column: left, columns: cells.columns, rows: cells.rows, area: kept.clamped(to: size))
        wanted.append(placement)
        if sender.drawsText, prepared(image) { sender.want(placement, among: wanted) }
    }

    /// `image` is likely to be drawn soon: where the wire takes time to make it ready, that starts now, off the main
    /// thread, so that the frame that draws it finds it ready.
    func prepare(_ image: RGBImage) {
        guard !sender.holds(image), !sender.encodesInFrame(image) else { return }
        encodings.prepareAhead(image, cells: footprint(of: image))
    }

    /// Text was drawn on `columns` of `row` after the pictures: a picture there is taken off (a kitty picture
    /// would lie over the text; a sixel one would be cut by it). Placeholders are text: the text took their place.
    func uncover(row: Int, columns: Range<Int>) {
        wanted.removeAll { $0.area.lines.contains(row) && $0.area.cells.overlaps(columns) }
    }

    /// True when a picture may lie on `row` this frame under text drawn now.
    func mayCover(row: Int) -> Bool {
        guard !sender.drawsText else { return false }
        // Loops here and below, not closures: a closure made on the main actor checks the actor at every call.
        for placement in wanted where placement.area.lines.contains(row) { return true }
        return false
    }

    /// Before ncurses sends the frame: sends the wire's scrolls, and queues what shows the wanted pictures to go after
    /// the frame, the whole in one synchronized update.
    func frameDrawn() {
        let scrolls = sender.beforeFrame()
        var ready: [PicturePlacement] = []
        for placement in wanted where prepared(placement.image) { ready.append(placement) }
        let sequence = sender.frame(showing: ready)
        guard !scrolls.isEmpty || !sequence.isEmpty else { return }
        output.beginSynchronizedFrame(first: scrolls)
        output.sendAfterFrame(sequence)
    }

    /// The screen was erased: no picture is wanted.
    func clear() {
        wanted = []
        needsWholeFrame = false
    }

    /// `columns` of `rows` (whole rows when `nil`) were blanked: the pictures on them are not wanted.
    func clear(rows: Range<Int>, columns: Range<Int>?) {
        wanted.removeAll { $0.area.lines.overlaps(rows) && columns.map($0.area.cells.overlaps) ?? true }
    }

    /// What `rows` show moved up by `lines` (down when negative): the pictures there move with it; those it takes
    /// out of `rows`, even in part, are not wanted. The wire learns of it (``CellPictures`` sends the scroll).
    func scroll(rows: Range<Int>, by lines: Int) {
        var kept: [PicturePlacement] = []
        for placement in wanted {
            if !placement.area.lines.overlaps(rows) {
                kept.append(placement)
            } else if let moved = placement.carried(within: rows, by: lines) {
                kept.append(moved)
            }
        }
        wanted = kept
        sender.scroll(rows: rows, by: lines)
    }

    /// The terminal was cleared or resized: nothing shown can be trusted.
    func forgetShown() { sender.forgetShown() }

    /// What to send on leaving, so that no picture outlives the app.
    var farewell: String { sender.farewell }

    /// True when `image` is ready to send: held by the terminal, or encoded — at once where the wire finds that
    /// cheap, except in a frame that clears the terminal (kitty took such a clear to free an image sent just before
    /// it); else its encoding starts, and a frame is asked for when it is done.
    private func prepared(_ image: RGBImage) -> Bool {
        if sender.holds(image) { return true }
        let inFrame = flk_frame_clears() == 0 && sender.encodesInFrame(image)
        return encodings.prepared(image, cells: footprint(of: image), inFrame: inFrame)
    }

    /// How `wire` makes a picture ready for its cells.
    private static func encoder(for wire: Wire) -> PictureEncodings.Encoder {
        switch wire {
        case .kitty(let compressed), .kittyPlaceholders(let compressed):
            { image, _ in .kitty(KittyGraphics.Transmission(image, compressed: compressed)) }
        case .sixel(let colors, let dithered):
            { image, _ in .cells(SixelEncoder.encode(image, colors: colors, dithered: dithered)) }
        case .iterm(let parts):
            { image, cells in .cells(JPEGEncoder.encode(image).map { InlineImage.sequence(file: $0, cells: cells, inParts: parts) } ?? []) }
        }
    }
}
