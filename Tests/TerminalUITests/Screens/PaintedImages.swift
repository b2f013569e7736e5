import Foundation
import Model
import ViewModels

/// Every image a top half and a bottom half in colours taken from its address: in memory, or fetched.
struct PaintedImages: PhotoImages {
    let inMemory: Bool

    func cached(_ url: URL, fitting width: Int, _ height: Int, pixelAspect: Double) -> RGBImage? {
        inMemory ? painted(url, fitting: width, height) : nil
    }

    private func painted(_ url: URL, fitting width: Int, _ height: Int) -> RGBImage {
        let seed = url.absoluteString.utf8.reduce(7) { ($0 &* 31 &+ Int($1)) & 0xFFFFFF }
        let top = RGB(UInt8(seed & 0xFF), UInt8(seed >> 8 & 0xFF), UInt8(seed >> 16 & 0xFF))
        let bottom = RGB(255 - top.red, 255 - top.green, 255 - top.blue)
        var pixels: [UInt8] = []
        for y in 0..<height {
            for _ in 0..<width { pixels += y < height / 2 ? [top.red, top.green, top.blue] : [bottom.red, bottom.green, bottom.blue] }
        }
        return RGBImage(width: width, height: height, pixels: pixels)
    }

    func cachedWhole(_ urls: [URL]) -> RGBImage? { nil }

    func image(_ url: URL, fitting width: Int, _ height: Int, pixelAspect: Double, priority: ImagePriority) async throws -> RGBImage {
        painted(url, fitting: width, height)
    }
}
