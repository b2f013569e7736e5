import Clocks
import Model
import Testing
@testable import ViewModels

@MainActor
struct CountsRoundsTests {
    let clock = TestClock()

    /// The photos whose counts were asked for (each row asks twice: its info and its favourites).
    private func fetched(_ service: InMemoryPhotoService) -> Set<String> {
        Set(service.calls.compactMap { $0.hasPrefix("info:") ? String($0.dropFirst(5)) : nil })
    }

    @Test func rowsThatCameWhileScrollingAreFetchedTogetherARoundLater() async throws {
        try await serially {
            let service = InMemoryPhotoService(total: 50, clock: clock)
            let first = try await InMemoryPhotoService(total: 50).search(SearchQuery(text: "x"))
            let viewModel = SearchResultsViewModel(firstPage: first, services: RecordingServices(photos: service), clock: clock)
            viewModel.viewportChanged(columns: 80, lines: 30, cell: .halfBlock)
            #expect(viewModel.items.map(\.isVisible).lastIndex(of: true) == 13)
            for _ in 0..<13 { viewModel.moveDown() }
            await clock.advance(by: .milliseconds(100))
            viewModel.moveDown()
            await clock.advance(by: .milliseconds(100))
            viewModel.moveDown()
            #expect(viewModel.firstVisibleIndex == 2, "two rows came on screen, p14 at 100 ms and p15 at 200 ms")
            await clock.advance(by: .milliseconds(99))
            #expect(service.calls.isEmpty)
            await clock.advance(by: .milliseconds(1))
            await workFinished()
            #expect(fetched(service) == Set((2...13).map { "p\($0)" }), "the rows on screen since the start; p0 and p1 left first")
            await clock.advance(by: .milliseconds(299))
            await workFinished()
            #expect(fetched(service).count == 12, "p14 and p15 are due at 400 and 500 ms, but a round is 300 ms after the last")
            await clock.advance(by: .milliseconds(1))
            await workFinished()
            #expect(fetched(service).isSuperset(of: ["p14", "p15"]))
            #expect(fetched(service).count == 14)
        }
    }

    @Test func aRoundWithNothingDueDoesNotDelayTheNext() async throws {
        try await serially {
            let service = InMemoryPhotoService(total: 50, clock: clock)
            let first = try await InMemoryPhotoService(total: 50).search(SearchQuery(text: "x"))
            let viewModel = SearchResultsViewModel(firstPage: first, services: RecordingServices(photos: service), clock: clock)
            viewModel.viewportChanged(columns: 80, lines: 8, cell: .halfBlock)
            await clock.advance(by: .milliseconds(200))
            viewModel.end()
            await clock.advance(by: .milliseconds(299))
            #expect(service.calls.isEmpty, "the first rows left before their round; the last ones came at 200 ms")
            await clock.advance(by: .milliseconds(1))
            await workFinished()
            #expect(fetched(service) == ["p47", "p48", "p49"])
        }
    }
}
