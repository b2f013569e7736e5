import Foundation
import Model
import Testing
@testable import TerminalUI

/// The 256-colour table: its own cube root and level search change no entry.
struct TerminalPaletteTests {
    /// Every entry of the table (each 6-bit colour widened to 8 bits), filled as it is asked for, is the colour found with libm's `cbrt` (for the
    /// palette's colours too); a wrong cube level would show up as a wrong entry as well.
    @Test func theFastCubeRootBuildsTheSameTableAsLibm() {
        func exact(_ color: RGB) -> TerminalPalette.Oklab {
            let cone = TerminalPalette.Oklab.cones(color)
            return TerminalPalette.Oklab(long: cbrt(cone.long), medium: cbrt(cone.medium), short: cbrt(cone.short))
        }
        let palette = (0..<256).map { exact(TerminalPalette.color(of: $0)) }
        var differing: [Int] = []
        for key in 0..<262_144 {
            let color = TerminalPalette.entryColor(key)
            if TerminalPalette.nearest256(color) != TerminalPalette.searchNearest256(color, at: exact(color), in: palette) {
                differing.append(key)
            }
        }
        #expect(differing.isEmpty)
    }

    @Test func takesCubeRootsToWithinAnUlp() {
        for value in [0, 1e-9, 0.000_303_5, 0.001, 0.2, 0.5, 0.999_999, 1, 8, 27.5] {
            let root = TerminalPalette.cubeRoot(value)
            #expect(abs(root - cbrt(value)) <= cbrt(value).ulp, "\(value)")
        }
    }
}
