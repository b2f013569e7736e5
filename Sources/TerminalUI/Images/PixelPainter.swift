import CNcursesShim
import CNcursesw
import FoundationEssentials
import Model

/// Puts photos on the terminal in real pixels — through kitty's graphics protocol, as sixel, or as iTerm2's inline
/// images — after ncurses has sent its frame; ncurses keeps the cells under a picture blank.
///
/// Each frame's placements are compared with those on the terminal, and only the difference is sent:
/// - kitty: an image is transmitted once under an id and then only placed, moved (placed again under the same
///   placement id) or taken off by id — a scroll costs a few bytes a picture; ids are freed when more than
///   ``keptImages`` images are held;
/// - sixel and iTerm2's images, which the terminal keeps in its cells: a picture is drawn where it is new, over
///   cells ncurses holds as concealed spaces (so that it never clears them as blanks); where one went away, ncurses
///   repaints its lines (which erases it: text and blanks written over such pixels replace
///   them), and pictures still wanted on those lines are drawn again.
///
/// Encoding that takes time (sixel; kitty's compression) runs off the main thread: a picture not yet encoded is left
/// out of the frame, and the frame is drawn again when it is ready. Base64 alone (kitty uncompressed, iTerm2's files)
/// is done in the frame that shows the picture.
@MainActor
final class PixelPainter {
    /// How pictures are sent.
    enum Wire {
        /// `compressed`: kitty's images sent as PNG files (``KittyGraphics/Transmission``).
        case kitty(compressed: Bool)
        /// Kitty's pictures inside tmux: transmitted through tmux's passthrough and drawn as Unicode placeholders,
        /// text that tmux scrolls, clips and switches panes with (``KittyPlaceholder``).
        case kittyPlaceholders(compressed: Bool)
        /// With the number of colours a picture may use (the terminal's colour registers, 256 at most), and whether
        /// pictures are dithered.
        case sixel(colors: Int, dithered: Bool)
        /// iTerm2's inline images; `parts`: a large file may go in parts.
        case iterm(parts: Bool)
    }

    /// A picture on the screen.
    private struct Placement: Equatable {
        let image: RGBImage
        let row: Int
        let column: Int
        let columns: Int
        let rows: Int

        var lines: Range<Int> { row..<row + rows }
        var cells: Range<Int> { column..<column + columns }
    }

    let wire: Wire
    /// One cell in pixels, and whether that is only a guess (kitty then scales each picture into its cells).
    private let cell: (width: Int, height: Int, guessed: Bool)
    private let output: TerminalOutput
    /// Asks for a frame (a picture has been encoded).
    private let redraw: @MainActor () -> Void

    /// The pictures the screen ncurses holds wants: they stay from frame to frame until the canvas clears, scrolls or
    /// writes text over them.
    private var wanted: [Placement] = []
    private var shown: [Placement] = []
    /// Kitty through tmux: a picture became ready whose placeholders (text) a kept frame would not draw.
    private(set) var needsWholeFrame = false
    /// A picture made ready to send.
    private enum Encoded: Sendable {
        /// What draws it in the cells at the cursor (sixel, or iTerm2's sequence).
        case cells([UInt8])
        case kitty(KittyGraphics.Transmission)

        var byteCount: Int {
            switch self {
            case .cells(let bytes): bytes.count
            case .kitty(let transmission): transmission.byteCount
            }
        }
    }

    /// Encoded pictures (kitty's until sent: the terminal keeps them then).
    private var encoded: [RGBImage: Encoded] = [:]
    private var encoding: Set<RGBImage> = []
    /// Kitty: an image on the terminal — its id, and the frame it was last shown in.
    private struct Held {
        let id: Int
        var shown: Int
    }

    /// Kitty: the images on the terminal.
    private var held: [RGBImage: Held] = [:]
    /// Frames drawn so far: when each held image was last shown.
    private var frames = 0
    private var nextID = 1
    /// Kitty through tmux: images given an id this frame, to transmit after it, and ids given up.
    private var arriving: [RGBImage] = []
    private var freed: [Int] = []
    /// Kitty: images held on the terminal at most; kitty's own quota is far larger, but a session browsing
    /// thousands of photos should not hold them all.
    private let keptImages = 300
    /// Bytes of encoded pictures kept in memory at most.
    private let encodedBudget = 64 << 20
    private var encodedBytes = 0

    init(wire: Wire, cell: (width: Int, height: Int, guessed: Bool), output: TerminalOutput, redraw: @escaping @MainActor () -> Void) {
        self.wire = wire
        self.cell = cell
        self.output = output
        self.redraw = redraw
    }

    /// The cells `image` covers at this cell size.
    func footprint(of image: RGBImage) -> (columns: Int, rows: Int) {
        ((image.width + cell.width - 1) / cell.width, (image.height + cell.height - 1) / cell.height)
    }

