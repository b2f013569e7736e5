/// Any member name of a Flickr JSON object, so that wire types can read (and the loopback server write)
/// the names Flickr varies (`url_q`, `width_q`, …) and ignore the many they do not need.
public struct FlickrKey: CodingKey, Sendable {
    public let stringValue: String
    public var intValue: Int? { nil }

    public init(_ name: String) {
        stringValue = name
    }

    public init(stringValue: String) {
        self.init(stringValue)
    }

    public init?(intValue: Int) {
        nil
    }
}

extension KeyedDecodingContainer where Key == FlickrKey {
    /// Member `name` as text, however Flickr sent it (``FlickrText``); `nil` when absent or of another type.
    /// `wrapped` says Flickr usually sends this member as `{"_content": …}`, which is then tried first (a wrong
    /// guess costs a thrown error). Throws only for JSON that is not well formed.
    func text(_ name: String, wrapped: Bool = false) throws -> String? {
        let key = FlickrKey(name)
        if wrapped, contains(key), let content = try FlickrScalar.attempt({ try nestedContainer(keyedBy: FlickrKey.self, forKey: key) }) {
            return try content.text("_content")
        }
        // A plain string first, without the wrapper: the common case, and a third of a page's decoding time.
        if !wrapped, let text = try FlickrScalar.attempt({ try decodeIfPresent(String.self, forKey: key) }) { return text }
        return try decodeIfPresent(FlickrText.self, forKey: key)?.value
    }

    /// Member `name` as an integer, however Flickr sent it (``FlickrNumber``); `nil` when absent or of another
    /// type. Throws only for JSON that is not well formed (`01`, `1e999`).
    func integer(_ name: String) throws -> Int? {
        let key = FlickrKey(name)
        // Strings, then numbers, without the wrapper: Flickr sends most numbers as text, and each wrong guess
        // costs a thrown error.
        if let text = try FlickrScalar.attempt({ try decodeIfPresent(String.self, forKey: key) }) { return text.flatMap(FlickrNumber.integer) }
        if let number = try FlickrScalar.attempt({ try decodeIfPresent(Int.self, forKey: key) }) { return number }
        return try decodeIfPresent(FlickrNumber.self, forKey: key)?.value
    }

    /// Member `name` as an object, or `nil` when it is absent or anything else.
    func object(_ name: String) -> KeyedDecodingContainer<FlickrKey>? {
        try? nestedContainer(keyedBy: FlickrKey.self, forKey: FlickrKey(name))
    }

    /// The elements of the array `name` that decode as `Element`; the others are skipped (``Lossy``), and
    /// anything but an array reads as empty. Throws only for JSON that is not well formed.
    func elements<Element: Decodable>(_ name: String, as type: Element.Type = Element.self) throws -> [Element] {
        do {
            return try decodeIfPresent([Lossy<Element>].self, forKey: FlickrKey(name))?.compactMap(\.value) ?? []
        } catch DecodingError.typeMismatch {
            return []
        }
    }
}
