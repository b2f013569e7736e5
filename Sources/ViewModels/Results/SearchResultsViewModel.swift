import Model
import Observation

/// What the results screen tells its view model.
@MainActor
public protocol SearchResultsViewModelInputs {
    /// Up arrow or `k`.
    func moveUp()
    /// Down arrow or `j`.
    func moveDown()
    /// Page Up or Ctrl-B: up by `pageSize` rows.
    func pageUp(pageSize: Int)
    /// Page Down or Ctrl-F: down by `pageSize` rows.
    func pageDown(pageSize: Int)
    /// Home or `g`.
    func home()
    /// End or `G`.
    func end()
    /// A click on row `index` selects it.
    func rowSelected(_ index: Int)
    /// Enter or `l` on the selected row: opens its detail.
    func rowActivated()
    /// The rows in `range` are now the ones on screen (after a scroll or a resize).
    func visibleRangeChanged(_ range: Range<Int>)
    /// `r`: search again from the first page.
    func refresh()
    /// Esc, Backspace, `h` or `q`: back to the search.
    func backPressed()
}

/// What the results screen shows.
@MainActor
public protocol SearchResultsViewModelOutputs {
    /// The query and how many photos match, safe to print.
    var title: String { get }
    /// One view model per row, in order; pages are appended as they load.
    var rows: [ResultItemViewModel] { get }
    /// The selected row; `nil` only when there are no rows.
    var selectedIndex: Int? { get }
    /// True while the next page loads.
    var isLoadingMore: Bool { get }
    /// Why the last load failed, in one line; the rows loaded so far stay.
    var errorMessage: String? { get }
    /// True when more rows can be loaded (not past the last page nor Flickr's 4,000-result cap).
    var hasMore: Bool { get }
}

/// The results of one search: selection, lazy paging, and the rows' visibility.
@MainActor
@Observable
public final class SearchResultsViewModel: SearchResultsViewModelInputs, SearchResultsViewModelOutputs, NavigableViewModel {
    public var inputs: any SearchResultsViewModelInputs { self }
    public var outputs: any SearchResultsViewModelOutputs { self }

    /// The next page loads when the selection or the visible rows come this close to the end.
    public static let prefetchDistance = 5

    public private(set) var rows: [ResultItemViewModel] = []
    public private(set) var selectedIndex: Int?
    public private(set) var errorMessage: String?
    /// The last page loaded.
    public private(set) var lastPage: PhotoPage

    @ObservationIgnored private let services: any ViewModelServices
    @ObservationIgnored private let clock: any Clock<Duration>
    @ObservationIgnored private var visibleRange: Range<Int> = 0..<0
    @ObservationIgnored private let load: Action<SearchQuery, PhotoPage>
    /// The load asked for and not yet finished; set at once, so that no second one starts before it runs.
    @ObservationIgnored private var pendingLoad: Task<Void, Never>?

    public init(firstPage: PhotoPage, services: any ViewModelServices, clock: any Clock<Duration>) {
        self.services = services
        self.clock = clock
        lastPage = firstPage
        let photos = services.photos
        load = Action(policy: .cancelRunning) { query in try await photos.search(query) }
        append(firstPage)
    }

    public var title: String {
        let query = TerminalText.singleLine(lastPage.query.text)
        let total = lastPage.total
        return "“\(query)” — \(total) photo\(total == 1 ? "" : "s")"
    }

    public var isLoadingMore: Bool { load.isExecuting }
    public var hasMore: Bool { lastPage.hasMore }

    public func moveUp() { select((selectedIndex ?? 0) - 1) }
    public func moveDown() { select((selectedIndex ?? -1) + 1) }
    public func pageUp(pageSize: Int) { select((selectedIndex ?? 0) - max(pageSize, 1)) }
    public func pageDown(pageSize: Int) { select((selectedIndex ?? 0) + max(pageSize, 1)) }
    public func home() { select(0) }
    public func end() { select(rows.count - 1) }

    public func rowSelected(_ index: Int) { select(index) }

    public func rowActivated() {
        guard let selectedIndex else { return }
        services.push(PhotoDetailViewModel(photo: rows[selectedIndex].photo, services: services))
    }

    public func visibleRangeChanged(_ range: Range<Int>) {
        let range = range.clamped(to: 0..<rows.count)
        for index in visibleRange where !range.contains(index) && index < rows.count { rows[index].visibilityChanged(false) }
        for index in range where !visibleRange.contains(index) { rows[index].visibilityChanged(true) }
        visibleRange = range
        loadMoreIfNear(range.upperBound)
    }

    public func refresh() {
        startLoad(lastPage.query.page(1), replacing: true)
    }

    public func backPressed() {
        pendingLoad?.cancel()
        pendingLoad = nil
        load.cancel()
        hideVisibleRows()
        services.pop()
    }

    private func select(_ index: Int) {
        guard !rows.isEmpty else { return }
        selectedIndex = min(max(index, 0), rows.count - 1)
        loadMoreIfNear((selectedIndex ?? 0) + 1)
    }

    /// Loads the next page once when `position` comes within ``prefetchDistance`` of the end, unless one is
    /// loading or there is none; after a failure the next approach retries.
    private func loadMoreIfNear(_ position: Int) {
        guard hasMore, pendingLoad == nil, position + SearchResultsViewModel.prefetchDistance >= rows.count else { return }
        startLoad(lastPage.query.page(lastPage.page + 1), replacing: false)
    }

    /// Loads `query`, superseding any load in flight.
    private func startLoad(_ query: SearchQuery, replacing: Bool) {
        pendingLoad?.cancel()
        pendingLoad = Task {
            await loadPage(query, replacing: replacing)
            if !Task.isCancelled { pendingLoad = nil }
        }
    }

    private func loadPage(_ query: SearchQuery, replacing: Bool) async {
        errorMessage = nil
        guard let result = await load.apply(query) else { return }
        switch result {
        case .success(let page):
            if replacing {
                hideVisibleRows()
                rows = []
                visibleRange = 0..<0
                selectedIndex = nil
            }
            lastPage = page
            append(page)
        case .failure(let error):
            errorMessage = UserMessage.describe(error)
        }
    }

    /// Tells the rows on screen they are not any more (their pending count fetches stop).
    private func hideVisibleRows() {
        for index in visibleRange where index < rows.count { rows[index].visibilityChanged(false) }
    }

    /// Adds a page's photos, skipping any already listed (Flickr repeats photos across pages).
    private func append(_ page: PhotoPage) {
        var seen = Set(rows.map(\.photo.id))
        let fresh = page.photos.filter { seen.insert($0.id).inserted }
        rows += fresh.map { ResultItemViewModel(photo: $0, services: services, clock: clock) }
        if selectedIndex == nil, !rows.isEmpty { selectedIndex = 0 }
        if fresh.isEmpty, page.page > 1 { lastPage.pages = page.page }
    }
}
