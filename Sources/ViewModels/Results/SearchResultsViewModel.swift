import Model
import Observation

/// The results of one search, composed of a ``SelectionViewport`` (selection and scrolling), a ``ResultsPager``
/// (pages, searching again, revalidation) and the rows' view models, told which are on screen by ``RowsOnScreen``.
@MainActor
@Observable
public final class SearchResultsViewModel: SearchResultsViewModelInputs, SearchResultsViewModelOutputs, SearchResultsViewModelType {
    public var inputs: any SearchResultsViewModelInputs { self }
    public var outputs: any SearchResultsViewModelOutputs { self }

    /// The next page loads when the selection or the visible rows come within a screen of the end, or this
    /// many rows when the screen is smaller.
    public static let prefetchDistance = 5

    public private(set) var items: [ResultItemViewModel] = []
    public var layout: ResultsLayout { geometry.layout }
    public private(set) var geometry: ResultsGeometry
    /// Open, copy and download on the selected photo, and what they said.
    public let actions: PhotoActions
    /// The selection and the rows on screen.
    public private(set) var viewport = SelectionViewport()
    /// The selected photo beside the list on a wide terminal; made the first time the layout has a pane for it.
    public internal(set) var preview: ResultPreview?

    @ObservationIgnored private let pager: ResultsPager
    @ObservationIgnored let services: any ViewModelServices
    @ObservationIgnored let clock: any Clock<Duration>
    /// The terminal in cells and a cell in pictures' pixels, as the view last said (until it does, 80×24 of half blocks).
    @ObservationIgnored private var terminal = (columns: 80, lines: 24)
    @ObservationIgnored private(set) var cell = PictureCell.halfBlock
    /// The thumbnails' pixels in the current layout, and a pixel's height over its width.
    @ObservationIgnored private var thumbnailBox: (width: Int, height: Int)
    @ObservationIgnored private var thumbnailAspect = 1.0
    /// The rows on screen and those on the next screen, told as they come and go.
    @ObservationIgnored private let onScreen: RowsOnScreen
    /// The key hints under the list and under the contact sheet (made once: the bindings do not change).
    @ObservationIgnored let hints: (list: StatusLine, grid: StatusLine)

    /// - Parameter layout: the list or the contact sheet at first.
    public init(firstPage: PhotoPage, services: any ViewModelServices, clock: any Clock<Duration>, layout: ResultsLayout = .list) {
        geometry = SearchResultsViewModel.geometry(columns: 80, lines: 24, layout: layout, services: services)
        self.services = services
        self.clock = clock
        onScreen = RowsOnScreen(counts: CountsRounds(clock: clock))
        actions = PhotoActions(services: services)
        thumbnailBox = services.settings.thumbnailSize.listPixels
        let unavailable = services.unavailableActions
        hints = (
            SearchResultsViewModel.hints(for: .list, keys: services.settings.keys, leaving: unavailable),
            SearchResultsViewModel.hints(for: .grid, keys: services.settings.keys, leaving: unavailable)
        )
        pager = ResultsPager(firstPage: firstPage, photos: services.photos)
        pager.deliver = { [weak self] delivery in self?.received(delivery) }
        received(.more(pager.firstPhotos))
    }

    /// The last page loaded.
    var lastPage: PhotoPage { pager.lastPage }
    public var selectedIndex: Int? { viewport.selected }
    public var firstVisibleIndex: Int { viewport.firstVisible }
    public var rowCount: Int { items.count }
    public var originLabel: String? { pager.origin.label }
    public func rows(in range: Range<Int>) -> [any ResultItemViewModelType] { items[range.clamped(to: items.indices)].map { $0 } }

    /// Made when a page arrives, as ``reachable`` is: both are read on every frame, and reading them from the last
    /// page copied it (its photos, its query) each time.
    public private(set) var title = ""
    /// What the list can reach, the M of "N of M": the total, Flickr's 4,000 at most, or the rows there turned out to
    /// be once the last page is in (a server repeats photos across pages).
    private(set) var reachable = 0

    /// "N of M", M being what the list can reach (``reachable``).
    public var position: String {
        selectedIndex.map { "\($0 + 1) of \(reachable)" } ?? ""
    }
    public var isLoadingMore: Bool { pager.isLoading }
    public var errorMessage: String? { pager.latestError.map(UserMessage.describe) }
    public var hasMore: Bool { pager.hasMore }

    /// `G`/End asked for the real last result: each page that arrives moves the selection to its end, and the next
    /// loads, until the list's end (or the source's cap); Esc stops.
    private(set) var seekingEnd = false

    /// The last row loaded is on screen: only there is the list's end said (under rows with more below it, it
    /// told of an end the person had not reached). Assigned in ``update(_:)`` only when it changes, not read from the
    /// viewport: the line under the rows would be observed again, and drawn again, at every move.
    private(set) var lastRowShown = false

    public func viewportChanged(columns: Int, lines: Int, cell: PictureCell) {
        (terminal, self.cell) = ((columns, lines), cell)
        layOut(geometry.layout)
    }

    /// Lays the rows out in `layout` for the terminal as the view last said: the rows told when their thumbnails'
    /// pixels change, the viewport when the slots do.
    private func layOut(_ layout: ResultsLayout) {
        geometry = SearchResultsViewModel.geometry(columns: terminal.columns, lines: terminal.lines, layout: layout, services: services)
        let box = (width: geometry.thumbnailColumns * cell.width, height: geometry.thumbnailRows * cell.height)
        if box != thumbnailBox || cell.aspect != thumbnailAspect {
            (thumbnailBox, thumbnailAspect) = (box, cell.aspect)
            for item in items { item.thumbnailBoxChanged(width: box.width, height: box.height, pixelAspect: cell.aspect) }
        }
        update { $0.resize(rows: geometry.rows, columns: geometry.columns) }
    }