    /// Puts `image` centred in the `area` of cells at `row`, `column`, if it fits on the screen. Placeholders are
    /// drawn at once, as text, once the image is ready.
    func photo(_ image: RGBImage, row: Int, column: Int, area: (columns: Int, rows: Int), on size: (columns: Int, rows: Int)) {
        let cells = footprint(of: image)
        let top = row + max(area.rows - cells.rows, 0) / 2
        let left = column + max(area.columns - cells.columns, 0) / 2
        guard top >= 0, left >= 0, top + cells.rows <= size.rows, left + cells.columns <= size.columns else { return }
        let placement = Placement(image: image, row: top, column: left, columns: cells.columns, rows: cells.rows)
        wanted.append(placement)
        if case .kittyPlaceholders = wire, prepared(image) { drawPlaceholders(placement) }
    }

    /// Text was drawn on `columns` of `row` after the pictures: a picture there is taken off (a kitty picture
    /// would lie over the text; a sixel one would be cut by it). Placeholders are text: the text took their place.
    func uncover(row: Int, columns: Range<Int>) {
        wanted.removeAll { $0.lines.contains(row) && $0.cells.overlaps(columns) }
    }

    /// True when a picture may lie on `row` this frame under text drawn now.
    func mayCover(row: Int) -> Bool {
        if case .kittyPlaceholders = wire { return false }
        // A loop, not `contains(where:)`: a closure made on the main actor checks the actor at every call.
        for placement in wanted where placement.lines.contains(row) { return true }
        return false
    }

    /// Before ncurses sends the frame: queues the pictures to send after it, and has ncurses repaint the lines
    /// a sixel picture left. Returns true when something will be sent.
    func frameDrawn() -> Bool {
        let ready = wanted.filter { prepared($0.image) }
        var sequence: [UInt8] = []
        switch wire {
        case .kitty: sequence = kittyFrame(ready)
        case .kittyPlaceholders: sequence = placeholderFrame(ready)
        case .sixel, .iterm: sequence = cellsFrame(ready)
        }
        guard !sequence.isEmpty else { return false }
        output.sendAfterFrame(sequence)
        return true
    }

    /// The screen was erased: no picture is wanted.
    func clear() {
        wanted = []
        needsWholeFrame = false
    }

    /// `columns` of `rows` (whole rows when `nil`) were blanked: the pictures on them are not wanted.
    func clear(rows: Range<Int>, columns: Range<Int>?) {
        wanted.removeAll { $0.lines.overlaps(rows) && columns.map($0.cells.overlaps) ?? true }
    }

    /// What `rows` show moved up by `lines` (down when negative): the pictures there move with it; those it takes
    /// out of `rows`, even in part, are not wanted. Where ncurses sends the scroll is its to decide, so pictures kept in
    /// the terminal's cells (sixel, iTerm2's) are sent again where they went, their old lines repainted.
    func scroll(rows: Range<Int>, by lines: Int) {
        let inside = { (lines: Range<Int>) in lines.lowerBound >= rows.lowerBound && lines.upperBound <= rows.upperBound }
        let moved = { (placement: Placement) in
            Placement(image: placement.image, row: placement.row - lines, column: placement.column, columns: placement.columns, rows: placement.rows)
        }
        wanted = wanted.compactMap { placement in
            guard placement.lines.overlaps(rows) else { return placement }
            return inside(placement.lines) && inside(moved(placement).lines) ? moved(placement) : nil
        }
    }

    /// The terminal was cleared or resized: nothing shown can be trusted. Kitty frees the data of images it takes
    /// off a cleared screen (seen after a resize: placing them again by id showed nothing), so every image is
    /// freed and sent again.
    func forgetShown() {
        shown = []
        guard case .kitty = wire, !held.isEmpty else { return }
        held = [:]
        // At once: the next frame's transmissions go out before it, and must not be freed after it.
        output.sendNow(KittyGraphics.freeAll)
    }

    /// What to send on leaving, so that no picture outlives the app.
    var farewell: String {
        switch wire {
        case .kitty: KittyGraphics.freeAll
        case .kittyPlaceholders: KittyPlaceholder.throughTmux(KittyGraphics.freeAll)
        case .sixel, .iterm: ""
        }
    }

    // MARK: kitty through tmux

    /// Draws `placement`'s cells as placeholders of its image, whose id is its colour (taken now if it has none:
    /// the image goes out after this frame).
    private func drawPlaceholders(_ placement: Placement) {
        let id = placeholderID(for: placement.image)
        flk_init_pair(Int32(id), Int32(id), -1)
        for row in 0..<placement.rows {
            for column in 0..<placement.columns {
                let cell = KittyPlaceholder.cell(row: row, column: column)
                _ = cell.withUnsafeBufferPointer { flk_put_cluster(Int32(placement.row + row), Int32(placement.column + column), $0.baseAddress, 3, Int32(id)) }
            }
        }
    }

