import Foundation
import Model

/// Answers Flickr REST methods from the demo catalog in Flickr's own JSON shapes and quirks
/// (totals as strings, mixed int/string sizes, `_content` wrappers, `stat=fail` with HTTP 200).
struct FlickrRESTResponder {
    let catalog: CatalogService
    /// Placeholder for Flickr's image `secret` on photos that have bundled images.
    static let secret = "d3m0"
    static let server = "catalog"

    /// The answer to `parameters["method"]`; `imageBase` is where this server's images are reachable.
    func respond(to parameters: [String: String], imageBase: String) -> ServerResponse {
        guard let key = parameters["api_key"], !key.isEmpty else {
            return .flickrFailure(code: 100, message: "Invalid API Key (Key not found)")
        }
        let method = parameters["method"] ?? ""
        switch method {
        case "flickr.photos.search": return search(parameters, imageBase: imageBase)
        case "flickr.photos.getInfo": return withPhoto(parameters) { info($0, imageBase: imageBase) }
        case "flickr.photos.getFavorites": return withPhoto(parameters, favorites)
        case "flickr.photos.getSizes": return withPhoto(parameters) { sizes($0, imageBase: imageBase) }
        case "flickr.photos.licenses.getInfo": return licenses()
        default: return .flickrFailure(code: 112, message: "Method \"\(method)\" not found")
        }
    }

    private func search(_ parameters: [String: String], imageBase: String) -> ServerResponse {
        let text = parameters["text"] ?? ""
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
            return .flickrFailure(code: 3, message: "Parameterless searches have been disabled. Please use flickr.photos.getRecent instead.")
        }
        let query = SearchQuery(
            text: text,
            page: Int(parameters["page"] ?? "") ?? 1,
            perPage: Int(parameters["per_page"] ?? "") ?? 100,
            sort: SearchSort(rawValue: parameters["sort"] ?? "") ?? .datePostedDescending,
            licenses: (parameters["license"] ?? "").split(separator: ",").map(String.init)
        )
        let page = catalog.searchNow(query)
        let extras = Set((parameters["extras"] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        return .json([
            "photos": [
                "page": page.page, "pages": page.pages, "perpage": page.perPage, "total": String(page.total),
                "photo": page.photos.map { listEntry($0, extras: extras, imageBase: imageBase) },
            ] as [String: Any],
            "stat": "ok",
        ])
    }

    private func listEntry(_ photo: Photo, extras: Set<String>, imageBase: String) -> [String: Any] {
        var entry: [String: Any] = [
            "id": photo.id, "owner": photo.owner.id, "secret": secret(of: photo), "server": server(of: photo), "farm": 0,
            "title": photo.title, "ispublic": 1, "isfriend": 0, "isfamily": 0,
        ]
        if extras.contains("description") { entry["description"] = ["_content": photo.description] }
        if extras.contains("license") { entry["license"] = photo.licenseID ?? "0" }
        if extras.contains("owner_name") { entry["ownername"] = photo.owner.name }
        if extras.contains("date_upload"), let posted = photo.posted { entry["dateupload"] = unix(posted) }
        if extras.contains("date_taken") {
            entry["datetaken"] = photo.taken.map(FlickrRESTResponder.takenText) ?? ""
            entry["datetakengranularity"] = "0"
        }
        if extras.contains("tags") { entry["tags"] = photo.tags.joined(separator: " ") }
        if extras.contains("views"), let views = photo.counts.views { entry["views"] = String(views) }
        if extras.contains("count_comments"), let comments = photo.counts.comments { entry["count_comments"] = String(comments) }
        if extras.contains("count_faves"), let faves = photo.counts.faves { entry["count_faves"] = faves }
        for (extra, size) in FlickrRESTResponder.extraSizes {
            guard extras.contains("url_\(extra)"), let file = photo.sizes.first(where: { $0.suffix == size }) else { continue }
            entry["url_\(extra)"] = imageURL(photo, suffix: size, base: imageBase)
            entry["width_\(extra)"] = file.width ?? 0
            entry["height_\(extra)"] = String(file.height ?? 0)
        }
        return entry
    }

    private func info(_ photo: Photo, imageBase: String) -> ServerResponse {
        var body: [String: Any] = [
            "id": photo.id, "secret": secret(of: photo), "server": server(of: photo), "farm": 0,
            "dateuploaded": photo.posted.map(unix) ?? "0", "license": photo.licenseID ?? "0",
            "owner": ["nsid": photo.owner.id, "username": photo.owner.name, "realname": photo.owner.name, "path_alias": NSNull()],
            "title": ["_content": photo.title], "description": ["_content": photo.description],
            "dates": ["posted": photo.posted.map(unix) ?? "0", "taken": photo.taken.map(FlickrRESTResponder.takenText) ?? ""],
            "tags": ["tag": photo.tags.map { ["raw": $0, "_content": $0.lowercased(), "machine_tag": 0] }],
            "urls": ["url": photo.pageURL.map { [["type": "photopage", "_content": $0.absoluteString]] } ?? []],
            "media": "photo",
        ]
        if let views = photo.counts.views { body["views"] = String(views) }
        if let comments = photo.counts.comments { body["comments"] = ["_content": String(comments)] }
        return .json(["photo": body, "stat": "ok"])
    }

    private func favorites(_ photo: Photo) -> ServerResponse {
        .json([
            "photo": [
                "person": [] as [Any], "id": photo.id, "secret": secret(of: photo), "server": server(of: photo), "farm": 0,
                "page": 1, "pages": 1, "perpage": 10, "total": String(photo.counts.faves ?? 0),
            ] as [String: Any],
            "stat": "ok",
        ])
    }

    private func sizes(_ photo: Photo, imageBase: String) -> ServerResponse {
        let labels = ["q": "Large Square", "m": "Small", "z": "Medium 640"]
        let entries: [[String: Any]] = photo.sizes.map { size in
            [
                "label": labels[size.suffix] ?? size.suffix, "width": String(size.width ?? 0), "height": size.height ?? 0,
                "source": imageURL(photo, suffix: size.suffix, base: imageBase),
                "url": photo.pageURL?.absoluteString ?? "", "media": "photo",
            ]
        }
        return .json(["sizes": ["canblog": 0, "canprint": 0, "candownload": 1, "size": entries] as [String: Any], "stat": "ok"])
    }

    private func licenses() -> ServerResponse {
        let list = catalog.allLicenses
        return .json([
            "licenses": ["license": list.map { ["id": $0.id, "name": $0.name, "url": $0.url?.absoluteString ?? ""] }],
            "stat": "ok",
        ])
    }

    private func withPhoto(_ parameters: [String: String], _ answer: (Photo) -> ServerResponse) -> ServerResponse {
        let id = parameters["photo_id"] ?? ""
        guard let photo = catalog.lookup(id: id) else {
            return .flickrFailure(code: 1, message: "Photo \"\(id)\" not found (invalid ID)")
        }
        return answer(photo)
    }

    /// Catalog image file for a Flickr-style path `{server}/{id}_{secret}_{suffix}.jpg`.
    func imageFile(server: String, name: String) -> URL? {
        guard server == FlickrRESTResponder.server, name.hasSuffix(".jpg") else { return nil }
        let parts = name.dropLast(4).split(separator: "_")
        guard parts.count >= 3, parts[parts.count - 2] == FlickrRESTResponder.secret else { return nil }
        let id = parts.dropLast(2).joined(separator: "_")
        return catalog.lookup(id: id)?.sizes.first { $0.suffix == parts[parts.count - 1] }?.url
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
