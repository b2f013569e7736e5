import FoundationEssentials
import Model
import Observation

/// The search screen: a text field whose submission runs a search and pushes its results.
@MainActor
@Observable
public final class SearchViewModel: SearchViewModelInputs, SearchViewModelOutputs, SearchViewModelType {
    public var inputs: any SearchViewModelInputs { self }
    public var outputs: any SearchViewModelOutputs { self }

    public let title = "flickterm — photo search"
    public let prompt = "Type a few words and press Enter. Prefix a word with - to exclude it."
    public let fieldLabel = "Search: "
    public internal(set) var field = SearchField()
    /// Why the last edit was cut short, until the next edit.
    public private(set) var fieldNotice: String?
    /// The most characters the field holds: a search longer than this is no search.
    public static let fieldLimit = SearchQuery.maximumTextLength
    public private(set) var isSpinnerVisible = false
    /// The order the next search asks for.
    public private(set) var sort = SearchSort.relevance
    /// The licences the next search admits.
    public private(set) var license = LicenseFilter.any

    /// Delay before the spinner shows.
    public static let spinnerDelay: Duration = .milliseconds(300)

    @ObservationIgnored let services: any ViewModelServices
    @ObservationIgnored private let clock: any Clock<Duration>
    /// Page size, order, licences and safety the searches start with.
    @ObservationIgnored private let defaults: SearchDefaults
    @ObservationIgnored private let spinner: DelayedFlag
    /// Walking the history: what was typed before, the searches that match it, and which is in the field
    /// (`nil` when none yet).
    @ObservationIgnored var browsing: (typed: String, anywhere: Bool, matches: [String], index: Int?)?
    /// Where in the history the field is, for the status line.
    var historyStatus: StatusLine?
    public internal(set) var historyChoices: HistoryChoices?
    /// What the source suggests searching for (read once, in the background).
    var suggestions: [String] = []
    /// The suggestion ↓ put in the field, until the field is edited.
    var takenSuggestion: Int?
    @ObservationIgnored private var searchedText: String?
    /// The text last searched, while the field still holds it unedited (back from its results).
    @ObservationIgnored var submittedText: String?
    /// Searching, in the source in use when the search starts.
    @ObservationIgnored private let search: Action<SearchQuery, PhotoPage>
    @ObservationIgnored private let suggesting: Action<Void, [String]>

    /// - Parameter notice: a sentence for the status line until the first edit (the cache was rebuilt).
    /// - Parameter defaults: the page size, order, licences and safety searches start with: those of the results
    ///   a new search was asked from, else the services' (the config file's).
    public init(
        services: any ViewModelServices, clock: any Clock<Duration> = ContinuousClock(), defaults: SearchDefaults? = nil,
        notice: String? = nil
    ) {
        let defaults = defaults ?? services.settings.searchDefaults
        fieldNotice = notice
        self.services = services
        self.clock = clock
        self.defaults = defaults
        sort = defaults.sort
        license = LicenseFilter(flickrIDs: defaults.licenses) ?? .any
        spinner = DelayedFlag(clock: clock, delay: SearchViewModel.spinnerDelay)
        sourceName = services.sourceName
        let photos = services.photos
        search = Action(policy: .cancelRunning) { [services] query in try await services.photos.search(query) }
        suggesting = Action { _ in await photos.suggestedSearches() }
        suggesting.start(()) { [weak self] in
            if case .success(let suggested) = $0, !suggested.isEmpty { self?.suggestions = suggested }
        }
    }

    /// The photo source searches go to.
    public private(set) var sourceName: String
    public var searchText: String { field.text }
    public var isSearching: Bool { search.isExecuting }
    public var errorMessage: String? { search.latestError.map(UserMessage.describe) }

    public var isSearchEnabled: Bool {
        SearchViewModel.hasSearchableWord(searchText) && search.isEnabled && !(isSearching && searchedText == searchText)
    }

    public var statusLine: StatusLine {
        if isSpinnerVisible { return StatusLine("Searching…  (Esc cancels)", tone: .progress) }
        if let fieldNotice { return StatusLine(fieldNotice, tone: .notice) }
        if let historyStatus { return historyStatus }
        if let errorMessage { return StatusLine(errorMessage, tone: .error) }
        let help = services.settings.keys.label([.help], in: .search).map { " · \($0) help" } ?? ""
        let escape = !searchText.isEmpty ? "Esc clears" : services.canGoBack ? "Esc back" : "Esc quits"
        return StatusLine("Enter search · \(escape)\(help) · Ctrl-C quit (letters here are text)", tone: .hint)
    }

