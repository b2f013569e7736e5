/// How the results are laid out.
public enum ResultsLayout: Equatable, Sendable {
    /// One result a row, with a small thumbnail and text.
    case list
    /// A contact sheet: tiles of larger thumbnails with their titles.
    case grid

    /// The list's thumbnail pixels (drawn as 8×4 cells); the grid's grow with the terminal (the view says).
    public static let listThumbnailPixels = (width: 8, height: 8)
}
