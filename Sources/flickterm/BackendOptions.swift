import AppConfig
import ArgumentParser

/// Options choosing the photo source, shared by every subcommand and the app.
struct BackendOptions: ParsableArguments {
    @Option(name: .customLong("api-key"), help: "Flickr API key (default: $FLICKR_API_KEY). Without one, the demo catalog is used.")
    var apiKey: String?

    @Option(help: "Flickr REST endpoint (any Flickr-compatible server; default: the config file's, else Flickr's).")
    var endpoint: String?

    @Option(help: "Demo catalog folder (default: $FLICKTERM_CATALOG, else the installed catalog, else the project's Resources/catalog).")
    var catalog: String?

    @Flag(name: .customLong("no-cache"), help: "Neither read nor write the cache of answers and images.")
    var noCache = false

    @Option(name: .customLong("cache-size"), help: "Most megabytes the cache keeps (default: the config file's, else 200).")
    var cacheSize: Int?

    func validate() throws {
        if let cacheSize, !(1...ConfigFile.maximumCacheSize).contains(cacheSize) {
            throw ValidationError("--cache-size must be from 1 to \(ConfigFile.maximumCacheSize) (megabytes)")
        }
    }

    /// What these options chose.
    var choice: BackendChoice {
        BackendChoice(apiKey: apiKey, endpoint: endpoint, catalog: catalog, noCache: noCache, cacheSize: cacheSize)
    }
}