    public func moveUp() { moved(.up) }
    public func moveDown() { moved(.down) }
    public func moveLeft() { moved(.left) }
    public func moveRight() { moved(.right) }
    public func pageUp() { moved(.pageUp) }
    public func pageDown() { moved(.pageDown) }
    public func home() { moved(.home) }
    /// A move the person made: it stops a walk to the end.
    private func moved(_ move: SelectionViewport.Move) {
        seekingEnd = false
        update { $0.move(move) }
    }

    public func end() {
        seekingEnd = pager.hasMore
        update { $0.move(.end) }
    }
    public func layoutToggled() { layOut(layout == .list ? .grid : .list) }

    public func clicked(line: Int, column: Int) {
        guard let offset = geometry.slot(atLine: line, column: column), firstVisibleIndex + offset < items.count else { return }
        let index = firstVisibleIndex + offset
        if index == selectedIndex { rowActivated() } else { update { $0.move(.to(index)) } }
    }

    public func rowActivated() {
        guard let selectedIndex else { return }
        services.push(PhotoDetailViewModel(photo: items[selectedIndex].photo, neighbours: place(of: selectedIndex), services: services, clock: clock))
    }

    public func fullScreenRequested() {
        guard let selectedIndex else { return }
        let place = place(of: selectedIndex)
        services.push(PhotoViewerViewModel(place: place, services: services, clock: clock, leaving: place.select))
    }

    /// The result at `index` among those loaded, counted as the list counts, with the way back to select another.
    private func place(of index: Int) -> ResultsPlace {
        ResultsPlace(photos: items.map(\.photo), index: index, total: reachable) { [weak self] index in self?.update { $0.move(.to(index)) } }
    }

    public func refresh() { pager.restart(refreshing: true) }
    public func sortCycled() {
        if let reason = services.unavailability(of: .cycleSort) { return actions.tell(reason) }
        pager.restart { $0.sort = $0.sort.next }
    }

    public func licenseFilterCycled() {
        if let reason = services.unavailability(of: .cycleLicense) { return actions.tell(reason) }
        pager.restart { $0.licenses = (LicenseFilter(flickrIDs: $0.licenses) ?? .any).next.flickrIDs }
    }


    public func backPressed() {
        if actions.cancelDownload() { return }
        if seekingEnd { return seekingEnd = false }
        pager.stop()
        onScreen.show(0..<0, of: items)
        services.pop()
    }

    public func newSearchRequested() {
        // The order and licences carry over to the new search; a person's photos do not.
        services.push(SearchViewModel(services: services, clock: clock, defaults: SearchDefaults(pager.search)))
    }

    /// The rows laid out in `layout` on a terminal of `columns`×`lines`, with the services' thumbnails (none when
    /// images are off).
    private static func geometry(columns: Int, lines: Int, layout: ResultsLayout, services: any ViewModelServices) -> ResultsGeometry {
        ResultsGeometry(columns: columns, lines: lines, layout: layout, thumbnailSize: services.settings.thumbnailSize, showsThumbnails: services.images != nil)
    }

    /// Changes the viewport, then tells the rows that came or went and loads the next page when the selection or
    /// the rows on screen come near the end.
    private func update(_ change: (inout SelectionViewport) -> Void) {
        // Assigned only when it changed: an assignment is a change to Observation, and a frame drawn for nothing. Read
        // once: every read of an observed property is an access to Observation, with its key path made again.
        let before = viewport
        var changed = before
        change(&changed)
        if changed != before { viewport = changed }
        let lastRowShown = !changed.visible.isEmpty && changed.visible.upperBound == items.count
        if lastRowShown != self.lastRowShown { self.lastRowShown = lastRowShown }
        onScreen.show(changed.visible, of: items)
        showPreview()
        let distance = max(SearchResultsViewModel.prefetchDistance, changed.screenful)
        if max(changed.visible.upperBound, (changed.selected ?? 0) + 1) + distance >= items.count { pager.loadNext() }
    }

    /// A page's photos: after the rows, or in their place (the selection stays on its photo when the network's
    /// answer for stale rows still holds it).
    private func received(_ delivery: ResultsPager.Delivery) {
        defer { pageArrived() }
        switch delivery {
        case .more(let photos):
            items += photos.map(row)
            update { $0.loaded(count: items.count, hasMore: pager.hasMore) }
            if seekingEnd {
                seekingEnd = pager.hasMore
                update { $0.move(.end) }
            }
        case .fresh(let photos, let revalidated):
            if !revalidated { seekingEnd = false }
            let selectedID = revalidated ? selectedPhoto?.id : nil
            onScreen.show(0..<0, of: items)
            viewport.clear()
            items = photos.map(row)
            update { $0.loaded(count: items.count, hasMore: pager.hasMore) }
            if let selectedID, let index = items.firstIndex(where: { $0.photo.id == selectedID }) { update { $0.move(.to(index)) } }
        }
    }

    /// The title and what the list can reach, for the page the pager holds now and the rows there are; each assigned
    /// only when it changed (an assignment is a change to Observation).
    private func pageArrived() {
        let page = lastPage
        let title = page.resultsTitle
        if title != self.title { self.title = title }
        let reachable = hasMore ? page.reachableTotal : items.count
        if reachable != self.reachable { self.reachable = reachable }
    }

    private func row(_ photo: Photo) -> ResultItemViewModel {
        let row = ResultItemViewModel(photo: photo, services: services, thumbnailBox: thumbnailBox, pixelAspect: thumbnailAspect)
        row.thumbnailSettled = { [weak self] in
            guard let self else { return }
            onScreen.showUpcoming(of: items)
        }
        return row
    }
}
