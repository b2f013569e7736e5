/// The characters the app's own chrome is drawn with: Unicode (box drawing, arrows, ellipses, half blocks),
/// or with `--ascii` their ASCII stand-ins, for terminals and fonts that have nothing else. Applied to every
/// string the canvas draws and to every image cell; remote text keeps what it has beyond these.
public enum Glyphs: Sendable {
    case unicode
    case ascii

    /// The stand-in for each character of the chrome.
    private static let asciiStandIns: [Character: String] = [
        "↑": "^", "↓": "v", "←": "<", "→": ">", "…": "...", "·": "-", "—": "-", "–": "-", "“": "\"", "”": "\"",
        "▌": ">", "▕": "[", "▏": "]", "█": "#", "▓": "%", "▒": "+", "░": ":", "▀": "#", "╳": "x",
        "─": "-", "│": "|", "┌": "+", "┐": "+", "└": "+", "┘": "+", "├": "+", "┤": "+", "╭": "+", "╮": "+", "╰": "+", "╯": "+",
    ]

    /// `text` drawn with these glyphs.
    func map(_ text: String) -> String {
        guard self == .ascii, text.unicodeScalars.contains(where: { !$0.isASCII }) else { return text }
        var mapped = ""
        for character in text { mapped += Glyphs.asciiStandIns[character] ?? String(character) }
        return mapped
    }

    /// What ends text cut to a width: one column either way.
    var ellipsis: Character { self == .ascii ? "." : "…" }

    /// One image cell's character with these glyphs.
    func map(_ character: Character) -> Character {
        guard self == .ascii, let stand = Glyphs.asciiStandIns[character], let first = stand.first else { return character }
        return first
    }
}
