import FoundationEssentials

/// A licence a photo can be published under.
public struct License: Sendable, Hashable, Identifiable, Codable {
    /// Flickr's numeric id as a string, the catalog's licence code, or the source's own (`by-sa`, `cc-by-sa-3.0`).
    public var id: String
    public var name: String
    public var url: URL?
    /// Whether the licence asks that the author be credited; `nil` when the source does not say.
    public var attributionRequired: Bool?

    /// The name as a line of a list has room for: what a name such as "Attribution-ShareAlike 2.0 Generic (CC BY-SA 2.0)"
    /// ends with in brackets, else the whole name.
    public var shortName: String {
        guard name.hasSuffix(")"), let open = name.lastIndex(of: "(") else { return name }
        let inside = name[name.index(after: open)..<name.index(before: name.endIndex)]
        return inside.allSatisfy(\.isWhitespace) ? name : String(inside)
    }

    public init(id: String, name: String, url: URL?, attributionRequired: Bool? = nil) {
        self.id = id
        self.name = name
        self.url = url
        self.attributionRequired = attributionRequired
    }
}
