import Model

/// Chooses, for one cell of a mosaic, the glyph and the two colours that come nearest to the cell's pixels: for each
/// glyph's split of the pixels (the grid's ``MosaicSymbols/masks``, and the eighth blocks), the two colours are the
/// means of the two sides, and the split with the least squared error wins — which is the one whose sides' sums,
/// squared over their sizes, add up to the most (the pixels' own squares are the same for every split). No terminal
/// I/O.
struct CellMatcher {
    /// A cell's best split: the shape its glyph draws, the mean of the pixels in it (the glyph's colour) and of the
    /// rest.
    struct Match {
        let shape: CellShape
        /// The sums of red, green, blue and the count: of the pixels the glyph covers, of the whole cell.
        let inside: SIMD4<Int32>
        let total: SIMD4<Int32>

        /// The mean colour of the glyph's pixels, and of the rest (the same where the glyph covers the whole cell).
        var foreground: RGB { CellMatcher.mean(inside) }
        var background: RGB { inside[3] < total[3] ? CellMatcher.mean(total &- inside) : foreground }
    }

    let symbols: MosaicSymbols
    private let parts: Int
    /// The grid's part of each row of the cell's pixels' left half (the right half's is the next).
    private let partOfRow: [Int]
    /// 1/(n·(N − n)·N) for a side of n of the cell's N pixels (0 for none or all): multiplied by rather than divided,
    /// as this is the inner loop.
    private let gains: [Float]

    init(symbols: MosaicSymbols) {
        self.symbols = symbols
        parts = symbols.gridColumns * symbols.gridRows
        partOfRow = (0..<symbols.rows).map { symbols.part(x: 0, y: $0) }
        let size = symbols.columns * symbols.rows
        gains = (0...size).map { $0 == 0 || $0 == size ? 0 : 1 / Float($0 * (size - $0) * size) }
    }

    /// The best split of `pixels`: the cell's, row by row, ``MosaicSymbols/columns``×``MosaicSymbols/rows``, each as
    /// red, green, blue and 1.
    func match(_ pixels: UnsafePointer<SIMD4<Int32>>) -> Match {
        let across = symbols.columns, down = symbols.rows, subsets = 1 << (parts - 1)
        // Sums of red, green, blue and the count (unsafe pointers and wrapping arithmetic: this runs for every pixel
        // of every picture, and checked indices made it three times slower): each of the grid's parts, each row,
        // each column; then, for every set of the parts but the first, how far it sets the cell apart (below).
        return withUnsafeTemporaryAllocation(of: SIMD4<Int32>.self, capacity: parts &+ down &+ across &+ subsets) { buffer in
            buffer.initialize(repeating: .zero)
            let partSums = buffer.baseAddress!, rows = partSums + parts, columns = rows + down, apart = columns + across
            // Row by row: the row's sum and its left half's (the grid is one or two parts wide), each column's.
            let half = symbols.gridColumns == 1 ? across : across / 2
            partOfRow.withUnsafeBufferPointer { partOfRow in
                var pixel = pixels
                for y in 0..<down {
                    var row = SIMD4<Int32>.zero
                    for x in 0..<half {
                        row &+= pixel.pointee
                        columns[x] &+= pixel.pointee
                        pixel += 1
                    }
                    let left = row
                    for x in half..<across {
                        row &+= pixel.pointee
                        columns[x] &+= pixel.pointee
                        pixel += 1
                    }
                    rows[y] = row
                    let part = partOfRow[y]
                    partSums[part] &+= left
                    if half < across { partSums[part &+ 1] &+= row &- left }
                }
            }
            var total = SIMD4<Int32>.zero
            for part in 0..<parts { total &+= partSums[part] }
            // A split's gain over the whole cell in one colour is n_in·n_out/N times the squared distance of its
            // sides' means: |D|² / (n_in·n_out·N) for D = N·S_in − n_in·S, the last factor from a table. D is the
            // same but for its sign for a side and its complement, and it adds up over parts: so every split of the
            // grid is one set of the parts but the first (the other side holds the first part: a glyph of the grid
            // always does), and its D one sum more than a smaller set's. (Gains in Float: the differences are exact
            // in it, and single precision is twice as fast here.)
            let size = Int32(across * down)
            let totalApart = SIMD4<Int32>(total[0], total[1], total[2], -1)
            @inline(__always) func spread(_ sums: SIMD4<Int32>) -> SIMD4<Int32> {
                // N·S_in − n_in·S, and n_in itself last.
                sums &* SIMD4(size, size, size, 0) &- totalApart &* sums[3]
            }
            for part in 1..<parts { apart[1 &<< (part &- 1)] = spread(partSums[part]) }
            for set in 1..<subsets where set & (set - 1) != 0 { apart[set] = apart[set & (set - 1)] &+ apart[set & -set] }
            return gains.withUnsafeBufferPointer { gains in
                func gain(_ apart: SIMD4<Int32>) -> Float {
                    let squares = SIMD4<Float>(apart) * SIMD4<Float>(apart)
                    return (squares[0] + squares[1] + squares[2]) * gains[Int(apart[3])]
                }
                // Strictly better only: of equal splits the first stays (the whole cell before any glyph).
                var best = CellShape.grid((1 << parts) - 1), bestInside = total, bestGain: Float = 0
                for set in 1..<subsets {
                    let candidate = gain(apart[set])
                    guard candidate > bestGain else { continue }
                    // The glyph's side: the first part and the others not in the set.
                    let mask = ((1 << parts) - 1) ^ (set << 1)
                    var inside = SIMD4<Int32>.zero
                    for part in 0..<parts where mask & (1 << part) != 0 { inside &+= partSums[part] }
                    (best, bestInside, bestGain) = (.grid(mask), inside, candidate)
                }
                if symbols.hasEighths {
                    var lower = SIMD4<Int32>.zero, left = SIMD4<Int32>.zero
                    for eighths in 1..<8 {
                        for row in down * (8 - eighths) / 8..<down * (9 - eighths) / 8 { lower &+= rows[row] }
                        for column in across * (eighths - 1) / 8..<across * eighths / 8 { left &+= columns[column] }
                        let below = gain(spread(lower)), beside = gain(spread(left))
                        if below > bestGain { (best, bestInside, bestGain) = (.lower(eighths: eighths), lower, below) }
                        if beside > bestGain { (best, bestInside, bestGain) = (.left(eighths: eighths), left, beside) }
                    }
                }
                return Match(shape: best, inside: bestInside, total: total)
            }
        }
    }

    static func mean(_ sums: SIMD4<Int32>) -> RGB {
        let count = sums[3], half = count / 2
        return RGB(UInt8((sums[0] + half) / count), UInt8((sums[1] + half) / count), UInt8((sums[2] + half) / count))
    }
}
