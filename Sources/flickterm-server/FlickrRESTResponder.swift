import Foundation
import Model

/// Answers Flickr REST methods from the demo catalog in Flickr's own JSON shapes and quirks
/// (totals as strings, mixed int/string sizes, `_content` wrappers, `stat=fail` with HTTP 200).
struct FlickrRESTResponder {
    let catalog: CatalogService
    /// With `--pictures-for-all`: photos with image files, whose files stand in for those of the photos without
    /// (for measuring screens where every row has a picture); empty otherwise.
    let standIns: [Photo]

    init(catalog: CatalogService, picturesForAll: Bool = false) {
        self.catalog = catalog
        standIns = picturesForAll ? catalog.picturedPhotos : []
    }

    /// `photo`'s image files, or a stand-in's (the same for the same id) where it has none and stand-ins are on.
    private func sizes(of photo: Photo) -> [PhotoSize] {
        guard photo.sizes.isEmpty, !standIns.isEmpty else { return photo.sizes }
        let index = photo.id.unicodeScalars.reduce(0) { ($0 &* 31 &+ Int($1.value)) & 0xFFFF_FFFF } % standIns.count
        return standIns[index].sizes
    }

    /// `photo` with ``sizes(of:)``.
    private func pictured(_ photo: Photo) -> Photo {
        var photo = photo
        photo.sizes = sizes(of: photo)
        return photo
    }
    /// Placeholder for Flickr's image `secret` on photos that have bundled images.
    static let secret = "d3m0"
    static let server = "catalog"

    /// What a hostile server puts in its answers instead of the real values (the `image-url` and `page-url`
    /// faults), and what a search's titles begin with (`title-prefix`).
    struct Overrides {
        var imageURL: String?
        var pageURL: String?
        var titlePrefix: String?
    }

    /// The answer to `parameters["method"]`; `imageBase` is where this server's images are reachable.
    func respond(to parameters: [String: String], imageBase: String, overrides: Overrides = Overrides()) -> ServerResponse {
        guard let key = parameters["api_key"], !key.isEmpty else {
            return .flickrFailure(code: 100, message: "Invalid API Key (Key not found)")
        }
        let method = parameters["method"] ?? ""
        switch method {
        case "flickr.photos.search": return search(parameters, imageBase: imageBase, overrides: overrides)
        case "flickr.photos.getInfo": return withPhoto(parameters) { info($0, overrides: overrides) }
        case "flickr.photos.getFavorites": return withPhoto(parameters, favorites)
        case "flickr.photos.getSizes": return withPhoto(parameters) { sizes($0, imageBase: imageBase, overrides: overrides) }
        case "flickr.photos.licenses.getInfo": return licenses()
        case "flickr.photos.getExif": return withPhoto(parameters) { .json(FlickrAnswer.Success(key: "photo", payload: FlickrAnswer.Exif(id: $0.id))) }
        case "flickr.photos.comments.getList": return withPhoto(parameters) { .json(FlickrAnswer.Success(key: "comments", payload: FlickrAnswer.Comments(photo_id: $0.id))) }
        default: return .flickrFailure(code: 112, message: "Method \"\(method)\" not found")
        }
    }

