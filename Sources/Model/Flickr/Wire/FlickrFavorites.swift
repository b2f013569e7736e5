/// `{"photo": {"person": [...], "total": "1", …}}` from `flickr.photos.getFavorites`; only the count is kept.
struct FlickrFavorites: FlickrPayload {
    static let rootKey = "photo"

    let total: Int

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FlickrKey.self)
        total = try container.integer("total") ?? container.elements("person", as: FlickrKeyedObject.self).count
    }
}
