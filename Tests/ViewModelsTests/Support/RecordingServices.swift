import Foundation
import Model
import ViewModels

/// A ``ViewModelServices`` that keeps a navigation stack and records every request, for tests; downloads are
/// ``InMemoryDownloads`` unless a test gives its own.
@MainActor
final class RecordingServices: ViewModelServices {
    private(set) var photos: any PhotoSearchService
    private(set) var sourceName = "test photos"
    /// Sources to switch to, in order (``switchToNextSource()``).
    var otherSources: [(name: String, photos: any PhotoSearchService)] = []
    let counts = PhotoCountsCache()
    var downloads: any PhotoDownloading = InMemoryDownloads()
    var images: (any PhotoImages)?
    var history: (any SearchHistoryStore)?
    var settings = ViewModelSettings()
    let recordingClipboard = RecordingClipboard()
    var clipboard: any Clipboard { recordingClipboard }
    let recordingBrowser = RecordingBrowser()
    var browser: any Browser { recordingBrowser }
    /// The screens pushed, bottom first; `pop()` removes the top one.
    private(set) var stack: [any NavigableViewModel] = []
    private(set) var pushCount = 0
    private(set) var popCount = 0

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

    var canGoBack: Bool { stack.count > 1 }

    var canSwitchSource: Bool { !otherSources.isEmpty }

    func switchToNextSource() throws -> String? {
        guard !otherSources.isEmpty else { return nil }
        let next = otherSources.removeFirst()
        otherSources.append((sourceName, photos))
        (sourceName, photos) = next
        stack.removeFirst(max(stack.count - 1, 0))
        return sourceName
    }
}

/// A clipboard that remembers what was copied.
@MainActor
final class RecordingClipboard: Clipboard {
    private(set) var copied: [String] = []
    func copy(_ text: String) { copied.append(text) }
}

/// A ``Browser`` that records the pages it was asked to open, and can say there is none.
final class RecordingBrowser: Browser {
    private(set) var opened: [URL] = []
    var isAvailable = true
    func open(_ link: PageLink) -> Bool {
        guard isAvailable else { return false }
        opened.append(link.url)
        return true
    }
}
