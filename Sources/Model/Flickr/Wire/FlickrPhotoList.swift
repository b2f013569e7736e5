import Foundation

/// `{"photos": {"page", "pages", "perpage", "total", "photo": [...]}}` from search, getRecent and interestingness.
struct FlickrPhotoList: FlickrPayload {
    static let rootKey = "photos"

    let page: Int
    let pages: Int
    let perPage: Int
    let total: Int
    let photos: [Photo]

    init(from container: KeyedDecodingContainer<JSONKey>, context: FlickrDecodingContext) throws {
        photos = container.objects("photo").compactMap { FlickrPhotoList.photo(from: $0, context: context) }
        page = max(container.lenientInt("page") ?? 1, 1)
        perPage = max(container.lenientInt("perpage") ?? container.lenientInt("per_page") ?? photos.count, 1)
        total = max(container.lenientInt("total") ?? photos.count, 0)
        pages = max(container.lenientInt("pages") ?? (total + perPage - 1) / perPage, 0)
    }

    /// One entry of `photo[]`, with whatever extras it carries; `nil` when it has no id.
    static func photo(from entry: KeyedDecodingContainer<JSONKey>, context: FlickrDecodingContext) -> Photo? {
        guard let id = entry.lenientString("id"), !id.isEmpty else { return nil }
        let owner = entry.lenientString("owner") ?? ""
        return Photo(
            id: id,
            title: entry.lenientString("title") ?? "",
            description: entry.lenientString("description") ?? "",
            owner: PhotoOwner(id: owner, name: entry.lenientString("ownername") ?? ""),
            taken: FlickrDates.taken(entry.lenientString("datetaken")),
            posted: FlickrDates.unix(entry.lenientString("dateupload")),
            licenseID: entry.lenientString("license"),
            counts: PhotoCounts(
                views: entry.lenientInt("views") ?? entry.lenientInt("count_views"),
                comments: entry.lenientInt("count_comments"),
                faves: entry.lenientInt("count_faves")
            ),
            tags: (entry.lenientString("tags") ?? "").split(separator: " ").map(String.init),
            sizes: sizes(of: entry, id: id, context: context),
            pageURL: FlickrPhotoList.pageURL(owner: owner, id: id)
        )
    }

    /// The `url_X` extras when present, else the sizes that can be built from server and secret.
    static func sizes(of entry: KeyedDecodingContainer<JSONKey>, id: String, context: FlickrDecodingContext) -> [PhotoSize] {
        let listed: [PhotoSize] = FlickrImageURL.extraSuffixes.compactMap { extra, suffix in
            guard let text = entry.lenientString("url_\(extra)"), let url = URL(string: text) else { return nil }
            return PhotoSize(
                suffix: suffix, width: entry.lenientInt("width_\(extra)"), height: entry.lenientInt("height_\(extra)"), url: url
            )
        }
        if !listed.isEmpty { return listed }
        guard let server = entry.lenientString("server"), let secret = entry.lenientString("secret"),
              !server.isEmpty, !secret.isEmpty else { return [] }
        return FlickrImageURL.buildableSuffixes.compactMap { suffix in
            FlickrImageURL.url(base: context.imageBaseURL, server: server, id: id, secret: secret, suffix: suffix)
                .map { PhotoSize(suffix: suffix, width: nil, height: nil, url: $0) }
        }
    }

    /// `https://www.flickr.com/photos/{owner}/{id}/`, which works with the owner's NSID.
    static func pageURL(owner: String, id: String) -> URL? {
        guard !owner.isEmpty else { return nil }
        return URL(string: "https://www.flickr.com/photos/\(QueryString.percentEncode(owner))/\(QueryString.percentEncode(id))/")
    }
}
