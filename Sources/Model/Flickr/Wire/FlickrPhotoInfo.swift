import Foundation

/// `{"photo": {…}}` from `flickr.photos.getInfo`.
struct FlickrPhotoInfo: FlickrPayload {
    static let rootKey = "photo"

    let photo: Photo

    init(from container: JSONValue, context: FlickrDecodingContext) throws {
        guard let id = container["id"]?.text, !id.isEmpty else { throw FlickrError.malformed("photo without id") }
        let owner = container["owner"]
        let ownerID = owner?["nsid"]?.text ?? ""
        let realName = owner?["realname"]?.text ?? ""
        let dates = container["dates"]
        let tags = (container["tags"]?["tag"]?.objects ?? []).compactMap { $0["raw"]?.text ?? $0["_content"]?.text }
        let pageURL = (container["urls"]?["url"]?.objects ?? [])
            .first { $0["type"]?.text == "photopage" }
            .flatMap { $0["_content"]?.text }
            .flatMap(URL.init(string:))
        photo = Photo(
            id: id,
            title: container["title"]?.text ?? "",
            description: container["description"]?.text ?? "",
            owner: PhotoOwner(id: ownerID, name: realName.isEmpty ? owner?["username"]?.text ?? "" : realName),
            taken: FlickrDates.taken(dates?["taken"]?.text),
            posted: FlickrDates.unix(dates?["posted"]?.text ?? container["dateuploaded"]?.text),
            licenseID: container["license"]?.text,
            counts: PhotoCounts(views: container["views"]?.integer, comments: container["comments"]?.integer),
            tags: tags,
            sizes: FlickrPhotoList.sizes(of: container, id: id, context: context),
            pageURL: pageURL ?? FlickrPhotoList.pageURL(owner: ownerID, id: id)
        )
    }
}
