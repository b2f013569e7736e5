import Foundation
import Model
import TestSupport
import Testing
@testable import ViewModels

/// The full-screen viewer, with the real catalog's files through libcurl.
@MainActor
struct PhotoViewerViewModelTests {
    private func photos(_ ids: [String]) throws -> [Photo] {
        let catalog = try CatalogService(directory: ProjectPaths.catalog)
        return try ids.map { try #require(try catalog.lookup(id: $0)) }
    }

    private func services() -> RecordingServices {
        let services = RecordingServices(photos: InMemoryPhotoService(total: 1))
        services.images = ImageStore(client: ImageStore.client(localFolder: ProjectPaths.catalog))
        return services
    }

    @Test func showsTheWholePhotoAtTheAreasSizeAndMovesThroughTheResults() async throws {
        let services = services()
        let results = try photos(["coco-159269", "coco-78499", "coco-107438"])
        let viewer = PhotoViewerViewModel(photos: results, index: 1, services: services, clock: ContinuousClock())
        #expect(viewer.position == "2 of 3")
        #expect(viewer.caption.hasPrefix(results[1].displayTitle))
        viewer.pictureAreaChanged(width: 900, height: 580, pixelAspect: 1)
        try await waitUntil { viewer.picture.image != nil }
        let shown = try #require(viewer.picture.image)
        // The whole photo in its own shape, as large as fits (the catalog's largest file, 640 wide, scaled up).
        let source = try #require(results[1].wholeSizes.last)
        let shape = Double(shown.width) / Double(shown.height) / (Double(source.width ?? 1) / Double(source.height ?? 1))
        #expect(abs(shape - 1) < 0.01)
        #expect(shown.width == 900 || shown.height == 580)
        // Its neighbours were fetched ahead at the same size: moving shows them at once.
        let next = try #require(PhotoPicture.url(of: results[2], covering: 900, 580))
        try await waitUntil { services.images?.cached(next, fitting: 900, 580, pixelAspect: 1) != nil }
        viewer.nextPressed()
        #expect(viewer.position == "3 of 3")
        #expect(viewer.picture.image == services.images?.cached(next, fitting: 900, 580, pixelAspect: 1), "shown without waiting")
        viewer.nextPressed()
        #expect(viewer.position == "3 of 3")
        #expect(viewer.notice?.text == "This is the last photo")
        viewer.noticeDismissed()
        viewer.previousPressed()
        viewer.previousPressed()
        #expect(viewer.position == "1 of 3")
        viewer.previousPressed()
        #expect(viewer.notice?.text == "This is the first photo")
    }

    @Test func opensFromTheResultsAndFromThePhotoPageAndGoesBack() async throws {
        let services = services()
        let results = try photos(["coco-159269", "coco-78499"])
        let detail = PhotoDetailViewModel(photo: results[1], neighbours: (results, 1), services: services, clock: ContinuousClock())
        services.push(detail)
        detail.fullScreenRequested()
        let viewer = try #require(services.top(as: PhotoViewerViewModel.self))
        #expect(viewer.position == "2 of 2")
        #expect(viewer.photo.id == "coco-78499")
        viewer.backPressed()
        #expect(services.top(as: PhotoDetailViewModel.self) === detail)
        // A photo opened alone has no neighbours to move to.
        let alone = PhotoViewerViewModel(photos: [results[0]], index: 0, services: services, clock: ContinuousClock())
        #expect(alone.position == "")
        alone.nextPressed()
        #expect(alone.photo.id == "coco-159269")
    }

    @Test func actsOnThePhotoShown() async throws {
        let services = services()
        let results = try photos(["coco-159269", "coco-78499"])
        let viewer = PhotoViewerViewModel(photos: results, index: 0, services: services, clock: ContinuousClock())
        viewer.nextPressed()
        viewer.copyLinkPressed()
        #expect(services.recordingClipboard.copied.last == results[1].pageURL?.absoluteString)
    }

    @Test func showsNothingWithImagesOff() {
        let services = RecordingServices(photos: InMemoryPhotoService(total: 1))
        let viewer = PhotoViewerViewModel(photos: [Photo(id: "1")], index: 0, services: services, clock: ContinuousClock())
        viewer.pictureAreaChanged(width: 100, height: 100, pixelAspect: 1)
        #expect(viewer.picture == .unavailable)
    }
}
