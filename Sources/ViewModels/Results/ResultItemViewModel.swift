import FoundationEssentials
import Model
import Observation

/// What a results row shows.
@MainActor
public protocol ResultItemViewModelOutputs {
    /// The photo's title on one line, safe to print; "(untitled)" when empty.
    var title: String { get }
    /// "owner · date taken · licence", safe to print; any part may be missing.
    var subtitle: String { get }
    /// The square thumbnail, when there is one.
    var thumbnailURL: URL? { get }
    /// View count, `nil` until known.
    var views: Int? { get }
    /// Comment count, `nil` until known.
    var comments: Int? { get }
    /// Favourite count, `nil` until known.
    var faves: Int? { get }
    /// The three counts as one line ("12 views  3 comments  1 faves"), "–" for what is unknown.
    var countsText: String { get }
    /// True while the row is on screen.
    var isVisible: Bool { get }
    /// The square thumbnail, fitted to the layout's thumbnail box, fetched while the row is on screen.
    var thumbnail: ImageState { get }
    /// What a tile without a picture says, a word a line: "no picture" where the photo has none, "not shown" where it
    /// failed; `nil` while it loads or is shown.
    var pictureNote: String? { get }
}

/// What the results list tells a row.
@MainActor
public protocol ResultItemViewModelInputs {
    /// The row came on screen (`true`) or left it (`false`).
    func visibilityChanged(_ isVisible: Bool)
    /// The thumbnail is now drawn `width`×`height` pixels, each `pixelAspect` times as tall as wide (the layout or
    /// the way photos are drawn changed).
    func thumbnailBoxChanged(width: Int, height: Int, pixelAspect: Double)
    /// The row is (`true`) or is no longer (`false`) on the next screen: its thumbnail is fetched ahead,
    /// after everything on screen.
    func upcomingChanged(_ isUpcoming: Bool)
}

/// A results row as the results screen sees it: inputs to send, outputs to draw.
@MainActor
public protocol ResultItemViewModelType: AnyObject {
    var inputs: any ResultItemViewModelInputs { get }
    var outputs: any ResultItemViewModelOutputs { get }
}

/// One row of results. Once it has stayed on screen for 300 ms it fetches the counts the search did not provide (the
/// list's ``CountsRounds`` says when) — once per photo for the session; leaving the screen cancels the fetch.
@MainActor
@Observable
public final class ResultItemViewModel: ResultItemViewModelOutputs, ResultItemViewModelInputs, ResultItemViewModelType {
    public var inputs: any ResultItemViewModelInputs { self }
    public var outputs: any ResultItemViewModelOutputs { self }

    /// How long a row must stay on screen before its counts are fetched.
    public static let countsDelay: Duration = .milliseconds(300)

    /// The photo the row stands for.
    public let photo: Photo
    public private(set) var counts: PhotoCounts {
        didSet { countsText = DisplayFormat.counts(counts, separator: "  ") }
    }
    /// True while the row is on screen.
    public private(set) var isVisible = false
    public private(set) var thumbnail: ImageState

    @ObservationIgnored private let services: any ViewModelServices
    /// Getting the counts, once the row has been on screen a moment (made the first time it is needed: most rows
    /// of a long list never are on screen).
    @ObservationIgnored private var countsFetch: Action<Photo, PhotoCounts>?
    /// Getting the thumbnail (made the first time it is needed), and how urgent the running one was when it started.
    @ObservationIgnored private var thumbnailFetch: Action<ImageRequest, RGBImage>?
    @ObservationIgnored private var thumbnailPriority: ImagePriority?
    @ObservationIgnored private var thumbnailBox: (width: Int, height: Int)
    /// A thumbnail pixel's height over its width.
    @ObservationIgnored private var thumbnailAspect: Double
    /// Told when a fetch of the thumbnail ends, whatever came of it (the list fetches the next screen's thumbnails
    /// once those on screen are in).
    @ObservationIgnored var thumbnailSettled: @MainActor () -> Void = {}

    /// True while the thumbnail is being fetched.
    var isFetchingThumbnail: Bool { thumbnailPriority != nil }

    public init(
        photo: Photo, services: any ViewModelServices,
        thumbnailBox: (width: Int, height: Int)? = nil, pixelAspect: Double = 1
    ) {
        self.photo = photo
        self.services = services
        let thumbnailBox = thumbnailBox ?? services.settings.thumbnailSize.listPixels
        self.thumbnailBox = thumbnailBox
        thumbnailAspect = pixelAspect
        let counts = services.counts.counts(for: photo.id)?.filled(from: photo.counts) ?? photo.counts
        self.counts = counts
        countsText = DisplayFormat.counts(counts, separator: "  ")
        thumbnail = ResultItemViewModel.cachedThumbnail(of: photo, from: services.images, box: thumbnailBox, pixelAspect: pixelAspect)
        title = photo.displayTitle
        let license = photo.knownLicense.map { TerminalText.singleLine($0.shortName) } ?? ""
        subtitle = [photo.displayOwner, photo.taken.map(DisplayFormat.day) ?? "", license].filter { !$0.isEmpty }.joined(separator: " · ")
    }