    public func searchTextChanged(_ text: String) {
        stopBrowsing()
        field = SearchField(text: text)
    }

    /// The source, the order and the licence filter, each with its key, where there is a choice of them.
    public var filters: String {
        let keys = services.settings.keys, unavailable = services.unavailableActions
        let sourcePart = services.canSwitchSource ? keys.label([.cycleSource], in: .search).map { "Source: \(sourceName) (\($0))" } : nil
        let sortPart = unavailable.contains(.cycleSort) ? nil : "Sort: \(sort.label)" + (keys.label([.cycleSort], in: .search).map { " (\($0))" } ?? "")
        let licensePart = unavailable.contains(.cycleLicense)
            ? nil : "Licence: \(license.label)" + (keys.label([.cycleLicense], in: .search).map { " (\($0))" } ?? "")
        return [sourcePart, sortPart, licensePart].compactMap { $0 }.joined(separator: " · ")
    }

    public func sortCycled() {
        if let reason = services.unavailability(of: .cycleSort) { return fieldNotice = reason }
        sort = sort.next
    }

    public func sourceCycled() {
        do {
            guard let name = try services.switchToNextSource() else { return fieldNotice = "\(sourceName) is the only source set up" }
            sourceName = name
            fieldNotice = "Searching \(name) now"
        } catch {
            fieldNotice = "The next source could not be opened: " + UserMessage.describe(error)
        }
    }

    public func licenseFilterCycled() {
        if let reason = services.unavailability(of: .cycleLicense) { return fieldNotice = reason }
        license = license.next
    }

    public func searchFieldEdited(_ edit: SearchFieldEdit) {
        stopBrowsing()
        var edited = field
        edited.apply(edit)
        let cut = edited.truncate(to: SearchViewModel.fieldLimit)
        field = edited
        let notice = cut ? "The search field holds \(SearchViewModel.fieldLimit) characters; the rest was left out" : nil
        if fieldNotice != notice { fieldNotice = notice }
    }

    public func searchSubmitted() {
        if searchText.isEmpty {
            let down = services.settings.keys.label([.historyNewer], in: .search)
            return fieldNotice = "Type words to search for" + (suggestions.isEmpty ? "" : down.map { ", or \($0) for a suggestion" } ?? "")
        }
        guard isSearchEnabled else { return }
        let text = searchText
        searchedText = text
        stopBrowsing()
        submittedText = text
        services.history?.recordLater(text, at: Date())
        spinner.start { [weak self] in self?.isSpinnerVisible = self?.isSearching ?? false }
        var query = defaults.query(text)
        query.sort = sort
        query.licenses = license.flickrIDs
        search.start(query) { [weak self] result in
            guard let self else { return }
            stopSpinner()
            if case .success(let page) = result {
                services.push(SearchResultsViewModel(firstPage: page, services: services, clock: clock, layout: services.settings.startLayout))
            }
        }
    }

    public func escapePressed() {
        if isSearching {
            search.cancel()
            stopSpinner()
        } else if !searchText.isEmpty {
            stopBrowsing()
            field = SearchField(text: "")
        } else {
            services.pop()
        }
    }

    public func viewDidAppear() {
        search.clearError()
    }

    public var suggestionLine: String? {
        guard !suggestions.isEmpty, searchText.isEmpty || takenSuggestion != nil else { return nil }
        let down = services.settings.keys.label([.historyNewer], in: .search).map { " (\($0))" } ?? ""
        return "Try\(down): " + suggestions.enumerated().map { $0.offset == takenSuggestion ? "[\($0.element)]" : $0.element }.joined(separator: " · ")
    }

    public func backgroundNoticeArrived(_ sentence: String) {
        fieldNotice = [fieldNotice, TerminalText.singleLine(sentence)].compactMap { $0 }.joined(separator: " ")
    }

    public func newSearchRequested() {
        services.push(SearchViewModel(services: services, clock: clock, defaults: defaults))
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
