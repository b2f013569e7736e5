import Foundation
import Model

/// Answers the MediaWiki API's `action=query` for Commons from the demo catalog's pictured photos: `generator=search`
/// with `gsroffset`/`continue`, `pageids=`, `formatversion` 1 (pages keyed by id) or 2 (an array), `extmetadata` with
/// HTML in `Artist`, and thumbnails at `/commons/thumb/{page id}/{width}px-{name}.jpg`.
struct CommonsResponder {
    let index: CatalogIndex

    func respond(to parameters: [String: String], base: String) -> ServerResponse {
        guard parameters["action"] == "query" else { return .json(["error": ["code": "badvalue", "info": "Unrecognized value for parameter \"action\"."]]) }
        let version2 = parameters["formatversion"] == "2"
        if let ids = parameters["pageids"] {
            let photos = ids.split(separator: "|").compactMap { Int($0).flatMap(index.photo(pageID:)) }
            return answer(photos.map { self.page($0, rank: nil, base: base) }, version2: version2, total: nil, next: nil)
        }
        let text = (parameters["gsrsearch"] ?? "").replacingOccurrences(of: "filemime:image/jpeg", with: "").trimmingCharacters(in: .whitespaces)
        let limit = min(max(Int(parameters["gsrlimit"] ?? "") ?? 10, 1), 500), offset = max(Int(parameters["gsroffset"] ?? "") ?? 0, 0)
        // Pictured photos only, as `filemime:image/jpeg` finds files.
        var matches: [Photo] = []
        var page = 1
        while true {
            let found = index.catalog.searchNow(SearchQuery(text: text, page: page, perPage: SearchQuery.maximumPerPage))
            matches += found.photos.filter { !$0.sizes.isEmpty }
            guard found.page == page, page < found.pages else { break }
            page += 1
        }
        let shown = matches.dropFirst(offset).prefix(limit)
        let pages = shown.enumerated().map { self.page($0.element, rank: offset + $0.offset + 1, base: base) }
        let next = offset + limit < matches.count ? offset + limit : nil
        return answer(pages, version2: version2, total: matches.count, next: next)
    }

    private func answer(_ pages: [Page], version2: Bool, total: Int?, next: Int?) -> ServerResponse {
        var query: [String: AnyEncodable] = [:]
        if let total { query["searchinfo"] = AnyEncodable(["totalhits": total]) }
        if !pages.isEmpty {
            query["pages"] = version2 ? AnyEncodable(pages) : AnyEncodable(Dictionary(uniqueKeysWithValues: pages.map { (String($0.pageid), $0) }))
        }
        var body: [String: AnyEncodable] = ["batchcomplete": version2 ? AnyEncodable(true) : AnyEncodable(""), "query": AnyEncodable(query)]
        if let next { body["continue"] = AnyEncodable(Continue(gsroffset: next, continue: "gsroffset||")) }
        return .json(body)
    }

    private func page(_ photo: Photo, rank: Int?, base: String) -> Page {
        let id = index.pageID(of: photo)
        let largest = photo.wholeSizes.last
        let (width, height) = (largest?.width ?? 640, largest?.height ?? 480)
        let name = "\(id).jpg"
        let license = photo.licenseID ?? "PDM"
        let metadata: [String: Field] = [
            "ObjectName": Field(value: photo.title),
            "ImageDescription": Field(value: photo.description),
            "Artist": Field(value: photo.owner.name.isEmpty ? "<span class=\"int-own-work\">Unknown</span>" : "<a href=\"//commons.wikimedia.org/wiki/User:\(id)\">\(photo.owner.name)</a>"),
            "LicenseShortName": Field(value: license.replacingOccurrences(of: "-", with: " ")),
            "LicenseUrl": Field(value: "//creativecommons.org/licenses/"),
            "License": Field(value: license.lowercased()),
            "AttributionRequired": Field(value: license.hasPrefix("CC-BY") ? "true" : "false"),
        ]
        let info = ImageInfo(
            url: "\(base)commons/thumb/\(id)/\(width)px-\(name)", width: width, height: height, mime: "image/jpeg",
            thumburl: "\(base)commons/thumb/\(id)/330px-\(name)", thumbwidth: 330, thumbheight: height * 330 / max(width, 1),
            descriptionurl: "https://commons.wikimedia.org/wiki/File:\(name)", extmetadata: metadata
        )
        return Page(pageid: id, ns: 6, title: "File:\(photo.title.isEmpty ? name : photo.title).jpg", index: rank, imageinfo: [info])
    }

    /// The file behind `/commons/thumb/{page id}/{width}px-{name}`: the catalog's smallest size that covers the width.
    func imageFile(pageID: String, name: String) -> URL? {
        guard let id = Int(pageID), let photo = index.photo(pageID: id), let marker = name.range(of: "px-"),
              let width = Int(name[..<marker.lowerBound]) else { return nil }
        return index.file(of: photo, covering: width)
    }

    struct Page: Encodable {
        let pageid: Int, ns: Int, title: String, index: Int?, imageinfo: [ImageInfo]
    }

    struct ImageInfo: Encodable {
        let url: String, width: Int, height: Int, mime: String, thumburl: String, thumbwidth: Int, thumbheight: Int
        let descriptionurl: String, extmetadata: [String: Field]
    }

    struct Field: Encodable {
        let value: String
        var source = "commons-desc-page"
    }

    struct Continue: Encodable {
        let gsroffset: Int
        let `continue`: String
    }
}
