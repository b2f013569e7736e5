/// TOML's dates and times (RFC 3339): recognised so that a file holding one reads, though flickterm uses none.
enum TOMLDate {
    /// `YYYY-MM-DD`.
    static func isDate(_ text: ArraySlice<UInt8>) -> Bool { shape(text) == "9999-99-99" }

    /// A local date, a local time, or a date and time with or without an offset.
    static func isDateTime(_ text: ArraySlice<UInt8>) -> Bool {
        var shape = shape(text)
        // Fractions of a second, of any length, and the offset, then the rest by its shape.
        if let dot = shape.firstIndex(of: ".") {
            let digits = shape[shape.index(after: dot)...].prefix { $0 == "9" }
            guard !digits.isEmpty else { return false }
            shape.removeSubrange(dot..<digits.endIndex)
        }
        for offset in ["Z", "+99:99", "-99:99"] where shape.hasSuffix(offset) && shape.count > offset.count + 8 {
            shape.removeLast(offset.count)
            break
        }
        return ["9999-99-99", "99:99:99", "9999-99-99T99:99:99", "9999-99-99 99:99:99"].contains(shape)
    }

    /// `text` with each digit written 9, and `t`/`z` upper case.
    private static func shape(_ text: ArraySlice<UInt8>) -> String {
        String(decoding: text.map { byte in
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt8(ascii: "9")
            case UInt8(ascii: "t"), UInt8(ascii: "z"): byte - 0x20
            default: byte
            }
        }, as: UTF8.self)
    }
}
