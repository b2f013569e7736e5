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

    /// Opens `path` (`":memory:"` for a database in memory), read-only when `readOnly`, creating it otherwise.
    init(path: String, readOnly: Bool) throws(SQLiteError) {
        var opened: OpaquePointer?
        // Never through a symbolic link (one planted after the file was checked and made private).
        let flags = (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE) | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_NOFOLLOW
        let status = sqlite3_open_v2(path, &opened, flags, nil)
        guard status == SQLITE_OK, let opened else {
            let message = opened.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(opened)
            throw SQLiteError(code: status, message: message)
        }
        handle = opened
        sqlite3_extended_result_codes(handle, 1)
        // Another flickterm may be writing at the same moment.
        sqlite3_busy_timeout(handle, 2000)
    }

    deinit {
        sqlite3_close_v2(handle)
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
        try check(sqlite3_prepare_v2(handle, sql, -1, &prepared, nil))
        defer { sqlite3_finalize(prepared) }
        guard let statement = prepared else { return }
        for (index, argument) in arguments.enumerated() {
            try check(bind(argument, at: Int32(index + 1), in: statement))
        }
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { return }
            guard status == SQLITE_ROW else { throw error(status) }
            let row = (0..<sqlite3_column_count(statement)).map { column(Int32($0), of: statement) }
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
        case .null: return sqlite3_bind_null(statement, index)
        case .integer(let value): return sqlite3_bind_int64(statement, index, Int64(value))
        case .real(let value): return sqlite3_bind_double(statement, index, value)
        case .text(let value): return sqlite3_bind_text(statement, index, value, -1, SQLiteConnection.transient)
        case .blob(let value):
            return value.withUnsafeBytes { bytes in
                sqlite3_bind_blob64(statement, index, bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 1), UInt64(bytes.count), SQLiteConnection.transient)
            }
        }
    }

    private func column(_ index: Int32, of statement: OpaquePointer) -> SQLiteValue {
        switch sqlite3_column_type(statement, index) {
        case SQLITE_INTEGER: return .integer(Int(sqlite3_column_int64(statement, index)))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(statement, index))
        case SQLITE_TEXT: return .text(sqlite3_column_text(statement, index).map { String(cString: $0) } ?? "")
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(statement, index))
            guard count > 0, let bytes = sqlite3_column_blob(statement, index) else { return .blob(Data()) }
            return .blob(Data(bytes: bytes, count: count))
        default: return .null
        }
    }

    private func check(_ status: Int32) throws(SQLiteError) {
        guard status == SQLITE_OK else { throw error(status) }
    }

    private func error(_ status: Int32) -> SQLiteError {
        SQLiteError(code: sqlite3_extended_errcode(handle) == 0 ? status : sqlite3_extended_errcode(handle), message: String(cString: sqlite3_errmsg(handle)))
    }

    /// SQLite copies what it is given (`SQLITE_TRANSIENT`, a macro Swift cannot import).
    private static let transient = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)
}
