import Model

/// Chooses, for one cell of a mosaic, the glyph and the two colours that come nearest to the cell's pixels: for each
/// glyph's split of the pixels (``MosaicSymbols/masks``), the two colours are the means of the two sides, and the
/// split with the least squared error wins — which is the one whose sides' sums, squared over their sizes, add up
/// to the most (the pixels' own squares are the same for every split). No terminal I/O.
struct CellMatcher {
    let symbols: MosaicSymbols
    private let masks: [Int]
    private let count: Int

    init(symbols: MosaicSymbols) {
        self.symbols = symbols
        masks = symbols.masks
        count = symbols.columns * symbols.rows
    }

    /// The best split of `pixels` (the cell's, row by row, as many as ``MosaicSymbols`` holds): its mask, the mean
    /// of the pixels in it (the glyph's colour) and of the rest.
    func match(_ pixels: UnsafeBufferPointer<RGB>) -> (mask: Int, foreground: RGB, background: RGB) {
        // Every subset's sums at once, each from a smaller one and one pixel (an octant cell's 128 splits cost 256
        // additions so, not 128 × 8).
        let subsets = 1 << count
        return withUnsafeTemporaryAllocation(of: (Int, Int, Int, Int).self, capacity: subsets) { sums in
            sums[0] = (0, 0, 0, 0)
            for subset in 1..<subsets {
                let smaller = sums[subset & (subset - 1)], pixel = pixels[subset.trailingZeroBitCount]
                sums[subset] = (smaller.0 + Int(pixel.red), smaller.1 + Int(pixel.green), smaller.2 + Int(pixel.blue), smaller.3 + 1)
            }
            let total = sums[subsets - 1]
            var best = masks[0], bestScore = -1.0
            for mask in masks {
                let inside = sums[mask]
                let rest = (total.0 - inside.0, total.1 - inside.1, total.2 - inside.2)
                // Sides of 1 to 8 pixels: multiplied by their inverses rather than divided.
                let score = Double(inside.0 * inside.0 + inside.1 * inside.1 + inside.2 * inside.2) * CellMatcher.inverses[inside.3]
                    + Double(rest.0 * rest.0 + rest.1 * rest.1 + rest.2 * rest.2) * CellMatcher.inverses[count - inside.3]
                // Strictly better only: of equal splits the first stays (the whole cell before any glyph).
                if score > bestScore + 1e-9 { (best, bestScore) = (mask, score) }
            }
            let inside = sums[best]
            let foreground = CellMatcher.mean((inside.0, inside.1, inside.2), inside.3)
            guard inside.3 < count else { return (best, foreground, foreground) }
            return (best, foreground, CellMatcher.mean((total.0 - inside.0, total.1 - inside.1, total.2 - inside.2), count - inside.3))
        }
    }

    /// 1/n for the sizes of a split's sides (0 for an empty side, whose sums are 0).
    private static let inverses: [Double] = [0] + (1...8).map { 1 / Double($0) }

    private static func mean(_ sums: (Int, Int, Int), _ count: Int) -> RGB {
        RGB(UInt8((sums.0 + count / 2) / count), UInt8((sums.1 + count / 2) / count), UInt8((sums.2 + count / 2) / count))
    }
}
