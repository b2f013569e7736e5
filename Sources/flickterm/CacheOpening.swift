import FoundationEssentials
import Model
import Synchronization

/// The cache of answers and images, opened the first time a network source needs it (never for the demo catalog, and
/// not before the first frame unless the source in use is a network one), and then shared by every source.
final class CacheOpening: Sendable {
    private let open: @Sendable () -> (store: CacheStore?, notice: String?)
    private let opened = Mutex<(store: CacheStore?, notice: String?)?>(nil)

    /// - Parameter file: the cache's file; `nil` for none (`--no-cache`, or no home to keep it in).
    init(file: URL?, capacity: Int) {
        open = { file.map { CacheStore.open(at: $0, capacity: capacity) } ?? (nil, nil) }
    }

    /// The cache (`nil` when there is none or it cannot be made), and a sentence when it had to be rebuilt.
    var store: (store: CacheStore?, notice: String?) {
        opened.withLock { opened in
            if let opened { return opened }
            let made = open()
            opened = made
            return made
        }
    }
}
