import Foundation
import Model
import TestSupport
import Testing

/// Images through the real libcurl client against the loopback server: fitted, cached, limited to six at
/// once per host, and every bad answer a thrown error.
struct ImageStoreTests {
    /// The loopback server's URL for catalog image `id` at size `suffix`.
    private func url(_ server: LoopbackServerProcess, _ id: String, _ suffix: String = "q") -> URL {
        server.baseURL.appendingPathComponent("catalog/\(id)_d3m0_\(suffix).jpg")
    }

    @Test func fitsTheImageIntoTheBoxAndKeepsIt() async throws {
        let server = try await LoopbackServerProcess()
        let store = ImageStore()
        let tall = url(server, "coco-159269", "m")
        let image = try await store.image(tall, fitting: 16, 16)
        #expect(image.height == 16)
        #expect(image.width == 11, "160×240 keeps its shape in a 16×16 box")
        let before = try await server.stats().requests
        let again = try await store.image(tall, fitting: 16, 16)
        #expect(again == image)
        #expect(try await server.stats().requests == before, "the second time comes from memory")
        #expect(store.cached(tall, fitting: 16, 16) == image)
        #expect(store.cached(tall, fitting: 8, 8) == nil)
    }

    @Test func fetchesAtMostSixAtOncePerHost() async throws {
        let server = try await LoopbackServerProcess()
        try await server.inject("latency:150", count: 0)
        let store = ImageStore()
        let ids = ["coco-159269", "coco-78499", "coco-114174", "coco-255165", "coco-216794", "coco-231460"]
        try await withThrowingTaskGroup(of: Void.self) { group in
            for id in ids {
                for suffix in ["q", "m"] {
                    group.addTask { _ = try await store.image(url(server, id, suffix), fitting: 8, 8) }
                }
            }
            try await group.waitForAll()
        }
        let stats = try await server.stats()
        #expect(stats.requests >= 12)
        #expect(stats.peakInFlight <= 6)
        #expect(stats.peakInFlight >= 2, "fetches do overlap")
    }

    /// Over HTTP/2 (nghttpx in front of the loopback server, as Flickr's image hosts speak it) a screen's twelve
    /// pictures are asked for at once: the server sees them all in flight, not six.
    @Test func asksForAScreensPicturesAtOnceOverHTTP2() async throws {
        let server = try await LoopbackServerProcess()
        // Each answer held a second: all twelve are in flight together even when the machine is busy (at 300 ms, one
        // `make test`, its suites in parallel, saw fewer than twelve at once: the last asked after the first answered).
        try await server.inject("latency:1000", count: 0)
        let front = try await HTTP2Front(backend: server.port)
        let store = ImageStore(client: HTTPClient(configuration: HTTPClientConfiguration(
            maximumResponseBytes: ImageStore.maximumImageBytes, trustedCertificates: front.certificates
        )))
        let ids = ["coco-159269", "coco-78499", "coco-114174", "coco-255165", "coco-216794", "coco-231460"]
        try await withThrowingTaskGroup(of: Void.self) { group in
            for id in ids {
                for suffix in ["q", "m"] {
                    let image = front.baseURL.appendingPathComponent("catalog/\(id)_d3m0_\(suffix).jpg")
                    group.addTask { _ = try await store.image(image, fitting: 8, 8) }
                }
            }
            try await group.waitForAll()
        }
        #expect(try await server.stats().peakInFlight == 12)
    }

    @Test func everyBadAnswerIsAnError() async throws {
        let server = try await LoopbackServerProcess()
        let store = ImageStore(client: HTTPClient(configuration: HTTPClientConfiguration(
            totalTimeout: .seconds(2), maximumResponseBytes: ImageStore.maximumImageBytes
        )))
        let image = url(server, "coco-159269")
        for fault in ["status:404", "huge:20000000", "truncate", "drip:500", "replay:json/search_per-page-2__denissimon-ios-mvvm_2024.json"] {
            try await server.inject(fault)
            await #expect(throws: (any Error).self, "\(fault)") { try await store.image(image, fitting: 8, 8) }
        }
        let missing = url(server, "no-such-photo")
        await #expect(throws: (any Error).self) { try await store.image(missing, fitting: 8, 8) }
        #expect(try await store.image(image, fitting: 8, 8).width == 8, "the next image works")
    }

