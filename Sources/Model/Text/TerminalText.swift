/// Makes remote text safe to print on a terminal and measures it in columns.
///
/// Nothing that could move the cursor, change modes or reorder text survives ``sanitized(_:)``:
/// C0 and C1 controls (ESC included, so no escape sequence), DEL, bidirectional overrides and isolates.
public enum TerminalText {
    /// `text` without control, escape or bidi-override characters; tabs and newlines become spaces
    /// unless `keepingNewlines` is set, in which case line breaks survive as `\n`.
    public static func sanitized(_ text: String, keepingNewlines: Bool = false) -> String {
        guard !isPrintableASCII(text), text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar.value {
            case 0x0A where keepingNewlines: result.append("\n")
            case 0x0D where keepingNewlines: continue
            case 0x09, 0x0A, 0x0D: result.append(" ")
            case 0x1B:
                skipEscapeSequence(&scalars)
            case 0x9B:
                skipControlSequence(&scalars)
            default:
                if !isUnsafe(scalar) { result.append(scalar) }
            }
        }
        return String(result)
    }

    /// `text` on one line: sanitised, runs of white space folded to one space, trimmed.
    public static func singleLine(_ text: String) -> String {
        let clean = sanitized(text)
        return foldedASCII(clean) ?? clean.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// `text`'s runs of white space folded to one space and trimmed, byte by byte, when it is all ASCII (the common
    /// case, where splitting it into `Character`s cost much of a page of results); `nil` otherwise.
    /// In ASCII, white space is what `Character.isWhitespace` says: tab to carriage return, and space.
    private static func foldedASCII(_ text: String) -> String? {
        withUTF8(of: text) { bytes in
            guard bytes.reduce(0, |) < 0x80 else { return nil }
            var folded: [UInt8] = []
            folded.reserveCapacity(bytes.count)
            var spaceDue = false
            for byte in bytes {
                if byte == 0x20 || (0x09...0x0D).contains(byte) {
                    spaceDue = !folded.isEmpty
                } else {
                    if spaceDue { folded.append(0x20) }
                    spaceDue = false
                    folded.append(byte)
                }
            }
            return String(decoding: folded, as: UTF8.self)
        }
    }

    /// Columns `text` takes on a terminal: CJK and emoji two, combining marks none.
    public static func displayWidth(_ text: String) -> Int {
        if isPrintableASCII(text) { return text.utf8.count }
        return text.reduce(0) { $0 + displayWidth(of: $1) }
    }

    /// True when every byte is printable ASCII, where a byte is a column (the common, fast case): nothing to sanitise,
    /// measure or join.
    private static func isPrintableASCII(_ text: String) -> Bool {
        withUTF8(of: text) { bytes in
            // Without a branch a byte, so the loop runs in vector registers: a byte below 0x20 or from 0xA0 has its high
            // bit set once 0x20 is taken away, one from 0x7F to 0x9F once 0x21 is added back; printable ones neither.
            var outside: UInt8 = 0
            for byte in bytes { outside |= (byte &- 0x20) | (byte &- 0x20 &+ 0x21) }
            return outside < 0x80
        }
    }

    /// `body` given `text`'s UTF-8 bytes in memory: a loop over them is far cheaper than the `String.UTF8View`
    /// iterator.
    private static func withUTF8<Result>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = text
        return copy.withUTF8(body)
    }

    /// `text` as ncurses can put it on the screen in the columns a terminal gives it: an emoji ZWJ sequence
    /// (👨‍👩‍👧‍👦) becomes its first emoji. Terminals and tmux draw the sequence as one 2-column glyph, while ncurses
    /// counts every emoji in it and would clear 8 columns, leaving ghosts; its first emoji takes 2 in both.
    public static func drawable(_ text: String) -> String {
        guard !isPrintableASCII(text), text.unicodeScalars.contains(where: { $0.value == 0x200D }) else { return text }
        var result = ""
        for character in text {
            let scalars = character.unicodeScalars
            guard let joiner = scalars.firstIndex(where: { $0.value == 0x200D }) else {
                result.append(character)
                continue
            }
            result.unicodeScalars.append(contentsOf: scalars[..<joiner])
        }
        return result
    }

    /// Columns one grapheme cluster takes.
    public static func displayWidth(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value < 0x7F { return first.value < 0x20 ? 0 : 1 }
        if scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        return ScalarWidth.columns(first)
    }

    /// `text` cut to at most `width` columns, ending in `ellipsis` (one column) when anything was cut.
    public static func truncated(_ text: String, toWidth width: Int, ellipsis: Character = "…") -> String {
        cut(text, toWidth: width, ellipsis: ellipsis).text
    }

    /// `text` cut or padded with spaces to exactly `width` columns.
    public static func fitted(_ text: String, toWidth width: Int) -> String {
        var (cut, columns) = cut(text, toWidth: width)
        guard columns < width else { return cut }
        // Made in one buffer: the text's bytes, then the spaces, where `cut + String(repeating: " ", count:)` made two.
        let spaces = width - columns
        return cut.withUTF8 { text in
            String(unsafeUninitializedCapacity: text.count + spaces) { buffer in
                _ = buffer.initialize(fromContentsOf: text)
                buffer[text.count...].initialize(repeating: UInt8(ascii: " "))
                return text.count + spaces
            }
        }
    }

    /// `text` cut to at most `width` columns (ending in `ellipsis`, one column, when anything was cut) and the
    /// columns the result takes, measured in one pass.
    private static func cut(_ text: String, toWidth width: Int, ellipsis: Character = "…") -> (text: String, columns: Int) {
        guard width > 0 else { return ("", 0) }
        if isPrintableASCII(text) {
            let count = text.utf8.count
            return count <= width ? (text, count) : (String(text.utf8.prefix(width - 1))! + String(ellipsis), width)
        }
        var used = 0
        // The longest prefix that leaves a column for the ellipsis: its length in UTF-8 bytes and columns.
        var prefixBytes = 0
        var prefixColumns = 0
        var fitting = true
        for character in text {
            let columns = displayWidth(of: character)
            if fitting, used + columns <= width - 1 {
                prefixBytes += character.utf8.count
                prefixColumns = used + columns
            } else {
                fitting = false
            }
            used += columns
            if used > width { break }
        }
        guard used > width else { return (text, used) }
        return (String(text.utf8.prefix(prefixBytes))! + String(ellipsis), prefixColumns + 1)
    }

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
        default: false
        }
    }

    /// Drops the rest of an escape sequence whose ESC was just read.
    private static func skipEscapeSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
        guard let next = scalars.next() else { return }
        switch next {
        case "[": skipControlSequence(&scalars)
        case "]", "P", "X", "^", "_": skipStringSequence(&scalars)
        default: return
        }
    }

    /// Drops CSI parameters up to and including the final byte (0x40–0x7E).
    private static func skipControlSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
        while let scalar = scalars.next() {
            if (0x40...0x7E).contains(scalar.value) { return }
            if !(0x20...0x3F).contains(scalar.value) { return }
        }
    }

    /// Drops an OSC/DCS string up to BEL or ST (ESC \).
    private static func skipStringSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
        var previousWasEscape = false
        while let scalar = scalars.next() {
            if scalar.value == 0x07 || scalar.value == 0x9C || (previousWasEscape && scalar == "\\") { return }
            previousWasEscape = scalar.value == 0x1B
        }
    }
}
