import Foundation

/// `{"comments": {"photo_id", "comment": [...]}}` from `flickr.photos.comments.getList` (no paging).
struct FlickrCommentList: FlickrPayload {
    static let rootKey = "comments"

    let comments: [PhotoComment]

    init(from container: JSONValue, context: FlickrDecodingContext) throws {
        comments = (container["comment"]?.objects ?? []).map { entry in
            let realName = entry["realname"]?.text ?? ""
            return PhotoComment(
                id: entry["id"]?.text ?? "",
                author: realName.isEmpty ? entry["authorname"]?.text ?? "" : realName,
                date: FlickrDates.unix(entry["datecreate"]?.text),
                text: entry["_content"]?.text ?? ""
            )
        }
    }
}