    @Test func fitsShapesIntoBoxes() {
        #expect(ImageStore.fit(width: 640, height: 480, into: 80, 80) == (80, 60))
        #expect(ImageStore.fit(width: 150, height: 150, into: 8, 8) == (8, 8))
        #expect(ImageStore.fit(width: 10, height: 1000, into: 80, 40) == (1, 40))
        // Pixels three quarters as tall as wide (half blocks of a 6×... cell): a 4:3 photo needs as many rows
        // as columns to keep its shape.
        #expect(ImageStore.fit(width: 640, height: 480, into: 80, 80, pixelAspect: 0.75) == (80, 80))
        #expect(ImageStore.fit(width: 640, height: 480, into: 80, 80, pixelAspect: 1.5) == (80, 40))
    }

    /// A terminal that claims huge cells (or a huge window) asks for a huge box: the picture stays at its own pixels.
    @Test func neverScalesAPictureAboveItsOwnPixels() {
        #expect(ImageStore.fit(width: 75, height: 75, into: 80, 80) == (75, 75))
        #expect(ImageStore.fit(width: 640, height: 480, into: 320_000, 128_000) == (640, 480))
        #expect(ImageStore.fit(width: 640, height: 480, into: Int.max, Int.max, pixelAspect: 2) == (640, 240))
    }

    /// Over budget, the least recently used go, down to nine tenths of it (here: two of four).
    @Test func evictsTheLeastRecentlyUsed() {
        let cache = ImageCache(capacity: 3 * 300)
        let key = { (name: String) in ImageCache.Key(url: URL(string: "https://e.test/\(name)")!, width: 10, height: 10) }
        let image = RGBImage(width: 10, height: 10, color: RGB(1, 2, 3))
        cache.store(image, for: key("a"))
        cache.store(image, for: key("b"))
        cache.store(image, for: key("c"))
        _ = cache.image(for: key("a"))
        cache.store(image, for: key("d"))
        #expect(cache.image(for: key("b")) == nil)
        #expect(cache.image(for: key("c")) == nil)
        #expect(cache.image(for: key("a")) != nil, "used again, so kept")
        #expect(cache.image(for: key("d")) != nil, "just stored")
        #expect(cache.usage.images == 2)
        #expect(cache.usage.bytes == 600)
    }

    /// A hostile server's search answer names local files as its images: none is read, each costs its own image.
    @Test func imageURLsNamingLocalFilesReadNothing() async throws {
        let server = try await LoopbackServerProcess()
        for address in ["file:///etc/passwd", "file:///proc/self/environ", "file:///dev/tty", "ftp://127.0.0.1/x.jpg"] {
            try await server.inject("image-url:" + address)
            let page = try await FlickrService(apiKey: "k", endpoint: server.endpoint).search(SearchQuery(text: "horses", perPage: 3))
            let thumbnail = try #require(page.photos.first?.thumbnail?.url)
            #expect(thumbnail.absoluteString == address)
            // Even an app given the demo catalog's folder reads nothing outside it.
            let store = ImageStore(client: ImageStore.client(localFolder: ProjectPaths.catalog))
            let error = await #expect(throws: HTTPError.self) { try await store.image(thumbnail, fitting: 8, 8) }
            #expect(error?.description.hasPrefix("the address was not fetched") == true, "\(address)")
        }
    }

    /// A progressive JPEG bomb (small, but minutes of decoding) costs its own image, at once, and the next works.
    @Test func aDecodingBombCostsOnlyItsOwnImage() async throws {
        let server = try await LoopbackServerProcess()
        let bomb = ScratchFolder.path("bomb", suffix: ".jpg")
        try JPEGBomb.make(width: 7000, height: 7000, scans: 100_000).write(to: bomb)
        defer { try? FileManager.default.removeItem(at: bomb) }
        try await server.inject("image-file:" + bomb.path)
        let store = ImageStore()
        await #expect(throws: ImageError.tooManyScans(limit: JPEGDecodeControl.standardScanLimit)) {
            try await store.image(url(server, "coco-159269"), fitting: 8, 8)
        }
        #expect(try await store.image(url(server, "coco-78499"), fitting: 8, 8).width == 8, "the next image works")
    }
}
