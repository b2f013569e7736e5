import Foundation
import Model
import Testing
@testable import ViewModels

/// A photo fitted to an area, from an in-memory store whose fetch of the smaller picture ends only when the test says.
@MainActor
struct PhotoPictureTests {
    /// After a resize (a new area) the picture shown is the new area's, even when the old area's fetch ends after
    /// the change: its result is superseded, and must not come back over the new one.
    @Test func aSupersededFetchNeverReplacesThePictureShown() async throws {
        try await serially {
            let photo = InMemoryPhotoService.photo(1)
            let small = PhotoPicture.Area(width: 200, height: 130, pixelAspect: 1)
            let large = PhotoPicture.Area(width: 600, height: 400, pixelAspect: 1)
            let smallURL = try #require(PhotoPicture.url(of: photo, covering: small.width, small.height))
            let largeURL = try #require(PhotoPicture.url(of: photo, covering: large.width, large.height))
            let images = InMemoryImages(holding: [smallURL])
            // The large one is in memory already (seen before the resize).
            _ = try await images.image(largeURL, fitting: large.width, large.height, pixelAspect: 1, priority: .visible)
            let picture = PhotoPicture(images: images) { _ in }
            picture.show(photo, in: small)
            #expect(picture.state == .loading)
            // The area changes back to the large one while the small fetch is out: shown at once, from memory.
            picture.show(photo, in: large)
            let size = { picture.state.image.map { "\($0.width)x\($0.height)" } }
            #expect(size() == "600x400")
            // The small fetch answers anyway; the large picture stays.
            images.release()
            await workFinished()
            #expect(images.fetches == ["\(largeURL.lastPathComponent):600x400:visible", "\(smallURL.lastPathComponent):200x130:visible"])
            #expect(size() == "600x400")
        }
    }
}
