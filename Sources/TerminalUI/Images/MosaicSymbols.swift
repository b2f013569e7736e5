/// The glyphs a mosaic cell is drawn with, and so how many pixels a cell holds: each glyph splits the cell's
/// pixels between its foreground colour and its background one.
public enum MosaicSymbols: String, Sendable, CaseIterable {
    /// `▀` alone: 1×2 pixels a cell.
    case half
    /// The quadrants and halves (▘▝▀▖▌▞▛▗▚▐▜▄▙▟, Unicode 1.1 block elements, which every font draws): 2×2.
    case quadrant
    /// The sextants (U+1FB00–1FB3B, Unicode 13) and ▌▐: 2×3 — only where the terminal draws them itself.
    case sextant

    /// Sextants where the terminal draws them itself, else quadrants.
    public static func best(for terminal: TerminalCapabilities) -> MosaicSymbols {
        terminal.drawsSextants ? .sextant : .quadrant
    }

    /// Pixels a cell holds across and down.
    public var columns: Int { self == .half ? 1 : 2 }
    public var rows: Int { self == .sextant ? 3 : 2 }

    /// The masks a cell may take — bit `i` set where pixel `i` (row by row) shows the foreground —, each with its
    /// first pixel set (a mask and its complement are one glyph with the colours swapped), the whole cell first.
    var masks: [Int] {
        let all = 1 << (columns * rows)
        return [all - 1] + stride(from: 1, to: all - 1, by: 2)
    }

    /// The glyph for `mask`; the whole cell is `▀` in one colour over the same (every terminal draws it, as the
    /// half-block cells always were).
    func glyph(_ mask: Int) -> Character {
        let whole = (1 << (columns * rows)) - 1
        guard mask != whole else { return "▀" }
        switch self {
        case .half: return "▀"
        case .quadrant: return MosaicSymbols.quadrants[mask]
        case .sextant:
            switch mask {
            case 0: return " "
            case 21: return "▌"
            case 42: return "▐"
            default: return Character(Unicode.Scalar(0x1FB00 + mask - 1 - (mask > 21 ? 1 : 0) - (mask > 42 ? 1 : 0))!)
            }
        }
    }

    /// By mask: bit 0 the upper left quadrant, 1 the upper right, 2 the lower left, 3 the lower right.
    private static let quadrants: [Character] = [" ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█"]
}
