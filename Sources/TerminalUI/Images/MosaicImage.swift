import Model

/// An image as rows of mosaic cells: each cell holds ``MosaicSymbols/columns``×``MosaicSymbols/rows`` pixels, drawn
/// as the glyph that splits them best between two colours (``CellMatcher``). Built from an image already fitted to
/// that many pixels a cell, to the nearest whole cell: where the image falls between, its pixels are spread over the
/// cells (nearest pixel), never padded with its last row or column — a padded row drew the photo a cell too tall.
package struct MosaicImage: Equatable, Sendable {
    package let columns: Int
    package let rows: Int
    package let cells: [MosaicCell]

    /// Shades from light to full, for luma without colour.
    static let shades: [Character] = [" ", "░", "▒", "▓", "█"]

    /// - Parameter ansiColors: the 16 colours as the terminal shows them, for modes of 16 and 8.
    package init(_ image: RGBImage, mode: ColorMode, symbols: MosaicSymbols = .half, ansiColors: [RGB] = TerminalPalette.ansi16) {
        let across = symbols.columns, down = symbols.rows
        let (columns, rows) = MosaicImage.footprint(of: image, symbols: symbols)
        (self.columns, self.rows) = (columns, rows)
        let matcher = CellMatcher(symbols: symbols)
        var mixer = mode == .palette16 || mode == .palette8 ? PaletteMixer(colors: mode == .palette8 ? 8 : 16, ansiColors: ansiColors) : nil
        var cells: [MosaicCell] = []
        cells.reserveCapacity(columns * rows)
        // Each cell's pixels gathered by their offsets in the image: the pixel nearest each sample's centre.
        let xs = (0..<columns * across).map { MosaicImage.nearest($0, of: columns * across, in: image.width) * 3 }
        let ys = (0..<rows * down).map { MosaicImage.nearest($0, of: rows * down, in: image.height) * image.width * 3 }
        withUnsafeTemporaryAllocation(of: SIMD4<Int32>.self, capacity: across * down) { pixels in
            let cell = pixels.baseAddress!
            image.pixels.withUnsafeBufferPointer { bytes in
                for row in 0..<rows {
                    for column in 0..<columns {
                        var pixel = cell
                        for y in 0..<down {
                            let line = bytes.baseAddress! + ys[row * down + y]
                            for x in 0..<across {
                                let offset = line + xs[column * across + x]
                                pixel.initialize(to: SIMD4(Int32(offset[0]), Int32(offset[1]), Int32(offset[2]), 1))
                                pixel += 1
                            }
                        }
                        cells.append(MosaicImage.cell(UnsafeBufferPointer(pixels), matcher: matcher, mixer: &mixer, mode: mode))
                    }
                }
            }
        }
        self.cells = cells
    }

    /// The cells `image` takes in `symbols`: the nearest whole number across and down, one at least.
    static func footprint(of image: RGBImage, symbols: MosaicSymbols) -> (columns: Int, rows: Int) {
        let across = symbols.columns, down = symbols.rows
        return (max((image.width + across / 2) / across, 1), max((image.height + down / 2) / down, 1))
    }

    /// The pixel of a line of `length` nearest the centre of sample `index` of `samples` spread over it.
    private static func nearest(_ index: Int, of samples: Int, in length: Int) -> Int {
        min((2 * index + 1) * length / (2 * samples), length - 1)
    }

    /// The cell at `column`, `row`.
    subscript(column: Int, row: Int) -> MosaicCell { cells[row * columns + column] }

    private static func cell(_ pixels: UnsafeBufferPointer<SIMD4<Int32>>, matcher: CellMatcher, mixer: inout PaletteMixer?, mode: ColorMode) -> MosaicCell {
        guard mode != .none else {
            let luma = pixels.reduce(0) { $0 + MosaicImage.luma(RGB(UInt8($1[0]), UInt8($1[1]), UInt8($1[2]))) } / Double(pixels.count)
            return MosaicCell(character: shades[min(4, Int(luma * 5 / 256))], foreground: .none, background: .none)
        }
        let match = matcher.match(pixels.baseAddress!)
        let (foreground, background) = (match.foreground, match.background)
        let character = matcher.symbols.glyph(of: match.shape)
        return switch mode {
        case .truecolor: MosaicCell(character: character, foreground: .rgb(foreground), background: .rgb(background))
        case .palette256:
            MosaicCell(character: character, foreground: .indexed(TerminalPalette.nearest256(foreground)),
                       background: .indexed(TerminalPalette.nearest256(background)))
        case .palette16, .palette8, .none:
            if let choice = mixer?.choose(match, glyph: character) {
                MosaicCell(character: choice.character, foreground: .indexed(choice.foreground), background: .indexed(choice.background))
            } else {
                MosaicCell(character: character, foreground: .none, background: .none)
            }
        }
    }

    /// Rec. 601 luma, 0–255.
    static func luma(_ color: RGB) -> Double {
        0.299 * Double(color.red) + 0.587 * Double(color.green) + 0.114 * Double(color.blue)
    }
}
