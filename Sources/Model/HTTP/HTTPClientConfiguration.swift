/// Limits applied to every request an ``HTTPClient`` makes.
public struct HTTPClientConfiguration: Sendable {
    public var connectTimeout: Duration
    /// Limit on the whole transfer, redirects included.
    public var totalTimeout: Duration
    /// Bodies larger than this fail with ``HTTPError/tooLarge(limit:)``.
    public var maximumResponseBytes: Int
    public var maximumRedirects: Int
    public var userAgent: String

    public init(
        connectTimeout: Duration = .seconds(10), totalTimeout: Duration = .seconds(30),
        maximumResponseBytes: Int = 32 << 20, maximumRedirects: Int = 5, userAgent: String = "flickterm/0.1"
    ) {
        self.connectTimeout = connectTimeout
        self.totalTimeout = totalTimeout
        self.maximumResponseBytes = maximumResponseBytes
        self.maximumRedirects = maximumRedirects
        self.userAgent = userAgent
    }
}

extension Duration {
    /// Whole milliseconds, at least 1.
    var wholeMilliseconds: Int {
        let (seconds, attoseconds) = components
        return max(1, Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000))
    }
}
