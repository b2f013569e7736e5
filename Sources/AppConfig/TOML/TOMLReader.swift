/// Reads TOML 1.0 (https://toml.io/en/v1.0.0) into a ``TOMLDocument``, noting the line of every key.
///
/// Written here rather than taken from TOMLKit: that package links the whole of Foundation and ICU into flickterm
/// for its `Data` and `Date`, which doubled the binary and made every start slower (`make bench` times the start).
struct TOMLReader {
    /// A table being read, and how it came to be: that decides what may still be added to it.
    private final class Node {
        enum Origin {
            /// Named on the way to another table (`a` in `[a.b]`): a header of its own may still define it.
            case implied
            /// Defined by a `[header]` (or the file itself).
            case header
            /// Defined by a dotted key (`a.b = 1`).
            case dotted
        }

        var origin: Origin
        var entries: [String: Entry] = [:]

        init(_ origin: Origin) { self.origin = origin }

        var table: TOMLTable { TOMLTable(entries.mapValues(\.value)) }
    }

    private enum Entry {
        case value(TOMLValue)
        case table(Node)
        /// `[[array of tables]]`.
        case tables([Node])

        var value: TOMLValue {
            switch self {
            case .value(let value): value
            case .table(let node): .table(node.table)
            case .tables(let nodes): .array(nodes.map { .table($0.table) })
            }
        }
    }

