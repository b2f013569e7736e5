import Observation
import Model

/// What the terminal session tells the app's own view model: the keys no screen took, and the terminal's size.
@MainActor
public protocol AppViewModelInputs {
    /// Ctrl-C: quits from anywhere.
    func interruptPressed()
    /// A key while the help shows, by its name: the quit key quits; any other closes the help.
    func keyPressedOverHelp(_ name: KeyName?)
    /// A key the screen on top did nothing with, by its name (`nil` for one without, such as a paste), on a screen of
    /// `contexts` (for the help): a global action — the help, a new search, quitting, a redraw — else the bell (but
    /// for an Alt key, or one without a name, which are let go quietly).
    func keyLeftOver(_ name: KeyName?, contexts: [KeyContext])
    /// The terminal is `columns`×`lines` cells.
    func terminalResized(columns: Int, lines: Int)
    /// The last screen was left (Esc on the first search).
    func lastScreenLeft()
    /// Ctrl-Z: the app suspends where a shell can resume it (`resumable`); where none can (the terminal runs the app
    /// itself, with no job-control shell in between), a stop would be for good, and the bell rings instead.
    func suspendKeyPressed(resumable: Bool)
}

/// What the terminal session shows and does for the app as a whole.
@MainActor
public protocol AppViewModelOutputs {
    /// The help while it shows; `nil` otherwise.
    var help: HelpContents? { get }
    /// Lines shown in place of every screen while the terminal is smaller than ``AppViewModel/minimumSize``.
    var tooSmall: [String]? { get }
    /// How many times the bell has rung: the session rings once for each more.
    var bells: Int { get }
    /// How many times the whole screen was asked to be drawn again (Ctrl-L): the session does so for each more.
    var redraws: Int { get }
    /// How many new searches were asked for from anywhere (`/`): the session passes each to the screen on top,
    /// whose view model knows what the new search starts from.
    var newSearches: Int { get }
    /// The status to exit with, once the app is to end.
    var exitStatus: Int32? { get }
    /// How many times the app was asked to suspend (Ctrl-Z): the session suspends once for each more.
    var suspensions: Int { get }
}

/// The app's own view model as the terminal session sees it.
@MainActor
public protocol AppViewModelType: AnyObject {
    var inputs: any AppViewModelInputs { get }
    var outputs: any AppViewModelOutputs { get }
}

/// The decisions that belong to no screen: global keys, the help, the bell, the terminal too small, quitting.
@MainActor
@Observable
public final class AppViewModel: AppViewModelInputs, AppViewModelOutputs, AppViewModelType {
    public var inputs: any AppViewModelInputs { self }
    public var outputs: any AppViewModelOutputs { self }

    /// The smallest terminal the screens are drawn in.
    public static let minimumSize = (columns: 40, lines: 10)

    public private(set) var help: HelpContents?
    public private(set) var tooSmall: [String]?
    public private(set) var bells = 0
    public private(set) var redraws = 0
    public private(set) var newSearches = 0
    public private(set) var exitStatus: Int32?
    public private(set) var suspensions = 0

    @ObservationIgnored private let keys: KeyBindings
    /// What the source cannot do, left out of the help.
    @ObservationIgnored private let capabilities: @MainActor () -> SourceCapabilities

    /// - Parameter keys: the keys in force.
    /// - Parameter capabilities: what the source can do now (the demo catalog standing in can do more).
    public init(keys: KeyBindings, capabilities: @escaping @MainActor () -> SourceCapabilities = { .all }) {
        self.keys = keys
        self.capabilities = capabilities
    }

    public func interruptPressed() { exitStatus = 0 }

    public func keyPressedOverHelp(_ name: KeyName?) {
        if globalAction(name) == .quit { exitStatus = 0 } else { help = nil }
    }

    public func keyLeftOver(_ name: KeyName?, contexts: [KeyContext]) {
        switch globalAction(name) {
        case .help:
            help = HelpContents(title: "Keys", lines: keys.help(for: contexts, leaving: capabilities().unavailableActions), closing: "any key closes")
        case .newSearch: newSearches += 1
        case .quit: exitStatus = 0
        case .redraw: redraws += 1
        default:
            switch name {
            case nil, .alt?: break
            default: bells += 1
            }
        }
    }

    public func terminalResized(columns: Int, lines: Int) {
        let (least, fits) = (AppViewModel.minimumSize, columns >= AppViewModel.minimumSize.columns && lines >= AppViewModel.minimumSize.lines)
        tooSmall = fits ? nil : ["Terminal too small", "need \(least.columns)×\(least.lines)"]
    }

    public func lastScreenLeft() { exitStatus = 0 }

    public func suspendKeyPressed(resumable: Bool) {
        if resumable { suspensions += 1 } else { bells += 1 }
    }

    private func globalAction(_ name: KeyName?) -> KeyAction? {
        name.flatMap { keys.action(for: $0, in: .global) }
    }
}
