/// Result orders both backends support, named by their Flickr `sort` values.
public enum SearchSort: String, Sendable, CaseIterable, Codable {
    /// Best match first.
    case relevance
    /// Newest upload first.
    case datePostedDescending = "date-posted-desc"
    /// Most interesting first (the catalog reads this as most viewed).
    case interestingnessDescending = "interestingness-desc"

    /// What a header calls it.
    public var label: String {
        switch self {
        case .relevance: "relevance"
        case .datePostedDescending: "newest"
        case .interestingnessDescending: "most interesting"
        }
    }

    /// The next order in the cycle (Tab, `s`).
    public var next: SearchSort {
        let all = SearchSort.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}
