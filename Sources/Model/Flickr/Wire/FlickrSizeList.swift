/// `{"sizes": {"size": [{label, width, height, source, media}]}}` from `flickr.photos.getSizes`, with
/// sizes as numbers or strings.
struct FlickrSizeList: FlickrPayload {
    static let rootKey = "sizes"

    /// One `size[]` entry.
    struct Entry: Decodable {
        let media: String?
        let source: String?
        let width: Int?
        let height: Int?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: FlickrKey.self)
            media = try container.text("media")
            source = try container.text("source")
            width = try container.integer("width")
            height = try container.integer("height")
        }
    }

    let sizes: [Entry]

    init(from decoder: any Decoder) throws {
        sizes = try decoder.container(keyedBy: FlickrKey.self).elements("size")
    }
}
