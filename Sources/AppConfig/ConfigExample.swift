import ViewModels

/// `flickterm config example`: every key, commented out, with what it takes; it parses as it is.
public enum ConfigExample {
    /// The example file.
    public static var text: String { settings + keys }

    /// Every action with its keys, commented out.
    private static var keys: String {
        KeyAction.allCases.map { action in
            let names = KeyBindings.standard.keys(for: action).map { "\"" + $0.name.replacingOccurrences(of: "\\", with: "\\\\")
                .replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
            return "# \(action.name) = [\(names.joined(separator: ", "))]\n"
        }.joined()
    }

    private static let settings = """
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
