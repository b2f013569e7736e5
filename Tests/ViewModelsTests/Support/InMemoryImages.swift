import Foundation
import Model
import Synchronization

/// A ``PhotoImages`` in memory: every picture is one grey, its address's own, fitted into the box asked for, except those of addresses
/// marked broken (not a JPEG); what it served it keeps, as the real store does. Fetches of addresses marked held
/// wait for ``release()`` and then answer even when cancelled meanwhile (a result that comes anyway). Records each
/// fetch as `LAST-PATH-COMPONENT:WIDTHxHEIGHT:PRIORITY`.
final class InMemoryImages: PhotoImages {
    private let broken: Set<URL>
    private let held: Set<URL>
    private let state = Mutex<(served: [String: RGBImage], fetches: [String])>(([:], []))
    private let gate = Mutex<(open: Bool, waiting: [CheckedContinuation<Void, Never>])>((false, []))

    init(broken: Set<URL> = [], holding held: Set<URL> = []) {
        self.broken = broken
        self.held = held
    }

    /// Lets the held fetches answer, those waiting and those to come.
    func release() {
        let waiting = gate.withLock { gate in
            gate.open = true
            defer { gate.waiting = [] }
            return gate.waiting
        }
        for fetch in waiting { fetch.resume() }
    }

    var fetches: [String] { state.withLock { $0.fetches } }

    private static func key(_ url: URL, _ width: Int, _ height: Int) -> String { "\(url.absoluteString) \(width)x\(height)" }

    func cached(_ url: URL, fitting width: Int, _ height: Int, pixelAspect: Double) -> RGBImage? {
        state.withLock { $0.served[InMemoryImages.key(url, width, height)] }
    }

    func cachedWhole(_ urls: [URL]) -> RGBImage? { nil }

    func image(_ url: URL, fitting width: Int, _ height: Int, pixelAspect: Double, priority: ImagePriority) async throws -> RGBImage {
        state.withLock { $0.fetches.append("\(url.lastPathComponent):\(width)x\(height):\(priority)") }
        if held.contains(url) {
            await withCheckedContinuation { fetch in
                let open = gate.withLock { gate in
                    if !gate.open { gate.waiting.append(fetch) }
                    return gate.open
                }
                if open { fetch.resume() }
            }
        } else {
            await Task.yield()
            try Task.checkCancellation()
        }
        guard !broken.contains(url) else { throw ImageError.notJPEG }
        let grey = UInt8(28 + url.lastPathComponent.utf8.reduce(0) { $0 + Int($1) } % 200)
        let image = RGBImage(width: width, height: height, color: RGB(grey, grey, grey))
        state.withLock { $0.served[InMemoryImages.key(url, width, height)] = image }
        return image
    }
}
