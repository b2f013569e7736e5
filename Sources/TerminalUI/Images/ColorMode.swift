import FoundationEssentials

/// How images are coloured: what the terminal can show, or what the user asked for.
public enum ColorMode: String, Sendable, CaseIterable {
    /// 24-bit colour.
    case truecolor
    /// The xterm 256-colour palette (6×6×6 cube and grey ramp).
    case palette256 = "256"
    /// The 16 ANSI colours.
    case palette16 = "16"
    /// The first 8 ANSI colours (a terminfo of 8 colours: `TERM=linux`, `TERM=xterm`).
    case palette8 = "8"
    /// No colour: shade characters on luma.
    case none
}
