import CNcursesShim
import CNcursesw

/// The look of each kind of text. Four themes: `default` (for dark backgrounds), `light`, `high-contrast`
/// and `monochrome` (attributes only) — the last whenever `NO_COLOR` is set or the terminal has no colours.
/// The selection is always a bar whose text reads clearly on it: never bold black (which many terminals show
/// as grey) on a bright colour.
@MainActor
package struct Theme {
    /// The kinds of text a screen draws.
    package enum Role: CaseIterable, Sendable {
        case normal, bar, selection, error, dim, accent
    }

    private let attributes: [Role: attr_t]
    /// Roles whose text must not be made bold: black on a light colour turns grey when bold.
    private var neverBold: Set<Role> = []

    /// Starts colours if the theme uses them, `colors` allows them and the terminal has them, and picks
    /// attributes for every role.
    /// `name` in colour unless `NO_COLOR` is set (and not empty) in `environment`.
    static func make(_ name: ThemeName, environment: [String: String]) -> Theme {
        make(name, colors: environment["NO_COLOR"].map(\.isEmpty) ?? true)
    }

    package static func make(_ name: ThemeName = .default, colors wanted: Bool) -> Theme {
        let colored = wanted && has_colors() && name != .monochrome
        if colored {
            start_color()
            use_default_colors()
        }
        let styles = ThemeStyles.of(name, colors: colored ? Int(flk_colors()) : nil)
        let direct = colored && flk_terminfo_direct_color() != 0
        // The colour pairs made, each numbered by its place from 1: a list, as there are a handful.
        var pairs: [(foreground: Int?, background: Int?)] = []
        var attributes: [Role: attr_t] = [:]
        for (role, style) in styles {
            var attribute = (style.bold ? flk_attr_bold() : 0) | (style.reverse ? flk_attr_reverse() : 0)
                | (style.underline ? flk_attr_underline() : 0) | (style.dim ? flk_attr_dim() : 0)
            if style.isColored {
                let colors = (foreground: style.foreground, background: style.background)
                let pair: Int32
                if let made = pairs.firstIndex(where: { $0 == colors }) {
                    pair = Int32(made + 1)
                } else {
                    pairs.append(colors)
                    pair = Int32(pairs.count)
                    _ = flk_init_pair(pair, terminalColor(style.foreground, direct: direct), terminalColor(style.background, direct: direct))
                }
                attribute |= flk_color_pair(Int16(pair))
            }
            attributes[role] = attribute
        }
        return Theme(attributes: attributes, neverBold: ThemeStyles.neverBold(name))
    }

    /// The colour number ncurses takes for palette `index`: the index itself, or on a direct-colour terminal (whose
    /// numbers past the first eight are 24-bit values) the index's colour as xterm shows it; -1 is the default.
    private static func terminalColor(_ index: Int?, direct: Bool) -> Int32 {
        guard let index else { return -1 }
        guard direct, index >= 8 else { return Int32(index) }
        let color = TerminalPalette.color(of: index)
        return Int32(color.red) << 16 | Int32(color.green) << 8 | Int32(color.blue)
    }

    subscript(role: Role) -> attr_t { attributes[role] ?? 0 }

    /// The attributes of `role`, made bold when `bold` asks and the role allows it.
    func attributes(_ role: Role, bold: Bool) -> attr_t {
        self[role] | (bold && !neverBold.contains(role) ? flk_attr_bold() : 0)
    }
}
