import Testing
import ViewModels

/// The results' layout on a terminal: how many slots fit in the list and on the contact sheet, where each is, and
/// that finding the slot a click hit agrees with drawing on every cell of every terminal size tried.
struct ResultsGeometryTests {
    @Test func fitsTheListAndTheContactSheet() {
        let list = ResultsGeometry(columns: 80, lines: 24, layout: .list, thumbnailSize: .small, showsThumbnails: true)
        // A list row: its thumbnail and a blank line under it, which keeps the thumbnails apart.
        #expect((list.rows, list.columns, list.slotLines, list.thumbnailColumns, list.thumbnailRows) == (4, 1, 5, 8, 4))
        let text = ResultsGeometry(columns: 80, lines: 24, layout: .list, thumbnailSize: .large, showsThumbnails: false)
        #expect((text.rows, text.slotLines) == (11, 2), "two lines a row without thumbnails")
        let sheet = ResultsGeometry(columns: 120, lines: 40, layout: .grid, thumbnailSize: .small, showsThumbnails: true)
        #expect((sheet.thumbnailColumns, sheet.thumbnailRows, sheet.slotColumns, sheet.slotLines) == (16, 8, 18, 11))
        #expect((sheet.rows, sheet.columns) == (3, 6))
        #expect(sheet.slot(7) == (line: 12, column: 19))
        #expect(sheet.lines(for: 7) == 22)
        // A short terminal: thumbnails shrink until a whole row of tiles fits, but never below 10 cells.
        let short = ResultsGeometry(columns: 200, lines: 12, layout: .grid, thumbnailSize: .large, showsThumbnails: true)
        #expect((short.thumbnailColumns, short.rows) == (14, 1))
        let tiny = ResultsGeometry(columns: 5, lines: 3, layout: .grid, thumbnailSize: .small, showsThumbnails: true)
        #expect((tiny.thumbnailColumns, tiny.rows, tiny.columns) == (10, 1, 1))
    }

    /// From 120 columns the list shares the width with the selected photo's pane: a little over half for the list, a
    /// blank column and a rule, the pane, a blank column; the pane's picture over the lines its text leaves.
    @Test(arguments: [(80, nil), (119, nil), (120, 66), (200, 110)] as [(Int, Int?)])
    func aWideListHasAPreviewPane(columns: Int, listColumns: Int?) {
        let geometry = ResultsGeometry(columns: columns, lines: 40, layout: .list, thumbnailSize: .small, showsThumbnails: true)
        #expect(geometry.preview.map { _ in geometry.slotColumns } == listColumns)
        if let pane = geometry.preview, let listColumns {
            #expect(pane.column == listColumns + 2 && pane.column + pane.columns == columns - 1)
            #expect(pane.lines == 38 && pane.pictureLines == 38 - PreviewPane.textLines)
            #expect(geometry.slot(atLine: 2, column: pane.column + 1) == nil, "a click in the pane is on no row")
        } else {
            #expect(geometry.slotColumns == columns)
        }
        #expect(ResultsGeometry(columns: columns, lines: 40, layout: .grid, thumbnailSize: .small, showsThumbnails: true).preview == nil)
        #expect(ResultsGeometry(columns: columns, lines: 8, layout: .list, thumbnailSize: .small, showsThumbnails: true).preview == nil, "too short")
    }

    @Test func aClickFindsTheSlotDrawnThere() {
        for layout in [ResultsLayout.list, .grid] {
            for columns in stride(from: 20, through: 130, by: 11) {
                for lines in stride(from: 6, through: 50, by: 4) {
                    let geometry = ResultsGeometry(columns: columns, lines: lines, layout: layout, thumbnailSize: .medium, showsThumbnails: true)
                    var owner: [Int: Int] = [:]
                    for offset in 0..<geometry.screenful {
                        let slot = geometry.slot(offset)
                        for line in slot.line..<slot.line + geometry.slotLines {
                            for column in slot.column..<slot.column + geometry.slotColumns { owner[line * 1000 + column] = offset }
                        }
                    }
                    for line in 0..<lines + 2 {
                        for column in 0..<columns {
                            let found = geometry.slot(atLine: line, column: column)
                            #expect(found == owner[line * 1000 + column], "\(layout) \(columns)×\(lines) at \(line), \(column)")
                        }
                    }
                }
            }
        }
    }
}
