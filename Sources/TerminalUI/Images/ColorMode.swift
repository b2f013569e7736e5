import Foundation

/// How images are coloured: what the terminal can show, or what the user asked for.
public enum ColorMode: String, Sendable, CaseIterable {
    /// 24-bit colour.
    case truecolor
    /// The xterm 256-colour palette (6×6×6 cube and grey ramp).
    case palette256 = "256"
    /// The 16 ANSI colours.
    case palette16 = "16"
    /// No colour: shade characters on luma.
    case none

    /// The mode for this terminal: `NO_COLOR` → none; `COLORTERM=truecolor|24bit` or a terminfo that
    /// declares direct colour → truecolor; else by terminfo's colour count.
    static func detect(environment: [String: String], terminfoColors: Int, terminfoDeclaresRGB: Bool) -> ColorMode {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        if ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased() ?? "") || terminfoDeclaresRGB { return .truecolor }
        if terminfoColors >= 256 { return .palette256 }
        if terminfoColors >= 8 { return .palette16 }
        return .none
    }
}
