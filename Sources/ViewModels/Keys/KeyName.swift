/// A key as people write it in the config file's `[keys]` and read it in hints and help: `j`, `G`, `?`,
/// `Space`, `Enter`, `Esc`, `Up`, `PgDn`, `Ctrl-F`, `Alt-b`, `Shift-Tab`, `F1`.
public enum KeyName: Hashable, Sendable {
    /// A printable character (Space included).
    case character(Character)
    /// Ctrl plus a letter, lower-cased.
    case control(Character)
    /// Alt (or Esc, then) plus a printable character.
    case alt(Character)
    case up, down, left, right, pageUp, pageDown, home, end, enter, backspace, delete, escape, tab, backTab, f1

    /// The named keys and the other spellings accepted for each; the first is how the key is written back.
    private static let named: [(key: KeyName, names: [String])] = [
        (.up, ["Up"]), (.down, ["Down"]), (.left, ["Left"]), (.right, ["Right"]), (.pageUp, ["PgUp", "PageUp"]),
        (.pageDown, ["PgDn", "PageDown"]), (.home, ["Home"]), (.end, ["End"]), (.enter, ["Enter", "Return"]),
        (.backspace, ["Backspace", "BS"]), (.delete, ["Delete", "Del"]), (.escape, ["Esc", "Escape"]), (.tab, ["Tab"]),
        (.backTab, ["Shift-Tab", "BackTab"]), (.f1, ["F1"]), (.character(" "), ["Space"]),
    ]

    /// Ctrl-letters the terminal sends as another key: they can only be written as that key.
    private static let controlTwins: [Character: String] = ["h": "Backspace", "i": "Tab", "j": "Enter", "m": "Enter"]

    /// Reads a key name; throws a sentence saying what is wrong with it.
    public init(parsing text: String) throws(KeyNameError) {
        if text.count == 1, let character = text.first {
            guard KeyName.isPrintable(character) else { throw KeyNameError(text: text, reason: "is not a printable key") }
            self = .character(character)
            return
        }
        if let named = KeyName.named.first(where: { $0.names.contains { $0.lowercased() == text.lowercased() } }) {
            self = named.key
            return
        }
        for (prefixes, isControl) in [(["Ctrl-", "Ctrl+", "C-", "^"], true), (["Alt-", "Alt+", "M-", "Meta-"], false)] {
            guard let prefix = prefixes.first(where: { text.lowercased().hasPrefix($0.lowercased()) }) else { continue }
            let rest = text.dropFirst(prefix.count)
            guard rest.count == 1, let character = rest.first, KeyName.isPrintable(character), character != " " else {
                throw KeyNameError(text: text, reason: "needs one character after \(prefix)")
            }
            if isControl {
                let letter = Character(character.lowercased())
                guard letter.isASCII, letter.isLetter else { throw KeyNameError(text: text, reason: "is not a key: Ctrl goes with a letter") }
                if let twin = KeyName.controlTwins[letter] {
                    throw KeyNameError(text: text, reason: "reaches the app as \(twin); write \(twin)")
                }
                self = .control(letter)
            } else {
                self = .alt(character)
            }
            return
        }
        throw KeyNameError(text: text, reason: "is not a key name (a character, Ctrl-x, Alt-x, or one of "
            + KeyName.named.map { $0.names[0] }.joined(separator: ", ") + ")")
    }

    private static func isPrintable(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { !$0.properties.generalCategory.isControlOrFormat }
    }

    /// How the key is written in the config file: `j`, `Space`, `Ctrl-F`, `PgDn`.
    public var name: String {
        if let named = KeyName.named.first(where: { $0.key == self }) { return named.names[0] }
        switch self {
        case .character(let character): return String(character)
        case .control(let letter): return "Ctrl-" + letter.uppercased()
        case .alt(let character): return "Alt-" + String(character)
        default: return ""
        }
    }

    /// How hints show the key: arrows for the arrow keys, else its name.
    public var label: String {
        switch self {
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        default: name
        }
    }

    /// A character the search field takes as text, so that no binding of it applies there.
    var isText: Bool {
        if case .character = self { return true }
        return false
    }
}

private extension Unicode.GeneralCategory {
    var isControlOrFormat: Bool {
        switch self {
        case .control, .format, .lineSeparator, .paragraphSeparator, .unassigned, .surrogate, .privateUse: true
        default: false
        }
    }
}
