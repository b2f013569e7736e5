/// One call of the Flickr REST API: its method and parameters, without the API key (added only when the
/// request is sent), so that it can name a cached answer.
public struct FlickrRequest: Sendable {
    public let method: String
    public let parameters: [(name: String, value: String)]

    /// Extras asked of every search: enough for a results row without further calls.
    static let searchExtras = "owner_name,date_upload,date_taken,license,views,count_comments,count_faves,tags,url_sq,url_q,url_s,url_m,url_z,url_l"

    public init(method: String, parameters: [(name: String, value: String)] = []) {
        self.method = method
        self.parameters = parameters
    }

    /// The request's identity: the method and the parameters sorted by name, percent-encoded.
    public var cacheKey: String {
        let sorted = parameters.sorted { $0.name < $1.name }.map { ($0.name, $0.value) }
        return sorted.isEmpty ? method : method + "?" + QueryString.encode(sorted)
    }

    /// `flickr.photos.search` for `query` (clamped to the 4,000-result cap).
    public static func search(_ query: SearchQuery) -> FlickrRequest {
        let query = query.clampedToResultCap
        var parameters = [
            ("page", String(query.page)), ("per_page", String(query.perPage)),
            ("sort", query.sort.rawValue), ("safe_search", String(query.safeSearch.rawValue)), ("media", "photos"),
            ("extras", searchExtras),
        ]
        if !query.licenses.isEmpty { parameters.append(("license", query.licenses.joined(separator: ","))) }
        if !query.text.isEmpty || query.owner == nil { parameters.append(("text", query.text)) }
        if let owner = query.owner { parameters.append(("user_id", owner.id)) }
        return FlickrRequest(method: "flickr.photos.search", parameters: parameters.map { (name: $0.0, value: $0.1) })
    }

    /// `flickr.photos.getInfo`.
    public static func info(photoID: String) -> FlickrRequest {
        FlickrRequest(method: "flickr.photos.getInfo", parameters: [("photo_id", photoID)])
    }

    /// `flickr.photos.getFavorites`, one person a page: only the total is wanted.
    public static func favorites(photoID: String) -> FlickrRequest {
        FlickrRequest(method: "flickr.photos.getFavorites", parameters: [("photo_id", photoID), ("per_page", "1")])
    }

    /// `flickr.photos.getSizes`.
    public static func sizes(photoID: String) -> FlickrRequest {
        FlickrRequest(method: "flickr.photos.getSizes", parameters: [("photo_id", photoID)])
    }

    /// `flickr.photos.licenses.getInfo`.
    public static let licenses = FlickrRequest(method: "flickr.photos.licenses.getInfo")

    /// `flickr.photos.getExif`.
    public static func exif(photoID: String) -> FlickrRequest {
        FlickrRequest(method: "flickr.photos.getExif", parameters: [("photo_id", photoID)])
    }

    /// `flickr.photos.comments.getList`.
    public static func comments(photoID: String) -> FlickrRequest {
        FlickrRequest(method: "flickr.photos.comments.getList", parameters: [("photo_id", photoID)])
    }
}
