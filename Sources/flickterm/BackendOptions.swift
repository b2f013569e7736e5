import ArgumentParser
import Foundation
import Model

/// Options choosing the photo source, shared by every subcommand and the app.
struct BackendOptions: ParsableArguments {
    @Option(name: .customLong("api-key"), help: "Flickr API key (default: $FLICKR_API_KEY). Without one, the demo catalog is used.")
    var apiKey: String?

    @Option(help: "Flickr REST endpoint (any Flickr-compatible server).")
    var endpoint: String = FlickrService.defaultEndpoint.absoluteString

    @Option(help: "Demo catalog folder (default: $FLICKTERM_CATALOG, else the installed catalog, else the project's Resources/catalog).")
    var catalog: String?

    /// The service these options select, reading the environment for what the command line leaves out.
    /// With `loadingInBackground`, the demo catalog is checked for now but read in the background.
    func makeService(
        loadingInBackground: Bool = false, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> any PhotoSearchService {
        if let key = flickrKey(environment) {
            guard let url = URL(string: endpoint), ["http", "https"].contains(url.scheme?.lowercased() ?? "") else {
                throw ValidationError("--endpoint must be an http(s) URL")
            }
            // The query goes after the path; after a #fragment it would never reach the server.
            guard url.fragment == nil else { throw ValidationError("--endpoint must not have a #fragment") }
            return FlickrService(apiKey: key, endpoint: url)
        }
        let folder = try CatalogLocation.forCurrentProcess(option: catalog, environment: environment).folder()
        guard loadingInBackground else { return try CatalogService(directory: folder) }
        return DeferredPhotoService { try CatalogService(directory: folder) }
    }

    /// The API key from `--api-key` or `FLICKR_API_KEY`; `nil` when there is none (the demo catalog is used).
    func flickrKey(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        guard let key = apiKey ?? environment["FLICKR_API_KEY"], !key.isEmpty else { return nil }
        return key
    }
}
