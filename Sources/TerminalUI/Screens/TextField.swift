import Model

/// An editable line of text with a cursor, edited as grapheme clusters and measured in columns.
struct TextField {
    private(set) var characters: [Character] = []
    /// Cursor position, in characters.
    private(set) var cursor = 0

    init(text: String = "") {
        characters = Array(text)
        cursor = characters.count
    }

    var text: String { String(characters) }

    /// Applies an editing key; returns false when the key is not an editing key.
    mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .character(let character):
            characters.insert(character, at: cursor)
            cursor += 1
        case .left: cursor = max(cursor - 1, 0)
        case .right: cursor = min(cursor + 1, characters.count)
        case .home, .control("a"): cursor = 0
        case .end, .control("e"): cursor = characters.count
        case .backspace, .control("h"):
            guard cursor > 0 else { return true }
            characters.remove(at: cursor - 1)
            cursor -= 1
        case .delete, .control("d"):
            guard cursor < characters.count else { return true }
            characters.remove(at: cursor)
        case .control("u"):
            characters.removeSubrange(0..<cursor)
            cursor = 0
        case .control("k"):
            characters.removeSubrange(cursor...)
        case .control("w"):
            var start = cursor
            while start > 0, characters[start - 1].isWhitespace { start -= 1 }
            while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
            characters.removeSubrange(start..<cursor)
            cursor = start
        default:
            return false
        }
        return true
    }

    /// The visible part for a field `width` columns wide, and the cursor's column in it.
    func visible(width: Int) -> (text: String, cursorColumn: Int) {
        let width = max(width, 1)
        var start = 0
        var columns = TerminalText.displayWidth(String(characters[0..<cursor]))
        while columns >= width, start < cursor {
            columns -= TerminalText.displayWidth(of: characters[start])
            start += 1
        }
        var shown = ""
        var used = 0
        for character in characters[start...] {
            let size = TerminalText.displayWidth(of: character)
            if used + size > width { break }
            shown.append(character)
            used += size
        }
        return (shown, columns)
    }
}
