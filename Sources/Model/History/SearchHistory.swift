import Dispatch
import FoundationEssentials
import Synchronization

/// The searches done before, newest first, kept between runs in `history.sqlite` (``UserFiles/history(environment:)``):
/// a search done again moves to the front instead of appearing twice, and only the newest
/// ``limit`` are kept. Reads are a few hundred microseconds, fit for the main thread; a failed read or write
/// is an empty answer, never an error.
public final class SearchHistory: Sendable {
    /// The most searches kept.
    public static let limit = 1_000

    /// Where the database is (`nil`: in memory), and the database once opened (`.some(nil)`: it could not be).
    private let file: URL?
    private let opened: Mutex<SQLiteDatabase??>
    /// Where ``recordLater(_:at:)`` writes, one record after another, off the caller's thread.
    private let writes = DispatchQueue(label: "flickterm.history", qos: .utility)

    private init(file: URL?, database: SQLiteDatabase?? = nil) {
        self.file = file
        opened = Mutex(database)
    }

    /// The history at `file`, opened now: moved aside and replaced if it will not open (``PrivateDatabase``);
    /// `nil` and a sentence when none can be had there.
    public static func open(at file: URL) -> (store: SearchHistory?, notice: String?) {
        let history = SearchHistory(file: file)
        let notice = history.prepare()
        return (history.database == nil ? nil : history, notice)
    }

    /// The history at `file`, opened on first use (or by ``prepare()``, off the main thread), so that start-up
    /// does not wait for SQLite; one that cannot be opened then behaves as empty.
    public static func deferred(at file: URL) -> SearchHistory {
        SearchHistory(file: file)
    }

    /// A history that lives as long as the process (tests, and runs that keep none on disk).
    public static func inMemory() throws -> SearchHistory {
        SearchHistory(file: nil, database: try SQLiteDatabase(inMemory: schema))
    }

    /// Opens the database now if it is not open yet; the sentence to show when it had to be moved aside or
    /// cannot be used.
    @discardableResult
    public func prepare() -> String? {
        opened.withLock { opened in
            guard opened == nil, let file else { return nil }
            let result = PrivateDatabase.openOrReplace(file, named: "The search history") {
                try PrivateDatabase.open(file, schema: SearchHistory.schema)
            }
            opened = .some(result.store)
            return result.notice
        }
    }

    private var database: SQLiteDatabase? {
        prepare()
        return opened.withLock { $0 ?? nil }
    }

    private static let schema = SQLiteSchema(
        version: 1,
        statements: ["CREATE TABLE search (text TEXT NOT NULL PRIMARY KEY, usedAt DOUBLE NOT NULL)", "CREATE INDEX search_on_usedAt ON search(usedAt)"],
        grdbMigrations: ["searches"]
    )

    /// Puts `text` at the front (blank text is not kept), forgetting the oldest past ``limit``.
    public func record(_ text: String, at date: Date = Date()) {
        let text = text.trimmingWhitespace()
        guard !text.isEmpty else { return }
        try? database?.write { db in
            try db.execute("INSERT OR REPLACE INTO search (text, usedAt) VALUES (?, ?)", [.text(text), .real(date.timeIntervalSince1970)])
            try db.execute("""
                DELETE FROM search WHERE text NOT IN (SELECT text FROM search ORDER BY usedAt DESC LIMIT \(SearchHistory.limit))
                """)
        }
    }

    /// Records `text` off the caller's thread (a write to disk); ``finishWriting()`` waits for it.
    public func recordLater(_ text: String, at date: Date = Date()) {
        writes.async { self.record(text, at: date) }
    }

    /// Returns once every record asked for so far is written: before the process leaves, so that a search done just
    /// before quitting is there in the next run.
    public func finishWriting() {
        writes.sync {}
    }

    /// Searches starting with `prefix` (or, with `anywhere`, containing it), newest first, case as typed.
    public func searches(matching prefix: String, anywhere: Bool = false) -> [String] {
        let pattern = (anywhere ? "%" : "") + SearchHistory.escapedForLike(prefix) + "%"
        return (try? database?.read { db in
            try db.rows("SELECT text FROM search WHERE text LIKE ? ESCAPE '\\' ORDER BY usedAt DESC", [.text(pattern)]).compactMap { $0.first?.text }
        }) ?? []
    }

    /// How many searches are kept.
    public var count: Int {
        (try? database?.read { try $0.value("SELECT count(*) FROM search")?.integer }) ?? 0
    }

    private static func escapedForLike(_ text: String) -> String {
        text.replacing("\\", with: "\\\\").replacing("%", with: "\\%").replacing("_", with: "\\_")
    }
}
