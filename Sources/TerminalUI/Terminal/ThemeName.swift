/// The themes `--theme` and the config file's `theme` name (``Theme`` holds their attributes).
public enum ThemeName: String, CaseIterable, Sendable {
    /// For dark backgrounds.
    case `default`
    /// For light backgrounds.
    case light
    /// Attributes that survive any palette: reverse, bold, underline; no dim text.
    case highContrast = "high-contrast"
    /// No colours at all (what `NO_COLOR` gives any theme).
    case monochrome
}
