import Model

/// The colours one image is drawn in as sixel: up to `limit` of them (the terminal's colour registers), chosen by
/// median cut over the image's colours, and the nearest of them to any colour.
///
/// Median cut (Heckbert) works on a histogram at 5 bits a channel: the box of colours with the largest squared
/// error is split across its widest channel at the median pixel, until there are `limit` boxes; each box's
/// colour is the mean of its pixels, rounded to what a sixel colour register holds (whole percents).
struct SixelPalette {
    /// The colours, as the terminal will show them.
    let colors: [RGB]
    /// The nearest colour's index by 6-bit colour (red, green, blue), filled as colours are met: valid where ``known``
    /// has the colour's bit. Left uninitialised, with a bit set of 32 KB to say what is filled: a table of 512 KB made
    /// `unset` for every image wrote 128 pages for a thumbnail of 5,184 pixels.
    private var nearest: [UInt8]
    private var known: [UInt64]
    /// The colours in order of their red, each as its index and its channels side by side: the search for the nearest
    /// starts at the red it is given and stops on each side where red alone is farther than the best found (a photo
    /// meets thousands of 6-bit colours; against all 256 each, that was much of the encode). Read through the colours'
    /// array and an array of their reds, which costs less than ordering them by brightness would.
    private let byRed: [SIMD4<Int32>]
    /// For each red, where the first colour at least as red is in ``byRed`` (its count past the last): found by a
    /// binary search, a third of the time to find a colour missed went to the search's mispredicted branches (perf).
    private let firstAtLeast: [UInt16]

