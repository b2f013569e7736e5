/// The keys of `config.toml` flickterm reads, as the file names them.
public enum ConfigKey: String, CaseIterable, Sendable {
    case apiKey = "api_key", apiKeyCommand = "api_key_command", endpoint, source
    case openverseClientID = "openverse_client_id", openverseClientSecret = "openverse_client_secret"
    case perPage = "per_page", sort, safeSearch = "safe_search", license, images, colors, symbols, dither, view, theme, mouse
    case cacheSize = "cache_size", history, thumbnailSize = "thumbnail_size", slideshowSeconds = "slideshow_seconds", imageDelay = "image_delay"
    /// The `[keys]` table.
    case keys
}
