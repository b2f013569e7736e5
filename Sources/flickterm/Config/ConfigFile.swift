import Foundation
import Model
import TerminalUI
import TOMLKit
import ViewModels

/// `config.toml` (``Model/UserFiles/config(environment:)``), read with TOMLKit. The command line overrides
/// it and it overrides the defaults. An unknown key is a warning naming it; a value of the wrong kind is an
/// error naming the file, the line, the key and what is allowed.
struct ConfigFile {
    var apiKey: String?
    /// A command whose first line of output is the API key (for keys kept in a password manager).
    var apiKeyCommand: String?
    var endpoint: String?
    var perPage: Int?
    var sort: SearchSort?
    var safeSearch: SafeSearch?
    var license: LicenseFilter?
    var images: ImageChoice?
    var colors: ColorChoice?
    var symbols: SymbolChoice?
    /// Sixel pictures dithered; unset: as the terminal's colour registers call for.
    var dither: Bool?
    var theme: ThemeName?
    /// Results start as the contact sheet (`view = "grid"`) rather than the list.
    var grid: Bool?
    var mouse: Bool?
    /// Megabytes.
    var cacheSize: Int?
    var history: Bool?
    var thumbnailSize: ThumbnailSize?
    /// The keys, when `[keys]` binds any.
    var keyBindings: KeyBindings?
    /// What the user should know but that does not stop anything, one sentence each.
    var warnings: [String] = []

    /// The keys flickterm reads.
    static let keys = [
        "api_key", "api_key_command", "endpoint", "per_page", "sort", "safe_search", "license", "images", "colors",
        "symbols", "dither", "view", "theme", "mouse", "cache_size", "history", "keys", "thumbnail_size",
    ]

    /// The current user's file (``Model/UserFiles/config(environment:)``); an empty configuration when there is none.
    static func forCurrentUser() throws -> ConfigFile {
        try UserFiles.config().map(load) ?? ConfigFile()
    }

    /// Page size, order, licences and safety a search starts with.
    var searchDefaults: SearchQuery {
        SearchQuery(text: "", perPage: perPage ?? 100, sort: sort ?? .relevance, licenses: license?.flickrIDs ?? [], safeSearch: safeSearch ?? .safe)
    }

    /// Bytes a config file may have; a real one has a few hundred.
    static let maximumBytes = 1 << 20

