import Foundation
import Model

/// The view-model layer's only door outward: navigation, the model services, and the effects a screen
/// can ask for. The terminal front end implements it by mapping each pushed view model to its screen;
/// tests use a recording implementation.
@MainActor
public protocol ViewModelServices: AnyObject {
    /// Where photos come from.
    var photos: any PhotoSearchService { get }
    /// Counts already fetched this session, by photo id.
    var counts: PhotoCountsCache { get }
    /// Shows the screen for `viewModel` on top of the current one.
    func push(_ viewModel: any NavigableViewModel)
    /// Leaves the current screen.
    func pop()
    /// Opens `url` in the user's browser.
    func openInBrowser(_ url: URL)
    /// Puts `text` on the clipboard.
    func copyToClipboard(_ text: String)
    /// Saves the image file `size` of `photo`.
    func download(_ photo: Photo, size: PhotoSize)
}

/// A view model that can be pushed as a screen.
@MainActor
public protocol NavigableViewModel: AnyObject {}
