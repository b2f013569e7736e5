/// The part of a mosaic cell a glyph draws in its foreground colour; the rest shows the background.
enum CellShape: Equatable, Sendable {
    /// Parts of the symbols' grid (``MosaicSymbols/gridColumns``×``MosaicSymbols/gridRows``): bit `i` for part `i`,
    /// row by row.
    case grid(Int)
    /// The cell's lowest eighths, 1–7: `▁▂▃▄▅▆▇`.
    case lower(eighths: Int)
    /// The cell's leftmost eighths, 1–7: `▏▎▍▌▋▊▉`.
    case left(eighths: Int)
}
