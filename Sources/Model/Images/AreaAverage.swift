/// The source pixels (and how much of each) that each output pixel covers, along one axis, in whole units: a source
/// pixel `target` units long, an output pixel `source` units, so every share is a whole number and each output pixel's
/// shares add up to `source`. The parts of each output pixel in turn, each a source pixel's index and its units covered.
struct AreaAverage {
    private var indices: [Int] = []
    private var shares: [Int] = []
    private var starts: [Int] = [0]

    init(from source: Int, to target: Int) {
        indices.reserveCapacity(source + target)
        shares.reserveCapacity(source + target)
        starts.reserveCapacity(target + 1)
        for index in 0..<target {
            let (start, end) = (index * source, (index + 1) * source)
            for position in start / target...(end - 1) / target {
                indices.append(position)
                shares.append(min(end, (position + 1) * target) - max(start, position * target))
            }
            starts.append(indices.count)
        }
    }

    /// Calls `body` with the parts: where each output pixel's begin (one more than the pixels, the last the end), and
    /// each part's source pixel and units.
    func withParts<Result>(
        _ body: (UnsafeBufferPointer<Int>, UnsafeBufferPointer<Int>, UnsafeBufferPointer<Int>) -> Result
    ) -> Result {
        starts.withUnsafeBufferPointer { starts in
            indices.withUnsafeBufferPointer { indices in shares.withUnsafeBufferPointer { shares in body(starts, indices, shares) } }
        }
    }

    /// A sum of shares over the `whole` they add up to (an output pixel's, both axes), rounded half up, exactly: the
    /// quotient through a reciprocal, rounded to the nearest whole number, one more where that was an exact half rounded
    /// to even. (The quotient's error, under 10⁻¹³, is far below its distance from any other half, at least
    /// 1 / (2 × whole) ≥ 10⁻⁸ at 50 M pixels, so the nearest is never one too many.) Not `Int(_: Double)`, which checks
    /// its range (a third of a thumbnail's cost), nor a hardware division (~40 cycles, 6 K a thumbnail).
    struct Mean {
        private let whole: Double
        private let reciprocal: Double
        /// Added to a `Double` from 0 to 2⁵², it rounds it to a whole number, held in the low bits of the bit pattern.
        private static let wholeBits = 0x1p52

        init(whole: Int) {
            self.whole = Double(whole)
            reciprocal = 1 / Double(whole)
        }

        /// `sum` (a whole number, at most 255 × whole) over whole, rounded half up: the `mean` with
        /// 2 × whole × mean ≤ 2 × `sum` + whole < 2 × whole × (mean + 1).
        func of(_ sum: Double) -> UInt8 {
            let twice = 2 * sum + whole
            var mean = (sum * reciprocal + Mean.wholeBits) - Mean.wholeBits
            if 2 * whole * (mean + 1) <= twice { mean += 1 }
            return UInt8(truncatingIfNeeded: (mean + Mean.wholeBits).bitPattern)
        }
    }
}
