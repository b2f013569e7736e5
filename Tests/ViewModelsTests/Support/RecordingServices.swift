import Foundation
import Model
import ViewModels

/// A ``ViewModelServices`` that keeps a navigation stack and records every request, for tests.
@MainActor
final class RecordingServices: ViewModelServices {
    let photos: any PhotoSearchService
    let counts = PhotoCountsCache()
    /// The screens pushed, bottom first; `pop()` removes the top one.
    private(set) var stack: [any NavigableViewModel] = []
    private(set) var pushCount = 0
    private(set) var popCount = 0
    private(set) var opened: [URL] = []
    private(set) var copied: [String] = []
    private(set) var downloaded: [(photo: Photo, size: PhotoSize)] = []

    init(photos: any PhotoSearchService) {
        self.photos = photos
    }

    /// The top screen, if it is a `T`.
    func top<T>(as type: T.Type) -> T? { stack.last as? T }

    func push(_ viewModel: any NavigableViewModel) {
        pushCount += 1
        stack.append(viewModel)
    }

    func pop() {
        popCount += 1
        _ = stack.popLast()
    }

    func openInBrowser(_ url: URL) { opened.append(url) }
    func copyToClipboard(_ text: String) { copied.append(text) }
    func download(_ photo: Photo, size: PhotoSize) { downloaded.append((photo, size)) }
}
