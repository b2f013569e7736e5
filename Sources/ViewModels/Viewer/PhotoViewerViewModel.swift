import FoundationEssentials
import Model
import Observation

/// What the full-screen viewer tells its view model.
@MainActor
public protocol PhotoViewerViewModelInputs {
    /// The picture's area is now `width`×`height` pixels (on appearing and on every resize); `pixelAspect`: a
    /// pixel's height over its width.
    func pictureAreaChanged(width: Int, height: Int, pixelAspect: Double)
    /// → or `l`: the next result's photo; zoomed in, pans right.
    func nextPressed()
    /// ← or `h`: the previous result's photo; zoomed in, pans left.
    func previousPressed()
    /// ↑ or `k`: zoomed in, pans up.
    func upPressed()
    /// ↓ or `j`: zoomed in, pans down.
    func downPressed()
    /// `+`: closer, stopping at one to one on the way; past it the photo is enlarged.
    func zoomInPressed()
    /// `-`: further, down to the whole photo.
    func zoomOutPressed()
    /// `=`: the whole photo, fitted to the window.
    func zoomFitPressed()
    /// `1`: the photo's own pixels, one to a terminal pixel.
    func oneToOnePressed()
    /// `p`: plays the results from this photo, one every few seconds (the settings'), or pauses them.
    func slideshowPressed()
    /// Any other key: a slideshow playing pauses (the key then does what it does).
    func otherKeyPressed()
    /// `i`: shows or hides what is known of the photo — the camera's details where the source keeps them, the licence
    /// and the credit always.
    func detailsPressed()
    /// Esc or `q`: back to where the viewer was opened; while a download runs, cancels it instead.
    func backPressed()
    /// `o`: open the photo's page in the browser.
    func openInBrowserPressed()
    /// `y`: copy the photo's page URL.
    func copyLinkPressed()
    /// `d`: save the largest image, with its credit and licence beside it.
    func downloadPressed()
    /// Any key after a notice: the notice goes.
    func noticeDismissed()
    /// `/`: a new search on top.
    func newSearchRequested()
}

/// What the full-screen viewer shows; every text is safe to print.
@MainActor
public protocol PhotoViewerViewModelOutputs {
    /// The photo fitted to the whole area.
    var picture: ImageState { get }
    /// One line under it: the title, by whom, the credit.
    var caption: String { get }
    /// Where the photo is among the results: "3 of 38" (empty for a photo alone).
    var position: String { get }
    /// The zoom when not fitted — "1:1", "200 %" — and, where the photo is larger than the window, that the arrows pan;
    /// `nil` when the whole photo is shown.
    var zoomLabel: String? { get }
    /// While the slideshow plays: how often it moves on and how to stop it; `nil` otherwise.
    var slideshowLabel: String? { get }
    /// What is known of the photo, a line each, while `i` shows it; `nil` when hidden.
    var details: [String]? { get }
    /// What replaces the caption while something is to be said: a download's progress, a notice; `nil` otherwise.
    var notice: StatusLine? { get }
}

/// A viewer view model as its screen sees it.
@MainActor
public protocol PhotoViewerViewModelType: NavigableViewModel {
    var inputs: any PhotoViewerViewModelInputs { get }
    var outputs: any PhotoViewerViewModelOutputs { get }
}

/// One photo at the whole terminal's size, moving through the results it was opened from; the photos either side
/// are fetched ahead at the same size, so that moving is instant.
@MainActor
@Observable
public final class PhotoViewerViewModel: PhotoViewerViewModelInputs, PhotoViewerViewModelOutputs, PhotoViewerViewModelType {
    public var inputs: any PhotoViewerViewModelInputs { self }
    public var outputs: any PhotoViewerViewModelOutputs { self }

    /// The results, and which one is shown.
    public private(set) var index: Int
    private let photos: [Photo]
    let pictures: PhotoPicture
    /// Open, copy and download, and what they said.
    public let actions: PhotoActions

