import FoundationEssentials

/// Words of a query or a text, normalised so that "Horses", "horse" and "HORSÉS" meet.
struct SearchTerms {
    /// Words a match must contain.
    let required: [String]
    /// Words (written `-word`) a match must not contain.
    let excluded: [String]

    init(query: String) {
        var required: [String] = []
        var excluded: [String] = []
        for word in query.split(whereSeparator: { $0.isWhitespace }) {
            if word.hasPrefix("-") {
                excluded += SearchTerms.words(in: String(word.dropFirst()))
            } else {
                required += SearchTerms.words(in: String(word))
            }
        }
        self.required = required
        self.excluded = excluded
    }

    /// The normalised words of `text`: lower-cased, accents folded, split at anything not a letter or digit,
    /// with a plural `s` dropped.
    static func words(in text: String) -> [String] {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
            return TextFolding.folded(text)
                .split(whereSeparator: { !$0.isLetter && !$0.isNumber })
                .map(stem)
        }
        return asciiWords(in: text)
    }

    /// The fast path for ASCII text: bytes lower-cased and split without grapheme breaking.
    private static func asciiWords(in text: String) -> [String] {
        var words: [String] = []
        var word: [UInt8] = []
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): word.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): word.append(byte + 32)
            default:
                if !word.isEmpty { words.append(stem(String(decoding: word, as: UTF8.self)[...])) }
                word.removeAll(keepingCapacity: true)
            }
        }
        if !word.isEmpty { words.append(stem(String(decoding: word, as: UTF8.self)[...])) }
        return words
    }

    private static func stem(_ word: Substring) -> String {
        if word.count > 3, word.hasSuffix("s"), !word.hasSuffix("ss") { return String(word.dropLast()) }
        return String(word)
    }
}
