import FoundationEssentials

/// The line each key of a TOML file is on (`key = …`; `table.key` inside a `[table]`), read by scanning the text:
/// TOML parsers do not say where a value was, and messages name its line.
struct KeyLines {
    private var lines: [String: Int] = [:]

    init(_ text: String) {
        var table = ""
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingWhitespace()
            if trimmed.hasPrefix("[") {
                table = trimmed.trimming { "[] ".contains($0) }
                if lines[table] == nil { lines[table] = index + 1 }
            } else if let equals = trimmed.firstIndex(of: "="), !trimmed.hasPrefix("#") {
                let key = trimmed[..<equals].trimmingWhitespace().trimming { "\"'".contains($0) }
                let path = table.isEmpty ? key : table + "." + key
                if lines[path] == nil { lines[path] = index + 1 }
            }
        }
    }

    /// The line of `key` (a dotted path inside a table); 1 when it was not found.
    subscript(key: String) -> Int { lines[key] ?? 1 }
}
