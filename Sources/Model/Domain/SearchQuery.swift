/// What to search for and which page of the answer to fetch.
public struct SearchQuery: Sendable, Hashable, Codable {
    /// Flickr answers at most this many results for any query, whatever `total` says.
    public static let resultCap = 4000
    /// Flickr's largest page.
    public static let maximumPerPage = 500

    /// The longest text a search takes, in characters (the search field holds as many).
    public static let maximumTextLength = 1_000

    /// Free text; a word prefixed with `-` excludes matches.
    public var text: String
    /// One-based page number.
    public var page: Int
    public var perPage: Int
    public var sort: SearchSort
    /// Flickr licence ids to restrict to (``LicenseFilter/flickrIDs``); empty means any.
    public var licenses: [String]
    public var safeSearch: SafeSearch
    /// Only this person's photos (Flickr's `user_id`); the text may then be empty.
    public var owner: PhotoOwner?

    /// Results a page when nothing says otherwise (the config file's `per_page`, `--per-page`).
    public static let defaultPerPage = 100

    public init(
        text: String, page: Int = 1, perPage: Int = SearchQuery.defaultPerPage, sort: SearchSort = .relevance,
        licenses: [String] = [], safeSearch: SafeSearch = .safe, owner: PhotoOwner? = nil
    ) {
        self.owner = owner
        self.text = text
        self.perPage = min(max(perPage, 1), SearchQuery.maximumPerPage)
        self.page = max(page, 1)
        self.sort = sort
        self.licenses = licenses
        self.safeSearch = safeSearch
    }

    /// The last page that can hold results under the 4,000-result cap at this page size.
    public var lastReachablePage: Int { (SearchQuery.resultCap + perPage - 1) / perPage }

    /// This query with its page clamped into the reachable range.
    public var clampedToResultCap: SearchQuery {
        var query = self
        query.page = min(page, lastReachablePage)
        return query
    }

    /// The same search, another page.
    public func page(_ number: Int) -> SearchQuery {
        var query = self
        query.page = max(number, 1)
        return query
    }
}
