/// Why an image could not be shown; each costs only its own tile.
public enum ImageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The bytes are not a JPEG (an HTML error page, a PNG, nothing at all).
    case notJPEG
    /// A JPEG, but refused before decoding: zero or absurd dimensions.
    case refused(width: Int, height: Int)
    /// libjpeg could not decode it.
    case undecodable(String)
    /// More scans than a real photo has (a decoding bomb).
    case tooManyScans(limit: Int)
    /// Decoding took more than its budget of CPU time.
    case overBudget
    /// Decoding would take more than its budget of memory (a progressive file keeps every coefficient of the image).
    case tooLarge
    /// Nobody wants the image any more; decoding stopped.
    case cancelled

    public var description: String {
        switch self {
        case .notJPEG: "not a JPEG image"
        case .refused(let width, let height): "refused a \(width)×\(height) image"
        case .undecodable(let reason): "undecodable JPEG: \(TerminalText.singleLine(reason))"
        case .tooManyScans(let limit): "refused a JPEG of more than \(limit) scans"
        case .overBudget: "gave up a JPEG that took too long to decode"
        case .tooLarge: "refused a JPEG too large to show"
        case .cancelled: "stopped decoding an image nobody wants any more"
        }
    }
}
