import Testing
import ViewModels

/// The results' layout on a terminal: how many slots fit in the list and on the contact sheet, where each is, and
/// that finding the slot a click hit agrees with drawing on every cell of every terminal size tried.
struct ResultsGeometryTests {
    @Test func fitsTheListAndTheContactSheet() {
        let list = ResultsGeometry(columns: 80, lines: 24, layout: .list, thumbnailSize: .small, showsThumbnails: true)
        #expect((list.rows, list.columns, list.slotLines, list.thumbnailColumns, list.thumbnailRows) == (5, 1, 4, 8, 4))
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
