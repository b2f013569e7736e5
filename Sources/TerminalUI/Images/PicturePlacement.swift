import Model

/// A picture on the screen: its image, the cells it covers, and the area kept for it (the cells it was fitted to,
/// which nothing else draws on while it shows).
struct PicturePlacement: Equatable {
    let image: RGBImage
    let row: Int
    let column: Int
    let columns: Int
    let rows: Int
    /// The cells kept for the picture: its own, and the margins of the area it was centred in.
    let area: CellArea

    var lines: Range<Int> { row..<row + rows }
    var cells: Range<Int> { column..<column + columns }

    /// The same picture `lines` higher (lower when negative).
    func moved(up lines: Int) -> PicturePlacement {
        PicturePlacement(image: image, row: row - lines, column: column, columns: columns, rows: rows, area: area.moved(up: lines))
    }

    /// The cells `image` covers where one cell is `cell` pixels.
    static func footprint(of image: RGBImage, cell: (width: Int, height: Int)) -> (columns: Int, rows: Int) {
        ((image.width + cell.width - 1) / cell.width, (image.height + cell.height - 1) / cell.height)
    }

    /// Whether a line of the area kept for the picture is marked in `lines` (a flag a screen line).
    func crosses(_ lines: [Bool]) -> Bool {
        for line in area.lines.clamped(to: lines.indices) where lines[line] { return true }
        return false
    }

    /// The picture `lines` higher, where it stays within `rows` as they scroll by that much; `nil` where the scroll
    /// takes a part of it out of them, or it was not within them.
    func carried(within rows: Range<Int>, by lines: Int) -> PicturePlacement? {
        let moved = moved(up: lines)
        return area.lies(within: rows) && moved.area.lies(within: rows) ? moved : nil
    }

    /// `placements` after the terminal scrolled `rows` by `lines`: those that moved with them, where the terminal
    /// `carries` its pictures and a picture stayed within the rows; and the cells each other one was in or may have
    /// gone to. A picture the scroll takes partly out of the rows leaves a part of itself in view (xterm moves it
    /// whole): the terminal's pictures are then all sent again, as where it does not carry them.
    static func scrolled(
        _ placements: [PicturePlacement], rows: Range<Int>, by lines: Int, carries: Bool
    ) -> (moved: [PicturePlacement], strays: [CellArea]) {
        let carried = carries && !placements.contains { placement in
            let moved = placement.area.moved(up: lines)
            return placement.area.lines.overlaps(rows) && moved.lines.overlaps(rows) && !moved.lies(within: rows)
        }
        var kept: [PicturePlacement] = [], strays: [CellArea] = []
        for placement in placements {
            if carried, let moved = placement.carried(within: rows, by: lines) {
                kept.append(moved)
            } else {
                strays += placement.area.parts(outside: rows) + placement.area.moved(up: lines).parts(outside: rows)
            }
        }
        return (kept, strays)
    }

    /// Those of `placements`, moved by scrolls, that stand on cells ncurses held concealed before them (for the
    /// pictures `concealed` then) and that no stray area crosses: ncurses writes over any other.
    static func unharmed(_ placements: [PicturePlacement], concealed: [PicturePlacement], strays: [CellArea]) -> [PicturePlacement] {
        placements.filter { moved in
            concealed.contains { $0.area.covers(moved.area) } && !strays.contains(where: moved.area.overlaps)
        }
    }
}
