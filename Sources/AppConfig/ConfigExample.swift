import ViewModels

/// `flickterm config example`: every key, commented out, with what it takes; it parses as it is.
public enum ConfigExample {
    /// The example file.
    public static var text: String { settings + keys }

    /// Every action with its keys, commented out.
    private static var keys: String {
        KeyAction.allCases.map { action in
            let names = KeyBindings.standard.keys(for: action).map { "\"" + $0.name.replacing("\\", with: "\\\\")
                .replacing("\"", with: "\\\"") + "\"" }
            return "# \(action.name) = [\(names.joined(separator: ", "))]\n"
        }.joined()
    }

    /// The settings, commented out: `Resources/config.example.toml`, compiled into the binary (no bundle to install
    /// beside it).
    private static let settings = String(decoding: PackageResources.config_example_toml, as: UTF8.self)
}
