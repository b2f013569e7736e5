/// How photos reach the screen.
public enum ImageStyle: String, Sendable, CaseIterable {
    /// Half-block characters in colour: every terminal, tmux and ssh included.
    case blocks
    /// Kitty's graphics protocol: real pixels, where the terminal declares it and no multiplexer sits between.
    case kitty
    /// No photos.
    case none

    /// The style for this terminal: kitty when it says it is kitty (`TERM=xterm-kitty` or `KITTY_WINDOW_ID`)
    /// and is not behind tmux or screen, which would not pass the images on; else half blocks.
    public static func detect(environment: [String: String]) -> ImageStyle {
        let term = environment["TERM"] ?? ""
        let multiplexed = environment["TMUX"] != nil || environment["STY"] != nil || term.hasPrefix("screen") || term.hasPrefix("tmux")
        let kitty = term == "xterm-kitty" || environment["KITTY_WINDOW_ID"] != nil
        return kitty && !multiplexed ? .kitty : .blocks
    }
}