    /// The M of "N of M": what the list the photos came from can reach.
    @ObservationIgnored private let total: Int
    @ObservationIgnored private let leaving: @MainActor (Int) -> Void
    @ObservationIgnored let services: any ViewModelServices
    @ObservationIgnored let clock: any Clock<Duration>
    @ObservationIgnored private(set) var area = PhotoPicture.Area(width: 0, height: 0, pixelAspect: 1)
    /// The zoom and pan; `nil` while the whole photo shows as it fits.
    public internal(set) var zoom: ViewerZoom?
    /// The view of the zoomed photo, made from the largest picture of it decoded so far (``zoomSource``).
    var zoomedPicture: RGBImage?
    /// The largest picture of the photo decoded for zooming, and the fetch of a larger one.
    @ObservationIgnored var zoomSource: RGBImage?
    @ObservationIgnored var zoomFetch: Action<ImageRequest, RGBImage>?
    /// True while the slideshow plays, and what moves it on.
    public internal(set) var isPlaying = false
    @ObservationIgnored var slideshowTask: Task<Void, Never>?
    /// Whether the details show, and the camera's details of each photo asked about (`nil`: none to be had).
    public internal(set) var detailsShown = false
    var cameraDetails: [String: CameraDetails?] = [:]
    @ObservationIgnored var cameraFetch: Action<String, CameraDetails?>?

    /// - Parameters:
    ///   - place: the results to move through, and the one to show first.
    ///   - leaving: told the index of the photo shown when the viewer is left.
    public init(place: ResultsPlace, services: any ViewModelServices, clock: any Clock<Duration>, leaving: @escaping @MainActor (Int) -> Void = { _ in }) {
        photos = place.photos
        index = place.index
        total = place.total
        self.leaving = leaving
        self.services = services
        self.clock = clock
        let actions = PhotoActions(services: services)
        self.actions = actions
        pictures = PhotoPicture(images: services.images) { actions.tell($0) }
        hold = PictureHold(clock: clock, delay: services.settings.imageDelay)
        if services.settings.slideshow.playsOnOpening { play() }
    }

    /// The photo shown.
    public var photo: Photo { photos[index] }
    /// How many photos the viewer moves through.
    var photoCount: Int { photos.count }

    public var picture: ImageState { hold.held ?? zoomedPicture.map(ImageState.loaded) ?? pictures.state }
    /// The picture kept while the keys move on (``PictureHold``).
    private let hold: PictureHold

    public var caption: String {
        let credit = TerminalText.singleLine(photo.credit ?? "")
        let source = photo.sourceName.map { "via " + TerminalText.singleLine($0) } ?? ""
        // The source before the credit, which a narrow line cuts.
        return [photo.displayTitle, photo.displayOwner.isEmpty ? "" : "by " + photo.displayOwner, source, credit]
            .filter { !$0.isEmpty }.joined(separator: " · ")
    }

    public var position: String { total > 1 ? "\(index + 1) of \(total)" : "" }

    public var notice: StatusLine? { actions.statusLine }

    public func pictureAreaChanged(width: Int, height: Int, pixelAspect: Double) {
        area = PhotoPicture.Area(width: width, height: height, pixelAspect: pixelAspect)
        show()
    }

    public func nextPressed() { if !pan(across: 1, down: 0) { move(by: 1) } }
    public func previousPressed() { if !pan(across: -1, down: 0) { move(by: -1) } }
    public func upPressed() { _ = pan(across: 0, down: -1) }
    public func downPressed() { _ = pan(across: 0, down: 1) }

    public func backPressed() {
        if actions.cancelDownload() { return }
        pictures.cancel()
        zoomFetch?.cancel()
        hold.cancel()
        pause()
        services.pop()
        leaving(index)
    }

    public func openInBrowserPressed() { actions.openInBrowser(photo) }
    public func copyLinkPressed() { actions.copyLink(photo) }
    public func downloadPressed() { actions.download(photo, license: photo.knownLicense) }
    public func noticeDismissed() { actions.dismissNotice() }

    public func newSearchRequested() {
        services.push(SearchViewModel(services: services, clock: clock))
    }

    /// To the photo `step` away, where there is one; at either end, stays and says so.
    func move(by step: Int) {
        let target = index + step
        guard photos.indices.contains(target) else {
            return actions.tell(step > 0 ? "This is the last photo" : "This is the first photo")
        }
        hold.moved(from: picture)
        index = target
        show()
        if detailsShown { fetchCameraDetails() }
    }

    /// The photo shown now, whole, and its neighbours fetched ahead.
    private func show() {
        unzoom()
        pictures.show(photo, in: area)
        let around = [index + 1, index - 1].filter(photos.indices.contains).map { photos[$0] }
        pictures.fetchAhead(around, in: area)
    }
}
