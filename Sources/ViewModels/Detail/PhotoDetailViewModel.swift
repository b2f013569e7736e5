import Foundation
import Model
import Observation

/// What the detail screen tells its view model.
@MainActor
public protocol PhotoDetailViewModelInputs {
    /// The screen became visible: fetches full information, counts and the licence name when missing.
    func viewDidAppear()
    /// Esc, Backspace, `h` or `q`: back to the results; while a download runs, cancels it instead.
    func backPressed()
    /// `o`: open the photo's page in the browser (`$BROWSER`, else `xdg-open`).
    func openInBrowserPressed()
    /// `y`: copy the photo's page URL.
    func copyLinkPressed()
    /// `d`: save the largest image, with its credit and licence beside it; Esc while it runs cancels it.
    func downloadPressed()
    /// `u`: more photos by this photo's owner, as results on top.
    func ownerPhotosRequested()
    /// `t`: the photo's tags as a list on top.
    func tagsRequested()
    /// `c`: the photo's comments on top.
    func commentsRequested()
    /// Any key after a notice: the notice goes.
    func noticeDismissed()
    /// The preview area is now `width`×`height` pixels (on appearing and on every resize).
    /// `pixelAspect`: the area's pixel height over width (1 for square ones).
    func previewAreaChanged(width: Int, height: Int, pixelAspect: Double)
    /// `/`: a new search on top.
    func newSearchRequested()
}

/// What the detail screen shows; every text is safe to print.
@MainActor
public protocol PhotoDetailViewModelOutputs {
    /// The title on one line; "(untitled)" when empty.
    var title: String { get }
    /// The owner's name (or id); empty when unknown.
    var owner: String { get }
    /// `YYYY-MM-DD` the photo was taken, when known.
    var taken: String? { get }
    /// `YYYY-MM-DD` the photo was posted, when known.
    var posted: String? { get }
    /// The description as plain text (HTML stripped, entities decoded), line breaks kept.
    var description: String { get }
    /// The photo's tags.
    var tags: [String] { get }
    /// The licence's name, or its id until the licence list has loaded; `nil` when the photo names none.
    var licenseName: String? { get }
    /// Where the licence text is.
    var licenseURL: URL? { get }
    /// The attribution line to show with the photo.
    var credit: String { get }
    /// The photo's web page.
    var pageURL: URL? { get }
    /// Views, comments and faves, as far as known.
    var counts: PhotoCounts { get }
    /// True while full information is loading.
    var isLoading: Bool { get }
    /// Why loading failed, in one line.
    var errorMessage: String? { get }
    /// "by <owner>"; `nil` when the owner is unknown.
    var byline: String? { get }
    /// "Taken <day> · Posted <day>", as far as known; `nil` when neither is.
    var datesLine: String? { get }
    /// "12 views · 3 comments · 1 faves", "–" for what is unknown.
    var countsLine: String { get }
    /// "Licence: <name> <url>"; `nil` when the photo names none.
    var licenseLine: String? { get }
    /// "Tags: a, b, c"; `nil` without tags.
    var tagsLine: String? { get }
    /// The outcome of the last action (the page URL shown, copied, saved, failed); cleared by the next key.
    var notice: String? { get }
    /// The title bar's right end: "loading…" while full information loads.
    var progress: String { get }
    /// The foot of the screen: the notice, else the loading error, else key hints.
    var statusLine: StatusLine { get }
    /// The photo fitted to the preview area: the thumbnail scaled up at once when it is in memory, then the
    /// smallest size that covers the area.
    var preview: ImageState { get }
    /// The smallest image covering `width`×`height` pixels, else the largest there is.
    func imageURL(forPixelWidth width: Int, height: Int) -> URL?
}

/// A detail view model as the detail screen sees it: inputs to send, outputs to draw.
@MainActor
public protocol PhotoDetailViewModelType: NavigableViewModel {
    var inputs: any PhotoDetailViewModelInputs { get }
    var outputs: any PhotoDetailViewModelOutputs { get }
}

/// One photo in full.
@MainActor
@Observable
public final class PhotoDetailViewModel: PhotoDetailViewModelInputs, PhotoDetailViewModelOutputs, PhotoDetailViewModelType {
    public var inputs: any PhotoDetailViewModelInputs { self }
    public var outputs: any PhotoDetailViewModelOutputs { self }

    /// The photo as known so far.
    public private(set) var photo: Photo
    public private(set) var counts: PhotoCounts
    public private(set) var isLoading = false
    public private(set) var errorMessage: String?
    public private(set) var preview: ImageState = .unavailable
    /// Open, copy and download, and what they said.
    public let actions: PhotoActions
    private var license: License?
    private var licenseNamesUnavailable = false

    @ObservationIgnored private let services: any ViewModelServices
    @ObservationIgnored private let clock: any Clock<Duration>
    @ObservationIgnored private var loaded = false
    @ObservationIgnored private var previewFetch: Task<Void, Never>?
    @ObservationIgnored private var previewArea = (width: 0, height: 0, pixelAspect: 1.0)

