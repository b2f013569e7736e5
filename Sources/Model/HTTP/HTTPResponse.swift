import FoundationEssentials

/// A complete response: status, content type and body.
public struct HTTPResponse: Sendable {
    /// HTTP status; 0 for `file://` URLs.
    public var status: Int
    public var contentType: String?
    public var body: Data
    /// It came over HTTP/2 or 3, whose connection carries many requests at once.
    public var multiplexed: Bool

    public init(status: Int, contentType: String?, body: Data, multiplexed: Bool = false) {
        self.status = status
        self.contentType = contentType
        self.body = body
        self.multiplexed = multiplexed
    }
}
