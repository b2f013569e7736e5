import AppConfig
import ArgumentParser
import Glibc
import TerminalUI
import ViewModels

/// The `flickterm` command line: photo search in the terminal.
@main
struct FlicktermCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flickterm",
        abstract: "Find photos on Flickr, Openverse or Wikimedia Commons (or in the bundled demo catalog) from the terminal.",
        discussion: """
        With an API key (--api-key or FLICKR_API_KEY) flickterm talks to Flickr at --endpoint; without one it \
        searches the demo catalog: --catalog DIR, else FLICKTERM_CATALOG, else the installed copy \
        (PREFIX/share/flickterm/catalog), else the project's Resources/catalog when run from a build folder.
        """,
        version: FlicktermCommand.version,
        subcommands: [SearchCommand.self, SourcesCommand.self, CacheCommand.self, ConfigCommand.self, DoctorCommand.self]
    )

    static let version = "0.1.0"

    @OptionGroup var backend: BackendOptions
    @OptionGroup var log: LogOptions

    @Flag(name: .customLong("no-history"), help: "Neither read nor write the search history ($XDG_DATA_HOME/flickterm/history.sqlite).")
    var noHistory = false

    @Flag(inversion: .prefixedNo, help: "Scroll with the mouse wheel and select with a click (--mouse), or leave the mouse to the terminal (--no-mouse); default: the config file's, else off.")
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

    @Option(help: "Thumbnails: small (8 by 4 cells in the list), medium (12 by 6) or large (16 by 8); the contact sheet's tiles grow with them.")
    var thumbnailSize: ThumbnailSize?

    @Flag(help: "ASCII only: no box drawing, arrows, ellipses or half blocks (photos as ASCII shades).")
    var ascii = false

    @Option(help: ArgumentHelp("Full screen (f) plays the results as a slideshow, a photo every N seconds (1 to 3600); p pauses and plays.", valueName: "N"))
    var slideshow: Int?

    /// Parses the command line on the main thread, then runs the command on the main actor, which the main queue
    /// serves (``MainLoop``); the async entry point would parse on a pool thread and hop back before the first frame.
    ///
    /// A bare `flickterm`, the usual way in, has nothing to parse: the app starts with the options an empty command
    /// line parses to (``AppOptions``, held to them by a test) without building argument-parser's model of the
    /// command, which reflects over every option, most of it the runtime's first-time protocol-conformance lookups
    /// (`make bench` times both starts).
    static func main() {
        if CommandLine.arguments.count == 1 {
            startOnMainActor { try await AppOptions().runApp() }
        } else {
            start(parsedCommand())
        }
        MainLoop.run()
    }

    /// The command the command line names, parsed; the process exits with argument-parser's message when it is wrong.
    private static func parsedCommand() -> any ParsableCommand {
        do {
            return try parseAsRoot()
        } catch {
            exit(withError: error)
        }
    }

    /// Starts `command` once the main loop runs: the app on the main actor, a subcommand off it; then exits.
    private static func start(_ command: sending any ParsableCommand) {
        if let app = command as? FlicktermCommand {
            startOnMainActor { try await app.run() }
            return
        }
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

    /// Runs `app` on the main actor, where the app draws, once the main loop serves it; then exits — with the
    /// error's message and status when it throws.
    private static func startOnMainActor(_ app: @escaping @MainActor () async throws -> Void) {
        Task { @MainActor in
            do { try await app() } catch { exit(withError: error) }
            Glibc.exit(0)
        }
    }

    func validate() throws {
        if let slideshow, !(1...SlideshowSettings.longest).contains(slideshow) {
            throw ValidationError("--slideshow takes a whole number of seconds from 1 to \(SlideshowSettings.longest), not \(slideshow)")
        }
    }

    /// What the command line chose for the app.
    var options: AppOptions {
        AppOptions(
            backend: backend.choice, logLevel: log.level, noHistory: noHistory, mouse: mouse, noImages: noImages, images: images,
            symbols: symbols, colors: colors, theme: theme, thumbnailSize: thumbnailSize, ascii: ascii,
            slideshow: slideshow
        )
    }

    /// With no subcommand: the full-screen app with the options given.
    @MainActor func run() async throws {
        try await options.runApp()
    }
}
