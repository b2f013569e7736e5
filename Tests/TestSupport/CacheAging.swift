import Foundation
import Model
import LoopbackHarness

/// Makes time pass for the app's cache: tests cannot wait hours for answers to grow stale.
public enum CacheAging {
    /// A new, empty folder to serve as `XDG_CACHE_HOME`.
    public static func newCacheHome() -> URL {
        ScratchFolder.path("flickterm-cache-home")
    }

    /// Moves every answer and image in the cache under `cacheHome` `seconds` into the past.
    public static func age(cacheHome: URL, by seconds: TimeInterval) throws {
        try SQLiteDatabase(path: cacheHome.appendingPathComponent("flickterm/cache.sqlite").path, schema: nil).write { db in
            try db.execute("UPDATE answer SET fetchedAt = fetchedAt - ?", [.real(seconds)])
            try db.execute("UPDATE image SET fetchedAt = fetchedAt - ?", [.real(seconds)])
        }
    }
}
