import CSQLite
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SQLite's entry points, opened with `dlopen` the first time a database is, as libcurl is: linked, libsqlite3 had the
/// dynamic loader bind its symbols at every start, before the first frame, though the cache and the history are
/// opened after it.
struct SQLiteLibrary: @unchecked Sendable {
    typealias Connection = OpaquePointer?
    typealias Statement = OpaquePointer?

    let open: @convention(c) (UnsafePointer<CChar>?, UnsafeMutablePointer<Connection>?, Int32, UnsafePointer<CChar>?) -> Int32
    let close: @convention(c) (Connection) -> Int32
    let errorMessage: @convention(c) (Connection) -> UnsafePointer<CChar>?
    let extendedErrorCode: @convention(c) (Connection) -> Int32
    let extendedResultCodes: @convention(c) (Connection, Int32) -> Int32
    let busyTimeout: @convention(c) (Connection, Int32) -> Int32
    let prepare: @convention(c) (Connection, UnsafePointer<CChar>?, Int32, UnsafeMutablePointer<Statement>?, UnsafeMutablePointer<UnsafePointer<CChar>?>?) -> Int32
    let finalize: @convention(c) (Statement) -> Int32
    let step: @convention(c) (Statement) -> Int32
    let bindNull: @convention(c) (Statement, Int32) -> Int32
    let bindInteger: @convention(c) (Statement, Int32, sqlite3_int64) -> Int32
    let bindReal: @convention(c) (Statement, Int32, Double) -> Int32
    let bindText: @convention(c) (Statement, Int32, UnsafePointer<CChar>?, Int32, sqlite3_destructor_type?) -> Int32
    let bindBlob: @convention(c) (Statement, Int32, UnsafeRawPointer?, sqlite3_uint64, sqlite3_destructor_type?) -> Int32
    let columnCount: @convention(c) (Statement) -> Int32
    let columnType: @convention(c) (Statement, Int32) -> Int32
    let columnInteger: @convention(c) (Statement, Int32) -> sqlite3_int64
    let columnReal: @convention(c) (Statement, Int32) -> Double
    let columnText: @convention(c) (Statement, Int32) -> UnsafePointer<UInt8>?
    let columnBytes: @convention(c) (Statement, Int32) -> Int32
    let columnBlob: @convention(c) (Statement, Int32) -> UnsafeRawPointer?

    /// The library, opened once; `nil` when it is not installed (or too old to have what is called here).
    static let shared: SQLiteLibrary? = {
        #if canImport(Darwin)
        let name = "libsqlite3.dylib"
        #else
        let name = "libsqlite3.so.0"
        #endif
        guard let library = dlopen(name, RTLD_NOW | RTLD_LOCAL) else { return nil }
        return try? SQLiteLibrary(library)
    }()

    /// Each entry point of `library`, typed as this struct declares it; throws when one is missing.
    private init(_ library: UnsafeMutableRawPointer) throws {
        struct Missing: Error {}
        func resolve<Function>(_ name: String) throws -> Function {
            guard let address = dlsym(library, name) else { throw Missing() }
            return unsafeBitCast(address, to: Function.self)
        }
        open = try resolve("sqlite3_open_v2")
        close = try resolve("sqlite3_close_v2")
        errorMessage = try resolve("sqlite3_errmsg")
        extendedErrorCode = try resolve("sqlite3_extended_errcode")
        extendedResultCodes = try resolve("sqlite3_extended_result_codes")
        busyTimeout = try resolve("sqlite3_busy_timeout")
        prepare = try resolve("sqlite3_prepare_v2")
        finalize = try resolve("sqlite3_finalize")
        step = try resolve("sqlite3_step")
        bindNull = try resolve("sqlite3_bind_null")
        bindInteger = try resolve("sqlite3_bind_int64")
        bindReal = try resolve("sqlite3_bind_double")
        bindText = try resolve("sqlite3_bind_text")
        bindBlob = try resolve("sqlite3_bind_blob64")
        columnCount = try resolve("sqlite3_column_count")
        columnType = try resolve("sqlite3_column_type")
        columnInteger = try resolve("sqlite3_column_int64")
        columnReal = try resolve("sqlite3_column_double")
        columnText = try resolve("sqlite3_column_text")
        columnBytes = try resolve("sqlite3_column_bytes")
        columnBlob = try resolve("sqlite3_column_blob")
    }
}
