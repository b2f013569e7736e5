/// How the results are laid out.
public enum ResultsLayout: Equatable, Sendable {
    /// One result a row, with a small thumbnail and text.
    case list
    /// A contact sheet: tiles of larger thumbnails with their titles.
    case grid
}
