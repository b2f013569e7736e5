import Foundation

/// Where the cache database lives: `$XDG_CACHE_HOME/flickterm/cache.sqlite`, else `~/.cache/flickterm/…`.
public enum CacheLocation {
    /// The cache file for `environment`; `nil` when neither `XDG_CACHE_HOME` (absolute) nor `HOME` is set.
    public static func file(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        let folder: URL
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            folder = URL(fileURLWithPath: cache, isDirectory: true)
        } else if let home = environment["HOME"], !home.isEmpty {
            folder = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".cache", isDirectory: true)
        } else {
            return nil
        }
        return folder.appendingPathComponent("flickterm", isDirectory: true).appendingPathComponent("cache.sqlite")
    }
}
