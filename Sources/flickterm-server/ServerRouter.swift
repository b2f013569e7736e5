import Foundation
import Model
import Synchronization

/// Chooses the answer to each request: control and fixture endpoints, Flickr REST, images — faults applied.
final class ServerRouter: Sendable {
    private let responder: FlickrRESTResponder
    private let openverse: OpenverseResponder
    private let commons: CommonsResponder
    private let fixtures: FixtureStore
    private let faults: FaultPlan
    private let counters = Mutex((connections: 0, requests: 0, inFlight: 0, peakInFlight: 0))
    /// Where each counted request is written as it arrives (milliseconds since start, then the API method or
    /// the path), for tests and the bench to see which calls a session made and when.
    private let requestLog: Mutex<FileHandle?>
    private let started = ContinuousClock.now

    init(responder: FlickrRESTResponder, fixtures: FixtureStore, faults: FaultPlan, requestLog: FileHandle? = nil) {
        self.responder = responder
        let index = CatalogIndex(catalog: responder.catalog)
        openverse = OpenverseResponder(index: index)
        commons = CommonsResponder(index: index)
        self.fixtures = fixtures
        self.faults = faults
        self.requestLog = Mutex(requestLog)
    }

    func connectionOpened() {
        counters.withLock { $0.connections += 1 }
    }

    /// Marks an API or image request as being answered (for the peak-concurrency figure).
    func answerStarted() {
        counters.withLock { counters in
            counters.inFlight += 1
            counters.peakInFlight = max(counters.peakInFlight, counters.inFlight)
        }
    }

    func answerEnded() {
        counters.withLock { $0.inFlight -= 1 }
    }

    /// True for requests the counters and faults apply to (not the control endpoints).
    static func isCounted(_ request: HTTPRequestHead) -> Bool {
        !request.path.hasPrefix("/__")
    }

    /// The response to `request`, and how long to wait before sending it.
    func route(_ request: HTTPRequestHead) -> (response: ServerResponse, delay: Int) {
        switch request.path {
        case "/__control": return (control(request.parameters), 0)
        case "/__stats":
            let counts = counters.withLock { $0 }
            return (.json(["connections": counts.connections, "requests": counts.requests, "peak_in_flight": counts.peakInFlight]), 0)
        case let path where path.hasPrefix("/__fixture/"):
            return (fixtures.response(for: String(path.dropFirst("/__fixture/".count))), 0)
        default:
            counters.withLock { $0.requests += 1 }
            log(request)
            return applying(faults.next(), to: request)
        }
    }

    private func log(_ request: HTTPRequestHead) {
        requestLog.withLock { file in
            guard let file else { return }
            let elapsed = (ContinuousClock.now - started).components
            let milliseconds = elapsed.seconds * 1000 + elapsed.attoseconds / 1_000_000_000_000_000
            let parameters = request.parameters.filter { !["api_key", "client_secret"].contains($0.key) }.sorted { $0.key < $1.key }
                .map { "\($0.key)=\($0.value)" }.joined(separator: "&")
            file.write(Data("\(milliseconds) \(request.path) \(parameters)\n".utf8))
        }
    }

    private func applying(_ fault: Fault?, to request: HTTPRequestHead) -> (response: ServerResponse, delay: Int) {
        switch fault {
        case nil: return (answer(request), 0)
        case .latency(let milliseconds): return (answer(request), milliseconds)
        case .status(let code):
            var response = ServerResponse.text("<html><body><h1>\(code)</h1>Flickr is taking a break.</body></html>\n", status: code, contentType: "text/html")
            if code == 429 { response.headers.append(("Retry-After", "600")) }
            return (response, 0)
        case .statFail(let code): return (.flickrFailure(code: code, message: "Injected failure \(code)"), 0)
        case .truncate:
            var response = answer(request)
            response.delivery = .truncated
            return (response, 0)
        case .drip(let milliseconds):
            var response = answer(request)
            response.delivery = .drip(milliseconds: milliseconds)
            return (response, 0)
        case .drop: return (ServerResponse(status: 200, contentType: "", body: Data(), delivery: .drop), 0)
        case .replay(let path): return (fixtures.response(for: path), 0)
        case .huge(let bytes): return (ServerResponse(status: 200, contentType: "application/json", body: Data(repeating: 0x20, count: bytes)), 0)
        case .gzip:
            var response = answer(request)
            response.body = GzipStream.stored(response.body)
            response.headers.append(("Content-Encoding", "gzip"))
            return (response, 0)
        case .longHeader(let bytes):
            var response = answer(request)
            response.headers.append(("X-Padding", String(repeating: "a", count: bytes)))
            return (response, 0)
        case .imageURL(let url): return (answer(request, overrides: FlickrRESTResponder.Overrides(imageURL: url)), 0)
        case .pageURL(let url): return (answer(request, overrides: FlickrRESTResponder.Overrides(pageURL: url)), 0)
        case .titlePrefix(let text): return (answer(request, overrides: FlickrRESTResponder.Overrides(titlePrefix: text)), 0)
        case .imageFile(let path) where !request.path.hasPrefix("/services/rest"):
            guard let body = FileManager.default.contents(atPath: path) else { return (.notFound, 0) }
            return (ServerResponse(status: 200, contentType: "image/jpeg", body: body), 0)
        case .imageFile: return (answer(request), 0)
        }
    }

    private func answer(_ request: HTTPRequestHead, overrides: FlickrRESTResponder.Overrides = .init()) -> ServerResponse {
        let components = request.path.split(separator: "/")
        let host = request.headers["host"] ?? "127.0.0.1"
        // Behind an HTTPS front (nghttpx, for HTTP/2) the images are asked for through it too.
        let base = (request.headers["x-forwarded-proto"] == "https" ? "https" : "http") + "://\(host)/"
        if request.path.hasPrefix("/services/rest") {
            return responder.respond(to: request.parameters, imageBase: base, overrides: overrides)
        }
        if request.path.hasPrefix("/v1/") { return openverse.respond(to: request, base: base) }
        if request.path == "/w/api.php" { return commons.respond(to: request.parameters, base: base) }
        let picture: URL? = switch (components.first, components.count) {
        case ("flickr"?, 2): openverse.imageFile(name: String(components[1]))
        case ("commons"?, 4): commons.imageFile(pageID: String(components[2]), name: String(components[3]))
        default: nil
        }
        if let picture {
            guard let body = FileManager.default.contents(atPath: picture.path) else { return .notFound }
            return ServerResponse(status: 200, contentType: "image/jpeg", body: body)
        }
        guard components.count == 2,
              let file = responder.imageFile(server: String(components[0]), name: String(components[1])),
              let body = FileManager.default.contents(atPath: file.path) else { return .notFound }
        return ServerResponse(status: 200, contentType: "image/jpeg", body: body)
    }

    private func control(_ parameters: [String: String]) -> ServerResponse {
        if parameters["reset"] != nil { faults.reset() }
        if let spec = parameters["fault"] {
            guard let fault = Fault(spec: spec) else { return .text("unknown fault '\(spec)'\n", status: 400) }
            faults.add(fault, count: Int(parameters["count"] ?? "") ?? 1)
        }
        return .text("ok\n", status: 200)
    }
}
