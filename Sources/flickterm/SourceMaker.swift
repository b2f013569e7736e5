import AppConfig
import FoundationEssentials
import Logging
import Model

/// Makes the service of each photo source, as the app's start and its switch between sources need them: a network
/// source with the cache in front of it and, but for Flickr, the demo catalog behind it for when the network cannot be
/// reached; the demo catalog itself.
struct SourceMaker: Sendable {
    let config: ConfigFile
    let environment: [String: String]
    /// The Flickr API key, when there is one.
    let key: String?
    /// The demo catalog's folder, when there is one.
    let folder: URL?
    let cache: CacheOpening
    /// Opens the log when first called: the demo catalog makes no calls to log.
    let logger: @Sendable () -> Logger
    let loadingInBackground: Bool

    /// The service of `source`, at `endpoint` (its own when `nil`).
    func service(_ source: SourceChoice, endpoint: URL?) throws -> any PhotoSearchService {
        if source == .demo {
            guard let folder else { throw CatalogError.notFound(looked: []) }
            return loadingInBackground ? DeferredPhotoService { try CatalogService(directory: folder) } : try CatalogService(directory: folder)
        }
        let url = endpoint ?? SourceMaker.standardEndpoint(of: source)
        let network: any PhotoSearchService = switch source {
        case .flickr: FlickrService(apiKey: key ?? "", endpoint: url, logger: logger())
        case .openverse: OpenverseService(endpoint: url, credentials: openverseCredentials, tokenFolder: tokenFolder, logger: logger())
        case .commons, .demo: CommonsService(endpoint: url, logger: logger())
        }
        let lifetime = source == .openverse ? OpenverseService.answerLifetime : 0
        let cached: any PhotoSearchService = cache.store.store.map {
            CachingPhotoService(wrapping: network, source: url.absoluteString, store: $0, minimumLifetime: lifetime)
        } ?? network
        // What neither the network nor the cache can answer, the demo catalog does (said on the results' title bar).
        // Not for Flickr: there the person chose their account, and an error says what failed.
        guard source != .flickr, let folder else { return cached }
        return OfflineFallbackService(cached, sourceName: source.displayName) { try CatalogService(directory: folder) }
    }

    /// The API each source answers at.
    static func standardEndpoint(of source: SourceChoice) -> URL {
        switch source {
        case .flickr: FlickrService.defaultEndpoint
        case .openverse: OpenverseService.defaultEndpoint
        case .commons, .demo: CommonsService.defaultEndpoint
        }
    }

    /// A registered Openverse client, when the config file names one.
    private var openverseCredentials: OpenverseCredentials? {
        config.openverseClientID.flatMap { id in config.openverseClientSecret.map { OpenverseCredentials(clientID: id, clientSecret: $0) } }
    }

    /// Where a registered client's token is kept; none (and no folder made) for an anonymous one.
    private var tokenFolder: SafeFolder? {
        guard openverseCredentials != nil else { return nil }
        return UserFiles.stateFolder(environment: environment).flatMap { try? SafeFolder($0, private: true) }
    }
}
