import Model

/// An image as rows of half-block cells: two pixels a cell, one above the other, so that cells (about twice
/// as tall as wide) show square pixels. Built from an image already fitted to `columns`×`2·rows` pixels.
@_spi(Benchmark) public struct HalfBlockImage: Equatable, Sendable {
    @_spi(Benchmark) public let columns: Int
    @_spi(Benchmark) public let rows: Int
    @_spi(Benchmark) public let cells: [HalfBlockCell]

    /// Shades from light to full, for luma without colour.
    static let shades: [Character] = [" ", "░", "▒", "▓", "█"]

    @_spi(Benchmark) public init(_ image: RGBImage, mode: ColorMode) {
        columns = image.width
        rows = (image.height + 1) / 2
        var cells: [HalfBlockCell] = []
        cells.reserveCapacity(columns * rows)
        for row in 0..<rows {
            for column in 0..<columns {
                let top = image[column, row * 2]
                let bottom = row * 2 + 1 < image.height ? image[column, row * 2 + 1] : top
                cells.append(HalfBlockImage.cell(top: top, bottom: bottom, mode: mode))
            }
        }
        self.cells = cells
    }

    /// The cell at `column`, `row`.
    subscript(column: Int, row: Int) -> HalfBlockCell { cells[row * columns + column] }

    private static func cell(top: RGB, bottom: RGB, mode: ColorMode) -> HalfBlockCell {
        switch mode {
        case .truecolor: HalfBlockCell(character: "▀", foreground: .rgb(top), background: .rgb(bottom))
        case .palette256:
            HalfBlockCell(character: "▀", foreground: .indexed(TerminalPalette.nearest256(top)),
                          background: .indexed(TerminalPalette.nearest256(bottom)))
        case .palette16:
            HalfBlockCell(character: "▀", foreground: .indexed(TerminalPalette.nearest16(top)),
                          background: .indexed(TerminalPalette.nearest16(bottom)))
        case .none:
            HalfBlockCell(character: shades[min(4, Int((luma(top) + luma(bottom)) / 2 * 5 / 256))], foreground: .none, background: .none)
        }
    }

    /// Rec. 601 luma, 0–255.
    static func luma(_ color: RGB) -> Double {
        0.299 * Double(color.red) + 0.587 * Double(color.green) + 0.114 * Double(color.blue)
    }
}
