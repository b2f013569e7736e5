import Foundation
import GRDB
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
    private let database: DatabasePool
    /// Bytes of answers and images stored, kept in step with this process's writes so that eviction need not
    /// add the tables up on every store.
    private let usage: Mutex<Int>

    init(file: URL, capacity: Int) throws {
        self.file = file
        self.capacity = max(capacity, 0)
        database = try PrivateDatabase.open(file, migrator: CacheSchema.migrator)
        usage = Mutex(try database.read { db in
            try Int.fetchOne(db, sql: "SELECT (SELECT ifnull(sum(bytes), 0) FROM answer) + (SELECT ifnull(sum(bytes), 0) FROM image)") ?? 0
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
            guard let row = try Row.fetchOne(db, sql: "SELECT body, fetchedAt FROM answer WHERE key = ?", arguments: [key]) else { return nil }
            try db.execute(sql: "UPDATE answer SET usedAt = ? WHERE key = ?", arguments: [now.timeIntervalSince1970, key])
            return CachedAnswer(body: row["body"], fetchedAt: Date(timeIntervalSince1970: row["fetchedAt"]))
        }
    }

    /// Stores `body` as the answer to `key` (a request of `method`), fetched at `fetchedAt`.
    public func storeAnswer(_ body: Data, for key: String, method: String, fetchedAt: Date) {
        store(into: "answer", keyColumn: "key", key: key, extra: ("method", method), body: body, at: fetchedAt)
    }

    /// The bytes of the image at `url`, marked as used at `now`.
    public func image(for url: URL, at now: Date = Date()) -> Data? {
        try? database.write { db in
            guard let body = try Data.fetchOne(db, sql: "SELECT body FROM image WHERE url = ?", arguments: [url.absoluteString]) else {
                return nil
            }
            try db.execute(sql: "UPDATE image SET usedAt = ? WHERE url = ?", arguments: [now.timeIntervalSince1970, url.absoluteString])
            return body
        }
    }

    /// Stores the bytes of the image at `url`, fetched at `fetchedAt`.
    public func storeImage(_ body: Data, for url: URL, at fetchedAt: Date = Date()) {
        store(into: "image", keyColumn: "url", key: url.absoluteString, extra: nil, body: body, at: fetchedAt)
    }

    /// Entries, bytes and the oldest fetch.
    public func info() throws -> CacheInfo {
        try database.read { db in
            let row = try Row.fetchOne(db, sql: """
                SELECT (SELECT count(*) FROM answer) AS answers, (SELECT count(*) FROM image) AS images,
                       (SELECT ifnull(sum(bytes), 0) FROM answer) + (SELECT ifnull(sum(bytes), 0) FROM image) AS bytes,
                       (SELECT min(fetchedAt) FROM (SELECT fetchedAt FROM answer UNION ALL SELECT fetchedAt FROM image)) AS oldest
                """)
            let oldest: Double? = row?["oldest"]
            return CacheInfo(
                file: file, answers: row?["answers"] ?? 0, images: row?["images"] ?? 0, bytes: row?["bytes"] ?? 0,
                capacity: capacity, oldest: oldest.map(Date.init(timeIntervalSince1970:))
            )
        }
    }

    /// Forgets every answer and image and gives the space back.
    public func clear() throws {
        try database.write { db in
            try db.execute(sql: "DELETE FROM answer")
            try db.execute(sql: "DELETE FROM image")
        }
        try database.writeWithoutTransaction { try $0.execute(sql: "VACUUM") }
        usage.withLock { $0 = 0 }
    }

    private func store(into table: String, keyColumn: String, key: String, extra: (column: String, value: String)?, body: Data, at date: Date) {
        guard body.count <= capacity / 10 else { return }
        let time = date.timeIntervalSince1970
        let columns = [keyColumn] + (extra.map { [$0.column] } ?? []) + ["body", "bytes", "fetchedAt", "usedAt"]
        let values: [any DatabaseValueConvertible] = [key] + (extra.map { [$0.value] } ?? []) + [body, body.count, time, time]
        let placeholders = Array(repeating: "?", count: columns.count).joined(separator: ", ")
        try? database.write { db in
            let replaced = try Int.fetchOne(db, sql: "SELECT bytes FROM \(table) WHERE \(keyColumn) = ?", arguments: [key]) ?? 0
            try db.execute(
                sql: "INSERT OR REPLACE INTO \(table) (\(columns.joined(separator: ", "))) VALUES (\(placeholders))",
                arguments: StatementArguments(values)
            )
            let total = usage.withLock { usage in
                usage += body.count - replaced
                return usage
            }
            if total > capacity { try evict(db, down: total - capacity * 9 / 10) }
        }
    }

    /// Deletes the least recently used answers and images until `excess` bytes are gone.
    private func evict(_ db: Database, down excess: Int) throws {
        var freed = 0
        var victims: [(table: String, column: String, key: String)] = []
        let rows = try Row.fetchCursor(db, sql: """
            SELECT 'answer' AS kind, key, bytes, usedAt FROM answer UNION ALL SELECT 'image', url, bytes, usedAt FROM image ORDER BY usedAt
            """)
        while freed < excess, let row = try rows.next() {
            let kind: String = row["kind"]
            victims.append(kind == "answer" ? ("answer", "key", row["key"]) : ("image", "url", row["key"]))
            freed += row["bytes"] as Int
        }
        for victim in victims {
            try db.execute(sql: "DELETE FROM \(victim.table) WHERE \(victim.column) = ?", arguments: [victim.key])
        }
        try db.execute(sql: "PRAGMA incremental_vacuum")
        usage.withLock { $0 -= freed }
    }
}
