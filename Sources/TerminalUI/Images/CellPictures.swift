import CNcursesShim
import CNcursesw
import Model

/// Sixel and iTerm2's inline images, which the terminal keeps in its cells: a picture is drawn where it is new, over
/// cells ncurses holds as concealed spaces (so that it never clears them as blanks); where one went away, ncurses
/// repaints its lines (text and blanks written over such pixels replace them), and pictures still wanted on those
/// lines are drawn again.
@MainActor
final class CellPictures: PictureWire {
    private let encodings: PictureEncodings
    private var shown: [PicturePlacement] = []

    init(encodings: PictureEncodings) {
        self.encodings = encodings
    }

    var drawsText: Bool { false }
    var farewell: String { "" }

    func holds(_ image: RGBImage) -> Bool { false }
    /// Sixel's palette and iTerm2's JPEG take longer than a frame.
    func encodesInFrame(_ image: RGBImage) -> Bool { false }
    func want(_ placement: PicturePlacement, among wanted: [PicturePlacement]) {}

    func frame(showing ready: [PicturePlacement]) -> [UInt8] {
        hold(ready)
        var damaged = Set<Int>()
        for placement in shown where !ready.contains(placement) {
            let lines = placement.lines.clamped(to: 0..<Int(flk_lines()))
            guard !lines.isEmpty else { continue }
            wredrawln(flk_canvas(), Int32(lines.lowerBound), Int32(lines.count))
            damaged.formUnion(lines)
        }
        var bytes: [UInt8] = []
        for placement in ready where !shown.contains(placement) || placement.lines.contains(where: damaged.contains) {
            bytes += Array("\u{1b}7\u{1b}[\(placement.row + 1);\(placement.column + 1)H".utf8)
            if case .cells(let drawing)? = encodings[placement.image] { bytes += drawing }
            bytes += Array("\u{1b}8".utf8)
        }
        shown = ready
        return bytes
    }

    func forgetShown() { shown = [] }

    /// Fills the cells under `placements` with concealed spaces (SGR 8): blank on the screen, but not blanks to
    /// ncurses, which would otherwise clear to the end of a line it took for blank (CR EL), cutting the pictures on
    /// it — seen in xterm when the help closed over a list of thumbnails. ncurses never writes those cells while they
    /// stay held. Put as lines of blanks (``Canvas/blank(row:columns:)``), as every frame does for every picture.
    private func hold(_ placements: [PicturePlacement]) {
        let concealed = Int32(bitPattern: flk_attr_invis())
        wattron(flk_canvas(), concealed)
        for placement in placements {
            for row in placement.lines { Canvas.blank(row: row, columns: placement.cells) }
        }
        wattroff(flk_canvas(), concealed)
    }
}
