import CNcursesShim
import Model

/// Kitty's pictures inside tmux: each image is transmitted through tmux's passthrough with a virtual placement of its
/// size in cells, and drawn as Unicode placeholders (``KittyPlaceholder``) — text that tmux scrolls, clips and switches
/// panes with. An image's id is its placeholders' colour, one of ``KittyPlaceholder/ids``; when none is free, the
/// image shown longest ago gives its own up.
@MainActor
final class KittyPlaceholderPictures: PictureWire {
    private let encodings: PictureEncodings
    private let cell: (width: Int, height: Int)
    private let compressed: Bool
    private var images = KittyImages()
    /// Images given an id this frame, to transmit after it, and ids given up.
    private var arriving: [RGBImage] = []
    private var freed: [Int] = []

    init(encodings: PictureEncodings, cell: (width: Int, height: Int), compressed: Bool) {
        self.encodings = encodings
        self.cell = cell
        self.compressed = compressed
    }

    var drawsText: Bool { true }
    var farewell: String { KittyPlaceholder.throughTmux(KittyGraphics.freeAll) }

    func holds(_ image: RGBImage) -> Bool { images.id(of: image) != nil }
    func encodesInFrame(_ image: RGBImage) -> Bool { KittyGraphics.Transmission.isQuick(image, compressed: compressed) }

    /// Draws the placeholders of `placement` now, as text, in its image's colour (an id taken now if it has none:
    /// the image goes out after this frame).
    func want(_ placement: PicturePlacement, among wanted: [PicturePlacement]) {
        let id = self.id(for: placement.image, sparing: wanted)
        flk_init_pair(Int32(id), Int32(id), -1)
        for row in 0..<placement.rows {
            for column in 0..<placement.columns {
                let cell = KittyPlaceholder.cell(row: row, column: column)
                _ = cell.withUnsafeBufferPointer { flk_put_cluster(Int32(placement.row + row), Int32(placement.column + column), $0.baseAddress, 3, Int32(id)) }
            }
        }
    }

    /// The images given ids this frame, each with a virtual placement of its size in cells, and the ids given up, all
    /// through tmux.
    func frame(showing ready: [PicturePlacement]) -> [UInt8] {
        var text = ""
        for id in freed { text += KittyPlaceholder.throughTmux(KittyGraphics.free(id: id)) }
        freed = []
        for image in arriving {
            guard let id = images.id(of: image) else { continue }
            guard case .kitty(let transmission)? = encodings.take(image) else {
                // Its encoding was let go meanwhile (the memory budget): encoded again when next wanted.
                _ = images.release(image)
                continue
            }
            // One passthrough a chunk: tmux's buffer for one is limited.
            for chunk in transmission.chunks(id: id) { text += KittyPlaceholder.throughTmux(chunk) }
            let cells = PicturePlacement.footprint(of: image, cell: cell)
            text += KittyPlaceholder.throughTmux("\u{1b}_Ga=p,U=1,i=\(id),c=\(cells.columns),r=\(cells.rows),q=2\u{1b}\\")
        }
        arriving = []
        images.noteShown(ready)
        return Array(text.utf8)
    }

    /// Placeholders are text, which ncurses redraws itself; the images stay on the terminal.
    func forgetShown() {}

    /// The id of `image` on the terminal, or a free one for it.
    private func id(for image: RGBImage, sparing wanted: [PicturePlacement]) -> Int {
        if let known = images.id(of: image) { return known }
        let used = images.ids
        var id = KittyPlaceholder.ids.first { !used.contains($0) }
        if id == nil, let oldest = images.leastRecentlyShown(sparing: wanted) {
            id = images.release(oldest)
            if let id { freed.append(id) }
        }
        let taken = id ?? KittyPlaceholder.ids.lowerBound
        images.hold(image, id: taken)
        arriving.append(image)
        return taken
    }
}
