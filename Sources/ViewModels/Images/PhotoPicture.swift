import FoundationEssentials
import Model
import Observation

/// A photo fitted to an area of the screen (the photo page's preview, the full-screen viewer): shown at once
/// from memory where it can be — at the size wanted, else a smaller whole picture of it scaled — then fetched at
/// the smallest size that covers the area; never a square crop.
@MainActor
@Observable
public final class PhotoPicture {
    /// The area's size in pixels, and a pixel's height over its width (1 for square ones).
    public struct Area: Equatable, Sendable {
        public var width: Int
        public var height: Int
        public var pixelAspect: Double

        public init(width: Int, height: Int, pixelAspect: Double) {
            self.width = width
            self.height = height
            self.pixelAspect = pixelAspect
        }
    }

    /// What to draw.
    public private(set) var state: ImageState = .unavailable

    @ObservationIgnored private let images: (any PhotoImages)?
    /// Says why a picture was refused (what a hostile server tried); a picture that merely failed shows its cross.
    @ObservationIgnored private let refused: @MainActor (String) -> Void
    /// Fetching the picture shown (a newer one supersedes it: a picture that comes anyway is never shown).
    @ObservationIgnored private let fetch: Action<ImageRequest, RGBImage>?
    /// The photo and area shown, so that the same again does nothing.
    @ObservationIgnored private var shown: (id: String, area: Area)?
    /// Fetching the neighbours ahead, all together (new neighbours supersede them).
    @ObservationIgnored private let ahead: Action<[ImageRequest], Void>?

    init(images: (any PhotoImages)?, refused: @escaping @MainActor (String) -> Void) {
        self.images = images
        self.refused = refused
        fetch = images.map(Action.fetchingImages)
        ahead = images.map { images in
            Action(policy: .cancelRunning) { requests in
                await withTaskGroup(of: Void.self) { group in
                    for request in requests {
                        group.addTask {
                            _ = try? await images.image(
                                request.url, fitting: request.width, request.height, pixelAspect: request.pixelAspect, priority: request.priority
                            )
                        }
                    }
                }
            }
        }
    }

    /// The smallest whole image of `photo` covering `width`×`height` pixels, else the largest there is.
    public static func url(of photo: Photo, covering width: Int, _ height: Int) -> URL? {
        let sizes = photo.wholeSizes
        let covering = sizes.first { size in
            guard let sizeWidth = size.width, let sizeHeight = size.height else { return size.longestEdge >= max(width, height) }
            return sizeWidth >= width && sizeHeight >= height
        }
        return (covering ?? sizes.last)?.url
    }

    /// Shows `photo` in `area` (again only when either changed).
    func show(_ photo: Photo, in area: Area) {
        guard shown.map({ $0.id != photo.id || $0.area != area }) ?? true else { return }
        shown = (photo.id, area)
        fetch?.cancel()
        guard let images, let fetch, area.width > 0, area.height > 0, let url = PhotoPicture.url(of: photo, covering: area.width, area.height) else {
            state = .unavailable
            return
        }
        if let ready = images.cached(url, fitting: area.width, area.height, pixelAspect: area.pixelAspect) {
            state = .loaded(ready)
            return
        }
        // A smaller whole picture already in memory (the photo seen at another size) shows at once, scaled;
        // never the list's square thumbnail, which is a crop.
        let whole = photo.wholeSizes
        if let quick = images.cachedWhole(whole.compactMap(\.url)), let shape = whole.last(where: { $0.width != nil && $0.height != nil }) {
            let fitted = ImageStore.fit(width: shape.width ?? 1, height: shape.height ?? 1, into: area.width, area.height, pixelAspect: area.pixelAspect)
            state = .loaded(quick.areaAveraged(toWidth: fitted.width, height: fitted.height))
        } else {
            state = .loading
        }
        // Superseded meanwhile (another size, another photo), a result that came anyway is not delivered: it must
        // not replace what is shown now (seen after a resize: the old size's picture came back over the new one's).
        fetch.start(ImageRequest(url: url, width: area.width, height: area.height, pixelAspect: area.pixelAspect, priority: .visible)) { [weak self] result in
            switch result {
            case .success(let image): self?.state = .loaded(image)
            case .failure(let error):
                self?.state = .failed
                switch error {
                case HTTPError.refused, ImageError.tooManyScans, ImageError.overBudget, ImageError.tooLarge:
                    self?.refused("The photo is not shown: " + UserMessage.describe(error))
                default: break
                }
            }
        }
    }

    /// Fetches `photos` at `area` into memory, less urgently than what is shown, so that moving to them is
    /// instant; those fetched ahead before are let go.
    func fetchAhead(_ photos: [Photo], in area: Area) {
        guard area.width > 0, area.height > 0 else {
            ahead?.cancel()
            return
        }
        ahead?.start(photos.compactMap { photo in
            PhotoPicture.url(of: photo, covering: area.width, area.height).map { url in
                ImageRequest(url: url, width: area.width, height: area.height, pixelAspect: area.pixelAspect, priority: .upcoming)
            }
        })
    }

    /// Stops what is being fetched.
    func cancel() {
        fetch?.cancel()
        ahead?.cancel()
    }
}
