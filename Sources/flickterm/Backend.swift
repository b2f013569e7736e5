import FoundationEssentials
import Model

/// What the options select: the photo source, its name, the cache under it, and a sentence for the user
/// when the cache had to be rebuilt or cannot be used.
struct Backend {
    let service: any PhotoSearchService
    /// "Flickr" or "demo catalog".
    let name: String
    /// The cache of answers and images; `nil` for the demo catalog, with `--no-cache`, or when none can be made.
    let cache: CacheStore?
    let notice: String?
    /// The demo catalog's folder, the only one whose files may be fetched (`file://`); `nil` for Flickr.
    var localFolder: URL? = nil
}
