/// A key press (or terminal event) as the screens see it.
public enum Key: Equatable, Sendable {
    case character(Character)
    /// Ctrl plus a letter, lower-cased: `.control("c")` for Ctrl-C.
    case control(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, backspace, delete, escape, tab
    /// Shift-Tab.
    case backTab
    /// The mouse wheel moved (`-1` up, `1` down).
    case wheel(Int)
    /// A click at screen row `row`, column `column`.
    case click(row: Int, column: Int)
    /// Alt (or Esc, then) plus a key: `.alt("b")` for M-b.
    case alt(Character)
    /// Alt-Backspace.
    case altBackspace
    /// Text pasted in one go (bracketed paste), line breaks made spaces.
    case paste(String)
    /// F1: the help, also where `?` is a letter.
    case help
}

extension Key {
    /// The key a character read from the terminal is: Enter, Tab, Esc, Backspace, Ctrl-letters, or itself.
    init?(terminalScalar code: UInt32) {
        switch code {
        case 10, 13: self = .enter
        case 9: self = .tab
        case 27: self = .escape
        case 8, 127: self = .backspace
        case 1...26: self = .control(Character(Unicode.Scalar(code + 96)!))
        default:
            guard let scalar = Unicode.Scalar(code) else { return nil }
            self = .character(Character(scalar))
        }
    }
}
