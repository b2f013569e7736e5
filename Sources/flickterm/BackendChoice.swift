import AppConfig
import ArgumentParser
import FoundationEssentials
import Logging
import Model

/// The photo source the command line chose (``BackendOptions``; nothing given, for a bare start): each field `nil` or
/// off where it was not given, for the environment and the config file to decide.
struct BackendChoice: Equatable {
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
        if let key = try await flickrKey(environment, config: config) {
            let endpoint = endpoint ?? config.endpoint ?? FlickrService.defaultEndpoint.absoluteString
            guard let url = URL(string: endpoint), ["http", "https"].contains(url.scheme?.lowercased() ?? "") else {
                throw ValidationError("--endpoint must be an http(s) URL")
            }
            // The query goes after the path; after a #fragment it would never reach the server.
            guard url.fragment == nil else { throw ValidationError("--endpoint must not have a #fragment") }
            // The log file is opened only here: the demo catalog makes no calls to log.
            let flickr = FlickrService(apiKey: key, endpoint: url, logger: logger())
            guard !noCache, let file = UserFiles.cache(environment: environment) else {
                return Backend(service: flickr, name: "Flickr", cache: nil, notice: nil)
            }
            let opened = CacheStore.open(at: file, capacity: (cacheSize ?? config.cacheSize ?? CacheStore.defaultCapacity >> 20) << 20)
            let service: any PhotoSearchService = opened.store.map { CachingPhotoService(wrapping: flickr, source: url.absoluteString, store: $0) } ?? flickr
            return Backend(service: service, name: "Flickr", cache: opened.store, notice: opened.notice)
        }
        let folder = try CatalogLocation.forCurrentProcess(option: catalog, environment: environment).folder()
        let service: any PhotoSearchService = loadingInBackground
            ? DeferredPhotoService { try CatalogService(directory: folder) } : try CatalogService(directory: folder)
        return Backend(service: service, name: "demo catalog", cache: nil, notice: nil, localFolder: folder)
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
