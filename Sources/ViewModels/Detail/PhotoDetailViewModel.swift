import FoundationEssentials
import Model
import Observation

/// One photo in full.
@MainActor
@Observable
public final class PhotoDetailViewModel: PhotoDetailViewModelInputs, PhotoDetailViewModelOutputs, PhotoDetailViewModelType {
    public var inputs: any PhotoDetailViewModelInputs { self }
    public var outputs: any PhotoDetailViewModelOutputs { self }

    /// The photo as known so far.
    public private(set) var photo: Photo
    public private(set) var counts: PhotoCounts
    public private(set) var errorMessage: String?
    /// Open, copy and download, and what they said.
    public let actions: PhotoActions
    private var license: License?
    private var licenseNamesUnavailable = false

    @ObservationIgnored private let services: any ViewModelServices
    @ObservationIgnored private let clock: any Clock<Duration>
    @ObservationIgnored private var loaded = false
    /// Getting the photo's full information, its counts and the licences' names.
    @ObservationIgnored private let details: Action<Photo, PhotoDetails>
    /// Looking for the owner's photos.
    @ObservationIgnored private let ownerSearch: Action<SearchQuery, PhotoPage>
    /// The preview.
    private let picture: PhotoPicture
    /// The results the photo was opened from, and where it is among them: the full-screen viewer moves through them.
    @ObservationIgnored private let neighbours: ResultsPlace

    /// - Parameter neighbours: the results the photo was opened from and its place among them (the photo
    ///   alone by default).
    public init(photo: Photo, neighbours: ResultsPlace? = nil, services: any ViewModelServices, clock: any Clock<Duration>) {
        self.photo = photo
        self.neighbours = neighbours ?? ResultsPlace(photo: photo)
        self.services = services
        self.clock = clock
        let actions = PhotoActions(services: services)
        self.actions = actions
        picture = PhotoPicture(images: services.images) { actions.tell($0) }
        counts = services.counts.counts(for: photo.id)?.filled(from: photo.counts) ?? photo.counts
        license = photo.knownLicense
        let service = services.photos
        let cache = services.counts
        details = Action { known in
            async let full = service.photo(id: known.id)
            // Flickr's own licences are known; the list is fetched only for another id (or another backend's).
            let needsList = known.license == nil && License.flickr(id: known.licenseID) == nil
            async let licenses = needsList ? try? service.licenses() : License.flickr
            async let counts = try? cache.counts(of: known, from: service)
            let info: Result<Photo, any Error>
            do {
                info = .success(try await full)
            } catch {
                info = .failure(error)
            }
            let details = PhotoDetails(info: info, counts: await counts, licenses: await licenses)
            try Task.checkCancellation()
            return details
        }
        ownerSearch = Action(policy: .cancelRunning) { query in try await service.search(query) }
    }

    public var isLoading: Bool { details.isExecuting }

    public var title: String { photo.displayTitle }
    public var owner: String { photo.displayOwner }
    public var taken: String? { photo.taken.map(DisplayFormat.day) }
    public var posted: String? { photo.posted.map(DisplayFormat.day) }
    public var description: String { TerminalText.sanitized(HTMLText.plainText(photo.description), keepingNewlines: true) }
    public var tags: [String] { photo.tags.map(TerminalText.singleLine).filter { !$0.isEmpty } }
    public var licenseName: String? {
        if let name = license?.name { return TerminalText.singleLine(name) }
        return photo.licenseID.map { TerminalText.singleLine($0) + (licenseNamesUnavailable ? " (the licence names could not be loaded)" : "") }
    }
    public var licenseURL: URL? { license?.url }
    /// The credit line: the source's attribution (built where it gave none), and the source it came through.
    public var credit: String {
        let credit = TerminalText.singleLine(photo.credit ?? (owner.isEmpty ? "" : "Photo by \(owner)"))
        return credit + (photo.sourceName.map { " (via \(TerminalText.singleLine($0)))" } ?? "")
    }
    public var pageURL: URL? { photo.pageURL }
    public var byline: String? { owner.isEmpty ? nil : "by " + owner }
    public var countsLine: String { DisplayFormat.counts(counts, separator: " · ") }
    public var progress: String { isLoading ? "loading…" : "" }
    public var notice: String? { actions.notice }
    public var preview: ImageState { picture.state }

    public var datesLine: String? {
        let dates = [taken.map { "Taken \($0)" }, posted.map { "Posted \($0)" }].compactMap { $0 }
        return dates.isEmpty ? nil : dates.joined(separator: " · ")
    }

    public var licenseLine: String? {
        licenseName.map { "Licence: " + $0 + (licenseURL.map { " <\($0.absoluteString)>" } ?? "") }
    }

    public var tagsLine: String? { tags.isEmpty ? nil : "Tags: " + tags.joined(separator: ", ") }

    public var statusLine: StatusLine {
        if let status = actions.statusLine { return status }
        if let errorMessage { return StatusLine(errorMessage, tone: .error) }
        let hints: [(actions: [KeyAction], words: String)] = [
            ([.moveUp, .moveDown], "scroll"), ([.fullScreen], "full"), ([.openInBrowser], "open"), ([.copyLink], "copy"), ([.download], "save"),
            ([.ownerPhotos], "owner"), ([.tags], "tags"), ([.comments], "comments"), ([.help], "help"), ([.back], "back"),
        ]
        return StatusLine(services.settings.keys.hints(hints, in: .detail, leaving: services.unavailableActions.union(emptyActions)), tone: .hint)
    }

