/// One entry of a photo list, with whatever extras it carries. An entry without an id does not decode
/// (and is skipped by the list).
struct FlickrPhotoEntry: Decodable {
    let id: String
    let owner: String?
    let ownerName: String?
    let title: String?
    let description: String?
    let dateTaken: String?
    let dateUpload: String?
    let license: String?
    let views: Int?
    let comments: Int?
    let faves: Int?
    let tags: String?
    let images: FlickrImageFields

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FlickrKey.self)
        guard let id = try container.text("id"), !id.isEmpty else { throw FlickrError.malformed("photo without id") }
        self.id = id
        owner = try container.text("owner")
        ownerName = try container.text("ownername")
        title = try container.text("title")
        description = try container.text("description", wrapped: true)
        dateTaken = try container.text("datetaken")
        dateUpload = try container.text("dateupload")
        license = try container.text("license")
        views = try container.integer("views") ?? container.integer("count_views")
        comments = try container.integer("count_comments")
        faves = try container.integer("count_faves")
        tags = try container.text("tags")
        images = try FlickrImageFields(container)
    }
}
