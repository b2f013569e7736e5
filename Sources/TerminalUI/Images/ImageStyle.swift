/// How photos reach the screen.
public enum ImageStyle: String, Sendable, CaseIterable {
    /// Half-block characters in colour: every terminal, tmux and ssh included.
    case blocks
    /// Kitty's graphics protocol: real pixels (kitty, Ghostty); inside tmux as Unicode placeholders.
    case kitty
    /// Sixel: real pixels (xterm `-ti vt340`, foot, WezTerm, Konsole, mlterm, Windows Terminal); inside tmux only
    /// where tmux itself draws sixel.
    case sixel
    /// iTerm2's inline images (iTerm2, WezTerm, mintty): each picture made a JPEG at the size it is shown.
    case iterm
    /// No photos.
    case none

    /// Draws real pixels rather than characters.
    public var isPixels: Bool { self == .kitty || self == .sixel || self == .iterm }

    /// The best this terminal can do, from what it answered and what the environment says: kitty's protocol when
    /// it answered kitty's query (or names itself kitty) and is not behind screen — behind tmux only through
    /// passthrough, as Unicode placeholders, where the terminal outside draws them (kitty ≥ 0.28, Ghostty); sixel when the terminal — inside tmux, tmux itself — declares it (DA1 attribute 4); else
    /// half blocks. iTerm2's images come before sixel where the environment names a terminal that has them: a JPEG
    /// is a smaller payload over ssh.
    public static func best(for terminal: TerminalCapabilities) -> ImageStyle {
        guard !terminal.insideScreen else { return .blocks }
        if terminal.kitty != nil, !terminal.insideTmux { return .kitty }
        // Inside tmux, kitty's pictures pass only as placeholders, through passthrough, to a terminal that draws them.
        if terminal.kitty != nil, terminal.passthrough, terminal.placeholders { return .kitty }
        if terminal.inlineImages { return .iterm }
        if terminal.sixel { return .sixel }
        return .blocks
    }
}
