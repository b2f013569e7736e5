import ArgumentParser
import TerminalUI

/// `--symbols`: the glyphs photos drawn as blocks use, or `auto` (sextants where the terminal draws them, else
/// quadrants).
enum SymbolChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, half, quadrant, sextant, octant

    /// The glyphs asked for; `nil` for `auto`.
    var symbols: MosaicSymbols? { MosaicSymbols(rawValue: rawValue) }
}
