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

    /// A sum of shares over the `whole` they add up to (an output pixel's, both axes, at most 2²⁶), rounded half up,
    /// exactly: ⌊(2 × sum + whole) / (2 × whole)⌋ as one multiplication, the high half of the numerator times
    /// ⌈2⁶⁴ / (2 × whole)⌉ — exact for every numerator under 2³⁵ and divisor under 2²⁷, as 35 + 27 ≤ 64 (Lemire, Kaser
    /// and Kurz, "Faster remainder by direct computation", 2019, theorem 1); the numerator is at most 511 × whole.
    /// Checked against the exact quotient for every sum of every whole up to 3,000 and around every half of 2,000
    /// others up to 2²⁶. Not a hardware division (~40 cycles).
    struct Mean {
        private let whole: UInt64
        /// ⌈2⁶⁴ / (2 × whole)⌉.
        private let multiplier: UInt64

        init(whole: Int) {
            precondition(whole > 0 && whole <= 1 << 26, "an area of 1 to 2²⁶ pixels")
            self.whole = UInt64(whole)
            multiplier = UInt64.max / (2 * UInt64(whole)) + 1
        }

        /// `sum` (at most 255 × whole) over whole, rounded half up.
        func of(_ sum: UInt64) -> UInt8 {
            UInt8(truncatingIfNeeded: multiplier.multipliedFullWidth(by: 2 &* sum &+ whole).high)
        }
    }
}
