import Foundation
import LoopbackHarness
import Model
import Testing
@testable import TerminalUI

/// What the sixel encoder writes, decoded back to pixels as a terminal would draw them.
struct SixelEncoderTests {
    private func decoded(_ image: RGBImage, colors: Int = 256, dithered: Bool = false) throws -> Screenshot {
        try SixelDecoder.decode(SixelEncoder.encode(image, colors: colors, dithered: dithered), background: (1, 2, 3))
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

    /// Noise — every column of a band in up to six colours, each colour's columns scattered, a run and a gap for each —
    /// is the most a band can take: it fits the buffer a band is written into (whose bounds a debug build checks), and
    /// comes back whole, at widths whose counts take 1 to 4 digits.
    @Test func noiseFitsTheBufferEachBandIsWrittenInto() throws {
        var seed: UInt64 = 7
        for width in [1, 9, 99, 1500] {
            let pixels = (0..<width * 13 * 3).map { _ in
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                return UInt8(truncatingIfNeeded: seed >> 56)
            }
            let image = RGBImage(width: width, height: 13, pixels: pixels)
            for colors in [256, 16] {
                let back = try decoded(image, colors: colors)
                #expect((back.width, back.height) == (width, 13), "\(width) wide, \(colors) colours")
            }
        }
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

    /// A grey ramp in two colours: undithered, each half is one flat colour; dithered, the colours mix so that
    /// every stretch of 8 columns whose shade lies between the two comes near the ramp's own mean there.
    @Test func ditheringMixesColoursIntoTheShadesBetween() throws {
        let (width, height) = (96, 12)
        var pixels: [UInt8] = []
        for _ in 0..<height {
            for x in 0..<width { pixels += Array(repeating: UInt8(48 + x * 160 / width), count: 3) }
        }
        let ramp = RGBImage(width: width, height: height, pixels: pixels)
        let flat = try decoded(ramp, colors: 2)
        let mixed = try decoded(ramp, colors: 2, dithered: true)
        let colours = Set(mixed.pixels).sorted()
        #expect(colours.count == 2, "still only the palette's two colours")
        /// The mean distance between the shade drawn and the shade wanted, over the stretches of 8 columns the two
        /// colours can mix to.
        func error(_ shot: Screenshot) -> Double {
            var errors: [Double] = []
            for block in 0..<width / 8 {
                var drawn = 0.0, wanted = 0.0
                for y in 0..<height {
                    for x in block * 8..<block * 8 + 8 {
                        drawn += Double(shot.pixels[(y * width + x) * 3])
                        wanted += Double(pixels[(y * width + x) * 3])
                    }
                }
                let count = Double(8 * height)
                guard let low = colours.first, let high = colours.last, wanted / count > Double(low) + 4, wanted / count < Double(high) - 4 else { continue }
                errors.append(abs(drawn - wanted) / count)
            }
            return errors.reduce(0, +) / Double(max(errors.count, 1))
        }
        #expect(error(flat) > 15, "flat: \(error(flat))")
        #expect(error(mixed) < 4, "dithered: \(error(mixed))")
    }

    @Test func anImageOfOneColourOrOnePixelIsStillASequence() throws {
        #expect(try decoded(RGBImage(width: 1, height: 1, color: RGB(9, 9, 9))).pixels.count == 3)
        let tall = try decoded(RGBImage(width: 1, height: 10_000, color: RGB(200, 100, 0)))
        #expect((tall.width, tall.height) == (1, 10_000))
        #expect(SixelEncoder.encode(RGBImage(width: 0, height: 0, pixels: [])).isEmpty)
    }
}
