import Foundation

/// A coding key made from any string, for JSON whose keys are only known at run time (`url_q`, `width_q`, …).
struct JSONKey: CodingKey, Hashable {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ string: String) { stringValue = string }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// Flickr's `{"_content": "…"}` wrapper around text.
private struct ContentWrapper: Decodable {
    let _content: String?
}

/// Readers that accept every representation Flickr has used for a value and never throw:
/// a value of an unexpected type reads as absent.
extension KeyedDecodingContainer where Key == JSONKey {
    /// An integer sent as a number, a numeric string, or a float; `""`, `null` and other types read as `nil`.
    func lenientInt(_ key: String) -> Int? {
        let key = JSONKey(key)
        if let value = try? decodeIfPresent(Int.self, forKey: key) { return value }
        if let text = try? decodeIfPresent(String.self, forKey: key) {
            return Int(text.trimmingCharacters(in: .whitespaces)) ?? Double(text).flatMap(Int.init(exactly:))
        }
        if let value = try? decodeIfPresent(Double.self, forKey: key), value.isFinite { return Int(value) }
        if let wrapped = try? decodeIfPresent(ContentWrapper.self, forKey: key), let text = wrapped._content {
            return Int(text)
        }
        return nil
    }

    /// A string sent as a string, a number, or wrapped in `_content`.
    func lenientString(_ key: String) -> String? {
        let key = JSONKey(key)
        if let value = try? decodeIfPresent(String.self, forKey: key) { return value }
        if let wrapped = try? decodeIfPresent(ContentWrapper.self, forKey: key), let text = wrapped._content {
            return text
        }
        if let value = try? decodeIfPresent(Int.self, forKey: key) { return String(value) }
        if let value = try? decodeIfPresent(Double.self, forKey: key) { return String(value) }
        return nil
    }

    /// A nested object, or `nil` when absent or not an object.
    func object(_ key: String) -> KeyedDecodingContainer<JSONKey>? {
        try? nestedContainer(keyedBy: JSONKey.self, forKey: JSONKey(key))
    }

    /// The objects of an array, skipping elements that are not objects; empty when absent.
    func objects(_ key: String) -> [KeyedDecodingContainer<JSONKey>] {
        guard var array = try? nestedUnkeyedContainer(forKey: JSONKey(key)) else { return [] }
        var objects: [KeyedDecodingContainer<JSONKey>] = []
        while !array.isAtEnd {
            if let object = try? array.nestedContainer(keyedBy: JSONKey.self) {
                objects.append(object)
            } else if (try? array.decode(Skipped.self)) == nil {
                break
            }
        }
        return objects
    }
}

/// Consumes one array element of any type.
private struct Skipped: Decodable {
    init(from decoder: any Decoder) throws {}
}
