/// How urgent an image fetch is.
public enum ImagePriority: Int, Comparable, Sendable {
    /// On screen now.
    case visible = 0
    /// On the next screen, fetched ahead.
    case upcoming = 1

    public static func < (lhs: ImagePriority, rhs: ImagePriority) -> Bool { lhs.rawValue < rhs.rawValue }
}
