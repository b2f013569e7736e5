import FoundationEssentials

/// Where pictures come from, as the view models ask for them: an image fitted into a box, from memory at once or
/// fetched and decoded. ``ImageStore`` is the real one (HTTP, the disk cache, libjpeg-turbo); a test may give its own.
public protocol PhotoImages: Sendable {
    /// The image at `url` fitted into `width`×`height` pixels, if it is in memory now.
    func cached(_ url: URL, fitting width: Int, _ height: Int, pixelAspect: Double) -> RGBImage?
    /// The largest of `urls` held whole in memory, to show at once while a sharper one comes.
    func cachedWhole(_ urls: [URL]) -> RGBImage?
    /// The image at `url` fitted into `width`×`height` pixels (`pixelAspect`: a box pixel's height over its width),
    /// from memory or fetched and decoded now, its turn among others set by `priority`.
    func image(_ url: URL, fitting width: Int, _ height: Int, pixelAspect: Double, priority: ImagePriority) async throws -> RGBImage
}

extension ImageStore: PhotoImages {}
