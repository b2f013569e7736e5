/// `{"photo": {"person": [...], "total": "1", …}}` from `flickr.photos.getFavorites`; only the total is kept.
struct FlickrFavorites: FlickrPayload {
    static let rootKey = "photo"

    let total: Int

    init(from container: KeyedDecodingContainer<JSONKey>, context: FlickrDecodingContext) throws {
        total = container.lenientInt("total") ?? container.objects("person").count
    }
}
