import Clocks
import Foundation
import Model
import Testing
@testable import ViewModels

/// Up, Down and Ctrl-R in the search field walk the real history (in memory), as shells do.
@MainActor
struct SearchHistoryBrowsingTests {
    private func make(_ searches: [String]) throws -> (SearchViewModel, SearchHistory) {
        let history = try SearchHistory.inMemory()
        for (index, text) in searches.enumerated() { history.record(text, at: Date(timeIntervalSince1970: Double(index))) }
        let services = RecordingServices(photos: InMemoryPhotoService(total: 10))
        services.history = history
        return (SearchViewModel(services: services, clock: TestClock()), history)
    }

    @Test func walksTheSearchesStartingWithWhatWasTyped() throws {
        let (viewModel, _) = try make(["red bus", "cats", "red barn", "dogs"])
        viewModel.searchFieldEdited(.insert("red"))
        var seen: [String] = []
        viewModel.historyOlderRequested(); seen.append(viewModel.searchText)
        #expect(viewModel.statusLine.text.hasPrefix("History 1 of 2"))
        viewModel.historyOlderRequested(); seen.append(viewModel.searchText)
        viewModel.historyOlderRequested(); seen.append(viewModel.searchText)
        #expect(viewModel.statusLine.text == "The oldest search that matches")
        viewModel.historyNewerRequested(); seen.append(viewModel.searchText)
        viewModel.historyNewerRequested(); seen.append(viewModel.searchText)
        #expect(seen == ["red barn", "red bus", "red bus", "red barn", "red"], "past the newest, the text typed comes back")
        #expect(viewModel.field.cursor == 3, "the cursor at the end")
    }

    @Test func anEditStartsAFreshWalk() throws {
        let (viewModel, _) = try make(["cats", "cars", "dogs"])
        viewModel.historyOlderRequested()
        #expect(viewModel.searchText == "dogs", "with nothing typed, every search matches")
        viewModel.searchFieldEdited(.deleteToStart)
        viewModel.searchFieldEdited(.insert("ca"))
        viewModel.historyOlderRequested()
        #expect(viewModel.searchText == "cars")
        viewModel.searchFieldEdited(.insert("x"))
        viewModel.historyOlderRequested()
        #expect(viewModel.searchText == "carsx")
        #expect(viewModel.statusLine.text == "No earlier search starts with “carsx”")
    }

    @Test func ctrlRFindsSearchesContainingTheText() throws {
        let (viewModel, _) = try make(["blue sky", "sky line", "red sky at night", "cats"])
        viewModel.searchFieldEdited(.insert("sky"))
        viewModel.historySearchRequested()
        #expect(viewModel.searchText == "red sky at night")
        viewModel.historySearchRequested()
        #expect(viewModel.searchText == "sky line")
        viewModel.historySearchRequested()
        #expect(viewModel.searchText == "blue sky")
    }

    /// While walking, a list under the field shows a few matches around the one in the field; an edit ends it.
    @Test func listsTheMatchesAroundTheOneInTheField() throws {
        let (viewModel, _) = try make((1...8).map { "cat \($0)" } + ["dog"])
        viewModel.searchFieldEdited(.insert("cat"))
        #expect(viewModel.historyChoices == nil)
        viewModel.historySearchRequested()
        #expect(viewModel.historyChoices?.entries == ["cat 8", "cat 7", "cat 6", "cat 5", "cat 4"])
        #expect(viewModel.historyChoices?.selected == 0)
        for _ in 0..<4 { viewModel.historySearchRequested() }
        #expect(viewModel.searchText == "cat 4")
        #expect(viewModel.historyChoices?.entries == ["cat 6", "cat 5", "cat 4", "cat 3", "cat 2"], "the one in the field stays in the middle")
        #expect(viewModel.historyChoices?.selected == 2)
        for _ in 0..<9 { viewModel.historySearchRequested() }
        #expect(viewModel.historyChoices?.entries.last == "cat 1")
        #expect(viewModel.historyChoices?.selected == 4, "at the oldest the window stops")
        #expect(viewModel.historyChoices?.total == 8)
        viewModel.searchFieldEdited(.insert("x"))
        #expect(viewModel.historyChoices == nil)
    }

    /// Back from a search's results with its text still in the field, Up goes on to the searches before it
    /// (not to others starting with it); Down brings it back, and below it an empty field, as in shells.
    @Test func walksOnFromTheSearchJustDone() throws {
        let (viewModel, _) = try make(["cats", "horse riding", "dogs", "horses"])
        viewModel.searchTextChanged("horses")
        viewModel.searchSubmitted()
        viewModel.viewDidAppear()
        viewModel.historyOlderRequested()
        #expect(viewModel.searchText == "dogs")
        #expect(viewModel.statusLine.text.hasPrefix("History 2 of 4"))
        viewModel.historyNewerRequested()
        #expect(viewModel.searchText == "horses")
        viewModel.historyNewerRequested()
        #expect(viewModel.searchText == "")
        viewModel.searchTextChanged("horses")
        viewModel.searchFieldEdited(.deleteWordBackward)
        viewModel.searchFieldEdited(.insert("horse"))
        viewModel.historyOlderRequested()
        viewModel.historyOlderRequested()
        #expect(viewModel.searchText == "horse riding", "typed anew, the text filters again: horses, then horse riding")
    }

    @Test func saysSoWhenTheSearchJustDoneIsTheOnlyOne() throws {
        let (viewModel, _) = try make(["horses"])
        viewModel.searchTextChanged("horses")
        viewModel.searchSubmitted()
        viewModel.historyOlderRequested()
        #expect(viewModel.searchText == "horses")
        #expect(viewModel.statusLine.text == "No earlier searches")
    }

    @Test func recordsWhatIsSearched() async throws {
        try await serially {
            let (viewModel, history) = try make([])
            viewModel.searchTextChanged("  horses ")
            viewModel.searchSubmitted()
            history.finishWriting()
            #expect(history.searches(matching: "") == ["horses"])
        }
    }
}
