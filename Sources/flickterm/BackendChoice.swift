import AppConfig
import ArgumentParser
import FoundationEssentials
import Logging
import Model

/// The photo source the command line chose (``BackendOptions``: `--source`, a key, an endpoint, a catalog; nothing given, for a bare start): each field `nil` or
/// off where it was not given, for the environment and the config file to decide.
struct BackendChoice: Equatable {
    var source: SourceChoice?
    var apiKey: String?
    var endpoint: String?
    var catalog: String?
    var noCache = false
    var cacheSize: Int?

    /// The backend this choice selects, reading the environment for what the command line left out. Flickr
    /// gets the cache (``UserFiles``) unless `--no-cache`; the demo catalog needs none. With
    /// `loadingInBackground`, the demo catalog is checked for now but read in the background. Runs where it is called
    /// from (`nonisolated(nonsending)`): the app calls it on the main actor before its first frame, and a hop to the
    /// concurrent pool would start the pool's threads then (three, and libdispatch's manager) and wait twice for a
    /// thread to wake.
    nonisolated(nonsending) func makeBackend(
        config: ConfigFile, logger: @autoclosure @Sendable () -> Logger = .silent, loadingInBackground: Bool = false,
        environment: [String: String] = LaunchEnvironment.variables
    ) async throws -> Backend {
        let key = try await flickrKey(environment, config: config)
        let explicitCatalog = catalog != nil || environment[CatalogLocation.environmentVariable] != nil
        let source = source ?? config.source ?? (key != nil ? .flickr : explicitCatalog ? .demo : .openverse)
        let location = CatalogLocation.forCurrentProcess(option: catalog, environment: environment)
        if source == .demo {
            let folder = try location.folder()
            let service: any PhotoSearchService = loadingInBackground
                ? DeferredPhotoService { try CatalogService(directory: folder) } : try CatalogService(directory: folder)
            return Backend(service: service, name: source.displayName, cache: nil, notice: nil, localFolder: folder)
        }
        let url = try endpointURL(for: source, config: config)
        // The log file is opened only here: the demo catalog makes no calls to log.
        let network: any PhotoSearchService
        switch source {
        case .flickr:
            guard let key else {
                throw ValidationError("Flickr needs an API key (--api-key, FLICKR_API_KEY or api_key in the config file); --source openverse needs none")
            }
            network = FlickrService(apiKey: key, endpoint: url, logger: logger())
        case .openverse:
            let credentials = config.openverseClientID.flatMap { id in config.openverseClientSecret.map { OpenverseCredentials(clientID: id, clientSecret: $0) } }
            let folder = UserFiles.stateFolder(environment: environment).flatMap { try? SafeFolder($0, private: true) }
            network = OpenverseService(endpoint: url, credentials: credentials, tokenFolder: folder, logger: logger())
        case .commons, .demo:
            network = CommonsService(endpoint: url, logger: logger())
        }
        let lifetime = source == .openverse ? OpenverseService.answerLifetime : 0
        let opened = noCache ? nil : UserFiles.cache(environment: environment).map {
            CacheStore.open(at: $0, capacity: (cacheSize ?? config.cacheSize ?? CacheStore.defaultCapacity >> 20) << 20)
        }
        let cached: any PhotoSearchService = opened?.store.map {
            CachingPhotoService(wrapping: network, source: url.absoluteString, store: $0, minimumLifetime: lifetime)
        } ?? network
        // What neither the network nor the cache can answer, the demo catalog does (said on the results' title bar).
        // Only the keyless sources: with Flickr the person chose their account, and an error says what failed.
        let folder = source == .flickr ? nil : try? location.folder()
        let service = folder.map { folder in
            OfflineFallbackService(cached, sourceName: source.displayName) { try CatalogService(directory: folder) } as any PhotoSearchService
        } ?? cached
        return Backend(service: service, name: source.displayName, cache: opened?.store, notice: opened?.notice, localFolder: folder)
    }

    /// `--endpoint`, else the config file's, else the source's own; an `http(s)` URL without a fragment.
    private func endpointURL(for source: SourceChoice, config: ConfigFile) throws -> URL {
        let standard = switch source {
        case .flickr: FlickrService.defaultEndpoint
        case .openverse: OpenverseService.defaultEndpoint
        case .commons, .demo: CommonsService.defaultEndpoint
        }
        let endpoint = endpoint ?? config.endpoint ?? standard.absoluteString
        guard let url = URL(string: endpoint), ["http", "https"].contains(url.scheme?.lowercased() ?? "") else {
            throw ValidationError("--endpoint must be an http(s) URL")
        }
        // The query goes after the path; after a #fragment it would never reach the server.
        guard url.fragment == nil else { throw ValidationError("--endpoint must not have a #fragment") }
        return url
    }

    /// The API key: `--api-key`, else `FLICKR_API_KEY` (set but empty: none), else the config file's `api_key`,
    /// else what its `api_key_command` prints; `nil` when there is none (the demo catalog is used). Runs where it is
    /// called from.
    nonisolated(nonsending) func flickrKey(_ environment: [String: String], config: ConfigFile) async throws -> String? {
        let key = apiKey ?? environment["FLICKR_API_KEY"] ?? config.apiKey
        if let key { return key.isEmpty ? nil : key }
        return try await config.keyFromCommand()
    }
}
