import Model

/// What the search screen tells its view model.
@MainActor
public protocol SearchViewModelInputs {
    /// The whole text of the search field was replaced (a paste, a history entry).
    func searchTextChanged(_ text: String)
    /// A key edited the search field.
    func searchFieldEdited(_ edit: SearchFieldEdit)
    /// The user pressed Enter in the search field (on an empty one, the status line says what to type).
    func searchSubmitted()
    /// The user pressed Esc: cancels a running search, else clears the text typed, else goes back to the results
    /// this search came from, or out of the app when this is the first screen.
    func escapePressed()
    /// Up: the previous search starting with what was typed before browsing began (as shells do); while a
    /// suggestion is taken, the one before it.
    func historyOlderRequested()
    /// Down: the next newer one, and past the newest, the text typed; on an empty field (or a suggestion taken), the
    /// next suggestion into the field.
    func historyNewerRequested()
    /// Ctrl-R: the previous search containing what was typed, anywhere in it.
    func historySearchRequested()
    /// Tab: the next order (relevance, newest, most interesting).
    func sortCycled()
    /// Shift-Tab: the next licence filter (any, Creative Commons, commercial use allowed, no known restrictions).
    func licenseFilterCycled()
    /// Ctrl-T: the next photo source (Openverse, Wikimedia Commons, the demo catalog, Flickr with a key).
    func sourceCycled()
    /// The screen became visible (first shown, or returned to).
    func viewDidAppear()
    /// `/`: a new search on top.
    func newSearchRequested()
    /// Something opened after the first frame has a sentence for the user (the search history was damaged
    /// and set aside); shown on the status line until the next edit.
    func backgroundNoticeArrived(_ sentence: String)
}

/// What the search screen shows; every text is safe to print.
@MainActor
public protocol SearchViewModelOutputs {
    /// The title bar's text.
    var title: String { get }
    /// What the photos come from, for the title bar's right end.
    var sourceName: String { get }
    /// The line that says what to do.
    var prompt: String { get }
    /// The field's label.
    var fieldLabel: String { get }
    /// Searches worth trying ("Try (↓): kitchen · laptop · pizza"), while the field is empty or holds one of them
    /// (bracketed), and the source has some.
    var suggestionLine: String? { get }
    /// The order and licence filter the next search uses, and the keys that change them.
    var filters: String { get }
    /// The text in the field and where the cursor is in it.
    var field: SearchField { get }
    /// The text in the field.
    var searchText: String { get }
    /// True when the text holds at least one word to look for (letters or digits not prefixed by `-`)
    /// and no search is running for that same text.
    var isSearchEnabled: Bool { get }
    /// True while a search is running.
    var isSearching: Bool { get }
    /// True once a search has run for 300 ms, so quick searches never flash a spinner.
    var isSpinnerVisible: Bool { get }
    /// Why the last search failed, in one line; `nil` when it did not.
    var errorMessage: String? { get }
    /// The foot of the screen: progress, the last error, or key hints.
    var statusLine: StatusLine { get }
    /// While the history is walked, the matching searches around the one in the field, for a list under it;
    /// `nil` otherwise.
    var historyChoices: HistoryChoices? { get }
}

/// A search view model as the search screen sees it: inputs to send, outputs to draw.
@MainActor
public protocol SearchViewModelType: NavigableViewModel {
    var inputs: any SearchViewModelInputs { get }
    var outputs: any SearchViewModelOutputs { get }
}
