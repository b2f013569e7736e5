import Model

/// The colours one image is drawn in as sixel: up to `limit` of them (the terminal's colour registers), chosen by
/// ``MedianCut`` over the image's colours, and the nearest of them to any colour.
struct SixelPalette {
    /// The colours, as the terminal will show them.
    let colors: [RGB]
    /// The nearest colour's index by 6-bit colour (red, green, blue), filled as colours are met: valid where ``known``
    /// has the colour's bit. Left uninitialised, with a bit set to say what is filled: clearing the whole table for
    /// every thumbnail cost more than its encoding.
    private var nearest: [UInt8]
    private var known: [UInt64]
    /// The colours in order of their red, each as its index and its channels side by side: the search for the nearest
    /// starts at the red it is given and stops on each side where red alone is farther than the best found, rather than
    /// comparing every colour a photo meets with all of the palette.
    private let byRed: [SIMD4<Int32>]
    /// For each red, where the first colour at least as red is in ``byRed`` (its count past the last): a table, where a
    /// binary search's branches were most of a miss's cost.
    private let firstAtLeast: [UInt16]

    init(for image: RGBImage, limit: Int) {
        let colors = MedianCut.colors(of: image, limit: max(2, min(limit, 256)))
        self.colors = colors
        nearest = [UInt8](unsafeUninitializedCapacity: 1 << 18) { _, count in count = 1 << 18 }
        known = [UInt64](repeating: 0, count: (1 << 18) / 64)
        byRed = colors.indices.sorted { colors[$0].red < colors[$1].red }.map { index in
            SIMD4(Int32(index), Int32(colors[index].red), Int32(colors[index].green), Int32(colors[index].blue))
        }
        var firstAtLeast = [UInt16](repeating: 0, count: 256)
        var place = 0
        for red in 0..<256 {
            while place < byRed.count, byRed[place][1] < red { place += 1 }
            firstAtLeast[red] = UInt16(place)
        }
        self.firstAtLeast = firstAtLeast
    }

    /// The index of the palette colour nearest to `red`, `green`, `blue` (squared RGB distance from the colour's
    /// 6-bit bucket, its bits widened to 8). Inlined where it is called: a colour met before — most of a photo's
    /// pixels — costs a table read, where a call cost more; one not met yet, its search.
    @inline(__always)
    mutating func index(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt8 {
        let key = Int(red >> 2) &<< 12 | Int(green >> 2) &<< 6 | Int(blue >> 2)
        if known[key &>> 6] & (1 &<< (key & 63)) != 0 { return nearest[key] }
        return searched(key, red, green, blue)
    }

    /// The nearest palette colour to a colour not met before, under `key`, remembered there.
    @inline(never)
    private mutating func searched(_ key: Int, _ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt8 {
        func widened(_ value: UInt8) -> Int32 { Int32(value & 0xFC) | Int32(value >> 6) }
        let (r, g, b) = (widened(red), widened(green), widened(blue))
        var best: Int32 = 0, bestDistance = Int32.max
        return byRed.withUnsafeBufferPointer { byRed in
            func consider(_ color: SIMD4<Int32>) {
                // Channels of 0 to 255: no overflow to check for.
                let dr = color[1] &- r, dg = color[2] &- g, db = color[3] &- b
                let distance = dr &* dr &+ dg &* dg &+ db &* db
                if distance < bestDistance { (best, bestDistance) = (color[0], distance) }
            }
            // The first colour at least as red, then outwards.
            var up = Int(firstAtLeast[Int(r)]), down = up - 1
            while up < byRed.count || down >= 0 {
                if up < byRed.count {
                    let dr = byRed[up][1] &- r
                    if dr &* dr >= bestDistance { up = byRed.count } else { consider(byRed[up]); up += 1 }
                }
                if down >= 0 {
                    let dr = r &- byRed[down][1]
                    if dr &* dr >= bestDistance { down = -1 } else { consider(byRed[down]); down -= 1 }
                }
            }
            nearest[key] = UInt8(best)
            known[key >> 6] |= 1 << (key & 63)
            return UInt8(best)
        }
    }

    /// A colour channel as a sixel register holds it: a whole percent.
    static func percent(_ value: UInt8) -> Int { (Int(value) * 100 + 127) / 255 }
}
