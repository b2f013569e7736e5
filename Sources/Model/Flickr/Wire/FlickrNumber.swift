import Foundation

/// An integer as Flickr sends it: a number, a numeric string (`"total": "98"`, `"height_q": "150"`), or
/// wrapped as `{"_content": "0"}` (getInfo's comments). `""`, `null` and other types read as `nil`; only
/// JSON that is not well formed (`01`, `1e999`) throws.
struct FlickrNumber: Decodable {
    let value: Int?

    init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            value = nil
        } else if let number = try FlickrScalar.attempt({ try single.decode(Int.self) }) {
            value = number
        } else if let text = try FlickrScalar.attempt({ try single.decode(String.self) }) {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            value = Int(trimmed) ?? Double(trimmed).flatMap(FlickrNumber.integer)
        } else if let number = try FlickrScalar.attempt({ try single.decode(Double.self) }) {
            value = FlickrNumber.integer(number)
        } else {
            value = try FlickrScalar.attempt { try decoder.container(keyedBy: FlickrKey.self) }?.integer("_content")
        }
    }

    /// `number` as an integer when it is finite and in range.
    private static func integer(_ number: Double) -> Int? {
        number.isFinite && abs(number) < 9e18 ? Int(number) : nil
    }
}
