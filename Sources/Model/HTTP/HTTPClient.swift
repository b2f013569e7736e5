import FoundationEssentials

/// An async HTTP(S) and `file://` client built on libcurl.
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
        let loop = try CurlTransferLoop.shared.get()
        let transfer = try CurlTransfer(url: url, configuration: configuration)
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

    /// Fetches `url` with `query` appended (percent-encoded, in order).
    public func get(_ url: URL, query: [(String, String)]) async throws -> HTTPResponse {
        let separator = url.query == nil ? "?" : "&"
        guard let full = URL(string: url.absoluteString + separator + QueryString.encode(query)) else {
            throw HTTPError.invalidURL(HTTPError.redacted(url))
        }
        return try await get(full)
    }
}
