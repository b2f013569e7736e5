import FoundationEssentials
import Model
import Observation
import ViewModels

/// The terminal's ``ViewModelServices``: it maps each pushed view model to its screen and keeps the stack
/// of screens; the model services and the clipboard it hands on were given to it.
@MainActor
@Observable
final class ScreenNavigator: ViewModelServices {
    @ObservationIgnored private let sources: PhotoSources
    @ObservationIgnored private(set) var photos: any PhotoSearchService
    @ObservationIgnored private(set) var sourceName: String
    @ObservationIgnored let counts = PhotoCountsCache()
    @ObservationIgnored let downloads: any PhotoDownloading
    @ObservationIgnored let images: (any PhotoImages)?
    @ObservationIgnored let history: (any SearchHistoryStore)?
    @ObservationIgnored let settings: ViewModelSettings
    @ObservationIgnored let clipboard: any Clipboard
    @ObservationIgnored let browser: any Browser = SystemBrowser()
    private(set) var screens: [any Screen] = []

    @ObservationIgnored private let onEmpty: @MainActor () -> Void
    /// A cell in the pixels of the pictures drawn now (the canvas in use says, once there is one).
    @ObservationIgnored var pictureCell: @MainActor () -> PictureCell = { PictureCell(width: 1, height: 2, aspect: 1) }

    /// - Parameter onEmpty: called when the last screen is popped (the app quits).
    init(
        sources: PhotoSources, downloads: any PhotoDownloading, images: (any PhotoImages)?,
        history: (any SearchHistoryStore)?, settings: ViewModelSettings,
        clipboard: any Clipboard,
        onEmpty: @escaping @MainActor () -> Void
    ) {
        self.settings = settings
        self.sources = sources
        (sourceName, photos) = sources.current
        self.images = images
        self.history = history
        self.downloads = downloads
        self.clipboard = clipboard
        self.onEmpty = onEmpty
    }

    var top: (any Screen)? { screens.last }

    /// The search screen the app started with, while it is on the stack.
    var firstSearch: SearchScreen? { screens.first as? SearchScreen }

    func push(_ viewModel: any NavigableViewModel) {
        let screen: any Screen
        switch viewModel {
        case let search as any SearchViewModelType: screen = SearchScreen(viewModel: search, keys: settings.keys)
        case let results as any SearchResultsViewModelType: screen = ResultsScreen(viewModel: results, keys: settings.keys)
        case let detail as any PhotoDetailViewModelType: screen = DetailScreen(viewModel: detail, keys: settings.keys)
        case let tags as any PhotoTagsViewModelType: screen = TagsScreen(viewModel: tags, keys: settings.keys)
        case let comments as any PhotoCommentsViewModelType: screen = CommentsScreen(viewModel: comments, keys: settings.keys)
        case let viewer as any PhotoViewerViewModelType: screen = ViewerScreen(viewModel: viewer, keys: settings.keys)
        default: preconditionFailure("no screen for \(type(of: viewModel))")
        }
        screens.append(screen)
        comeOnTop(screen)
    }

    var canSwitchSource: Bool { sources.canSwitch }

    func switchToNextSource() throws -> String? {
        guard sources.canSwitch else { return nil }
        (sourceName, photos) = try sources.next()
        // The screens below showed the other source's photos, which this one does not know.
        while screens.count > 1 { screens.removeFirst().unbind() }
        return sourceName
    }

    var canGoBack: Bool { screens.count > 1 }

    func pop() {
        screens.popLast()?.unbind()
        if let top { comeOnTop(top) } else { onEmpty() }
    }

    /// Tells `screen` it is on top, at the terminal's size now (it may have changed while it was hidden).
    private func comeOnTop(_ screen: any Screen) {
        screen.resized(columns: Canvas.size.columns, rows: Canvas.size.rows, cell: pictureCell())
        screen.appeared()
    }
}
