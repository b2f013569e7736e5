import Foundation

/// `{"photos": {"page", "pages", "perpage", "total", "photo": [...]}}` from search, getRecent and interestingness.
struct FlickrPhotoList: FlickrPayload {
    static let rootKey = "photos"

    let page: Int
    let pages: Int
    let perPage: Int
    let total: Int
    let photos: [Photo]

    init(from container: JSONValue, context: FlickrDecodingContext) throws {
        photos = (container["photo"]?.objects ?? []).compactMap { FlickrPhotoList.photo(from: $0, context: context) }
        page = max(container["page"]?.integer ?? 1, 1)
        perPage = max(container["perpage"]?.integer ?? container["per_page"]?.integer ?? photos.count, 1)
        total = max(container["total"]?.integer ?? photos.count, 0)
        pages = max(container["pages"]?.integer ?? (total + perPage - 1) / perPage, 0)
    }

    /// One entry of `photo[]`, with whatever extras it carries; `nil` when it has no id.
    static func photo(from entry: JSONValue, context: FlickrDecodingContext) -> Photo? {
        guard let id = entry["id"]?.text, !id.isEmpty else { return nil }
        let owner = entry["owner"]?.text ?? ""
        return Photo(
            id: id,
            title: entry["title"]?.text ?? "",
            description: entry["description"]?.text ?? "",
            owner: PhotoOwner(id: owner, name: entry["ownername"]?.text ?? ""),
            taken: FlickrDates.taken(entry["datetaken"]?.text),
            posted: FlickrDates.unix(entry["dateupload"]?.text),
            licenseID: entry["license"]?.text,
            counts: PhotoCounts(
                views: entry["views"]?.integer ?? entry["count_views"]?.integer,
                comments: entry["count_comments"]?.integer,
                faves: entry["count_faves"]?.integer
            ),
            tags: (entry["tags"]?.text ?? "").split(separator: " ").map(String.init),
            sizes: sizes(of: entry, id: id, context: context),
            pageURL: FlickrPhotoList.pageURL(owner: owner, id: id)
        )
    }

    /// The `url_X` extras when present, else the sizes that can be built from server and secret.
    static func sizes(of entry: JSONValue, id: String, context: FlickrDecodingContext) -> [PhotoSize] {
        let listed: [PhotoSize] = FlickrImageURL.extraSuffixes.compactMap { keys in
            guard let source = entry[keys.url]?.text, !source.isEmpty else { return nil }
            return PhotoSize(suffix: keys.suffix, width: entry[keys.width]?.integer, height: entry[keys.height]?.integer, source: source)
        }
        if !listed.isEmpty { return listed }
        guard let server = entry["server"]?.text, let secret = entry["secret"]?.text,
              !server.isEmpty, !secret.isEmpty else { return [] }
        return FlickrImageURL.buildableSources(base: context.imageBase, server: server, id: id, secret: secret).map {
            PhotoSize(suffix: $0.suffix, width: nil, height: nil, source: $0.source)
        }
    }

    /// `https://www.flickr.com/photos/{owner}/{id}/`, which works with the owner's NSID.
    static func pageURL(owner: String, id: String) -> URL? {
        guard !owner.isEmpty else { return nil }
        return URL(string: "https://www.flickr.com/photos/\(pathSegment(owner))/\(pathSegment(id))/")
    }

    /// `text` percent-encoded for one path segment; `@` (as in NSIDs) stays as it is.
    private static func pathSegment(_ text: String) -> String {
        QueryString.percentEncode(text, keeping: "@")
    }
}
