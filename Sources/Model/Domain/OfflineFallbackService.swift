import Synchronization

/// A network source with the demo catalog behind it: when the network cannot be reached (no name resolution, no
/// connection, no answer in time), the search is answered from the catalog, marked so (``AnswerOrigin/demoStandingIn(for:)``),
/// and the rest of the session stays on the catalog, whose photos only it knows.
public final class OfflineFallbackService: PhotoSearchService {
    private let primary: any PhotoSearchService
    private let demo: @Sendable () throws -> any PhotoSearchService
    private let sourceName: String
    private let fallenBack = Mutex<(any PhotoSearchService)?>(nil)

    /// - Parameter demo: makes the catalog, the first time it is needed.
    public init(_ primary: any PhotoSearchService, sourceName: String, demo: @escaping @Sendable () throws -> any PhotoSearchService) {
        self.primary = primary
        self.sourceName = sourceName
        self.demo = demo
    }

    /// The catalog once the network failed, else the source.
    private var current: any PhotoSearchService { fallenBack.withLock { $0 } ?? primary }

    public func search(_ query: SearchQuery) async throws -> PhotoPage {
        try await answer(query) { try await $0.search(query) }
    }

    public func refreshed(_ query: SearchQuery) async throws -> PhotoPage {
        try await answer(query) { try await $0.refreshed(query) }
    }

    /// The source's answer through `ask`, else the catalog's once the network cannot be reached.
    private func answer(_ query: SearchQuery, _ ask: (any PhotoSearchService) async throws -> PhotoPage) async throws -> PhotoPage {
        if let demo = fallenBack.withLock({ $0 }) { return marked(try await demo.search(query)) }
        do {
            return try await ask(primary)
        } catch let error as HTTPError where error.meansOffline {
            let demo = try fallenBack.withLock { made in
                if let made { return made }
                made = try self.demo()
                return made!
            }
            return marked(try await demo.search(query))
        }
    }

    private func marked(_ page: PhotoPage) -> PhotoPage {
        var page = page
        page.origin = .demoStandingIn(for: sourceName)
        return page
    }

    public func photo(id: String) async throws -> Photo { try await current.photo(id: id) }
    public func favoriteCount(photoID: String) async throws -> Int? { try await current.favoriteCount(photoID: photoID) }
    public func sizes(photoID: String) async throws -> [PhotoSize] { try await current.sizes(photoID: photoID) }
    public func licenses() async throws -> [License] { try await current.licenses() }
    public func comments(photoID: String) async throws -> [PhotoComment] { try await current.comments(photoID: photoID) }
    public func cameraDetails(photoID: String) async throws -> CameraDetails? { try await current.cameraDetails(photoID: photoID) }
    public func revalidate(_ page: PhotoPage) async throws -> PhotoPage? { try await current.revalidate(page) }
    public func suggestedSearches() async -> [String] { await current.suggestedSearches() }
    public var fetchesCounts: Bool { current.fetchesCounts }
    public var capabilities: SourceCapabilities { current.capabilities }
}
