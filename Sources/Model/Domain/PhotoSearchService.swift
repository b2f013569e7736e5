/// A source of photos: the Flickr REST API, Openverse, Wikimedia Commons, the demo catalog, or a test double.
public protocol PhotoSearchService: Sendable {
    /// One page of photos matching `query`. Pages past the 4,000-result cap are clamped to the last reachable one.
    func search(_ query: SearchQuery) async throws -> PhotoPage
    /// Full information on one photo (`flickr.photos.getInfo`).
    func photo(id: String) async throws -> Photo
    /// How many people marked the photo a favourite (`flickr.photos.getFavorites` total); `nil` when unknown.
    func favoriteCount(photoID: String) async throws -> Int?
    /// Every image size of the photo, smallest first (`flickr.photos.getSizes`).
    func sizes(photoID: String) async throws -> [PhotoSize]
    /// Licences photos can carry (`flickr.photos.licenses.getInfo`).
    func licenses() async throws -> [License]
    /// The comments on a photo, oldest first (`flickr.photos.comments.getList`).
    func comments(photoID: String) async throws -> [PhotoComment]
    /// What the camera recorded of the photo (`flickr.photos.getExif`); `nil` where the source has nothing of it.
    func cameraDetails(photoID: String) async throws -> CameraDetails?
    /// When `page` came from a stale cache (``AnswerOrigin/isStale``): the network's answer to the same search,
    /// or `page` marked offline when the network cannot be reached; `nil` when `page` needs no refresh.
    func revalidate(_ page: PhotoPage) async throws -> PhotoPage?
    /// `query`'s page asked of the source itself, not of a cache (the person asked for a refresh); where the network
    /// cannot be reached, the cached page marked offline, else the error.
    func refreshed(_ query: SearchQuery) async throws -> PhotoPage
    /// A few searches worth trying, for an empty search screen: ones that find photos with pictures.
    func suggestedSearches() async -> [String]
    /// Whether asking for a photo's counts (``counts(photoID:)``) can tell more than its search page did: false
    /// for a source whose records carry every count it has (the demo catalog), which is then never asked.
    var fetchesCounts: Bool { get }
    /// What the source can do beyond searching.
    var capabilities: SourceCapabilities { get }
}

extension PhotoSearchService {
    /// A service without a cache never answers stale.
    public func revalidate(_ page: PhotoPage) async throws -> PhotoPage? { nil }
    /// A service without a cache always asks the source.
    public func refreshed(_ query: SearchQuery) async throws -> PhotoPage { try await search(query) }

    /// No suggestions unless the source has some (the demo catalog ships its own).
    public func suggestedSearches() async -> [String] { [] }

    /// None: only Flickr keeps what the camera recorded.
    public func cameraDetails(photoID: String) async throws -> CameraDetails? { nil }

    /// Everything, unless the source says otherwise.
    public var capabilities: SourceCapabilities { .all }

    /// A photo's counts are fetched unless the source says its pages carry them all.
    public var fetchesCounts: Bool { true }

    /// Views, comments and faves of a photo, fetched together.
    public func counts(photoID: String) async throws -> PhotoCounts {
        async let info = photo(id: photoID)
        async let faves = favoriteCount(photoID: photoID)
        let counts = try await info.counts
        return PhotoCounts(views: counts.views, comments: counts.comments, faves: try await faves)
    }
}
