import Clocks
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

/// The next screen's thumbnails wait for those on screen: over HTTP/1.1 a host takes six fetches at a time, and
/// fetches for the next screen started alongside kept a row on screen waiting a round trip.
@MainActor
struct UpcomingThumbnailTests {
    @Test func theNextScreensThumbnailsAreFetchedOnceThoseOnScreenAreIn() async throws {
        try await serially {
            let first = try await InMemoryPhotoService(total: 40).search(SearchQuery(text: "x", perPage: 100))
            let services = RecordingServices(photos: InMemoryPhotoService(total: 40))
            let onScreen = Set((1...40).compactMap { InMemoryPhotoService.photo($0).thumbnail(covering: 8)?.url })
            let images = InMemoryImages(holding: onScreen)
            services.images = images
            let viewModel = SearchResultsViewModel(firstPage: first, services: services, clock: TestClock())
            viewModel.viewportChanged(columns: 80, lines: 12, cell: .halfBlock)
            // The fetches for the rows on screen are held: every task that can run, run (one executor, in order).
            for _ in 0..<100 { await Task.yield() }
            let visible = images.fetches
            #expect(!visible.isEmpty)
            #expect(visible.allSatisfy { $0.hasSuffix(":visible") }, "only the rows on screen: \(visible)")
            images.release()
            await workFinished()
            let ahead = images.fetches.dropFirst(visible.count)
            #expect(!ahead.isEmpty && ahead.allSatisfy { $0.hasSuffix(":upcoming") }, "then the next screen's: \(Array(ahead))")
        }
    }
}
