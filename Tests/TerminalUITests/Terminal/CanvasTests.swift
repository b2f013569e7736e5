import Testing
import CNcursesShim
@testable import TerminalUI

/// A scroll moves the screen's lines and the terminal's together, on real ncurses screens: what was drawn before the
/// scroll moves with it, what is drawn after lands where it is drawn, and ncurses sends the terminal all of it.
@MainActor
struct CanvasTests {
    /// A scene that keeps its drawing from frame to frame.
    private let scene = ObjectIdentifier(CanvasTests.self)

    @Test(arguments: [1, 3, -1, -3]) func aScrollMovesWhatWasDrawnBeforeIt(lines: Int) throws {
        let screen = try NcursesScreen(columns: 40, lines: 12, colors: .palette256)
        screen.drawFrame(keeping: scene) { canvas in
            for row in 0..<12 { canvas.text(canvas.fitted("line \(row)", toWidth: 40), row: row) }
        }
        screen.drawFrame(keeping: scene) { canvas in
            canvas.text(canvas.fitted("drawn before", toWidth: 40), row: 5)
            canvas.scroll(rows: 1..<11, by: lines)
            canvas.text(canvas.fitted("drawn after", toWidth: 40), row: 8)
        }
        var expected = (0..<12).map { "line \($0)" }
        expected[5] = "drawn before"
        let moved = (1..<11).map { row in (1..<11).contains(row + lines) ? expected[row + lines] : "" }
        expected.replaceSubrange(1..<11, with: moved)
        expected[8] = "drawn after"
        #expect(screen.text() == expected)
        #expect(screen.text(shown: true) == expected)
    }

    @Test func aFillAndARestyledLineAreTheCellsTheirTextInThatRoleWouldBe() throws {
        // ASCII: the test process keeps the C locale, where ncurses measures other characters otherwise than the app does.
        let title = "a title, and all"
        let drawn = try NcursesScreen(columns: 30, lines: 6, colors: .palette256)
        drawn.drawFrame(keeping: scene) { canvas in
            for row in 1..<5 { canvas.text("▌", row: row, role: .selection) }
            canvas.text(canvas.fitted(title, toWidth: 28), row: 1, column: 2, role: .selection, bold: true)
            for row in 2..<5 { canvas.text(".......", row: row, column: 23, role: .dim) }
        }
        let expected = (drawn.cells(), drawn.cells(shown: true))
        let restyled = try NcursesScreen(columns: 30, lines: 6, colors: .palette256)
        restyled.drawFrame(keeping: scene) { canvas in
            canvas.text(canvas.fitted(title, toWidth: 28), row: 1, column: 2, role: .normal, bold: true)
        }
        #expect(restyled.cells() != expected.0, "the roles look different")
        restyled.drawFrame(keeping: scene) { canvas in
            canvas.fill("▌", row: 1, column: 0, columns: 1, rows: 4, role: .selection)
            canvas.restyle(row: 1, from: 2, role: .selection, bold: true)
            // A box that runs past the right edge is cut there.
            canvas.fill(".", row: 2, column: 23, columns: 9, rows: 3, role: .dim)
        }
        #expect(restyled.cells() == expected.0)
        #expect(restyled.cells(shown: true) == expected.1)
    }

    /// A bar's right text that fits goes as it is at the line's end, before a space; one wider than half the line is cut
    /// to half of it; the left text, after a space, takes the rest, cut where the right one begins.
    @Test func aBarsRightTextGoesAtTheEndCutToHalfTheLineAtMost() throws {
        let screen = try NcursesScreen(columns: 30, lines: 3, colors: .palette256)
        screen.drawFrame(keeping: scene) { canvas in
            canvas.bar(row: 0, left: "a query and its count, long", right: "12 of 1525")
            canvas.bar(row: 1, left: "left", right: "a right text far wider than half")
        }
        #expect(screen.text() == [" a query and its c…12 of 1525", " left         a right text f…", ""])
    }
}

extension NcursesScreen {
    /// Each line's text, its trailing blanks left out.
    func text(shown: Bool = false) -> [String] {
        let cells = cells(shown: shown)
        return (0..<lines).map { line in
            let text = String(cells[line * columns..<(line + 1) * columns].map(\.character))
            return String(text.reversed().drop { $0 == " " }.reversed())
        }
    }
}
