import Foundation
import GRDB
import LoopbackHarness

/// Makes time pass for the app's cache: tests cannot wait hours for answers to grow stale.
public enum CacheAging {
    /// A new, empty folder to serve as `XDG_CACHE_HOME`.
    public static func newCacheHome() -> URL {
        ScratchFolder.path("flickterm-cache-home")
    }

    /// Moves every answer and image in the cache under `cacheHome` `seconds` into the past.
    public static func age(cacheHome: URL, by seconds: TimeInterval) throws {
        let database = try DatabaseQueue(path: cacheHome.appendingPathComponent("flickterm/cache.sqlite").path)
        try database.write { db in
            try db.execute(sql: "UPDATE answer SET fetchedAt = fetchedAt - ?", arguments: [seconds])
            try db.execute(sql: "UPDATE image SET fetchedAt = fetchedAt - ?", arguments: [seconds])
        }
        try database.close()
    }
}
