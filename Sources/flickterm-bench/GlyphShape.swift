import TerminalUI

/// How much of a terminal cell a block glyph covers with its foreground, at a point: every block element, quadrant,
/// sextant and octant is geometric, so what a terminal draws for it can be rebuilt without a font — for measuring mosaics
/// (ours, and chafa's) against the photo in the same pixels.
enum GlyphShape {
    /// The foreground's share at (`x`, `y`) of a cell `width`×`height` pixels (1 inside the shape, 0 outside; a
    /// shade's density), or `nil` for a character that is not a block glyph.
    static func coverage(_ character: Character, x: Int, y: Int, width: Int, height: Int) -> Double? {
        guard let scalar = character.unicodeScalars.first?.value else { return nil }
        let column = x * 2 / width, third = y * 3 / height, half = y * 2 / height
        func quadrant(_ mask: Int) -> Double { mask & (1 << (half * 2 + column)) != 0 ? 1 : 0 }
        switch scalar {
        case 0x20: return 0
        case 0x2580: return half == 0 ? 1 : 0 // ▀
        case 0x2584: return half == 1 ? 1 : 0 // ▄
        case 0x2588: return 1 // █
        case 0x258C: return column == 0 ? 1 : 0 // ▌
        case 0x2590: return column == 1 ? 1 : 0 // ▐
        case 0x2591: return 0.25 // ░
        case 0x2592: return 0.5 // ▒
        case 0x2593: return 0.75 // ▓
        case 0x2581...0x2587: return y * 8 >= height * (8 - Int(scalar - 0x2580)) ? 1 : 0 // ▁ … ▇, from the bottom
        case 0x2589...0x258F: return x * 8 < width * (8 - Int(scalar - 0x2588)) ? 1 : 0 // ▉ … ▏, from the left
        case 0x2594: return y * 8 < height ? 1 : 0 // ▔
        case 0x2595: return x * 8 >= width * 7 ? 1 : 0 // ▕
        case 0x2596: return quadrant(4) // ▖
        case 0x2597: return quadrant(8) // ▗
        case 0x2598: return quadrant(1) // ▘
        case 0x2599: return quadrant(13) // ▙
        case 0x259A: return quadrant(9) // ▚
        case 0x259B: return quadrant(7) // ▛
        case 0x259C: return quadrant(11) // ▜
        case 0x259D: return quadrant(2) // ▝
        case 0x259E: return quadrant(6) // ▞
        case 0x259F: return quadrant(14) // ▟
        case 0x1FB00...0x1FB3B:
            // Sextant n (1–62 but 21 and 42, which are ▌ and ▐): bit i for the sixth at column i % 2, row i / 2.
            var mask = Int(scalar - 0x1FB00) + 1
            if mask >= 21 { mask += 1 }
            if mask >= 42 { mask += 1 }
            return mask & (1 << (third * 2 + column)) != 0 ? 1 : 0
        default:
            // Octants, and the block elements beyond U+259F that draw octant shapes: by their mask.
            guard let mask = octantMasks[scalar] else { return nil }
            return mask & (1 << (y * 4 / height * 2 + column)) != 0 ? 1 : 0
        }
    }

    /// The octant shape each glyph of ``MosaicSymbols/octant`` draws, by its scalar.
    private static let octantMasks: [UInt32: Int] = Dictionary(
        (0..<256).map { (MosaicSymbols.octant.glyph($0).unicodeScalars.first!.value, $0) }, uniquingKeysWith: { first, _ in first }
    )
}
