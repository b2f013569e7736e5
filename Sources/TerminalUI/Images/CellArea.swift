/// A rectangle of cells on the screen: the lines and the columns it spans.
struct CellArea: Equatable {
    let lines: Range<Int>
    let cells: Range<Int>

    func overlaps(_ other: CellArea) -> Bool {
        lines.overlaps(other.lines) && cells.overlaps(other.cells)
    }

    /// Whether every cell of `other` is one of this area's.
    func covers(_ other: CellArea) -> Bool {
        other.lies(within: lines) && cells.lowerBound <= other.cells.lowerBound && other.cells.upperBound <= cells.upperBound
    }

    /// Whether `lines` hold the whole area.
    func lies(within lines: Range<Int>) -> Bool {
        lines.lowerBound <= self.lines.lowerBound && self.lines.upperBound <= lines.upperBound
    }

    /// The area's lines above and below `lines`, as areas of their own.
    func parts(outside lines: Range<Int>) -> [CellArea] {
        let above = (self.lines.lowerBound, min(self.lines.upperBound, lines.lowerBound))
        let below = (max(self.lines.lowerBound, lines.upperBound), self.lines.upperBound)
        return [above, below].filter { $0.0 < $0.1 }.map { CellArea(lines: $0.0..<$0.1, cells: cells) }
    }

    /// The same cells `count` lines higher (lower when negative).
    func moved(up count: Int) -> CellArea {
        CellArea(lines: lines.lowerBound - count..<lines.upperBound - count, cells: cells)
    }

    /// The part of the area on a screen of `size`.
    func clamped(to size: (columns: Int, rows: Int)) -> CellArea {
        CellArea(lines: lines.clamped(to: 0..<max(size.rows, 0)), cells: cells.clamped(to: 0..<max(size.columns, 0)))
    }

    var isEmpty: Bool { lines.isEmpty || cells.isEmpty }
}
