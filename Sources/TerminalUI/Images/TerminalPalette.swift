import Foundation
import Model

/// The colours of the xterm palettes, and the nearest of them to any colour by perceptual distance
/// (CIELAB ΔE76), not RGB distance: RGB distance picks greys for dark blues and muddy greens for skin.
@_spi(Benchmark) public enum TerminalPalette {
    /// Levels of the 6×6×6 cube (indices 16–231).
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// xterm's default 16 colours.
    static let ansi16: [RGB] = [
        RGB(0, 0, 0), RGB(205, 0, 0), RGB(0, 205, 0), RGB(205, 205, 0), RGB(0, 0, 238), RGB(205, 0, 205),
        RGB(0, 205, 205), RGB(229, 229, 229), RGB(127, 127, 127), RGB(255, 0, 0), RGB(0, 255, 0), RGB(255, 255, 0),
        RGB(92, 92, 255), RGB(255, 0, 255), RGB(0, 255, 255), RGB(255, 255, 255),
    ]

    private static let ansi16Lab = ansi16.map(Lab.init)
    /// The palette's colours in CIELAB, by index (16–255; the first 16 are unused here).
    private static let paletteLab: [Lab] = (0..<256).map { Lab($0 < 16 ? ansi16[$0] : color(of: $0)) }

    /// The colour of palette index `index` (16–255).
    @_spi(Benchmark) public static func color(of index: Int) -> RGB {
        if index >= 232 {
            let level = UInt8(8 + 10 * (index - 232))
            return RGB(level, level, level)
        }
        let cube = index - 16
        return RGB(UInt8(cubeLevels[cube / 36]), UInt8(cubeLevels[cube / 6 % 6]), UInt8(cubeLevels[cube % 6]))
    }

    /// The index (16–255) nearest to `color`, from a table of every colour at 6 bits a channel, each entry
    /// searched for the middle of its bucket. Searching for each pixel made an 80×40 preview cost 3 ms, the
    /// table under 1; the table takes some tens of milliseconds to build, so the app builds it in the
    /// background at start-up (``prepare()``).
    static func nearest256(_ color: RGB) -> UInt8 {
        lookup256[Int(color.red >> 2) << 12 | Int(color.green >> 2) << 6 | Int(color.blue >> 2)]
    }

    private static let lookup256: [UInt8] = (0..<262_144).map { key in
        func middle(_ bits: Int) -> UInt8 { UInt8(bits << 2 | 2) }
        return searchNearest256(RGB(middle(key >> 12), middle(key >> 6 & 63), middle(key & 63)))
    }

    /// Builds the 256-colour table now, so that the first image does not wait for it.
    static func prepare() {
        _ = lookup256.count
    }

    /// The index (16–255) nearest to `color`, searching the cube corners around it and the nearest greys.
    static func searchNearest256(_ color: RGB) -> UInt8 {
        let target = Lab(color)
        var best = 16
        var bestDistance = Double.infinity
        func consider(_ index: Int) {
            let distance = target.distance(to: paletteLab[index])
            if distance < bestDistance {
                bestDistance = distance
                best = index
            }
        }
        let red = neighbours(Int(color.red)), green = neighbours(Int(color.green)), blue = neighbours(Int(color.blue))
        for r in red { for g in green { for b in blue { consider(16 + 36 * r + 6 * g + b) } } }
        let grey = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let step = min(max((grey - 8 + 5) / 10, 0), 23)
        for index in Set([max(step - 1, 0), step, min(step + 1, 23)]) { consider(232 + index) }
        return UInt8(best)
    }

    /// The index (0–15) nearest to `color`.
    static func nearest16(_ color: RGB) -> UInt8 {
        let target = Lab(color)
        let index = ansi16Lab.indices.min { target.distance(to: ansi16Lab[$0]) < target.distance(to: ansi16Lab[$1]) } ?? 0
        return UInt8(index)
    }

    /// The cube levels (as indices 0–5) on either side of `value`.
    private static func neighbours(_ value: Int) -> [Int] {
        let upper = cubeLevels.firstIndex { $0 >= value } ?? 5
        return upper == 0 ? [0] : [upper - 1, upper]
    }

    /// A colour in CIELAB (D65).
    struct Lab {
        let l: Double
        let a: Double
        let b: Double

        init(_ color: RGB) {
            func linear(_ channel: UInt8) -> Double {
                let value = Double(channel) / 255
                return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
            }
            let r = linear(color.red), g = linear(color.green), b = linear(color.blue)
            let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
            let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
            let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
            func f(_ t: Double) -> Double { t > 0.008856 ? cbrt(t) : 7.787 * t + 16.0 / 116 }
            l = 116 * f(y) - 16
            a = 500 * (f(x) - f(y))
            self.b = 200 * (f(y) - f(z))
        }

        func distance(to other: Lab) -> Double {
            let dl = l - other.l, da = a - other.a, db = b - other.b
            return dl * dl + da * da + db * db
        }
    }
}
