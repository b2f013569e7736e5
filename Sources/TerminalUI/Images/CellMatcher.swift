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
        var total = (0, 0, 0)
        for pixel in pixels { total = (total.0 + Int(pixel.red), total.1 + Int(pixel.green), total.2 + Int(pixel.blue)) }
        var best = masks[0], bestScore = -1.0, bestSums = total, bestCount = count
        for mask in masks {
            var sums = (0, 0, 0), inside = 0
            for index in 0..<count where mask & (1 << index) != 0 {
                let pixel = pixels[index]
                sums = (sums.0 + Int(pixel.red), sums.1 + Int(pixel.green), sums.2 + Int(pixel.blue))
                inside += 1
            }
            var score = Double(sums.0 * sums.0 + sums.1 * sums.1 + sums.2 * sums.2) / Double(inside)
            if inside < count {
                let rest = (total.0 - sums.0, total.1 - sums.1, total.2 - sums.2)
                score += Double(rest.0 * rest.0 + rest.1 * rest.1 + rest.2 * rest.2) / Double(count - inside)
            }
            // Strictly better only: of equal splits the first stays (the whole cell before any glyph).
            if score > bestScore + 1e-9 { (best, bestScore, bestSums, bestCount) = (mask, score, sums, inside) }
        }
        let foreground = CellMatcher.mean(bestSums, bestCount)
        guard bestCount < count else { return (best, foreground, foreground) }
        let rest = (total.0 - bestSums.0, total.1 - bestSums.1, total.2 - bestSums.2)
        return (best, foreground, CellMatcher.mean(rest, count - bestCount))
    }

    private static func mean(_ sums: (Int, Int, Int), _ count: Int) -> RGB {
        RGB(UInt8((sums.0 + count / 2) / count), UInt8((sums.1 + count / 2) / count), UInt8((sums.2 + count / 2) / count))
    }
}
