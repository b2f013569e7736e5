import FoundationEssentials
import Glibc
import Model
import Synchronization

/// The colours of the xterm palettes, and the nearest of them to any colour by perceptual distance
/// (Oklab), not RGB distance: RGB distance picks greys for dark blues and muddy greens for skin.
package enum TerminalPalette {
    /// Levels of the 6×6×6 cube (indices 16–231).
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// xterm's default 16 colours.
    package static let ansi16: [RGB] = [
        RGB(0, 0, 0), RGB(205, 0, 0), RGB(0, 205, 0), RGB(205, 205, 0), RGB(0, 0, 238), RGB(205, 0, 205),
        RGB(0, 205, 205), RGB(229, 229, 229), RGB(127, 127, 127), RGB(255, 0, 0), RGB(0, 255, 0), RGB(255, 255, 0),
        RGB(92, 92, 255), RGB(255, 0, 255), RGB(0, 255, 255), RGB(255, 255, 255),
    ]

    /// The palette's colours in Oklab, by index (16–255; the first 16 are unused here).
    private static let paletteOklab: [Oklab] = (0..<256).map { Oklab(color(of: $0)) }

    /// The colour of palette index `index` (0–255) as xterm shows it by default.
    package static func color(of index: Int) -> RGB {
        if index < 16 { return ansi16[index] }
        if index >= 232 {
            let level = UInt8(8 + 10 * (index - 232))
            return RGB(level, level, level)
        }
        let cube = index - 16
        return RGB(UInt8(cubeLevels[cube / 36]), UInt8(cubeLevels[cube / 6 % 6]), UInt8(cubeLevels[cube % 6]))
    }

    /// The index (16–255) nearest to `color`, from a table of every colour at 6 bits a channel (each entry the one
    /// nearest to its 6-bit colour widened to 8 bits), filled as colours are first asked for: a search for each pixel
    /// was too slow for a preview, and building all 262,144 entries at once kept the cores busy right after start-up,
    /// where a picture asks for a few hundred to a few thousand.
    static func nearest256(_ color: RGB) -> UInt8 {
        let key = Int(color.red >> 2) << 12 | Int(color.green >> 2) << 6 | Int(color.blue >> 2)
        return lookup256.withLock { table in
            if table[key] == 0 {
                let color = entryColor(key)
                table[key] = searchNearest256(color, at: Oklab(color), in: paletteOklab)
            }
            return table[key]
        }
    }

    /// The colour the table's entry `key` (6 bits a channel, red highest) stands for: each 6-bit value widened to 8
    /// bits (its high bits repeated below), so that black and white are exact — Oklab's cube root makes the darkest
    /// greys far apart, and a bucket's middle put black on grey 232.
    static func entryColor(_ key: Int) -> RGB {
        func widened(_ bits: Int) -> UInt8 { UInt8(bits << 2 | bits >> 4) }
        return RGB(widened(key >> 12), widened(key >> 6 & 63), widened(key & 63))
    }

    /// Fills every entry of the table now (`make bench`, so that its figures count no filling).
    package static func fillTable() {
        for key in 0..<262_144 { _ = nearest256(entryColor(key)) }
    }

    /// The entries found so far (0: not yet; an entry is 16–255).
    private static let lookup256 = Mutex([UInt8](repeating: 0, count: 262_144))

    /// The index (16–255) nearest to `color`, searching the cube corners around it and the nearest greys.
    /// `target` is `color` in Oklab, `palette` ``paletteOklab``. Free of allocations: it runs 262,144 times to build
    /// the table.
    static func searchNearest256(_ color: RGB, at target: Oklab, in palette: [Oklab]) -> UInt8 {
        var best = 16
        var bestDistance = Double.infinity
        func consider(_ index: Int) {
            let distance = target.distance(to: palette[index])
            if distance < bestDistance {
                bestDistance = distance
                best = index
            }
        }
        let red = upperLevel(color.red), green = upperLevel(color.green), blue = upperLevel(color.blue)
        for r in max(red - 1, 0)...red {
            for g in max(green - 1, 0)...green {
                for b in max(blue - 1, 0)...blue { consider(16 + 36 * r + 6 * g + b) }
            }
        }
        let grey = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let step = min(max((grey - 8 + 5) / 10, 0), 23)
        for index in max(step - 1, 0)...min(step + 1, 23) { consider(232 + index) }
        return UInt8(best)
    }

    /// The cube root of `value` (≥ 0) to within an ulp: a guess from the exponent's bits (fdlibm's), then four Newton
    /// steps, where libm's `cbrt` was most of the cost of the 256-colour table; a test checks that the table this builds
    /// is the one `cbrt` builds, entry for entry.
    static func cubeRoot(_ value: Double) -> Double {
        guard value > 0 else { return 0 }
        let high = UInt32(truncatingIfNeeded: value.bitPattern >> 32)
        var root = Double(bitPattern: UInt64(high / 3 + 715_094_163) << 32)
        for _ in 0..<4 { root = (2 * root + value / (root * root)) / 3 }
        return root
    }

    /// The first cube level (as an index 0–5) at or above `value` (0, 95, 135, 175, 215, 255).
    private static func upperLevel(_ value: UInt8) -> Int {
        value == 0 ? 0 : value <= 95 ? 1 : (Int(value) - 95 + 39) / 40 + 1
    }

    /// A colour in Oklab (Ottosson 2020): a perceptual space like CIELAB whose hues stay straight, where
    /// CIELAB bends blues towards purple. Over the catalog's 86 photos it also comes 0.3 dB closer to the
    /// source than CIELAB ΔE76 did (`make bench`).
    struct Oklab {
        let l: Double
        let a: Double
        let b: Double

        init(_ color: RGB) {
            let cone = Oklab.cones(color)
            self.init(long: TerminalPalette.cubeRoot(cone.long), medium: TerminalPalette.cubeRoot(cone.medium), short: TerminalPalette.cubeRoot(cone.short))
        }

        /// `color`'s cone responses (LMS), before their cube roots.
        static func cones(_ color: RGB) -> (long: Double, medium: Double, short: Double) {
            let red = Oklab.linear[Int(color.red)], green = Oklab.linear[Int(color.green)], blue = Oklab.linear[Int(color.blue)]
            return (
                0.4122214708 * red + 0.5363325363 * green + 0.0514459929 * blue,
                0.2119034982 * red + 0.6806995451 * green + 0.1073969566 * blue,
                0.0883024619 * red + 0.2817188376 * green + 0.6299787005 * blue
            )
        }

        /// From the cube roots of the cone responses.
        init(long: Double, medium: Double, short: Double) {
            l = 0.2104542553 * long + 0.7936177850 * medium - 0.0040720468 * short
            a = 1.9779984951 * long - 2.4285922050 * medium + 0.4505937099 * short
            b = 0.0259040371 * long + 0.7827717662 * medium - 0.8086757660 * short
        }

        /// sRGB channel values made linear, by value.
        private static let linear: [Double] = (0..<256).map { channel in
            let value = Double(channel) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }

        func distance(to other: Oklab) -> Double {
            let dl = l - other.l, da = a - other.a, db = b - other.b
            return dl * dl + da * da + db * db
        }
    }
}
