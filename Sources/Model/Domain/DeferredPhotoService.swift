import Synchronization

/// A ``PhotoSearchService`` whose backend is built in the background (the demo catalog takes tens of
/// milliseconds to read), so that a screen can paint before the build ends. Calls wait for it.
public final class DeferredPhotoService: PhotoSearchService {
    private let make: @Sendable () throws -> any PhotoSearchService
    private let loading = Mutex<Task<any PhotoSearchService, any Error>?>(nil)
    /// The backend, once built.
    private let made = Mutex<(any PhotoSearchService)?>(nil)

    /// `make` runs the first time the service is asked anything, off the caller's thread — not before: the app's
    /// first frame is drawn first (the search screen asks for its suggestions right after it), so that the
    /// catalog's load never competes with it for the cores.
    public init(_ make: @escaping @Sendable () throws -> any PhotoSearchService) {
        self.make = make
    }

    private var service: any PhotoSearchService {
        get async throws {
            let task = loading.withLock { loading in
                if let loading { return loading }
                let started = Task.detached(priority: .userInitiated) { [self] in
                    let service = try make()
                    made.withLock { $0 = service }
                    return service
                }
                loading = started
                return started
            }
            return try await task.value
        }
    }

    public func search(_ query: SearchQuery) async throws -> PhotoPage { try await service.search(query) }
    public func photo(id: String) async throws -> Photo { try await service.photo(id: id) }
    public func favoriteCount(photoID: String) async throws -> Int? { try await service.favoriteCount(photoID: photoID) }
    public func sizes(photoID: String) async throws -> [PhotoSize] { try await service.sizes(photoID: photoID) }
    public func licenses() async throws -> [License] { try await service.licenses() }
    public func comments(photoID: String) async throws -> [PhotoComment] { try await service.comments(photoID: photoID) }
    public func cameraDetails(photoID: String) async throws -> CameraDetails? { try await service.cameraDetails(photoID: photoID) }
    public func revalidate(_ page: PhotoPage) async throws -> PhotoPage? { try await service.revalidate(page) }
    public func refreshed(_ query: SearchQuery) async throws -> PhotoPage { try await service.refreshed(query) }
    /// The backend's, once built (before it, nothing has photos to ask about).
    public var fetchesCounts: Bool { made.withLock { $0?.fetchesCounts } ?? true }
    /// The backend's, once built.
    public var capabilities: SourceCapabilities { made.withLock { $0?.capabilities } ?? .all }
    public func suggestedSearches() async -> [String] {
        guard let service = try? await service else { return [] }
        return await service.suggestedSearches()
    }
}
