import Model
import Observation

/// What the search screen tells its view model.
@MainActor
public protocol SearchViewModelInputs {
    /// The text in the search field changed.
    func searchTextChanged(_ text: String)
    /// The user pressed Enter in the search field.
    func searchSubmitted()
    /// The user pressed Esc while a search was running.
    func cancelPressed()
    /// The screen became visible (first shown, or returned to).
    func viewDidAppear()
    /// The user pressed Esc with no search running: back to the results this search came from, or out of
    /// the app when this is the first screen.
    func backPressed()
}

/// What the search screen shows.
@MainActor
public protocol SearchViewModelOutputs {
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
}

/// The search screen: a text field whose submission runs a search and pushes its results.
@MainActor
@Observable
public final class SearchViewModel: SearchViewModelInputs, SearchViewModelOutputs, NavigableViewModel {
    public var inputs: any SearchViewModelInputs { self }
    public var outputs: any SearchViewModelOutputs { self }

    public private(set) var searchText = ""
    public private(set) var isSpinnerVisible = false
    public private(set) var errorMessage: String?

    /// Delay before the spinner shows.
    public static let spinnerDelay: Duration = .milliseconds(300)

    @ObservationIgnored private let services: any ViewModelServices
    @ObservationIgnored private let clock: any Clock<Duration>
    @ObservationIgnored private let perPage: Int
    @ObservationIgnored private let spinner: DelayedFlag
    @ObservationIgnored private var searchedText: String?
    @ObservationIgnored private let search: Action<SearchQuery, PhotoPage>

    public init(services: any ViewModelServices, clock: any Clock<Duration> = ContinuousClock(), perPage: Int = 100) {
        self.services = services
        self.clock = clock
        self.perPage = perPage
        spinner = DelayedFlag(clock: clock, delay: SearchViewModel.spinnerDelay)
        let photos = services.photos
        search = Action(policy: .cancelRunning) { query in try await photos.search(query) }
    }

    public var isSearching: Bool { search.isExecuting }

    public var isSearchEnabled: Bool {
        SearchViewModel.hasSearchableWord(searchText) && search.isEnabled && !(isSearching && searchedText == searchText)
    }

    public func searchTextChanged(_ text: String) {
        searchText = text
    }

    public func searchSubmitted() {
        guard isSearchEnabled else { return }
        let text = searchText
        searchedText = text
        errorMessage = nil
        spinner.start { [weak self] in self?.isSpinnerVisible = self?.isSearching ?? false }
        Task {
            let result = await search.apply(SearchQuery(text: text, perPage: perPage))
            guard let result else { return }
            stopSpinner()
            switch result {
            case .success(let page):
                services.push(SearchResultsViewModel(firstPage: page, services: services, clock: clock))
            case .failure(let error):
                errorMessage = UserMessage.describe(error)
            }
        }
    }

    public func cancelPressed() {
        guard isSearching else { return }
        search.cancel()
        stopSpinner()
    }

    public func viewDidAppear() {
        errorMessage = nil
    }

    public func backPressed() {
        cancelPressed()
        services.pop()
    }

    private func stopSpinner() {
        spinner.stop()
        isSpinnerVisible = false
        searchedText = nil
    }

    /// The rule behind ``isSearchEnabled``: some word, not excluded, with a letter or digit.
    static func hasSearchableWord(_ text: String) -> Bool {
        text.split(whereSeparator: \.isWhitespace).contains { word in
            !word.hasPrefix("-") && word.contains { $0.isLetter || $0.isNumber }
        }
    }
}
