import TerminalUI

/// `--colors`: a colour mode for photos, or `auto` to ask the terminal.
public enum ColorChoice: String, CaseIterable, Sendable {
    case auto, truecolor
    case palette256 = "256"
    case palette16 = "16"
    case palette8 = "8"
    case none

    /// The mode asked for; `nil` for `auto`.
    public var mode: ColorMode? {
        switch self {
        case .auto: nil
        case .truecolor: .truecolor
        case .palette256: .palette256
        case .palette16: .palette16
        case .palette8: .palette8
        case .none: ColorMode.none
        }
    }
}
