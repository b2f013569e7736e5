/// Engagement figures for a photo; `nil` where the source did not say.
public struct PhotoCounts: Sendable, Hashable, Codable {
    public var views: Int?
    public var comments: Int?
    public var faves: Int?

    public init(views: Int? = nil, comments: Int? = nil, faves: Int? = nil) {
        self.views = views
        self.comments = comments
        self.faves = faves
    }

    /// True when every figure is known.
    public var isComplete: Bool { views != nil && comments != nil && faves != nil }

    /// These counts with the gaps filled from `other`.
    public func filled(from other: PhotoCounts) -> PhotoCounts {
        PhotoCounts(views: views ?? other.views, comments: comments ?? other.comments, faves: faves ?? other.faves)
    }
}
