/// Text as Flickr sends it: a string, a number (`"id": 2`), or wrapped as `{"_content": …}` (titles and
/// descriptions in getInfo). Any other type (`null`, an array, another object) reads as `nil`; only JSON
/// that is not well formed throws.
struct FlickrText: Decodable {
    let value: String?

    init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            value = nil
        } else if let text = try FlickrScalar.attempt({ try single.decode(String.self) }) {
            value = text
        } else if let wrapper = try FlickrScalar.attempt({ try decoder.container(keyedBy: FlickrKey.self) }) {
            value = try wrapper.text("_content")
        } else if let number = try FlickrScalar.attempt({ try single.decode(Int.self) }) {
            value = String(number)
        } else {
            value = try FlickrScalar.attempt { try single.decode(Double.self) }.map { String($0) }
        }
    }
}
