import FoundationEssentials

/// A ``PhotoSearchService`` in front of another, with a ``CacheStore`` between them. What the cache holds
/// fresh is answered without the network; what it holds stale is answered at once, marked so, while a fresher
/// answer is fetched (for searches through ``revalidate(_:)``, so the results can be replaced; for the rest in
/// the background, for next time); the rest is fetched, one call for identical requests at the same time, and
/// written through. A search the network cannot refresh comes back marked offline, with its age.
public final class CachingPhotoService: PhotoSearchService {
    private let base: any PhotoSearchService
    private let store: CacheStore
    private let source: String
    private let now: @Sendable () -> Date
    /// The least an answer stays fresh: the source's own `max-age` where it is longer than ``Freshness``'s.
    private let minimumLifetime: TimeInterval
    private let coalescer = RequestCoalescer()

    /// - Parameter now: the wall clock freshness is judged by (tests move it).
    /// - Parameter source: where the answers come from (the endpoint): part of every answer's key, so that another
    ///   server's answers to the same request are never taken for these.
    /// - Parameter minimumLifetime: seconds every answer stays fresh at least (Openverse's `max-age`).
    public init(
        wrapping base: any PhotoSearchService, source: String, store: CacheStore, minimumLifetime: TimeInterval = 0,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.source = source
        self.minimumLifetime = minimumLifetime
        self.base = base
        self.store = store
        self.now = now
    }

    public func search(_ query: SearchQuery) async throws -> PhotoPage {
        let (page, origin) = try await answer(.search(query), refreshingInBackground: false) { [base] in try await base.search(query) }
        return CachingPhotoService.page(page, from: origin)
    }

    public func revalidate(_ page: PhotoPage) async throws -> PhotoPage? {
        guard case .cache(let age, stale: true) = page.origin else { return nil }
        do {
            return try await searchedAgain(page.query)
        } catch let error as HTTPError where error.meansOffline {
            return CachingPhotoService.page(page, from: .offline(age: age))
        }
    }

    /// `query`'s page from the network, stored.
    private func searchedAgain(_ query: SearchQuery) async throws -> PhotoPage {
        CachingPhotoService.page(try await fetch(.search(query)) { [base] in try await base.search(query) }, from: .network)
    }

    public func refreshed(_ query: SearchQuery) async throws -> PhotoPage {
        do {
            return try await searchedAgain(query)
        } catch let error as HTTPError where error.meansOffline {
            let time = now()
            guard let cached = store.answer(for: key(of: .search(query)), at: time),
                  let page = try? JSONDecoder().decode(PhotoPage.self, from: cached.body) else { throw error }
            return CachingPhotoService.page(page, from: .offline(age: max(time.timeIntervalSince(cached.fetchedAt), 0)))
        }
    }

    public func photo(id: String) async throws -> Photo {
        try await answer(.info(photoID: id)) { [base] in try await base.photo(id: id) }.value
    }

    public func favoriteCount(photoID: String) async throws -> Int? {
        try await answer(.favorites(photoID: photoID)) { [base] in try await base.favoriteCount(photoID: photoID) }.value
    }

    public func sizes(photoID: String) async throws -> [PhotoSize] {
        try await answer(.sizes(photoID: photoID)) { [base] in try await base.sizes(photoID: photoID) }.value
    }

    public var fetchesCounts: Bool { base.fetchesCounts }
    public var capabilities: SourceCapabilities { base.capabilities }

    public func licenses() async throws -> [License] {
        try await answer(.licenses) { [base] in try await base.licenses() }.value
    }

    public func cameraDetails(photoID: String) async throws -> CameraDetails? {
        try await answer(.exif(photoID: photoID)) { [base] in try await base.cameraDetails(photoID: photoID) }.value
    }

    public func comments(photoID: String) async throws -> [PhotoComment] {
        try await answer(.comments(photoID: photoID)) { [base] in try await base.comments(photoID: photoID) }.value
    }

    /// The cached answer to `request` when there is one (a stale one refreshed in the background when
    /// `refreshingInBackground`), else the fetched one.
    private func answer<Value: Codable & Sendable>(
        _ request: FlickrRequest, refreshingInBackground: Bool = true, fetching work: @escaping @Sendable () async throws -> Value
    ) async throws -> (value: Value, origin: AnswerOrigin) {
        let time = now()
        if let cached = store.answer(for: key(of: request), at: time),
           let value = try? JSONDecoder().decode(Value.self, from: cached.body) {
            let age = max(time.timeIntervalSince(cached.fetchedAt), 0)
            let stale = age >= max(Freshness.lifetime(of: request.method), minimumLifetime)
            if stale, refreshingInBackground {
                Task { _ = try? await self.fetch(request, work) }
            }
            return (value, .cache(age: age, stale: stale))
        }
        return (try await fetch(request, work), .network)
    }

    /// Fetches through the wrapped service (joining an identical fetch under way) and stores the answer.
    private func fetch<Value: Codable & Sendable>(_ request: FlickrRequest, _ work: @escaping @Sendable () async throws -> Value) async throws -> Value {
        let key = key(of: request)
        return try await coalescer.run(key) { [store, now] in
            let value = try await work()
            if let body = try? JSONEncoder().encode(value) {
                store.storeAnswer(body, for: key, method: request.method, fetchedAt: now())
            }
            return value
        }
    }

    /// The answer's key in the store: where it comes from, and the request.
    private func key(of request: FlickrRequest) -> String {
        source + " " + request.cacheKey
    }

    private static func page(_ page: PhotoPage, from origin: AnswerOrigin) -> PhotoPage {
        var page = page
        page.origin = origin
        return page
    }
}
