import CNcursesw
import Dispatch
import FoundationEssentials
import Glibc
import Model
import Observation
import ViewModels

/// The full-screen app's terminal session: owns the terminal, the screens and the event loop; what the app decides
/// as a whole (global keys, the help, the bell, quitting) is its ``AppViewModel``'s, which it carries out.
///
/// Nothing polls: the main queue (``MainLoop``) wakes for input on stdin, for SIGWINCH/SIGINT/SIGTERM/SIGHUP, and when
/// a view model the screen drew from changes (Observation). The terminal is restored on every way out.
@MainActor
public final class TerminalApp {
    let navigator: ScreenNavigator
    let app: any AppViewModelType
    /// The bells rung, redraws made, new searches passed on and suspensions so far (``AppViewModelOutputs``' counts).
    var done = (bells: 0, redraws: 0, newSearches: 0, suspensions: 0)
    /// What ncurses cannot send (truecolor over a 256-colour terminfo, OSC 52), written after each frame.
    let output = TerminalOutput()
    var canvas: Canvas!
    /// One cell in pixels, once the terminal has said.
    var cellPixels: (width: Int, height: Int)?
    /// The window's size as `TIOCGWINSZ` last said it (rows, columns, and pixels across and down).
    var window: [UInt16] = []
    var keys = KeyReader()
    var renderPending = false
    /// Keys are being handled, and a frame follows them (``readKeys()``): a change meanwhile queues no redraw of its own.
    var handlingKeys = false
    /// What the terminal can do: the environment's word at first, its own answers once they come.
    var capabilities: TerminalCapabilities
    /// The start-up questions are out and their answers due, until this deadline.
    var probing: ContinuousClock.Instant?
    /// How the canvas is made, kept to make it again when the answers change the colours or the way photos are drawn
    /// (`forcedStyle`, `forcedColors` and `forcedSymbols`: what the user chose, where not `auto`).
    /// (`forcedTheme`: the theme chosen, where one was; `themeName`: the one in use.)
    var look: (theme: Theme, glyphs: Glyphs, forcedStyle: ImageStyle?, forcedColors: ColorMode?, forcedSymbols: MosaicSymbols?,
               forcedTheme: ThemeName?, themeName: ThemeName)!
    /// Sixel pictures dithered; `nil`: as the terminal's colour registers call for (``AppSettings/dither``).
    let dither: Bool?
    /// The searches done before: its writes are waited for on the way out.
    let history: SearchHistory?
    /// A frame waits for the terminal to take the last one's bytes.
    private var frameHeld = false
    /// The app's outputs a frame reads (what to carry out, the help, the words that the terminal is too small) and the
    /// screen on top, observed apart from the screen's own: they rarely change — with the screen on top in the frame,
    /// every move registered and cancelled the navigator's observation again.
    private let appParts = ObservedApart<AppPart>()
    private enum AppPart { case outputs }

