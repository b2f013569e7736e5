import Foundation

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
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            .map(stem)
    }

    private static func stem(_ word: Substring) -> String {
        if word.count > 3, word.hasSuffix("s"), !word.hasSuffix("ss") { return String(word.dropLast()) }
        return String(word)
    }
}
