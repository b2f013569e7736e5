import Foundation

/// Reads one line of the demo catalog's `photos.jsonl` (schema in the catalog's README).
enum CatalogRecord {
    /// The record as a domain photo, its images resolved under `directory` as `file://` URLs.
    static func photo(from record: JSONValue, in directory: URL) throws -> Photo {
        guard let id = record["id"]?.text, !id.isEmpty else { throw CatalogRecordError.missingID }
        var sizes: [PhotoSize] = []
        if case .object(let images)? = record["images"] {
            for (suffix, image) in images {
                guard let path = image["path"]?.text else { continue }
                sizes.append(PhotoSize(
                    suffix: suffix, width: image["width"]?.integer, height: image["height"]?.integer,
                    source: directory.appendingPathComponent(path, isDirectory: false).absoluteString
                ))
            }
        }
        var tags: [String] = []
        if case .array(let values)? = record["tags"] { tags = values.compactMap(\.text) }
        let pageURL = record["page_url"]?.text ?? ""
        let credit = record["credit"]?.text ?? ""
        return Photo(
            id: id,
            title: record["title"]?.text ?? "",
            description: record["description"]?.text ?? "",
            owner: PhotoOwner(id: record["owner"]?["id"]?.text ?? "", name: record["owner"]?["name"]?.text ?? ""),
            taken: date(record["taken"]?.text),
            posted: date(record["posted"]?.text),
            licenseID: record["license"]?["code"]?.text,
            counts: PhotoCounts(views: record["views"]?.integer, comments: record["comments"]?.integer, faves: record["faves"]?.integer),
            tags: tags,
            sizes: sizes,
            pageURL: pageURL.isEmpty ? nil : URL(string: pageURL),
            credit: credit.isEmpty ? nil : credit
        )
    }

    /// The licence a record names, if any.
    static func license(from record: JSONValue) -> License? {
        guard let code = record["license"]?["code"]?.text else { return nil }
        let url = record["license"]?["url"]?.text ?? ""
        return License(id: code, name: record["license"]?["name"]?.text ?? code, url: url.isEmpty ? nil : URL(string: url))
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

/// A catalog line that is JSON but not a record.
struct CatalogRecordError: Error, CustomStringConvertible {
    static let missingID = CatalogRecordError(description: "no \"id\"")
    let description: String
}
