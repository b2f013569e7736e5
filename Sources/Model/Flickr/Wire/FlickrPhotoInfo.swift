import Foundation

/// `{"photo": {…}}` from `flickr.photos.getInfo`.
struct FlickrPhotoInfo: FlickrPayload {
    static let rootKey = "photo"

    let photo: Photo

    init(from container: KeyedDecodingContainer<JSONKey>, context: FlickrDecodingContext) throws {
        guard let id = container.lenientString("id"), !id.isEmpty else { throw FlickrError.malformed("photo without id") }
        let owner = container.object("owner")
        let ownerID = owner?.lenientString("nsid") ?? ""
        let realName = owner?.lenientString("realname") ?? ""
        let dates = container.object("dates")
        let tags = container.object("tags")?.objects("tag").compactMap { $0.lenientString("raw") ?? $0.lenientString("_content") }
        let pageURL = container.object("urls")?.objects("url")
            .first { $0.lenientString("type") == "photopage" }
            .flatMap { $0.lenientString("_content") }
            .flatMap(URL.init(string:))
        photo = Photo(
            id: id,
            title: container.lenientString("title") ?? "",
            description: container.lenientString("description") ?? "",
            owner: PhotoOwner(id: ownerID, name: realName.isEmpty ? owner?.lenientString("username") ?? "" : realName),
            taken: FlickrDates.taken(dates?.lenientString("taken")),
            posted: FlickrDates.unix(dates?.lenientString("posted") ?? container.lenientString("dateuploaded")),
            licenseID: container.lenientString("license"),
            counts: PhotoCounts(views: container.lenientInt("views"), comments: container.lenientInt("comments")),
            tags: tags ?? [],
            sizes: FlickrPhotoList.sizes(of: container, id: id, context: context),
            pageURL: pageURL ?? FlickrPhotoList.pageURL(owner: ownerID, id: id)
        )
    }
}
