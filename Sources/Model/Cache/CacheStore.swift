import FoundationEssentials
import Synchronization

/// The durable cache under the model layer: API answers by request and image bytes by URL, in one SQLite
/// database (WAL, so a reader never waits for a writer and a killed writer loses at most its own
/// transaction), the least recently used evicted once the whole passes a size cap. The folder is private
/// (0700) and so are the files (0600) (``PrivateDatabase``). Every read or write that fails is a miss, never an
/// error.
public final class CacheStore: Sendable {
    /// The cap when none is configured.
    public static let defaultCapacity = 200 << 20

    public let file: URL
    /// Bytes of answers and images kept at most; eviction brings them down to nine tenths of it.
    public let capacity: Int
    private let database: SQLiteDatabase
    /// Bytes of answers and images stored, kept in step with this process's writes so that eviction need not
    /// add the tables up on every store.
    private let usage: Mutex<Int>

    /// Bytes of an answer or image read at most: what the HTTP client would take (a planted larger row is dropped).
    static let largestAnswer = FlickrService.maximumAnswerBytes, largestImage = ImageStore.maximumImageBytes
    /// How far back and ahead of now an answer's fetch may lie; past it the row is planted or the clock was wrong,
    /// and it is dropped (one from the future would stay fresh for ever).
    static let trustedAge: TimeInterval = 366 * 86_400, clockSkew: TimeInterval = 86_400
    /// Rows dropped when read (planted, or of a clock gone wrong), for `cache info`.
    public var droppedRows: Int { dropped.withLock { $0 } }
    private let dropped = Mutex(0)

    init(file: URL, capacity: Int) throws {
        self.file = file
        self.capacity = max(capacity, 0)
        database = try PrivateDatabase.open(file, schema: CacheSchema.schema)
        // SQLite's own files count against the cap: the write-ahead log is checkpointed and cut down to a tenth of it.
        try database.limitJournal(to: max(self.capacity / 10, 64 << 10))
        usage = Mutex(try database.read { db in
            try db.value("SELECT (SELECT ifnull(sum(bytes), 0) FROM answer) + (SELECT ifnull(sum(bytes), 0) FROM image)")?.integer ?? 0
        })
    }

    /// Opens the cache at `file`. One that will not open (damaged, written by a newer flickterm) is moved aside
    /// and a new one made, and `notice` says so in a sentence; `store` is `nil` only when no cache can be made
    /// there at all (a read-only disk), which `notice` says too.
    public static func open(at file: URL, capacity: Int = defaultCapacity) -> (store: CacheStore?, notice: String?) {
        PrivateDatabase.openOrReplace(file, named: "The cache") { try CacheStore(file: file, capacity: capacity) }
    }

    /// The answer stored under `key`, marked as used at `now`.
    public func answer(for key: String, at now: Date = Date()) -> CachedAnswer? {
        try? database.write { db in
            // The body's length first, which SQLite reads without the body: a planted row past the cap is not read.
            guard let row = try db.rows("SELECT length(body), fetchedAt FROM answer WHERE key = ?", [.text(key)]).first else { return nil }
            guard let length = row[0].integer, length <= CacheStore.largestAnswer, let fetchedAt = row[1].real,
                  (-CacheStore.trustedAge...CacheStore.clockSkew).contains(fetchedAt - now.timeIntervalSince1970),
                  let body = try db.value("SELECT body FROM answer WHERE key = ?", [.text(key)])?.blob else {
                try drop(db, from: "answer", column: "key", key: key)
                return nil
            }
            try db.execute("UPDATE answer SET usedAt = ? WHERE key = ?", [.real(now.timeIntervalSince1970), .text(key)])
            return CachedAnswer(body: body, fetchedAt: Date(timeIntervalSince1970: fetchedAt))
        }
    }

    /// Stores `body` as the answer to `key` (a request of `method`), fetched at `fetchedAt`.
    public func storeAnswer(_ body: Data, for key: String, method: String, fetchedAt: Date) {
        store(into: "answer", keyColumn: "key", key: key, extra: ("method", method), body: body, at: fetchedAt)
    }

    /// The bytes of the image at `url`, marked as used at `now`.
    public func image(for url: URL, at now: Date = Date()) -> Data? {
        let key = url.absoluteString
        return try? database.write { db in
            guard let length = try db.value("SELECT length(body) FROM image WHERE url = ?", [.text(key)])?.integer else { return nil }
            guard length <= CacheStore.largestImage, let body = try db.value("SELECT body FROM image WHERE url = ?", [.text(key)])?.blob else {
                try drop(db, from: "image", column: "url", key: key)
                return nil
            }
            try db.execute("UPDATE image SET usedAt = ? WHERE url = ?", [.real(now.timeIntervalSince1970), .text(key)])
            return body
        }
    }

