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

    /// `value` with one decimal, rounded half to even as `printf`'s `%.1f` does (no `String(format:)`: it brings
    /// Foundation's internationalisation, 34 MB of the binary).
    public static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded(.toNearestOrEven))
        return "\(tenths / 10).\(abs(tenths % 10))"
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
