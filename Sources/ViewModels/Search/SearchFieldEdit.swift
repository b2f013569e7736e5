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
    /// ←.
    case moveLeft
    /// →.
    case moveRight
    /// Home, Ctrl-A.
    case moveToStart
    /// End, Ctrl-E.
    case moveToEnd
}