    public init(photo: Photo, services: any ViewModelServices, clock: any Clock<Duration>) {
        self.photo = photo
        self.services = services
        self.clock = clock
        actions = PhotoActions(services: services)
        counts = services.counts.counts(for: photo.id)?.filled(from: photo.counts) ?? photo.counts
        license = License.flickr(id: photo.licenseID)
    }

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
    public var credit: String { TerminalText.singleLine(photo.credit ?? (owner.isEmpty ? "" : "Photo by \(owner)")) }
    public var pageURL: URL? { photo.pageURL }
    public var byline: String? { owner.isEmpty ? nil : "by " + owner }
    public var countsLine: String { DisplayFormat.counts(counts, separator: " · ") }
    public var progress: String { isLoading ? "loading…" : "" }
    public var notice: String? { actions.notice }

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
            ([.moveUp, .moveDown], "scroll"), ([.openInBrowser], "open"), ([.copyLink], "copy"), ([.download], "save"),
            ([.ownerPhotos], "owner"), ([.tags], "tags"), ([.comments], "comments"), ([.help], "help"), ([.back], "back"),
        ]
        return StatusLine(services.keys.hints(hints, in: .detail), tone: .hint)
    }

    public func imageURL(forPixelWidth width: Int, height: Int) -> URL? {
        // The whole photo, never a square crop, however small the pane.
        let sizes = photo.wholeSizes
        let covering = sizes.first { size in
            guard let sizeWidth = size.width, let sizeHeight = size.height else { return size.longestEdge >= max(width, height) }
            return sizeWidth >= width && sizeHeight >= height
        }
        return (covering ?? sizes.last)?.url
    }

    public func viewDidAppear() {
        guard !loaded else { return }
        loaded = true
        isLoading = true
        let service = services.photos
        let cache = services.counts
        let known = photo
        Task {
            async let full = service.photo(id: known.id)
            // Flickr's own licences are known; the list is fetched only for another id (or another backend's).
            let needsList = License.flickr(id: known.licenseID) == nil
            async let licenses = needsList ? try? service.licenses() : License.flickr
            async let counts = try? cache.counts(of: known, from: service)
            do {
                let info = try await full
                photo = merged(photo, with: info)
            } catch where !error.isCancellation {
                errorMessage = UserMessage.describe(error)
            } catch {}
            if let counts = await counts { self.counts = counts }
            if let list = await licenses {
                license = list.first { $0.id == photo.licenseID } ?? License.flickr(id: photo.licenseID)
            } else {
                license = License.flickr(id: photo.licenseID)
                licenseNamesUnavailable = license == nil
            }
            isLoading = false
        }
    }

    public func backPressed() {
        if actions.cancelDownload() { return }
        previewFetch?.cancel()
        services.pop()
    }

    public func openInBrowserPressed() { actions.openInBrowser(photo) }
    public func copyLinkPressed() { actions.copyLink(photo) }
    public func downloadPressed() { actions.download(photo, license: license) }

    public func previewAreaChanged(width: Int, height: Int, pixelAspect: Double) {
        guard (width, height, pixelAspect) != previewArea else { return }
        previewArea = (width, height, pixelAspect)
        previewFetch?.cancel()
        guard let images = services.images, width > 0, height > 0,
              let url = imageURL(forPixelWidth: width, height: height) else {
            preview = .unavailable
            return
        }
        if let ready = images.cached(url, fitting: width, height, pixelAspect: pixelAspect) {
            preview = .loaded(ready)
            return
        }
        // A smaller whole picture already in memory (the photo seen at another size) shows at once, scaled;
        // never the list's square thumbnail, which is a crop.
        let whole = photo.wholeSizes
        if let quick = images.cachedWhole(whole.compactMap(\.url)), let shape = whole.last(where: { $0.width != nil && $0.height != nil }) {
            let fitted = ImageStore.fit(width: shape.width ?? 1, height: shape.height ?? 1, into: width, height, pixelAspect: pixelAspect)
            preview = .loaded(quick.areaAveraged(toWidth: fitted.width, height: fitted.height))
        } else if preview.image == nil {
            preview = .loading
        }
        previewFetch = Task { [weak self] in
            do {
                let image = try await images.image(url, fitting: width, height, pixelAspect: pixelAspect, priority: .visible)
                self?.preview = .loaded(image)
            } catch where error.isCancellation {
                return
            } catch {
                self?.preview = .failed
                // What a hostile server tried is said; an image that merely failed shows its cross alone.
                switch error {
                case HTTPError.refused, ImageError.tooManyScans, ImageError.overBudget:
                    self?.actions.tell("The photo is not shown: " + UserMessage.describe(error))
                default: break
                }
            }
        }
    }

    public func ownerPhotosRequested() {
        let owner = photo.owner
        guard !owner.id.isEmpty else {
            actions.tell("Who took this photo is not known, so there are no more of theirs to show")
            return
        }
        actions.tell("Looking for photos by \(self.owner)…")
        let services = services
        let clock = clock
        Task { [weak self] in
            do {
                try await services.showResults(of: SearchQuery(text: "", owner: owner), clock: clock)
                self?.actions.tell(nil)
            } catch {
                self?.actions.tell("Photos by the owner could not be found: " + UserMessage.describe(error))
            }
        }
    }

    public func tagsRequested() {
        services.push(PhotoTagsViewModel(photo: photo, services: services, clock: clock))
    }

    public func commentsRequested() {
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
        return photo
    }
}
