import FoundationEssentials

/// A licence a photo can be published under.
public struct License: Sendable, Hashable, Identifiable, Codable {
    /// Flickr's numeric id as a string, the catalog's licence code, or the source's own (`by-sa`, `cc-by-sa-3.0`).
    public var id: String
    public var name: String
    public var url: URL?
    /// Whether the licence asks that the author be credited; `nil` when the source does not say.
    public var attributionRequired: Bool?

    public init(id: String, name: String, url: URL?, attributionRequired: Bool? = nil) {
        self.id = id
        self.name = name
        self.url = url
        self.attributionRequired = attributionRequired
    }
}
