import Model
import Observation

/// What the tags screen tells its view model.
@MainActor
public protocol PhotoTagsViewModelInputs {
    /// Up or `k`.
    func moveUp()
    /// Down or `j`.
    func moveDown()
    /// Enter: search the selected tag.
    func tagActivated()
    /// Esc, `h` or `q`: back to the photo (a search under way is cancelled first).
    func backPressed()
    /// `/`: a new search on top.
    func newSearchRequested()
}

/// What the tags screen shows; every text is safe to print.
@MainActor
public protocol PhotoTagsViewModelOutputs {
    /// "Tags of “title”".
    var title: String { get }
    /// The photo's tags, one a line.
    var tags: [String] { get }
    /// The selected tag; `nil` when there are none.
    var selectedIndex: Int? { get }
    /// What to show when there are no tags.
    var emptyMessage: String? { get }
    /// The foot of the screen: the search under way or its failure, else key hints.
    var statusLine: StatusLine { get }
}

/// A tags view model as the tags screen sees it.
@MainActor
public protocol PhotoTagsViewModelType: NavigableViewModel {
    var inputs: any PhotoTagsViewModelInputs { get }
    var outputs: any PhotoTagsViewModelOutputs { get }
}

/// A photo's tags as a list; Enter searches the selected one.
@MainActor
@Observable
public final class PhotoTagsViewModel: PhotoTagsViewModelInputs, PhotoTagsViewModelOutputs, PhotoTagsViewModelType {
    public var inputs: any PhotoTagsViewModelInputs { self }
    public var outputs: any PhotoTagsViewModelOutputs { self }

    public let title: String
    public let tags: [String]
    public private(set) var selectedIndex: Int?
    /// The tag searched last.
    private var searchedTag: String?

    @ObservationIgnored private let services: any ViewModelServices
    @ObservationIgnored private let clock: any Clock<Duration>
    @ObservationIgnored private let search: Action<SearchQuery, PhotoPage>

    public init(photo: Photo, services: any ViewModelServices, clock: any Clock<Duration>) {
        title = "Tags of “\(photo.displayTitle)”"
        tags = photo.tags.map(TerminalText.singleLine).filter { !$0.isEmpty }
        selectedIndex = tags.isEmpty ? nil : 0
        self.services = services
        self.clock = clock
        let photos = services.photos
        search = Action { query in try await photos.search(query) }
    }

    /// The tag being searched, while its search runs.
    private var searching: String? { search.isExecuting ? searchedTag : nil }

    public var emptyMessage: String? { tags.isEmpty ? "This photo has no tags." : nil }

    public var statusLine: StatusLine {
        if let searching {
            let cancel = services.settings.keys.label(.back, in: .tags, preferring: .escape).map { "  (\($0) cancels)" } ?? ""
            return StatusLine("Searching “\(searching)”…" + cancel, tone: .progress)
        }
        if let error = search.latestError { return StatusLine(UserMessage.describe(error), tone: .error) }
        let hints: [(actions: [KeyAction], words: String)] = [
            ([.moveUp, .moveDown], "move"), ([.open], "search the tag"), ([.newSearch], "search"), ([.back], "back"),
        ]
        return StatusLine(services.settings.keys.hints(hints, in: .tags), tone: .hint)
    }

    public func moveUp() { selectedIndex = selectedIndex.map { max($0 - 1, 0) } }
    public func moveDown() { selectedIndex = selectedIndex.map { min($0 + 1, tags.count - 1) } }

    public func tagActivated() {
        guard let selectedIndex, !search.isExecuting else { return }
        let tag = tags[selectedIndex]
        searchedTag = tag
        search.start(services.settings.searchDefaults.query(tag)) { [weak self] result in
            guard let self, case .success(let page) = result else { return }
            services.showResults(page, clock: clock)
        }
    }

    public func backPressed() {
        if search.isExecuting {
            search.cancel()
            return
        }
        services.pop()
    }

    public func newSearchRequested() {
        services.push(SearchViewModel(services: services, clock: clock))
    }
}
