/// Why the demo catalog could not be opened.
public enum CatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No `photos.jsonl` in the folder.
    case missing(path: String)
    /// A line could not be read as a record.
    case malformed(line: Int, reason: String)
    /// No record has this id.
    case photoNotFound(id: String)

    public var description: String {
        switch self {
        case .missing(let path): "no demo catalog at \(TerminalText.sanitized(path)) (photos.jsonl not found)"
        case .malformed(let line, let reason): "demo catalog line \(line) is not a valid record: \(reason)"
        case .photoNotFound(let id): "no photo with id \(TerminalText.sanitized(id)) in the demo catalog"
        }
    }
}
