/// A TOML file read: its top-level table, and the line each key is on (messages name it).
public struct TOMLDocument: Sendable {
    public let root: TOMLTable
    /// The first line each key was written on, by its dotted path (`keys.move_down`); a table's by its header.
    let lines: [String: Int]

    /// The line of `path` (a dotted path); 1 when the file does not name it.
    public func line(of path: String) -> Int { lines[path] ?? 1 }
}