    /// Arrays and inline tables nested deeper than this, and keys of more parts, are refused: reading them (and making
    /// the tables a dotted key names) recurses.
    static let maximumDepth = 64

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var depth = 0
    private let root = Node(.header)
    /// The table the last header opened, and its path.
    private var current: Node
    private var currentPath: [String] = []
    private var lines: [String: Int] = [:]

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
        current = root
    }

    /// The document `text` holds.
    static func read(_ text: String) throws(TOMLError) -> TOMLDocument {
        var reader = TOMLReader(Array(text.utf8))
        try reader.readDocument()
        return TOMLDocument(root: reader.root.table, lines: reader.lines)
    }

    /// Whether `byte` may be part of a bare key (`A-Za-z0-9_-`).
    static func isBareKeyByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "-"): true
        default: false
        }
    }

    // MARK: lines and blanks

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func peek(at offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }

    private func fail(_ reason: String) -> TOMLError { TOMLError(line: line, reason: reason) }

    private mutating func take(_ character: Unicode.Scalar) -> Bool {
        guard peek == UInt8(ascii: character) else { return false }
        index += 1
        return true
    }

    private mutating func readDocument() throws(TOMLError) {
        while true {
            skipBlanks()
            guard let byte = peek else { return }
            switch byte {
            case UInt8(ascii: "#"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): break
            case UInt8(ascii: "["): try readHeader()
            default: try readKeyValue(into: current, path: currentPath)
            }
            try endLine()
        }
    }

    private mutating func skipBlanks() {
        while peek == UInt8(ascii: " ") || peek == UInt8(ascii: "\t") { index += 1 }
    }

    /// Past a line break, if one is next; true when there was one.
    private mutating func takeLineBreak() -> Bool {
        if peek == UInt8(ascii: "\n") {
            index += 1
        } else if peek == UInt8(ascii: "\r"), peek(at: 1) == UInt8(ascii: "\n") {
            index += 2
        } else {
            return false
        }
        line += 1
        return true
    }

    /// After a statement: blanks, a comment, then the end of the line or of the file.
    private mutating func endLine() throws(TOMLError) {
        skipBlanks()
        try skipComment()
        guard let byte = peek, !takeLineBreak() else { return }
        throw fail("expected the end of the line, found \(TOMLReader.shown(byte))")
    }

    private mutating func skipComment() throws(TOMLError) {
        guard take("#") else { return }
        while let byte = peek, byte != UInt8(ascii: "\n"), !(byte == UInt8(ascii: "\r") && peek(at: 1) == UInt8(ascii: "\n")) {
            guard !TOMLReader.isControl(byte) else { throw fail("a comment holds a control character") }
            index += 1
        }
    }

    /// Blanks, comments and line breaks, as arrays allow between their values.
    private mutating func skipBlanksAndLines() throws(TOMLError) {
        repeat {
            skipBlanks()
            try skipComment()
        } while takeLineBreak()
    }

    /// A control character TOML allows in no string or comment (a tab is allowed).
    private static func isControl(_ byte: UInt8) -> Bool { (byte < 0x20 && byte != UInt8(ascii: "\t")) || byte == 0x7F }

    /// `byte` as a message names it.
    private static func shown(_ byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"): "a line break"
        case 0x21...0x7E: "“\(Character(Unicode.Scalar(byte)))”"
        default: byte < 0x80 ? "a control character" : "a character outside ASCII"
        }
    }

    // MARK: keys and tables

    private func shownKey(_ path: some Collection<String>) -> String {
        path.map { name in name.utf8.allSatisfy(TOMLReader.isBareKeyByte) && !name.isEmpty ? name : TOMLValue.quoted(name) }
            .joined(separator: ".")
    }

    private mutating func note(_ path: [String], line: Int) {
        let key = path.joined(separator: ".")
        if lines[key] == nil { lines[key] = line }
    }

    /// A key: bare, quoted, or a dotted path of those.
    private mutating func readKey() throws(TOMLError) -> [String] {
        var parts: [String] = []
        repeat {
            guard parts.count < TOMLReader.maximumDepth else { throw fail("a key has more than \(TOMLReader.maximumDepth) parts") }
            skipBlanks()
            parts.append(try readSimpleKey())
            skipBlanks()
        } while take(".")
        return parts
    }

    private mutating func readSimpleKey() throws(TOMLError) -> String {
        switch peek {
        case UInt8(ascii: "\""): return try readBasicString()
        case UInt8(ascii: "'"): return try readLiteralString()
        default:
            let start = index
            while let byte = peek, TOMLReader.isBareKeyByte(byte) { index += 1 }
            guard index > start else { throw fail(peek.map { "expected a key, found \(TOMLReader.shown($0))" } ?? "expected a key") }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
    }

    /// `key = value` into `table`, whose path is `path` (`nil` inside an inline table, whose keys' lines are not noted).
    private mutating func readKeyValue(into table: Node, path: [String]?) throws(TOMLError) {
        let keyLine = line
        let key = try readKey()
        guard take("=") else { throw fail("expected = after the key \(shownKey(key))") }
        skipBlanks()
        let value = try readValue()
        var node = table
        for (offset, part) in key.dropLast().enumerated() {
            switch node.entries[part] {
            case nil:
                let made = Node(.dotted)
                node.entries[part] = .table(made)
                node = made
            case .table(let inner) where inner.origin != .header:
                node = inner
            default:
                throw TOMLError(line: keyLine, reason: "\(shownKey((path ?? []) + key.prefix(offset + 1))) is already defined")
            }
            if let path { note(path + key.prefix(offset + 1), line: keyLine) }
        }
        let last = key[key.count - 1]
        guard node.entries[last] == nil else { throw TOMLError(line: keyLine, reason: "\(shownKey((path ?? []) + key)) is defined twice") }
        node.entries[last] = .value(value)
        if let path { note(path + key, line: keyLine) }
    }

    /// `[table]` or `[[array of tables]]`: the table the following keys go into.
    private mutating func readHeader() throws(TOMLError) {
        index += 1
        let array = take("[")
        let key = try readKey()
        guard take("]"), !array || take("]") else { throw fail("expected \(array ? "]]" : "]") after the table's name") }
        var node = root
        for (offset, part) in key.dropLast().enumerated() {
            switch node.entries[part] {
            case nil:
                let made = Node(.implied)
                node.entries[part] = .table(made)
                node = made
            case .table(let inner): node = inner
            case .tables(let list): node = list[list.count - 1]
            case .value: throw fail("\(shownKey(key.prefix(offset + 1))) is a value, not a table")
            }
        }
        let last = key[key.count - 1]
        let made = Node(.header)
        switch (node.entries[last], array) {
        case (nil, false): node.entries[last] = .table(made)
        case (nil, true): node.entries[last] = .tables([made])
        case (.tables(let list), true): node.entries[last] = .tables(list + [made])
        case (.table(let existing), false) where existing.origin == .implied:
            existing.origin = .header
            current = existing
            currentPath = key
            note(key, line: line)
            return
        default: throw fail("the table \(shownKey(key)) is defined twice")
        }
        current = made
        currentPath = key
        note(key, line: line)
    }

    // MARK: values

    private mutating func readValue() throws(TOMLError) -> TOMLValue {
        guard let byte = peek else { throw fail("expected a value") }
        switch byte {
        case UInt8(ascii: "\""):
            return .string(peek(at: 1) == byte && peek(at: 2) == byte ? try readMultilineString(literal: false) : try readBasicString())
        case UInt8(ascii: "'"):
            return .string(peek(at: 1) == byte && peek(at: 2) == byte ? try readMultilineString(literal: true) : try readLiteralString())
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            depth += 1
            defer { depth -= 1 }
            guard depth <= TOMLReader.maximumDepth else { throw fail("arrays and tables are nested more than \(TOMLReader.maximumDepth) deep") }
            return byte == UInt8(ascii: "[") ? try readArray() : try readInlineTable()
        default:
            return try readWord()
        }
    }

    private mutating func readBasicString() throws(TOMLError) -> String {
        index += 1
        var text: [UInt8] = []
        while true {
            guard let byte = peek, byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") else { throw fail("a string is not closed on its line") }
            index += 1
            if byte == UInt8(ascii: "\"") { return String(decoding: text, as: UTF8.self) }
            if byte == UInt8(ascii: "\\") {
                try readEscape(into: &text)
            } else {
                guard !TOMLReader.isControl(byte) else { throw fail("a string holds a control character; write it as an escape") }
                text.append(byte)
            }
        }
    }

    private mutating func readLiteralString() throws(TOMLError) -> String {
        index += 1
        let start = index
        while true {
            guard let byte = peek, byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") else { throw fail("a string is not closed on its line") }
            if byte == UInt8(ascii: "'") { break }
            guard !TOMLReader.isControl(byte) else { throw fail("a string holds a control character") }
            index += 1
        }
        defer { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// `"""…"""` or `'''…'''`: a line break right after the opening is left out; in a basic one, a backslash at the
    /// end of a line joins it to the next line's first character that is not blank.
    private mutating func readMultilineString(literal: Bool) throws(TOMLError) -> String {
        let delimiter = bytes[index]
        let opened = line
        index += 3
        _ = takeLineBreak()
        var text: [UInt8] = []
        while let byte = peek {
            if byte == delimiter, peek(at: 1) == delimiter, peek(at: 2) == delimiter {
                index += 3
                // Up to two more quotes are the string's last characters.
                for _ in 0..<2 where peek == delimiter {
                    text.append(delimiter)
                    index += 1
                }
                return String(decoding: text, as: UTF8.self)
            }
            if takeLineBreak() {
                text.append(UInt8(ascii: "\n"))
                continue
            }
            index += 1
            if byte == UInt8(ascii: "\\"), !literal {
                skipBlanks()
                if takeLineBreak() {
                    try skipBlanksAndLinesInString()
                } else {
                    try readEscape(into: &text)
                }
            } else {
                guard !TOMLReader.isControl(byte) else { throw fail("a string holds a control character") }
                text.append(byte)
            }
        }
        throw TOMLError(line: opened, reason: "a string opened here is not closed")
    }

    private mutating func skipBlanksAndLinesInString() throws(TOMLError) {
        repeat { skipBlanks() } while takeLineBreak()
    }

    private mutating func readEscape(into text: inout [UInt8]) throws(TOMLError) {
        guard let byte = peek else { throw fail("a string is not closed") }
        index += 1
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "b"): 0x08, UInt8(ascii: "t"): 0x09, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "r"): 0x0D,
            UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "\\"): UInt8(ascii: "\\"),
        ]
        if let escaped = simple[byte] {
            text.append(escaped)
            return
        }
        let digits = byte == UInt8(ascii: "u") ? 4 : byte == UInt8(ascii: "U") ? 8 : 0
        guard digits > 0 else { throw fail("\\\(Character(Unicode.Scalar(byte))) is not an escape TOML knows") }
        let hex = bytes[index..<min(index + digits, bytes.count)]
        guard hex.count == digits, hex.allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
              let value = UInt32(String(decoding: hex, as: UTF8.self), radix: 16), let scalar = Unicode.Scalar(value) else {
            throw fail("\\\(Character(Unicode.Scalar(byte))) must be followed by \(digits) hexadecimal digits naming a Unicode character")
        }
        index += digits
        UTF8.encode(scalar) { text.append($0) }
    }

    private mutating func readArray() throws(TOMLError) -> TOMLValue {
        let opened = line
        index += 1
        var values: [TOMLValue] = []
        while true {
            try skipBlanksAndLines()
            guard peek != nil else { throw TOMLError(line: opened, reason: "an array opened here is not closed") }
            if take("]") { return .array(values) }
            values.append(try readValue())
            try skipBlanksAndLines()
            if take(",") { continue }
            guard peek != nil else { throw TOMLError(line: opened, reason: "an array opened here is not closed") }
            guard take("]") else { throw fail("expected , or ] in an array, found \(TOMLReader.shown(peek ?? 0))") }
            return .array(values)
        }
    }

    /// `{ key = value, … }`, on one line.
    private mutating func readInlineTable() throws(TOMLError) -> TOMLValue {
        index += 1
        let table = Node(.header)
        skipBlanks()
        if take("}") { return .table(table.table) }
        while true {
            try readKeyValue(into: table, path: nil)
            skipBlanks()
            if take(",") { continue }
            guard take("}") else { throw fail("expected , or } in an inline table (which stays on one line)") }
            return .table(table.table)
        }
    }

    /// `true`, `false`, a number, or a date and time.
    private mutating func readWord() throws(TOMLError) -> TOMLValue {
        let start = index
        func isWordByte(_ byte: UInt8) -> Bool {
            TOMLReader.isBareKeyByte(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":")
        }
        while let byte = peek, isWordByte(byte) { index += 1 }
        // A date and a time may be written apart by one space.
        if peek == UInt8(ascii: " "), index - start == 10, TOMLDate.isDate(bytes[start..<index]), let next = peek(at: 1), (0x30...0x39).contains(next) {
            index += 1
            while let byte = peek, isWordByte(byte) { index += 1 }
        }
        guard index > start else { throw fail("expected a value, found \(TOMLReader.shown(peek ?? 0))") }
        let word = String(decoding: bytes[start..<index], as: UTF8.self)
        switch word {
        case "true": return .boolean(true)
        case "false": return .boolean(false)
        default: break
        }
        if let number = TOMLNumber.value(of: word) { return number }
        if TOMLDate.isDateTime(bytes[start..<index]) { return .dateTime(word) }
        if TOMLNumber.isWholeNumber(word) { throw fail("\(word) is too large a whole number") }
        let shown = word.count > 40 ? word.prefix(40) + "…" : word
        throw fail("\(shown) is not a value TOML knows (a string is written in quotes)")
    }
}
