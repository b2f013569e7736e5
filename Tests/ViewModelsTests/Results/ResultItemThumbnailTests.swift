import Foundation
import Model
import TestSupport
import Testing
@testable import ViewModels

/// Rows fetch their thumbnails while on screen, from the real catalog files through libcurl.
@MainActor
struct ResultItemThumbnailTests {
    private func photo(_ id: String) throws -> Photo {
        try #require(try CatalogService(directory: ProjectPaths.catalog).lookup(id: id))
    }

    @Test func fetchesTheThumbnailOnceVisible() async throws {
        let services = RecordingServices(photos: InMemoryPhotoService(total: 1))
        services.images = ImageStore(client: ImageStore.client(localFolder: ProjectPaths.catalog))
        let row = ResultItemViewModel(photo: try photo("coco-159269"), services: services, clock: ContinuousClock())
        let states = OutputRecorder { row.thumbnail }
        #expect(row.thumbnail == .loading)
        row.visibilityChanged(true)
        try await waitUntil { row.thumbnail != .loading }
        guard case .loaded(let image) = row.thumbnail else { Issue.record("got \(row.thumbnail)"); return }
        #expect(image.width == 8)
        #expect(image.height == 8)
        #expect(states.values.count == 2)
        let again = ResultItemViewModel(photo: try photo("coco-159269"), services: services, clock: ContinuousClock())
        #expect(again.thumbnail == row.thumbnail, "a row for a photo already seen starts with its thumbnail")
    }

    @Test func fetchesTheNextScreenAhead() async throws {
        let services = RecordingServices(photos: InMemoryPhotoService(total: 1))
        services.images = ImageStore(client: ImageStore.client(localFolder: ProjectPaths.catalog))
        let row = ResultItemViewModel(photo: try photo("coco-78499"), services: services, clock: ContinuousClock())
        row.upcomingChanged(true)
        try await waitUntil { row.thumbnail != .loading }
        #expect(row.thumbnail.image != nil, "ready before the row comes on screen (it is \(row.thumbnail))")
        #expect(!row.isVisible)
    }

    @Test func aBrokenImageCostsOnlyItsTile() async throws {
        let services = RecordingServices(photos: InMemoryPhotoService(total: 1))
        services.images = ImageStore(client: ImageStore.client(localFolder: ProjectPaths.catalog))
        var broken = try photo("coco-159269")
        broken.sizes = [PhotoSize(suffix: "q", width: 150, height: 150, source: ProjectPaths.catalog.appendingPathComponent("photos.jsonl").absoluteString)]
        let row = ResultItemViewModel(photo: broken, services: services, clock: ContinuousClock())
        row.visibilityChanged(true)
        try await waitUntil { row.thumbnail != .loading }
        #expect(row.thumbnail == .failed)
        #expect(row.title == broken.displayTitle)
    }

    @Test func showsNoThumbnailWithImagesOff() throws {
        let services = RecordingServices(photos: InMemoryPhotoService(total: 1))
        let row = ResultItemViewModel(photo: try photo("coco-159269"), services: services, clock: ContinuousClock())
        row.visibilityChanged(true)
        #expect(row.thumbnail == .unavailable)
    }
}
