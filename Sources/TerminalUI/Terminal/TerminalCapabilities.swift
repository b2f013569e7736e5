import Model

/// What the terminal can show, and where each fact was learnt: its own answers at start-up (``TerminalProbe``),
/// else the environment, else terminfo. One value, read by the app to choose colours and by `flickterm doctor`.
public struct TerminalCapabilities: Sendable {
    /// Where a fact came from, for `doctor`.
    public enum Source: String, Sendable {
        case answer = "the terminal's answer"
        case environment = "the environment"
    }

    /// One cell in pixels, and how it was measured.
    public struct CellSize: Equatable, Sendable {
        /// How a cell size is known, in words for `doctor`.
        public enum Measure: String, Sendable {
            case answer = "CSI 16t"
            case window = "the window's size in pixels"
        }

        public let width: Int
        public let height: Int
        public let measure: Measure
    }

    /// 24-bit colour, and how it is known; `nil` when nothing says so.
    public var truecolor: Source?
    /// The colours the terminal itself declares (XTGETTCAP `Co`).
    public var colors: Int?
    /// DA1 declared sixel graphics (attribute 4).
    public var sixel = false
    /// Sixel colour registers (XTSMGRAPHICS).
    public var sixelRegisters: Int?
    /// Kitty's graphics protocol answered its query, or the environment names kitty.
    public var kitty: Source?
    /// iTerm2's inline images (the environment names iTerm2, WezTerm or mintty; none of them answers a question
    /// for it), outside tmux and screen.
    public var inlineImages = false
    /// iTerm2 ≥ 3.5: a large file may go in parts (`MultipartFile`).
    public var inlineImageParts = false
    /// One cell in pixels, and from what.
    public var cellSize: CellSize?
    /// The background colour, and how it is known: the terminal's answer (OSC 11), else `COLORFGBG`'s palette entry.
    public var background: (color: RGB, source: Source)?
    /// The theme for this background where none is chosen: light on a light one, else the default.
    public var themeName: ThemeName { hasLightBackground == true ? .light : .default }
    /// Whether the background is light (its brightness past the middle); `nil` when nothing said.
    public var hasLightBackground: Bool? {
        background.map { 299 * Int($0.color.red) + 587 * Int($0.color.green) + 114 * Int($0.color.blue) > 128_000 }
    }
    /// A cell size the terminal gave outside ``cellWidths`` × ``cellHeights``, not believed: pictures sized from it
    /// would take gigabytes (or overflow); `doctor` says why the 1:2 guess stands.
    public var refusedCellSize: CellSize?
    /// Cell widths and heights in pixels believed: every real terminal's cell lies within them.
    public static let cellWidths = 2...64, cellHeights = 4...128
    /// The terminal's name and version (XTVERSION, else XTGETTCAP `TN`, else `TERM_PROGRAM`), as text safe to print: a
    /// terminal may answer anything, and `doctor` shows it.
    public var name: String? {
        didSet { name = name.map(TerminalCapabilities.printable) }
    }

    /// `text` on one line, without a control or formatting character, at most 80 characters.
    private static func printable(_ text: String) -> String {
        String(TerminalText.singleLine(TerminalText.sanitized(text)).prefix(80))
    }
    /// Inside tmux (`TMUX`), whose own version answers first.
    public var insideTmux = false
    /// Inside GNU screen (`STY`, or a `TERM` of screen's outside tmux), which passes no pictures on.
    public var insideScreen = false
    /// Inside tmux: an answer came from the terminal outside it, so passthrough is allowed.
    public var passthrough = false
    /// The session came in over ssh (`SSH_CONNECTION`, `SSH_CLIENT` or `SSH_TTY`; tmux passes them on to its
    /// panes): what is written crosses a network, where bytes cost more than the CPU that saves them.
    public var remote = false

    /// The terminal draws kitty's Unicode placeholders (kitty ≥ 0.28, Ghostty), by the name it answered.
    public var placeholders: Bool {
        guard let name = name?.lowercased() else { return false }
        if name.hasPrefix("ghostty") { return true }
        guard name.hasPrefix("kitty(") else { return false }
        let version = name.dropFirst("kitty(".count).prefix { $0 != ")" }.split(separator: ".").compactMap { Int($0) }
        return !version.lexicographicallyPrecedes([0, 28])
    }
    /// The terminal moves its sixel or inline pictures with a scroll of some of its lines, as it moves the text
    /// (xterm, WezTerm, iTerm2, by the name it answered or its environment gave): a picture that scrolled need not be
    /// sent again.
    public var scrollsCarryPictures: Bool {
        guard let name = name?.lowercased() else { return false }
        return ["xterm(", "wezterm", "iterm.app", "iterm2"].contains { name.hasPrefix($0) }
    }
    /// The 16 ANSI colours as the terminal shows them: its answers to OSC 4, else xterm's defaults.
    public var ansiColors = TerminalPalette.ansi16
    /// The terminal answered with its own colours.
    public var ansiColorsAnswered = false
    /// The terminal draws the sextants (U+1FB00–1FB3B) itself rather than from a font that may lack them — kitty,
    /// WezTerm, foot, Ghostty, Alacritty, Windows Terminal — by the name it answered or its environment gave.
    public var drawsSextants: Bool {
        guard let name = name?.lowercased() else { return false }
        return ["kitty", "wezterm", "foot", "ghostty", "alacritty", "windows terminal"].contains { name.hasPrefix($0) }
    }
    /// DA1 answers seen: the last question's answer, which ends the wait.
    public private(set) var attributeAnswers = 0

