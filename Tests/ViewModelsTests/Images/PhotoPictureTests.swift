import Foundation
import Model
import TestSupport
import Testing
@testable import ViewModels

/// A photo fitted to an area, from the real catalog's files through libcurl. `make test` runs this suite alone,
/// after the others: it holds the main actor on purpose, which would hold every other test on it too.
@MainActor
struct PhotoPictureTests {
    /// After a resize (a new area) the picture shown is the new area's, even when the old area's fetch ends after
    /// the change: its result is superseded, and must not come back over the new one.
    @Test func aSupersededFetchNeverReplacesThePictureShown() async throws {
        let images = ImageStore(client: ImageStore.client(localFolder: ProjectPaths.catalog))
        let photo = try #require(try CatalogService(directory: ProjectPaths.catalog).lookup(id: "coco-78499"))
        let small = PhotoPicture.Area(width: 300, height: 200, pixelAspect: 1)
        let large = PhotoPicture.Area(width: 600, height: 400, pixelAspect: 1)
        let url = try #require(PhotoPicture.url(of: photo, covering: large.width, large.height))
        // The large one is in memory already (seen before the resize).
        _ = try await images.image(url, fitting: large.width, large.height)
        let picture = PhotoPicture(images: images) { _ in }
        picture.show(photo, in: small)
        // Its fetch starts (off the main actor once begun)…
        for _ in 0..<10 { await Task.yield() }
        // …and ends while the main actor is busy (held here, without a suspension), so its
        // result waits to be delivered…
        let smallURL = try #require(PhotoPicture.url(of: photo, covering: small.width, small.height))
        let deadline = ContinuousClock.now + .seconds(30)
        while images.cached(smallURL, fitting: small.width, small.height) == nil, ContinuousClock.now < deadline { usleep(1000) }
        // …and the area changes back to the large one meanwhile: shown at once, from memory.
        picture.show(photo, in: large)
        let shown = try #require(picture.state.image)
        #expect(shown.width == 600 || shown.height == 400)
        // The small fetch's result is delivered now; the large picture stays.
        for _ in 0..<100 { await Task.yield() }
        #expect(picture.state.image == shown)
    }
}
