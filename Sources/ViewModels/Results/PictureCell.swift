/// A terminal cell in the pixels of the pictures drawn in it: as many as a mosaic's glyphs sample, or the cell's
/// real pixels; and one such pixel's height over its width.
public struct PictureCell: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public let aspect: Double

    public init(width: Int, height: Int, aspect: Double) {
        self.width = width
        self.height = height
        self.aspect = aspect
    }

    /// Half blocks: two square pixels a cell, one above the other.
    public static let halfBlock = PictureCell(width: 1, height: 2, aspect: 1)
}
