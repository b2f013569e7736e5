import Testing
@testable import TerminalUI

struct TextFieldTests {
    private func edit(_ text: String = "", _ keys: [Key]) -> TextField {
        var field = TextField(text: text)
        for key in keys { _ = field.handle(key) }
        return field
    }

    @Test func typesAtTheCursor() {
        let field = edit("hllo", [.home, .right, .character("e"), .end, .character("!")])
        #expect(field.text == "hello!" && field.cursor == 6)
    }

    @Test func erasesBackwardAndForward() {
        #expect(edit("abc", [.backspace]).text == "ab")
        #expect(edit("abc", [.home, .delete]).text == "bc")
        #expect(edit("abc", [.home, .backspace]).text == "abc")
        #expect(edit("abc", [.delete]).text == "abc")
    }

    @Test func erasesWordsAndLines() {
        #expect(edit("red bus  ", [.control("w")]).text == "red ")
        #expect(edit("red bus", [.left, .left, .left, .control("u")]).text == "bus")
        #expect(edit("red bus", [.home, .control("k")]).text == "")
    }

    @Test func editsWideCharactersWhole() {
        let field = edit("東京👍🏽", [.backspace, .left, .character("の")])
        #expect(field.text == "東の京")
        #expect(field.visible(width: 20).cursorColumn == 4)
    }

    @Test func scrollsLongTextToKeepTheCursorVisible() {
        let field = TextField(text: String(repeating: "a", count: 30))
        let visible = field.visible(width: 10)
        #expect(visible.cursorColumn <= 9)
        #expect(visible.text.count <= 10)
    }

    @Test func leavesOtherKeysAlone() {
        var field = TextField()
        #expect(!field.handle(.enter) && !field.handle(.escape) && !field.handle(.up))
    }
}