    /// Keys with nothing behind them for this photo — no tags, no comments, no one known who took it — left out of
    /// the hints; pressed, they say why.
    private var emptyActions: Set<KeyAction> {
        var empty: Set<KeyAction> = []
        if tags.isEmpty { empty.insert(.tags) }
        if counts.comments == 0 { empty.insert(.comments) }
        if photo.owner.id.isEmpty && TerminalText.singleLine(photo.owner.name).isEmpty { empty.insert(.ownerPhotos) }
        return empty
    }

    public func imageURL(forPixelWidth width: Int, height: Int) -> URL? {
        PhotoPicture.url(of: photo, covering: width, height)
    }

    public func viewDidAppear() {
        guard !loaded else { return }
        loaded = true
        details.start(photo) { [weak self] result in
            guard let self, case .success(let details) = result else { return }
            switch details.info {
            case .success(let info): photo = merged(photo, with: info)
            case .failure(let error): if !error.isCancellation { errorMessage = UserMessage.describe(error) }
            }
            if let counts = details.counts { self.counts = counts }
            if let own = photo.license {
                license = own
            } else if let list = details.licenses {
                license = list.first { $0.id == photo.licenseID } ?? License.flickr(id: photo.licenseID)
            } else {
                license = License.flickr(id: photo.licenseID)
                licenseNamesUnavailable = license == nil
            }
        }
    }

    public func backPressed() {
        if actions.cancelDownload() { return }
        details.cancel()
        ownerSearch.cancel()
        picture.cancel()
        services.pop()
    }

    public func openInBrowserPressed() { actions.openInBrowser(photo) }
    public func copyLinkPressed() { actions.copyLink(photo) }
    public func downloadPressed() { actions.download(photo, license: license) }

    public func previewAreaChanged(width: Int, height: Int, pixelAspect: Double) {
        picture.show(photo, in: PhotoPicture.Area(width: width, height: height, pixelAspect: pixelAspect))
    }

    public func fullScreenRequested() {
        var photos = neighbours.photos
        photos[neighbours.index] = photo
        let place = ResultsPlace(photos: photos, index: neighbours.index, total: neighbours.total)
        // Left on another photo, the viewer goes back to the list, that photo selected, not to this one's page.
        services.push(PhotoViewerViewModel(place: place, services: services, clock: clock) { [weak self, neighbours] index in
            guard let self, index != neighbours.index else { return }
            neighbours.select(index)
            services.pop()
        })
    }

    public func ownerPhotosRequested() {
        if let reason = services.unavailability(of: .ownerPhotos) { return actions.tell(reason) }
        // By id where the source gives one, else by name (Openverse's creators).
        let owner = photo.owner.id.isEmpty ? PhotoOwner(name: photo.owner.name) : photo.owner
        guard !owner.id.isEmpty || !TerminalText.singleLine(owner.name).isEmpty else {
            actions.tell("Who took this photo is not known, so there are no more of theirs to show")
            return
        }
        actions.tell("Looking for photos by \(self.owner)…")
        ownerSearch.start(services.settings.searchDefaults.query("", owner: owner)) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let page):
                actions.tell(nil)
                services.showResults(page, clock: clock)
            case .failure(let error):
                actions.tell("Photos by the owner could not be found: " + UserMessage.describe(error))
            }
        }
    }

    public func tagsRequested() {
        if tags.isEmpty { return actions.tell("This photo has no tags") }
        services.push(PhotoTagsViewModel(photo: photo, services: services, clock: clock))
    }

    public func commentsRequested() {
        if let reason = services.unavailability(of: .comments) { return actions.tell(reason) }
        if counts.comments == 0 { return actions.tell("No one has commented on this photo") }
        services.push(PhotoCommentsViewModel(photo: photo, services: services, clock: clock))
    }

    public func noticeDismissed() { actions.dismissNotice() }

    public func newSearchRequested() {
        services.push(SearchViewModel(services: services, clock: clock))
    }

    /// `base` completed with what `info` knows; sizes from the search are kept when they carry dimensions.
    private func merged(_ base: Photo, with info: Photo) -> Photo {
        var photo = info
        if photo.title.isEmpty { photo.title = base.title }
        if photo.description.isEmpty { photo.description = base.description }
        if photo.owner.name.isEmpty { photo.owner = base.owner }
        photo.taken = photo.taken ?? base.taken
        photo.posted = photo.posted ?? base.posted
        photo.licenseID = photo.licenseID ?? base.licenseID
        photo.counts = photo.counts.filled(from: base.counts)
        if photo.tags.isEmpty { photo.tags = base.tags }
        if base.sizes.contains(where: { $0.width != nil }) || photo.sizes.isEmpty { photo.sizes = base.sizes }
        photo.pageURL = photo.pageURL ?? base.pageURL
        photo.credit = photo.credit ?? base.credit
        photo.license = photo.license ?? base.license
        photo.sourceName = photo.sourceName ?? base.sourceName
        return photo
    }
}
