import Foundation
import Model
@testable import TerminalUI
import ViewModels

/// Services whose images are each of one colour of its own — all in memory, so that rows have their pictures from the
/// first frame, or fetched.
@MainActor
final class PaintedServices: ViewModelServices, Clipboard, Browser {
    let photos: any PhotoSearchService
    let sourceName = "test"
    let counts = PhotoCountsCache()
    let downloads: any PhotoDownloading = PhotoDownloader(folder: FileManager.default.temporaryDirectory)
    let images: (any PhotoImages)?
    let history: (any SearchHistoryStore)? = nil
    let settings = ViewModelSettings()
    var clipboard: any Clipboard { self }
    var browser: any Browser { self }

    init(imagesInMemory: Bool = true, photos: any PhotoSearchService = NoSearches()) {
        images = PaintedImages(inMemory: imagesInMemory)
        self.photos = photos
    }

    func push(_ viewModel: any NavigableViewModel) {}
    func pop() {}
    var canGoBack: Bool { true }
    func copy(_ text: String) {}
    func open(_ link: PageLink) -> Bool { false }
}
