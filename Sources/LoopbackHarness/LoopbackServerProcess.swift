import Foundation
import Model

/// A running `flickterm-server` on 127.0.0.1 serving the real catalog and fixtures; stopped when released.
public final class LoopbackServerProcess: Sendable {
    public let port: Int
    private let process: Process
    /// The server's standard input: when this process ends, the pipe closes and the server exits.
    private let lifeline = Pipe()
    private let client = HTTPClient(configuration: HTTPClientConfiguration(totalTimeout: .seconds(10)))

    /// Starts a server and waits for it to print its port.
    public init(arguments: [String] = []) async throws {
        let process = Process()
        process.executableURL = ProjectPaths.product("flickterm-server")
        process.arguments = ["--catalog", ProjectPaths.catalog.path, "--fixtures", ProjectPaths.fixtures.path, "--exit-with-stdin"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = lifeline
        try ChildProcess.start(process)
        self.process = process
        let text = await BlockingRead.firstLine(of: output.fileHandleForReading)
        guard let line = text.split(separator: "\n").first, let port = line.split(separator: ":").last.flatMap({ Int($0) }) else {
            process.terminate()
            throw ServerStartError(output: text)
        }
        self.port = port
    }

    deinit {
        process.terminate()
    }

    /// Stops the server and returns once it has exited, its port closed (the network gone, for a test).
    public func stop() async {
        process.terminate()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async { [process] in
                process.waitUntilExit()
                done.resume()
            }
        }
    }

    /// `http://127.0.0.1:PORT/`
    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)/")! }
    /// The Flickr REST endpoint.
    public var endpoint: URL { URL(string: "http://127.0.0.1:\(port)/services/rest/")! }
    /// The Openverse API root.
    public var openverseEndpoint: URL { URL(string: "http://127.0.0.1:\(port)/v1/")! }
    /// The MediaWiki API of Commons.
    public var commonsEndpoint: URL { URL(string: "http://127.0.0.1:\(port)/w/api.php")! }

    /// Applies `fault` (e.g. `status:500`) to the next `count` requests (0: until reset).
    public func inject(_ fault: String, count: Int = 1) async throws {
        _ = try await client.get(baseURL.appendingPathComponent("__control"), query: [("fault", fault), ("count", String(count))])
    }

    /// Clears every fault.
    public func reset() async throws {
        _ = try await client.get(baseURL.appendingPathComponent("__control"), query: [("reset", "1")])
    }

    /// Connections accepted, API/image requests served, and the most requests answered at once, so far.
    public func stats() async throws -> (connections: Int, requests: Int, peakInFlight: Int) {
        let body = try await client.get(baseURL.appendingPathComponent("__stats")).body
        let object = try JSONSerialization.jsonObject(with: body) as? [String: Int] ?? [:]
        return (object["connections"] ?? 0, object["requests"] ?? 0, object["peak_in_flight"] ?? 0)
    }
}

/// The server printed no port.
public struct ServerStartError: Error {
    public let output: String
}
