/// What every search starts from — one typed, a tag's, a person's photos, `/` from anywhere —: the page size,
/// order, licences and safety (the config file's, or those of the results a new search is started from).
public struct SearchDefaults: Equatable, Sendable {
    public var perPage: Int
    public var sort: SearchSort
    /// Flickr licence ids to restrict to; empty means any.
    public var licenses: [String]
    public var safeSearch: SafeSearch

    public init(perPage: Int = SearchQuery.defaultPerPage, sort: SearchSort = .relevance, licenses: [String] = [], safeSearch: SafeSearch = .safe) {
        self.perPage = perPage
        self.sort = sort
        self.licenses = licenses
        self.safeSearch = safeSearch
    }

    /// Those `query` was made with.
    public init(_ query: SearchQuery) {
        self.init(perPage: query.perPage, sort: query.sort, licenses: query.licenses, safeSearch: query.safeSearch)
    }

    /// The first page of a search for `text` (or for `owner`'s photos) from these.
    public func query(_ text: String, owner: PhotoOwner? = nil) -> SearchQuery {
        SearchQuery(text: text, perPage: perPage, sort: sort, licenses: licenses, safeSearch: safeSearch, owner: owner)
    }
}
