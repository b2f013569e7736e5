import Model
import Observation

/// The pages of one search's results: what the rows are for (the search, its last page, where that came from), the
/// next page, the search again from its first page (another order, other licences, a refresh), and the network asked
/// again for a page the cache answered stale. Every load and revalidation belongs to the generation of rows it was
/// started for; one that a newer search superseded never delivers. Photos a page repeats (Flickr repeats them
/// across pages) are left out; a page that brings none new ends the list.
@MainActor
@Observable
final class ResultsPager {
    /// What a finished load or revalidation brings the rows.
    enum Delivery {
        /// New photos after the rows.
        case more([Photo])
        /// The rows anew: a new search's first page, or the network's answer for a stale one.
        case fresh([Photo], revalidated: Bool)
    }

    /// The last page loaded.
    private(set) var lastPage: PhotoPage
    /// Where the last page loaded (or asked for again) came from.
    private(set) var origin: AnswerOrigin
    /// A page brought no photo not listed already: the list ends there, whatever the server says of more.
    private(set) var reachedEnd = false
    /// The search the rows are for, or are being replaced by: its order and licences change at once on `s` and `L`,
    /// so that keys pressed faster than pages load each count.
    @ObservationIgnored private(set) var search: SearchQuery

    /// Loading a page: of the source itself when `refreshing` (the person asked for it), else through the cache.
    @ObservationIgnored private let load: Action<(query: SearchQuery, refreshing: Bool), PhotoPage>
    /// The network asked again for a page the cache answered stale (its answer, or none needed).
    @ObservationIgnored private let revalidation: Action<PhotoPage, PhotoPage?>
    /// Counts the searches started from a first page: a load or revalidation of an older one never delivers.
    @ObservationIgnored private var generation = 0
    @ObservationIgnored private var listed: Set<String>
    /// Told of every page's photos as they arrive (but the first page's, which start the rows: ``firstPhotos``).
    @ObservationIgnored var deliver: @MainActor (Delivery) -> Void = { _ in }

    init(firstPage: PhotoPage, photos: any PhotoSearchService) {
        lastPage = firstPage
        origin = firstPage.origin
        search = firstPage.query
        load = Action(policy: .cancelRunning) { request in
            request.refreshing ? try await photos.refreshed(request.query) : try await photos.search(request.query)
        }
        revalidation = Action(policy: .cancelRunning) { page in try await photos.revalidate(page) }
        listed = []
        firstPhotos = []
        firstPhotos = newPhotos(in: firstPage)
        revalidateIfStale(firstPage, generation: generation)
    }

    /// The first page's photos, repeats left out.
    @ObservationIgnored private(set) var firstPhotos: [Photo]

    /// True while a page loads.
    var isLoading: Bool { load.isExecuting }
    /// Why the last load failed; the rows loaded so far stay.
    var latestError: (any Error)? { load.latestError }
    /// True when more rows can load (not past the last page, Flickr's cap, or a page of repeats).
    var hasMore: Bool { lastPage.hasMore && !reachedEnd }

    /// Loads the page after the last, unless one is loading or there is none; after a failure, asking again retries.
    func loadNext() {
        guard hasMore, !load.isExecuting else { return }
        start(lastPage.query.page(lastPage.page + 1), generation: generation)
    }

    /// The search again from its first page, changed by `change` (another order, other licences): what was loading
    /// or being asked again for the old rows is dropped. `refreshing`: of the source itself, not of the cache.
    func restart(refreshing: Bool = false, _ change: (inout SearchQuery) -> Void = { _ in }) {
        change(&search)
        generation += 1
        revalidation.cancel()
        start(search.page(1), generation: generation, refreshing: refreshing)
    }

    /// Stops every load and revalidation (the screen was left).
    func stop() {
        generation += 1
        load.cancel()
        revalidation.cancel()
    }

    private func start(_ query: SearchQuery, generation: Int, refreshing: Bool = false) {
        load.start((query, refreshing)) { [weak self] result in
            guard let self, case .success(let page) = result, generation == self.generation else { return }
            let first = page.page == 1
            if first { (listed, reachedEnd) = ([], false) }
            lastPage = page
            origin = page.origin
            let new = newPhotos(in: page)
            deliver(first ? .fresh(new, revalidated: false) : .more(new))
            revalidateIfStale(page, generation: generation)
        }
    }

    /// Asks the network again for a page the cache answered stale. Its answer replaces the rows when they differ
    /// and nothing past the first page is loaded yet; otherwise only where the rows came from changes ("offline"
    /// when the network cannot be reached).
    private func revalidateIfStale(_ page: PhotoPage, generation: Int) {
        guard page.origin.isStale else { return }
        revalidation.start(page) { [weak self] result in
            guard case .success(let fresh?) = result else { return }
            self?.revalidated(fresh, was: page, generation: generation)
        }
    }

    private func revalidated(_ fresh: PhotoPage, was stale: PhotoPage, generation: Int) {
        guard generation == self.generation else { return }
        origin = fresh.origin
        guard fresh.page == 1, lastPage.page == 1, fresh.photos != stale.photos || fresh.total != stale.total else { return }
        (listed, reachedEnd, lastPage) = ([], false, fresh)
        deliver(.fresh(newPhotos(in: fresh), revalidated: true))
    }

    /// `page`'s photos not listed yet, now listed; none new past the first page ends the list.
    private func newPhotos(in page: PhotoPage) -> [Photo] {
        let new = page.photos.filter { listed.insert($0.id).inserted }
        if new.isEmpty, page.page > 1 { reachedEnd = true }
        return new
    }
}
