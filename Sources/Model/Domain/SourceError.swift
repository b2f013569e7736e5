/// Why a source's answer could not be used, in words a status line can show.
public enum SourceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The answer was not what the source sends (not JSON, or not its shape).
    case malformed(source: String, reason: String)
    /// The source has no photo of that id.
    case photoNotFound(source: String)
    /// The source refused the request without an account (HTTP 401).
    case needsAccount(source: String, reason: String)
    /// The source said no (its own error code and text).
    case refused(source: String, reason: String)

    public var description: String {
        switch self {
        case .malformed(let source, let reason): "\(source)'s answer could not be read (\(TerminalText.singleLine(reason)))"
        case .photoNotFound(let source): "\(source) has no such photo"
        case .needsAccount(let source, let reason): "\(source) refused the request without an account: \(TerminalText.singleLine(reason))"
        case .refused(let source, let reason): "\(source) refused the request: \(TerminalText.singleLine(reason))"
        }
    }
}
