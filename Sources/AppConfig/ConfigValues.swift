/// `config.toml` as TOMLKit's decoder reads it: each key flickterm knows, as the kind of TOML value it takes (a
/// string, a whole number, true or false, the `[keys]` table); ``ConfigFile`` checks them and makes flickterm's
/// own values of them.
struct ConfigValues: Decodable {
    var apiKey: Setting<String>?
    var apiKeyCommand: Setting<String>?
    var endpoint: Setting<String>?
    var source: Setting<String>?
    var openverseClientID: Setting<String>?
    var openverseClientSecret: Setting<String>?
    var perPage: Setting<Int>?
    var sort: Setting<String>?
    var safeSearch: Setting<String>?
    var license: Setting<String>?
    var images: Setting<String>?
    var colors: Setting<String>?
    var symbols: Setting<String>?
    var dither: Setting<Bool>?
    var view: Setting<String>?
    var theme: Setting<String>?
    var mouse: Setting<Bool>?
    var cacheSize: Setting<Int>?
    var history: Setting<Bool>?
    var thumbnailSize: Setting<String>?
    var keys: Setting<[String: Setting<KeyNames>]>?

    /// The file's names of the keys.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case apiKey = "api_key", apiKeyCommand = "api_key_command", endpoint, source,
             openverseClientID = "openverse_client_id", openverseClientSecret = "openverse_client_secret", perPage = "per_page", sort, safeSearch = "safe_search"
        case license, images, colors, symbols, dither, view, theme, mouse, cacheSize = "cache_size", history, thumbnailSize = "thumbnail_size"
        case keys
    }
}
