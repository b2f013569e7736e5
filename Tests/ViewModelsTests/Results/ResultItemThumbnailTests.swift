import Foundation
import Model
import Testing
@testable import ViewModels

/// Rows fetch their thumbnails while on screen (at once) or on the next screen (less urgently), from pictures in memory.
@MainActor
struct ResultItemThumbnailTests {
    private func photo(_ index: Int) -> Photo { InMemoryPhotoService.photo(index) }

    @Test func fetchesTheThumbnailOnceVisible() async throws {
        await serially {
            let services = RecordingServices(photos: InMemoryPhotoService(total: 1))
            let images = InMemoryImages()
            services.images = images
            let row = ResultItemViewModel(photo: photo(1), services: services)
            let states = OutputRecorder { row.thumbnail }
            #expect(row.thumbnail == .loading)
            row.visibilityChanged(true)
            await workFinished()
            guard case .loaded(let image) = row.thumbnail else { Issue.record("got \(row.thumbnail)"); return }
            #expect(image.width == 8)
            #expect(image.height == 8)
            #expect(states.values.count == 2)
            #expect(images.fetches == ["1_q.jpg:8x8:visible"])
            let again = ResultItemViewModel(photo: photo(1), services: services)
            #expect(again.thumbnail == row.thumbnail, "a row for a photo already seen starts with its thumbnail")
        }
    }

    @Test func fetchesTheNextScreenAhead() async throws {
        await serially {
            let services = RecordingServices(photos: InMemoryPhotoService(total: 1))
            let images = InMemoryImages()
            services.images = images
            let row = ResultItemViewModel(photo: photo(2), services: services)
            row.upcomingChanged(true)
            await workFinished()
            #expect(row.thumbnail.image != nil, "ready before the row comes on screen (it is \(row.thumbnail))")
            #expect(!row.isVisible)
            #expect(images.fetches == ["2_q.jpg:8x8:upcoming"])
        }
    }

    @Test func aBrokenImageCostsOnlyItsTile() async throws {
        try await serially {
            let services = RecordingServices(photos: InMemoryPhotoService(total: 1))
            let broken = photo(3)
            services.images = InMemoryImages(broken: [try #require(broken.sizes.first?.url)])
            let row = ResultItemViewModel(photo: broken, services: services)
            row.visibilityChanged(true)
            await workFinished()
            #expect(row.thumbnail == .failed)
            #expect(row.title == broken.displayTitle)
        }
    }

    @Test func showsNoThumbnailWithImagesOff() throws {
        let services = RecordingServices(photos: InMemoryPhotoService(total: 1))
        let row = ResultItemViewModel(photo: photo(1), services: services)
        row.visibilityChanged(true)
        #expect(row.thumbnail == .unavailable)
    }
}
