import FoundationEssentials
import Model

/// The view-model layer's only door outward: navigation (``Navigator``), the model services (each a protocol: tests
/// give in-memory ones), the settings searches and screens start from (``ViewModelSettings``), and the effects a view
/// model can ask for.
/// The terminal front end implements it by mapping each pushed view model to its screen; tests use a recording
/// implementation.
@MainActor
public protocol ViewModelServices: Navigator {
    /// Where photos come from.
    var photos: any PhotoSearchService { get }
    /// What the photos come from, as the search screen names it ("demo catalog", "Flickr").
    var sourceName: String { get }
    /// Counts already fetched this session, by photo id.
    var counts: PhotoCountsCache { get }
    /// Saves image files.
    var downloads: any PhotoDownloading { get }
    /// Where pictures come from; `nil` when images are turned off.
    var images: (any PhotoImages)? { get }
    /// What the person chose that searches and screens start from.
    var settings: ViewModelSettings { get }
    /// The searches done before; `nil` when none are kept (`--no-history`).
    var history: (any SearchHistoryStore)? { get }
    /// Puts text on the user's clipboard.
    var clipboard: any Clipboard { get }
    /// Opens web pages.
    var browser: any Browser { get }
    /// Switches to the next photo source there is (``photos`` and ``sourceName`` follow) and leaves only the screen on
    /// top, the others having shown the last source's photos; the new source's name, or `nil` when there is no other.
    /// Throws why the next source could not be made, nothing changed.
    func switchToNextSource() throws -> String?
    /// True when there is another photo source to switch to.
    var canSwitchSource: Bool { get }
}

extension ViewModelServices {
    /// One source only, unless the services say otherwise.
    public func switchToNextSource() throws -> String? { nil }
    public var canSwitchSource: Bool { false }
}