    /// Drops (and counts) every row whose body is over the caps or whose fetch lies outside what is trusted.
    private func sweep(at now: Date) throws {
        let dates: [SQLiteValue] = [.real(now.timeIntervalSince1970 - CacheStore.trustedAge), .real(now.timeIntervalSince1970 + CacheStore.clockSkew)]
        try database.write { db in
            var count = 0
            for (table, largest) in [("answer", CacheStore.largestAnswer), ("image", CacheStore.largestImage)] {
                let untrusted = "FROM \(table) WHERE length(body) > ? OR NOT (fetchedAt BETWEEN ? AND ?)"
                count += try db.value("SELECT count(*) " + untrusted, [.integer(largest)] + dates)?.integer ?? 0
                try db.execute("DELETE " + untrusted, [.integer(largest)] + dates)
            }
            guard count > 0 else { return }
            let stored = try db.value("SELECT (SELECT ifnull(sum(bytes), 0) FROM answer) + (SELECT ifnull(sum(bytes), 0) FROM image)")?.integer ?? 0
            usage.withLock { $0 = stored }
            dropped.withLock { $0 += count }
        }
    }

    /// Deletes a row that cannot be trusted, and counts it.
    private func drop(_ db: SQLiteConnection, from table: String, column: String, key: String) throws {
        let bytes = try db.value("SELECT bytes FROM \(table) WHERE \(column) = ?", [.text(key)])?.integer ?? 0
        try db.execute("DELETE FROM \(table) WHERE \(column) = ?", [.text(key)])
        usage.withLock { $0 -= min(max(bytes, 0), $0) }
        dropped.withLock { $0 += 1 }
    }

    /// Stores the bytes of the image at `url`, fetched at `fetchedAt`.
    public func storeImage(_ body: Data, for url: URL, at fetchedAt: Date = Date()) {
        store(into: "image", keyColumn: "url", key: url.absoluteString, extra: nil, body: body, at: fetchedAt)
    }

    /// Entries, bytes and the oldest fetch, once every row that cannot be trusted is dropped.
    public func info(at now: Date = Date()) throws -> CacheInfo {
        try sweep(at: now)
        return try database.read { db in
            let row = try db.rows("""
                SELECT (SELECT count(*) FROM answer), (SELECT count(*) FROM image),
                       (SELECT ifnull(sum(bytes), 0) FROM answer) + (SELECT ifnull(sum(bytes), 0) FROM image),
                       (SELECT min(fetchedAt) FROM (SELECT fetchedAt FROM answer UNION ALL SELECT fetchedAt FROM image))
                """).first ?? []
            func column(_ index: Int) -> SQLiteValue { index < row.count ? row[index] : .null }
            return CacheInfo(
                file: file, answers: column(0).integer ?? 0, images: column(1).integer ?? 0, bytes: column(2).integer ?? 0,
                capacity: capacity, oldest: column(3).real.map(Date.init(timeIntervalSince1970:))
            )
        }
    }

    /// Forgets every answer and image and gives the space back.
    public func clear() throws {
        try database.write { db in
            try db.execute("DELETE FROM answer")
            try db.execute("DELETE FROM image")
        }
        try database.executeAlone("VACUUM")
        usage.withLock { $0 = 0 }
    }

    private func store(into table: String, keyColumn: String, key: String, extra: (column: String, value: String)?, body: Data, at date: Date) {
        guard body.count <= capacity / 10 else { return }
        let time = date.timeIntervalSince1970
        let columns = [keyColumn] + (extra.map { [$0.column] } ?? []) + ["body", "bytes", "fetchedAt", "usedAt"]
        let values: [SQLiteValue] = [.text(key)] + (extra.map { [.text($0.value)] } ?? []) + [.blob(body), .integer(body.count), .real(time), .real(time)]
        let placeholders = Array(repeating: "?", count: columns.count).joined(separator: ", ")
        try? database.write { db in
            let replaced = try db.value("SELECT bytes FROM \(table) WHERE \(keyColumn) = ?", [.text(key)])?.integer ?? 0
            try db.execute("INSERT OR REPLACE INTO \(table) (\(columns.joined(separator: ", "))) VALUES (\(placeholders))", values)
            let total = usage.withLock { usage in
                usage += body.count - replaced
                return usage
            }
            if total > capacity { try evict(db, down: total - capacity * 9 / 10) }
        }
    }

    /// Deletes the least recently used answers and images until `excess` bytes are gone.
    private func evict(_ db: SQLiteConnection, down excess: Int) throws {
        var freed = 0
        var victims: [(table: String, column: String, key: String)] = []
        try db.forEachRow("""
            SELECT 'answer', key, bytes, usedAt FROM answer UNION ALL SELECT 'image', url, bytes, usedAt FROM image ORDER BY 4
            """) { row in
            let key = row[1].text ?? ""
            victims.append(row[0].text == "answer" ? ("answer", "key", key) : ("image", "url", key))
            freed += row[2].integer ?? 0
            return freed < excess
        }
        for victim in victims {
            try db.execute("DELETE FROM \(victim.table) WHERE \(victim.column) = ?", [.text(victim.key)])
        }
        try db.execute("PRAGMA incremental_vacuum")
        usage.withLock { $0 -= freed }
    }
}
