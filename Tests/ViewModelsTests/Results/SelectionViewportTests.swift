import Testing
import ViewModels

/// Every move from every selection, over every small shape of screen and list: the selection stays among the loaded
/// results and on screen, moves by what its key says (clamped at the ends), scrolls only as far as it must and by
/// whole screen rows, and remembers a move past the loaded results only while more can load.
struct SelectionViewportTests {
    static let moves: [SelectionViewport.Move] = [.up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .to(0), .to(5), .to(40)]

    @Test func everyMoveFromEverySelection() {
        for count in 1...13 {
            for rows in 1...4 {
                for columns in 1...3 {
                    for hasMore in [false, true] {
                        for start in 0..<count {
                            var viewport = SelectionViewport()
                            viewport.resize(rows: rows, columns: columns)
                            viewport.loaded(count: count, hasMore: hasMore)
                            viewport.move(.to(start))
                            for move in SelectionViewportTests.moves {
                                check(viewport, move, "\(count) results, \(rows)×\(columns), from \(start), \(move)")
                            }
                        }
                    }
                }
            }
        }
    }

    private func check(_ before: SelectionViewport, _ move: SelectionViewport.Move, _ context: String) {
        var after = before
        after.move(move)
        let (count, columns, screenful) = (before.count, before.columns, before.screenful)
        guard let from = before.selected, let selected = after.selected else {
            Issue.record("no selection: \(context)")
            return
        }
        let asked = switch move {
        case .up: from - columns
        case .down: from + columns
        case .left: from - 1
        case .right: from + 1
        case .pageUp: from - screenful
        case .pageDown: from + screenful
        case .home: 0
        case .end: count - 1
        case .to(let index): index
        }
        #expect(selected == min(max(asked, 0), count - 1), "\(context)")
        #expect(after.wanted == (asked >= count && before.hasMore ? asked : nil), "\(context)")
        #expect(after.visible.contains(selected), "\(context)")
        #expect(after.firstVisible % columns == 0, "\(context)")
        #expect(after.visible.count == min(screenful, count - after.firstVisible), "\(context)")
        // As little scrolling as keeps the selection in view: none while it stays on the old screen; else it lands
        // on the screen's first or last row; and never past the last full screen.
        if before.visible.contains(selected) {
            #expect(after.firstVisible == before.firstVisible, "\(context)")
        } else {
            let row = selected / columns, first = after.firstVisible / columns, lastRow = (count - 1) / columns
            #expect(row == first || row == first + before.rows - 1 || first == max(lastRow - before.rows + 1, 0), "\(context)")
        }
    }

    @Test func goesOnToAResultAskedForAsItLoads() {
        var viewport = SelectionViewport()
        viewport.resize(rows: 3, columns: 2)
        viewport.loaded(count: 4, hasMore: true)
        viewport.move(.pageDown)
        viewport.move(.down)
        #expect((viewport.selected, viewport.wanted) == (3, 8))
        viewport.loaded(count: 6, hasMore: true)
        #expect((viewport.selected, viewport.wanted) == (5, 8), "as far as it can")
        viewport.loaded(count: 10, hasMore: false)
        #expect((viewport.selected, viewport.wanted, viewport.firstVisible) == (8, nil, 4))
        // A smaller screen scrolls to keep it; clearing keeps the screen's shape.
        viewport.resize(rows: 1, columns: 2)
        #expect(viewport.visible == 8..<10)
        viewport.clear()
        #expect((viewport.selected, viewport.count, viewport.visible, viewport.screenful) == (nil, 0, 0..<0, 2))
        viewport.move(.down)
        #expect(viewport.selected == nil, "nothing to move among")
    }

    @Test func waitsForTheScreenBeforeScrolling() {
        var viewport = SelectionViewport()
        viewport.loaded(count: 50, hasMore: false)
        viewport.move(.to(30))
        #expect((viewport.selected, viewport.firstVisible, viewport.visible) == (30, 0, 0..<0))
        viewport.resize(rows: 0, columns: 0)
        #expect((viewport.rows, viewport.columns, viewport.visible) == (1, 1, 30..<31))
    }
}