    /// The id of `image` on the terminal, or a free one for it (the least recently shown image not in this frame
    /// gives its own up when none is free).
    private func placeholderID(for image: RGBImage) -> Int {
        if let known = held[image] { return known.id }
        let used = Set(held.values.map(\.id))
        var id = KittyPlaceholder.ids.first { !used.contains($0) }
        if id == nil, let oldest = leastRecentlyShown(sparing: wanted) {
            id = held.removeValue(forKey: oldest)?.id
            if let id { freed.append(id) }
        }
        let taken = id ?? KittyPlaceholder.ids.lowerBound
        held[image] = Held(id: taken, shown: frames)
        arriving.append(image)
        return taken
    }

    /// The held image shown longest ago that none of `placements` shows.
    private func leastRecentlyShown(sparing placements: [Placement]) -> RGBImage? {
        let spared = Set(placements.map(\.image))
        return held.filter { !spared.contains($0.key) }.min { $0.value.shown < $1.value.shown }?.key
    }

    /// Notes that `placements` are shown in this frame.
    private func noteShown(_ placements: [Placement]) {
        frames += 1
        for placement in placements { held[placement.image]?.shown = frames }
    }

    /// After the frame: the images given ids this frame, each with a virtual placement of its size in cells, and
    /// the ids given up, all through tmux.
    private func placeholderFrame(_ ready: [Placement]) -> [UInt8] {
        var text = ""
        for id in freed { text += KittyPlaceholder.throughTmux(KittyGraphics.free(id: id)) }
        freed = []
        for image in arriving {
            guard let id = held[image]?.id else { continue }
            guard case .kitty(let transmission)? = encoded.removeValue(forKey: image) else {
                // Its encoding was let go meanwhile (the memory budget): encoded again when next wanted.
                held[image] = nil
                continue
            }
            encodedBytes -= transmission.byteCount
            // One passthrough a chunk: tmux's buffer for one is limited.
            for chunk in transmission.chunks(id: id) { text += KittyPlaceholder.throughTmux(chunk) }
            let cells = footprint(of: image)
            text += KittyPlaceholder.throughTmux("\u{1b}_Ga=p,U=1,i=\(id),c=\(cells.columns),r=\(cells.rows),q=2\u{1b}\\")
        }
        arriving = []
        noteShown(ready)
        return Array(text.utf8)
    }

    // MARK: kitty

    /// A placement on the terminal: its image's id, and which showing of that image in the frame it is (the
    /// first is 1), so that placing it again moves it wherever it goes.
    private struct PlacementID: Hashable, Comparable {
        let image: Int
        let number: Int

        static func < (left: PlacementID, right: PlacementID) -> Bool { (left.image, left.number) < (right.image, right.number) }
    }

    private func kittyFrame(_ ready: [Placement]) -> [UInt8] {
        // Transmissions go out at once, before the frame and outside its synchronized output (they change nothing
        // on the screen); only placements follow the frame. Inside one large synchronized frame kitty was seen, now
        // and then, not to show the first image of several sent together.
        var transmissions = ""
        var text = ""
        func identified(_ placements: [Placement]) -> [PlacementID: Placement] {
            var seen: [RGBImage: Int] = [:]
            var identified: [PlacementID: Placement] = [:]
            for placement in placements {
                let number = seen[placement.image, default: 0] + 1
                seen[placement.image] = number
                if let id = held[placement.image]?.id { identified[PlacementID(image: id, number: number)] = placement }
            }
            return identified
        }
        let before = identified(shown)
        for placement in ready where held[placement.image] == nil {
            let id = nextID
            nextID += 1
            held[placement.image] = Held(id: id, shown: frames)
            if case .kitty(let transmission)? = encoded.removeValue(forKey: placement.image) {
                encodedBytes -= transmission.byteCount
                transmissions += transmission.chunks(id: id).joined()
            }
        }
        let after = identified(ready)
        for (id, _) in before where after[id] == nil {
            text += KittyGraphics.remove(id: id.image, placement: id.number)
        }
        for (id, placement) in after.sorted(by: { $0.key < $1.key }) where before[id] != placement {
            text += "\u{1b}7\u{1b}[\(placement.row + 1);\(placement.column + 1)H"
                + KittyGraphics.place(id: id.image, placement: id.number, cells: cell.guessed ? (placement.columns, placement.rows) : nil)
                + "\u{1b}8"
        }
        noteShown(ready)
        while held.count > keptImages, let oldest = leastRecentlyShown(sparing: ready) {
            if let gone = held.removeValue(forKey: oldest) { text += KittyGraphics.free(id: gone.id) }
        }
        shown = ready
        if !transmissions.isEmpty { output.sendNow(transmissions) }
        return Array(text.utf8)
    }

