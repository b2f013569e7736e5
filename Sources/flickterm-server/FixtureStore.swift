import Foundation

/// The captured Flickr answers in `flickr-fixtures/`, served verbatim with their recorded content types.
struct FixtureStore {
    let directory: URL
    private let contentTypes: [String: String]

    init(directory: URL) {
        self.directory = directory
        var types: [String: String] = [:]
        if let data = FileManager.default.contents(atPath: directory.appendingPathComponent("INDEX.json").path),
           let index = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]] {
            for entry in index {
                if let file = entry["file"] as? String { types[file] = entry["content_type"] as? String }
            }
        }
        contentTypes = types
    }

    /// The fixture at `path` (relative, e.g. `json/search_….json`), or 404 when there is none.
    func response(for path: String) -> ServerResponse {
        guard !path.contains(".."), let body = FileManager.default.contents(atPath: directory.appendingPathComponent(path).path) else {
            return .notFound
        }
        let fallback = path.hasSuffix(".xml") ? "text/xml; charset=utf-8" : "application/json"
        return ServerResponse(status: 200, contentType: contentTypes[path] ?? fallback, body: body)
    }
}
