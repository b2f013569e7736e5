import TerminalUI

/// `--symbols`: the glyphs photos drawn as blocks use, or `auto` (sextants where the terminal draws them, else
/// quadrants).
public enum SymbolChoice: String, CaseIterable, Sendable {
    case auto, half, quadrant, sextant, octant

    /// The glyphs asked for; `nil` for `auto`.
    public var symbols: MosaicSymbols? { MosaicSymbols(rawValue: rawValue) }
}
