import ArgumentParser
@testable import flickterm
import Testing

/// The options the app starts with: a bare `flickterm` skips the parse (``FlicktermCommand/main()``), so what it
/// starts with must be what an empty command line parses to.
struct AppOptionsTests {
    private func parsed(_ arguments: [String]) throws -> AppOptions {
        try #require(try FlicktermCommand.parseAsRoot(arguments) as? FlicktermCommand).options
    }

    @Test func aBareStartHasTheOptionsOfAnEmptyCommandLine() throws {
        #expect(try parsed([]) == AppOptions())
    }

    @Test func everyOptionReachesTheApp() throws {
        let options = try parsed([
            "--api-key", "k", "--endpoint", "http://127.0.0.1:1/rest", "--catalog", "/c", "--no-cache", "--cache-size", "5",
            "--log-level", "debug", "--no-history", "--mouse", "--no-images", "--images", "sixel", "--symbols", "octant",
            "--colors", "16", "--theme", "light", "--thumbnail-size", "large", "--ascii", "--slideshow", "7",
        ])
        #expect(options == AppOptions(
            backend: BackendChoice(apiKey: "k", endpoint: "http://127.0.0.1:1/rest", catalog: "/c", noCache: true, cacheSize: 5),
            logLevel: .debug, noHistory: true, mouse: true, noImages: true, images: .sixel, symbols: .octant, colors: .palette16,
            theme: .light, thumbnailSize: .large, ascii: true, slideshow: 7
        ))
        #expect(try parsed(["--no-mouse"]).mouse == false)
        #expect(throws: (any Error).self) { try parsed(["--slideshow", "0"]) }
    }
}
