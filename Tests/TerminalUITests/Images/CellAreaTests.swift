import Testing
@testable import TerminalUI

/// The cells ncurses is to send again after a scroll: the changed lines but for the pictures kept on them.
struct CellAreaTests {
    /// Lines alike go together; a line with a picture on it leaves the picture's cells out.
    @Test func changedLinesGoWholeButForThePicturesKeptOnThem() {
        let picture = CellArea(lines: 2..<4, cells: 1..<9)
        let changed = [false, true, true, true, true, false, true]
        let areas = CellArea.text(of: changed, around: [picture], columns: 40)
        #expect(Set(areas.map(\.description)) == [
            "1..<2 × 0..<40", "2..<4 × 0..<1", "2..<4 × 9..<40", "4..<5 × 0..<40", "6..<7 × 0..<40",
        ])
    }

    /// A picture reaching past the screen's right edge leaves no part beyond it.
    @Test func nothingIsForgottenBeyondTheScreen() {
        let areas = CellArea.text(of: [true], around: [CellArea(lines: 0..<1, cells: 30..<50)], columns: 40)
        #expect(areas.map(\.description) == ["0..<1 × 0..<30"])
        #expect(CellArea.text(of: [true], around: [CellArea(lines: 0..<1, cells: 50..<60)], columns: 40).map(\.description) == ["0..<1 × 0..<40"])
    }

    @Test func areasOffTheScreenAreLeftOut() {
        let areas = CellArea.onScreen([CellArea(lines: -3 ..< -1, cells: 0..<4), CellArea(lines: 8..<12, cells: 2..<4)], size: (columns: 10, rows: 10))
        #expect(areas == [CellArea(lines: 8..<10, cells: 2..<4)])
    }
}

extension CellArea: CustomStringConvertible {
    public var description: String { "\(lines) × \(cells)" }
}
