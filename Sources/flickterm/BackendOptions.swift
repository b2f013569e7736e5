import AppConfig
import ArgumentParser

/// Options choosing the photo source, shared by every subcommand and the app.
struct BackendOptions: ParsableArguments {
    @Option(help: "Where photos come from: flickr, openverse, commons or demo (default: the config file's, else Flickr with a key, else Openverse).")
    var source: SourceChoice?

    @Option(name: .customLong("api-key"), help: "Flickr API key (default: $FLICKR_API_KEY). Without one, the demo catalog is used.")
    var apiKey: String?

    @Option(help: "Another server for the source (a Flickr-compatible REST endpoint, an Openverse API root, a MediaWiki api.php).")
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
        BackendChoice(source: source, apiKey: apiKey, endpoint: endpoint, catalog: catalog, noCache: noCache, cacheSize: cacheSize)
    }
}
