import Testing
@testable import TerminalUI
import ViewModels

/// The visible part of the search field keeps the cursor in view and counts columns as the terminal does.
struct FieldWindowTests {
    @Test func measuresWideCharactersInColumns() {
        var field = SearchField(text: "東京")
        field.apply(.moveLeft)
        #expect(FieldWindow(field, width: 20).cursorColumn == 2)
        #expect(FieldWindow(field, width: 20).text == "東京")
    }

    @Test func scrollsLongTextToKeepTheCursorVisible() {
        let window = FieldWindow(SearchField(text: String(repeating: "a", count: 30)), width: 10)
        #expect(window.cursorColumn <= 9)
        #expect(window.text.count <= 10)
    }
}
