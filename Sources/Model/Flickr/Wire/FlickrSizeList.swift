import Foundation

/// `{"sizes": {"size": [{label, width, height, source, media}]}}` from `flickr.photos.getSizes`.
struct FlickrSizeList: FlickrPayload {
    static let rootKey = "sizes"

    let sizes: [PhotoSize]

    init(from container: KeyedDecodingContainer<JSONKey>, context: FlickrDecodingContext) throws {
        sizes = container.objects("size").compactMap { entry in
            guard (entry.lenientString("media") ?? "photo") == "photo",
                  let source = entry.lenientString("source"), let url = URL(string: source),
                  let suffix = FlickrImageURL.suffix(of: url) else { return nil }
            return PhotoSize(suffix: suffix, width: entry.lenientInt("width"), height: entry.lenientInt("height"), url: url)
        }
        .sorted { $0.longestEdge < $1.longestEdge }
    }
}
