import ArgumentParser
import Foundation
import Model

/// `flickterm-server`: a Flickr-compatible REST server on 127.0.0.1 for tests, benchmarks and manual runs.
@main
struct ServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flickterm-server",
        abstract: "Serve the demo catalog as the Flickr, Openverse and Commons APIs on 127.0.0.1, with fault injection.",
        discussion: """
        Prints "listening on http://127.0.0.1:PORT" once ready. Endpoints:
          /services/rest/?method=…            Flickr methods: photos.search, photos.getInfo, photos.getFavorites,
                                              photos.getSizes, photos.licenses.getInfo
          /{server}/{id}_{secret}_{suffix}.jpg catalog images at Flickr-style paths
          /v1/images/?q=…, /v1/images/ID/     Openverse's search and detail; /v1/auth_tokens/token/ (POST)
          /w/api.php?action=query&…           Commons' MediaWiki API (generator=search, pageids)
          /__fixture/PATH                     a fixture file, verbatim, with its recorded content type
          /__control?fault=SPEC[&count=N]     apply a fault to the next N requests (0: until reset); reset=1 clears
          /__stats                            {"connections": N, "requests": N, "peak_in_flight": N}
        Fault SPECs: latency:MS, status:CODE, stat-fail:CODE, truncate, drip:MS, drop, replay:PATH, huge:BYTES,
        and a hostile server's: image-url:TEXT, page-url:TEXT (every image or page URL in answers is TEXT),
        image-file:PATH (every image is that file); title-prefix:TEXT (every title in a search's answer begins with TEXT).
        """
    )

    @Option(help: "Catalog folder (photos.jsonl and images); default: as flickterm finds it (the project's Resources/catalog).")
    var catalog: String?

    @Option(help: "Flickr fixtures folder (json/, INDEX.json); default: the project's Tests/Fixtures.")
    var fixtures: String?

    @Option(help: "Port to listen on; 0 picks a free one.")
    var port: UInt16 = 0

    @Option(name: .customLong("fault"), help: "A fault applied to every request until reset (repeatable).")
    var faults: [String] = []

    @Option(name: .customLong("request-log"), help: "Append a line per API or image request to this file: milliseconds since start, path, parameters (the API key left out).")
    var requestLog: String?

    @Flag(name: .customLong("pictures-for-all"), help: "Give every photo without image files another photo's (for measuring screens where every row has a picture).")
    var picturesForAll = false

    @Flag(name: .customLong("exit-with-stdin"), help: "Exit when standard input closes (so a test's server dies with the test).")
    var exitWithStdin = false

    func run() throws {
        if exitWithStdin {
            Thread.detachNewThread {
                while !FileHandle.standardInput.availableData.isEmpty {}
                Foundation.exit(0)
            }
        }
        let service = try CatalogService(directory: CatalogLocation.forCurrentProcess(option: catalog).folder())
        let plan = FaultPlan()
        for spec in faults {
            guard let fault = Fault(spec: spec) else { throw ValidationError("unknown fault '\(spec)'") }
            plan.add(fault, count: 0)
        }
        var log: FileHandle?
        if let requestLog {
            guard FileManager.default.createFile(atPath: requestLog, contents: nil), let file = FileHandle(forWritingAtPath: requestLog) else {
                throw ValidationError("cannot write the request log \(requestLog)")
            }
            log = file
        }
        let router = ServerRouter(
            responder: FlickrRESTResponder(catalog: service, picturesForAll: picturesForAll),
            fixtures: FixtureStore(directory: fixturesFolder),
            faults: plan,
            requestLog: log
        )
        let server = try LoopbackServer(port: port, router: router)
        FileHandle.standardOutput.write(Data("listening on http://127.0.0.1:\(server.port)\n".utf8))
        server.run()
    }

    /// `--fixtures`, else `Tests/Fixtures` of the project whose build folder holds this executable.
    private var fixturesFolder: URL {
        if let fixtures { return URL(fileURLWithPath: fixtures) }
        let project = CatalogLocation.project(containing: CatalogLocation.currentExecutable.deletingLastPathComponent())
        return (project ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).appendingPathComponent("Tests/Fixtures")
    }
}