    init(for image: RGBImage, limit: Int) {
        let colors = SixelPalette.medianCut(image, limit: max(2, min(limit, 256)))
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

    /// What the terminal shows for a channel of `percent`.
    private static func shown(_ percent: Int) -> UInt8 { UInt8((percent * 255 + 50) / 100) }

    /// One histogram bucket as the cuts sort it: how many pixels, its place in the histogram and the channels' means
    /// (made once, when the histogram is complete: sorting divided them out at every comparison) — 12 bytes, the sums
    /// of its channels kept apart (``Histogram``): sorted with them, a bucket was 40.
    private struct Bucket {
        var count: UInt32 = 0
        var place: UInt16 = 0
        var means: (UInt8, UInt8, UInt8) = (0, 0, 0)

        func channel(_ index: Int) -> UInt8 { index == 0 ? means.0 : index == 1 ? means.1 : means.2 }
    }

    /// The histogram of an image at 5 bits a channel: the buckets its pixels fall in, in the order of their keys, and
    /// the sums of each one's pixels' channels, by its place.
    private struct Histogram {
        var buckets: [Bucket]
        var sums: [SIMD3<Int>]
    }

    /// What a box's squared error is made of, over its buckets: their pixels, and the sums of their means and of their
    /// means squared, each weighted by its pixels — integers, exact, so that a box cut in two has the other part's as
    /// the difference (each box's were summed again over its buckets: a third of a thumbnail's palette).
    private struct Moments {
        var count = 0
        var sums = SIMD3<Int>(repeating: 0)
        var squares = SIMD3<Int>(repeating: 0)

        mutating func add(_ bucket: Bucket) {
            let means = SIMD3(Int(bucket.means.0), Int(bucket.means.1), Int(bucket.means.2)), count = Int(bucket.count)
            self.count += count
            sums &+= means &* count
            squares &+= means &* means &* count
        }

        static func - (whole: Moments, part: Moments) -> Moments {
            Moments(count: whole.count - part.count, sums: whole.sums &- part.sums, squares: whole.squares &- part.squares)
        }

        /// The spread of each channel: the sum over the pixels of the squared distance to the mean.
        var spreads: (Double, Double, Double) {
            let divisor = Double(max(count, 1))
            func spread(_ channel: Int) -> Double {
                Double(squares[channel]) - Double(sums[channel]) * Double(sums[channel]) / divisor
            }
            return (spread(0), spread(1), spread(2))
        }
    }

    /// A box: a range of the buckets (kept in one array, each cut sorting its box's range in place), its moments,
    /// its squared error and the channel it spreads most in.
    private struct Box {
        var buckets: Range<Int>
        var moments: Moments
        var error: Double = 0
        var widest = 0

        init(_ buckets: Range<Int>, _ moments: Moments) {
            self.buckets = buckets
            self.moments = moments
            let spreads = moments.spreads
            error = spreads.0 + spreads.1 + spreads.2
            // The first of the widest, as `max(by:)` picks.
            widest = spreads.1 > spreads.0 ? 1 : 0
            if spreads.2 > (widest == 1 ? spreads.1 : spreads.0) { widest = 2 }
        }
    }

    private static func medianCut(_ image: RGBImage, limit: Int) -> [RGB] {
        var histogram = histogram(of: image)
        guard !histogram.buckets.isEmpty else { return [RGB(0, 0, 0), RGB(0, 0, 0)] }
        var boxes: [Box] = []
        boxes.reserveCapacity(limit)
        // The boxes' errors side by side, searched for the largest at every cut (through the boxes, a stride of 48
        // bytes, the search was a twelfth of a thumbnail's palette).
        var errors: [Double] = []
        errors.reserveCapacity(limit)
        var scratch = [Bucket](repeating: Bucket(), count: histogram.buckets.count)
        histogram.buckets.withUnsafeMutableBufferPointer { buckets in
            scratch.withUnsafeMutableBufferPointer { scratch in
                var whole = Moments()
                for bucket in buckets { whole.add(bucket) }
                boxes.append(Box(buckets.indices, whole))
                errors.append(boxes[0].error)
                while boxes.count < limit {
                    // The first of the largest, as `max(by:)` picks.
                    var index = 0
                    for candidate in errors.indices where errors[candidate] > errors[index] { index = candidate }
                    let box = boxes[index]
                    guard box.buckets.count > 1, box.error > 0 else { break }
                    sortByMean(buckets, box.buckets, channel: box.widest, through: scratch)
                    // The first bucket whose pixels reach half the box's, on the left with those before it; the last
                    // bucket always on the right.
                    var left = Moments()
                    var cut = box.buckets.lowerBound
                    while cut < box.buckets.upperBound - 1 {
                        left.add(buckets[cut])
                        cut += 1
                        if left.count * 2 >= box.moments.count { break }
                    }
                    boxes[index] = Box(box.buckets.lowerBound..<cut, left)
                    boxes.append(Box(cut..<box.buckets.upperBound, box.moments - left))
                    errors[index] = boxes[index].error
                    errors.append(boxes[boxes.count - 1].error)
                }
            }
        }
        return boxes.map { box in
            var count = 0, sums = SIMD3<Int>(repeating: 0)
            for bucket in histogram.buckets[box.buckets] {
                count += Int(bucket.count)
                sums &+= histogram.sums[Int(bucket.place)]
            }
            let mean = sums / count
            return RGB(shown(percent(UInt8(mean.x))), shown(percent(UInt8(mean.y))), shown(percent(UInt8(mean.z))))
        }
    }

    /// The histogram of `image`. The keys met are marked in a set of 32 K bits (4 KB), then numbered in order through
    /// its words, into a table of each key's place in the buckets (64 KB, left uninitialised: only the keys met are
    /// read) — not a table of every key's bucket, 1.3 MB to clear for every image, nor the place table cleared and
    /// scanned whole (its 32 K entries, a tenth of a thumbnail's palette).
    private static func histogram(of image: RGBImage) -> Histogram {
        var met = [UInt64](repeating: 0, count: (1 << 15) / 64)
        var place = [UInt16](unsafeUninitializedCapacity: 1 << 15) { _, count in count = 1 << 15 }
        var count = 0
        var sums: [SIMD3<Int>] = []
        var counts: [UInt32] = []
        image.pixels.withUnsafeBufferPointer { pixels in
            place.withUnsafeMutableBufferPointer { place in
                met.withUnsafeMutableBufferPointer { met in
                    for offset in stride(from: 0, to: pixels.count, by: 3) {
                        let key = bucketKey(pixels, at: offset)
                        met[key >> 6] |= 1 << (key & 63)
                    }
                    for word in met.indices {
                        var bits = met[word]
                        while bits != 0 {
                            place[word << 6 | bits.trailingZeroBitCount] = UInt16(count)
                            count += 1
                            bits &= bits - 1
                        }
                    }
                }
                sums = [SIMD3<Int>](repeating: SIMD3(repeating: 0), count: count)
                counts = [UInt32](repeating: 0, count: count)
                sums.withUnsafeMutableBufferPointer { sums in
                    counts.withUnsafeMutableBufferPointer { counts in
                        for offset in stride(from: 0, to: pixels.count, by: 3) {
                            let index = Int(place[bucketKey(pixels, at: offset)])
                            counts[index] += 1
                            sums[index] &+= SIMD3(Int(pixels[offset]), Int(pixels[offset + 1]), Int(pixels[offset + 2]))
                        }
                    }
                }
            }
        }
        let buckets = counts.indices.map { index in
            let count = Int(counts[index]), means = sums[index] / count
            return Bucket(count: counts[index], place: UInt16(index), means: (UInt8(means.x), UInt8(means.y), UInt8(means.z)))
        }
        return Histogram(buckets: buckets, sums: sums)
    }

    /// The histogram bucket of the pixel at `offset`: its colour at 5 bits a channel.
    private static func bucketKey(_ pixels: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int {
        Int(pixels[offset] >> 3) << 10 | Int(pixels[offset + 1] >> 3) << 5 | Int(pixels[offset + 2] >> 3)
    }

    /// `buckets[range]` put in order of their mean in `channel`, those of one mean in the order they came: a counting
    /// sort over the means from the range's least to its greatest, through `scratch` — the order a stable comparison
    /// sort gives at a fraction of its cost (the sorts were over half a thumbnail's encode; counting over all 256
    /// means, a third of its palette).
    private static func sortByMean(
        _ buckets: UnsafeMutableBufferPointer<Bucket>, _ range: Range<Int>, channel: Int, through scratch: UnsafeMutableBufferPointer<Bucket>
    ) {
        var least = 255, greatest = 0
        for offset in range {
            let mean = Int(buckets[offset].channel(channel))
            least = min(least, mean)
            greatest = max(greatest, mean)
        }
        withUnsafeTemporaryAllocation(of: Int.self, capacity: greatest - least + 2) { starts in
            starts.initialize(repeating: 0)
            for offset in range { starts[Int(buckets[offset].channel(channel)) - least + 1] += 1 }
            for mean in 0..<starts.count - 1 { starts[mean + 1] += starts[mean] }
            for offset in range {
                let mean = Int(buckets[offset].channel(channel)) - least
                scratch[range.lowerBound + starts[mean]] = buckets[offset]
                starts[mean] += 1
            }
        }
        for offset in range { buckets[offset] = scratch[offset] }
    }
}
