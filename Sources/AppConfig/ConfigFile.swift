import FoundationEssentials
import Glibc
import Model
import TerminalUI
import ViewModels

/// `config.toml` (``Model/UserFiles/config(environment:)``), read by ``TOMLReader`` and checked by
/// ``ConfigChecker``. The command line overrides it and it overrides the defaults. An unknown key is a warning
/// naming it; values of the wrong kind are problems naming the file, the line, the key and what is allowed — all
/// of them at once, with the warnings.
public struct ConfigFile: Sendable {
    public var apiKey: String?
    /// A command whose first line of output is the API key (for keys kept in a password manager).
    public var apiKeyCommand: String?
    public var endpoint: String?
    /// Where photos come from; unset: Flickr when there is a key, else Openverse.
    public var source: SourceChoice?
    /// A registered Openverse client, for its higher limits.
    public var openverseClientID: String?
    public var openverseClientSecret: String?
    public var perPage: Int?
    /// `slideshow_seconds`: how long the viewer's slideshow shows each photo.
    public var slideshowSeconds: Int?
    /// `image_delay`: milliseconds keys must rest before the picture of where they stopped is drawn.
    public var imageDelay: Int?
    public var sort: SearchSort?
    public var safeSearch: SafeSearch?
    public var license: LicenseFilter?
    public var images: ImageChoice?
    public var colors: ColorChoice?
    public var symbols: SymbolChoice?
    /// Sixel pictures dithered; unset: as the terminal's colour registers call for.
    public var dither: Bool?
    public var theme: ThemeName?
    /// Results start as the contact sheet (`view = "grid"`) rather than the list.
    public var grid: Bool?
    public var mouse: Bool?
    /// Megabytes.
    public var cacheSize: Int?
    public var history: Bool?
    public var thumbnailSize: ThumbnailSize?
    /// The keys, when `[keys]` binds any.
    public var keyBindings: KeyBindings?
    /// What the user should know but that does not stop anything, one sentence each.
    public var warnings: [String] = []

    /// The keys flickterm reads.
    public static let keys = ConfigKey.allCases.map(\.rawValue)
    /// The largest cache, in megabytes (1 TB): more is surely a typo, and would overflow the count in bytes.
    public static let maximumCacheSize = 1 << 20
    /// Bytes a config file may have; a real one has a few hundred.
    static let maximumBytes = 1 << 20

    /// The current user's file (``Model/UserFiles/config(environment:)``); an empty configuration when there is none.
    public static func forCurrentUser() throws -> ConfigFile {
        try UserFiles.config().map(load) ?? ConfigFile()
    }

    /// Page size, order, licences and safety every search starts with.
    public var searchDefaults: SearchDefaults {
        SearchDefaults(perPage: perPage ?? SearchQuery.defaultPerPage, sort: sort ?? .relevance, licenses: license?.flickrIDs ?? [], safeSearch: safeSearch ?? .safe)
    }

    /// The file at `url`; an empty configuration when there is none.
    public static func load(_ url: URL) throws -> ConfigFile {
        guard let data = FileDescriptor.read(url.path, upTo: maximumBytes + 1) else { return ConfigFile() }
        guard data.count <= maximumBytes else {
            throw ConfigError("\(TerminalText.singleLine(url.path)) is larger than \(maximumBytes >> 20) MB; a config file is a few lines of text")
        }
        return try ConfigFile(text: String(decoding: data, as: UTF8.self), file: url)
    }

    public init() {}

    /// The configuration `text` holds, `file` naming it in messages (and its permissions checked when it holds a key).
    public init(text: String, file: URL) throws {
        let name = TerminalText.singleLine(file.path)
        // A NUL is most likely a binary file named by mistake: said as such, rather than as a control character.
        if let nul = text.utf8.firstIndex(of: 0) {
            let line = text.utf8[..<nul].count { $0 == UInt8(ascii: "\n") } + 1
            throw ConfigError("\(name) line \(line): the file holds a NUL byte; a config file is plain text")
        }
        let document: TOMLDocument
        do {
            document = try TOMLReader.read(text)
        } catch {
            throw ConfigError("\(name) \(error.description)")
        }
        var check = ConfigChecker(name: name, document: document)
        for key in document.root.keys where ConfigKey(rawValue: key) == nil {
            check.warn("\(check.located(key)): unknown key \(ConfigChecker.shown(key)) was ignored")
        }
        apiKey = check.value(.apiKey, \.string, "a string") { $0 }
        apiKeyCommand = check.value(.apiKeyCommand, \.string, "a string (a shell command)") { $0 }
        endpoint = check.value(.endpoint, \.string, "an http(s) URL") { text in
            URL(string: text).flatMap { ["http", "https"].contains($0.scheme ?? "") ? text : nil }
        }
        source = check.choice(.source, SourceChoice.self)
        openverseClientID = check.value(.openverseClientID, \.string, "a string") { $0 }
        openverseClientSecret = check.value(.openverseClientSecret, \.string, "a string") { $0 }
        perPage = check.value(.perPage, \.integer, "a whole number from 1 to \(SearchQuery.maximumPerPage)") {
            (1...SearchQuery.maximumPerPage).contains($0) ? $0 : nil
        }
        sort = check.choice(.sort, SearchSort.self)
        safeSearch = check.value(.safeSearch, \.string, "one of \"safe\", \"moderate\", \"restricted\"") {
            ["safe": SafeSearch.safe, "moderate": .moderate, "restricted": .restricted][$0]
        }
        license = check.choice(.license, LicenseFilter.self)
        images = check.choice(.images, ImageChoice.self)
        colors = check.choice(.colors, ColorChoice.self)
        symbols = check.choice(.symbols, SymbolChoice.self)
        dither = check.value(.dither, \.boolean, "true or false") { $0 }
        theme = check.choice(.theme, ThemeName.self)
        grid = check.value(.view, \.string, "\"list\" or \"grid\"") { ["list": false, "grid": true][$0] }
        mouse = check.value(.mouse, \.boolean, "true or false") { $0 }
        cacheSize = check.value(.cacheSize, \.integer, "a whole number of megabytes from 1 to \(ConfigFile.maximumCacheSize)") {
            (1...ConfigFile.maximumCacheSize).contains($0) ? $0 : nil
        }
        history = check.value(.history, \.boolean, "true or false") { $0 }
        keyBindings = check.keyBindings()
        thumbnailSize = check.choice(.thumbnailSize, ThumbnailSize.self)
        slideshowSeconds = check.value(.slideshowSeconds, \.integer, "a whole number of seconds from 1 to \(SlideshowSettings.longest)") {
            (1...SlideshowSettings.longest).contains($0) ? $0 : nil
        }
        imageDelay = check.value(.imageDelay, \.integer, "a whole number of milliseconds from 0 to 1000") { (0...1000).contains($0) ? $0 : nil }
        var status = stat()
        if apiKey != nil || openverseClientSecret != nil, stat(file.path, &status) == 0, status.st_mode & 0o077 != 0 {
            check.warn("\(name) holds a key and others can read it; chmod 600 it")
        }
        warnings = check.warnings
        guard check.problems.isEmpty else {
            throw ConfigError(problems: check.problems.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element.text),
                              warnings: warnings)
        }
    }

    /// The API key `api_key_command` prints (``APIKeyCommand``); `nil` when there is no such command. Runs where it is
    /// called from, to the command's run: without one, the app's start waits for no other thread.
    public nonisolated(nonsending) func keyFromCommand() async throws -> String? {
        guard let apiKeyCommand else { return nil }
        return try await APIKeyCommand(command: apiKeyCommand).run()
    }
}
