import FoundationEssentials
import LoopbackHarness
import Model
import Testing
@testable import TerminalUI

/// PNG files of photos' pixels: readable back to exactly them, and smaller than the pixels.
struct PNGFileTests {
    /// Noise, then a photo's kind of smoothness, at a thumbnail's size (deflated by Huffman codes alone), past it, and
    /// at the smallest sizes.
    @Test(arguments: [(72, 80), (129, 128), (1, 1), (2, 1), (1, 3)])
    func holdsExactlyThePixels(size: (width: Int, height: Int)) throws {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        let noise = (0..<size.width * size.height * 3).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        let image = RGBImage(width: size.width, height: size.height, pixels: noise)
        let file = try #require(PNGFile.encode(image))
        #expect(try PNGReading.pixels(of: [UInt8](file)) == (size.width, size.height, noise))
    }

    @Test func anEmptyImageIsNoFile() {
        #expect(PNGFile.encode(RGBImage(width: 0, height: 0, pixels: [])) == nil)
        #expect(PNGFile.encode(RGBImage(width: 0, height: 3, pixels: [])) == nil)
    }

    /// A catalog photo as the results list's thumbnail (72×80).
    @Test func aPhotoTakesAboutThreeQuartersOfItsPixelsBytes() throws {
        let file = ProjectPaths.catalog.appendingPathComponent("images/q/coco-159269.jpg")
        let image = try JPEGDecoder.decode(Data(contentsOf: file), covering: 72, 80).areaAveraged(toWidth: 72, height: 80)
        let png = try #require(PNGFile.encode(image))
        #expect(png.count < image.pixels.count * 85 / 100, "\(png.count) bytes for \(image.pixels.count)")
        #expect(try PNGReading.pixels(of: [UInt8](png)).pixels == image.pixels)
    }
}
