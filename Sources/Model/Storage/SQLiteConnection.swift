import CSQLite
import FoundationEssentials

/// One open SQLite connection: statements run with their arguments bound, rows read as ``SQLiteValue``s. Sendable
/// only through the lock it lives behind: ``SQLiteDatabase`` hands it to one piece of work at a time (it is opened
/// without SQLite's own mutex).
///
/// Written here rather than through GRDB, which the cache and the history used before: GRDB brings all of
/// Foundation with it, and Foundation's internationalisation (ICU, 34 MB of a 63 MB binary) came with that; what
/// the two stores need is a dozen statements.
public final class SQLiteConnection: @unchecked Sendable {
    private let handle: OpaquePointer
    private let sqlite: SQLiteLibrary

    /// Opens `path` (`":memory:"` for a database in memory), read-only when `readOnly`, creating it otherwise.
    init(path: String, readOnly: Bool) throws(SQLiteError) {
        guard let sqlite = SQLiteLibrary.shared else { throw SQLiteError.notInstalled }
        self.sqlite = sqlite
        var opened: OpaquePointer?
        // Never through a symbolic link (one planted after the file was checked and made private).
        let flags = (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE) | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_NOFOLLOW
        let status = sqlite.open(path, &opened, flags, nil)
        guard status == SQLITE_OK, let opened else {
            let message = opened.flatMap { sqlite.errorMessage($0) }.map { String(cString: $0) } ?? "out of memory"
            _ = sqlite.close(opened)
            throw SQLiteError(code: status, message: message)
        }
        handle = opened
        _ = sqlite.extendedResultCodes(handle, 1)
        // Another flickterm may be writing at the same moment.
        _ = sqlite.busyTimeout(handle, 2000)
    }

    deinit {
        _ = sqlite.close(handle)
    }

    /// Runs `sql` (one statement) with `arguments` bound to its `?`s, reading no rows.
    public func execute(_ sql: String, _ arguments: [SQLiteValue] = []) throws(SQLiteError) {
        try forEachRow(sql, arguments) { _ in true }
    }

    /// Every row `sql` gives, each as its columns' values in order.
    public func rows(_ sql: String, _ arguments: [SQLiteValue] = []) throws(SQLiteError) -> [[SQLiteValue]] {
        var rows: [[SQLiteValue]] = []
        try forEachRow(sql, arguments) { row in
            rows.append(row)
            return true
        }
        return rows
    }

    /// The first column of the first row `sql` gives; `nil` when it gives none.
    public func value(_ sql: String, _ arguments: [SQLiteValue] = []) throws(SQLiteError) -> SQLiteValue? {
        var first: SQLiteValue?
        try forEachRow(sql, arguments) { row in
            first = row.first
            return false
        }
        return first
    }

    /// Calls `body` with each row `sql` gives until it returns false.
    public func forEachRow(_ sql: String, _ arguments: [SQLiteValue] = [], _ body: ([SQLiteValue]) throws(SQLiteError) -> Bool) throws(SQLiteError) {
        var prepared: OpaquePointer?
        try check(sqlite.prepare(handle, sql, -1, &prepared, nil))
        defer { _ = sqlite.finalize(prepared) }
        guard let statement = prepared else { return }
        for (index, argument) in arguments.enumerated() {
            try check(bind(argument, at: Int32(index + 1), in: statement))
        }
        while true {
            let status = sqlite.step(statement)
            if status == SQLITE_DONE { return }
            guard status == SQLITE_ROW else { throw error(status) }
            let row = (0..<sqlite.columnCount(statement)).map { column(Int32($0), of: statement) }
            guard try body(row) else { return }
        }
    }

    /// Runs `work` in a transaction (taking the write lock at once when `writing`): committed when it returns,
    /// rolled back when it throws.
    func transaction<Result>(writing: Bool, _ work: (SQLiteConnection) throws -> Result) throws -> Result {
        try execute(writing ? "BEGIN IMMEDIATE" : "BEGIN DEFERRED")
        do {
            let result = try work(self)
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    private func bind(_ value: SQLiteValue, at index: Int32, in statement: OpaquePointer) -> Int32 {
        switch value {
        case .null: return sqlite.bindNull(statement, index)
        case .integer(let value): return sqlite.bindInteger(statement, index, Int64(value))
        case .real(let value): return sqlite.bindReal(statement, index, value)
        case .text(let value): return sqlite.bindText(statement, index, value, -1, SQLiteConnection.transient)
        case .blob(let value):
            return value.withUnsafeBytes { bytes in
                sqlite.bindBlob(statement, index, bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 1), UInt64(bytes.count), SQLiteConnection.transient)
            }
        }
    }

    private func column(_ index: Int32, of statement: OpaquePointer) -> SQLiteValue {
        switch sqlite.columnType(statement, index) {
        case SQLITE_INTEGER: return .integer(Int(sqlite.columnInteger(statement, index)))
        case SQLITE_FLOAT: return .real(sqlite.columnReal(statement, index))
        case SQLITE_TEXT: return .text(sqlite.columnText(statement, index).map { String(cString: $0) } ?? "")
        case SQLITE_BLOB:
            let count = Int(sqlite.columnBytes(statement, index))
            guard count > 0, let bytes = sqlite.columnBlob(statement, index) else { return .blob(Data()) }
            return .blob(Data(bytes: bytes, count: count))
        default: return .null
        }
    }

    private func check(_ status: Int32) throws(SQLiteError) {
        guard status == SQLITE_OK else { throw error(status) }
    }

    private func error(_ status: Int32) -> SQLiteError {
        let code = sqlite.extendedErrorCode(handle)
        return SQLiteError(code: code == 0 ? status : code, message: sqlite.errorMessage(handle).map { String(cString: $0) } ?? "")
    }

    /// SQLite copies what it is given (`SQLITE_TRANSIENT`, a macro Swift cannot import).
    private static let transient = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)
}
