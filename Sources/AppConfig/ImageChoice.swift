import TerminalUI

/// `--images`: how photos are drawn, or `auto` to ask the terminal.
public enum ImageChoice: String, CaseIterable, Sendable {
    case auto, blocks, kitty, sixel, iterm, none

    /// The style asked for; `nil` for `auto`.
    public var style: ImageStyle? {
        switch self {
        case .auto: nil
        case .blocks: .blocks
        case .kitty: .kitty
        case .sixel: .sixel
        case .iterm: .iterm
        case .none: ImageStyle.none
        }
    }
}
