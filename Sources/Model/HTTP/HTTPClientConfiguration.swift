import FoundationEssentials

/// Limits applied to every request an ``HTTPClient`` makes.
public struct HTTPClientConfiguration: Sendable {
    public var connectTimeout: Duration
    /// Limit on the whole transfer, redirects included.
    public var totalTimeout: Duration
    /// Bodies larger than this fail with ``HTTPError/tooLarge(limit:)``.
    public var maximumResponseBytes: Int
    public var maximumRedirects: Int
    public var userAgent: String
    /// The one folder whose files `file://` URLs may name (the demo catalog's); `nil`: `http(s)` only. What a
    /// server sends is never a path: only the local catalog names files, and only its own.
    public var localFolder: URL?
    /// A transfer that receives less than `bytes` a second for `seconds` seconds fails as stalled; `nil`: none
    /// but the total time limit (downloads, which may rightly take long, use this instead).
    public var stallLimit: (bytes: Int, seconds: Int)?
    /// A file of the certificates TLS peers are verified against instead of the system's: `SSL_CERT_FILE`, as for
    /// OpenSSL's own tools (a company's proxy, a test server). Verification itself is never turned off.
    public var trustedCertificates: String?
    /// A folder of certificates (hashed names) to verify against: `SSL_CERT_DIR`, likewise.
    public var trustedCertificateFolder: String?

    public init(
        connectTimeout: Duration = .seconds(10), totalTimeout: Duration = .seconds(30),
        maximumResponseBytes: Int = 32 << 20, maximumRedirects: Int = 5, userAgent: String = SourceDirectory.userAgent,
        localFolder: URL? = nil, stallLimit: (bytes: Int, seconds: Int)? = nil,
        trustedCertificates: String? = LaunchEnvironment.variables["SSL_CERT_FILE"].flatMap { $0.isEmpty ? nil : $0 },
        trustedCertificateFolder: String? = LaunchEnvironment.variables["SSL_CERT_DIR"].flatMap { $0.isEmpty ? nil : $0 }
    ) {
        self.connectTimeout = connectTimeout
        self.totalTimeout = totalTimeout
        self.maximumResponseBytes = maximumResponseBytes
        self.maximumRedirects = maximumRedirects
        self.userAgent = userAgent
        // Resolved once here (links, `..`), not at every fetch.
        self.localFolder = localFolder?.resolvingSymlinksInPath()
        self.stallLimit = stallLimit
        self.trustedCertificates = trustedCertificates
        self.trustedCertificateFolder = trustedCertificateFolder
    }
}

extension Duration {
    /// Whole milliseconds, at least 1.
    var wholeMilliseconds: Int {
        let (seconds, attoseconds) = components
        return max(1, Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000))
    }
}
