/// How the results are laid out.
public enum ResultsLayout: Equatable, Sendable {
    /// One result a row, with a small thumbnail and text.
    case list
    /// A contact sheet: tiles of larger thumbnails with their titles.
    case grid

    /// The thumbnail's pixels in this layout (drawn as half as many rows of cells).
    public var thumbnailPixels: (width: Int, height: Int) {
        switch self {
        case .list: (8, 8)
        case .grid: (14, 14)
        }
    }
}
