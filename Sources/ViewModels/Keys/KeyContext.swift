/// Where a key binding applies: each screen, the contact sheet's own moves, and everywhere.
public enum KeyContext: String, CaseIterable, Sendable {
    /// The search screen, whose field takes every printable character as text.
    case search
    /// The results, as a list or a contact sheet.
    case results
    /// The contact sheet only, before the results' keys (its left and right move; in the list they go back
    /// and open).
    case grid
    /// One photo.
    case detail
    /// A photo's tags.
    case tags
    /// A photo's comments.
    case comments
    /// The full-screen viewer (the contact sheet's left and right, tried before these keys, go to the previous
    /// and next photo).
    case viewer
    /// Every screen, after the screen's own keys.
    case global

    /// The place as a sentence names it.
    public var phrase: String {
        switch self {
        case .search: "in the search field"
        case .results: "on the results"
        case .grid: "on the contact sheet"
        case .detail: "on a photo"
        case .tags: "on the tags"
        case .comments: "on the comments"
        case .viewer: "full screen"
        case .global: "everywhere"
        }
    }
}
