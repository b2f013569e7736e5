import Foundation
import Model
import Synchronization

/// A ``PhotoImages`` in memory: every picture is one grey, fitted into the box asked for, except those of addresses
/// marked broken (not a JPEG); what it served it keeps, as the real store does. Records each fetch as
/// `LAST-PATH-COMPONENT:WIDTHxHEIGHT:PRIORITY`.
final class InMemoryImages: PhotoImages {
    private let broken: Set<URL>
    private let state = Mutex<(served: [String: RGBImage], fetches: [String])>(([:], []))

    init(broken: Set<URL> = []) {
        self.broken = broken
    }

    var fetches: [String] { state.withLock { $0.fetches } }

    private static func key(_ url: URL, _ width: Int, _ height: Int) -> String { "\(url.absoluteString) \(width)x\(height)" }

    func cached(_ url: URL, fitting width: Int, _ height: Int, pixelAspect: Double) -> RGBImage? {
        state.withLock { $0.served[InMemoryImages.key(url, width, height)] }
    }

    func cachedWhole(_ urls: [URL]) -> RGBImage? { nil }

    func image(_ url: URL, fitting width: Int, _ height: Int, pixelAspect: Double, priority: ImagePriority) async throws -> RGBImage {
        state.withLock { $0.fetches.append("\(url.lastPathComponent):\(width)x\(height):\(priority)") }
        await Task.yield()
        try Task.checkCancellation()
        guard !broken.contains(url) else { throw ImageError.notJPEG }
        let image = RGBImage(width: width, height: height, color: RGB(128, 128, 128))
        state.withLock { $0.served[InMemoryImages.key(url, width, height)] = image }
        return image
    }
}
