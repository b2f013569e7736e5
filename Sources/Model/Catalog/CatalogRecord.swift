import Foundation

/// One line of the demo catalog's `photos.jsonl` (schema in the catalog's README).
struct CatalogRecord: Decodable {
    struct Owner: Decodable {
        let id: String?
        let name: String?
    }

    struct RecordLicense: Decodable {
        let code: String
        let name: String?
        let url: String?
    }

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
    let license: RecordLicense?
    let taken: String?
    let posted: String?
    let views: Int?
    let comments: Int?
    let faves: Int?
    let page_url: String?
    let credit: String?
    let images: [String: Image]?

    /// The record as a domain photo, its images resolved under `directory` as `file://` URLs.
    func photo(in directory: URL) -> Photo {
        let sizes = (images ?? [:]).map { suffix, image in
            PhotoSize(
                suffix: suffix, width: image.width, height: image.height,
                url: directory.appendingPathComponent(image.path, isDirectory: false)
            )
        }
        return Photo(
            id: id,
            title: title ?? "",
            description: description ?? "",
            owner: PhotoOwner(id: owner?.id ?? "", name: owner?.name ?? ""),
            taken: CatalogRecord.date(taken),
            posted: CatalogRecord.date(posted),
            licenseID: license?.code,
            counts: PhotoCounts(views: views, comments: comments, faves: faves),
            tags: tags ?? [],
            sizes: sizes,
            pageURL: page_url.flatMap { $0.isEmpty ? nil : URL(string: $0) },
            credit: credit.flatMap { $0.isEmpty ? nil : $0 }
        )
    }

    /// `2021-05-01T10:00:00` (UTC) or `2021-05-01T10:00:00+02:00`.
    static func date(_ text: String?) -> Date? {
        guard let text, let local = FlickrDates.taken(String(text.prefix(19))) else { return nil }
        let zone = text.dropFirst(19)
        guard let sign = zone.first, sign == "+" || sign == "-" else { return local }
        let fields = zone.dropFirst().split(separator: ":").compactMap { Int($0) }
        guard fields.count == 2 else { return local }
        let offset = TimeInterval(fields[0] * 3600 + fields[1] * 60)
        return local.addingTimeInterval(sign == "+" ? -offset : offset)
    }
}
