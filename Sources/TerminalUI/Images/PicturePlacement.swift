import Model

/// A picture on the screen: its image, the cells it covers, and the area kept for it (the cells it was fitted to,
/// which nothing else draws on while it shows).
struct PicturePlacement: Equatable {
    let image: RGBImage
    let row: Int
    let column: Int
    let columns: Int
    let rows: Int
    /// The cells kept for the picture: its own, and the margins of the area it was centred in.
    let area: CellArea

    var lines: Range<Int> { row..<row + rows }
    var cells: Range<Int> { column..<column + columns }

    /// The same picture `lines` higher (lower when negative).
    func moved(up lines: Int) -> PicturePlacement {
        PicturePlacement(image: image, row: row - lines, column: column, columns: columns, rows: rows, area: area.moved(up: lines))
    }

    /// The cells `image` covers where one cell is `cell` pixels.
    static func footprint(of image: RGBImage, cell: (width: Int, height: Int)) -> (columns: Int, rows: Int) {
        ((image.width + cell.width - 1) / cell.width, (image.height + cell.height - 1) / cell.height)
    }
}
