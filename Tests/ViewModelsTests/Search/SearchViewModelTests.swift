import Clocks
import Model
import Testing
@testable import ViewModels

@MainActor
struct SearchViewModelTests {
    let clock = TestClock()

    private func make(latency: Duration = .seconds(1)) -> (SearchViewModel, RecordingServices, InMemoryPhotoService) {
        let service = InMemoryPhotoService(total: 250, clock: clock, latency: latency)
        let services = RecordingServices(photos: service)
        return (SearchViewModel(services: services, clock: clock), services, service)
    }

    @Test func enablesSearchOnlyForSearchableText() {
        let (viewModel, _, _) = make()
        var history: [Bool] = [viewModel.isSearchEnabled]
        for text in [" ", "-dog", "!! ?", "-cat dog", "東京", ""] {
            viewModel.searchTextChanged(text)
            history.append(viewModel.isSearchEnabled)
        }
        #expect(history == [false, false, false, false, true, true, false])
        #expect(viewModel.searchText == "")
    }

    @Test func pushesResultsOnSuccess() async {
        await serially {
            let (viewModel, services, _) = make()
            let searching = OutputRecorder { viewModel.isSearching }
            viewModel.searchTextChanged("horses")
            viewModel.searchSubmitted()
            #expect(!viewModel.isSearchEnabled, "not while the same text is being searched")
            await clock.advance(by: .seconds(1))
            #expect(searching.values == [false, true, false])
            #expect(viewModel.errorMessage == nil)
            let results = services.top(as: SearchResultsViewModel.self)
            #expect(results?.rowCount == 100)
            #expect(results?.title == "“horses” — 250 photos")
        }
    }

    @Test func showsTheSpinnerOnlyAfter300Milliseconds() async {
        await serially {
            let (viewModel, _, _) = make()
            viewModel.searchTextChanged("horses")
            viewModel.searchSubmitted()
            var history: [Bool] = []
            history.append(viewModel.isSpinnerVisible)
            await clock.advance(by: .milliseconds(299))
            history.append(viewModel.isSpinnerVisible)
            await clock.advance(by: .milliseconds(1))
            history.append(viewModel.isSpinnerVisible)
            await clock.advance(by: .seconds(1))
            history.append(viewModel.isSpinnerVisible)
            #expect(history == [false, false, true, false])
        }
    }

    @Test func showsProgressThenTheFailureAtTheFoot() async {
        await serially {
            let (viewModel, _, service) = make()
            let status = OutputRecorder { viewModel.statusLine.tone }
            service.failNextSearch("server answered HTTP 500")
            viewModel.searchTextChanged("horses")
            viewModel.searchSubmitted()
            await clock.advance(by: .seconds(1))
            #expect(status.values == [.hint, .progress, .error])
            #expect(viewModel.statusLine.text == "Server answered HTTP 500")
        }
    }

    @Test func editsTheFieldThroughInputs() {
        let (viewModel, _, _) = make()
        let texts = OutputRecorder { viewModel.searchText }
        for edit: SearchFieldEdit in [.insert("red bus"), .deleteWordBackward, .insert("car"), .moveToStart, .deleteForward] {
            viewModel.searchFieldEdited(edit)
        }
        #expect(texts.values == ["", "red bus", "red ", "red car", "ed car"])
        #expect(viewModel.field.cursor == 0)
    }

    /// Esc in a field with text clears it (nothing typed is lost to a quit); on an empty field it goes back, or quits
    /// from the first screen, and the footer says which.
    @Test func escapeClearsTheTextBeforeItGoesBack() {
        let (viewModel, services, _) = make()
        viewModel.searchTextChanged("hors")
        #expect(viewModel.statusLine.text.contains("Esc clears"))
        viewModel.escapePressed()
        #expect(viewModel.searchText.isEmpty && services.popCount == 0)
        #expect(viewModel.statusLine.text.contains(services.canGoBack ? "Esc back" : "Esc quits"))
        viewModel.escapePressed()
        #expect(services.popCount == 1)
    }

    /// ↓ on an empty field takes the suggestions in turn (bracketed in their line), ↑ goes back, an edit lets go;
    /// Enter on the empty field says what to type.
    @Test func takesSuggestionsWithDownAndSaysWhatToTypeOnEnter() async {
        let service = InMemoryPhotoService(total: 10, clock: clock, suggestions: ["kitchen", "pizza"])
        let viewModel = SearchViewModel(services: RecordingServices(photos: service), clock: clock)
        for _ in 0..<20 where viewModel.suggestionLine == nil { await Task.yield() }
        #expect(viewModel.suggestionLine == "Try (↓): kitchen · pizza")
        viewModel.searchSubmitted()
        #expect(viewModel.statusLine.text == "Type words to search for, or ↓ for a suggestion")
        viewModel.historyNewerRequested()
        #expect(viewModel.searchText == "kitchen" && viewModel.suggestionLine == "Try (↓): [kitchen] · pizza")
        viewModel.historyNewerRequested()
        #expect(viewModel.searchText == "pizza")
        viewModel.historyOlderRequested()
        #expect(viewModel.searchText == "kitchen")
        viewModel.searchFieldEdited(.insert("s"))
        #expect(viewModel.searchText == "kitchens" && viewModel.suggestionLine == nil)
    }