    /// The file at `url`; an empty configuration when there is none.
    static func load(_ url: URL) throws -> ConfigFile {
        guard let handle = FileHandle(forReadingAtPath: url.path) else { return ConfigFile() }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: maximumBytes + 1)) ?? Data()
        guard data.count <= maximumBytes else {
            throw ConfigError(description: "\(TerminalText.singleLine(url.path)) is larger than \(maximumBytes >> 20) MB; a config file is a few lines of text")
        }
        return try ConfigFile(text: String(decoding: data, as: UTF8.self), file: url)
    }

    /// Characters of a bad value an error shows.
    static let shownCharacters = 60

    /// `value` as an error shows it: one line, at most ``shownCharacters`` characters.
    static func shown(_ value: String) -> String {
        let line = TerminalText.singleLine(value)
        return line.count <= shownCharacters ? line : line.prefix(shownCharacters) + "… (\(line.count) characters)"
    }

    init() {}

    init(text: String, file: URL) throws {
        let name = TerminalText.singleLine(file.path)
        // TOML parsers stop at a NUL (a C string ends there): what follows would be silently ignored.
        if let nul = text.utf8.firstIndex(of: 0) {
            let line = text.utf8[..<nul].count { $0 == UInt8(ascii: "\n") } + 1
            throw ConfigError(description: "\(name) line \(line): the file holds a NUL byte; a config file is plain text")
        }
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw ConfigError(description: "\(name) line \(error.source.begin.line): \(TerminalText.singleLine(error.description))")
        }
        let lines = ConfigFile.keyLines(text)
        func located(_ key: String) -> String { "\(name) line \(lines[key] ?? 1)" }
        // Unknown keys first, so that an error below is reported with them rather than losing them.
        for key in table.keys.sorted() where !ConfigFile.keys.contains(key) {
            warnings.append("\(located(key)): unknown key \(ConfigFile.shown(key)) was ignored")
        }
        func value<T>(_ key: String, _ allowed: String, _ read: (TOMLValueConvertible) -> T?) throws -> T? {
            guard let raw = table[key] else { return nil }
            guard let value = read(raw) else {
                throw ConfigError(description: "\(located(key)): \(key) must be \(allowed), not \(ConfigFile.shown(raw.debugDescription))", warnings: warnings)
            }
            return value
        }
        func choice<T: RawRepresentable & CaseIterable>(_ key: String, _: T.Type) throws -> T? where T.RawValue == String {
            try value(key, "one of " + T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")) { $0.string.flatMap(T.init(rawValue:)) }
        }
        apiKey = try value("api_key", "a string") { $0.string }
        apiKeyCommand = try value("api_key_command", "a string (a shell command)") { $0.string }
        endpoint = try value("endpoint", "an http(s) URL") { raw in
            raw.string.flatMap(URL.init(string:)).flatMap { ["http", "https"].contains($0.scheme ?? "") ? raw.string : nil }
        }
        perPage = try value("per_page", "a whole number from 1 to \(SearchQuery.maximumPerPage)") { raw in
            raw.int.flatMap { (1...SearchQuery.maximumPerPage).contains($0) ? $0 : nil }
        }
        sort = try choice("sort", SearchSort.self)
        safeSearch = try value("safe_search", "one of \"safe\", \"moderate\", \"restricted\"") { raw in
            ["safe": SafeSearch.safe, "moderate": .moderate, "restricted": .restricted][raw.string ?? ""]
        }
        license = try choice("license", LicenseFilter.self)
        images = try choice("images", ImageChoice.self)
        colors = try choice("colors", ColorChoice.self)
        symbols = try choice("symbols", SymbolChoice.self)
        dither = try value("dither", "true or false") { $0.bool }
        theme = try choice("theme", ThemeName.self)
        grid = try value("view", "\"list\" or \"grid\"") { ["list": false, "grid": true][$0.string ?? ""] }
        mouse = try value("mouse", "true or false") { $0.bool }
        cacheSize = try value("cache_size", "a whole number of megabytes from 1 to \(BackendOptions.maximumCacheSize)") { raw in
            raw.int.flatMap { (1...BackendOptions.maximumCacheSize).contains($0) ? $0 : nil }
        }
        history = try value("history", "true or false") { $0.bool }
        if let raw = table["keys"] {
            guard let bindings = raw.table else {
                throw ConfigError(description: "\(located("keys")): keys must be a table: [keys] then lines such as move_down = [\"j\", \"Down\"]", warnings: warnings)
            }
            keyBindings = try readKeys(bindings, lines: lines, located: located)
        }
        thumbnailSize = try choice("thumbnail_size", ThumbnailSize.self)
        if apiKey != nil, let mode = (try? FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions]) as? Int, mode & 0o077 != 0 {
            warnings.append("\(name) holds an API key and others can read it; chmod 600 it")
        }
    }

    /// `[keys]`: each action named there gets the keys given (a name or a list of names) instead of its
    /// defaults. An unknown action is a warning; a key that is no key, or one two actions would share, an error.
    private mutating func readKeys(_ table: TOMLTable, lines: [String: Int], located: (String) -> String) throws -> KeyBindings {
        var chosen: [KeyAction: [KeyName]] = [:]
        for name in table.keys.sorted() {
            let path = "keys." + name
            guard let action = KeyAction(rawValue: name) else {
                warnings.append("\(located(path)): unknown action \(TerminalText.singleLine(name)) in [keys] was ignored; the actions are "
                    + KeyAction.allCases.map(\.name).joined(separator: ", "))
                continue
            }
            let value = table[name]
            let texts = value?.string.map { [$0] } ?? value?.array.flatMap { array in
                let strings = array.compactMap(\.string)
                return strings.count == array.count ? strings : nil
            }
            guard let texts else {
                throw ConfigError(description: "\(located(path)): \(path) must be a key name or a list of them, such as [\"j\", \"Down\"], not "
                    + ConfigFile.shown(value?.debugDescription ?? ""), warnings: warnings)
            }
            do {
                chosen[action] = try texts.map { text throws(KeyNameError) in try KeyName(parsing: text) }
            } catch {
                throw ConfigError(description: "\(located(path)): \(path): \(ConfigFile.shown(error.description))", warnings: warnings)
            }
        }
        let bindings: KeyBindings
        do {
            bindings = try KeyBindings(chosen)
        } catch {
            let mine = error.actions.first { chosen[$0] != nil } ?? error.actions[0]
            throw ConfigError(description: "\(located("keys." + mine.name)): keys: \(error.description)", warnings: warnings)
        }
        for action in KeyAction.allCases where chosen[action] != nil {
            let places = bindings.placesWithoutKey(for: action)
            if !places.isEmpty {
                warnings.append("\(located("keys." + action.name)): \(action.name) has no key \(places.map(\.phrase).joined(separator: ", "))")
            }
        }
        return bindings
    }

    /// The line of each key (`key = …`; `table.key` inside a `[table]`), for messages.
    private static func keyLines(_ text: String) -> [String: Int] {
        var lines: [String: Int] = [:]
        var table = ""
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("[") {
                table = trimmed.trimmingCharacters(in: CharacterSet(charactersIn: "[] "))
                if lines[table] == nil { lines[table] = index + 1 }
            } else if let equals = trimmed.firstIndex(of: "="), !trimmed.hasPrefix("#") {
                let key = trimmed[..<equals].trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
                let path = table.isEmpty ? key : table + "." + key
                if lines[path] == nil { lines[path] = index + 1 }
            }
        }
        return lines
    }

    /// The API key `api_key_command` prints (``APIKeyCommand``); `nil` when there is no such command.
    func keyFromCommand() async throws -> String? {
        guard let apiKeyCommand else { return nil }
        return try await APIKeyCommand(command: apiKeyCommand).run()
    }

    /// `flickterm config example`: every key, commented out, with what it takes; it parses as it is.
    static var example: String { exampleSettings + exampleKeys }

    /// Every action with its keys, commented out.
    private static var exampleKeys: String {
        KeyAction.allCases.map { action in
            let names = KeyBindings.standard.keys(for: action).map { "\"" + $0.name.replacingOccurrences(of: "\\", with: "\\\\")
                .replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
            return "# \(action.name) = [\(names.joined(separator: ", "))]\n"
        }.joined()
    }

    private static let exampleSettings = """
        # flickterm's configuration: ~/.config/flickterm/config.toml (or $XDG_CONFIG_HOME/flickterm/config.toml).
        # The command line overrides what is here; what is here overrides the defaults. Uncomment to use.

        # A Flickr API key, or a command that prints one (run once at start; for password managers).
        # Keep this file private (chmod 600) when it holds a key.
        # api_key = "0123456789abcdef0123456789abcdef"
        # api_key_command = "pass show flickr/api-key"

        # Any Flickr-compatible REST endpoint.
        # endpoint = "https://api.flickr.com/services/rest/"

        # Results a page, 1 to 500.
        # per_page = 100

        # "relevance", "date-posted-desc" or "interestingness-desc".
        # sort = "relevance"

        # "safe", "moderate" or "restricted".
        # safe_search = "safe"

        # "any", "creative-commons", "commercial-use" or "no-known-restrictions".
        # license = "any"

        # Photos: "auto", "blocks", "kitty", "sixel", "iterm" or "none"; colours: "auto", "truecolor", "256", "16",
        # "8" or "none".
        # images = "auto"
        # colors = "auto"

        # Photos drawn as blocks: "auto" (sextants where the terminal draws them, else quadrants), "half",
        # "quadrant", "sextant" or "octant".
        # symbols = "auto"

        # Dither sixel photos (smoother shading, a little less sharp); unset, only where the terminal has fewer
        # than 256 colour registers.
        # dither = false

        # Results as a "list" or a "grid" (contact sheet) at first; v switches.
        # view = "list"

        # Thumbnails: "small" (8×4 cells in the list), "medium" (12×6) or "large" (16×8); the grid's grow too.
        # thumbnail_size = "small"

        # "default" (dark backgrounds), "light", "high-contrast" or "monochrome" (NO_COLOR makes any monochrome).
        # theme = "default"

        # Mouse wheel and clicks.
        # mouse = false

        # Megabytes the cache of answers and images keeps at most.
        # cache_size = 200

        # Keep the search history.
        # history = true

        # Keys: each action named takes a key or a list of keys instead of its own (an empty list: no key).
        # Keys are written j, G, ?, Space, Enter, Esc, Tab, Shift-Tab, Backspace, Up, Down, Left, Right,
        # PgUp, PgDn, Home, End, F1, Ctrl-f, Alt-b. Two actions on one screen cannot share a key; Ctrl-C
        # always quits. The help (?) lists the keys in force. Every action with its keys:
        # [keys]

        """
}
