import Model

/// A picture on the screen: its image and the cells it covers.
struct PicturePlacement: Equatable {
    let image: RGBImage
    let row: Int
    let column: Int
    let columns: Int
    let rows: Int

    var lines: Range<Int> { row..<row + rows }
    var cells: Range<Int> { column..<column + columns }

    /// The same picture `lines` higher (lower when negative).
    func moved(up lines: Int) -> PicturePlacement {
        PicturePlacement(image: image, row: row - lines, column: column, columns: columns, rows: rows)
    }

    /// The cells `image` covers where one cell is `cell` pixels.
    static func footprint(of image: RGBImage, cell: (width: Int, height: Int)) -> (columns: Int, rows: Int) {
        ((image.width + cell.width - 1) / cell.width, (image.height + cell.height - 1) / cell.height)
    }
}
