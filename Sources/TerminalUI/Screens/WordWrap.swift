import Model

/// Breaks text into lines no wider than a number of columns, at spaces where it can.
enum WordWrap {
    /// The lines of `text` (already sanitised; `\n` starts a new paragraph) at most `width` columns wide.
    static func lines(_ text: String, width: Int) -> [String] {
        let width = max(width, 1)
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var used = 0
            for word in paragraph.split(separator: " ") {
                var word = String(word)
                var size = TerminalText.displayWidth(word)
                if used > 0, used + 1 + size > width {
                    lines.append(line)
                    line = ""
                    used = 0
                }
                while size > width {
                    var head = ""
                    var headSize = 0
                    for character in word {
                        let columns = TerminalText.displayWidth(of: character)
                        if headSize + columns > width - used - (used > 0 ? 1 : 0) { break }
                        head.append(character)
                        headSize += columns
                    }
                    if head.isEmpty {
                        lines.append(line)
                        line = ""
                        used = 0
                        continue
                    }
                    lines.append(line + (used > 0 ? " " : "") + head)
                    line = ""
                    used = 0
                    word.removeFirst(head.count)
                    size -= headSize
                }
                line += (used > 0 ? " " : "") + word
                used += (used > 0 ? 1 : 0) + size
            }
            lines.append(line)
        }
        return lines
    }
}
