/// The search field's text and cursor, edited as grapheme clusters (what a terminal draws as one character).
public struct SearchField: Equatable, Sendable {
    /// The text, one element a grapheme cluster.
    public private(set) var characters: [Character]
    /// The cursor, in characters from the start.
    public private(set) var cursor: Int

    /// `text` with the cursor at its end.
    public init(text: String = "") {
        characters = Array(text)
        cursor = characters.count
    }

    /// The text as a string.
    public var text: String { String(characters) }

    /// Applies one edit.
    public mutating func apply(_ edit: SearchFieldEdit) {
        switch edit {
        case .insert(let text):
            let inserted = Array(text)
            characters.insert(contentsOf: inserted, at: cursor)
            cursor += inserted.count
        case .moveLeft: cursor = max(cursor - 1, 0)
        case .moveRight: cursor = min(cursor + 1, characters.count)
        case .moveToStart: cursor = 0
        case .moveToEnd: cursor = characters.count
        case .deleteBackward:
            guard cursor > 0 else { return }
            characters.remove(at: cursor - 1)
            cursor -= 1
        case .deleteForward:
            guard cursor < characters.count else { return }
            characters.remove(at: cursor)
        case .deleteToStart:
            characters.removeSubrange(0..<cursor)
            cursor = 0
        case .deleteToEnd:
            characters.removeSubrange(cursor...)
        case .deleteWordBackward:
            var start = cursor
            while start > 0, characters[start - 1].isWhitespace { start -= 1 }
            while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
            characters.removeSubrange(start..<cursor)
            cursor = start
        }
    }
}
