/// ``OverlayCell``s by row, each row's by column (`nil`: none there). Not a dictionary by screen position: that hashed
/// a position for every cell drawn, compared and moved, every frame.
struct OverlayGrid {
    private var rows: [[OverlayCell?]] = []

    /// Rows up to the last that ever held a cell.
    var rowCount: Int { rows.count }

    subscript(row: Int, column: Int) -> OverlayCell? {
        get { row < rows.count && column < rows[row].count ? rows[row][column] : nil }
        set {
            guard newValue != nil || (row < rows.count && column < rows[row].count) else { return }
            if row >= rows.count { rows += Array(repeating: [], count: row + 1 - rows.count) }
            if column >= rows[row].count { rows[row] += Array(repeating: nil, count: column + 1 - rows[row].count) }
            rows[row][column] = newValue
        }
    }

    /// The cells of `row`, by column (empty where it never held one).
    func row(_ row: Int) -> [OverlayCell?] {
        row < rows.count ? rows[row] : []
    }

    /// Makes `cells` those of `row`.
    mutating func setRow(_ row: Int, _ cells: [OverlayCell?]) {
        if row >= rows.count { rows += Array(repeating: [], count: row + 1 - rows.count) }
        rows[row] = cells
    }

    /// True when the two rows hold the same cells, however far each array reaches.
    static func same(_ one: [OverlayCell?], _ other: [OverlayCell?]) -> Bool {
        if one.count == other.count { return one == other }
        let (short, long) = one.count < other.count ? (one, other) : (other, one)
        return long[..<short.count].elementsEqual(short) && long[short.count...].allSatisfy { $0 == nil }
    }
}
