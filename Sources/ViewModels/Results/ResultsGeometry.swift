/// Where the results go on a terminal of `columns`×`lines` cells: between the title bar and the footer, screen rows
/// of slots — a list row a result (two lines of text, or its thumbnail and a blank line under it, so that thumbnails
/// never touch and read as one column), or tiles of the contact sheet
/// (a framed thumbnail and its title, a gap after each). One value, for drawing the slots and for finding which one
/// a click hit.
public struct ResultsGeometry: Equatable, Sendable {
    /// The first screen line of the results (the title bar is above it).
    public static let top = 1

    public let layout: ResultsLayout
    /// Screen rows of slots that fit, and slots to a screen row.
    public let rows: Int
    public let columns: Int
    /// A slot's lines and columns, and the blank columns after it.
    public let slotLines: Int
    public let slotColumns: Int
    public let gap: Int
    /// The thumbnail's cells in a slot; for the list, whether one is drawn.
    public let thumbnailColumns: Int
    public let thumbnailRows: Int
    public let showsThumbnails: Bool
    /// The selected photo's pane beside the list, on a wide terminal.
    public let preview: PreviewPane?

    /// - Parameters:
    ///   - thumbnailSize: the list's thumbnail, and about how many tiles go across.
    ///   - showsThumbnails: false when images are off (a list row is then two lines).
    public init(columns: Int, lines: Int, layout: ResultsLayout, thumbnailSize: ThumbnailSize, showsThumbnails: Bool) {
        self.layout = layout
        self.showsThumbnails = showsThumbnails
        let height = lines - 2
        switch layout {
        case .list:
            (thumbnailColumns, thumbnailRows) = thumbnailSize.listCells
            // Beside a preview the list keeps a little over half the width.
            let listColumns = columns >= PreviewPane.minimumColumns ? columns * 11 / 20 : columns
            preview = PreviewPane(columns: columns, lines: lines, listColumns: listColumns)
            (slotLines, slotColumns, gap) = (showsThumbnails ? thumbnailRows + 1 : 2, max(preview == nil ? columns : listColumns, 1), 0)
            self.columns = 1
        case .grid:
            preview = nil
            // Tiles sized to the terminal: about `tilesAcross` of them, their thumbnails 10 to 24 cells wide (and
            // half as tall), and at least one whole row of them in view.
            var width = min(max((columns - 1) / thumbnailSize.tilesAcross - 3, 10), 24)
            width -= width % 2
            while width > 10, width / 2 + 3 > height { width -= 2 }
            (thumbnailColumns, thumbnailRows) = (width, width / 2)
            (slotLines, slotColumns, gap) = (thumbnailRows + 3, thumbnailColumns + 2, 1)
            self.columns = max((columns - 1) / (slotColumns + gap), 1)
        }
        rows = max(height / slotLines, 1)
    }

    /// Slots on one screen.
    public var screenful: Int { rows * columns }

    /// The screen line and column of the `offset`th slot on screen.
    public func slot(_ offset: Int) -> (line: Int, column: Int) {
        (ResultsGeometry.top + offset / columns * slotLines, offset % columns * (slotColumns + gap))
    }

    /// Lines the first `shown` slots take.
    public func lines(for shown: Int) -> Int {
        (shown + columns - 1) / columns * slotLines
    }

    /// Which slot on screen holds the cell at `line`, `column`; `nil` for none (above the slots, below the screenful,
    /// in a gap).
    public func slot(atLine line: Int, column: Int) -> Int? {
        guard line >= ResultsGeometry.top, column >= 0 else { return nil }
        let across = column / (slotColumns + gap)
        guard across < columns, column % (slotColumns + gap) < slotColumns else { return nil }
        let offset = (line - ResultsGeometry.top) / slotLines * columns + across
        return offset < screenful ? offset : nil
    }
}
