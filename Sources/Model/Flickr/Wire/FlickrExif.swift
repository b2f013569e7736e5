/// `{"photo": {"camera", "exif": [{"tag", "raw": {"_content"}, "clean": {"_content"}?}]}}` from `flickr.photos.getExif`.
struct FlickrExif: FlickrPayload {
    static let rootKey = "photo"

    /// One `exif[]` entry: the tag's name and its value, raw and (for some) cleaned up for reading.
    struct Entry: Decodable {
        let tag: String?
        let raw: String?
        let clean: String?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: FlickrKey.self)
            tag = try container.text("tag")
            raw = try container.text("raw", wrapped: true)
            clean = try container.text("clean", wrapped: true)
        }
    }

    let camera: String?
    let entries: [Entry]

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FlickrKey.self)
        camera = try container.text("camera")
        entries = try container.elements("exif")
    }
}
