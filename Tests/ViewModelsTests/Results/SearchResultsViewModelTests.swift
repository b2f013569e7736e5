import Foundation
import Clocks
import Model
import Testing
@testable import ViewModels

@MainActor
struct SearchResultsViewModelTests {
    let clock = TestClock()

    private func make(total: Int, perPage: Int = 100, latency: Duration = .seconds(1), fetchesCounts: Bool = true)
        async throws -> (SearchResultsViewModel, RecordingServices, InMemoryPhotoService) {
        let service = InMemoryPhotoService(total: total, clock: clock, latency: latency, fetchesCounts: fetchesCounts)
        let first = try await InMemoryPhotoService(total: total).search(SearchQuery(text: "x", perPage: perPage))
        let services = RecordingServices(photos: service)
        return (SearchResultsViewModel(firstPage: first, services: services, clock: clock), services, service)
    }

    /// Moves to the end and lets every page load, until nothing more comes.
    private func loadEverything(_ viewModel: SearchResultsViewModel) async {
        for _ in 0..<100 {
            viewModel.end()
            await clock.advance(by: .seconds(1))
            if !viewModel.hasMore { break }
        }
    }

    @Test func movesTheSelectionWithinBounds() async throws {
        let (viewModel, _, _) = try await make(total: 8)
        var history: [Int?] = [viewModel.selectedIndex]
        viewModel.moveUp(); history.append(viewModel.selectedIndex)
        viewModel.moveDown(); history.append(viewModel.selectedIndex)
        viewModel.viewportChanged(columns: 80, lines: 12, cell: .halfBlock)
        viewModel.pageDown(); history.append(viewModel.selectedIndex)
        viewModel.pageDown(); history.append(viewModel.selectedIndex)
        viewModel.moveDown(); history.append(viewModel.selectedIndex)
        viewModel.viewportChanged(columns: 80, lines: 8, cell: .halfBlock)
        viewModel.pageUp(); history.append(viewModel.selectedIndex)
        viewModel.home(); history.append(viewModel.selectedIndex)
        viewModel.end(); history.append(viewModel.selectedIndex)
        #expect(history == [0, 0, 1, 6, 7, 7, 4, 0, 7])
    }

    @Test func scrollsAsLittleAsKeepsTheSelectionInView() async throws {
        let (viewModel, _, _) = try await make(total: 8)
        let first = OutputRecorder { viewModel.firstVisibleIndex }
        viewModel.viewportChanged(columns: 80, lines: 8, cell: .halfBlock)
        for _ in 0..<5 { viewModel.moveDown() }
        viewModel.moveUp()
        viewModel.moveUp()
        viewModel.moveUp()
        viewModel.end()
        viewModel.viewportChanged(columns: 80, lines: 14, cell: .halfBlock)
        #expect(first.values == [0, 1, 2, 3, 2, 5, 2])
        #expect(viewModel.items.map(\.isVisible) == [false, false, true, true, true, true, true, true])
    }

    @Test func movesInTwoDimensionsOnTheContactSheet() async throws {
        let (viewModel, _, _) = try await make(total: 20)
        viewModel.layoutToggled()
        #expect(viewModel.layout == .grid)
        viewModel.viewportChanged(columns: 53, lines: 18, cell: .halfBlock)
        var history: [Int?] = []
        for move in [viewModel.moveRight, viewModel.moveDown, viewModel.moveDown, viewModel.moveLeft, viewModel.moveUp, viewModel.pageDown] {
            move()
            history.append(viewModel.selectedIndex)
        }
        #expect(history == [1, 5, 9, 8, 4, 12])
        #expect(viewModel.firstVisibleIndex == 8, "scrolled by whole rows of tiles")
        #expect(viewModel.items[8].isVisible)
        #expect(viewModel.items[15].isVisible)
        #expect(!viewModel.items[7].isVisible)
        viewModel.layoutToggled()
        viewModel.viewportChanged(columns: 53, lines: 8, cell: .halfBlock)
        #expect(viewModel.layout == .list)
        #expect(viewModel.selectedIndex == 12, "the selection survives the toggle")
        #expect(viewModel.firstVisibleIndex == 10)
    }

