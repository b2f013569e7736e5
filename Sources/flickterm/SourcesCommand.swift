import AppConfig
import ArgumentParser
import FoundationEssentials
import Model

/// `flickterm sources`: each photo source, what it needs, its limits, and which one a bare start would use.
struct SourcesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sources", abstract: "List the photo sources, what each needs and its limits, and which is in use."
    )

    func run() async throws {
        let config = (try? ConfigFile.forCurrentUser()) ?? ConfigFile()
        let environment = LaunchEnvironment.variables
        let hasKey = try await BackendChoice().flickrKey(environment, config: config) != nil
        let chosen = config.source ?? .standard(hasFlickrKey: hasKey, catalogNamed: environment[CatalogLocation.environmentVariable] != nil)
        let width = SourceChoice.allCases.map(\.rawValue.count).max() ?? 0
        for source in SourceChoice.allCases {
            let mark = source == chosen ? "*" : " "
            let name = source.rawValue + String(repeating: " ", count: width - source.rawValue.count)
            print("\(mark) \(name)  \(source.summary)")
        }
        let reason = config.source != nil ? "the config file's source" : hasKey ? "a Flickr key is set" : "no Flickr key is set"
        print("* in use (\(reason)); --source or source = \"…\" in the config file chooses another")
    }
}
