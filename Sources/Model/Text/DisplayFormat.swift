import Foundation

/// Counts and dates as every screen and the CLI show them.
public enum DisplayFormat {
    /// `1234` → `1234`, `12345` → `12.3k`, `1234567` → `1.2M`, unknown → `–`.
    public static func count(_ value: Int?) -> String {
        guard let value else { return "–" }
        switch value {
        case ..<10_000: return String(value)
        case ..<1_000_000: return String(format: "%.1fk", Double(value) / 1000)
        default: return String(format: "%.1fM", Double(value) / 1_000_000)
        }
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
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }

    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        return calendar
    }()
}