    private func search(_ parameters: [String: String], imageBase: String, overrides: Overrides) -> ServerResponse {
        let text = parameters["text"] ?? ""
        let owner = (parameters["user_id"]).flatMap { $0.isEmpty ? nil : PhotoOwner(id: $0) }
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty || owner != nil else {
            return .flickrFailure(code: 3, message: "Parameterless searches have been disabled. Please use flickr.photos.getRecent instead.")
        }
        let query = SearchQuery(
            text: text,
            page: Int(parameters["page"] ?? "") ?? 1,
            perPage: Int(parameters["per_page"] ?? "") ?? 100,
            sort: SearchSort(rawValue: parameters["sort"] ?? "") ?? .datePostedDescending,
            licenses: (parameters["license"] ?? "").split(separator: ",").map(String.init), owner: owner
        )
        let page = catalog.searchNow(query)
        let extras = Set((parameters["extras"] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        let list = FlickrAnswer.PhotoList(
            page: page.page, pages: page.pages, perpage: page.perPage, total: String(page.total),
            photo: page.photos.map { listEntry(pictured($0), extras: extras, imageBase: imageBase, overrides: overrides) }
        )
        return .json(FlickrAnswer.Success(key: "photos", payload: list))
    }

    private func listEntry(_ photo: Photo, extras: Set<String>, imageBase: String, overrides: Overrides) -> FlickrAnswer.ListEntry {
        var entry = FlickrAnswer.ListEntry(
            id: photo.id, owner: photo.owner.id, secret: secret(of: photo), server: server(of: photo), title: (overrides.titlePrefix ?? "") + photo.title
        )
        if extras.contains("description") { entry.description = FlickrAnswer.Content(_content: photo.description) }
        if extras.contains("license") { entry.license = FlickrRESTResponder.licenseID(of: photo) }
        if extras.contains("owner_name") { entry.ownername = photo.owner.name }
        if extras.contains("date_upload") { entry.dateupload = photo.posted.map(unix) }
        if extras.contains("date_taken") {
            entry.datetaken = photo.taken.map(FlickrRESTResponder.takenText) ?? ""
            entry.datetakengranularity = "0"
        }
        if extras.contains("tags") { entry.tags = photo.tags.joined(separator: " ") }
        let counts = FlickrRESTResponder.counts(of: photo)
        if extras.contains("views") { entry.views = counts.views.map(String.init) }
        if extras.contains("count_comments") { entry.count_comments = counts.comments.map(String.init) }
        if extras.contains("count_faves") { entry.count_faves = counts.faves }
        for (extra, size) in FlickrRESTResponder.extraSizes {
            guard extras.contains("url_\(extra)"), let file = photo.sizes.first(where: { $0.suffix == size }) else { continue }
            entry.images.append((extra, overrides.imageURL ?? imageURL(photo, suffix: size, base: imageBase), file.width ?? 0, file.height ?? 0))
        }
        return entry
    }

    private func info(_ photo: Photo, overrides: Overrides) -> ServerResponse {
        let posted = photo.posted.map(unix) ?? "0"
        let info = FlickrAnswer.Info(
            id: photo.id, secret: secret(of: photo), server: server(of: photo), dateuploaded: posted,
            license: FlickrRESTResponder.licenseID(of: photo),
            owner: .init(nsid: photo.owner.id, username: photo.owner.name, realname: photo.owner.name),
            title: .init(_content: photo.title), description: .init(_content: photo.description),
            dates: .init(posted: posted, taken: photo.taken.map(FlickrRESTResponder.takenText) ?? ""),
            tags: .init(tag: photo.tags.map { .init(raw: $0, _content: $0.lowercased()) }),
            urls: .init(url: (overrides.pageURL ?? photo.pageURL?.absoluteString).map { [.init(_content: $0)] } ?? []),
            views: FlickrRESTResponder.counts(of: photo).views.map(String.init),
            comments: FlickrRESTResponder.counts(of: photo).comments.map { .init(_content: String($0)) }
        )
        return .json(FlickrAnswer.Success(key: "photo", payload: info))
    }

    /// The photo's counts as Flickr gives them: always a number (Flickr answers every count asked for); what the
    /// catalog does not know is 0, in search extras, getInfo and getFavorites alike.
    static func counts(of photo: Photo) -> PhotoCounts {
        PhotoCounts(views: photo.counts.views ?? 0, comments: photo.counts.comments ?? 0, faves: photo.counts.faves ?? 0)
    }

    private func favorites(_ photo: Photo) -> ServerResponse {
        let favorites = FlickrAnswer.Favorites(
            id: photo.id, secret: secret(of: photo), server: server(of: photo), total: String(FlickrRESTResponder.counts(of: photo).faves ?? 0)
        )
        return .json(FlickrAnswer.Success(key: "photo", payload: favorites))
    }

    private func sizes(_ photo: Photo, imageBase: String, overrides: Overrides) -> ServerResponse {
        let labels = ["q": "Large Square", "m": "Small", "z": "Medium 640"]
        let sizes = photo.sizes.map { size in
            FlickrAnswer.Sizes.Size(
                label: labels[size.suffix] ?? size.suffix, width: String(size.width ?? 0), height: size.height ?? 0,
                source: overrides.imageURL ?? imageURL(photo, suffix: size.suffix, base: imageBase),
                url: overrides.pageURL ?? photo.pageURL?.absoluteString ?? ""
            )
        }
        return .json(FlickrAnswer.Success(key: "sizes", payload: FlickrAnswer.Sizes(size: sizes)))
    }

    /// The photo's licence as Flickr names it: Flickr's id for the catalog's code, else the code itself (a
    /// licence Flickr has no id for, listed by licenses.getInfo beside Flickr's own).
    static func licenseID(of photo: Photo) -> String {
        guard let code = photo.licenseID else { return "0" }
        return LicenseFilter.flickrID(forCatalogCode: code) ?? code
    }

    private func licenses() -> ServerResponse {
        let others = catalog.allLicenses.filter { LicenseFilter.flickrID(forCatalogCode: $0.id) == nil }
        let list = (License.flickr + others).map { FlickrAnswer.Licenses.Entry(id: $0.id, name: $0.name, url: $0.url?.absoluteString ?? "") }
        return .json(FlickrAnswer.Success(key: "licenses", payload: FlickrAnswer.Licenses(license: list)))
    }

    private func withPhoto(_ parameters: [String: String], _ answer: (Photo) -> ServerResponse) -> ServerResponse {
        let id = parameters["photo_id"] ?? ""
        guard let photo = catalog.lookup(id: id) else {
            return .flickrFailure(code: 1, message: "Photo \"\(id)\" not found (invalid ID)")
        }
        return answer(pictured(photo))
    }

    /// Catalog image file for a Flickr-style path `{server}/{id}_{secret}_{suffix}.jpg`.
    func imageFile(server: String, name: String) -> URL? {
        guard server == FlickrRESTResponder.server, name.hasSuffix(".jpg") else { return nil }
        let parts = name.dropLast(4).split(separator: "_")
        guard parts.count >= 3, parts[parts.count - 2] == FlickrRESTResponder.secret else { return nil }
        let id = parts.dropLast(2).joined(separator: "_")
        return catalog.lookup(id: id).map(sizes(of:))?.first { $0.suffix == parts[parts.count - 1] }?.url
    }

    private func imageURL(_ photo: Photo, suffix: String, base: String) -> String {
        "\(base)\(FlickrRESTResponder.server)/\(QueryString.percentEncode(photo.id))_\(FlickrRESTResponder.secret)_\(suffix).jpg"
    }

    /// Photos without bundled images get no secret, so clients build no image URLs for them.
    private func secret(of photo: Photo) -> String { photo.sizes.isEmpty ? "" : FlickrRESTResponder.secret }
    private func server(of photo: Photo) -> String { photo.sizes.isEmpty ? "0" : FlickrRESTResponder.server }

    private func unix(_ date: Date) -> String { String(Int(date.timeIntervalSince1970)) }

    /// Search extra name → catalog size suffix (`url_s` is Flickr's 240 px `_m` file).
    private static let extraSizes = [("q", "q"), ("s", "m"), ("z", "z")]

    private static func takenText(_ date: Date) -> String {
        let parts = Calendar(identifier: .gregorian).dateComponents(in: .gmt, from: date)
        return String(
            format: "%04d-%02d-%02d %02d:%02d:%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0,
            parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0
        )
    }
}
