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

    /// The parts of `areas` on a screen of `size`, those with no cell there left out.
    static func onScreen(_ areas: [CellArea], size: (columns: Int, rows: Int)) -> [CellArea] {
        areas.map { $0.clamped(to: size) }.filter { !$0.isEmpty }
    }

    /// The cells of the lines marked in `changed` (a flag a screen line), `columns` wide, but for those of the `kept`
    /// areas: lines alike taken together, each part as tall as the lines it runs through.
    static func text(of changed: [Bool], around kept: [CellArea], columns: Int) -> [CellArea] {
        var areas: [CellArea] = []
        // The parts that reach the line before: their cells and their lines so far.
        var open: [(cells: Range<Int>, lines: Range<Int>)] = []
        for line in changed.indices where changed[line] {
            var gaps: [Range<Int>] = []
            var column = 0
            for area in kept.filter({ $0.lines.contains(line) }).sorted(by: { $0.cells.lowerBound < $1.cells.lowerBound }) {
                let end = min(area.cells.lowerBound, columns)
                if column < end { gaps.append(column..<end) }
                column = max(column, area.cells.upperBound)
            }
            if column < columns { gaps.append(column..<columns) }
            var going: [(cells: Range<Int>, lines: Range<Int>)] = []
            for part in open {
                if part.lines.upperBound == line, gaps.contains(part.cells) {
                    going.append((part.cells, part.lines.lowerBound..<line + 1))
                } else {
                    areas.append(CellArea(lines: part.lines, cells: part.cells))
                }
            }
            for cells in gaps where !going.contains(where: { $0.cells == cells }) { going.append((cells, line..<line + 1)) }
            open = going
        }
        return areas + open.map { CellArea(lines: $0.lines, cells: $0.cells) }
    }
}
