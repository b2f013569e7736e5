import ArgumentParser
import TerminalUI

/// `--images`: how photos are drawn, or `auto` to ask the terminal.
enum ImageChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, blocks, kitty, sixel, iterm, none

    /// The style asked for; `nil` for `auto`.
    var style: ImageStyle? {
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
