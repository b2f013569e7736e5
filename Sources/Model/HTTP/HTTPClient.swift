import FoundationEssentials

/// An async HTTP(S) client built on libcurl, which also reads `file://` URLs of its local folder (the demo catalog's).
///
/// Requests share one connection pool and DNS cache, run concurrently, honour task cancellation
/// promptly, and always verify TLS peers.
public struct HTTPClient: Sendable {
    public var configuration: HTTPClientConfiguration

    public init(configuration: HTTPClientConfiguration = HTTPClientConfiguration()) {
        self.configuration = configuration
    }

    /// Loads libcurl and starts its transfer thread now rather than on the first request (some milliseconds:
    /// libcurl brings its TLS library with it).
    public static func prepare() {
        _ = CurlTransferLoop.shared
    }

    /// Fetches `url`. Throws ``HTTPError`` for every failure, including HTTP statuses of 400 and above.
    /// - Parameter progress: told the bytes received so far and the length announced, as the body arrives
    ///   (on the transfer thread).
    public func get(_ url: URL, progress: (@Sendable (_ received: Int, _ expected: Int?) -> Void)? = nil) async throws -> HTTPResponse {
        if url.isFileURL { return try readLocalFile(url, progress: progress) }
        return try await send(HTTPRequest(url: url), progress: progress)
    }

    /// Sends `request` (web addresses only). Throws ``HTTPError`` as ``get(_:progress:)`` does.
    public func send(_ request: HTTPRequest, progress: (@Sendable (_ received: Int, _ expected: Int?) -> Void)? = nil) async throws -> HTTPResponse {
        let loop = try CurlTransferLoop.shared.get()
        let transfer = try CurlTransfer(request: request, configuration: configuration)
        transfer.progress = progress
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                transfer.await(with: continuation)
                loop.start(transfer)
            }
        } onCancel: {
            loop.cancel(transfer)
        }
    }

    /// Reads the file `url` names, if the policy lets it (inside the local folder), in the caller's task: a file of
    /// the demo catalog through libcurl's transfer thread cost two thread wake-ups more, and every thumbnail of the demo
    /// results is such a file.
    private func readLocalFile(_ url: URL, progress: (@Sendable (_ received: Int, _ expected: Int?) -> Void)?) throws(HTTPError) -> HTTPResponse {
        let file = try URLPolicy.localFile(url, localFolder: configuration.localFolder)
        let limit = configuration.maximumResponseBytes
        let body: Data
        switch FileDescriptor.read(file.path, inside: file.folder, upTo: limit + 1) {
        case .read(let data): body = data
        case .outside: throw URLPolicy.outside
        case .unreadable: throw .transport("the file could not be read")
        }
        guard body.count <= limit else { throw .tooLarge(limit: limit) }
        progress?(body.count, body.count)
        return HTTPResponse(status: 0, contentType: nil, body: body)
    }

    /// Fetches `url` with `query` appended (percent-encoded, in order), with `headers`.
    public func get(_ url: URL, query: [(String, String)], headers: [(name: String, value: String)] = []) async throws -> HTTPResponse {
        try await send(HTTPRequest(url: try HTTPClient.url(url, query: query), headers: headers))
    }

    /// `url` with `query` appended (percent-encoded, in order).
    public static func url(_ url: URL, query: [(String, String)]) throws(HTTPError) -> URL {
        let separator = url.query == nil ? "?" : "&"
        guard let full = URL(string: url.absoluteString + separator + QueryString.encode(query)) else {
            throw HTTPError.invalidURL(HTTPError.redacted(url))
        }
        return full
    }
}
