import FoundationEssentials

/// Why an HTTP request failed, in terms a caller can act on.
public enum HTTPError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The URL could not be parsed or names an unsupported scheme.
    case invalidURL(String)
    /// The host name could not be resolved.
    case cannotResolve(host: String)
    /// Nothing accepted the connection.
    case cannotConnect(host: String)
    /// The connect or total time limit ran out.
    case timedOut
    /// The caller cancelled the request.
    case cancelled
    /// The server answered with an error status; `excerpt` is the start of the body, safe to print.
    case status(Int, excerpt: String)
    /// The server answered 429 Too Many Requests; `retryAfter` is its `Retry-After` in seconds, when it sent one.
    case rateLimited(retryAfter: Int?, excerpt: String)
    /// The body grew past the configured cap.
    case tooLarge(limit: Int)
    /// The connection broke before the whole response arrived.
    case connectionLost
    /// The peer's TLS certificate could not be verified.
    case insecure(String)
    /// Any other transport failure, with libcurl's explanation.
    case transport(String)
    /// The URL is not one flickterm fetches (``URLPolicy``), and why, as the end of a sentence.
    case refused(String)
    /// Less than the configured bytes a second arrived for too long.
    case stalled

    /// `url` without its query (which may hold credentials), for error messages.
    static func redacted(_ url: URL) -> String {
        url.absoluteString.split(separator: "?", maxSplits: 1).first.map(String.init) ?? ""
    }

    /// True when the network could not be reached (no name resolution, no connection, no answer in time): a
    /// cached answer may stand in.
    public var meansOffline: Bool {
        switch self {
        case .cannotResolve, .cannotConnect, .timedOut, .connectionLost: true
        default: false
        }
    }

    /// True for a body that is HTML or XML rather than a sentence: never shown to a person.
    public static func isMarkup(_ text: String) -> Bool {
        text.contains("<") && text.contains(">")
    }

    public var description: String {
        switch self {
        case .invalidURL(let url): "invalid URL: \(TerminalText.sanitized(url))"
        case .cannotResolve(let host): "cannot resolve host \(host)"
        case .cannotConnect(let host): "cannot connect to \(host)"
        case .timedOut: "the request timed out"
        case .cancelled: "the request was cancelled"
        case .status(let code, let excerpt):
            excerpt.isEmpty || HTTPError.isMarkup(excerpt) ? "server answered HTTP \(code)" : "server answered HTTP \(code): \(excerpt)"
        case .rateLimited(let seconds, _):
            "the server is limiting requests (HTTP 429)" + (seconds.map { "; try again in \(RetryWait.describe(seconds: $0))" } ?? "")
        case .tooLarge(let limit): "response larger than \(limit) bytes"
        case .connectionLost: "the connection closed before the response was complete"
        case .insecure(let reason): "TLS verification failed: \(reason)"
        case .transport(let reason): reason
        case .refused(let reason): "the address was not fetched: \(reason)"
        case .stalled: "the transfer stalled (almost nothing arrived for a while)"
        }
    }
}
