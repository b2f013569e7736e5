import AppConfig
import ArgumentParser
import Glibc
import Logging
import Model
import TerminalUI
import ViewModels

/// What the full-screen app's command line chose — each option `nil` or off where it was not given, for the config
/// file and the terminal to decide — and the app started with it. A bare `flickterm` starts with `AppOptions()`
/// without parsing (``FlicktermCommand/main()``); a test holds that to what an empty command line parses to.
struct AppOptions: Equatable {
    /// `--api-key`, `--endpoint`, `--catalog`, `--no-cache`, `--cache-size`.
    var backend = BackendChoice()
    /// `--log-level`.
    var logLevel = Logger.Level.info
    /// `--no-history`.
    var noHistory = false
    /// `--mouse` or `--no-mouse`.
    var mouse: Bool?
    /// `--no-images`.
    var noImages = false
    /// `--images`.
    var images: ImageChoice?
    /// `--symbols`.
    var symbols: SymbolChoice?
    /// `--colors`.
    var colors: ColorChoice?
    /// `--theme`.
    var theme: ThemeName?
    /// `--thumbnail-size`.
    var thumbnailSize: ThumbnailSize?
    /// `--ascii`.
    var ascii = false
    /// `--slideshow`: the viewer plays the results, a photo every so many seconds, as soon as it opens.
    var slideshow: Int?

    /// The full-screen app, on the main actor where it draws; returns only by throwing (the app exits the process).
    @MainActor func runApp() async throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw ValidationError("the interactive app needs a terminal; `flickterm search WORDS…` works anywhere")
        }
        let backend: Backend
        let config: ConfigFile
        do {
            config = try ConfigFile.forCurrentUser()
            // The logger is made off the main actor, from the log level alone (not all the options).
            let logLevel = logLevel
            backend = try await self.backend.makeBackend(
                config: config, logger: LogOptions.logger("flickterm.flickr", level: logLevel), loadingInBackground: true
            )
        } catch let error as ValidationError {
            throw error
        } catch {
            throw CommandFailure.report(error)
        }
        // Opened after the first frame, with libcurl (SQLite's start-up need not delay the first paint), as the cache is
        // where a network source is in use.
        let history = !noHistory && config.history != false ? UserFiles.history().map(SearchHistory.deferred) : nil
        let notices = config.warnings
        var settings = AppSettings()
        settings.mouse = mouse ?? config.mouse ?? false
        settings.images = noImages ? ImageStyle.none : (images ?? config.images ?? .auto).style
        settings.colors = (colors ?? config.colors ?? .auto).mode
        settings.symbols = (symbols ?? config.symbols ?? .auto).symbols
        settings.dither = config.dither
        settings.theme = theme ?? config.theme
        settings.glyphs = ascii ? .ascii : .unicode
        settings.searchDefaults = config.searchDefaults
        settings.startLayout = config.grid == true ? .grid : .list
        settings.thumbnailSize = thumbnailSize ?? config.thumbnailSize ?? .small
        settings.keys = config.keyBindings ?? .standard
        settings.imageDelay = .milliseconds(config.imageDelay ?? 50)
        settings.slideshow = SlideshowSettings(seconds: slideshow ?? config.slideshowSeconds ?? 5, playsOnOpening: slideshow != nil)
        await TerminalApp.run(
            sources: backend.sources, settings: settings, cache: { [cache = backend.cacheOpening] in cache.store.store },
            localFolder: backend.localFolder, history: history,
            notice: notices.isEmpty ? nil : notices.joined(separator: " "),
            warmUp: { [cache = backend.cacheOpening, opensCache = backend.isNetwork] in
                HTTPClient.prepare()
                let sentences = [opensCache ? cache.store.notice : nil, history?.prepare()].compactMap { $0 }
                return sentences.isEmpty ? nil : sentences.joined(separator: " ")
            }
        )
    }
}
