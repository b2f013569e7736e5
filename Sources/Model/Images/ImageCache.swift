import FoundationEssentials
import Synchronization

/// Decoded, already-scaled images by URL and pixel box, least recently used evicted first once their
/// pixels pass a byte budget. Shared by every screen.
public final class ImageCache: Sendable {
    /// An image for one URL fitted into one box.
    public struct Key: Hashable, Sendable {
        public let url: URL
        public let width: Int
        public let height: Int
        /// The box's pixel shape in thousandths (``ImageStore/image(_:fitting:_:pixelAspect:priority:)``).
        public let aspect: Int

        public init(url: URL, width: Int, height: Int, pixelAspect: Double = 1) {
            self.url = url
            self.width = width
            self.height = height
            aspect = Int((pixelAspect * 1000).rounded())
        }
    }

    private struct State {
        var entries: [Key: (image: RGBImage, lastUse: Int)] = [:]
        var bytes = 0
        var clock = 0
    }

    /// The byte budget for the pixels kept.
    public let capacity: Int
    private let state = Mutex(State())

    public init(capacity: Int = 24 << 20) {
        self.capacity = capacity
    }

    /// The image stored for `key`, marked as just used.
    public func image(for key: Key) -> RGBImage? {
        state.withLock { state in
            guard let entry = state.entries[key] else { return nil }
            state.clock += 1
            state.entries[key] = (entry.image, state.clock)
            return entry.image
        }
    }

    /// The largest image in memory of any of `urls`, at whatever size it was fitted to.
    public func largest(of urls: [URL]) -> RGBImage? {
        let wanted = Set(urls)
        return state.withLock { state in
            state.entries.filter { wanted.contains($0.key.url) }.max { $0.value.image.width < $1.value.image.width }?.value.image
        }
    }

    /// Stores `image` for `key`. Once over budget, the least recently used images go, down to nine tenths of
    /// it in one sweep: eviction costs a sort now and then, not a search of every entry on every store.
    public func store(_ image: RGBImage, for key: Key) {
        state.withLock { state in
            state.clock += 1
            if let old = state.entries.updateValue((image, state.clock), forKey: key) { state.bytes -= old.image.byteCount }
            state.bytes += image.byteCount
            guard state.bytes > capacity else { return }
            for (oldest, entry) in state.entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
                guard state.bytes > capacity * 9 / 10, oldest != key else { break }
                state.entries.removeValue(forKey: oldest)
                state.bytes -= entry.image.byteCount
            }
        }
    }

    /// How many images and bytes are kept.
    public var usage: (images: Int, bytes: Int) {
        state.withLock { ($0.entries.count, $0.bytes) }
    }
}
