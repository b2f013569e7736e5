import ArgumentParser

/// The `flickterm` executable: photo search in the terminal.
@main
struct FlicktermCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flickterm",
        abstract: "Find photos on Flickr (or in the bundled demo catalog) from the terminal.",
        discussion: """
        With an API key (--api-key or FLICKR_API_KEY) flickterm talks to Flickr at --endpoint; without one it \
        searches the demo catalog (--catalog, FLICKTERM_CATALOG, or ../shared/catalog beside the project).
        """,
        version: FlicktermCommand.version,
        subcommands: [SearchCommand.self]
    )

    static let version = "0.1.0"

    func run() async throws {
        print(FlicktermCommand.helpMessage())
    }
}
