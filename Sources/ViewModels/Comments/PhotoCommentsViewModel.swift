import FoundationEssentials
import Model
import Observation

/// What the comments screen tells its view model.
@MainActor
public protocol PhotoCommentsViewModelInputs {
    /// The screen became visible: the comments load the first time.
    func viewDidAppear()
    /// Esc, `h` or `q`: back to the photo.
    func backPressed()
    /// `/`: a new search on top.
    func newSearchRequested()
}

/// One comment as the screen shows it.
public struct CommentLines: Equatable, Sendable {
    /// "Ann · 2020-09-13".
    public let heading: String
    /// The text, HTML stripped and entities decoded, line breaks kept.
    public let text: String
}

/// What the comments screen shows; every text is safe to print.
@MainActor
public protocol PhotoCommentsViewModelOutputs {
    /// "Comments on “title”".
    var title: String { get }
    /// The comments, oldest first.
    var comments: [CommentLines] { get }
    /// True while they load.
    var isLoading: Bool { get }
    /// What to show instead of comments: none yet, or why they could not be loaded.
    var emptyMessage: String? { get }
    /// The foot of the screen.
    var statusLine: StatusLine { get }
}

/// A comments view model as the comments screen sees it.
@MainActor
public protocol PhotoCommentsViewModelType: NavigableViewModel {
    var inputs: any PhotoCommentsViewModelInputs { get }
    var outputs: any PhotoCommentsViewModelOutputs { get }
}

/// A photo's comments (`flickr.photos.comments.getList`), authors and dates, HTML stripped.
@MainActor
@Observable
public final class PhotoCommentsViewModel: PhotoCommentsViewModelInputs, PhotoCommentsViewModelOutputs, PhotoCommentsViewModelType {
    public var inputs: any PhotoCommentsViewModelInputs { self }
    public var outputs: any PhotoCommentsViewModelOutputs { self }

    public let title: String
    public private(set) var comments: [CommentLines] = []

    @ObservationIgnored private let photoID: String
    @ObservationIgnored private let services: any ViewModelServices
    @ObservationIgnored private let clock: any Clock<Duration>
    @ObservationIgnored private var loaded = false
    @ObservationIgnored private let load: Action<String, [PhotoComment]>

    public init(photo: Photo, services: any ViewModelServices, clock: any Clock<Duration>) {
        title = "Comments on “\(photo.displayTitle)”"
        photoID = photo.id
        self.services = services
        self.clock = clock
        let photos = services.photos
        load = Action { id in try await photos.comments(photoID: id) }
    }

    public var isLoading: Bool { load.isExecuting }

    public var emptyMessage: String? {
        if let error = load.latestError { return "The comments could not be loaded: " + UserMessage.describe(error) }
        return !isLoading && comments.isEmpty ? "No comments yet." : nil
    }

    public var statusLine: StatusLine {
        if isLoading { return StatusLine("Loading comments…", tone: .progress) }
        let hints: [(actions: [KeyAction], words: String)] = [([.moveUp, .moveDown], "scroll"), ([.newSearch], "search"), ([.back], "back")]
        return StatusLine(services.settings.keys.hints(hints, in: .comments), tone: .hint)
    }

    public func viewDidAppear() {
        guard !loaded else { return }
        loaded = true
        load.start(photoID) { [weak self] result in
            guard case .success(let comments) = result else { return }
            self?.comments = comments.map { comment in
                let heading = [TerminalText.singleLine(comment.author), comment.date.map(DisplayFormat.day)].compactMap { $0 }
                    .filter { !$0.isEmpty }.joined(separator: " · ")
                return CommentLines(heading: heading, text: TerminalText.sanitized(HTMLText.plainText(comment.text), keepingNewlines: true))
            }
        }
    }

    public func backPressed() {
        load.cancel()
        services.pop()
    }

    public func newSearchRequested() {
        services.push(SearchViewModel(services: services, clock: clock))
    }
}