    @Test func hasNoSelectionWithoutRows() async throws {
        let (viewModel, services, _) = try await make(total: 0)
        viewModel.moveDown()
        viewModel.rowActivated()
        #expect(viewModel.selectedIndex == nil)
        #expect(viewModel.rowCount == 0)
        #expect(!viewModel.hasMore)
        #expect(services.pushCount == 0)
        #expect(viewModel.title == "“x” — 0 photos")
        #expect(viewModel.position == "")
        #expect(viewModel.emptyMessage == "No photos match. Press / to search again.")
    }

    @Test func opensTheSelectedPhotoAndGoesBack() async throws {
        let (viewModel, services, _) = try await make(total: 8)
        viewModel.moveDown()
        viewModel.moveDown()
        viewModel.rowActivated()
        #expect(services.top(as: PhotoDetailViewModel.self)?.photo.id == "p2")
        #expect(viewModel.position == "3 of 8")
        viewModel.backPressed()
        #expect(services.popCount == 1)
    }

    @Test func loadsTheNextPageOnceNearTheEnd() async throws {
        try await serially {
            let (viewModel, _, service) = try await make(total: 250)
            let loading = OutputRecorder { viewModel.isLoadingMore }
            viewModel.viewportChanged(columns: 80, lines: 42, cell: .halfBlock)
            viewModel.pageDown()
            #expect(!viewModel.isLoadingMore, "more than a screen from the end nothing loads")
            viewModel.viewportChanged(columns: 80, lines: 82, cell: .halfBlock)
            viewModel.pageDown()
            #expect(viewModel.firstVisibleIndex + 40 < 100, "the last loaded row is not on screen yet")
            #expect(viewModel.isLoadingMore, "loading as soon as the screen comes within a screen of the end")
            viewModel.moveDown()
            // G, then Esc: the walk to the end stopped at once, on the last row loaded.
            viewModel.end()
            viewModel.backPressed()
            viewModel.viewportChanged(columns: 80, lines: 42, cell: .halfBlock)
            await clock.advance(by: .seconds(1))
            #expect(service.calls.filter { $0.hasPrefix("search") } == ["search:x:2"], "no duplicate loads while one is running")
            #expect(viewModel.rowCount == 200)
            #expect(viewModel.rows(in: 195..<205).map { $0.outputs.title } == (195..<200).map { "Photo \($0)" }, "the rows there are of a range")
            #expect(viewModel.hasMore)
            #expect(loading.values == [false, true, false])
        }
    }

    /// 500 Down pressed at once, faster than pages load: the selection waits at the last loaded row and goes
    /// on as pages arrive, ending where the keys said.
    @Test func remembersMovesPastTheLoadedRows() async throws {
        try await serially {
            let (viewModel, _, _) = try await make(total: 5000)
            viewModel.viewportChanged(columns: 80, lines: 22, cell: .halfBlock)
            for _ in 0..<500 { viewModel.moveDown() }
            #expect(viewModel.selectedIndex == 99, "waiting at the last loaded row")
            for _ in 0..<6 { await clock.advance(by: .seconds(1)) }
            #expect(viewModel.selectedIndex == 500)
            for _ in 0..<3 { viewModel.pageDown() }
            for _ in 0..<2 { await clock.advance(by: .seconds(1)) }
            #expect(viewModel.selectedIndex == 530)
            viewModel.moveUp()
            #expect(viewModel.selectedIndex == 529)
        }
    }

    @Test func stopsAfterAShortLastPage() async throws {
        try await serially {
            let (viewModel, _, service) = try await make(total: 250)
            await loadEverything(viewModel)
            #expect(viewModel.rowCount == 250)
            #expect(!viewModel.hasMore)
            viewModel.end()
            #expect(viewModel.position == "250 of 250")
            #expect(service.calls == ["search:x:2", "search:x:3"])
        }
    }

