import Model
import Testing
@testable import TerminalUI

/// Where the pictures on the terminal are after a scroll, and which must be sent again.
struct PicturePlacementTests {
    private static func placement(row: Int, color: UInt8) -> PicturePlacement {
        PicturePlacement(
            image: RGBImage(width: 8, height: 8, color: RGB(color, 0, 0)), row: row, column: 1, columns: 8, rows: 4,
            area: CellArea(lines: row..<row + 4, cells: 1..<9)
        )
    }

    /// Where the terminal carries its pictures, those that stay within the scrolled rows move with them; one scrolled out leaves
    /// its cells to be sent again.
    @Test func picturesWithinTheScrolledRowsMoveWithThem() {
        let first = Self.placement(row: 1, color: 1), second = Self.placement(row: 6, color: 2)
        let (moved, strays) = PicturePlacement.scrolled([first, second], rows: 1..<20, by: 5, carries: true)
        #expect(moved == [second.moved(up: 5)])
        #expect(strays == [CellArea(lines: -4 ..< 0, cells: 1..<9)])
    }

    /// A picture the scroll takes partly out of the rows: none is taken to have moved.
    @Test func aPictureCutByTheScrolledRowsHasAllSentAgain() {
        let (moved, strays) = PicturePlacement.scrolled([Self.placement(row: 2, color: 1), Self.placement(row: 8, color: 2)], rows: 1..<20, by: 3, carries: true)
        #expect(moved.isEmpty)
        #expect(!strays.isEmpty)
        #expect(PicturePlacement.scrolled([Self.placement(row: 8, color: 2)], rows: 1..<20, by: 3, carries: false).moved.isEmpty)
    }

    /// A moved picture stands where ncurses held cells concealed, unless a stray area crosses it.
    @Test func aMovedPictureIsKeptWhereNcursesHeldItsCells() {
        let before = Self.placement(row: 6, color: 1), moved = before.moved(up: 5)
        #expect(PicturePlacement.unharmed([moved], concealed: [Self.placement(row: 1, color: 9)], strays: []) == [moved])
        #expect(PicturePlacement.unharmed([moved], concealed: [before], strays: []).isEmpty)
        #expect(PicturePlacement.unharmed([moved], concealed: [Self.placement(row: 1, color: 9)], strays: [CellArea(lines: 2..<3, cells: 0..<40)]).isEmpty)
    }

    @Test func aPictureCrossesTheLinesMarked() {
        let picture = Self.placement(row: 3, color: 1)
        #expect(picture.crosses([false, false, false, false, true]))
        #expect(!picture.crosses([true, true, true, false, false, false, false, false]))
        #expect(!picture.crosses([]))
    }
}
