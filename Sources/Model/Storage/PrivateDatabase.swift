import CSQLite
import FoundationEssentials
import Glibc

/// How flickterm keeps a SQLite database of its own (the cache, the search history): in a folder only its
/// owner can enter (0700), in files only its owner can read (0600, the WAL's included: SQLite gives them the
/// database's mode), in WAL mode (``SQLiteDatabase``), its tables made by its ``SQLiteSchema``. One that will not
/// open is moved aside and replaced, with a notice, never a crash.
enum PrivateDatabase {
    /// Opens the database at `file` (making its folder and itself if needed), brought to `schema`.
    /// - Throws: ``PrivateDatabaseError/newerSchema`` when a newer flickterm wrote it; ``SQLiteError``.
    static func open(_ file: URL, schema: SQLiteSchema) throws -> SQLiteDatabase {
        try makePrivateFile(file)
        return try SQLiteDatabase(path: file.path, schema: schema)
    }

    /// `make()`, or — when the database at `file` is damaged or from a newer flickterm — `make()` again after
    /// moving it aside, with a sentence saying so (`name` starts it: "The cache"). `nil` and a sentence when
    /// no database can be had there (busy, read-only): a healthy database is never moved.
    static func openOrReplace<Store>(_ file: URL, named name: String, make: () throws -> Store) -> (store: Store?, notice: String?) {
        let firstError: any Error
        do {
            return (try make(), nil)
        } catch {
            firstError = error
        }
        // What happened first, where last: a status line cuts the end, and the path is long.
        let path = TerminalText.singleLine(DisplayFormat.folder(file.path))
        guard isDamage(firstError), let aside = moveAside(file) else {
            return (nil, "\(name) cannot be used (\(reason(firstError))); flickterm runs without it: \(path)")
        }
        do {
            return (try make(), "\(name) could not be opened (\(reason(firstError))); it was moved to \(aside.lastPathComponent) and a new one started: \(path)")
        } catch {
            return (nil, "\(name) cannot be used (\(reason(error))); flickterm runs without it: \(path)")
        }
    }

    /// Makes `file` (and its folder, 0700, which must be this user's) if missing, readable by its owner only —
    /// on the open descriptor, never following a symbolic link, and refusing anything but a regular file (a
    /// FIFO there would block SQLite's open for ever, a link to `/dev/null` would have it chmod-ed).
    private static func makePrivateFile(_ file: URL) throws(FileError) {
        let folder = try SafeFolder(file.deletingLastPathComponent(), private: true)
        close(try folder.openRegularFile(file.lastPathComponent, mode: 0o600))
    }

    /// Renames the database (and its WAL and shared-memory files) to `….broken-TIMESTAMP`; `nil` when it cannot.
    private static func moveAside(_ file: URL) -> URL? {
        let stamp = Int(Date().timeIntervalSince1970)
        let aside = URL(fileURLWithPath: file.path + ".broken-\(stamp)")
        guard rename(file.path, aside.path) == 0 || errno == ENOENT else { return nil }
        for suffix in ["-wal", "-shm"] {
            if rename(file.path + suffix, aside.path + suffix) != 0, errno != ENOENT { unlink(file.path + suffix) }
        }
        return aside
    }

    /// True when the file is not a database this version can use.
    private static func isDamage(_ error: any Error) -> Bool {
        switch error {
        case PrivateDatabaseError.newerSchema, PrivateDatabaseError.foreignSchema: true
        case is FileError: false
        case let error as SQLiteError: error.isDamage
        default: false
        }
    }

    /// Why the database would not open, as the middle of a sentence.
    private static func reason(_ error: any Error) -> String {
        switch error {
        case let error as PrivateDatabaseError: error.description
        case let error as FileError: error.reason
        case let error as SQLiteError where error.code == SQLiteError.notInstalled.code: "SQLite (libsqlite3) is not installed"
        case let error as SQLiteError:
            switch error.primaryCode {
            case SQLITE_NOTADB, SQLITE_CORRUPT: "it is damaged"
            case SQLITE_READONLY, SQLITE_CANTOPEN, SQLITE_PERM, SQLITE_AUTH: "it cannot be written"
            case SQLITE_FULL: "the disk is full"
            case SQLITE_IOERR: "reading or writing it failed"
            case SQLITE_BUSY, SQLITE_LOCKED: "another program holds it locked"
            default: "SQLite error \(error.primaryCode)"
            }
        default: "it cannot be opened"
        }
    }
}
