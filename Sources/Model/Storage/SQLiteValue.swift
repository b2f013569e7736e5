import FoundationEssentials

/// A value in or out of SQLite: what a statement's `?` takes and what a row's column holds.
public enum SQLiteValue: Equatable, Sendable {
    case null
    case integer(Int)
    case real(Double)
    case text(String)
    case blob(Data)

    /// The value as an integer (a real one truncated); `nil` for anything else.
    public var integer: Int? {
        switch self {
        case .integer(let value): value
        case .real(let value): Int(value)
        default: nil
        }
    }

    /// The value as a real number; `nil` for text, blobs and NULL.
    public var real: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .real(let value): value
        default: nil
        }
    }

    /// The value as text; `nil` for anything else.
    public var text: String? {
        if case .text(let value) = self { value } else { nil }
    }

    /// The value as bytes (text as its UTF-8); `nil` for anything else.
    public var blob: Data? {
        switch self {
        case .blob(let value): value
        case .text(let value): Data(value.utf8)
        default: nil
        }
    }
}
