/// `{"photos": {"page", "pages", "perpage", "total", "photo": [...]}}` from search, getRecent and
/// interestingness. Counts may be numbers or strings; entries that are not photos are skipped.
struct FlickrPhotoList: FlickrPayload {
    static let rootKey = "photos"

    let page: Int?
    let pages: Int?
    let perPage: Int?
    let total: Int?
    let photos: [FlickrPhotoEntry]

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FlickrKey.self)
        page = try container.integer("page")
        pages = try container.integer("pages")
        perPage = try container.integer("perpage") ?? container.integer("per_page")
        total = try container.integer("total")
        photos = try container.elements("photo")
    }
}
