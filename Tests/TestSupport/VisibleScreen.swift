/// What a terminal shows, read from tmux's `capture-pane -e`: each line's characters with the attributes that change how
/// each looks. Two captures of one look compare equal however tmux wrote them: it writes each cell's SGR changes from the
/// cell before, so a blank whose (invisible) boldness differs, or a line's trailing blanks, change the text, not the look.
public struct VisibleScreen: Equatable, CustomStringConvertible {
    /// One character and how it looks: for a blank only its background and inversion, for any other all of it.
    public struct Cell: Equatable {
        public let character: Character
        public let look: [String]
    }

    public let lines: [[Cell]]

    public init(captured: String) {
        var look: [String: String] = [:]
        var lines: [[Cell]] = []
        for text in captured.split(separator: "\n", omittingEmptySubsequences: false) {
            var cells: [Cell] = []
            var rest = Substring(text)
            while let first = rest.first {
                if first == "\u{1b}", rest.dropFirst().first == "[", let end = rest.firstIndex(of: "m") {
                    let parameters = rest[rest.index(rest.startIndex, offsetBy: 2)..<end].split(separator: ";", omittingEmptySubsequences: false)
                    VisibleScreen.apply(parameters.map { Int($0) ?? 0 }, to: &look)
                    rest = rest[rest.index(after: end)...]
                    continue
                }
                let shown = first == " " ? look.filter { ["background", "7"].contains($0.key) || ($0.key == "foreground" && look["7"] != nil) } : look
                cells.append(Cell(character: first, look: shown.map { "\($0.key)=\($0.value)" }.sorted()))
                rest = rest.dropFirst()
            }
            // Blanks at a line's end that look like the terminal's own background are no cells of its.
            while let last = cells.last, last.character == " ", last.look.isEmpty { cells.removeLast() }
            lines.append(cells)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        self.lines = lines
    }

    /// The lines' characters alone.
    public var description: String { lines.map { String($0.map(\.character)) }.joined(separator: "\n") }

    /// `look` after one SGR sequence's `parameters`.
    private static func apply(_ parameters: [Int], to look: inout [String: String]) {
        var index = 0
        while index < parameters.count {
            let parameter = parameters[index]
            switch parameter {
            case 0: look = [:]
            case 38, 48:
                let key = parameter == 38 ? "foreground" : "background"
                let count = parameters.dropFirst(index + 1).first == 5 ? 2 : 4
                look[key] = parameters.dropFirst(index + 1).prefix(count).map(String.init).joined(separator: ":")
                index += count
            case 30...37, 90...97: look["foreground"] = String(parameter)
            case 39: look["foreground"] = nil
            case 40...47, 100...107: look["background"] = String(parameter)
            case 49: look["background"] = nil
            case 22: look["1"] = nil; look["2"] = nil
            case 23...29: look[String(parameter - 20)] = nil
            default: look[String(parameter)] = "on"
            }
            index += 1
        }
    }
}
