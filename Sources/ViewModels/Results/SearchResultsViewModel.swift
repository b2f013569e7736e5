import Model
import Observation

/// What the results screen tells its view model.
@MainActor
public protocol SearchResultsViewModelInputs {
    /// The view has room for `rows` rows of `columns` results each, their thumbnails `thumbnailPixels` big
    /// (first shown, resized, or the layout changed): one column in the list, as many tiles as fit in the
    /// grid, whose tiles grow with the terminal. `pixelAspect`: a thumbnail pixel's height over its width (a
    /// quadrant of a 1:2 cell is twice as tall as wide).
    func viewportResized(rows: Int, columns: Int, thumbnailPixels: (width: Int, height: Int), pixelAspect: Double)
    /// Up arrow or `k`: the result above (a row of tiles up in the grid).
    func moveUp()
    /// Down arrow or `j`: the result below.
    func moveDown()
    /// Left arrow or `h` in the grid: the previous result.
    func moveLeft()
    /// Right arrow or `l` in the grid: the next result.
    func moveRight()
    /// Page Up or Ctrl-B: up by one screen.
    func pageUp()
    /// Page Down or Ctrl-F: down by one screen.
    func pageDown()
    /// `v`: between the list and the contact sheet; the selection stays.
    func layoutToggled()
    /// Home or `g`.
    func home()
    /// End or `G`.
    func end()
    /// A click on result `index`: selects it, or opens it when it is already the selected one.
    func rowClicked(_ index: Int)
    /// Enter or `l` on the selected row: opens its detail.
    func rowActivated()
    /// `f`: the selected photo full screen, the results around it.
    func fullScreenRequested()
    /// `r`: search again from the first page.
    func refresh()
    /// `s`: the search again in the next order (relevance, newest, most interesting).
    func sortCycled()
    /// `L`: the search again with the next licence filter.
    func licenseFilterCycled()
    /// `o`: open the selected photo's page in the browser (`$BROWSER`, else `xdg-open`).
    func openInBrowserPressed()
    /// `y`: copy the selected photo's page URL.
    func copyLinkPressed()
    /// `d`: save the selected photo's largest image, its credit and licence beside it.
    func downloadPressed()
    /// Any key after a notice: the notice goes.
    func noticeDismissed()
    /// Esc, Backspace, `h` or `q`: back to the search; while a download runs, cancels it instead.
    func backPressed()
    /// `/`: a new search on top.
    func newSearchRequested()
}

public extension SearchResultsViewModelInputs {
    /// ``viewportResized(rows:columns:thumbnailPixels:pixelAspect:)`` with square pixels (real pixels, half blocks).
    func viewportResized(rows: Int, columns: Int, thumbnailPixels: (width: Int, height: Int)) {
        viewportResized(rows: rows, columns: columns, thumbnailPixels: thumbnailPixels, pixelAspect: 1)
    }
}

/// What the results screen shows; every text is safe to print.
@MainActor
public protocol SearchResultsViewModelOutputs {
    /// The query and how many photos match.
    var title: String { get }
    /// Where the rows came from when not fresh from the network: "cached 3 min ago", "offline · cached 2 h ago".
    var originLabel: String? { get }
    /// Where the selection is: "4 of 38"; empty without rows.
    var position: String { get }
    /// How many rows there are; pages are appended as they load.
    var rowCount: Int { get }
    /// The row at `index` (0 ≤ `index` < ``rowCount``). Rows are read one at a time: a list of any length
    /// costs a frame only the rows it shows.
    func row(_ index: Int) -> any ResultItemViewModelType
    /// The selected row; `nil` only when there are no rows.
    var selectedIndex: Int? { get }
    /// True when rows show thumbnails (images are on).
    var showsThumbnails: Bool { get }
    /// The list, or the contact sheet of thumbnails.
    var layout: ResultsLayout { get }
    /// How big thumbnails are: the list's, and how many tiles the contact sheet aims to fit across.
    var thumbnailSize: ThumbnailSize { get }
    /// The first row on screen: the list scrolls so that the selection is always in view.
    var firstVisibleIndex: Int { get }
    /// What to show in place of rows when there are none.
    var emptyMessage: String? { get }
    /// True while the next page loads.
    var isLoadingMore: Bool { get }
    /// Why the last load failed, in one line; the rows loaded so far stay.
    var errorMessage: String? { get }
    /// True when more rows can be loaded (not past the last page nor Flickr's 4,000-result cap).
    var hasMore: Bool { get }
    /// The line under the rows: a failed load and how to retry, or that more are loading; `nil` for none.
    var listStatus: StatusLine? { get }
    /// The foot of the screen: a download's progress, else the last action's outcome, else key hints.
    var statusLine: StatusLine { get }
}

