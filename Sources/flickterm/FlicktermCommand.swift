import AppConfig
import ArgumentParser
import FoundationEssentials
import Glibc
import Model
import TerminalUI
import ViewModels

/// The `flickterm` command line: photo search in the terminal.
@main
struct FlicktermCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flickterm",
        abstract: "Find photos on Flickr (or in the bundled demo catalog) from the terminal.",
        discussion: """
        With an API key (--api-key or FLICKR_API_KEY) flickterm talks to Flickr at --endpoint; without one it \
        searches the demo catalog: --catalog DIR, else FLICKTERM_CATALOG, else the installed copy \
        (PREFIX/share/flickterm/catalog), else the project's Resources/catalog when run from a build folder.
        """,
        version: FlicktermCommand.version,
        subcommands: [SearchCommand.self, CacheCommand.self, ConfigCommand.self, DoctorCommand.self]
    )

    static let version = "0.1.0"

    @OptionGroup var backend: BackendOptions
    @OptionGroup var log: LogOptions

    @Flag(name: .customLong("no-history"), help: "Neither read nor write the search history ($XDG_DATA_HOME/flickterm/history.sqlite).")
    var noHistory = false

    @Flag(inversion: .prefixedNo, help: "Scroll with the mouse wheel and select with a click (default: the config file's, else off).")
    var mouse: Bool?

    @Flag(name: .customLong("no-images"), help: "Show no photos, text only (the same as --images none).")
    var noImages = false

    @Option(help: "How photos are drawn: auto (the best the terminal answers it can), blocks (a mosaic of block glyphs, anywhere), kitty (kitty's graphics protocol), sixel, iterm or none.")
    var images: ImageChoice?

    @Option(help: "The glyphs of photos drawn as blocks: auto (sextants where the terminal draws them, else quadrants), half, quadrant, sextant or octant.")
    var symbols: SymbolChoice?

    @Option(help: "Colours for photos: auto, truecolor, 256, 16, 8 or none (shades). auto asks the terminal.")
    var colors: ColorChoice?

    @Option(help: "The look: default (dark backgrounds), light, high-contrast or monochrome (default: the config file's, else default).")
    var theme: ThemeName?

    @Option(help: "Thumbnails: small (8×4 cells in the list), medium (12×6) or large (16×8); the contact sheet's tiles grow with them.")
    var thumbnailSize: ThumbnailSize?

    @Flag(help: "ASCII only: no box drawing, arrows, ellipses or half blocks (photos as ASCII shades).")
    var ascii = false

    /// Parses the command line on the main thread, then runs the command on the main actor while the main thread
    /// serves the main queue and the terminal itself (``MainLoop``), where the async entry point would hand the
    /// queue to a pool thread (`dispatchMain()`) and parse there: before the first frame, two threads started and
    /// two hops between them (the parse on the pool, the app back on the main actor).
    static func main() {
        let command: any ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            exit(withError: error)
        }
        if let app = command as? FlicktermCommand {
            Task { @MainActor in
                do { try await app.run() } catch { exit(withError: error) }
                Glibc.exit(0)
            }
        } else {
            Task.detached {
                var command = command
                do {
                    if var asynchronous = command as? any AsyncParsableCommand { try await asynchronous.run() } else { try command.run() }
                } catch {
                    exit(withError: error)
                }
                Glibc.exit(0)
            }
        }
        MainLoop.run()
    }

    /// With no subcommand: the full-screen app, on the main actor where it draws.
    @MainActor func run() async throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw ValidationError("the interactive app needs a terminal; `flickterm search WORDS…` works anywhere")
        }
        if let problem = TerminalApp.unsupportedTerminal() { throw CommandFailure.report(CommandProblem(description: problem)) }
        let backend: Backend
        let config: ConfigFile
        do {
            config = try ConfigFile.forCurrentUser()
            // The logger is made off the main actor, from the log options alone (not the whole command).
            let log = log
            backend = try await self.backend.makeBackend(config: config, logger: log.logger("flickterm.flickr"), loadingInBackground: true)
        } catch let error as ValidationError {
            throw error
        } catch {
            throw CommandFailure.report(error)
        }
        // Opened after the first frame, with libcurl (SQLite's start-up need not delay the first paint).
        let history = !noHistory && config.history != false ? UserFiles.history().map(SearchHistory.deferred) : nil
        let notices = config.warnings + [backend.notice].compactMap { $0 }
        var settings = AppSettings()
        settings.mouse = mouse ?? config.mouse ?? false
        settings.images = noImages ? ImageStyle.none : (images ?? config.images ?? .auto).style
        settings.colors = (colors ?? config.colors ?? .auto).mode
        settings.symbols = (symbols ?? config.symbols ?? .auto).symbols
        settings.dither = config.dither
        settings.theme = theme ?? config.theme ?? .default
        settings.glyphs = ascii ? .ascii : .unicode
        settings.searchDefaults = config.searchDefaults
        settings.startLayout = config.grid == true ? .grid : .list
        settings.thumbnailSize = thumbnailSize ?? config.thumbnailSize ?? .small
        settings.keys = config.keyBindings ?? .standard
        await TerminalApp.run(
            service: backend.service, backendName: backend.name, settings: settings, cache: backend.cache, localFolder: backend.localFolder,
            history: history,
            notice: notices.isEmpty ? nil : notices.joined(separator: " "),
            warmUp: {
                HTTPClient.prepare()
                return history?.prepare()
            }
        )
    }
}