    @Test func stopsWhenTheTotalDividesIntoPages() async throws {
        try await serially {
            let (viewModel, _, service) = try await make(total: 200)
            await loadEverything(viewModel)
            viewModel.end()
            await clock.advance(by: .seconds(1))
            #expect(viewModel.rowCount == 200)
            #expect(!viewModel.hasMore)
            #expect(service.calls == ["search:x:2"])
        }
    }

    @Test func stopsAtTheResultCap() async throws {
        try await serially {
            let (viewModel, _, service) = try await make(total: 1_000_000, perPage: 500)
            await loadEverything(viewModel)
            #expect(viewModel.rowCount == 4000)
            #expect(!viewModel.hasMore)
            #expect(service.calls.count == 7)
            #expect(viewModel.title == "“x” — 1000000 photos, the first 4000 shown (the source's limit)")
            viewModel.viewportChanged(columns: 80, lines: 12, cell: .halfBlock)
            viewModel.end()
            #expect(viewModel.position == "4000 of 4000")
            #expect(viewModel.listStatus == StatusLine("End of the list: 4000 photos", tone: .hint))
        }
    }

    @Test func saysTheListEndsOnlyWhereItsLastRowIsOnScreen() async throws {
        try await serially {
            let (viewModel, _, _) = try await make(total: 8)
            #expect(!viewModel.hasMore)
            #expect(viewModel.listStatus == nil, "nothing is on screen yet")
            viewModel.viewportChanged(columns: 80, lines: 12, cell: .halfBlock)
            #expect(viewModel.viewport.visible.upperBound < 8)
            #expect(viewModel.listStatus == nil, "rows are still below the screen")
            viewModel.end()
            #expect(viewModel.listStatus == StatusLine("End of the list: 8 photos", tone: .hint))
            viewModel.home()
            #expect(viewModel.listStatus == nil)
            viewModel.viewportChanged(columns: 80, lines: 60, cell: .halfBlock)
            #expect(viewModel.listStatus == StatusLine("End of the list: 8 photos", tone: .hint), "all eight fit")
        }
    }

    @Test func keepsRowsWhenAPageFailsAndRetries() async throws {
        try await serially {
            let (viewModel, _, service) = try await make(total: 300)
            service.failNextSearch("server answered HTTP 503")
            viewModel.end()
            await clock.advance(by: .seconds(1))
            #expect(viewModel.rowCount == 100)
            #expect(viewModel.errorMessage == "Server answered HTTP 503")
            #expect(viewModel.listStatus == StatusLine("Server answered HTTP 503 — move down to retry", tone: .error))
            #expect(viewModel.hasMore)
            viewModel.moveDown()
            #expect(viewModel.errorMessage == nil)
            await clock.advance(by: .seconds(1))
            #expect(viewModel.rowCount == 200)
            #expect(viewModel.selectedIndex == 100, "the Down that retried is not lost: it applies once the page is in")
            #expect(service.calls == ["search:x:2", "search:x:2"])
        }
    }

    /// G goes to the real last result: the pages between load in turn, the status says how far, and the selection
    /// ends on the last row; Esc on the way stops there.
    @Test func endReachesTheRealLastResult() async throws {
        try await serially {
            let (viewModel, services, _) = try await make(total: 350)
            viewModel.end()
            #expect(viewModel.listStatus?.text.hasPrefix("Going to the last of 350: 100 loaded") == true)
            for _ in 0..<3 { await clock.advance(by: .seconds(1)) }
            #expect(viewModel.rowCount == 350 && viewModel.selectedIndex == 349 && viewModel.position == "350 of 350")
            #expect(viewModel.listStatus?.text.hasPrefix("Going") != true)
            let (stopped, _, _) = try await make(total: 350)
            stopped.end()
            await clock.advance(by: .seconds(1))
            stopped.backPressed()
            #expect(services.popCount == 0, "Esc stops the walk, not the screen")
            for _ in 0..<3 { await clock.advance(by: .seconds(1)) }
            #expect(stopped.rowCount < 350)
        }
    }

