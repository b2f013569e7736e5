import ArgumentParser
import Foundation
import Model

/// Options choosing the photo source, shared by every subcommand and the app.
struct BackendOptions: ParsableArguments {
    @Option(name: .customLong("api-key"), help: "Flickr API key (default: $FLICKR_API_KEY). Without one, the demo catalog is used.")
    var apiKey: String?

    @Option(help: "Flickr REST endpoint (any Flickr-compatible server).")
    var endpoint: String = FlickrService.defaultEndpoint.absoluteString

    @Option(help: "Demo catalog folder (default: $FLICKTERM_CATALOG, else ../shared/catalog beside the project).")
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
            return FlickrService(apiKey: key, endpoint: url)
        }
        guard let directory = catalog ?? environment["FLICKTERM_CATALOG"] ?? BackendOptions.defaultCatalog() else {
            throw CatalogError.missing(path: "../shared/catalog")
        }
        let folder = URL(fileURLWithPath: directory)
        guard loadingInBackground else { return try CatalogService(directory: folder) }
        guard FileManager.default.isReadableFile(atPath: folder.appendingPathComponent("photos.jsonl").path) else {
            throw CatalogError.missing(path: folder.path)
        }
        return DeferredPhotoService { try CatalogService(directory: folder) }
    }

    /// The API key from `--api-key` or `FLICKR_API_KEY`; `nil` when there is none (the demo catalog is used).
    func flickrKey(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        guard let key = apiKey ?? environment["FLICKR_API_KEY"], !key.isEmpty else { return nil }
        return key
    }

    /// `../shared/catalog` beside the project the executable was built in, or beside the working directory.
    static func defaultCatalog() -> String? {
        let fileManager = FileManager.default
        var candidates = [URL(fileURLWithPath: fileManager.currentDirectoryPath)]
        var folder = URL(fileURLWithPath: CommandLine.executablePath).deletingLastPathComponent()
        while folder.path != "/" {
            if fileManager.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { candidates.insert(folder, at: 0) }
            folder.deleteLastPathComponent()
        }
        return candidates
            .map { $0.appendingPathComponent("../shared/catalog").standardizedFileURL.path }
            .first { fileManager.fileExists(atPath: $0 + "/photos.jsonl") }
    }
}

extension CommandLine {
    /// The running executable's real path.
    static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? arguments[0]
    }
}
