import FoundationEssentials

/// Where every screen gets its pictures: fetched through the libcurl client (`http(s)://`; `file://` only in
/// the demo catalog), at
/// most six at once per host over HTTP/1.1 (all a screen needs over HTTP/2) and the most urgent first, decoded at the smallest DCT scale that covers the
/// box asked for, area-averaged to the image's shape within that box, and kept in an ``ImageCache``. With a
/// ``CacheStore``, the bytes of every image that decoded are kept on disk too and read from there before
/// any fetch (an image at a URL never changes), so pictures seen once show offline.
/// Cancelling the asking task cancels the fetch, or stops the decode (``ImageDecoding``).
public final class ImageStore: Sendable {
    /// Image bodies larger than this are refused (a real 1024 px JPEG is a few hundred KB).
    public static let maximumImageBytes = 8 << 20

    public let cache: ImageCache
    /// The disk cache, asked for when a web image is first wanted (opening it need not delay the first frame).
    private let disk: @Sendable () -> CacheStore?
    private let client: HTTPClient
    private let gate: PriorityGate

    /// Fetches at once from a host that answered over HTTP/2 or 3 (Flickr's image hosts), and from an `https` host
    /// that has not answered yet (libcurl waits for its first connection to learn whether the others can share it):
    /// one connection carries them all, so every picture on a screen — a contact sheet's twenty, a tall list's nine
    /// — is asked for together.
    public static let multiplexedLimit = 32
    /// Fetches at once from a host that answered over HTTP/1.1, or a plain `http` one: six connections, as browsers
    /// open, and the most urgent waits here, in order.
    public static let connectionsPerHost = 6

    public convenience init(cache: ImageCache = ImageCache(), client: HTTPClient = ImageStore.client(), disk: CacheStore? = nil) {
        self.init(cache: cache, client: client, opening: { disk })
    }

    /// - Parameter opening: the disk cache, opened the first time a web image is wanted.
    public init(cache: ImageCache = ImageCache(), client: HTTPClient = ImageStore.client(), opening disk: @escaping @Sendable () -> CacheStore?) {
        self.cache = cache
        self.disk = disk
        self.client = client
        gate = PriorityGate(limitPerHost: ImageStore.connectionsPerHost)
    }

    /// The client images are fetched with: 8 MB at most, 15 s; `file://` only inside `localFolder` (the demo
    /// catalog's), so a server's answer can never name a local file.
    public static func client(localFolder: URL? = nil) -> HTTPClient {
        HTTPClient(configuration: HTTPClientConfiguration(
            connectTimeout: .seconds(5), totalTimeout: .seconds(15), maximumResponseBytes: maximumImageBytes, localFolder: localFolder
        ))
    }

    /// The image at `url` already fitted into `width`×`height` pixels, if it is in memory.
    public func cached(_ url: URL, fitting width: Int, _ height: Int, pixelAspect: Double = 1) -> RGBImage? {
        cache.image(for: ImageCache.Key(url: url, width: width, height: height, pixelAspect: pixelAspect))
    }

    /// The largest picture in memory of any of `urls` (a photo seen before at another size), for a first quick look.
    public func cachedWhole(_ urls: [URL]) -> RGBImage? {
        cache.largest(of: urls)
    }

    /// The image at `url` fitted into `width`×`height` pixels (its shape kept), from memory or fetched and
    /// decoded now. `pixelAspect` is the box's pixel height over its width where they are not square (a half
    /// block of a 9×17 cell is 9 wide, 8.5 tall: 0.94): the image is resampled so that it keeps its shape there.
    public func image(
        _ url: URL, fitting width: Int, _ height: Int, pixelAspect: Double = 1, priority: ImagePriority = .visible
    ) async throws -> RGBImage {
        let key = ImageCache.Key(url: url, width: width, height: height, pixelAspect: pixelAspect)
        if let image = cache.image(for: key) { return image }
        // Local files (the demo catalog's) are read as they are: the disk cache is for what came over the network.
        let disk = url.isFileURL ? nil : disk()
        let stored = disk?.image(for: url)
        let body: Data
        if let stored {
            body = stored
        } else {
            let host = url.host ?? ""
            if url.scheme == "https" { await gate.setLimit(ImageStore.multiplexedLimit, for: host, unlessSet: true) }
            let response = try await gate.run(host: host, priority: priority) { [client] in try await client.get(url) }
            await gate.setLimit(response.multiplexed ? ImageStore.multiplexedLimit : ImageStore.connectionsPerHost, for: host)
            body = response.body
        }
        try Task.checkCancellation()
        // Decoded at the scale it is shown at: an extreme shape (65,500×763) in a wide box needs few of its rows.
        let size = JPEGDecoder.size(of: body)
        let covering = size.map { size in
            let shown = ImageStore.fit(width: size.width, height: size.height, into: width, height, pixelAspect: pixelAspect)
            return (width: shown.width, height: Int((Double(shown.height) * pixelAspect).rounded(.up)))
        } ?? (width: width, height: height)
        let decoded = try await ImageDecoding.shared.decode(body, size: size, covering: covering.width, covering.height, priority: priority)
        if stored == nil { disk?.storeImage(body, for: url) }
        let fitted = ImageStore.fit(width: decoded.width, height: decoded.height, into: width, height, pixelAspect: pixelAspect)
        let image = decoded.areaAveraged(toWidth: fitted.width, height: fitted.height)
        cache.store(image, for: key)
        return image
    }

    /// The largest size with the shape of `width`×`height` that fits in `boxWidth`×`boxHeight` (at least 1×1) and is
    /// no larger than `width`×`height` itself, where the box's pixels are `pixelAspect` times as tall as they are wide.
    public static func fit(
        width: Int, height: Int, into boxWidth: Int, _ boxHeight: Int, pixelAspect: Double = 1
    ) -> (width: Int, height: Int) {
        guard width > 0, height > 0, pixelAspect > 0 else { return (max(boxWidth, 1), max(boxHeight, 1)) }
        let tall = Double(height) / pixelAspect
        let scale = min(Double(boxWidth) / Double(width), Double(boxHeight) / tall, 1)
        return (max(1, min(boxWidth, Int((Double(width) * scale).rounded()))), max(1, min(boxHeight, Int((tall * scale).rounded()))))
    }
}
