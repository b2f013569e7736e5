/// How one kind of text looks, as data: colours by palette index (`nil`: the terminal's own foreground or
/// background) and attributes. ``Theme`` turns it into ncurses attributes; a test measures its contrast.
package struct TextStyle: Equatable, Sendable {
    /// The text's colour, a palette index (0–255).
    package var foreground: Int?
    /// The colour behind the text, a palette index (0–255).
    package var background: Int?
    package var bold = false
    package var reverse = false
    package var underline = false
    /// Faint text, which terminals draw part-way to the background.
    package var dim = false

    package init(foreground: Int? = nil, background: Int? = nil, bold: Bool = false, reverse: Bool = false, underline: Bool = false, dim: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.reverse = reverse
        self.underline = underline
        self.dim = dim
    }

    /// Whether the style asks for a colour, which needs a colour pair.
    var isColored: Bool { foreground != nil || background != nil }
}
