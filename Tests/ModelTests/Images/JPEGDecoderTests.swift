import Foundation
import Model
import TestSupport
import Testing

/// Every catalog JPEG decodes at a scale that covers what is asked; anything else is an ``ImageError``.
struct JPEGDecoderTests {
    static let images: [URL] = {
        let folder = ProjectPaths.catalog.appendingPathComponent("images")
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return files.filter { $0.pathExtension == "jpg" }.sorted { $0.path < $1.path }
    }()

    @Test func decodesEveryCatalogImage() throws {
        #expect(JPEGDecoderTests.images.count == 440 * 4)
        for file in JPEGDecoderTests.images {
            let image = try JPEGDecoder.decode(try Data(contentsOf: file), covering: 1, 1)
            #expect(image.width > 0, "\(file.lastPathComponent)")
            #expect(image.pixels.count == image.width * image.height * 3)
        }
    }

    @Test func decodesAtTheSmallestScaleThatCovers() throws {
        let data = try Data(contentsOf: ProjectPaths.catalog.appendingPathComponent("images/q/coco-159269.jpg"))
        #expect(try JPEGDecoder.decode(data, covering: 10, 10).width == 19, "150 px at 1/8")
        #expect(try JPEGDecoder.decode(data, covering: 20, 20).width == 38, "150 px at 1/4")
        #expect(try JPEGDecoder.decode(data, covering: 40, 40).width == 75, "at 1/2, not 3/8: the scales between are slower")
        #expect(try JPEGDecoder.decode(data, covering: 76, 10).width == 150, "whole, not 5/8")
        #expect(try JPEGDecoder.decode(data, covering: 400, 400).width == 150, "never larger than the file")
    }

    @Test func refusesWhatIsNotAJPEG() throws {
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Data(repeating: 0, count: 64)
        for data in [Data(), Data("<html><body>404 Not Found</body></html>".utf8), png] {
            #expect(throws: ImageError.notJPEG) { try JPEGDecoder.decode(data, covering: 8, 8) }
        }
    }

    @Test func survivesTruncatedAndRandomJPEGs() throws {
        let whole = try Data(contentsOf: ProjectPaths.catalog.appendingPathComponent("images/z/coco-159269.jpg"))
        let headerOnly = whole.prefix(200)
        var generator = SystemRandomNumberGenerator()
        let random = Data([0xFF, 0xD8, 0xFF, 0xE0]) + Data((0..<5000).map { _ in UInt8.random(in: 0...255, using: &generator) })
        for data in [headerOnly, random, Data([0xFF, 0xD8, 0xFF, 0xD9])] {
            #expect(throws: ImageError.self) { try JPEGDecoder.decode(data, covering: 8, 8) }
        }
        let half = try JPEGDecoder.decode(whole.prefix(whole.count / 2), covering: 8, 8)
        #expect(half.width > 0, "a JPEG cut in half decodes with its missing part filled")
    }

    @Test func refusesAbsurdDimensionsBeforeDecoding() throws {
        var data = try Data(contentsOf: ProjectPaths.catalog.appendingPathComponent("images/q/coco-159269.jpg"))
        // Rewrite the frame header (SOF0, FF C0) to claim 60000×60000 pixels.
        let marker = try #require(data.firstRange(of: Data([0xFF, 0xC0])))
        let sizeOffset = marker.lowerBound + 5
        data.replaceSubrange(sizeOffset..<sizeOffset + 4, with: [0xEA, 0x60, 0xEA, 0x60])
        #expect(throws: ImageError.refused(width: 60000, height: 60000)) { try JPEGDecoder.decode(data, covering: 8, 8) }
    }

