import Foundation

/// `{"comments": {"photo_id", "comment": [...]}}` from `flickr.photos.comments.getList` (no paging).
struct FlickrCommentList: FlickrPayload {
    static let rootKey = "comments"

    let comments: [PhotoComment]

    init(from container: KeyedDecodingContainer<JSONKey>, context: FlickrDecodingContext) throws {
        comments = container.objects("comment").map { entry in
            let realName = entry.lenientString("realname") ?? ""
            return PhotoComment(
                id: entry.lenientString("id") ?? "",
                author: realName.isEmpty ? entry.lenientString("authorname") ?? "" : realName,
                date: FlickrDates.unix(entry.lenientString("datecreate")),
                text: entry.lenientString("_content") ?? ""
            )
        }
    }
}
