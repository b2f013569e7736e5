/// Which result is selected and which are on screen, over rows of results laid out `columns` to a screen row: the
/// moves keys make (one result, a screen row, a screenful, the ends), clamped to the results loaded, and the scroll
/// that keeps the selection in view by whole screen rows. A move past the loaded results, while more can load, is
/// remembered (``wanted``): the selection waits at the last one and goes on as results arrive, so no key is lost.
/// A value, with no I/O: the results view model holds one.
public struct SelectionViewport: Equatable, Sendable {
    /// A move a key asks for.
    public enum Move: Equatable, Sendable {
        case up, down, left, right, pageUp, pageDown, home, end
        /// To one result (a click).
        case to(Int)
    }

    /// The selected result; `nil` only while there are none.
    public private(set) var selected: Int?
    /// The first result on screen: always the first of a screen row.
    public private(set) var firstVisible = 0
    /// A result asked for past the loaded ones, while more can load.
    public private(set) var wanted: Int?
    /// Screen rows of results the view has room for (0 until it says), and results to a screen row.
    public private(set) var rows = 0
    public private(set) var columns = 1
    /// How many results are loaded, and whether more can be.
    public private(set) var count = 0
    public private(set) var hasMore = false

    public init() {}

    /// The results on screen.
    public var visible: Range<Int> {
        rows == 0 ? 0..<0 : firstVisible..<min(firstVisible + rows * columns, count)
    }

    /// The results in a screenful.
    public var screenful: Int { rows * columns }

    /// The view has room for `rows` screen rows of `columns` results (at least one of each).
    public mutating func resize(rows: Int, columns: Int) {
        self.rows = max(rows, 1)
        self.columns = max(columns, 1)
        scroll()
    }

    /// `count` results are loaded now (more arrived, or the same); `hasMore` when still more can load. The first
    /// result is selected when none was; a result asked for before is gone on to as far as it can.
    public mutating func loaded(count: Int, hasMore: Bool) {
        self.count = count
        self.hasMore = hasMore
        if selected == nil, count > 0 { selected = 0 }
        if let wanted { move(.to(wanted)) } else { scroll() }
    }

    /// No results: a new search's will replace them.
    public mutating func clear() {
        self = SelectionViewport(rows: rows, columns: columns)
    }

    /// Makes `move`, from the result asked for past the loaded ones if any, else from the selection.
    public mutating func move(_ move: Move) {
        guard count > 0 else { return }
        let from = wanted ?? selected
        let index = switch move {
        case .up: (from ?? 0) - columns
        case .down: from.map { $0 + columns } ?? 0
        case .left: (from ?? 0) - 1
        case .right: (from ?? -1) + 1
        case .pageUp: (from ?? 0) - screenful
        case .pageDown: (from ?? 0) + screenful
        case .home: 0
        case .end: count - 1
        case .to(let index): index
        }
        wanted = index >= count && hasMore ? index : nil
        selected = min(max(index, 0), count - 1)
        scroll()
    }

    private init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
    }

    /// Scrolls as little as keeps the selection on screen, by whole screen rows.
    private mutating func scroll() {
        guard rows > 0 else { return }
        let selectedRow = (selected ?? 0) / columns
        let lastRow = max((count + columns - 1) / columns - rows, 0)
        var firstRow = firstVisible / columns
        if selectedRow < firstRow { firstRow = selectedRow }
        if selectedRow >= firstRow + rows { firstRow = selectedRow - rows + 1 }
        firstVisible = max(0, min(firstRow, lastRow)) * columns
    }
}
