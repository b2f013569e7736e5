import Model

/// Pictures made ready to send over one picture protocol, kept within a memory budget: encoded at once where that is
/// cheap, else off the main thread, with a call to ``ready`` when each is done.
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
    private var encoded: [RGBImage: Encoded] = [:]
    private var encoding: Set<RGBImage> = []
    /// Pictures being encoded that a frame left out for want of them.
    private var awaited: Set<RGBImage> = []
    /// Bytes of encoded pictures kept in memory at most.
    private let budget = 64 << 20
    private var bytes = 0

    init(encode: @escaping Encoder) {
        self.encode = encode
    }

    /// True when `image` is encoded: at once when `inFrame`; else starts encoding it (once) and returns false, and
    /// ``ready`` is called when it is done.
    func prepared(_ image: RGBImage, cells: (columns: Int, rows: Int), inFrame: Bool) -> Bool {
        if encoded[image] != nil { return true }
        if inFrame, !encoding.contains(image) {
            keep(encode(image, cells), for: image)
            return true
        }
        awaited.insert(image)
        start(image, cells: cells)
        return false
    }

    /// Starts encoding `image` (once) for a frame to come, which will find it ready: nothing waits for it now.
    func prepareAhead(_ image: RGBImage, cells: (columns: Int, rows: Int)) {
        guard encoded[image] == nil else { return }
        start(image, cells: cells)
    }

    /// Encodes `image` off the main actor, unless that is under way.
    private func start(_ image: RGBImage, cells: (columns: Int, rows: Int)) {
        guard encoding.insert(image).inserted else { return }
        let encode = encode
        Task.detached(priority: .userInitiated) {
            let picture = encode(image, cells)
            await self.store(picture, for: image)
        }
    }

    /// `image`'s encoding, kept for the next time it is drawn (pictures the terminal keeps in its cells).
    subscript(image: RGBImage) -> Encoded? { encoded[image] }

    /// `image`'s encoding, let go (pictures the terminal keeps once sent).
    func take(_ image: RGBImage) -> Encoded? {
        guard let picture = encoded.removeValue(forKey: image) else { return nil }
        bytes -= picture.byteCount
        return picture
    }

    private func store(_ picture: Encoded, for image: RGBImage) {
        encoding.remove(image)
        keep(picture, for: image)
        if awaited.remove(image) != nil { ready() }
    }

    /// Keeps `picture` within ``budget`` (over it, every other is let go first).
    private func keep(_ picture: Encoded, for image: RGBImage) {
        if bytes + picture.byteCount > budget {
            encoded = [:]
            bytes = 0
        }
        encoded[image] = picture
        bytes += picture.byteCount
    }
}
