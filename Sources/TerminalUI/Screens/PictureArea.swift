import ViewModels

/// A photo fitted to an area of cells — the photo page's preview, the results' preview pane — or what stands in its
/// place: a light shade while it loads, crosses where it failed, nothing where there is no picture.
@MainActor
enum PictureArea {
    static func draw(_ state: ImageState, row: Int, column: Int, columns: Int, rows: Int, on canvas: Canvas) {
        switch state {
        case .loaded(let image): canvas.photo(image, row: row, column: column, area: (columns, rows))
        case .loading: canvas.fill("░", row: row, column: column, columns: columns, rows: rows, role: .dim)
        case .failed: canvas.fill("╳", row: row, column: column, columns: columns, rows: rows, role: .dim)
        case .unavailable: break
        }
    }
}
