import Testing
@testable import Model

/// Area averaging: each output pixel the covered source pixels weighted by how much of each it covers, rounded as
/// `rounded()` rounds.
struct RGBImageTests {
    @Test func averagesWhatEachPixelCovers() {
        // 3×1 → 2×1: the first output pixel covers the first pixel and half the second, the other the rest.
        let image = RGBImage(width: 3, height: 1, pixels: [0, 0, 0, 90, 90, 90, 255, 255, 255])
        let scaled = image.areaAveraged(toWidth: 2, height: 1)
        #expect(scaled.pixels == [30, 30, 30, 200, 200, 200], "(0 + 45) / 1.5 and (45 + 255) / 1.5")
    }

    @Test func roundsAnExactHalfUp() {
        // 101 and 102 each half of the pixel: 101.5, which a sum in Doubles (0.1 units a pixel) could land either side of.
        let image = RGBImage(width: 10, height: 1, pixels: [UInt8](repeating: 101, count: 15) + [UInt8](repeating: 102, count: 15))
        #expect(image.areaAveraged(toWidth: 1, height: 1).pixels == [102, 102, 102])
        let below = RGBImage(width: 3, height: 1, pixels: [0, 0, 0, 0, 0, 0, 1, 1, 1])
        #expect(below.areaAveraged(toWidth: 1, height: 1).pixels == [0, 0, 0], "a third rounds down")
    }

    @Test func keepsShapesWhereTheSizesShareNoFactor() {
        // 7×5 → 3×2 of one colour: every output pixel's shares, however split, add up to the whole.
        let image = RGBImage(width: 7, height: 5, color: RGB(200, 17, 255))
        #expect(image.areaAveraged(toWidth: 3, height: 2) == RGBImage(width: 3, height: 2, color: RGB(200, 17, 255)))
    }

    @Test func matchesTheExactMeanOfEveryPixelAtAnySize() {
        var generator = SplitMix(seed: 22)
        for _ in 0..<60 {
            let (width, height) = (Int.random(in: 1...40, using: &generator), Int.random(in: 1...40, using: &generator))
            let (newWidth, newHeight) = (Int.random(in: 1...50, using: &generator), Int.random(in: 1...50, using: &generator))
            let pixels = (0..<width * height * 3).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let image = RGBImage(width: width, height: height, pixels: pixels)
            let scaled = image.areaAveraged(toWidth: newWidth, height: newHeight)
            let exact = RGBImageTests.exactMeans(of: image, width: newWidth, height: newHeight)
            let wrong = zip(scaled.pixels, exact).filter { $0 != $1 }.count
            #expect(scaled.pixels.count == exact.count && wrong == 0, "\(width)×\(height) → \(newWidth)×\(newHeight): \(wrong) bytes off")
        }
    }

    /// An output row's sums of source rows go in 16 bits while they stay within them (255 × the source's height), else
    /// in 32: exact both sides of that line, brightest where the sums are largest.
    @Test func isExactEitherSideOfTheColumnSumsInSixteenBits() {
        var generator = SplitMix(seed: 24)
        for (width, height) in [(40, 257), (40, 258)] {
            let bright = (0..<width * height * 3).map { _ in UInt8.random(in: 250...255, using: &generator) }
            for pixels in [[UInt8](repeating: 255, count: width * height * 3), bright] {
                let image = RGBImage(width: width, height: height, pixels: pixels)
                let scaled = image.areaAveraged(toWidth: 3, height: 2)
                #expect(scaled.pixels == RGBImageTests.exactMeans(of: image, width: 3, height: 2), "\(width)×\(height)")
            }
        }
    }

    /// Each output pixel from the overlap of its rectangle with every source pixel's, in units where a source pixel
    /// is newWidth × newHeight and an output pixel width × height: the exact mean, rounded half up in whole numbers.
    private static func exactMeans(of image: RGBImage, width newWidth: Int, height newHeight: Int) -> [UInt8] {
        func overlap(_ a: Range<Int>, _ b: Range<Int>) -> Int { max(0, min(a.upperBound, b.upperBound) - max(a.lowerBound, b.lowerBound)) }
        var pixels: [UInt8] = []
        for y in 0..<newHeight {
            for x in 0..<newWidth {
                var sums = [0, 0, 0]
                for sy in 0..<image.height {
                    let tall = overlap(y * image.height..<(y + 1) * image.height, sy * newHeight..<(sy + 1) * newHeight)
                    for sx in 0..<image.width where tall > 0 {
                        let wide = overlap(x * image.width..<(x + 1) * image.width, sx * newWidth..<(sx + 1) * newWidth)
                        let color = image[sx, sy]
                        for (channel, value) in [color.red, color.green, color.blue].enumerated() { sums[channel] += Int(value) * wide * tall }
                    }
                }
                let whole = image.width * image.height
                pixels += sums.map { UInt8((2 * $0 + whole) / (2 * whole)) }
            }
        }
        return pixels
    }
}

/// A seeded generator, so a failure repeats.
private struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
