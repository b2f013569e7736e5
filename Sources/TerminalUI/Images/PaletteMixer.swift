import Model

/// Draws a mosaic cell in a few fixed colours (the 16 ANSI colours, or their first 8): either the glyph the
/// ``CellMatcher`` chose with each side's mean snapped to the nearest colour, or two colours mixed through a shade
/// glyph — `░` a quarter of the foreground over the background, `▒` half, `▓` three quarters — so that the cell's
/// mean comes near the photo's where no single colour does (a photo's browns and greens between the ANSI colours,
/// which the nearest colour alone turned into flat cyan, white and black). Whichever leaves the least squared error
/// over the cell's pixels is drawn.
struct PaletteMixer {
    /// A cell as drawn: the glyph and the two colours' indices.
    struct Choice: Equatable {
        let character: Character
        let foreground: UInt8
        let background: UInt8
    }

    private let palette: [RGB]
    /// Every shade mix: foreground, background, the foreground's share, and the colour it makes.
    private let mixes: [(foreground: UInt8, background: UInt8, share: Int, color: (Int, Int, Int))]
    /// The best mix by a mean colour's 5-bit key, filled as means are met (`-1` where not yet).
    private var bestMix: [Int16]

    /// Quarters of the foreground the shade glyphs show, and the glyphs.
    private static let shades: [(quarters: Int, glyph: Character)] = [(1, "░"), (2, "▒"), (3, "▓")]

    /// - Parameters:
    ///   - colors: 16 or 8: how many of the ANSI colours the terminal has.
    ///   - ansiColors: the 16 as the terminal shows them (``TerminalCapabilities/ansiColors``).
    init(colors: Int, ansiColors: [RGB] = TerminalPalette.ansi16) {
        palette = Array(ansiColors.prefix(colors == 8 ? 8 : 16))
        var mixes: [(UInt8, UInt8, Int, (Int, Int, Int))] = []
        for foreground in palette.indices {
            for background in palette.indices where background != foreground {
                for (quarters, _) in PaletteMixer.shades {
                    let (f, b) = (palette[foreground], palette[background])
                    func mix(_ front: UInt8, _ back: UInt8) -> Int { (Int(front) * quarters + Int(back) * (4 - quarters) + 2) / 4 }
                    mixes.append((UInt8(foreground), UInt8(background), quarters, (mix(f.red, b.red), mix(f.green, b.green), mix(f.blue, b.blue))))
                }
            }
        }
        self.mixes = mixes.map { (foreground: $0.0, background: $0.1, share: $0.2, color: $0.3) }
        bestMix = [Int16](repeating: -1, count: 1 << 15)
    }

    /// The index of the palette colour nearest to `color` (squared RGB distance).
    func nearest(_ color: RGB) -> UInt8 {
        var best = 0, bestDistance = Int.max
        for (index, entry) in palette.enumerated() {
            let distance = PaletteMixer.distance((Int(color.red), Int(color.green), Int(color.blue)), entry)
            if distance < bestDistance { (best, bestDistance) = (index, distance) }
        }
        return UInt8(best)
    }

    /// The cell for the matcher's split of a cell's pixels. The squared error of a side of n pixels summing to S
    /// drawn in colour c is Σ|p|² − 2c·S + n|c|²; Σ|p|² is the same whichever way the cell is drawn, so the two ways
    /// are compared by the rest, from the sums alone.
    /// `glyph` draws the split's shape.
    mutating func choose(_ match: CellMatcher.Match, glyph: Character) -> Choice {
        let front = nearest(match.foreground), back = nearest(match.background)
        func cost(_ sums: SIMD4<Int32>, _ color: (Int, Int, Int)) -> Int {
            let dot = Int(sums[0]) * color.0 + Int(sums[1]) * color.1 + Int(sums[2]) * color.2
            return Int(sums[3]) * (color.0 * color.0 + color.1 * color.1 + color.2 * color.2) - 2 * dot
        }
        func components(_ color: RGB) -> (Int, Int, Int) { (Int(color.red), Int(color.green), Int(color.blue)) }
        let splitError = cost(match.inside, components(palette[Int(front)])) + cost(match.total &- match.inside, components(palette[Int(back)]))
        let split = Choice(character: glyph, foreground: front, background: back)
        let mix = mixes[bestMix(for: components(CellMatcher.mean(match.total)))]
        guard cost(match.total, mix.color) < splitError else { return split }
        return Choice(character: PaletteMixer.shades[mix.share - 1].glyph, foreground: mix.foreground, background: mix.background)
    }

    /// The mix nearest to `mean`, through the table by its 5-bit key.
    private mutating func bestMix(for mean: (Int, Int, Int)) -> Int {
        let key = (mean.0 >> 3) << 10 | (mean.1 >> 3) << 5 | (mean.2 >> 3)
        if bestMix[key] >= 0 { return Int(bestMix[key]) }
        let center = ((mean.0 >> 3) << 3 | 4, (mean.1 >> 3) << 3 | 4, (mean.2 >> 3) << 3 | 4)
        var best = 0, bestDistance = Int.max
        for (index, mix) in mixes.enumerated() {
            let distance = PaletteMixer.distance(center, mix.color)
            if distance < bestDistance { (best, bestDistance) = (index, distance) }
        }
        bestMix[key] = Int16(best)
        return best
    }

    private static func distance(_ color: (Int, Int, Int), _ other: RGB) -> Int {
        distance(color, (Int(other.red), Int(other.green), Int(other.blue)))
    }

    private static func distance(_ color: (Int, Int, Int), _ other: (Int, Int, Int)) -> Int {
        let (dr, dg, db) = (color.0 - other.0, color.1 - other.1, color.2 - other.2)
        return dr * dr + dg * dg + db * db
    }
}
