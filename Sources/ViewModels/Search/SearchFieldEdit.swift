/// One edit of the search field, as the screen's key map names it.
public enum SearchFieldEdit: Equatable, Sendable {
    /// Types text at the cursor.
    case insert(String)
    /// Backspace.
    case deleteBackward
    /// Delete.
    case deleteForward
    /// Ctrl-W: the word before the cursor (and the spaces after it).
    case deleteWordBackward
    /// Ctrl-U: everything before the cursor.
    case deleteToStart
    /// Ctrl-K: everything after the cursor.
    case deleteToEnd
    /// Alt-D: the word after the cursor (and the spaces before it).
    case deleteWordForward
    /// Alt-B: to the start of this or the previous word.
    case moveWordLeft
    /// Alt-F: to the end of this or the next word.
    case moveWordRight
    /// ←.
    case moveLeft
    /// →.
    case moveRight
    /// Home, Ctrl-A.
    case moveToStart
    /// End, Ctrl-E.
    case moveToEnd
}