/// A results view model as the results screen sees it: inputs to send, outputs to draw.
@MainActor
public protocol SearchResultsViewModelType: NavigableViewModel {
    var inputs: any SearchResultsViewModelInputs { get }
    var outputs: any SearchResultsViewModelOutputs { get }
}

/// The results of one search: selection, scrolling, lazy paging, and the rows' visibility.
@MainActor
@Observable
public final class SearchResultsViewModel: SearchResultsViewModelInputs, SearchResultsViewModelOutputs, SearchResultsViewModelType {
    public var inputs: any SearchResultsViewModelInputs { self }
    public var outputs: any SearchResultsViewModelOutputs { self }

    /// The next page loads when the selection or the visible rows come within a screen of the end, or this
    /// many rows when the screen is smaller.
    public static let prefetchDistance = 5

    public private(set) var items: [ResultItemViewModel] = []
    public private(set) var selectedIndex: Int?
    public private(set) var firstVisibleIndex = 0
    public private(set) var layout = ResultsLayout.list
    /// Open, copy and download on the selected photo, and what they said.
    public let actions: PhotoActions
    /// The last page loaded.
    private(set) var lastPage: PhotoPage
    /// The search the rows are for, or are being replaced by: its order and licences change at once on `s` and
    /// `L`, so that keys pressed faster than pages load each count.
    @ObservationIgnored private var search: SearchQuery
    /// Where the last page loaded (or asked for again) came from.
    public private(set) var origin: AnswerOrigin

    @ObservationIgnored private let services: any ViewModelServices
    @ObservationIgnored private let clock: any Clock<Duration>
    /// How many rows, of how many results each, the view has room for.
    @ObservationIgnored private var viewportRows = 0
    @ObservationIgnored private var viewportColumns = 1
    /// The thumbnails' pixels in the current layout, as the view last said.
    @ObservationIgnored private var thumbnailBox: (width: Int, height: Int)
    /// A thumbnail pixel's height over its width.
    @ObservationIgnored private var thumbnailAspect = 1.0
    /// The rows told they are on screen, and those told they are on the next screen.
    @ObservationIgnored private var visibleRange: Range<Int> = 0..<0
    @ObservationIgnored private var upcomingRange: Range<Int> = 0..<0
    @ObservationIgnored private let load: Action<SearchQuery, PhotoPage>
    /// A row asked for beyond the loaded ones (keys pressed faster than pages load): the selection waits at
    /// the last row and goes on to it as pages arrive, so no key is lost.
    @ObservationIgnored private var wantedIndex: Int?
    /// The network being asked again for a page the cache answered stale.
    @ObservationIgnored private var revalidation: Task<Void, Never>?

    /// - Parameter layout: the list or the contact sheet at first.
    public init(firstPage: PhotoPage, services: any ViewModelServices, clock: any Clock<Duration>, layout: ResultsLayout = .list) {
        self.layout = layout
        self.services = services
        self.clock = clock
        actions = PhotoActions(services: services)
        thumbnailBox = services.thumbnailSize.listPixels
        lastPage = firstPage
        search = firstPage.query
        origin = firstPage.origin
        let photos = services.photos
        load = Action(policy: .cancelRunning) { query in try await photos.search(query) }
        append(firstPage)
        revalidateIfStale(firstPage)
    }

    public var rowCount: Int { items.count }
    public var originLabel: String? { origin.label }
    public var showsThumbnails: Bool { services.images != nil }
    public var thumbnailSize: ThumbnailSize { services.thumbnailSize }
    public func row(_ index: Int) -> any ResultItemViewModelType { items[index] }

    public var title: String {
        let query = TerminalText.singleLine(lastPage.query.text)
        let total = lastPage.total
        let owner = lastPage.query.owner.map { "Photos by " + TerminalText.singleLine($0.name.isEmpty ? $0.id : $0.name) }
        var photos = [owner, query.isEmpty ? nil : "“\(query)”"].compactMap { $0 }.joined(separator: ", ") + " — \(total) photo\(total == 1 ? "" : "s")"
        if total > lastPage.reachableTotal { photos += ", the first \(lastPage.reachableTotal) shown (Flickr's limit)" }
        let filters = [
            lastPage.query.sort == .relevance ? nil : lastPage.query.sort.label,
            lastPage.query.licenses.isEmpty ? nil : LicenseFilter(flickrIDs: lastPage.query.licenses)?.label ?? "some licences",
        ].compactMap { $0 }
        return ([photos] + filters).joined(separator: " · ")
    }

