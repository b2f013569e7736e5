/// `{"photo": {…}}` from `flickr.photos.getInfo`: text wrapped in `_content`, counts as strings, owner,
/// dates, tags and the photo page among `urls`.
struct FlickrPhotoInfo: FlickrPayload {
    static let rootKey = "photo"

    let id: String
    let title: String?
    let description: String?
    let ownerID: String?
    let userName: String?
    let realName: String?
    let taken: String?
    let posted: String?
    let license: String?
    let views: Int?
    let comments: Int?
    let tags: [String]
    let pageURL: String?
    let images: FlickrImageFields

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FlickrKey.self)
        guard let id = try container.text("id"), !id.isEmpty else { throw FlickrError.malformed("photo without id") }
        self.id = id
        title = try container.text("title", wrapped: true)
        description = try container.text("description", wrapped: true)
        let owner = container.object("owner")
        ownerID = try owner?.text("nsid")
        userName = try owner?.text("username")
        realName = try owner?.text("realname")
        let dates = container.object("dates")
        taken = try dates?.text("taken")
        posted = try dates?.text("posted") ?? container.text("dateuploaded")
        license = try container.text("license")
        views = try container.integer("views")
        comments = try container.integer("comments")
        tags = try container.object("tags")?.elements("tag", as: Tag.self).compactMap(\.text) ?? []
        pageURL = try container.object("urls")?.elements("url", as: Link.self).first { $0.type == "photopage" }?.address
        images = try FlickrImageFields(container)
    }

    /// A `tags.tag[]` entry: the tag as typed (`raw`), else as normalised (`_content`).
    private struct Tag: Decodable {
        let text: String?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: FlickrKey.self)
            text = try container.text("raw") ?? container.text("_content")
        }
    }

    /// A `urls.url[]` entry: `{"type": "photopage", "_content": "https://…"}`.
    private struct Link: Decodable {
        let type: String?
        let address: String?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: FlickrKey.self)
            type = try container.text("type")
            address = try container.text("_content")
        }
    }
}
