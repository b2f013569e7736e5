import FoundationEssentials

/// An integer as Flickr sends it: a number, a numeric string (`"total": "98"`, `"height_q": "150"`), or
/// wrapped as `{"_content": "0"}` (getInfo's comments). `""`, `null` and other types read as `nil`; only
/// JSON that is not well formed (`01`, `1e999`) throws.
struct FlickrNumber: Decodable {
    let value: Int?

    init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            value = nil
        } else if let text = try FlickrScalar.attempt({ try single.decode(String.self) }) {
            value = FlickrNumber.integer(text)
        } else if let number = try FlickrScalar.attempt({ try single.decode(Int.self) }) {
            value = number
        } else if let number = try FlickrScalar.attempt({ try single.decode(Double.self) }) {
            value = FlickrNumber.integer(number)
        } else {
            value = try FlickrScalar.attempt { try decoder.container(keyedBy: FlickrKey.self) }?.integer("_content")
        }
    }

    /// `text` read as an integer, or as a number with an integral value; spaces around it are ignored.
    static func integer(_ text: String) -> Int? {
        if let number = Int(text) { return number }
        let trimmed = text.trimmingWhitespace()
        return Int(trimmed) ?? Double(trimmed).flatMap(integer)
    }

    /// `number` as an integer when it is finite and in range.
    private static func integer(_ number: Double) -> Int? {
        number.isFinite && abs(number) < 9e18 ? Int(number) : nil
    }
}