    /// "N of M", M being what the list can reach: the total, Flickr's 4,000 at most, or the rows there
    /// turned out to be once the last page is in (a server repeats photos across pages).
    public var position: String {
        let reachable = hasMore ? lastPage.reachableTotal : items.count
        return selectedIndex.map { "\($0 + 1) of \(reachable)" } ?? ""
    }
    public var emptyMessage: String? {
        guard items.isEmpty, !load.isExecuting else { return nil }
        return "No photos match." + (services.keys.label([.newSearch], in: .results).map { " Press \($0) to search again." } ?? "")
    }
    public var isLoadingMore: Bool { load.isExecuting }
    public var errorMessage: String? { load.latestError.map(UserMessage.describe) }
    public var hasMore: Bool { lastPage.hasMore }

    public var listStatus: StatusLine? {
        if let errorMessage { return StatusLine(errorMessage + " — move down to retry", tone: .error) }
        if isLoadingMore { return StatusLine("loading more…", tone: .hint) }
        return !hasMore && !items.isEmpty ? StatusLine("End of the list: \(items.count) photo\(items.count == 1 ? "" : "s")", tone: .hint) : nil
    }

    public var statusLine: StatusLine {
        if let status = actions.statusLine { return status }
        let hints: [(actions: [KeyAction], words: String)] = [
            ([.moveUp, .moveDown], "move"), ([.open], "open"), ([.fullScreen], "full"), ([.toggleView], layout == .list ? "grid" : "list"), ([.cycleSort], "sort"),
            ([.cycleLicense], "licence"), ([.download], "save"), ([.help], "help"), ([.back], "back"),
        ]
        return StatusLine(services.keys.hints(hints, in: .results), tone: .hint)
    }

    /// The view has room for `rows` rows of `columns` results each, the thumbnails as big as before.
    public func viewportResized(rows: Int, columns: Int) {
        viewportResized(rows: rows, columns: columns, thumbnailPixels: thumbnailBox, pixelAspect: thumbnailAspect)
    }

    public func viewportResized(rows: Int, columns: Int, thumbnailPixels: (width: Int, height: Int), pixelAspect: Double) {
        viewportRows = max(rows, 1)
        viewportColumns = max(columns, 1)
        if thumbnailPixels != thumbnailBox || pixelAspect != thumbnailAspect {
            thumbnailBox = thumbnailPixels
            thumbnailAspect = pixelAspect
            for item in items { item.thumbnailBoxChanged(width: thumbnailPixels.width, height: thumbnailPixels.height, pixelAspect: pixelAspect) }
        }
        scrollToSelection()
    }

    public func moveUp() { select((target ?? 0) - viewportColumns) }
    public func moveDown() { select(target.map { $0 + viewportColumns } ?? 0) }
    public func moveLeft() { select((target ?? 0) - 1) }
    public func moveRight() { select((target ?? -1) + 1) }
    public func pageUp() { select((target ?? 0) - viewportRows * viewportColumns) }
    public func pageDown() { select((target ?? 0) + viewportRows * viewportColumns) }

    /// Where moves count from: the row asked for past the loaded ones, else the selection.
    private var target: Int? { wantedIndex ?? selectedIndex }

    public func layoutToggled() {
        layout = layout == .list ? .grid : .list
    }
    public func home() { select(0) }
    public func end() { select(items.count - 1) }

    public func rowClicked(_ index: Int) {
        if index == selectedIndex { rowActivated() } else { select(index) }
    }

    public func rowActivated() {
        guard let selectedIndex else { return }
        services.push(PhotoDetailViewModel(
            photo: items[selectedIndex].photo, neighbours: (items.map(\.photo), selectedIndex), services: services, clock: clock
        ))
    }

    public func fullScreenRequested() {
        guard let selectedIndex else { return }
        services.push(PhotoViewerViewModel(photos: items.map(\.photo), index: selectedIndex, services: services, clock: clock))
    }

    public func refresh() {
        startLoad(search.page(1), replacing: true)
    }

    public func sortCycled() {
        search.sort = search.sort.next
        startLoad(search.page(1), replacing: true)
    }

    public func licenseFilterCycled() {
        search.licenses = (LicenseFilter(flickrIDs: search.licenses) ?? .any).next.flickrIDs
        startLoad(search.page(1), replacing: true)
    }

    public func openInBrowserPressed() { selectedPhoto.map(actions.openInBrowser) }
    public func copyLinkPressed() { selectedPhoto.map(actions.copyLink) }
    public func downloadPressed() { selectedPhoto.map { actions.download($0, license: nil) } }
    public func noticeDismissed() { actions.dismissNotice() }

    private var selectedPhoto: Photo? { selectedIndex.map { items[$0].photo } }

    public func backPressed() {
        if actions.cancelDownload() { return }
        load.cancel()
        revalidation?.cancel()
        show(0..<0)
        services.pop()
    }

    public func newSearchRequested() {
        // The order and licences carry over to the new search; a person's photos do not.
        var defaults = search
        defaults.owner = nil
        services.push(SearchViewModel(services: services, clock: clock, defaults: defaults))
    }

