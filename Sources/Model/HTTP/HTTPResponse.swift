import FoundationEssentials

/// A complete response: status, content type and body.
public struct HTTPResponse: Sendable {
    /// HTTP status; 0 for `file://` URLs.
    public var status: Int
    public var contentType: String?
    public var body: Data
    /// It came over HTTP/2 or 3, whose connection carries many requests at once.
    public var multiplexed: Bool
    /// The final response's headers by lower-case name (the last of a repeated one), as ``ResponseHeaders`` bounds them.
    public var headers: [String: String]

    public init(status: Int, contentType: String?, body: Data, multiplexed: Bool = false, headers: [String: String] = [:]) {
        self.status = status
        self.contentType = contentType
        self.body = body
        self.multiplexed = multiplexed
        self.headers = headers
    }

    /// Seconds the answer may be kept fresh (`Cache-Control: max-age`), when the server says.
    public var maximumAge: Int? { ResponseHeaders.maximumAge(headers["cache-control"]) }
}
