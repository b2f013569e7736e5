import Model

/// A service never asked: the list has all its photos.
struct NoSearches: PhotoSearchService {
    func search(_ query: SearchQuery) async throws -> PhotoPage { throw CancellationError() }
    func photo(id: String) async throws -> Photo { Photo(id: id) }
    func favoriteCount(photoID: String) async throws -> Int? { nil }
    func sizes(photoID: String) async throws -> [PhotoSize] { [] }
    func licenses() async throws -> [License] { [] }
    func comments(photoID: String) async throws -> [PhotoComment] { [] }
}
