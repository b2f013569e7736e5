/// Ways a Flickr API answer can be unusable.
public enum FlickrError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `stat=fail`: Flickr's own error code and message (sent with HTTP 200).
    case api(code: Int, message: String)
    /// The body is not JSON at all (a throttling page, a proxy's HTML); `excerpt` is safe to print.
    case notJSON(excerpt: String)
    /// JSON, but not shaped like the method's answer.
    case malformed(String)

    public var description: String {
        switch self {
        case .api(let code, let message): "Flickr error \(code): \(TerminalText.singleLine(message))"
        case .notJSON(let excerpt):
            excerpt.isEmpty ? "Flickr sent an empty answer" : "Flickr sent something that is not JSON: \(excerpt)"
        case .malformed(let reason): "Flickr's answer could not be read: \(reason)"
        }
    }

    /// True for errors worth retrying later (service unavailable, temporary outage).
    public var isTransient: Bool {
        if case .api(let code, _) = self { return code == 105 || code == 201 || code == 10 }
        return false
    }
}
