import CNcursesShim
import CNcursesw
import Model

/// Sixel and iTerm2's inline images, which the terminal keeps in its cells: a picture is drawn where it is new, over
/// cells ncurses holds as concealed spaces (so that it never clears them as blanks); where one went away, ncurses
/// sends its lines again (text and blanks written over such pixels replace them), and the pictures still wanted on
/// them are drawn again.
///
/// The canvas' scrolls go to the terminal from here, ahead of ncurses' frame, rather than being left to ncurses, which
/// may send the lines again instead: so it is known what the terminal did. Where it carries its pictures along
/// (``TerminalCapabilities/scrollsCarryPictures``), a picture that moved within the scrolled lines stays as it is, and
/// only the one that came into view is sent. Every line that changed goes whole but for the pictures kept on it, so
/// that ncurses finds no scroll of its own (``forgetText(of:around:size:)``). With no picture on the terminal there is
/// nothing a scroll could move: the scrolls and lines are left to ncurses, as with text alone.
///
/// Where placements go and which cells ncurses sends again are worked out by ``PicturePlacement`` and ``CellArea``,
/// outside the main actor, and with loops here: a closure made on the main actor checks at every call that it runs
/// there (Swift 6), some hundred times a frame.
@MainActor
final class CellPictures: PictureWire {
    private let encodings: PictureEncodings
    private let scrollsCarryPictures: Bool
    private var shown: [PicturePlacement] = []
    /// The scrolls of the frame being drawn, with the pictures shown before the first of them (the cells ncurses
    /// holds concealed), and the cells outside the scrolled lines a picture may have been moved to or left in: kept
    /// until the frame is sent (``frame(showing:)``).
    private var scrolls: [UInt8] = []
    private var shownBeforeScrolls: [PicturePlacement]?
    private var strays: [CellArea] = []

    init(encodings: PictureEncodings, scrollsCarryPictures: Bool) {
        self.encodings = encodings
        self.scrollsCarryPictures = scrollsCarryPictures
    }

    var drawsText: Bool { false }
    var farewell: String { "" }

    func holds(_ image: RGBImage) -> Bool { false }
    /// Sixel's palette and iTerm2's JPEG take longer than a frame.
    func encodesInFrame(_ image: RGBImage) -> Bool { false }
    func want(_ placement: PicturePlacement, among wanted: [PicturePlacement]) {}

    /// Scrolls the terminal's `rows` as the canvas' (the cursor and colours kept, the margins put back). A picture
    /// is taken to have moved with them where the terminal carries pictures and it stays within them; any other
    /// (xterm moves every picture, even outside the margins) is to be sent again, and the cells it was in or may have
    /// gone to are sent again by ncurses.
    func scroll(rows: Range<Int>, by lines: Int) {
        guard !rows.isEmpty, lines != 0, !shown.isEmpty || shownBeforeScrolls != nil else { return }
        if shownBeforeScrolls == nil { shownBeforeScrolls = shown }
        scrolls += Array("\u{1b}7\u{1b}[m\u{1b}[\(rows.lowerBound + 1);\(rows.upperBound)r\u{1b}[\(abs(lines))\(lines > 0 ? "S" : "T")\u{1b}[r\u{1b}8".utf8)
        let (moved, leftBehind) = PicturePlacement.scrolled(shown, rows: rows, by: lines, carries: scrollsCarryPictures)
        shown = moved
        strays += leftBehind
    }

    /// The frame's scrolls, once ncurses knows which cells they left unlike what it sent: the strays', and those of
    /// the lines scrolled (changed lines, ``frame(showing:)``) but for the pictures that moved whole onto cells it
    /// already held concealed.
    func beforeFrame() -> [UInt8] {
        guard let concealed = shownBeforeScrolls else { return [] }
        // A frame that clears the terminal sends every cell anyway.
        guard flk_frame_clears() == 0 else {
            shown = []
            return []
        }
        let strays = CellArea.onScreen(strays, size: Canvas.size)
        // Where ncurses did not hold the moved picture's cells concealed, it writes them over it.
        shown = PicturePlacement.unharmed(shown, concealed: concealed, strays: strays)
        for area in strays { forget(area) }
        return scrolls
    }

    func frame(showing ready: [PicturePlacement]) -> [UInt8] {
        let size = Canvas.size
        defer { (scrolls, shownBeforeScrolls, strays) = ([], nil, []) }
        // Changed lines go whole while pictures are on the terminal (a scroll of ncurses' own would move them) and after
        // a scroll sent from here (which ncurses does not know of); with neither, ncurses may scroll as it likes.
        var changed: [Bool] = Array(repeating: false, count: max(size.rows, 0))
        if flk_frame_clears() == 0 && (!scrolls.isEmpty || !shown.isEmpty) {
            for row in changed.indices where is_linetouched(flk_canvas(), Int32(row)) { changed[row] = true }
        }
        hold(ready)
        // The lines of a picture that went away are sent whole, the pictures on them included.
        var damaged = Array(repeating: false, count: changed.count)
        for placement in shown where !ready.contains(placement) {
            for row in placement.area.lines.clamped(to: damaged.indices) { damaged[row] = true }
        }
        var resent: [PicturePlacement] = [], kept: [CellArea] = []
        for placement in ready {
            if !shown.contains(placement) || placement.crosses(damaged) { resent.append(placement) } else { kept.append(placement.area) }
        }
        for row in changed.indices where damaged[row] { changed[row] = true }
        // ncurses finds scrolls of its own by matching lines it sent with lines to send (whatever the terminal, it sends
        // those it finds), and a terminal scroll moves the pictures too, where the wire cannot know; a line it must send
        // whole matches none. So the changed lines go whole but for the cells of the pictures kept on them.
        for area in CellArea.text(of: changed, around: kept, columns: size.columns) { forget(area) }
        var bytes: [UInt8] = []
        for placement in resent {
            bytes += Array("\u{1b}7\u{1b}[\(placement.row + 1);\(placement.column + 1)H".utf8)
            if case .cells(let drawing)? = encodings[placement.image] { bytes += drawing }
            bytes += Array("\u{1b}8".utf8)
        }
        shown = ready
        return bytes
    }

    func forgetShown() { shown = [] }

    /// Has ncurses send `area`'s cells whole with the next frame.
    private func forget(_ area: CellArea) {
        flk_forget_cells(Int32(area.lines.lowerBound), Int32(area.cells.lowerBound), Int32(area.lines.count), Int32(area.cells.count))
    }

    /// Fills the cells kept for `placements` with concealed spaces (SGR 8): blank on the screen, but not blanks to
    /// ncurses, which would otherwise clear to the end of a line it took for blank (CR EL), cutting the pictures on
    /// it — seen in xterm when the help closed over a list of thumbnails. ncurses never writes those cells while they
    /// stay held. Put as lines of blanks (``Canvas/blank(row:columns:)``), as every frame does for every picture.
    private func hold(_ placements: [PicturePlacement]) {
        let concealed = Int32(bitPattern: flk_attr_invis())
        wattron(flk_canvas(), concealed)
        for placement in placements {
            for row in placement.area.lines { Canvas.blank(row: row, columns: placement.area.cells) }
        }
        wattroff(flk_canvas(), concealed)
    }
}
