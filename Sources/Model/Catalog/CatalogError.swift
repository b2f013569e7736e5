/// Why the demo catalog could not be opened or answered; each reads as one line naming the file at fault.
public enum CatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No catalog was given and none of the usual places holds one.
    case notFound(looked: [String])
    /// The folder given cannot be a catalog (missing, not a folder, no records file).
    case unusable(path: String, reason: String)
    /// The records file could not be read, or holds no record.
    case unreadable(file: String, reason: String)
    /// A line of the records file is not a valid record.
    case malformed(file: String, line: Int, reason: String)
    /// No record has this id.
    case photoNotFound(id: String)

    public var description: String {
        switch self {
        case .notFound(let looked):
            "no demo catalog found (looked in \(looked.map { TerminalText.sanitized($0) }.joined(separator: ", "))); "
                + "set \(CatalogLocation.environmentVariable) to a catalog folder"
        case .unusable(let path, let reason): "no demo catalog at \(TerminalText.sanitized(path)): \(reason)"
        case .unreadable(let file, let reason): "cannot read the demo catalog \(TerminalText.sanitized(file)): \(reason)"
        case .malformed(let file, let line, let reason): "\(TerminalText.sanitized(file)) line \(line): \(reason)"
        case .photoNotFound(let id): "no photo with id \(TerminalText.sanitized(id)) in the demo catalog"
        }
    }
}
