/// Why an image could not be shown; each costs only its own tile.
public enum ImageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The bytes are not a JPEG (an HTML error page, a PNG, nothing at all).
    case notJPEG
    /// A JPEG, but refused before decoding: zero or absurd dimensions.
    case refused(width: Int, height: Int)
    /// libjpeg could not decode it.
    case undecodable(String)

    public var description: String {
        switch self {
        case .notJPEG: "not a JPEG image"
        case .refused(let width, let height): "refused a \(width)×\(height) image"
        case .undecodable(let reason): "undecodable JPEG: \(TerminalText.singleLine(reason))"
        }
    }
}
