import Foundation

/// `{"sizes": {"size": [{label, width, height, source, media}]}}` from `flickr.photos.getSizes`.
struct FlickrSizeList: FlickrPayload {
    static let rootKey = "sizes"

    let sizes: [PhotoSize]

    init(from container: JSONValue, context: FlickrDecodingContext) throws {
        sizes = (container["size"]?.objects ?? []).compactMap { entry in
            guard (entry["media"]?.text ?? "photo") == "photo",
                  let source = entry["source"]?.text, source.contains("://"),
                  let suffix = FlickrImageURL.suffix(of: source) else { return nil }
            return PhotoSize(suffix: suffix, width: entry["width"]?.integer, height: entry["height"]?.integer, source: source)
        }
        .sorted { $0.longestEdge < $1.longestEdge }
    }
}
