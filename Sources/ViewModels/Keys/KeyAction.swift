/// Everything a key can do, each with the name the config file's `[keys]` binds keys to.
public enum KeyAction: String, CaseIterable, Sendable {
    case moveUp = "move_up", moveDown = "move_down", moveLeft = "move_left", moveRight = "move_right"
    case pageUp = "page_up", pageDown = "page_down", first, last
    case open, back
    case toggleView = "toggle_view", refresh, cycleSort = "cycle_sort", cycleLicense = "cycle_license", cycleSource = "cycle_source"
    case openInBrowser = "open_in_browser", copyLink = "copy_link", download, fullScreen = "full_screen"
    case ownerPhotos = "owner_photos", tags, comments
    case historyOlder = "history_older", historyNewer = "history_newer", historySearch = "history_search"
    case zoomIn = "zoom_in", zoomOut = "zoom_out", zoomFit = "zoom_fit", zoomOneToOne = "zoom_one_to_one", slideshow, details
    case newSearch = "new_search", help, quit, redraw

    /// The name `[keys]` uses.
    public var name: String { rawValue }

    /// Where the action's keys work.
    public var contexts: Set<KeyContext> {
        switch self {
        case .moveUp, .moveDown: [.results, .detail, .tags, .comments, .viewer]
        case .moveLeft, .moveRight: [.grid]
        case .pageUp, .pageDown, .first, .last: [.results, .detail, .comments]
        case .open: [.results, .detail, .tags]
        case .back: [.results, .detail, .tags, .comments, .viewer]
        case .toggleView, .refresh: [.results]
        case .cycleSort, .cycleLicense: [.search, .results]
        case .cycleSource: [.search]
        case .openInBrowser, .copyLink, .download: [.results, .detail, .viewer]
        case .fullScreen: [.results, .detail]
        case .ownerPhotos, .tags, .comments: [.detail]
        case .historyOlder, .historyNewer, .historySearch: [.search]
        case .zoomIn, .zoomOut, .zoomFit, .zoomOneToOne, .slideshow, .details: [.viewer]
        case .newSearch, .help, .quit, .redraw: [.global]
        }
    }

    /// The keys it has unless the config file says otherwise; the first is the one hints show.
    var defaultKeys: [KeyName] {
        switch self {
        case .moveUp: [.up, .character("k")]
        case .moveDown: [.down, .character("j")]
        case .moveLeft: [.left, .character("h")]
        case .moveRight: [.right, .character("l")]
        case .pageUp: [.pageUp, .control("b")]
        case .pageDown: [.pageDown, .control("f"), .character(" ")]
        case .first: [.home, .character("g")]
        case .last: [.end, .character("G")]
        case .open: [.enter, .character("l"), .right]
        case .back: [.character("q"), .escape, .backspace, .character("h"), .left]
        case .toggleView: [.character("v")]
        case .refresh: [.character("r")]
        case .cycleSort: [.character("s"), .tab]
        case .cycleLicense: [.character("L"), .backTab]
        case .cycleSource: [.control("t")]
        case .openInBrowser: [.character("o")]
        case .copyLink: [.character("y")]
        case .download: [.character("d")]
        case .fullScreen: [.character("f")]
        case .ownerPhotos: [.character("u")]
        case .tags: [.character("t")]
        case .comments: [.character("c")]
        case .historyOlder: [.up]
        case .historyNewer: [.down]
        case .historySearch: [.control("r")]
        case .zoomIn: [.character("+")]
        case .zoomOut: [.character("-")]
        case .zoomFit: [.character("=")]
        case .zoomOneToOne: [.character("1")]
        case .slideshow: [.character("p")]
        case .details: [.character("i")]
        case .newSearch: [.character("/")]
        case .help: [.character("?"), .f1]
        case .quit: [.character("Q")]
        case .redraw: [.control("l")]
        }
    }

    /// The action the help shows on the same line as this one, and what the two do together.
    func partner(in context: KeyContext) -> (action: KeyAction, summary: String)? {
        let scrolls = context == .detail || context == .comments
        switch self {
        case .moveUp: return (.moveDown, scrolls ? "scroll up / down" : context == .viewer ? "pan up / down (zoomed in)" : "move up / down")
        case .moveLeft: return (.moveRight, "move left / right (full screen: the previous / next photo, or pan when zoomed in)")
        case .zoomIn: return (.zoomOut, "zoom in / out")
        case .zoomFit: return (.zoomOneToOne, "the whole photo / its own pixels one to one")
        case .pageUp: return (.pageDown, "a page up / down")
        case .first: return (.last, context == .results ? "the first / last photo" : "the top / end")
        case .historyOlder: return (.historyNewer, "earlier / later searches starting with the text")
        default: return nil
        }
    }

    /// What the action does, for the help (`context` picks the words where they differ).
    func summary(in context: KeyContext) -> String {
        switch self {
        case .moveUp: context == .detail || context == .comments ? "scroll up" : context == .viewer ? "pan up (zoomed in)" : "move up"
        case .moveDown: context == .detail || context == .comments ? "scroll down" : context == .viewer ? "pan down (zoomed in)" : "move down"
        case .moveLeft: "move left"
        case .moveRight: "move right"
        case .pageUp: "a page up"
        case .pageDown: "a page down"
        case .first: context == .results ? "the first photo" : "the top"
        case .last: context == .results ? "the last photo" : "the end"
        case .open: context == .tags ? "search the tag" : context == .detail ? "the photo full screen" : "open the photo"
        case .back: context == .detail || context == .results ? "back (a download running: cancel it)" : "back"
        case .toggleView: "list or contact sheet"
        case .refresh: "search again"
        case .cycleSort: "next order (relevance, newest, interesting)"
        case .cycleLicense: "next licence filter"
        case .cycleSource: "next photo source"
        case .openInBrowser: "open its page in the browser"
        case .copyLink: "copy its link"
        case .download: "download it, with its credit"
        case .fullScreen: "the photo full screen"
        case .ownerPhotos: "more photos by the owner"
        case .tags: "the tags; Enter searches one"
        case .comments: "the comments"
        case .historyOlder: "earlier searches starting with the text"
        case .historyNewer: "later searches starting with the text"
        case .historySearch: "earlier searches containing the text"
        case .zoomIn: "zoom in (past one to one: enlarged)"
        case .zoomOut: "zoom out"
        case .zoomFit: "the whole photo, fitted"
        case .zoomOneToOne: "its own pixels, one to one"
        case .slideshow: "play the results as a slideshow (any key pauses)"
        case .details: "the camera's details"
        case .newSearch: "new search"
        case .help: "this help"
        case .quit: "quit"
        case .redraw: "redraw the screen"
        }
    }
}
