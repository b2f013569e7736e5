import Foundation
import LoopbackHarness
import Model
import Testing
@_spi(Benchmark) @testable import TerminalUI

/// What the sixel encoder writes, decoded back to pixels as a terminal would draw them.
struct SixelEncoderTests {
    private func decoded(_ image: RGBImage, colors: Int = 256) throws -> Screenshot {
        try SixelDecoder.decode(SixelEncoder.encode(image, colors: colors), background: (1, 2, 3))
    }

    @Test func drawsFewColoursExactlyAtTheImagesOwnSize() throws {
        // 7×13: not a whole number of six-row bands, and odd columns.
        var pixels: [UInt8] = []
        for y in 0..<13 {
            for x in 0..<7 { pixels += x < 3 ? [255, 0, 0] : (y % 2 == 0 ? [0, 0, 255] : [255, 255, 255]) }
        }
        let image = RGBImage(width: 7, height: 13, pixels: pixels)
        let back = try decoded(image)
        #expect((back.width, back.height) == (7, 13))
        #expect(back.pixels == image.pixels)
    }

    @Test func leavesWhatIsBelowTheLastRowAlone() throws {
        let image = RGBImage(width: 4, height: 8, color: RGB(0, 255, 0))
        let sequence = SixelEncoder.encode(image)
        // Two bands; the second covers two rows, and its sixels set only those two bits (P2 = 1 keeps the rest).
        #expect(String(decoding: sequence.prefix(8), as: UTF8.self) == "\u{1b}P0;1;0q")
        let text = String(decoding: sequence, as: UTF8.self)
        #expect(text.hasSuffix("#0!4~-#0!4B\u{1b}\\"))
    }

    @Test func aPhotoComesBackClose() throws {
        let file = ProjectPaths.catalog.appendingPathComponent("images/z/coco-107438.jpg")
        let photo = try JPEGDecoder.decode(Data(contentsOf: file), covering: 640, 640)
        let back = try decoded(photo)
        #expect((back.width, back.height) == (photo.width, photo.height))
        let fidelity = back.psnr(against: Screenshot(width: photo.width, height: photo.height, pixels: photo.pixels))
        #expect(fidelity > 30, "PSNR \(fidelity) dB")
        // With 16 colour registers it is still the photo, only coarser.
        let coarse = try decoded(photo, colors: 16).psnr(against: Screenshot(width: photo.width, height: photo.height, pixels: photo.pixels))
        #expect(coarse > 20 && coarse < fidelity, "PSNR \(coarse) dB")
    }

    @Test func anImageOfOneColourOrOnePixelIsStillASequence() throws {
        #expect(try decoded(RGBImage(width: 1, height: 1, color: RGB(9, 9, 9))).pixels.count == 3)
        let tall = try decoded(RGBImage(width: 1, height: 10_000, color: RGB(200, 100, 0)))
        #expect((tall.width, tall.height) == (1, 10_000))
        #expect(SixelEncoder.encode(RGBImage(width: 0, height: 0, pixels: [])).isEmpty)
    }
}
