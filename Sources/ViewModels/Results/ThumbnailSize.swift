/// How big the results' thumbnails are (the config file's `thumbnail_size`, `--thumbnail-size`): the list's
/// thumbnail, and how many tiles the contact sheet aims to fit across.
public enum ThumbnailSize: String, CaseIterable, Sendable {
    /// 8×4 cells in the list; about six tiles across (the default).
    case small
    /// 12×6 cells in the list; about five tiles across.
    case medium
    /// 16×8 cells in the list; about four tiles across.
    case large

    /// The list's thumbnail in cells.
    public var listCells: (columns: Int, rows: Int) {
        switch self {
        case .small: (8, 4)
        case .medium: (12, 6)
        case .large: (16, 8)
        }
    }

    /// The list's thumbnail in half-block pixels (two a cell, one above the other), until the view says its cells.
    public var listPixels: (width: Int, height: Int) { (listCells.columns, listCells.rows * 2) }

    /// How many tiles the contact sheet aims to fit across (its tiles stay 10 to 24 cells wide).
    public var tilesAcross: Int {
        switch self {
        case .small: 6
        case .medium: 5
        case .large: 4
        }
    }
}
