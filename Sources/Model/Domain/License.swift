import FoundationEssentials

/// A licence a photo can be published under.
public struct License: Sendable, Hashable, Identifiable, Codable {
    /// Flickr's numeric id as a string, or the catalog's licence code.
    public var id: String
    public var name: String
    public var url: URL?

    public init(id: String, name: String, url: URL?) {
        self.id = id
        self.name = name
        self.url = url
    }
}
