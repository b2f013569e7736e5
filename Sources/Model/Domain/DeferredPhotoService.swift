/// A ``PhotoSearchService`` whose backend is built in the background (the demo catalog takes tens of
/// milliseconds to read), so that a screen can paint before the build ends. Calls wait for it.
public final class DeferredPhotoService: PhotoSearchService {
    private let loading: Task<any PhotoSearchService, any Error>

    /// Starts `make` at once, off the caller's thread.
    public init(_ make: @escaping @Sendable () throws -> any PhotoSearchService) {
        loading = Task.detached(priority: .userInitiated) { try make() }
    }

    private var service: any PhotoSearchService {
        get async throws { try await loading.value }
    }

    public func search(_ query: SearchQuery) async throws -> PhotoPage { try await service.search(query) }
    public func photo(id: String) async throws -> Photo { try await service.photo(id: id) }
    public func favoriteCount(photoID: String) async throws -> Int? { try await service.favoriteCount(photoID: photoID) }
    public func sizes(photoID: String) async throws -> [PhotoSize] { try await service.sizes(photoID: photoID) }
    public func licenses() async throws -> [License] { try await service.licenses() }
    public func comments(photoID: String) async throws -> [PhotoComment] { try await service.comments(photoID: photoID) }
    public func revalidate(_ page: PhotoPage) async throws -> PhotoPage? { try await service.revalidate(page) }
    public func suggestedSearches() async -> [String] {
        guard let service = try? await service else { return [] }
        return await service.suggestedSearches()
    }
}
