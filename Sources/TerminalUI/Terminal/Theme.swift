import CNcursesw

/// The look of each kind of text. Four themes: `default` (for dark backgrounds), `light`, `high-contrast`
/// and `monochrome` (attributes only) — the last whenever `NO_COLOR` is set or the terminal has no colours.
/// The selection is always a bar whose text reads clearly on it: never bold black (which many terminals show
/// as grey) on a bright colour.
@MainActor
package struct Theme {
    enum Role {
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
        let bold = flk_attr_bold()
        let reverse = flk_attr_reverse()
        let dim = flk_attr_dim()
        let underline = flk_attr_underline()
        guard wanted, has_colors(), name != .monochrome else {
            return Theme(attributes: [.normal: 0, .bar: reverse, .selection: reverse | bold, .error: bold, .dim: dim, .accent: bold])
        }
        start_color()
        use_default_colors()
        switch name {
        case .light:
            init_pair(1, Int16(COLOR_WHITE), Int16(COLOR_BLUE))
            init_pair(2, Int16(COLOR_BLACK), Int16(COLOR_CYAN))
            init_pair(3, Int16(COLOR_RED), -1)
            init_pair(4, Int16(COLOR_BLUE), -1)
            return Theme(attributes: [
                .normal: 0, .bar: flk_color_pair(1), .selection: flk_color_pair(2), .error: flk_color_pair(3) | bold,
                .dim: dim, .accent: flk_color_pair(4) | bold,
            ], neverBold: [.selection])
        case .highContrast:
            init_pair(3, Int16(COLOR_RED), -1)
            return Theme(attributes: [
                .normal: 0, .bar: reverse | bold, .selection: reverse | bold | underline, .error: flk_color_pair(3) | bold | underline,
                .dim: 0, .accent: bold,
            ])
        case .default, .monochrome:
            init_pair(1, Int16(COLOR_BLACK), Int16(COLOR_CYAN))
            init_pair(2, Int16(COLOR_WHITE), Int16(COLOR_BLUE))
            init_pair(3, Int16(COLOR_RED), -1)
            init_pair(4, Int16(COLOR_CYAN), -1)
            return Theme(attributes: [
                .normal: 0, .bar: flk_color_pair(1), .selection: flk_color_pair(2) | bold, .error: flk_color_pair(3) | bold,
                .dim: dim, .accent: flk_color_pair(4) | bold,
            ])
        }
    }

    subscript(role: Role) -> attr_t { attributes[role] ?? 0 }

    /// The attributes of `role`, made bold when `bold` asks and the role allows it.
    func attributes(_ role: Role, bold: Bool) -> attr_t {
        self[role] | (bold && !neverBold.contains(role) ? flk_attr_bold() : 0)
    }
}
