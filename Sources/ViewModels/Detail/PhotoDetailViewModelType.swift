import FoundationEssentials
import Model

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
    /// Enter or `f`: the photo full screen, the results it came from around it.
    func fullScreenRequested()
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
