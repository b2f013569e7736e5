import FoundationEssentials
import Model

/// One picture asked for: where it is, the box it is fitted into (`pixelAspect`: a box pixel's height over its
/// width), and how urgent it is among the others.
struct ImageRequest: Sendable {
    let url: URL
    let width: Int
    let height: Int
    let pixelAspect: Double
    let priority: ImagePriority
}

extension Action where Input == ImageRequest, Output == RGBImage {
    /// Fetches pictures from `images`; a new request cancels the one running, whose picture is never delivered.
    static func fetchingImages(from images: any PhotoImages) -> Action<ImageRequest, RGBImage> {
        Action(policy: .cancelRunning) { request in
            try await images.image(request.url, fitting: request.width, request.height, pixelAspect: request.pixelAspect, priority: request.priority)
        }
    }
}