    /// What the environment says, before any answer: `COLORTERM`, `KITTY_WINDOW_ID`, `TERM_PROGRAM`,
    /// `VTE_VERSION`, `WEZTERM_PANE`, `XTERM_VERSION`, `WT_SESSION`, `TMUX`, `SSH_CONNECTION`.
    public init(environment: [String: String]) {
        insideTmux = environment["TMUX"] != nil
        remote = ["SSH_CONNECTION", "SSH_CLIENT", "SSH_TTY"].contains { environment[$0] != nil }
        insideScreen = environment["STY"] != nil || (!insideTmux && (environment["TERM"] ?? "").hasPrefix("screen"))
        let program = environment["TERM_PROGRAM"] ?? ""
        if ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased() ?? "")
            || ["iTerm.app", "WezTerm", "vscode", "ghostty"].contains(program) || environment["WEZTERM_PANE"] != nil
            || (Int(environment["VTE_VERSION"] ?? "") ?? 0) >= 3600 {
            truecolor = .environment
        }
        if !insideTmux, environment["KITTY_WINDOW_ID"] != nil || environment["TERM"] == "xterm-kitty" { kitty = .environment }
        let iTerm = program == "iTerm.app" || environment["LC_TERMINAL"] == "iTerm2"
        inlineImages = !insideTmux && !insideScreen && (iTerm || ["WezTerm", "mintty"].contains(program))
        if iTerm, let version = environment["TERM_PROGRAM_VERSION"] ?? environment["LC_TERMINAL_VERSION"] {
            let parts = version.split(separator: ".").compactMap { Int($0) }
            inlineImageParts = parts.lexicographicallyPrecedes([3, 5]) == false
        }
        if !program.isEmpty, program != "tmux" {
            name = program + (environment["TERM_PROGRAM_VERSION"].map { " " + $0 } ?? "")
        } else if let xterm = environment["XTERM_VERSION"] {
            name = xterm
        } else if environment["WT_SESSION"] != nil {
            name = "Windows Terminal"
        }
        // rxvt's and Konsole's "foreground;background" palette entries.
        if let entry = environment["COLORFGBG"]?.split(separator: ";").last.flatMap({ Int($0) }), (0..<16).contains(entry) {
            background = (TerminalPalette.ansi16[entry], .environment)
        }
    }

    /// True once the wait is over: the DA1 answer came (inside tmux, the outer terminal's too).
    public var isComplete: Bool { attributeAnswers >= (insideTmux ? 2 : 1) }

    /// Takes in one answer.
    public mutating func absorb(_ reply: TerminalReply) {
        switch reply {
        case .primaryAttributes(let attributes):
            attributeAnswers += 1
            if attributes.contains(4), !insideTmux || attributeAnswers == 1 { sixel = true }
        case .kittyGraphics(let ok):
            if ok { kitty = .answer }
            noteOutsideAnswer()
        case .capability(let name, let value):
            noteOutsideAnswer()
            switch name {
            case "RGB" where value != nil: truecolor = .answer
            case "Co": colors = value.flatMap { Int($0) }
            case "TN": if let value, self.name == nil { self.name = value }
            default: break
            }
        case .graphicRendition(let parameters):
            noteOutsideAnswer()
            // The 24-bit colour set just before the question, reported back: the terminal keeps 24-bit colour.
            let fields = parameters.split(whereSeparator: { $0 == ";" || $0 == ":" }).map(String.init)
            if let index = fields.firstIndex(of: "38"), fields.dropFirst(index).starts(with: ["38", "2"]), fields.suffix(3) == ["1", "2", "3m"] {
                truecolor = .answer
            }
        case .graphicsAttribute(let item, let status, let values):
            if item == 1, status == 0 { sixelRegisters = values.first }
        case .cellSize(let width, let height):
            note(CellSize(width: width, height: height, measure: .answer))
            noteOutsideAnswer()
        case .textAreaSize:
            noteOutsideAnswer()
        case .version(let version):
            if version.lowercased().hasPrefix("tmux") { return }
            name = version
            noteOutsideAnswer()
        case .backgroundColor(let color):
            background = (color, .answer)
            noteOutsideAnswer()
        case .paletteColor(let index, let color):
            guard ansiColors.indices.contains(index) else { return }
            ansiColors[index] = color
            ansiColorsAnswered = true
            noteOutsideAnswer()
        }
    }

    /// The window's size in cells and pixels (`TIOCGWINSZ`): the cell size, where no answer gave it (tmux and
    /// ssh often leave the pixels 0).
    public mutating func noteWindow(columns: Int, rows: Int, width: Int, height: Int) {
        guard cellSize?.measure != .answer, columns > 0, rows > 0, width >= columns, height >= rows else { return }
        note(CellSize(width: width / columns, height: height / rows, measure: .window))
    }

    /// Takes `cell` as the cell size when it is within bounds; else keeps it as refused.
    private mutating func note(_ cell: CellSize) {
        guard TerminalCapabilities.cellWidths.contains(cell.width), TerminalCapabilities.cellHeights.contains(cell.height) else {
            if cell.width > 0 || cell.height > 0 { refusedCellSize = cell }
            return
        }
        cellSize = cell
    }

    private mutating func noteOutsideAnswer() {
        if insideTmux { passthrough = true }
    }

    /// The colours to draw photos in, the terminal's answers first: 24-bit whenever it proves it, whatever
    /// `TERM` says; 256 when it declares 256; else terminfo's word (`NO_COLOR`: none).
    public func colorMode(environment: [String: String], terminfoColors: Int, terminfoDeclaresRGB: Bool) -> ColorMode {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        if truecolor != nil || terminfoDeclaresRGB { return .truecolor }
        if (colors ?? 0) >= 256 || terminfoColors >= 256 { return .palette256 }
        if terminfoColors >= 16 || (colors ?? 0) >= 16 { return .palette16 }
        if terminfoColors >= 8 || (colors ?? 0) >= 8 { return .palette8 }
        return .none
    }
}
