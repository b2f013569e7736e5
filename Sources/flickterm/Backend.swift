import FoundationEssentials
import Model

/// What the options select: the photo sources (the one in use first), the cache under them, and the demo catalog's
/// folder.
struct Backend {
    let sources: PhotoSources
    /// The cache of answers and images, opened when first asked for; none with `--no-cache`.
    let cacheOpening: CacheOpening
    /// The demo catalog's folder, the only one whose files may be fetched (`file://`); `nil` when there is none.
    var localFolder: URL? = nil
    /// The source in use is on the network (it wants the cache).
    var isNetwork = true

    /// The source in use.
    var service: any PhotoSearchService { sources.current.service }
    /// Its name: "Openverse", "demo catalog".
    var name: String { sources.current.name }
    /// A sentence for the user when the cache had to be rebuilt or cannot be used (opening it, if not yet).
    var notice: String? { cacheOpening.store.notice }
}
