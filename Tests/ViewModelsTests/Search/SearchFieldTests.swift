import Testing
import ViewModels

/// The search field edits by grapheme cluster, as readline's keys do.
struct SearchFieldTests {
    private func edit(_ text: String = "", _ edits: [SearchFieldEdit]) -> SearchField {
        var field = SearchField(text: text)
        for edit in edits { field.apply(edit) }
        return field
    }

    @Test func typesAtTheCursor() {
        let field = edit("hllo", [.moveToStart, .moveRight, .insert("e"), .moveToEnd, .insert("!")])
        #expect(field.text == "hello!")
        #expect(field.cursor == 6)
    }

    @Test func erasesBackwardAndForward() {
        #expect(edit("abc", [.deleteBackward]).text == "ab")
        #expect(edit("abc", [.moveToStart, .deleteForward]).text == "bc")
        #expect(edit("abc", [.moveToStart, .deleteBackward]).text == "abc")
        #expect(edit("abc", [.deleteForward]).text == "abc")
    }

    @Test func erasesWordsAndLines() {
        #expect(edit("red bus  ", [.deleteWordBackward]).text == "red ")
        #expect(edit("red bus", [.moveLeft, .moveLeft, .moveLeft, .deleteToStart]).text == "bus")
        #expect(edit("red bus", [.moveToStart, .deleteToEnd]).text == "")
    }

    @Test func editsWideCharactersAndClustersWhole() {
        let field = edit("東京👍🏽", [.deleteBackward, .moveLeft, .insert("の")])
        #expect(field.text == "東の京")
        #expect(field.cursor == 2)
        #expect(edit("a👨‍👩‍👧‍👦", [.deleteBackward]).text == "a", "one Backspace erases a whole ZWJ sequence")
    }

    @Test func joinsAnEmojiTypedOneCodePointAtATime() {
        var field = SearchField(text: "a")
        for scalar in "👨‍👩‍👧‍👦".unicodeScalars { field.apply(.insert(String(scalar))) }
        field.apply(.insert("b"))
        #expect(field.characters.count == 3)
        #expect(field.cursor == 3)
        field.apply(.moveLeft)
        field.apply(.deleteBackward)
        #expect(field.text == "ab")
    }

    @Test func insertsPastedTextAsOneEdit() {
        let field = edit("ab", [.moveLeft, .insert("XYZ")])
        #expect(field.text == "aXYZb")
        #expect(field.cursor == 4)
    }
}
