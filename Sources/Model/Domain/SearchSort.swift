/// Result orders both backends support, named by their Flickr `sort` values.
public enum SearchSort: String, Sendable, CaseIterable, Codable {
    /// Best match first.
    case relevance
    /// Newest upload first.
    case datePostedDescending = "date-posted-desc"
    /// Most interesting first (the catalog reads this as most viewed).
    case interestingnessDescending = "interestingness-desc"
}
