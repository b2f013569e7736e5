import CNcursesw

/// The look of each kind of text; colours only when the terminal has them and `NO_COLOR` is unset.
@MainActor
@_spi(Benchmark) public struct Theme {
    enum Role {
        case normal, bar, selection, error, dim, accent
    }

    private let attributes: [Role: attr_t]

    /// Starts colours if wanted and possible, and picks attributes for every role.
    @_spi(Benchmark) public static func make(colors wanted: Bool) -> Theme {
        let bold = flk_attr_bold()
        let reverse = flk_attr_reverse()
        let dim = flk_attr_dim()
        guard wanted, has_colors() else {
            return Theme(attributes: [.normal: 0, .bar: reverse, .selection: reverse | bold, .error: bold, .dim: dim, .accent: bold])
        }
        start_color()
        use_default_colors()
        init_pair(1, Int16(COLOR_BLACK), Int16(COLOR_CYAN))
        init_pair(2, Int16(COLOR_BLACK), Int16(COLOR_YELLOW))
        init_pair(3, Int16(COLOR_RED), -1)
        init_pair(4, Int16(COLOR_CYAN), -1)
        return Theme(attributes: [
            .normal: 0, .bar: flk_color_pair(1), .selection: flk_color_pair(2) | bold, .error: flk_color_pair(3) | bold,
            .dim: dim, .accent: flk_color_pair(4) | bold,
        ])
    }

    subscript(role: Role) -> attr_t { attributes[role] ?? 0 }
}
