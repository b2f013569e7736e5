import Model

/// One terminal cell of an image: a block glyph (``MosaicSymbols``) in the colour of the pixels it covers, on the
/// colour of the rest; or, without colour, a shade character for both.
@_spi(Benchmark) public struct MosaicCell: Equatable, Sendable {
    /// A cell's colour as the terminal is told it.
    @_spi(Benchmark) public enum Color: Equatable, Sendable {
        case rgb(RGB)
        case indexed(UInt8)
        case none
    }

    @_spi(Benchmark) public let character: Character
    @_spi(Benchmark) public let foreground: Color
    @_spi(Benchmark) public let background: Color
}
