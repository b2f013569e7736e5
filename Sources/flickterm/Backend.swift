import FoundationEssentials
import Model

/// What the options select: the photo sources (the one in use first), the cache under them, and a sentence for the
/// user when the cache had to be rebuilt or cannot be used.
struct Backend {
    let sources: PhotoSources
    /// The cache of answers and images; `nil` for the demo catalog, with `--no-cache`, or when none can be made.
    let cache: CacheStore?
    let notice: String?
    /// The demo catalog's folder, the only one whose files may be fetched (`file://`); `nil` when there is none.
    var localFolder: URL? = nil

    /// The source in use.
    var service: any PhotoSearchService { sources.current.service }
    /// Its name: "Openverse", "demo catalog".
    var name: String { sources.current.name }
}
