/// `{"comments": {"photo_id", "comment": [...]}}` from `flickr.photos.comments.getList` (no paging).
struct FlickrCommentList: FlickrPayload {
    static let rootKey = "comments"

    /// One `comment[]` entry; its text (HTML) is in `_content`.
    struct Entry: Decodable {
        let id: String?
        let authorName: String?
        let realName: String?
        let created: String?
        let text: String?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: FlickrKey.self)
            id = try container.text("id")
            authorName = try container.text("authorname")
            realName = try container.text("realname")
            created = try container.text("datecreate")
            text = try container.text("_content")
        }
    }

    let comments: [Entry]

    init(from decoder: any Decoder) throws {
        comments = try decoder.container(keyedBy: FlickrKey.self).elements("comment")
    }
}
