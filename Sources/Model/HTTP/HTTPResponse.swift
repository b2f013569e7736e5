import Foundation

/// A complete response: status, content type and body.
public struct HTTPResponse: Sendable {
    /// HTTP status; 0 for `file://` URLs.
    public var status: Int
    public var contentType: String?
    public var body: Data

    public init(status: Int, contentType: String?, body: Data) {
        self.status = status
        self.contentType = contentType
        self.body = body
    }
}
