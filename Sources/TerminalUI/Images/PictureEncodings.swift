import Model
import Synchronization

/// Pictures made ready to send over one picture protocol, kept within a memory budget: encoded at once where that is
/// cheap, else off the main thread, with a call to ``ready`` when one a frame waits for is done.
@MainActor
final class PictureEncodings {
    /// A picture made ready to send.
    enum Encoded: Sendable {
        /// What draws it in the cells at the cursor (sixel, or iTerm2's sequence).
        case cells([UInt8])
        case kitty(KittyGraphics.Transmission)

        var byteCount: Int {
            switch self {
            case .cells(let bytes): bytes.count
            case .kitty(let transmission): transmission.byteCount
            }
        }
    }

    /// Makes a picture ready for the cells it will cover; runs off the main actor where encoding takes time.
    typealias Encoder = @Sendable (RGBImage, (columns: Int, rows: Int)) -> Encoded

    private let encode: Encoder
    /// Called when a picture encoded apart that a frame waited for is ready (to ask for a frame).
    var ready: @MainActor () -> Void = {}
    /// Shared with the encoding tasks, which keep what they made without a turn on the main actor, where only a
    /// picture a frame waits for needs one.
    nonisolated private let store = Mutex(Store())

    init(encode: @escaping Encoder) {
        self.encode = encode
    }

    /// True when `image` is encoded: at once when `inFrame`; else starts encoding it (once) and returns false, and
    /// ``ready`` is called when it is done.
    func prepared(_ image: RGBImage, cells: (columns: Int, rows: Int), inFrame: Bool) -> Bool {
        let (isEncoded, isEncoding) = store.withLock { store in
            let isEncoded = store.encoded[image] != nil
            if !isEncoded, !inFrame || store.encoding.contains(image) { store.awaited.insert(image) }
            return (isEncoded, store.encoding.contains(image))
        }
        if isEncoded { return true }
        if inFrame, !isEncoding {
            let picture = encode(image, cells)
            _ = store.withLock { $0.keep(picture, for: image) }
            return true
        }
        start(image, cells: cells)
        return false
    }

    /// Starts encoding `image` (once) for a frame to come, which will find it ready: nothing waits for it now.
    func prepareAhead(_ image: RGBImage, cells: (columns: Int, rows: Int)) {
        start(image, cells: cells)
    }

    /// Encodes `image` off the main actor, unless it is encoded or that is under way.
    private func start(_ image: RGBImage, cells: (columns: Int, rows: Int)) {
        guard store.withLock({ $0.encoded[image] == nil && $0.encoding.insert(image).inserted }) else { return }
        let encode = encode
        Task.detached(priority: .userInitiated) {
            let picture = encode(image, cells)
            guard self.store.withLock({ $0.keep(picture, for: image) }) else { return }
            await self.ready()
        }
    }

    /// `image`'s encoding, kept for the next time it is drawn (pictures the terminal keeps in its cells).
    subscript(image: RGBImage) -> Encoded? { store.withLock { $0.encoded[image] } }

    /// `image`'s encoding, let go (pictures the terminal keeps once sent).
    func take(_ image: RGBImage) -> Encoded? {
        store.withLock { store in
            guard let picture = store.encoded.removeValue(forKey: image) else { return nil }
            store.bytes -= picture.byteCount
            return picture
        }
    }

    /// The pictures encoded, within ``budget`` bytes; those being encoded; and those a frame left out for want of them.
    private struct Store {
        /// Bytes of encoded pictures kept in memory at most.
        static let budget = 64 << 20

        var encoded: [RGBImage: Encoded] = [:]
        var bytes = 0
        var encoding: Set<RGBImage> = []
        var awaited: Set<RGBImage> = []

        /// Keeps `picture` (over the budget, every other is let go first); true when a frame waits for it.
        mutating func keep(_ picture: Encoded, for image: RGBImage) -> Bool {
            encoding.remove(image)
            if bytes + picture.byteCount > Store.budget {
                encoded = [:]
                bytes = 0
            }
            encoded[image] = picture
            bytes += picture.byteCount
            return awaited.remove(image) != nil
        }
    }
}
