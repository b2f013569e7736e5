import FoundationEssentials

/// A comment left on a photo.
public struct PhotoComment: Sendable, Hashable, Identifiable, Codable {
    public var id: String
    public var author: String
    public var date: Date?
    /// As sent: Flickr comments carry HTML.
    public var text: String

    public init(id: String, author: String, date: Date?, text: String) {
        self.id = id
        self.author = author
        self.date = date
        self.text = text
    }
}
