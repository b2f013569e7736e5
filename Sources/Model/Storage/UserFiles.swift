import FoundationEssentials

/// Where flickterm keeps its files, by the XDG base-directory rules: the cache under `$XDG_CACHE_HOME`
/// (else `~/.cache`), the search history under `$XDG_DATA_HOME` (else `~/.local/share`), each in a
/// `flickterm` folder, and the config file under `$XDG_CONFIG_HOME` (else `~/.config`). A relative XDG path is ignored, as the rules say.
public enum UserFiles {
    /// `…/flickterm/cache.sqlite`; `nil` when neither the variable nor `HOME` is set.
    public static func cache(environment: [String: String] = LaunchEnvironment.variables) -> URL? {
        file("cache.sqlite", under: "XDG_CACHE_HOME", else: ".cache", environment)
    }

    /// `…/flickterm/history.sqlite`; `nil` when neither the variable nor `HOME` is set.
    public static func history(environment: [String: String] = LaunchEnvironment.variables) -> URL? {
        file("history.sqlite", under: "XDG_DATA_HOME", else: ".local/share", environment)
    }

    /// `…/flickterm/config.toml` under `$XDG_CONFIG_HOME` (else `~/.config`); `nil` when neither is set.
    public static func config(environment: [String: String] = LaunchEnvironment.variables) -> URL? {
        file("config.toml", under: "XDG_CONFIG_HOME", else: ".config", environment)
    }

    /// `…/flickterm` under `$XDG_STATE_HOME` (else `~/.local/state`): the log and crash reports.
    public static func stateFolder(environment: [String: String] = LaunchEnvironment.variables) -> URL? {
        folder(under: "XDG_STATE_HOME", else: ".local/state", environment)
    }

    private static func file(_ name: String, under variable: String, else fallback: String, _ environment: [String: String]) -> URL? {
        folder(under: variable, else: fallback, environment)?.appendingPathComponent(name)
    }

    private static func folder(under variable: String, else fallback: String, _ environment: [String: String]) -> URL? {
        let base: URL
        if let path = environment[variable], path.hasPrefix("/") {
            base = URL(fileURLWithPath: path, isDirectory: true)
        } else if let home = environment["HOME"], !home.isEmpty {
            base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(fallback, isDirectory: true)
        } else {
            return nil
        }
        return base.appendingPathComponent("flickterm", isDirectory: true)
    }
}
