import Model

/// One terminal cell of an image: a block glyph (``MosaicSymbols``) in the colour of the pixels it covers, on the
/// colour of the rest; or, without colour, a shade character for both.
package struct MosaicCell: Equatable, Sendable {
    /// A cell's colour as the terminal is told it.
    package enum Color: Equatable, Sendable {
        case rgb(RGB)
        case indexed(UInt8)
        case none
    }

    package let character: Character
    package let foreground: Color
    package let background: Color
}