    @Test func escapeWithNoSearchGoesBack() {
        let (viewModel, services, _) = make()
        viewModel.escapePressed()
        #expect(services.popCount == 1)
        viewModel.newSearchRequested()
        #expect(services.top(as: SearchViewModel.self) !== viewModel)
        #expect(services.pushCount == 1)
    }

    @Test func quickSearchesNeverShowTheSpinner() async {
        await serially {
            let (viewModel, services, _) = make(latency: .milliseconds(200))
            viewModel.searchTextChanged("horses")
            viewModel.searchSubmitted()
            await clock.advance(by: .milliseconds(200))
            #expect(services.pushCount == 1)
            await clock.advance(by: .seconds(1))
            #expect(!viewModel.isSpinnerVisible)
        }
    }

    @Test func showsFailuresAndStaysUsable() async {
        await serially {
            let (viewModel, services, service) = make()
            service.failNextSearch("server answered HTTP 500")
            viewModel.searchTextChanged("horses")
            viewModel.searchSubmitted()
            await clock.advance(by: .seconds(1))
            #expect(viewModel.errorMessage == "Server answered HTTP 500")
            #expect(services.pushCount == 0)
            #expect(!viewModel.isSearching)
            #expect(viewModel.isSearchEnabled)
            viewModel.searchSubmitted()
            #expect(viewModel.errorMessage == nil, "a new attempt clears the old reason")
            await clock.advance(by: .seconds(1))
            #expect(services.pushCount == 1)
        }
    }

    @Test func aNewSubmitSupersedesTheOneInFlight() async {
        await serially {
            let (viewModel, services, service) = make()
            viewModel.searchTextChanged("horses")
            viewModel.searchSubmitted()
            await clock.advance(by: .milliseconds(500))
            viewModel.searchTextChanged("dogs")
            #expect(viewModel.isSearchEnabled, "different text may be submitted while searching")
            viewModel.searchSubmitted()
            await clock.advance(by: .seconds(2))
            #expect(services.pushCount == 1)
            #expect(services.top(as: SearchResultsViewModel.self)?.title.hasPrefix("“dogs”") == true)
            #expect(service.calls == ["search:horses:1", "search:dogs:1"])
        }
    }

    @Test func cancelStopsTheSearch() async {
        await serially {
            let (viewModel, services, _) = make()
            viewModel.searchTextChanged("horses")
            viewModel.searchSubmitted()
            await clock.advance(by: .milliseconds(400))
            #expect(viewModel.isSpinnerVisible)
            viewModel.escapePressed()
            #expect(!viewModel.isSearching)
            #expect(!viewModel.isSpinnerVisible)
            #expect(viewModel.errorMessage == nil)
            #expect(services.popCount == 0, "Esc while searching cancels, it does not go back")
            await clock.advance(by: .seconds(2))
            #expect(services.pushCount == 0)
            viewModel.searchSubmitted()
            await clock.advance(by: .seconds(1))
            #expect(services.pushCount == 1, "the next search works")
        }
    }

    @Test func searchesInTheChosenOrderAndLicences() async {
        await serially {
            let (viewModel, _, service) = make(latency: .zero)
            #expect(viewModel.filters == "Sort: relevance (Tab) · Licence: any licence (Shift-Tab)")
            viewModel.sortCycled()
            viewModel.licenseFilterCycled()
            #expect(viewModel.filters == "Sort: newest (Tab) · Licence: Creative Commons (Shift-Tab)")
            viewModel.searchTextChanged("horses")
            viewModel.searchSubmitted()
            await workFinished()
            #expect(service.calls == ["search:horses:1:sort=date-posted-desc:license=1,2,3,4,5,6,9"])
            for _ in 0..<3 { viewModel.licenseFilterCycled() }
            viewModel.sortCycled()
            viewModel.sortCycled()
            #expect(viewModel.filters == "Sort: relevance (Tab) · Licence: any licence (Shift-Tab)", "both cycles come round")
        }
    }

    /// A new search from any screen starts with the configured page size, order and licences, and its results
    /// with the configured layout.
    @Test func startsFromTheConfiguredDefaults() async {
        await serially {
            let service = InMemoryPhotoService(total: 50, clock: clock)
            let services = RecordingServices(photos: service)
            services.settings.searchDefaults = SearchDefaults(perPage: 7, sort: .interestingnessDescending, licenses: ["7", "8", "9", "10"])
            services.settings.startLayout = .grid
            let detail = PhotoDetailViewModel(photo: InMemoryPhotoService.photo(1), services: services, clock: clock)
            detail.newSearchRequested()
            guard let search = services.top(as: SearchViewModel.self) else {
                Issue.record("no new search was pushed")
                return
            }
            #expect(search.filters == "Sort: most interesting (Tab) · Licence: no known restrictions (Shift-Tab)")
            search.searchTextChanged("boats")
            search.searchSubmitted()
            await workFinished()
            #expect(service.calls == ["search:boats:1:sort=interestingness-desc:license=7,8,9,10"])
            let results = services.top(as: SearchResultsViewModel.self)
            #expect(results?.rowCount == 7)
            #expect(results?.layout == .grid)
        }
    }
}
