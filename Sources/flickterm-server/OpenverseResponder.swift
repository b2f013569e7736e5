import Foundation
import Model

/// Answers Openverse's image API from the demo catalog in its 2024 shape: pages of at most 20 without a token (401
/// above), at most 20 pages (400 past), `result_count` saturating at 10,000, Flickr's file names for pictured photos,
/// `Cache-Control: max-age=14400`, and the client-credentials token endpoint.
struct OpenverseResponder {
    let index: CatalogIndex

    /// The token this server hands every client, and the only one it takes.
    static func token(for clientID: String) -> String { "loopback-token-" + CatalogIndex.hexID(clientID) }

    func respond(to request: HTTPRequestHead, base: String) -> ServerResponse {
        let parts = request.path.split(separator: "/").map(String.init)
        switch parts.count {
        case 3 where parts[1] == "auth_tokens" && parts[2] == "token": return tokenAnswer(request)
        case 2 where parts[1] == "images": return search(request, base: base)
        case 3 where parts[1] == "images":
            guard let photo = index.photo(hexID: parts[2]) else { return .text("<html>Not Found</html>", status: 404, contentType: "text/html") }
            return cached(.json(image(photo, base: base)))
        case 4 where parts[1] == "images" && parts[3] == "thumb":
            guard let photo = index.photo(hexID: parts[2]), let file = index.file(of: photo, covering: 600),
                  let body = FileManager.default.contents(atPath: file.path) else { return .notFound }
            return ServerResponse(status: 200, contentType: "image/jpeg", body: body)
        default: return .notFound
        }
    }

    private func search(_ request: HTTPRequestHead, base: String) -> ServerResponse {
        let parameters = request.parameters
        let authorised = request.headers["authorization"]?.hasPrefix("Bearer loopback-token-") == true
        let pageSize = Int(parameters["page_size"] ?? "") ?? 20, page = Int(parameters["page"] ?? "") ?? 1
        guard pageSize <= (authorised ? 500 : 20) else {
            return .json(["detail": "Authentication credentials were not provided."], status: 401)
        }
        guard (1...20).contains(page), pageSize >= 1 else { return .json(["detail": "Invalid page."], status: 400) }
        let owner = parameters["creator"].map { PhotoOwner(name: $0) }
        var licenses: [String] = []
        if parameters["license"] == "cc0,pdm" { licenses = LicenseFilter.noKnownRestrictions.flickrIDs }
        if parameters["license_type"] == "commercial" { licenses = LicenseFilter.commercialUse.flickrIDs }
        if parameters["license_type"] == "all-cc" { licenses = LicenseFilter.creativeCommons.flickrIDs }
        let found = index.catalog.searchNow(SearchQuery(text: parameters["q"] ?? "", page: page, perPage: pageSize, licenses: licenses, owner: owner))
        let answer = SearchAnswer(
            result_count: min(found.total, 10_000), page_count: min(found.pages, 20), page_size: pageSize, page: page,
            results: found.page == page ? found.photos.map { image($0, base: base) } : []
        )
        return cached(.json(answer))
    }

    private func tokenAnswer(_ request: HTTPRequestHead) -> ServerResponse {
        guard request.method == "POST", request.parameters["grant_type"] == "client_credentials",
              let id = request.parameters["client_id"], !id.isEmpty, request.parameters["client_secret"]?.isEmpty == false else {
            return .json(["error": "invalid_client"], status: 401)
        }
        return .json(TokenAnswer(access_token: OpenverseResponder.token(for: id), scope: "read write", expires_in: 36_000, token_type: "Bearer"))
    }

    private func cached(_ response: ServerResponse) -> ServerResponse {
        var response = response
        response.headers.append(("Cache-Control", "max-age=14400"))
        return response
    }

    private func image(_ photo: Photo, base: String) -> Image {
        let id = CatalogIndex.hexID(photo.id)
        let largest = photo.wholeSizes.last
        let (code, version) = OpenverseResponder.license(photo.licenseID ?? "")
        return Image(
            id: id, title: photo.title, foreign_landing_url: photo.pageURL?.absoluteString, creator: photo.owner.name,
            creator_url: nil, url: largest.map { "\(base)flickr/\(id)_de30_\($0.suffix).jpg" }, license: code, license_version: version,
            license_url: version.isEmpty ? nil : "https://creativecommons.org/licenses/\(code)/\(version)/", provider: largest == nil ? "europeana" : "flickr",
            source: "flickr", tags: photo.tags.map { Tag(name: $0, accuracy: nil) }, thumbnail: "\(base)v1/images/\(id)/thumb/",
            attribution: nil, width: largest?.width, height: largest?.height
        )
    }

    /// The catalog's code as Openverse's code and version: `CC-BY-SA-2.0` → (`by-sa`, `2.0`), `CC0-1.0` → (`cc0`, `1.0`).
    static func license(_ code: String) -> (String, String) {
        if code.hasPrefix("CC0") { return ("cc0", "1.0") }
        guard code.hasPrefix("CC-") else { return ("pdm", "1.0") }
        let parts = code.dropFirst(3).split(separator: "-")
        guard let version = parts.last, version.contains(".") else { return (parts.joined(separator: "-").lowercased(), "") }
        return (parts.dropLast().joined(separator: "-").lowercased(), String(version))
    }

    /// A Flickr-named file this server serves for an Openverse result: `/flickr/{hex id}_de30_{suffix}.jpg`.
    func imageFile(name: String) -> URL? {
        guard name.hasSuffix(".jpg") else { return nil }
        let parts = name.dropLast(4).split(separator: "_")
        guard parts.count == 3, let photo = index.photo(hexID: String(parts[0])) else { return nil }
        return photo.sizes.first { $0.suffix == parts[2] }?.url
    }

    struct SearchAnswer: Encodable {
        let result_count: Int, page_count: Int, page_size: Int, page: Int
        let results: [Image]
    }

    struct Image: Encodable {
        let id: String, title: String, foreign_landing_url: String?, creator: String, creator_url: String?, url: String?
        let license: String, license_version: String, license_url: String?, provider: String, source: String, tags: [Tag]
        let thumbnail: String, attribution: String?, width: Int?, height: Int?
    }

    struct Tag: Encodable {
        let name: String
        let accuracy: Double?
    }

    struct TokenAnswer: Encodable {
        let access_token: String, scope: String, expires_in: Int, token_type: String
    }
}
