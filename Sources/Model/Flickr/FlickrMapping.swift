import FoundationEssentials

/// Wire → domain: turns decoded Flickr payloads into ``Photo``, ``PhotoSize``, ``License`` and
/// ``PhotoComment`` values, filling what Flickr leaves out (page counts, image URLs, photo pages).
struct FlickrMapping: Sendable {
    /// Where `{server}/{id}_{secret}_{suffix}.jpg` paths are resolved, ending in `/`.
    let imageBase: String

    /// The page for `query`: entries beyond the page size asked for are dropped (a server that ignores
    /// `per_page` cannot make the list grow).
    func page(_ list: FlickrPhotoList, query: SearchQuery) -> PhotoPage {
        let photos = list.photos.prefix(query.perPage).map(photo)
        let perPage = max(list.perPage ?? photos.count, 1)
        let total = max(list.total ?? photos.count, 0)
        return PhotoPage(
            query: query, page: max(list.page ?? 1, 1), pages: max(list.pages ?? (total + perPage - 1) / perPage, 0),
            perPage: perPage, total: total, photos: photos
        )
    }

    func photo(_ entry: FlickrPhotoEntry) -> Photo {
        let owner = entry.owner ?? ""
        return Photo(
            id: entry.id,
            title: entry.title ?? "",
            description: entry.description ?? "",
            owner: PhotoOwner(id: owner, name: entry.ownerName ?? ""),
            taken: FlickrDates.taken(entry.dateTaken),
            posted: FlickrDates.unix(entry.dateUpload),
            licenseID: entry.license,
            counts: PhotoCounts(views: entry.views, comments: entry.comments, faves: entry.faves),
            tags: (entry.tags ?? "").split(separator: " ").map(String.init),
            sizes: sizes(entry.images, id: entry.id),
            pageURL: FlickrMapping.pageURL(owner: owner, id: entry.id)
        )
    }

    func photo(_ info: FlickrPhotoInfo) -> Photo {
        let ownerID = info.ownerID ?? ""
        // A real name that is nothing once sanitised (control characters, spaces) gives way to the username.
        let realName = TerminalText.singleLine(info.realName ?? "").isEmpty ? "" : info.realName ?? ""
        return Photo(
            id: info.id,
            title: info.title ?? "",
            description: info.description ?? "",
            owner: PhotoOwner(id: ownerID, name: realName.isEmpty ? info.userName ?? "" : realName),
            taken: FlickrDates.taken(info.taken),
            posted: FlickrDates.unix(info.posted),
            licenseID: info.license,
            counts: PhotoCounts(views: info.views, comments: info.comments),
            tags: info.tags,
            sizes: sizes(info.images, id: info.id),
            pageURL: info.pageURL.flatMap(URL.init(string:)) ?? FlickrMapping.pageURL(owner: ownerID, id: info.id)
        )
    }

    /// The `url_X` extras when present, else the sizes that can be built from server and secret.
    func sizes(_ images: FlickrImageFields, id: String) -> [PhotoSize] {
        if !images.listed.isEmpty {
            return images.listed.map { PhotoSize(suffix: $0.suffix, width: $0.width, height: $0.height, source: $0.source) }
        }
        guard let server = images.server, let secret = images.secret, !server.isEmpty, !secret.isEmpty else { return [] }
        return FlickrImageURL.buildableSources(base: imageBase, server: server, id: id, secret: secret).map {
            PhotoSize(suffix: $0.suffix, width: nil, height: nil, source: $0.source)
        }
    }

    /// The still-image sizes of a getSizes answer, smallest first; videos and unreadable sources are left out.
    static func sizes(_ list: FlickrSizeList) -> [PhotoSize] {
        list.sizes.compactMap { entry in
            guard (entry.media ?? "photo") == "photo", let source = entry.source, source.contains("://"),
                  let suffix = FlickrImageURL.suffix(of: source) else { return nil }
            return PhotoSize(suffix: suffix, width: entry.width, height: entry.height, source: source)
        }
        .sorted { $0.longestEdge < $1.longestEdge }
    }

    /// The licences of a licences answer, by numeric id.
    static func licenses(_ list: FlickrLicenseList) -> [License] {
        list.licenses.compactMap { entry in
            guard let id = entry.id else { return nil }
            let url = entry.url.flatMap { $0.isEmpty ? nil : URL(string: $0) }
            return License(id: id, name: entry.name ?? "Licence \(id)", url: url)
        }
        .sorted { (Int($0.id) ?? Int.max, $0.id) < (Int($1.id) ?? Int.max, $1.id) }
    }

    /// The comments of a comments answer, each credited to the real name when there is one.
    /// The camera's details of an EXIF answer: its make and model, lens, focal length, aperture, exposure, ISO and
    /// the time the picture was taken, by the tags cameras write (the first entry of a tag given twice).
    static func cameraDetails(_ exif: FlickrExif) -> CameraDetails {
        var values: [String: (raw: String, clean: String?)] = [:]
        for entry in exif.entries {
            guard let tag = entry.tag, let raw = entry.raw, !raw.isEmpty, values[tag] == nil else { continue }
            values[tag] = (raw, entry.clean)
        }
        let raw = { (tag: String) in values[tag]?.raw }
        let makeAndModel = [raw("Make"), raw("Model")].compactMap { $0 }.joined(separator: " ")
        let camera = exif.camera.flatMap { $0.isEmpty ? nil : $0 } ?? (makeAndModel.isEmpty ? nil : makeAndModel)
        return CameraDetails(
            camera: camera,
            lens: raw("LensModel") ?? raw("Lens"),
            focalLength: raw("FocalLength"),
            aperture: raw("FNumber").map { $0.hasPrefix("f/") ? $0 : "f/" + $0 },
            exposure: raw("ExposureTime").map { $0 + " s" },
            iso: raw("ISO"),
            taken: raw("DateTimeOriginal").map(FlickrMapping.exifDate)
        )
    }

    /// An EXIF date ("2011:03:20 17:00:05") as people write it ("2011-03-20 17:00:05").
    private static func exifDate(_ text: String) -> String {
        let parts = text.split(separator: " ", maxSplits: 1)
        guard let day = parts.first, day.count == 10 else { return text }
        return day.replacing(":", with: "-") + (parts.count > 1 ? " " + parts[1] : "")
    }

    static func comments(_ list: FlickrCommentList) -> [PhotoComment] {
        list.comments.map { entry in
            let realName = entry.realName ?? ""
            return PhotoComment(
                id: entry.id ?? "", author: realName.isEmpty ? entry.authorName ?? "" : realName,
                date: FlickrDates.unix(entry.created), text: entry.text ?? ""
            )
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
