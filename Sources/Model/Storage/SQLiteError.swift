import CSQLite

/// A failure SQLite reported: its result code and its own message (for logs; the user reads
/// ``PrivateDatabase``'s sentences).
public struct SQLiteError: Error, CustomStringConvertible, Sendable {
    /// The extended result code.
    public let code: Int32
    public let message: String

    /// The primary result code (`SQLITE_CORRUPT`, `SQLITE_FULL`…).
    public var primaryCode: Int32 { code & 0xFF }

    public var description: String { "SQLite error \(code): \(message)" }

    /// SQLite itself is not installed (``SQLiteLibrary``).
    static let notInstalled = SQLiteError(code: -1, message: "libsqlite3 is not installed")

    /// True when the file is not a database this version can read.
    var isDamage: Bool { primaryCode == SQLITE_NOTADB || primaryCode == SQLITE_CORRUPT }
}
