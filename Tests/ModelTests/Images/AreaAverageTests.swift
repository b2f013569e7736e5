import Testing
@testable import Model

/// One axis of area averaging in whole units, and the rounded mean of what the shares add up to.
struct AreaAverageTests {
    @Test func eachOutputPixelsSharesAddUpToTheSource() {
        for (source, target) in [(75, 64), (64, 75), (150, 7), (7, 150), (1, 9), (9, 1), (640, 640), (997, 13)] {
            AreaAverage(from: source, to: target).withParts { starts, indices, shares in
                #expect(starts.count == target + 1)
                for pixel in 0..<target {
                    let parts = starts[pixel]..<starts[pixel + 1]
                    #expect(parts.reduce(0) { $0 + shares[$1] } == source, "\(source) → \(target), pixel \(pixel)")
                    #expect(parts.allSatisfy { shares[$0] > 0 && indices[$0] >= 0 && indices[$0] < source })
                }
            }
        }
    }

    @Test func theMeanIsTheQuotientRoundedHalfUp() {
        for whole in [1, 2, 3, 7, 64, 4_800, 5_625, 30_030] {
            let mean = AreaAverage.Mean(whole: whole)
            let sums = whole <= 5_625 ? Array(0...255 * whole) : Array(stride(from: 0, through: 255 * whole, by: 7)) + [255 * whole]
            let wrong = sums.filter { Int(mean.of(UInt64($0))) != (2 * $0 + whole) / (2 * whole) }
            #expect(wrong.isEmpty, "over \(whole): \(wrong.count) sums wrong, the first \(wrong.first ?? 0)")
        }
    }

    @Test func theMeanOfTheLargestAreasIsExactAroundEveryHalf() {
        for whole in [50_000_001, (1 << 26) - 1, 1 << 26] {
            let mean = AreaAverage.Mean(whole: whole)
            let sums = (0...255).flatMap { k in (-2...2).map { (2 * k + 1) * whole / 2 + $0 } }.filter { $0 >= 0 && $0 <= 255 * whole }
            let wrong = sums.filter { Int(mean.of(UInt64($0))) != (2 * $0 + whole) / (2 * whole) }
            #expect(wrong.isEmpty, "over \(whole): \(wrong.count) sums wrong, the first \(wrong.first ?? 0)")
        }
    }
}
