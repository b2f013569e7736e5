import FoundationEssentials

/// Counts and dates as every screen and the CLI show them.
public enum DisplayFormat {
    /// `1234` → `1234`, `12345` → `12.3k`, `1234567` → `1.2M`, unknown → `–`.
    public static func count(_ value: Int?) -> String {
        guard let value else { return "–" }
        switch value {
        case ..<10_000: return String(value)
        case ..<1_000_000: return oneDecimal(Double(value) / 1000) + "k"
        default: return oneDecimal(Double(value) / 1_000_000) + "M"
        }
    }

    /// `value` (≥ 0) with one decimal, as `printf`'s `%.1f` writes it: the double's exact value rounded to the
    /// nearest tenth, ties to even. (`value * 10` would round first — 10.05 became the tie 100.5 and went down, where
    /// `printf` goes up — and `String(format:)` brings Foundation's internationalisation, 34 MB of the binary.)
    public static func oneDecimal(_ value: Double) -> String {
        guard value.isFinite, value > 0 else { return "0.0" }
        // value = significand × 2^exponent, the significand a 53-bit integer: value × 10 in whole and fraction.
        let exponent = Int(value.exponent) - Double.significandBitCount
        let significand = value.significandBitPattern | (value.isNormal ? 1 << UInt64(Double.significandBitCount) : 0)
        let scaled = significand * 10
        // From 2^53 up a double is a whole number.
        guard exponent < 0 else { return String(UInt64(exactly: value) ?? UInt64.max) + ".0" }
        var tenths: UInt64
        if -exponent >= 64 {
            tenths = 0
        } else {
            let shift = UInt64(-exponent)
            tenths = scaled >> shift
            let rest = scaled & ((1 << shift) - 1), half: UInt64 = 1 << (shift - 1)
            if rest > half || (rest == half && tenths % 2 == 1) { tenths += 1 }
        }
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// `12 views · 3 comments · 1 fave`, with `separator` between them; a count not known is left out (a row
    /// of dashes says nothing), so with none known the text is empty.
    public static func counts(_ counts: PhotoCounts, separator: String) -> String {
        [(counts.views, "view"), (counts.comments, "comment"), (counts.faves, "fave")]
            .compactMap { value, noun in value.map { count($0) + " " + noun + ($0 == 1 ? "" : "s") } }
            .joined(separator: separator)
    }

    /// `2021-05-01` (UTC).
    /// `path` with the home folder written `~`, as people write it: "~/Downloads/flickterm".
    public static func folder(_ path: String, home: String? = LaunchEnvironment.variables["HOME"]) -> String {
        guard let home, home.count > 1, path == home || path.hasPrefix(home + "/") else { return path }
        return "~" + path.dropFirst(home.count)
    }

    public static func day(_ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return padded(parts.year ?? 0, 4) + "-" + padded(parts.month ?? 0, 2) + "-" + padded(parts.day ?? 0, 2)
    }

    /// `value` with leading zeros to `digits` digits.
    private static func padded(_ value: Int, _ digits: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(digits - text.count, 0)) + text
    }

    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        return calendar
    }()
}
