import FoundationEssentials

/// Who published a photo.
public struct PhotoOwner: Sendable, Hashable, Codable {
    /// Opaque account identifier (a Flickr NSID); empty when unknown.
    public var id: String
    /// Display name; empty when unknown.
    public var name: String
    /// The creator's page, when the source links one (Openverse's `creator_url`).
    public var url: URL?

    public init(id: String = "", name: String = "", url: URL? = nil) {
        self.id = id
        self.name = name
        self.url = url
    }
}
