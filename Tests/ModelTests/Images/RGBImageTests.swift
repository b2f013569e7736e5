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

    @Test func roundsHalvesAwayFromZeroAsRoundedDoes() {
        var values = (0...255 * 64).map { Double($0) / 64 }
        values += [(0.5).nextDown, 0.5, (0.5).nextUp, (254.5).nextDown, 254.5, 255, 1e-300]
        for value in values {
            #expect(AreaAverage.rounded(value) == UInt8(value.rounded()), "\(value)")
        }
    }
}
