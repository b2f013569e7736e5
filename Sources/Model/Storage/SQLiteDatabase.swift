import FoundationEssentials
import Synchronization

/// One SQLite database file, in WAL mode: written through one connection and read through another, so that a read
/// never waits for a write (and another process may read or write meanwhile); in memory, one connection does both.
/// Every piece of work runs in a transaction of its own.
public final class SQLiteDatabase: Sendable {
    /// A connection used by one piece of work at a time.
    private final class Guarded: Sendable {
        let connection: Mutex<SQLiteConnection>

        init(_ connection: sending SQLiteConnection) {
            self.connection = Mutex(connection)
        }
    }

    private let writer: Guarded
    /// `nil` in memory, where the writer reads too.
    private let reader: Guarded?

    /// Opens the database at `path`, brought to `schema` (taken as it is when `nil`: a test looking inside).
    /// - Throws: ``SQLiteError``; ``PrivateDatabaseError/newerSchema`` when a newer flickterm wrote it.
    public init(path: String, schema: SQLiteSchema?) throws {
        let writer = try SQLiteConnection(path: path, readOnly: false)
        // Deleted pages go back to the file system a few at a time (a new database only takes this before its
        // first table); with WAL, NORMAL never corrupts: a power cut may only lose the last transactions.
        try writer.execute("PRAGMA auto_vacuum = INCREMENTAL")
        _ = try writer.value("PRAGMA journal_mode = WAL")
        try writer.execute("PRAGMA synchronous = NORMAL")
        try schema?.migrate(writer)
        self.writer = Guarded(writer)
        reader = Guarded(try SQLiteConnection(path: path, readOnly: true))
    }

    /// A database that lives as long as it does, made to `schema`.
    public init(inMemory schema: SQLiteSchema) throws {
        let connection = try SQLiteConnection(path: ":memory:", readOnly: false)
        try schema.migrate(connection)
        writer = Guarded(connection)
        reader = nil
    }

    /// Runs `work` in a write transaction, one writer at a time.
    public func write<Result: Sendable>(_ work: (SQLiteConnection) throws -> Result) throws -> Result {
        try writer.connection.withLock { connection in try connection.transaction(writing: true, work) }
    }

    /// Runs `work` in a read transaction: what was committed when it began.
    public func read<Result: Sendable>(_ work: (SQLiteConnection) throws -> Result) throws -> Result {
        try (reader ?? writer).connection.withLock { connection in try connection.transaction(writing: false, work) }
    }

    /// Keeps the write-ahead log near `bytes`: checkpointed once it holds that much, and cut back to it after.
    public func limitJournal(to bytes: Int) throws {
        try writer.connection.withLock { connection in
            _ = try connection.value("PRAGMA journal_size_limit = \(bytes)")
            _ = try connection.value("PRAGMA wal_autocheckpoint = \(max(bytes / 4096, 1))")
        }
    }

    /// Runs `statement` on the writer outside any transaction (`VACUUM` cannot run in one).
    public func executeAlone(_ statement: String) throws {
        try writer.connection.withLock { connection in try connection.execute(statement) }
    }
}
