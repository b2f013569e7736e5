import Foundation
import Model
import Testing
@testable import ViewModels

/// The tags list: moving, searching a tag, and back.
@MainActor
struct PhotoTagsViewModelTests {
    @Test func searchesTheSelectedTag() async throws {
        try await serially {
            let service = InMemoryPhotoService(total: 12)
            let services = RecordingServices(photos: service)
            services.settings.searchDefaults = SearchDefaults(perPage: 50, sort: .datePostedDescending, safeSearch: .moderate)
            var photo = InMemoryPhotoService.photo(1)
            photo.tags = ["red", " ", "bus\u{1b}[2J", "london"]
            let viewModel = PhotoTagsViewModel(photo: photo, services: services, clock: ContinuousClock())
            #expect(viewModel.tags == ["red", "bus", "london"], "blank tags go, escapes are stripped")
            let selection = OutputRecorder { viewModel.selectedIndex }
            let tones = OutputRecorder { viewModel.statusLine.tone }
            viewModel.moveUp()
            viewModel.moveDown()
            viewModel.moveDown()
            viewModel.moveDown()
            #expect(selection.values == [0, 1, 2], "Up at the top and Down at the bottom change nothing")
            viewModel.tagActivated()
            #expect(viewModel.statusLine.text.hasPrefix("Searching “london”"))
            await workFinished()
            #expect(tones.values == [.hint, .progress, .hint])
            #expect(service.calls == ["search:london:1:sort=date-posted-desc"])
            let results = try #require(services.top(as: SearchResultsViewModel.self))
            #expect(results.title == "“london” — 12 photos · newest")
            #expect((results.lastPage.query.perPage, results.lastPage.query.safeSearch) == (50, .moderate), "the configured page size and safety")
            viewModel.backPressed()
            #expect(services.popCount == 1)
        }
    }

    @Test func saysWhenThereAreNone() {
        var photo = InMemoryPhotoService.photo(1)
        photo.tags = []
        let viewModel = PhotoTagsViewModel(photo: photo, services: RecordingServices(photos: InMemoryPhotoService(total: 1)), clock: ContinuousClock())
        #expect(viewModel.emptyMessage == "This photo has no tags.")
        #expect(viewModel.selectedIndex == nil)
        viewModel.tagActivated()
        viewModel.moveDown()
        #expect(viewModel.selectedIndex == nil)
    }
}
