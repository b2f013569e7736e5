import Foundation

/// The captured Flickr answers in `flickr-fixtures/`, served verbatim with their recorded content types.
struct FixtureStore {
    let directory: URL
    private let contentTypes: [String: String]

    init(directory: URL) {
        self.directory = directory
        let index = FileManager.default.contents(atPath: directory.appendingPathComponent("INDEX.json").path)
            .flatMap { try? JSONDecoder().decode([IndexEntry].self, from: $0) } ?? []
        contentTypes = Dictionary(index.map { ($0.file, $0.content_type) }, uniquingKeysWith: { first, _ in first })
    }

    /// One entry of `INDEX.json`: a fixture file and the content type it was captured with.
    private struct IndexEntry: Decodable {
        let file: String
        let content_type: String
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