    // MARK: sixel and iTerm2

    private func cellsFrame(_ ready: [Placement]) -> [UInt8] {
        hold(ready)
        let gone = shown.filter { !ready.contains($0) }
        var damaged = Set<Int>()
        for placement in gone {
            let lines = placement.lines.clamped(to: 0..<Int(flk_lines()))
            guard !lines.isEmpty else { continue }
            wredrawln(flk_canvas(), Int32(lines.lowerBound), Int32(lines.count))
            damaged.formUnion(lines)
        }
        var bytes: [UInt8] = []
        for placement in ready where !shown.contains(placement) || placement.lines.contains(where: damaged.contains) {
            bytes += Array("\u{1b}7\u{1b}[\(placement.row + 1);\(placement.column + 1)H".utf8)
            if case .cells(let drawing)? = encoded[placement.image] { bytes += drawing }
            bytes += Array("\u{1b}8".utf8)
        }
        shown = ready
        return bytes
    }

    /// Fills the cells under `placements` with concealed spaces (SGR 8): blank on the screen, but not blanks to
    /// ncurses, which would otherwise clear to the end of a line it took for blank (CR EL), cutting the pictures on
    /// it — seen in xterm when the help closed over a list of thumbnails. ncurses never writes those cells while
    /// they stay held. (A no-break space would do as well, but not in a locale without it.) Put as lines of blanks
    /// (``Canvas/blank(row:columns:)``), as every frame does for every picture on the screen: as a string, ncurses
    /// decoded and placed each space.
    private func hold(_ placements: [Placement]) {
        let concealed = Int32(bitPattern: flk_attr_invis())
        wattron(flk_canvas(), concealed)
        for placement in placements {
            for row in placement.lines { Canvas.blank(row: row, columns: placement.cells) }
        }
        wattroff(flk_canvas(), concealed)
    }

    // MARK: encoding

    /// True when `image` is encoded: at once where that is cheap (``encodesInFrame(_:)``); else starts encoding it (once)
    /// and asks for a frame when it is done.
    private func prepared(_ image: RGBImage) -> Bool {
        if encoded[image] != nil || held[image] != nil { return true }
        guard !encoding.contains(image) else { return false }
        if case .iterm = wire, image.file == nil { return false }
        let wire = wire
        let cells = footprint(of: image)
        if encodesInFrame(image) {
            keep(PixelPainter.encoded(image, for: wire, cells: cells), for: image)
            return true
        }
        encoding.insert(image)
        Task.detached(priority: .userInitiated) {
            let picture = PixelPainter.encoded(image, for: wire, cells: cells)
            await self.store(picture, for: image)
        }
        return false
    }

    /// Whether `image` is encoded within the frame that shows it: where the encoding only puts bytes in base64 — kitty's
    /// uncompressed pictures up to a megapixel, iTerm2's files — it costs less than the frame of its own a picture
    /// encoded apart takes when it is ready (`make bench` times both).
    /// Not in a frame that clears the terminal (as after a resize): kitty took the clear to free an image sent just
    /// before it (placed after it, the photo page's picture did not show after a resize); encoded apart, a picture goes
    /// out in a frame after the clear.
    private func encodesInFrame(_ image: RGBImage) -> Bool {
        guard flk_frame_clears() == 0 else { return false }
        return switch wire {
        case .kitty(let compressed), .kittyPlaceholders(let compressed): !compressed && image.width * image.height <= 1 << 20
        case .iterm: true
        case .sixel: false
        }
    }

    /// `image` made ready to send over `wire`, into `cells`.
    nonisolated private static func encoded(_ image: RGBImage, for wire: Wire, cells: (columns: Int, rows: Int)) -> Encoded {
        switch wire {
        case .kitty(let compressed), .kittyPlaceholders(let compressed): .kitty(KittyGraphics.Transmission(image, compressed: compressed))
        case .sixel(let colors, let dithered): .cells(SixelEncoder.encode(image, colors: colors, dithered: dithered))
        case .iterm(let parts): .cells(InlineImage.sequence(file: image.file ?? Data(), cells: cells, inParts: parts))
        }
    }

    /// A picture encoded apart is ready: kept, and a frame asked for.
    private func store(_ picture: Encoded, for image: RGBImage) {
        encoding.remove(image)
        keep(picture, for: image)
        if case .kittyPlaceholders = wire { needsWholeFrame = true }
        redraw()
    }

    /// Keeps `picture` as `image`'s encoding, within ``encodedBudget`` (over it, every other is let go first).
    private func keep(_ picture: Encoded, for image: RGBImage) {
        if encodedBytes + picture.byteCount > encodedBudget {
            encoded = [:]
            encodedBytes = 0
        }
        encoded[image] = picture
        encodedBytes += picture.byteCount
    }
}
