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

    /// The backend this choice selects, reading the environment for what the command line left out, with the other
    /// sources there are to switch to (Flickr only with a key, the demo only with a catalog). Network sources get the
    /// cache (``UserFiles``) unless `--no-cache`, and the demo catalog behind them for when the network cannot be
    /// reached; the demo catalog needs neither. With `loadingInBackground`, the demo catalog is checked for now but
    /// read in the background. Runs where it is called from (`nonisolated(nonsending)`): the app calls it on the main
    /// actor before its first frame, and a hop to the concurrent pool would start the pool's threads then (three, and
    /// libdispatch's manager) and wait twice for a thread to wake.
    nonisolated(nonsending) func makeBackend(
        config: ConfigFile, logger: @autoclosure @escaping @Sendable () -> Logger = .silent, loadingInBackground: Bool = false,
        environment: [String: String] = LaunchEnvironment.variables
    ) async throws -> Backend {
        let key = try await flickrKey(environment, config: config)
        let catalogNamed = catalog != nil || environment[CatalogLocation.environmentVariable] != nil
        let source = source ?? config.source ?? .standard(hasFlickrKey: key != nil, catalogNamed: catalogNamed)
        let location = CatalogLocation.forCurrentProcess(option: catalog, environment: environment)
        if source == .flickr, key == nil {
            throw ValidationError("Flickr needs an API key (--api-key, FLICKR_API_KEY or api_key in the config file); --source openverse needs none")
        }
        // A session that starts on Flickr reads no local file: what its server names is refused (`file:`), and the
        // demo catalog is neither behind it nor one of the sources to switch to.
        let folder = source == .demo ? try location.folder() : source == .flickr ? nil : try? location.folder()
        let endpoint = try endpointURL(for: source, config: config)
        let cache = CacheOpening(
            file: noCache ? nil : UserFiles.cache(environment: environment),
            capacity: (cacheSize ?? config.cacheSize ?? CacheStore.defaultCapacity >> 20) << 20
        )
        let sources = SourceMaker(
            config: config, environment: environment, key: key, folder: folder, cache: cache, logger: logger, loadingInBackground: loadingInBackground
        )
        // In the app, a network source (and the cache in front of it) is made on its first call, after the first frame.
        let service: any PhotoSearchService = loadingInBackground && source != .demo
            ? DeferredPhotoService { try sources.service(source, endpoint: endpoint) } : try sources.service(source, endpoint: endpoint)
        let others = SourceChoice.allCases.filter { other in
            other != source && (other != .flickr || key != nil) && (other != .demo || folder != nil)
        }
        let choices = others.map { other in PhotoSources.Choice(name: other.displayName) { try sources.service(other, endpoint: nil) } }
        return Backend(
            sources: PhotoSources(name: source.displayName, service: service, others: choices), cacheOpening: cache, localFolder: folder,
            isNetwork: source != .demo
        )
    }

    /// `--endpoint`, else the config file's, else the source's own; an `http(s)` URL without a fragment.
    private func endpointURL(for source: SourceChoice, config: ConfigFile) throws -> URL {
        let endpoint = endpoint ?? config.endpoint ?? SourceMaker.standardEndpoint(of: source).absoluteString
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
