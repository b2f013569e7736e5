import Foundation
import Model
import TestSupport
import Testing

@Suite("HTTPClient against the loopback server")
struct HTTPClientTests {
    let server: LoopbackServerProcess
    let client = HTTPClient(configuration: HTTPClientConfiguration(connectTimeout: .seconds(5), totalTimeout: .seconds(20)))

    init() async throws {
        server = try await LoopbackServerProcess()
    }

    private var searchURL: URL {
        URL(string: "\(server.endpoint.absoluteString)?method=flickr.photos.search&api_key=k&format=json&nojsoncallback=1&text=horse")!
    }

    /// `SSL_CERT_FILE` naming a FIFO (which OpenSSL would wait on for ever) is refused with a line; a regular file works.
    @Test func aCertificateFileThatIsNoFileIsRefused() async throws {
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("flickterm-fifo-\(UUID().uuidString)").path
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        let refusing = HTTPClient(configuration: HTTPClientConfiguration(totalTimeout: .seconds(5), trustedCertificates: fifo))
        await #expect(throws: HTTPError.insecure("SSL_CERT_FILE (\(fifo)) is not a regular file of certificates")) {
            try await refusing.get(searchURL)
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("flickterm-certs-\(UUID().uuidString)").path
        #expect(FileManager.default.createFile(atPath: file, contents: Data()))
        defer { unlink(file) }
        let plain = HTTPClient(configuration: HTTPClientConfiguration(totalTimeout: .seconds(5), trustedCertificates: file))
        #expect(try await plain.get(searchURL).status == 200, "plain http never reads it")
        let notAFolder = HTTPClient(configuration: HTTPClientConfiguration(totalTimeout: .seconds(5), trustedCertificates: nil, trustedCertificateFolder: fifo))
        await #expect(throws: HTTPError.insecure("SSL_CERT_DIR (\(fifo)) is not a folder of certificates")) {
            try await notAFolder.get(searchURL)
        }
    }

    @Test func getsABody() async throws {
        let response = try await client.get(searchURL)
        #expect(response.status == 200)
        #expect(response.contentType == "application/json")
        let object = try JSONSerialization.jsonObject(with: response.body) as? [String: Any]
        #expect(object?["stat"] as? String == "ok")
    }

    @Test func encodesQueryItems() async throws {
        let response = try await client.get(
            server.endpoint,
            query: [("method", "flickr.photos.search"), ("api_key", "k&key=x"), ("text", "horse & = ?"), ("per_page", "3")]
        )
        let page = try FlickrResponseDecoder().photoPage(from: response.body, query: SearchQuery(text: "horse"))
        #expect(page.perPage == 3)
        #expect(!page.photos.isEmpty)
    }

    @Test func readsFileURLsOnlyInsideItsLocalFolder() async throws {
        let image = ProjectPaths.catalog.appendingPathComponent("images/q/coco-159269.jpg")
        let local = HTTPClient(configuration: HTTPClientConfiguration(localFolder: ProjectPaths.catalog))
        #expect(try await local.get(image).body.prefix(2) == Data([0xFF, 0xD8]))
        // Its files have the same budget as answers: one a byte too large is refused, one at the limit read whole.
        let size = try Data(contentsOf: image).count
        let tight = HTTPClient(configuration: HTTPClientConfiguration(maximumResponseBytes: size - 1, localFolder: ProjectPaths.catalog))
        let refused = await #expect(throws: HTTPError.self) { try await tight.get(image) }
        #expect(refused?.description == HTTPError.tooLarge(limit: size - 1).description)
        let exact = HTTPClient(configuration: HTTPClientConfiguration(maximumResponseBytes: size, localFolder: ProjectPaths.catalog))
        #expect(try await exact.get(image).body.count == size)
        // Outside it — by path, by `..`, by a link out of it — and with no local folder at all, nothing is read.
        let link = ScratchFolder.path("catalog-link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: URL(fileURLWithPath: "/etc"))
        defer { try? FileManager.default.removeItem(at: link) }
        let outside = [
            URL(fileURLWithPath: "/etc/passwd"), URL(string: ProjectPaths.catalog.absoluteString + "/../../../../../../etc/passwd")!,
            URL(string: "file://evil.example/etc/passwd")!,
        ]
        for url in outside {
            let error = await #expect(throws: HTTPError.self) { try await local.get(url) }
            #expect(error?.description == "the address was not fetched: it names a file outside the demo catalog", "\(url)")
        }
        // A folder on the way that is a link out of the local folder (as one swapped in between a check and the open
        // would be): the open itself refuses to leave the folder.
        let linked = HTTPClient(configuration: HTTPClientConfiguration(localFolder: link.deletingLastPathComponent()))
        let error = await #expect(throws: HTTPError.self) { try await linked.get(link.appendingPathComponent("passwd")) }
        #expect(error?.description == "the address was not fetched: it names a file outside the demo catalog")
        // The local folder named through a link to it still reads its files.
        let alias = ScratchFolder.path("catalog-alias")
        try FileManager.default.createSymbolicLink(at: alias, withDestinationURL: ProjectPaths.catalog)
        defer { try? FileManager.default.removeItem(at: alias) }
        #expect(try await local.get(alias.appendingPathComponent("images/q/coco-159269.jpg")).body.prefix(2) == Data([0xFF, 0xD8]))
        let webOnly = await #expect(throws: HTTPError.self) { try await client.get(image) }
        #expect(webOnly?.description == "the address was not fetched: it names a local file (file:), and only web addresses are fetched")
    }

    @Test func fetchesOnlyHTTPAndHTTPS() async throws {
        for address in ["ftp://127.0.0.1/x", "dict://127.0.0.1:\(server.port)/x", "gopher://127.0.0.1/x", "javascript:alert(1)", "/etc/passwd"] {
            let error = await #expect(throws: HTTPError.self) { try await client.get(URL(string: address)!) }
            #expect(error?.description.hasPrefix("the address was not fetched") == true, "\(address)")
        }
    }

    @Test func reportsHTTPStatusWithExcerpt() async throws {
        try await server.inject("status:503")
        let error = await #expect(throws: HTTPError.self) { try await client.get(searchURL) }
        guard case .status(503, let excerpt)? = error else { Issue.record("wrong error \(String(describing: error))"); return }
        #expect(excerpt.contains("Flickr is taking a break"))
    }

    @Test func reportsTruncatedBodyAsConnectionLost() async throws {
        try await server.inject("truncate")
        await #expect(throws: HTTPError.connectionLost) { try await client.get(searchURL) }
    }

    @Test func reportsDroppedConnection() async throws {
        try await server.inject("drop", count: 0)
        await #expect(throws: HTTPError.connectionLost) { try await client.get(searchURL) }
    }

    @Test func timesOutOnSlowDrip() async throws {
        try await server.inject("drip:50")
        let impatient = HTTPClient(configuration: HTTPClientConfiguration(totalTimeout: .milliseconds(400)))
        await #expect(throws: HTTPError.timedOut) { try await impatient.get(searchURL) }
    }

    @Test func toleratesLatencyWithinTheLimit() async throws {
        try await server.inject("latency:200")
        #expect(try await client.get(searchURL).status == 200)
    }

    @Test func timesOutOnLatencyPastTheLimit() async throws {
        try await server.inject("latency:3000")
        let impatient = HTTPClient(configuration: HTTPClientConfiguration(totalTimeout: .milliseconds(300)))
        await #expect(throws: HTTPError.timedOut) { try await impatient.get(searchURL) }
    }

    @Test func capsResponseSize() async throws {
        try await server.inject("huge:200000")
        let small = HTTPClient(configuration: HTTPClientConfiguration(maximumResponseBytes: 100_000))
        await #expect(throws: HTTPError.tooLarge(limit: 100_000)) { try await small.get(searchURL) }
    }

    @Test func cancelsATransferInFlight() async throws {
        try await server.inject("drip:1000")
        let before = try await server.stats().requests
        let task = Task { try await client.get(searchURL) }
        try await waitUntil { try await server.stats().requests > before }
        task.cancel()
        let result = await task.result
        // The dripped body takes minutes: a cancellation that waited for it would end in a time-out instead.
        #expect(throws: HTTPError.cancelled) { try result.get() }
    }

    @Test func cancelledBeforeStartNeverSends() async throws {
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await client.get(searchURL)
        }
        await #expect(throws: HTTPError.cancelled) { try await task.value }
    }

    @Test func runsManyRequestsAtOnce() async throws {
        try await server.inject("latency:300", count: 24)
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<24 { group.addTask { try await client.get(searchURL).status } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(statuses == Array(repeating: 200, count: 24))
        #expect(try await server.stats().peakInFlight >= 8, "requests overlap on the wire, not one after another")
    }

    @Test func reusesConnections() async throws {
        _ = try await client.get(searchURL)
        let before = try await server.stats().connections
        for _ in 0..<10 { _ = try await client.get(searchURL) }
        let after = try await server.stats().connections
        #expect(after - before <= 1)
    }

    @Test func reportsRefusedConnection() async throws {
        await #expect(throws: HTTPError.cannotConnect(host: "127.0.0.1")) {
            try await client.get(URL(string: "http://127.0.0.1:1/")!)
        }
    }

    @Test func reportsUnresolvableHost() async throws {
        await #expect(throws: HTTPError.cannotResolve(host: "no-such-host.invalid")) {
            try await client.get(URL(string: "http://no-such-host.invalid/")!)
        }
    }

    @Test func refusesUnsupportedSchemes() async throws {
        let error = await #expect(throws: HTTPError.self) { try await client.get(URL(string: "ftp://127.0.0.1/x?api_key=secret")!) }
        #expect(!String(describing: error).contains("secret"))
    }

    @Test func keepsWorkingAfterFailures() async throws {
        try await server.inject("truncate")
        await #expect(throws: HTTPError.connectionLost) { try await client.get(searchURL) }
        #expect(try await client.get(searchURL).status == 200)
    }
}
