import Model

/// What an image area shows.
public enum ImageState: Equatable, Sendable {
    /// No picture: images are off, or the photo has no image file.
    case unavailable
    /// Being fetched: a neutral placeholder.
    case loading
    /// Ready, already fitted to the area's pixels.
    case loaded(RGBImage)
    /// Could not be fetched or decoded: a placeholder of its own, and nothing else changes.
    case failed

    /// The picture, when there is one (a larger one that is loading keeps the old one shown).
    public var image: RGBImage? {
        if case .loaded(let image) = self { image } else { nil }
    }
}
