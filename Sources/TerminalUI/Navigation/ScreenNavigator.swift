import Foundation
import Model
import Observation
import ViewModels

/// The terminal's ``ViewModelServices``: it maps each pushed view model to its screen, keeps the stack of
/// screens, and carries out the effects screens ask for.
@MainActor
@Observable
final class ScreenNavigator: ViewModelServices {
    @ObservationIgnored let photos: any PhotoSearchService
    @ObservationIgnored let counts = PhotoCountsCache()
    /// A one-line notice from the last effect (copied, saved, …); cleared by the next key.
    var notice: String?
    private(set) var screens: [any Screen] = []

    @ObservationIgnored private let backendName: String
    @ObservationIgnored private let onEmpty: @MainActor () -> Void
    @ObservationIgnored private let client = HTTPClient()

    /// - Parameter onEmpty: called when the last screen is popped (the app quits).
    init(photos: any PhotoSearchService, backendName: String, onEmpty: @escaping @MainActor () -> Void) {
        self.photos = photos
        self.backendName = backendName
        self.onEmpty = onEmpty
    }

    var top: (any Screen)? { screens.last }

    func push(_ viewModel: any NavigableViewModel) {
        let screen: any Screen
        switch viewModel {
        case let search as SearchViewModel: screen = SearchScreen(viewModel: search, backendName: backendName)
        case let results as SearchResultsViewModel: screen = ResultsScreen(viewModel: results)
        case let detail as PhotoDetailViewModel: screen = DetailScreen(viewModel: detail)
        default: preconditionFailure("no screen for \(type(of: viewModel))")
        }
        screens.append(screen)
        screen.appeared()
    }

    func pop() {
        screens.popLast()?.unbind()
        if let top { top.appeared() } else { onEmpty() }
    }

    func openInBrowser(_ url: URL) {
        notice = "Open in a browser: " + url.absoluteString
    }

    /// Copies with OSC 52, which terminals (and tmux with set-clipboard) put on the system clipboard.
    func copyToClipboard(_ text: String) {
        let sequence = "\u{1b}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{07}"
        FileHandle.standardOutput.write(Data(sequence.utf8))
        notice = "Copied " + text
    }

    func download(_ photo: Photo, size: PhotoSize) {
        guard let url = size.url else { return }
        let name = "\(photo.id)_\(size.suffix.isEmpty ? "500" : size.suffix).jpg".replacingOccurrences(of: "/", with: "_")
        notice = "Downloading \(name)…"
        Task {
            do {
                let body = try await client.get(url).body
                try body.write(to: URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(name))
                notice = "Saved \(name) (\(body.count / 1024) KiB)"
            } catch {
                notice = "Download failed: " + UserMessage.describe(error)
            }
        }
    }
}
