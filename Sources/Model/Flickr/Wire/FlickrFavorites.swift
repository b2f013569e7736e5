/// `{"photo": {"person": [...], "total": "1", …}}` from `flickr.photos.getFavorites`; only the total is kept.
struct FlickrFavorites: FlickrPayload {
    static let rootKey = "photo"

    let total: Int

    init(from container: JSONValue, context: FlickrDecodingContext) throws {
        total = container["total"]?.integer ?? (container["person"]?.objects ?? []).count
    }
}
