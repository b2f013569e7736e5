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
            insert(text)
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
            let start = wordStart(before: cursor)
            characters.removeSubrange(start..<cursor)
            cursor = start
        case .deleteWordForward:
            characters.removeSubrange(cursor..<wordEnd(after: cursor))
        case .moveWordLeft: cursor = wordStart(before: cursor)
        case .moveWordRight: cursor = wordEnd(after: cursor)
        }
    }

    /// Inserts `text` at the cursor and lets the characters around it join into clusters again: a terminal
    /// sends an emoji ZWJ sequence one code point at a time, and it must become one character to erase whole.
    /// Only a few characters either side are joined again, so typing stays linear.
    private mutating func insert(_ text: String) {
        let start = max(cursor - 8, 0)
        let end = min(cursor + 8, characters.count)
        let before = String(characters[start..<cursor]) + text
        let joined = Array(before + String(characters[cursor..<end]))
        // The cursor goes after the cluster that holds the last inserted code point.
        let target = before.unicodeScalars.count
        var scalars = 0
        var position = 0
        while position < joined.count, scalars < target {
            scalars += joined[position].unicodeScalars.count
            position += 1
        }
        characters.replaceSubrange(start..<end, with: joined)
        cursor = start + position
    }

    /// Keeps the first `limit` characters; returns whether anything was cut.
    public mutating func truncate(to limit: Int) -> Bool {
        guard characters.count > limit else { return false }
        characters.removeSubrange(limit...)
        cursor = min(cursor, limit)
        return true
    }

    /// Where the word before `position` starts (spaces just before it skipped), as readline's M-b.
    private func wordStart(before position: Int) -> Int {
        var start = position
        while start > 0, characters[start - 1].isWhitespace { start -= 1 }
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        return start
    }

    /// Where the word after `position` ends (spaces just after it skipped), as readline's M-f.
    private func wordEnd(after position: Int) -> Int {
        var end = position
        while end < characters.count, characters[end].isWhitespace { end += 1 }
        while end < characters.count, !characters[end].isWhitespace { end += 1 }
        return end
    }
}