    @Test func refreshReloadsTheFirstPage() async throws {
        try await serially {
            let (viewModel, _, service) = try await make(total: 300)
            viewModel.end()
            viewModel.backPressed()
            await clock.advance(by: .seconds(1))
            #expect(viewModel.rowCount == 200)
            viewModel.refresh()
            await clock.advance(by: .seconds(1))
            #expect(viewModel.rowCount == 100)
            #expect(viewModel.selectedIndex == 0)
            #expect(service.calls == ["search:x:2", "refresh:x:1", "search:x:1"], "asked of the source, not of a cache")
        }
    }

    @Test func fetchesCountsOfRowsThatStayVisible() async throws {
        try await serially {
            let (viewModel, _, service) = try await make(total: 50, latency: .zero)
            viewModel.viewportChanged(columns: 80, lines: 8, cell: .halfBlock)
            #expect(viewModel.items[2].isVisible)
            #expect(!viewModel.items[3].isVisible)
            await clock.advance(by: .milliseconds(299))
            #expect(service.calls.isEmpty)
            await clock.advance(by: .milliseconds(1))
            await workFinished()
            #expect(Set(service.calls) == ["info:p0", "faves:p0", "info:p1", "faves:p1", "info:p2", "faves:p2"])
            let row = viewModel.items[1]
            #expect(row.views == 100)
            #expect(row.comments == 2)
            #expect(row.faves == 7)
            #expect(row.countsText == "100 views  2 comments  7 faves")
        }
    }

    /// A source whose pages carry every count it has (the demo catalog) is never asked for more: rows that stay on
    /// screen wake no thread for it.
    @Test func neverAsksASourceWhosePagesCarryEveryCount() async throws {
        try await serially {
            let (viewModel, _, service) = try await make(total: 50, latency: .zero, fetchesCounts: false)
            viewModel.viewportChanged(columns: 80, lines: 8, cell: .halfBlock)
            #expect(viewModel.items[2].isVisible)
            await clock.advance(by: .seconds(1))
            await workFinished()
            #expect(service.calls.isEmpty)
            #expect(viewModel.items[1].countsText == "")
        }
    }

    @Test func cancelsCountsOfRowsThatLeaveAndNeverFetchesTwice() async throws {
        try await serially {
            let (viewModel, services, service) = try await make(total: 50, latency: .zero)
            viewModel.viewportChanged(columns: 80, lines: 6, cell: .halfBlock)
            await clock.advance(by: .milliseconds(200))
            for _ in 0..<11 { viewModel.moveDown() }
            await clock.advance(by: .milliseconds(200))
            viewModel.home()
            await clock.advance(by: .milliseconds(200))
            #expect(service.calls.isEmpty, "no row stayed 300 ms")
            await clock.advance(by: .milliseconds(100))
            await workFinished()
            #expect(service.calls.count == 4)
            for _ in 0..<21 { viewModel.moveDown() }
            viewModel.home()
            await clock.advance(by: .seconds(1))
            await workFinished()
            #expect(service.calls.count == 4, "counts already known are never fetched again")
            let again = ResultItemViewModel(photo: viewModel.items[0].photo, services: services)
            #expect(again.views == 100, "the session cache serves new rows for the same photo")
        }
    }

    @Test func describesRows() async throws {
        let (viewModel, _, _) = try await make(total: 3)
        let row = try #require(viewModel.rows(in: 2..<3).first).outputs
        #expect(row.title == "Photo 2")
        #expect(row.subtitle == "Owner 2 · Attribution License")
        #expect(row.thumbnailURL?.absoluteString == "https://img.test/2_q.jpg")
        #expect(row.views == nil)
        #expect(row.countsText == "", "unknown counts are left out, not shown as dashes")
    }

