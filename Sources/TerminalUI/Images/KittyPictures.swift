import CNcursesShim
import CNcursesw
import Model

/// Kitty's graphics protocol: an image is transmitted once under an id and then only placed, moved (placed again
/// under the same placement id) or taken off by id, so a scroll costs a few bytes a picture. Ids are freed when more
/// than ``keptImages`` images are held.
@MainActor
final class KittyPictures: PictureWire {
    /// A placement on the terminal: its image's id, and which showing of that image in the frame it is (the first is
    /// 1), so that placing it again moves it wherever it goes.
    private struct PlacementID: Hashable, Comparable {
        let image: Int
        let number: Int

        static func < (left: PlacementID, right: PlacementID) -> Bool { (left.image, left.number) < (right.image, right.number) }
    }

    /// Images held on the terminal at most; kitty's own quota is far larger, but a session browsing thousands of
    /// photos should not hold them all.
    private let keptImages = 300
    private let output: TerminalOutput
    private let encodings: PictureEncodings
    /// Pictures are scaled into their cells (the cell size is only a guess), not shown at their own size.
    private let scaled: Bool
    private let compressed: Bool
    private var images = KittyImages()
    private var nextID = 1
    private var shown: [PicturePlacement] = []

    init(output: TerminalOutput, encodings: PictureEncodings, scaled: Bool, compressed: Bool) {
        self.output = output
        self.encodings = encodings
        self.scaled = scaled
        self.compressed = compressed
    }

    var drawsText: Bool { false }
    var farewell: String { KittyGraphics.freeAll }

    func holds(_ image: RGBImage) -> Bool { images.id(of: image) != nil }

    func encodesInFrame(_ image: RGBImage) -> Bool { KittyGraphics.Transmission.isQuick(image, compressed: compressed) }

    func want(_ placement: PicturePlacement, among wanted: [PicturePlacement]) {}

    func frame(showing ready: [PicturePlacement]) -> [UInt8] {
        // Transmissions go out at once, before the frame and outside its synchronized output (they change nothing on
        // the screen); only placements follow the frame. Inside one large synchronized frame kitty was seen, now and
        // then, not to show the first image of several sent together.
        var transmissions = ""
        var text = ""
        let before = identified(shown)
        for placement in ready where !holds(placement.image) {
            images.hold(placement.image, id: nextID)
            if case .kitty(let transmission)? = encodings.take(placement.image) { transmissions += transmission.chunks(id: nextID).joined() }
            nextID += 1
        }
        let after = identified(ready)
        for (id, _) in before where after[id] == nil {
            text += KittyGraphics.remove(id: id.image, placement: id.number)
        }
        // A frame that changes lines may scroll some of them (ncurses finds its own scrolls, and after a redraw was seen
        // to scroll lines whose text matched), and kitty moves pictures with the lines they are on: each is placed
        // again where it belongs, a few bytes a picture.
        let mayScroll = is_wintouched(flk_canvas())
        for (id, placement) in after.sorted(by: { $0.key < $1.key }) where mayScroll || before[id] != placement {
            text += "\u{1b}7\u{1b}[\(placement.row + 1);\(placement.column + 1)H"
                + KittyGraphics.place(id: id.image, placement: id.number, cells: scaled ? (placement.columns, placement.rows) : nil)
                + "\u{1b}8"
        }
        images.noteShown(ready)
        while images.count > keptImages, let oldest = images.leastRecentlyShown(sparing: ready), let id = images.release(oldest) {
            text += KittyGraphics.free(id: id)
        }
        shown = ready
        if !transmissions.isEmpty { output.sendNow(transmissions) }
        return Array(text.utf8)
    }

    /// Kitty frees the data of images it takes off a cleared screen (seen after a resize: placing them again by id
    /// showed nothing), so every image is freed and sent again.
    func forgetShown() {
        shown = []
        guard !images.isEmpty else { return }
        images.releaseAll()
        // At once: the next frame's transmissions go out before it, and must not be freed after it.
        output.sendNow(KittyGraphics.freeAll)
    }

    /// `placements` by their placement ids.
    private func identified(_ placements: [PicturePlacement]) -> [PlacementID: PicturePlacement] {
        var seen: [RGBImage: Int] = [:]
        var identified: [PlacementID: PicturePlacement] = [:]
        for placement in placements {
            let number = seen[placement.image, default: 0] + 1
            seen[placement.image] = number
            if let id = images.id(of: placement.image) { identified[PlacementID(image: id, number: number)] = placement }
        }
        return identified
    }
}
