import FoundationEssentials
import Logging
import Synchronization

/// The Flickr REST API (or any compatible endpoint) as a ``PhotoSearchService``.
///
/// The API key goes only into request URLs; it never appears in errors, descriptions or the log, where each
/// call is a line: method, parameters, bytes and time, or why it failed.
public final class FlickrService: PhotoSearchService {
    /// Flickr's own endpoint.
    public static let defaultEndpoint = URL(string: "https://api.flickr.com/services/rest/")!
    private let apiKey: String
    private let endpoint: URL
    private let client: HTTPClient
    private let decoder: FlickrResponseDecoder
    private let licenseCache = Mutex<[License]?>(nil)
    private let logger: Logger

    /// The most an API answer may weigh: a page of 500 photos with every extra is well under 2 MB, so a server
    /// sending more is refused before it can make memory grow.
    public static let maximumAnswerBytes = 4 << 20

    /// - Parameter imageBaseURL: where built image URLs point; by default Flickr's static host for Flickr's own
    ///   endpoint, and the endpoint's origin for any other (a local server serves both).
    public init(
        apiKey: String, endpoint: URL = FlickrService.defaultEndpoint,
        client: HTTPClient = HTTPClient(configuration: HTTPClientConfiguration(maximumResponseBytes: FlickrService.maximumAnswerBytes)),
        imageBaseURL: URL? = nil, logger: Logger = .silent
    ) {
        self.logger = logger
        self.apiKey = apiKey
        self.endpoint = endpoint
        self.client = client
        self.decoder = FlickrResponseDecoder(imageBaseURL: imageBaseURL ?? FlickrService.imageBase(for: endpoint))
    }

    public func search(_ query: SearchQuery) async throws -> PhotoPage {
        try decoder.photoPage(from: await call(.search(query)), query: query.clampedToResultCap)
    }

    public func photo(id: String) async throws -> Photo {
        try decoder.photo(from: await call(.info(photoID: id)))
    }

    public func favoriteCount(photoID: String) async throws -> Int? {
        try decoder.favoriteCount(from: await call(.favorites(photoID: photoID)))
    }

    public func sizes(photoID: String) async throws -> [PhotoSize] {
        try decoder.sizes(from: await call(.sizes(photoID: photoID)))
    }

    /// Licences, fetched once and kept for the life of the service.
    public func licenses() async throws -> [License] {
        if let cached = licenseCache.withLock({ $0 }) { return cached }
        let licenses = try decoder.licenses(from: await call(.licenses))
        licenseCache.withLock { $0 = licenses }
        return licenses
    }

    /// Every comment on a photo.
    /// Error 2, "Permission denied": the owner keeps the camera's details private, which is no camera details to show.
    public func cameraDetails(photoID: String) async throws -> CameraDetails? {
        do {
            return try decoder.cameraDetails(from: await call(.exif(photoID: photoID)))
        } catch FlickrError.api(code: 2, _) {
            return nil
        }
    }

    public func comments(photoID: String) async throws -> [PhotoComment] {
        try decoder.comments(from: await call(.comments(photoID: photoID)))
    }

    private func call(_ request: FlickrRequest) async throws -> Data {
        let query = [("method", request.method), ("api_key", apiKey), ("format", "json"), ("nojsoncallback", "1")]
            + request.parameters.map { ($0.name, $0.value) }
        let started = ContinuousClock.now
        do {
            let body = try await client.get(endpoint, query: query).body
            logger.info("\(FlickrService.logged(request)) → \(body.count) bytes in \(FlickrService.milliseconds(since: started)) ms")
            return body
        } catch HTTPError.rateLimited(let seconds, _) {
            logger.warning("\(FlickrService.logged(request)) was refused: rate limited")
            throw RateLimitError(source: "Flickr", retryAfter: seconds, anonymous: false)
        } catch {
            logger.warning("\(FlickrService.logged(request)) failed after \(FlickrService.milliseconds(since: started)) ms: \(error)")
            throw error
        }
    }

    /// Characters of a request the log keeps: enough to know the call, never a megabyte a line.
    static let loggedCharacters = 500

    /// The request as the log names it, cut to ``loggedCharacters`` with its full length said.
    static func logged(_ request: FlickrRequest) -> String {
        let key = request.cacheKey
        return key.count <= loggedCharacters ? key : "\(key.prefix(loggedCharacters))… (\(key.count) characters)"
    }

    private static func milliseconds(since start: ContinuousClock.Instant) -> Int {
        let elapsed = (ContinuousClock.now - start).components
        return Int(elapsed.seconds * 1000 + elapsed.attoseconds / 1_000_000_000_000_000)
    }

    private static func imageBase(for endpoint: URL) -> URL {
        if endpoint.host?.hasSuffix("flickr.com") ?? true { return URL(string: "https://live.staticflickr.com/")! }
        var components = URLComponents(url: endpoint, resolvingAgainstBaseURL: false)
        components?.path = "/"
        components?.query = nil
        return components?.url ?? endpoint
    }
}
