/// A source refused a request for going past its limit (HTTP 429): said plainly, with the wait when the source gave
/// one, and never retried on its own.
public struct RateLimitError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The source's name: "Openverse", "Flickr".
    public var source: String
    /// Seconds to wait, when the source said.
    public var retryAfter: Int?
    /// The request was made without an account, whose limits are lower.
    public var anonymous: Bool

    public init(source: String, retryAfter: Int?, anonymous: Bool) {
        self.source = source
        self.retryAfter = retryAfter
        self.anonymous = anonymous
    }

    public var description: String {
        let wait = retryAfter.map(RetryWait.describe(seconds:)) ?? "a few minutes"
        return anonymous
            ? "\(source)'s limit for searches without an account is reached; try again in \(wait)"
            : "\(source) is limiting requests; try again in \(wait)"
    }
}