    @Test func averagesAreasExactly() {
        var pixels: [UInt8] = []
        for y in 0..<4 {
            for x in 0..<4 { pixels += (x + y) % 2 == 0 ? [255, 255, 255] : [0, 0, 0] }
        }
        let checkerboard = RGBImage(width: 4, height: 4, pixels: pixels)
        let halved = checkerboard.areaAveraged(toWidth: 2, height: 2)
        #expect(halved.pixels.allSatisfy { $0 == 128 }, "each 2×2 block of a checkerboard is mid grey")
        let three = RGBImage(width: 3, height: 1, pixels: [0, 0, 0, 90, 90, 90, 180, 180, 180]).areaAveraged(toWidth: 2, height: 1)
        #expect(three.pixels == [30, 30, 30, 150, 150, 150], "a pixel split between two outputs counts half in each")
    }
}

/// Decoding bombs: files that are small but would cost minutes — refused by scan count, stopped by a CPU
/// budget, stopped when cancelled.
struct JPEGDecodingBombTests {
    @Test func aProgressiveBombIsRefusedByItsScanCount() throws {
        let bomb = JPEGBomb.make(width: 4000, height: 4000, scans: 20_000)
        #expect(bomb.count < 1_000_000, "small on the wire, far under the 8 MB image cap")
        #expect(throws: ImageError.tooManyScans(limit: JPEGDecodeControl.standardScanLimit)) {
            try JPEGDecoder.decode(bomb, covering: 8, 8)
        }
    }

    @Test func theBombIsARealJPEGUnderTheLimit() throws {
        let image = try JPEGDecoder.decode(JPEGBomb.make(width: 64, height: 48, scans: 3), covering: 64, 48)
        #expect(image.width == 64 && image.height == 48)
        #expect(image.pixels.allSatisfy { $0 == 128 }, "every coefficient 0: mid grey")
    }

    @Test func aDecodeOverItsBudgetOfCPUTimeStops() throws {
        let bomb = JPEGBomb.make(width: 4000, height: 4000, scans: 90)
        #expect(throws: ImageError.overBudget) {
            try JPEGDecoder.decode(bomb, covering: 8, 8, control: JPEGDecodeControl(workBudget: .microseconds(100)))
        }
    }

    /// A progressive file keeps every coefficient of the image whatever the scale it is decoded at: one whose
    /// coefficients would pass the budget of memory is refused as too large to show, before they are allocated.
    @Test func aProgressiveImageOverTheMemoryBudgetIsTooLargeToShow() throws {
        let large = JPEGBomb.make(width: 7000, height: 7000, scans: 1)
        #expect(throws: ImageError.tooLarge) {
            try JPEGDecoder.decode(large, covering: 8, 8, control: JPEGDecodeControl(memoryBudget: 32 << 20))
        }
        #expect(try JPEGDecoder.decode(large, covering: 8, 8).width == 875, "within the standard budget it decodes")
        #expect(throws: ImageError.tooLarge, "the pixels count too") {
            try JPEGDecoder.decode(JPEGBomb.make(width: 2000, height: 2000, scans: 1), covering: 2000, 2000, control: JPEGDecodeControl(memoryBudget: 10 << 20))
        }
    }

    /// A hostile server's sliver of an image, 1×10000 or 10000×1 pixels, decodes and fits a box without trouble.
    @Test func slivers() throws {
        for (width, height) in [(1, 10000), (10000, 1)] {
            let image = try JPEGDecoder.decode(JPEGBomb.make(width: width, height: height, scans: 1), covering: 48, 60)
            let fitted = ImageStore.fit(width: image.width, height: image.height, into: 48, 60, pixelAspect: 1.08)
            #expect(fitted.width >= 1 && fitted.height >= 1 && fitted.width <= 48 && fitted.height <= 60)
            #expect(image.areaAveraged(toWidth: fitted.width, height: fitted.height).pixels.count == fitted.width * fitted.height * 3)
        }
    }

    @Test func aCancelledDecodeStops() throws {
        let control = JPEGDecodeControl(scanLimit: .max, workBudget: .seconds(3600))
        control.cancel()
        #expect(throws: ImageError.cancelled) {
            try JPEGDecoder.decode(JPEGBomb.make(width: 4000, height: 4000, scans: 20_000), covering: 8, 8, control: control)
        }
    }
}
