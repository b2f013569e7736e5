import Foundation
import Model
import Testing
@testable import ViewModels

/// The comments: loaded once, HTML stripped, authors and dates.
@MainActor
struct PhotoCommentsViewModelTests {
    @Test func loadsTheCommentsAsPlainText() async throws {
        await serially {
            let service = InMemoryPhotoService(total: 1)
            let viewModel = PhotoCommentsViewModel(photo: InMemoryPhotoService.photo(5), services: RecordingServices(photos: service), clock: ContinuousClock())
            let loading = OutputRecorder { viewModel.isLoading }
            let tones = OutputRecorder { viewModel.statusLine.tone }
            let counts = OutputRecorder { viewModel.comments.count }
            viewModel.viewDidAppear()
            await workFinished()
            #expect(loading.values == [false, true, false])
            #expect(tones.values == [.hint, .progress, .hint])
            #expect(counts.values == [0, 2])
            #expect(viewModel.comments == [
                CommentLines(heading: "Ann · 2020-09-13", text: "Lovely & sharp"),
                CommentLines(heading: "Bo", text: "Where is this?"),
            ])
            #expect(viewModel.emptyMessage == nil)
            viewModel.viewDidAppear()
            #expect(service.calls == ["comments:p5"], "loaded once")
        }
    }
}
