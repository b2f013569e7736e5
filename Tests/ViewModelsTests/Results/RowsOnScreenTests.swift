import Clocks
import Model
import Testing
@testable import ViewModels

/// The next screen's thumbnails wait for those on screen: over HTTP/1.1 a host takes six fetches at a time, and
/// fetches for the next screen started alongside kept a row on screen waiting a round trip.
@MainActor
struct RowsOnScreenTests {
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
