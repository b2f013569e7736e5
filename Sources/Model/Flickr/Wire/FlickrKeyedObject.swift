/// Any JSON object, its members unread: for counting the objects of an array.
struct FlickrKeyedObject: Decodable {
    init(from decoder: any Decoder) throws {
        _ = try decoder.container(keyedBy: FlickrKey.self)
    }
}
