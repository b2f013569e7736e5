/// The style of each kind of text in each theme, for the colours the terminal has. Every style keeps its text at
/// WCAG's 4.5:1 contrast or more against the background the theme is for (a test measures each in xterm's palette):
/// hence greys from the 256-colour ramp instead of faint text, which terminals draw too close to the background, and a
/// brighter red on dark backgrounds where a terminal has one.
package enum ThemeStyles {
    /// The styles of `name`'s roles on a terminal of `colors` colours (8, 16, 256 or more); `nil` colours: attributes
    /// only (monochrome, `NO_COLOR`, a terminal without colours).
    package static func of(_ name: ThemeName, colors: Int?) -> [Theme.Role: TextStyle] {
        guard let colors, colors >= 8, name != .monochrome else {
            return [.normal: TextStyle(), .bar: TextStyle(reverse: true), .selection: TextStyle(bold: true, reverse: true),
                    .error: TextStyle(bold: true), .dim: TextStyle(), .accent: TextStyle(bold: true)]
        }
        switch name {
        case .light:
            return [
                .normal: TextStyle(), .bar: TextStyle(foreground: white, background: blue), .selection: TextStyle(foreground: black, background: cyan),
                // Not bold: bold red turns the brighter red of a terminal's bold colours, too light on white.
                .error: TextStyle(foreground: colors >= 256 ? 124 : red, bold: colors >= 256, underline: colors < 256),
                .dim: colors >= 256 ? TextStyle(foreground: 242) : TextStyle(), .accent: TextStyle(foreground: blue, bold: true),
            ]
        case .highContrast:
            return [
                .normal: TextStyle(), .bar: TextStyle(bold: true, reverse: true), .selection: TextStyle(bold: true, reverse: true, underline: true),
                .error: darkError(colors: colors, underline: true), .dim: TextStyle(), .accent: TextStyle(bold: true),
            ]
        case .default, .monochrome:
            return [
                .normal: TextStyle(), .bar: TextStyle(foreground: black, background: cyan), .selection: TextStyle(foreground: white, background: blue, bold: true),
                .error: darkError(colors: colors, underline: false),
                .dim: colors >= 256 ? TextStyle(foreground: 245) : colors >= 16 ? TextStyle(foreground: brightBlack) : TextStyle(),
                .accent: TextStyle(foreground: cyan, bold: true),
            ]
        }
    }

    /// Roles whose text must not be made bold: black on a light colour turns grey when bold.
    static func neverBold(_ name: ThemeName) -> Set<Theme.Role> {
        name == .light ? [.selection] : []
    }

    /// Errors on a dark background: bright red where the terminal has it; with eight colours, light text on red, as
    /// plain red is too dark to read on black.
    private static func darkError(colors: Int, underline: Bool) -> TextStyle {
        colors >= 16 ? TextStyle(foreground: brightRed, bold: true, underline: underline)
            : TextStyle(foreground: white, background: red, bold: true, underline: underline)
    }

    private static let black = 0, red = 1, blue = 4, cyan = 6, white = 7, brightBlack = 8, brightRed = 9
}
