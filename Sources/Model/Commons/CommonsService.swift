import FoundationEssentials
import Logging
import Synchronization

/// Wikimedia Commons through the MediaWiki Action API: a search of `File:` pages (`generator=search`) with their
/// image information in one request a page; paging by the `continue` the API sends back; at most one request in
/// flight, as its etiquette asks, with a User-Agent that names the app and where to reach its makers.
public final class CommonsService: PhotoSearchService {
    /// Commons' API.
    public static let defaultEndpoint = URL(string: "https://commons.wikimedia.org/w/api.php")!
    /// Results a page (`gsrlimit`'s most for clients without a bot flag), and the deepest a search may go.
    public static let maximumPageSize = 50, resultCap = 10_000
    /// Width of the thumbnail each result asks for; the other standard widths are built from its URL.
    static let thumbnailWidth = 330

    private let endpoint: URL
    private let client: HTTPClient
    private let logger: Logger
    /// One request at a time.
    private let gate = PriorityGate(limitPerHost: 1)
    /// The `continue` each page of a search was reached with, by search; bounded by ``maximumRememberedSearches``.
    private let continuations = Mutex<[String: [Int: [(String, String)]]]>([:])
    static let maximumRememberedSearches = 32

    public init(endpoint: URL = CommonsService.defaultEndpoint, client: HTTPClient = HTTPClient(configuration: CommonsService.configuration), logger: Logger = .silent) {
        self.endpoint = endpoint
        self.client = client
        self.logger = logger
    }

    /// The API's limits, with the User-Agent Wikimedia's policy asks for: the app, its version, where to find it.
    public static var configuration: HTTPClientConfiguration {
        HTTPClientConfiguration(maximumResponseBytes: FlickrService.maximumAnswerBytes, userAgent: SourceDirectory.userAgent)
    }

    /// Newest first or by relevance; no comments, favourites or creators' searches.
    public var capabilities: SourceCapabilities {
        SourceCapabilities(
            comments: false, favorites: false, ownerPhotos: false, tagSearch: true, sorts: [.relevance, .datePostedDescending],
            licenseFilters: false
        )
    }

    public var fetchesCounts: Bool { false }

    public func search(_ query: SearchQuery) async throws -> PhotoPage {
        let perPage = min(query.perPage, CommonsService.maximumPageSize)
        let key = CommonsService.key(of: query, perPage: perPage)
        let lastPage = (CommonsService.resultCap + perPage - 1) / perPage
        var asked = query
        asked.page = min(query.page, lastPage)
        let answer = try await call(searchParameters(asked, perPage: perPage, continuing: continuation(of: key, page: asked.page, perPage: perPage)))
        if let next = answer.continue, next.count <= 8 {
            remember(next.map { ($0.key, String($0.value.text.prefix(200))) }, for: key, page: asked.page + 1)
        }
        let photos = CommonsMapping.photos(answer).prefix(perPage)
        // Without a `continue` this page is the last, whatever `totalhits` says; a total of 10¹⁸ is taken as 2⁴⁰.
        let isLast = answer.continue == nil
        let total = isLast ? (asked.page - 1) * perPage + photos.count : min(max(answer.query?.searchinfo?.totalhits ?? 0, 0), 1 << 40)
        let pages = isLast ? asked.page : max((total + perPage - 1) / perPage, asked.page)
        return PhotoPage(
            query: asked, page: asked.page, pages: pages, perPage: perPage, total: total, photos: Array(photos), resultCap: CommonsService.resultCap
        )
    }

    public func photo(id: String) async throws -> Photo {
        guard !id.isEmpty, id.count <= 12, id.allSatisfy(\.isNumber) else { throw SourceError.photoNotFound(source: CommonsMapping.sourceName) }
        let answer = try await call(CommonsService.imageParameters + [("pageids", id)])
        guard let photo = CommonsMapping.photos(answer).first else { throw SourceError.photoNotFound(source: CommonsMapping.sourceName) }
        return photo
    }

    public func favoriteCount(photoID: String) async throws -> Int? { nil }
    public func sizes(photoID: String) async throws -> [PhotoSize] { try await photo(id: photoID).sizes }
    /// Each file names its own licence.
    public func licenses() async throws -> [License] { [] }
    public func comments(photoID: String) async throws -> [PhotoComment] { [] }

    /// What every request asks of each file: its URLs, size, type, the thumbnail and the licence fields.
    static let imageParameters: [(String, String)] = [
        ("action", "query"), ("format", "json"), ("formatversion", "2"), ("prop", "imageinfo"), ("iiprop", "url|size|mime|extmetadata"),
        ("iiurlwidth", String(thumbnailWidth)), ("iiextmetadatafilter", CommonsMapping.metadataFields.joined(separator: "|")),
    ]

    private func searchParameters(_ query: SearchQuery, perPage: Int, continuing: [(String, String)]) -> [(String, String)] {
        // Only JPEG files: the app draws JPEG, and a photo search wants photographs.
        var parameters = CommonsService.imageParameters + [
            ("generator", "search"), ("gsrsearch", String(query.text.prefix(300)) + " filemime:image/jpeg"), ("gsrnamespace", "6"),
            ("gsrlimit", String(perPage)), ("gsrinfo", "totalhits"), ("gsrprop", ""),
        ]
        if query.sort == .datePostedDescending { parameters.append(("gsrsort", "create_timestamp_desc")) }
        return parameters + continuing
    }

    /// The `continue` that page `page` was reached with; for a page no answer has led to yet (the first pages came from
    /// the cache), the offset the API itself would send.
    private func continuation(of key: String, page: Int, perPage: Int) -> [(String, String)] {
        guard page > 1 else { return [] }
        if let known = continuations.withLock({ $0[key]?[page] }) { return known }
        return [("gsroffset", String((page - 1) * perPage)), ("continue", "gsroffset||")]
    }

    private func remember(_ next: [(String, String)], for key: String, page: Int) {
        continuations.withLock { all in
            if all[key] == nil, all.count >= CommonsService.maximumRememberedSearches { all.removeAll() }
            all[key, default: [:]][page] = next
        }
    }

    private static func key(of query: SearchQuery, perPage: Int) -> String {
        "\(query.text)\u{0}\(query.sort.rawValue)\u{0}\(perPage)"
    }

    /// One request, after any other has ended.
    private func call(_ parameters: [(String, String)]) async throws -> CommonsQueryAnswer {
        let url = try HTTPClient.url(endpoint, query: parameters)
        let body: Data
        do {
            body = try await gate.run(host: "api", priority: .visible) { try await client.get(url).body }
        } catch HTTPError.rateLimited(let seconds, _) {
            throw RateLimitError(source: CommonsMapping.sourceName, retryAfter: seconds, anonymous: false)
        }
        let answer: CommonsQueryAnswer
        do {
            answer = try JSONDecoder().decode(CommonsQueryAnswer.self, from: body)
        } catch {
            throw SourceError.malformed(source: CommonsMapping.sourceName, reason: body.first == UInt8(ascii: "{") ? "not its shape" : "not JSON")
        }
        if let error = answer.error {
            if error.code == "ratelimited" { throw RateLimitError(source: CommonsMapping.sourceName, retryAfter: nil, anonymous: false) }
            throw SourceError.refused(source: CommonsMapping.sourceName, reason: String((error.info ?? error.code ?? "an error").prefix(200)))
        }
        logger.info("commons → \(body.count) bytes")
        return answer
    }
}
