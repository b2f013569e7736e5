/// One page of search results.
public struct PhotoPage: Sendable, Hashable, Codable {
    public var query: SearchQuery
    /// The page number the backend answered with (it may differ from the one asked for).
    public var page: Int
    /// Page count the backend reports for the whole match set.
    public var pages: Int
    public var perPage: Int
    /// Match count the backend reports; more than can be browsed when over the cap.
    public var total: Int
    public var photos: [Photo]
    /// Where the page came from: the network, or the cache and how old it is.
    public var origin: AnswerOrigin
    /// The most results the source lets a search reach (Openverse: 400 without an account); `nil`: Flickr's 4,000.
    public var resultCap: Int?

    public init(
        query: SearchQuery, page: Int, pages: Int, perPage: Int, total: Int, photos: [Photo], origin: AnswerOrigin = .network,
        resultCap: Int? = nil
    ) {
        self.resultCap = resultCap
        self.query = query
        self.page = page
        self.pages = pages
        self.perPage = perPage
        self.total = total
        self.photos = photos
        self.origin = origin
    }

    /// The last page that can be fetched: the reported page count, clamped to the source's cap.
    public var lastReachablePage: Int {
        let size = max(perPage, 1)
        return min(pages, (reachableCap + size - 1) / size)
    }

    /// How many results can really be browsed.
    public var reachableTotal: Int { min(total, reachableCap) }

    private var reachableCap: Int { resultCap ?? SearchQuery.resultCap }

    /// True when a further page can be fetched.
    public var hasMore: Bool { page < lastReachablePage && !photos.isEmpty }
}