    /// Runs the app until the user quits, which exits the process; the main queue serves every event meanwhile. A
    /// terminal it cannot drive (TERM naming no terminal description, or one that cannot move the cursor) ends it at
    /// once, with a line on stderr saying so and status 1.
    /// - Parameters:
    ///   - settings: how it looks and behaves.
    ///   - cache: where image bytes are kept between runs (the answers' cache is inside the sources), opened the first
    ///     time a web image is wanted.
    ///   - localFolder: the demo catalog's folder, the only one whose files images and downloads may come from.
    ///   - history: the searches done before, for the search field's Up, Down and Ctrl-R.
    ///   - notice: a sentence for the search screen's status line (the cache was rebuilt).
    ///   - warmUp: work for a background thread once the first frame is on the terminal (loading libcurl, so that
    ///     the first search does not pay for it; opening the history), where it cannot delay that frame; the
    ///     sentence it returns (the history was damaged and set aside) goes to the status line.
    public static func run(
        sources: PhotoSources, settings: AppSettings, cache: @escaping @Sendable () -> CacheStore? = { nil }, localFolder: URL? = nil,
        history: SearchHistory? = nil, notice: String? = nil, warmUp: @escaping @Sendable () -> String? = { nil }
    ) async -> Never {
        let app = TerminalApp(sources: sources, cache: cache, history: history, settings: settings, localFolder: localFolder)
        app.start(
            mouse: settings.mouse, colors: settings.glyphs == .ascii ? ColorMode.none : settings.colors,
            imageStyle: settings.glyphs == .ascii ? .blocks : settings.images, symbols: settings.symbols,
            theme: settings.theme, glyphs: settings.glyphs, notice: notice
        )
        Task.detached(priority: .utility) {
            guard let sentence = warmUp() else { return }
            await app.tell(sentence)
        }
        while true {
            await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }
        }
    }

    private init(
        sources: PhotoSources, cache: @escaping @Sendable () -> CacheStore?, history: SearchHistory?, settings: AppSettings, localFolder: URL?
    ) {
        let capabilities = TerminalCapabilities(environment: LaunchEnvironment.variables)
        self.capabilities = capabilities
        self.history = history
        dither = settings.dither
        let images = settings.images != ImageStyle.none ? ImageStore(client: ImageStore.client(localFolder: localFolder), opening: cache) : nil
        let app = AppViewModel(keys: settings.keys) { sources.current.service.capabilities }
        self.app = app
        navigator = ScreenNavigator(
            sources: sources,
            downloads: PhotoDownloader(
                folder: DownloadFolder.resolve() ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                client: PhotoDownloader.client(localFolder: localFolder)
            ),
            images: images, history: history,
            settings: ViewModelSettings(
                searchDefaults: settings.searchDefaults, startLayout: settings.startLayout, thumbnailSize: settings.thumbnailSize, keys: settings.keys,
                slideshow: settings.slideshow, imageDelay: settings.imageDelay
            ),
            clipboard: TerminalClipboard(output: output), onEmpty: { app.inputs.lastScreenLeft() }
        )
    }

    private func start(
        mouse: Bool, colors: ColorMode?, imageStyle: ImageStyle?, symbols: MosaicSymbols?, theme forcedTheme: ThemeName?, glyphs: Glyphs,
        notice: String?
    ) {
        TerminalSession.take(mouse: mouse) { number in
            switch number {
            case SIGWINCH: self.resized()
            case SIGTSTP: self.suspendKeyPressed()
            case SIGCONT: self.continued()
            default: TerminalSession.quit(status: 128 + number)
            }
        }
        keys.input = TerminalSession.input
        let environment = LaunchEnvironment.variables
        let themeName = forcedTheme ?? capabilities.themeName
        let theme = Theme.make(themeName, environment: environment)
        var mode = colors ?? colorModeForTerminal()
        if mode != .none {
            if has_colors() {
                start_color()
                use_default_colors()
            } else {
                mode = .none
            }
        }
        look = (theme, glyphs, imageStyle, colors, symbols, forcedTheme, themeName)
        TerminalSession.leaving = { [weak self] in self?.prepareToLeave() }
        output.drained = { [weak self] in
            guard let self, self.frameHeld else { return }
            self.render()
        }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 {
            window = [size.ws_row, size.ws_col, size.ws_xpixel, size.ws_ypixel]
            measureCells(size)
        }
        makeCanvas(imageMode: mode, imageStyle: imageStyle ?? ImageStyle.best(for: capabilities))
        navigator.pictureCell = { [weak self] in self?.canvas.pictureCell ?? PictureCell(width: 1, height: 2, aspect: 1) }
        app.inputs.terminalResized(columns: Canvas.size.columns, lines: Canvas.size.rows)
        navigator.push(SearchViewModel(services: navigator, clock: ContinuousClock(), notice: notice))
        // Bracketed paste: a paste arrives as one marked piece of text (one edit), not as keys to obey.
        output.sendAfterFrame("\u{1b}[?2004h")
        listen()
        render()
        ask()
    }

    /// Shows `sentence` on the first search screen's status line.
    private func tell(_ sentence: String) {
        navigator.firstSearch?.noticeArrived(sentence)
    }

    /// Draws the top screen, observing every view-model property it reads, but for the parts observed on their own
    /// (``ObservedApart``) — the app's outputs here, the screen's after its frame; a change schedules one redraw.
    func render() {
        renderPending = false
        // ncurses must not write into the middle of pictures still going out: the frame is drawn when they are.
        frameHeld = output.isBusy
        guard !frameHeld else { return }
        let changed: @MainActor (AppPart) -> Void = { [weak self] _ in self?.scheduleRender() }
        let (tooSmall, help, top) = appParts.run(.outputs, changed: changed) {
            act()
            return (app.outputs.tooSmall, app.outputs.help, navigator.top)
        }
        let screen = withObservationTracking {
            drawFrame(top, tooSmall: tooSmall, overlaid: help != nil)
        } onChange: {
            // View models are main-actor isolated, so their changes (and this call) happen on the main actor.
            MainActor.assumeIsolated { self.scheduleRender() }
        }
        screen?.drawParts(on: canvas) { [weak self] in self?.scheduleRender() }
        if screen != nil, let help {
            HelpOverlay.draw(help, on: canvas)
            canvas.cursor(at: nil)
        }
        canvas.present()
    }

    /// Queues one redraw for the changes made so far — none while keys are handled, whose frame draws them; a render
    /// that happens first (after a key) takes it over.
    func scheduleRender() {
        guard !renderPending else { return }
        renderPending = true
        guard !handlingKeys else { return }
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                if self.renderPending { self.render() }
            }
        }
    }

    /// Draws the frame's observed part: the screen on top (`top`), or `tooSmall`'s words that the terminal is too small;
    /// returns the screen drawn, whose own parts follow. `overlaid`: the help goes over it.
    private func drawFrame(_ top: (any Screen)?, tooSmall: [String]?, overlaid: Bool) -> (any Screen)? {
        canvas.beginFrame(keeping: top.flatMap { tooSmall == nil && !overlaid && $0.keepsItsDrawing ? ObjectIdentifier($0) : nil })
        if let lines = tooSmall {
            for (row, line) in lines.enumerated() { canvas.text(line, row: row, bold: row == 0) }
            canvas.cursor(at: nil)
            return nil
        }
        guard let screen = top else { return nil }
        screen.draw(on: canvas)
        return screen
    }
}
