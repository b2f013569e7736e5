/// Who published a photo.
public struct PhotoOwner: Sendable, Hashable, Codable {
    /// Opaque account identifier (a Flickr NSID); empty when unknown.
    public var id: String
    /// Display name; empty when unknown.
    public var name: String

    public init(id: String = "", name: String = "") {
        self.id = id
        self.name = name
    }
}
