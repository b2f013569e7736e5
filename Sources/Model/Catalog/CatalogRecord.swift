import FoundationEssentials

/// One line of the demo catalog's `photos.jsonl` (schema in the catalog's README), decoded strictly: a
/// field of the wrong type is an error, while a missing or `null` field is an unknown value.
struct CatalogRecord: Decodable {
    /// The person a record credits as owner.
    struct Owner: Decodable {
        let id: String?
        let name: String?
    }

    /// The licence a record names.
    struct LicenseReference: Decodable {
        let code: String
        let name: String?
        let url: String?
    }

    /// A bundled image file of one Flickr size.
    struct Image: Decodable {
        let path: String
        let width: Int?
        let height: Int?
    }

    let id: String
    let title: String?
    let description: String?
    let tags: [String]?
    let owner: Owner?
    let license: LicenseReference?
    let taken: String?
    let posted: String?
    let views: Int?
    let comments: Int?
    let faves: Int?
    let pageURL: String?
    let credit: String?
    let images: [String: Image]?

    private enum CodingKeys: String, CodingKey {
        case id, title, description, tags, owner, license, taken, posted, views, comments, faves, credit, images
        case pageURL = "page_url"
    }

    /// The record as a domain photo, its images resolved under `directory` as `file://` URLs. An image whose
    /// file is missing, or whose path leaves the catalog folder, is left out: it costs that image only.
    func photo(in directory: URL) throws -> Photo {
        guard !id.isEmpty else { throw CatalogRecordError(description: "\"id\" is empty") }
        let sizes = (images ?? [:]).compactMap { suffix, image -> PhotoSize? in
            guard let file = CatalogRecord.file(image.path, in: directory) else { return nil }
            return PhotoSize(suffix: suffix, width: image.width, height: image.height, source: file.absoluteString)
        }.sorted { ($0.longestEdge, $0.suffix) < ($1.longestEdge, $1.suffix) }
        return Photo(
            id: id,
            title: title ?? "",
            description: description ?? "",
            owner: PhotoOwner(id: owner?.id ?? "", name: owner?.name ?? ""),
            taken: try CatalogRecord.date(taken, field: "taken"),
            posted: try CatalogRecord.date(posted, field: "posted"),
            licenseID: license?.code,
            counts: PhotoCounts(views: views, comments: comments, faves: faves),
            tags: tags ?? [],
            sizes: sizes,
            pageURL: pageURL.flatMap { $0.isEmpty ? nil : URL(string: $0) },
            credit: credit.flatMap { $0.isEmpty ? nil : $0 },
            license: domainLicense
        )
    }

    /// The licence the record names, if any.
    var domainLicense: License? {
        guard let license else { return nil }
        let url = license.url ?? ""
        return License(id: license.code, name: license.name ?? license.code, url: url.isEmpty ? nil : URL(string: url))
    }

    /// The image file at `path` under `directory`, when the path stays inside it and the file exists.
    private static func file(_ path: String, in directory: URL) -> URL? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.isEmpty, !path.hasPrefix("/"), !parts.contains(where: { $0 == ".." || $0.isEmpty }) else { return nil }
        let file = directory.appendingPathComponent(path, isDirectory: false)
        return FileManager.default.fileExists(atPath: file.path) ? file : nil
    }

    /// `2021-05-01T10:00:00` (UTC) or `2021-05-01T10:00:00+02:00`; `nil` stays unknown, anything else is an error.
    static func date(_ text: String?, field: String) throws -> Date? {
        guard let text else { return nil }
        guard let local = FlickrDates.taken(String(text.prefix(19))) else {
            throw CatalogRecordError(description: "\"\(field)\" is not an ISO 8601 date")
        }
        let zone = text.dropFirst(19)
        guard let sign = zone.first else { return local }
        let fields = zone.dropFirst().split(separator: ":").compactMap { Int($0) }
        guard sign == "+" || sign == "-", fields.count == 2 else {
            throw CatalogRecordError(description: "\"\(field)\" has an unreadable time zone")
        }
        let offset = TimeInterval(fields[0] * 3600 + fields[1] * 60)
        return local.addingTimeInterval(sign == "+" ? -offset : offset)
    }
}