    private func select(_ index: Int) {
        guard !items.isEmpty else { return }
        wantedIndex = index >= items.count && hasMore ? index : nil
        selectedIndex = min(max(index, 0), items.count - 1)
        scrollToSelection()
        loadMoreIfNear((selectedIndex ?? 0) + 1)
    }

    /// Scrolls as little as keeps the selection on screen (by whole rows of results), then tells the rows
    /// that came or went.
    private func scrollToSelection() {
        guard viewportRows > 0 else { return }
        let columns = viewportColumns
        let selectedRow = (selectedIndex ?? 0) / columns
        let lastRow = max((items.count + columns - 1) / columns - viewportRows, 0)
        var firstRow = firstVisibleIndex / columns
        if selectedRow < firstRow { firstRow = selectedRow }
        if selectedRow >= firstRow + viewportRows { firstRow = selectedRow - viewportRows + 1 }
        firstRow = max(0, min(firstRow, lastRow))
        if firstRow * columns != firstVisibleIndex { firstVisibleIndex = firstRow * columns }
        show(firstVisibleIndex..<min(firstVisibleIndex + viewportRows * columns, items.count))
        loadMoreIfNear(visibleRange.upperBound)
    }

    /// Makes `range` the rows on screen and the screenful after it the upcoming ones: those that left and
    /// those that came are told.
    private func show(_ range: Range<Int>) {
        for index in visibleRange where !range.contains(index) && index < items.count { items[index].visibilityChanged(false) }
        for index in range where !visibleRange.contains(index) { items[index].visibilityChanged(true) }
        visibleRange = range
        let upcoming = range.isEmpty ? 0..<0 : range.upperBound..<min(range.upperBound + range.count, items.count)
        for index in upcomingRange where !upcoming.contains(index) && index < items.count { items[index].upcomingChanged(false) }
        for index in upcoming where !upcomingRange.contains(index) { items[index].upcomingChanged(true) }
        upcomingRange = upcoming
    }

    /// Loads the next page once when `position` comes within ``prefetchDistance`` of the end, unless one is
    /// loading or there is none; after a failure the next approach retries.
    private func loadMoreIfNear(_ position: Int) {
        let distance = max(SearchResultsViewModel.prefetchDistance, viewportRows * viewportColumns)
        guard hasMore, !load.isExecuting, position + distance >= items.count else { return }
        startLoad(lastPage.query.page(lastPage.page + 1), replacing: false)
    }

    /// Loads `query`, superseding any load in flight (the action cancels it).
    private func startLoad(_ query: SearchQuery, replacing: Bool) {
        guard let run = load.start(query) else { return }
        Task {
            guard case .success(let page)? = await run.value else { return }
            if replacing {
                wantedIndex = nil
                show(0..<0)
                items = []
                selectedIndex = nil
                firstVisibleIndex = 0
            }
            lastPage = page
            origin = page.origin
            append(page)
            revalidateIfStale(page)
        }
    }

    /// Asks the network again for a page the cache answered stale. Its answer replaces the rows when they
    /// differ and nothing past the first page is loaded yet (the selection stays on its photo if still there);
    /// otherwise only where the rows came from changes ("offline" when the network cannot be reached).
    private func revalidateIfStale(_ page: PhotoPage) {
        guard page.origin.isStale else { return }
        let photos = services.photos
        revalidation?.cancel()
        revalidation = Task { [weak self] in
            guard let fresh = try? await photos.revalidate(page), !Task.isCancelled else { return }
            self?.revalidated(fresh, was: page)
        }
    }

    private func revalidated(_ fresh: PhotoPage, was stale: PhotoPage) {
        origin = fresh.origin
        guard fresh.page == 1, lastPage.page == 1, fresh.photos != stale.photos || fresh.total != stale.total else { return }
        let selectedID = selectedIndex.map { items[$0].photo.id }
        show(0..<0)
        items = []
        selectedIndex = nil
        firstVisibleIndex = 0
        wantedIndex = nil
        lastPage = fresh
        append(fresh)
        if let selectedID, let index = items.firstIndex(where: { $0.photo.id == selectedID }) { select(index) }
    }

    /// Adds a page's photos, skipping any already listed (Flickr repeats photos across pages).
    private func append(_ page: PhotoPage) {
        var seen = Set(items.map(\.photo.id))
        let fresh = page.photos.filter { seen.insert($0.id).inserted }
        items += fresh.map { ResultItemViewModel(photo: $0, services: services, clock: clock, thumbnailBox: thumbnailBox, pixelAspect: thumbnailAspect) }
        if selectedIndex == nil, !items.isEmpty { selectedIndex = 0 }
        if fresh.isEmpty, page.page > 1 { lastPage.pages = page.page }
        if let wanted = wantedIndex { select(wanted) } else { scrollToSelection() }
    }
}
