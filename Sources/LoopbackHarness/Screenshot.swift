import Foundation

/// A screenshot's pixels (RGB, row by row), read from a PNG through ImageMagick, with the measures the window
/// tests need: where the photo is, and how close a region comes to a reference image (PSNR).
public struct Screenshot: Sendable {
    public let width: Int
    public let height: Int
    public let pixels: [UInt8]

    /// The pixels of the PNG at `png`.
    public init(png: URL) throws {
        let size = try Screenshot.magick(["identify", "-format", "%w %h", png.path]).split(separator: " ").compactMap { Int($0) }
        guard size.count == 2 else { throw ScreenshotError(reason: "cannot read \(png.lastPathComponent)") }
        width = size[0]
        height = size[1]
        let raw = png.deletingPathExtension().appendingPathExtension("rgb")
        _ = try Screenshot.magick(["convert", png.path, "-depth", "8", "rgb:" + raw.path])
        pixels = [UInt8](try Data(contentsOf: raw))
        guard pixels.count == width * height * 3 else { throw ScreenshotError(reason: "short pixel data") }
    }

    /// An image of `width`×`height` from RGB bytes.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at `x`, `y`.
    public subscript(x: Int, y: Int) -> (red: Int, green: Int, blue: Int) {
        let offset = (y * width + x) * 3
        return (Int(pixels[offset]), Int(pixels[offset + 1]), Int(pixels[offset + 2]))
    }

    /// The bounding box of the pixels within `area` whose colour is `isPhoto`'s: where the photo is drawn.
    public func box(in area: (x: Int, y: Int, width: Int, height: Int), where isPhoto: ((red: Int, green: Int, blue: Int)) -> Bool)
        -> (x: Int, y: Int, width: Int, height: Int)? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in area.y..<min(area.y + area.height, height) {
            for x in area.x..<min(area.x + area.width, width) where isPhoto(self[x, y]) {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        return maxX < 0 ? nil : (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    /// The share of the pixels in `box` that `isPhoto` takes: near 1 for a photo, low for text.
    public func fill(of box: (x: Int, y: Int, width: Int, height: Int), where isPhoto: ((red: Int, green: Int, blue: Int)) -> Bool) -> Double {
        var count = 0
        for y in box.y..<box.y + box.height {
            for x in box.x..<box.x + box.width where isPhoto(self[x, y]) { count += 1 }
        }
        return Double(count) / Double(max(box.width * box.height, 1))
    }

    /// The region `box` of this screenshot.
    public func cropped(_ box: (x: Int, y: Int, width: Int, height: Int)) -> Screenshot {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(box.width * box.height * 3)
        for y in box.y..<box.y + box.height {
            let start = (y * width + box.x) * 3
            bytes += pixels[start..<start + box.width * 3]
        }
        return Screenshot(width: box.width, height: box.height, pixels: bytes)
    }

    /// The JPEG at `file` resized (ImageMagick, exactly, its shape not kept) to `width`×`height`.
    public static func reference(_ file: URL, width: Int, height: Int) throws -> Screenshot {
        let raw = ScratchFolder.path("reference", suffix: ".rgb")
        defer { try? FileManager.default.removeItem(at: raw) }
        _ = try magick(["convert", file.path, "-resize", "\(width)x\(height)!", "-depth", "8", "rgb:" + raw.path])
        return Screenshot(width: width, height: height, pixels: [UInt8](try Data(contentsOf: raw)))
    }

    /// The size of the image file at `file`.
    public static func size(of file: URL) throws -> (width: Int, height: Int) {
        let size = try magick(["identify", "-format", "%w %h", file.path]).split(separator: " ").compactMap { Int($0) }
        guard size.count == 2 else { throw ScreenshotError(reason: "cannot read \(file.lastPathComponent)") }
        return (size[0], size[1])
    }

    /// Peak signal-to-noise ratio against `other` (same size), in dB.
    public func psnr(against other: Screenshot) -> Double {
        var total = 0.0
        for index in 0..<min(pixels.count, other.pixels.count) {
            let difference = Double(pixels[index]) - Double(other.pixels[index])
            total += difference * difference
        }
        let mean = total / Double(max(pixels.count, 1))
        return mean == 0 ? 99 : 10 * log10(255 * 255 / mean)
    }

    private static func magick(_ arguments: [String]) throws -> String {
        let result = try ProcessRunner.output(of: URL(fileURLWithPath: "/usr/bin/" + arguments[0]), Array(arguments.dropFirst()))
        guard result.status == 0 else { throw ScreenshotError(reason: "ImageMagick \(arguments[0]) failed") }
        return result.stdout
    }
}

/// A screenshot could not be read.
public struct ScreenshotError: Error, CustomStringConvertible {
    public let reason: String
    public var description: String { reason }
}