    @Test func replacesStaleRowsWithTheNetworksAnswer() async throws {
        try await serially {
            let service = InMemoryPhotoService(total: 30, clock: clock)
            var stale = try await service.search(SearchQuery(text: "x", perPage: 10))
            stale.origin = .cache(age: 700, stale: true)
            stale.photos.swapAt(0, 3)
            let services = RecordingServices(photos: service)
            let viewModel = SearchResultsViewModel(firstPage: stale, services: services, clock: clock)
            viewModel.viewportChanged(columns: 80, lines: 8, cell: .halfBlock)
            viewModel.moveDown()
            #expect(viewModel.originLabel == "cached 11 min ago")
            #expect(viewModel.items[0].photo.id == "p3")
            await clock.advance(by: .milliseconds(300))
            await workFinished()
            #expect(service.calls.filter { !$0.hasPrefix("info") && !$0.hasPrefix("faves") } == ["search:x:1", "revalidate:x:1"])
            #expect(viewModel.originLabel == nil, "fresh from the network")
            #expect(viewModel.items.map(\.photo.id).prefix(4) == ["p0", "p1", "p2", "p3"])
            #expect(viewModel.items[viewModel.selectedIndex ?? 0].photo.id == "p1", "the selection stays on its photo")
        }
    }

    /// A revalidation begun for the old rows never writes over a newer search's: `s`, `L` or `r` pressed while the
    /// network is still being asked again for a stale page.
    @Test func aStaleRevalidationNeverReplacesANewerSearch() async throws {
        try await serially {
            let service = InMemoryPhotoService(total: 30, clock: clock, latency: .seconds(1), revalidationLatency: .seconds(5))
            var stale = try await InMemoryPhotoService(total: 30).search(SearchQuery(text: "x", perPage: 10))
            stale.origin = .cache(age: 700, stale: true)
            stale.photos.swapAt(0, 3)
            let viewModel = SearchResultsViewModel(firstPage: stale, services: RecordingServices(photos: service), clock: clock)
            let titles = OutputRecorder { viewModel.title }
            let origins = OutputRecorder { viewModel.originLabel }
            viewModel.sortCycled()
            await clock.advance(by: .seconds(1))
            await clock.advance(by: .seconds(5))
            await workFinished()
            #expect(service.calls == ["revalidate:x:1", "search:x:1:sort=date-posted-desc"])
            #expect(titles.values == ["“x” — 30 photos", "“x” — 30 photos · newest"])
            #expect(origins.values == ["cached 11 min ago", nil])
            #expect(viewModel.items.map(\.photo.id).prefix(4) == ["p0", "p1", "p2", "p3"])
        }
    }

    @Test func marksRowsOfflineWhenTheNetworkIsGone() async throws {
        try await serially {
            let service = InMemoryPhotoService(total: 30, clock: clock)
            service.answerRevalidationsOffline()
            var stale = try await service.search(SearchQuery(text: "x", perPage: 10))
            stale.origin = .cache(age: 7200, stale: true)
            let viewModel = SearchResultsViewModel(firstPage: stale, services: RecordingServices(photos: service), clock: clock)
            await workFinished()
            #expect(viewModel.originLabel == "offline · cached 2 h ago")
            #expect(viewModel.rowCount == 10, "the rows stay")
        }
    }

    @Test func searchesAgainInAnotherOrderOrWithOtherLicences() async throws {
        try await serially {
            let (viewModel, _, service) = try await make(total: 250, latency: .seconds(1))
            viewModel.viewportChanged(columns: 80, lines: 22, cell: .halfBlock)
            viewModel.sortCycled()
            await clock.advance(by: .seconds(1))
            let searches = { service.calls.filter { $0.hasPrefix("search") } }
            #expect(searches() == ["search:x:1:sort=date-posted-desc"])
            #expect(viewModel.title == "“x” — 250 photos · newest")
            viewModel.licenseFilterCycled()
            await clock.advance(by: .seconds(1))
            #expect(searches().last == "search:x:1:sort=date-posted-desc:license=1,2,3,4,5,6,9")
            #expect(viewModel.title == "“x” — 250 photos · newest · Creative Commons")
            #expect(viewModel.selectedIndex == 0)
            #expect(viewModel.rowCount == 100, "the rows of the new search only")
        }
    }

