/// What a photo source can do beyond searching, said by the source: the screens leave out what it cannot, and a key
/// pressed for it says why.
public struct SourceCapabilities: Sendable, Hashable {
    /// It has comments on photos.
    public var comments: Bool
    /// It counts favourites.
    public var favorites: Bool
    /// It can search one creator's photos (Flickr's `user_id`, Openverse's `creator`).
    public var ownerPhotos: Bool
    /// It can search by tag.
    public var tagSearch: Bool
    /// The orders it can sort by; the first is its default.
    public var sorts: [SearchSort]
    /// Whether the licence filters apply (every openly licensing source allows them).
    public var licenseFilters: Bool

    public init(
        comments: Bool = true, favorites: Bool = true, ownerPhotos: Bool = true, tagSearch: Bool = true,
        sorts: [SearchSort] = SearchSort.allCases, licenseFilters: Bool = true
    ) {
        self.comments = comments
        self.favorites = favorites
        self.ownerPhotos = ownerPhotos
        self.tagSearch = tagSearch
        self.sorts = sorts
        self.licenseFilters = licenseFilters
    }

    /// Everything: Flickr, and the demo catalog, which stands in for it.
    public static let all = SourceCapabilities()
}