    public let title: String
    public let subtitle: String

    public var thumbnailURL: URL? { ResultItemViewModel.thumbnailURL(of: photo, box: thumbnailBox) }

    public var pictureNote: String? {
        switch thumbnail {
        case .unavailable: "no picture"
        case .failed: "not shown"
        case .loading, .loaded: nil
        }
    }
    public var views: Int? { counts.views }
    public var comments: Int? { counts.comments }
    public var faves: Int? { counts.faves }
    /// Kept with the counts: it is read on every frame.
    public private(set) var countsText: String

    public func visibilityChanged(_ isVisible: Bool) {
        guard isVisible != self.isVisible else { return }
        self.isVisible = isVisible
        countsFetch?.cancel()
        if isVisible, thumbnail == .loading {
            fetchThumbnail(priority: .visible)
        } else if !isVisible {
            cancelThumbnailFetch()
        }
    }

    /// True while the row's counts are unknown and may be fetched: neither the search's answer nor this session has
    /// them, and the source can tell more than its answer did.
    var needsCounts: Bool { !counts.isComplete && services.photos.fetchesCounts && services.counts.counts(for: photo.id) == nil }

    /// The row has been on screen long enough (``CountsRounds`` says when): its counts are fetched, unless it left
    /// meanwhile or they came another way.
    func countsDue() {
        guard isVisible, needsCounts else { return }
        let fetch = countsFetch ?? Action(policy: .cancelRunning) { [services] photo in
            try await services.counts.counts(of: photo, from: services.photos)
        }
        countsFetch = fetch
        fetch.start(photo) { [weak self] result in
            guard case .success(let counts) = result, self?.counts != counts else { return }
            self?.counts = counts
        }
    }

    public func thumbnailBoxChanged(width: Int, height: Int, pixelAspect: Double) {
        guard (width, height) != thumbnailBox || pixelAspect != thumbnailAspect else { return }
        thumbnailBox = (width, height)
        thumbnailAspect = pixelAspect
        cancelThumbnailFetch()
        thumbnail = ResultItemViewModel.cachedThumbnail(of: photo, from: services.images, box: thumbnailBox, pixelAspect: pixelAspect)
        if isVisible, thumbnail == .loading { fetchThumbnail(priority: .visible) }
    }

    public func upcomingChanged(_ isUpcoming: Bool) {
        guard !isVisible else { return }
        if isUpcoming, thumbnail == .loading {
            fetchThumbnail(priority: .upcoming)
        } else if !isUpcoming {
            cancelThumbnailFetch()
        }
    }

    /// The image to fetch for a thumbnail of `box` pixels (``Photo/thumbnail(covering:)``).
    private static func thumbnailURL(of photo: Photo, box: (width: Int, height: Int)) -> URL? {
        photo.thumbnail(covering: max(box.width, box.height))?.url
    }

    /// The thumbnail as far as memory knows it: ready when cached, else to be fetched.
    private static func cachedThumbnail(of photo: Photo, from images: (any PhotoImages)?, box: (width: Int, height: Int), pixelAspect: Double) -> ImageState {
        guard let images, let url = thumbnailURL(of: photo, box: box) else { return .unavailable }
        return images.cached(url, fitting: box.width, box.height, pixelAspect: pixelAspect).map(ImageState.loaded) ?? .loading
    }

    /// Fetches the thumbnail at `priority`, unless a fetch at least as urgent is running; one for the next
    /// screen gives way to one for this screen.
    private func fetchThumbnail(priority: ImagePriority) {
        if let running = thumbnailPriority, running <= priority { return }
        cancelThumbnailFetch()
        guard let images = services.images, let url = ResultItemViewModel.thumbnailURL(of: photo, box: thumbnailBox) else { return }
        let fetch = thumbnailFetch ?? Action.fetchingImages(from: images)
        thumbnailFetch = fetch
        thumbnailPriority = priority
        // Superseded meanwhile (another box), a result that came anyway is not delivered: not this row's thumbnail now.
        let request = ImageRequest(url: url, width: thumbnailBox.width, height: thumbnailBox.height, pixelAspect: thumbnailAspect, priority: priority)
        fetch.start(request) { [weak self] result in
            self?.thumbnailPriority = nil
            switch result {
            case .success(let image): self?.thumbnail = .loaded(image)
            case .failure: self?.thumbnail = .failed
            }
            self?.thumbnailSettled()
        }
    }

    private func cancelThumbnailFetch() {
        thumbnailFetch?.cancel()
        thumbnailPriority = nil
    }
}