    /// `o`, `y` and `d` act on the selected photo, as on its own screen; Esc during a download cancels it.
    @Test func opensCopiesAndDownloadsTheSelectedPhoto() async throws {
        await serially {
            let photos = (0..<3).map(InMemoryPhotoService.photo)
            let page = PhotoPage(query: SearchQuery(text: "x"), page: 1, pages: 1, perPage: 3, total: 3, photos: photos)
            let services = RecordingServices(photos: InMemoryPhotoService(total: 3))
            let downloads = InMemoryDownloads(ending: .saved(.init(name: "Photo 1 (p1).jpg", bytes: 2048)))
            services.downloads = downloads
            let viewModel = SearchResultsViewModel(firstPage: page, services: services, clock: clock)
            viewModel.moveDown()
            viewModel.openInBrowserPressed()
            #expect(services.recordingBrowser.opened == [URL(string: "https://www.flickr.com/photos/test/1/")!])
            #expect(viewModel.statusLine == StatusLine("Opening https://www.flickr.com/photos/test/1/ in the browser", tone: .notice))
            viewModel.noticeDismissed()
            viewModel.copyLinkPressed()
            #expect(services.recordingClipboard.copied == ["https://www.flickr.com/photos/test/1/"])
            viewModel.downloadPressed()
            #expect(viewModel.statusLine.tone == .progress)
            await workFinished()
            #expect(viewModel.statusLine.text == "Saved in /home/u/Pictures: Photo 1 (p1).jpg (2 KiB), its credit and licence beside it")
            #expect(downloads.requests == ["b:p1:4"], "the largest size, with the photo's licence")
            viewModel.noticeDismissed()
            #expect(viewModel.statusLine.tone == .hint)
            viewModel.backPressed()
            #expect(services.popCount == 1)
        }
    }

    /// The hints are the keys in force (the bindings of the session, read when the results come): a key the config
    /// gives an action shows, an action left without one does not.
    @Test func hintsShowTheKeysInForce() async throws {
        let (viewModel, services, _) = try await make(total: 3)
        #expect(viewModel.statusLine.text == "↑↓ move  Enter open  f full  v grid  s sort  L licence  d save  ? help  q back")
        services.settings.keys = try KeyBindings([.moveUp: [.character("w")], .moveDown: [.character("n")], .download: [], .back: [.escape]])
        let configured = SearchResultsViewModel(firstPage: viewModel.lastPage, services: services, clock: clock)
        #expect(configured.statusLine.text == "wn move  Enter open  f full  v grid  s sort  L licence  ? help  Esc back")
        configured.layoutToggled()
        #expect(configured.statusLine.text.contains("v list"))
    }

    /// A click selects the result drawn there (its row's second line too); a click on the selected one opens it;
    /// a click on the title bar, below the last result or in the gap between tiles does nothing.
    @Test func aClickSelectsAndASecondOpens() async throws {
        let (viewModel, services, _) = try await make(total: 8)
        viewModel.viewportChanged(columns: 80, lines: 12, cell: .halfBlock)
        viewModel.moveDown()
        let selections = OutputRecorder { viewModel.selectedIndex }
        viewModel.clicked(line: 8, column: 30)
        viewModel.clicked(line: 0, column: 30)
        viewModel.clicked(line: 11, column: 30)
        #expect(selections.values == [1, 3])
        #expect(services.pushCount == 0)
        viewModel.clicked(line: 7, column: 2)
        #expect(services.top(as: PhotoDetailViewModel.self)?.photo.id == viewModel.items[3].photo.id)
        // On the contact sheet (tiles 12 columns wide and a gap, 8 lines tall): the second tile of the second row.
        viewModel.layoutToggled()
        viewModel.viewportChanged(columns: 53, lines: 18, cell: .halfBlock)
        viewModel.clicked(line: 12, column: 12)
        viewModel.clicked(line: 12, column: 14)
        #expect(selections.values == [1, 3, 5])
    }
}

