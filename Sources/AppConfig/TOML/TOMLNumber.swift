/// TOML's numbers: whole numbers (decimal, `0x`, `0o`, `0b`, with `_` between digits) and floats (`1.5`, `1e3`,
/// `inf`, `nan`).
enum TOMLNumber {
    /// The number `word` writes; `nil` when it writes none (or a whole number too large for `Int`).
    static func value(of word: String) -> TOMLValue? {
        switch word {
        case "inf", "+inf": return .float(.infinity)
        case "-inf": return .float(-.infinity)
        case "nan", "+nan", "-nan": return .float(.nan)
        default: break
        }
        if let radix = ["0x": 16, "0o": 8, "0b": 2][String(word.prefix(2))] {
            let digits = word.dropFirst(2)
            guard let first = digits.first, first.isHexDigit,
                  separated(digits, by: { $0.isHexDigit }), let value = Int(digits.replacing("_", with: ""), radix: radix) else { return nil }
            return .integer(value)
        }
        let unsigned = word.first == "+" || word.first == "-" ? word.dropFirst() : Substring(word)
        guard let first = unsigned.first, first.isASCII, first.isNumber, separated(unsigned, by: isDigit) else { return nil }
        let plain = word.replacing("_", with: "")
        let whole = unsigned.prefix { isDigit($0) || $0 == "_" }
        guard whole == "0" || whole.first != "0" else { return nil }
        let rest = unsigned.dropFirst(whole.count)
        if rest.isEmpty { return Int(plain).map(TOMLValue.integer) }
        return isFloatTail(rest) ? Double(plain).map(TOMLValue.float) : nil
    }

    /// Whether `word` is well written as a whole number in decimal, whatever its size.
    static func isWholeNumber(_ word: String) -> Bool {
        let unsigned = word.first == "+" || word.first == "-" ? word.dropFirst() : Substring(word)
        return unsigned.first.map(isDigit) == true && (unsigned == "0" || unsigned.first != "0")
            && unsigned.allSatisfy { isDigit($0) || $0 == "_" } && separated(unsigned, by: isDigit)
    }

    private static func isDigit(_ character: Character) -> Bool { character.isASCII && character.isNumber }

    /// Whether every `_` in `text` has a digit on each side.
    private static func separated(_ text: Substring, by isDigit: (Character) -> Bool) -> Bool {
        let characters = Array(text)
        return characters.indices.allSatisfy { index in
            characters[index] != "_" || (index > 0 && index + 1 < characters.count && isDigit(characters[index - 1]) && isDigit(characters[index + 1]))
        }
    }

    /// `.digits`, an exponent (`e`, a sign, digits), or both, and nothing else.
    private static func isFloatTail(_ tail: Substring) -> Bool {
        var rest = tail
        if rest.first == "." {
            let digits = rest.dropFirst().prefix { isDigit($0) || $0 == "_" }
            guard digits.first.map(isDigit) == true else { return false }
            rest = rest.dropFirst(1 + digits.count)
        }
        if rest.first == "e" || rest.first == "E" {
            rest = rest.dropFirst()
            if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
            guard rest.first.map(isDigit) == true, rest.allSatisfy({ isDigit($0) || $0 == "_" }) else { return false }
            rest = ""
        }
        return rest.isEmpty
    }
}
