import Model

/// The colours one image is drawn in as sixel: up to `limit` of them (the terminal's colour registers), chosen by
/// ``MedianCut`` over the image's colours, and the nearest of them to any colour.
struct SixelPalette: ~Copyable {
    /// The colours, as the terminal will show them.
    let colors: [RGB]
    /// The nearest colour's index by 6-bit colour (red, green, blue), filled as colours are met: valid where ``known``
    /// has the colour's bit. Left uninitialised, with a bit set to say what is filled: clearing the whole table for
    /// every thumbnail cost more than its encoding. Owned here and freed with the palette: as arrays, each write
    /// checked that they were not shared.
    private let nearest: UnsafeMutablePointer<UInt8>
    private let known: UnsafeMutablePointer<UInt64>
    /// The colours in order of the sum of their channels (their brightness, roughly), each as its index and its
    /// channels side by side: the search for the nearest starts at the sum it is given and stops on each side where the sums
    /// alone say a colour is farther than the best found (sums d apart mean a squared distance of at least d²/3).
    /// Photos' colours spread most along brightness, so fewer colours lie within that reach than within one of red.
    private let bySum: [SIMD4<Int32>]
    /// For each sum (0 to 765), where the first colour of at least that sum is in ``bySum`` (its count past the last):
    /// a table, where a binary search's branches were most of a miss's cost.
    private let firstAtLeast: [UInt16]

    init(for image: RGBImage, limit: Int) {
        let colors = MedianCut.colors(of: image, limit: max(2, min(limit, 256)))
        self.colors = colors
        nearest = .allocate(capacity: 1 << 18)
        known = .allocate(capacity: (1 << 18) / 64)
        known.initialize(repeating: 0, count: (1 << 18) / 64)
        func sum(_ color: RGB) -> Int32 { Int32(color.red) + Int32(color.green) + Int32(color.blue) }
        bySum = colors.indices.sorted { sum(colors[$0]) < sum(colors[$1]) }.map { index in
            SIMD4(Int32(index), Int32(colors[index].red), Int32(colors[index].green), Int32(colors[index].blue))
        }
        var firstAtLeast = [UInt16](repeating: 0, count: 766)
        var place = 0
        for total in 0..<766 {
            while place < bySum.count, bySum[place][1] &+ bySum[place][2] &+ bySum[place][3] < total { place += 1 }
            firstAtLeast[total] = UInt16(place)
        }
        self.firstAtLeast = firstAtLeast
    }

    deinit {
        nearest.deallocate()
        known.deallocate()
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
        // Farther than any colour can be (3 × 255²), and small enough to triple.
        var best: Int32 = 0, bestDistance: Int32 = 3 * 255 * 255 + 1
        let total = r &+ g &+ b
        return bySum.withUnsafeBufferPointer { bySum in
            func consider(_ color: SIMD4<Int32>) {
                // Channels of 0 to 255: no overflow to check for.
                let dr = color[1] &- r, dg = color[2] &- g, db = color[3] &- b
                let distance = dr &* dr &+ dg &* dg &+ db &* db
                if distance < bestDistance { (best, bestDistance) = (color[0], distance) }
            }
            func reach(_ color: SIMD4<Int32>) -> Int32 {
                let difference = color[1] &+ color[2] &+ color[3] &- total
                return difference &* difference
            }
            // The first colour of at least that sum, then outwards, while a colour's sum may still be nearer.
            var up = Int(firstAtLeast[Int(total)]), down = up - 1
            while up < bySum.count || down >= 0 {
                if up < bySum.count {
                    if reach(bySum[up]) >= 3 &* bestDistance { up = bySum.count } else { consider(bySum[up]); up += 1 }
                }
                if down >= 0 {
                    if reach(bySum[down]) >= 3 &* bestDistance { down = -1 } else { consider(bySum[down]); down -= 1 }
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
