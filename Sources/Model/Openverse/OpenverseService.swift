import FoundationEssentials
import Logging

/// Openverse's image API (`/v1/images/`) as a ``PhotoSearchService``: openly licensed photos, most of them Flickr's,
/// without a key. Anonymously a page holds 20 and a search reaches 20 pages; a registered client (its token fetched
/// and kept by ``OpenverseTokens``) may ask for larger pages. One call a page of results or a photo's detail; a 429 is
/// said as ``RateLimitError`` and never retried.
public final class OpenverseService: PhotoSearchService {
    /// Openverse's own API root.
    public static let defaultEndpoint = URL(string: "https://api.openverse.org/v1/")!
    /// Results a page, and pages a search, without an account (its API refuses more).
    public static let anonymousPageSize = 20, maximumPages = 20
    /// The largest page a token allows.
    public static let authenticatedPageSize = 500
    /// Seconds its answers may be kept (its `Cache-Control: max-age`): a search of Openverse is cached this long.
    public static let answerLifetime: TimeInterval = 14_400

    private let endpoint: URL
    private let client: HTTPClient
    private let tokens: OpenverseTokens?
    private let logger: Logger

    /// - Parameter endpoint: the API root, ending in `/v1/` (another server speaking Openverse's API for tests).
    /// - Parameter tokenFolder: where a registered client's token is kept between runs.
    public init(
        endpoint: URL = OpenverseService.defaultEndpoint, credentials: OpenverseCredentials? = nil,
        client: HTTPClient = HTTPClient(configuration: HTTPClientConfiguration(maximumResponseBytes: FlickrService.maximumAnswerBytes)),
        tokenFolder: SafeFolder? = nil, logger: Logger = .silent
    ) {
        let root = endpoint.absoluteString.hasSuffix("/") ? endpoint : endpoint.appendingPathComponent("")
        self.endpoint = root
        self.client = client
        self.logger = logger
        tokens = credentials.map {
            OpenverseTokens(endpoint: root.appendingPathComponent("auth_tokens/token/"), credentials: $0, client: client, folder: tokenFolder)
        }
    }

    /// Comments, favourites and orders are not Openverse's; a creator's photos are (`creator=`).
    public var capabilities: SourceCapabilities {
        SourceCapabilities(comments: false, favorites: false, ownerPhotos: true, tagSearch: true, sorts: [.relevance])
    }

    /// Its results carry every count it has (none).
    public var fetchesCounts: Bool { false }

    public func search(_ query: SearchQuery) async throws -> PhotoPage {
        let perPage = min(query.perPage, tokens == nil ? OpenverseService.anonymousPageSize : OpenverseService.authenticatedPageSize)
        let cap = perPage * OpenverseService.maximumPages
        var asked = query
        asked.page = min(query.page, OpenverseService.maximumPages)
        let body = try await call("images/", OpenverseService.parameters(for: asked, perPage: perPage))
        let answer = try decode(OpenverseSearchAnswer.self, from: body)
        var page = OpenverseMapping.page(answer, query: asked, perPage: perPage, resultCap: cap)
        page.pages = min(page.pages, OpenverseService.maximumPages)
        return page
    }

    public func photo(id: String) async throws -> Photo {
        // An id is a UUID: anything else is not sent into the path.
        guard !id.isEmpty, id.count <= 64, id.allSatisfy({ $0.isHexDigit || $0 == "-" }) else {
            throw SourceError.photoNotFound(source: OpenverseMapping.sourceName)
        }
        return OpenverseMapping.photo(try decode(OpenverseImage.self, from: try await call("images/\(id)/", [])))
    }

    public func favoriteCount(photoID: String) async throws -> Int? { nil }
    public func sizes(photoID: String) async throws -> [PhotoSize] { try await photo(id: photoID).sizes }
    /// Each photo names its own licence.
    public func licenses() async throws -> [License] { [] }
    public func comments(photoID: String) async throws -> [PhotoComment] { [] }

    /// The search's parameters: the text (or the creator, for an owner's photos), the page, and the licence filter.
    static func parameters(for query: SearchQuery, perPage: Int) -> [(String, String)] {
        var parameters: [(String, String)] = []
        // Openverse truncates its fields at 200 characters.
        if !query.text.isEmpty { parameters.append(("q", String(query.text.prefix(200)))) }
        if let owner = query.owner, !owner.name.isEmpty { parameters.append(("creator", String(owner.name.prefix(200)))) }
        parameters += [("page", String(query.page)), ("page_size", String(perPage))]
        switch LicenseFilter(flickrIDs: query.licenses) {
        case .creativeCommons?: parameters.append(("license_type", "all-cc"))
        case .commercialUse?: parameters.append(("license_type", "commercial"))
        case .noKnownRestrictions?: parameters.append(("license", "cc0,pdm"))
        case .any?, nil: break
        }
        return parameters
    }

    /// One API call, with the token when there is a client; a refused token is fetched again once.
    private func call(_ path: String, _ parameters: [(String, String)]) async throws -> Data {
        let url = try HTTPClient.url(endpoint.appendingPathComponent(path), query: parameters)
        let started = ContinuousClock.now
        do {
            let body = try await send(url, retryingRefusedToken: true)
            logger.info("openverse \(path) → \(body.count) bytes in \(started.duration(to: .now))")
            return body
        } catch {
            logger.warning("openverse \(path) failed after \(started.duration(to: .now)): \(error)")
            throw error
        }
    }

    private func send(_ url: URL, retryingRefusedToken: Bool) async throws -> Data {
        var headers: [(name: String, value: String)] = []
        if let tokens { headers.append((name: "Authorization", value: "Bearer " + (try await tokens.token()))) }
        do {
            return try await client.send(HTTPRequest(url: url, headers: headers)).body
        } catch HTTPError.rateLimited(let seconds, let excerpt) {
            throw RateLimitError(
                source: OpenverseMapping.sourceName, retryAfter: seconds ?? OpenverseService.throttleWait(excerpt), anonymous: tokens == nil
            )
        } catch HTTPError.status(401, let excerpt) {
            if let tokens, retryingRefusedToken {
                tokens.discard()
                return try await send(url, retryingRefusedToken: false)
            }
            throw SourceError.needsAccount(source: OpenverseMapping.sourceName, reason: HTTPError.isMarkup(excerpt) ? "HTTP 401" : excerpt)
        } catch HTTPError.status(404, _) {
            throw SourceError.photoNotFound(source: OpenverseMapping.sourceName)
        }
    }

    /// The seconds of DRF's "Request was throttled. Expected available in N seconds.", when a 429's body says so.
    static func throttleWait(_ text: String) -> Int? {
        let marker = "available in "
        guard let start = text.indices.first(where: { text[$0...].hasPrefix(marker) }) else { return nil }
        let digits = text[text.index(start, offsetBy: marker.count)...].prefix { $0.isNumber }
        return Int(digits.prefix(6)).map { min($0, 86_400) }
    }

    private func decode<Value: Decodable>(_ type: Value.Type, from body: Data) throws -> Value {
        do {
            return try JSONDecoder().decode(Value.self, from: body)
        } catch {
            throw SourceError.malformed(source: OpenverseMapping.sourceName, reason: body.first == UInt8(ascii: "{") ? "not its shape" : "not JSON")
        }
    }
}
