import Foundation
import Model
import Testing
@testable import ViewModels

/// The comments: loaded once, HTML stripped, authors and dates.
@MainActor
struct PhotoCommentsViewModelTests {
    @Test func loadsTheCommentsAsPlainText() async throws {
        let service = InMemoryPhotoService(total: 1)
        let viewModel = PhotoCommentsViewModel(photo: InMemoryPhotoService.photo(5), services: RecordingServices(photos: service), clock: ContinuousClock())
        viewModel.viewDidAppear()
        #expect(viewModel.isLoading)
        #expect(viewModel.statusLine.tone == .progress)
        let deadline = ContinuousClock.now + .seconds(10)
        while viewModel.isLoading, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(5)) }
        #expect(viewModel.comments == [
            CommentLines(heading: "Ann · 2020-09-13", text: "Lovely & sharp"),
            CommentLines(heading: "Bo", text: "Where is this?"),
        ])
        #expect(viewModel.emptyMessage == nil)
        viewModel.viewDidAppear()
        #expect(service.calls == ["comments:p5"], "loaded once")
    }
}
