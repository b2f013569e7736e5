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
    /// meets some 20,000 6-bit colours; against all 256 each, that was a third of the encode). Read through the
    /// colours' array and an array of their reds, a colour missed cost ~670 instructions, now ~570 (callgrind, a 72×80
    /// thumbnail's 2,258 six-bit colours; ordered by brightness instead, bounded by a difference of s in brightness
    /// being at least s²/3 in squared distance, ~700).
    private let byRed: [SIMD4<Int32>]

    init(for image: RGBImage, limit: Int) {
        let colors = SixelPalette.medianCut(image, limit: max(2, min(limit, 256)))
        self.colors = colors
        nearest = [UInt8](unsafeUninitializedCapacity: 1 << 18) { _, count in count = 1 << 18 }
        known = [UInt64](repeating: 0, count: (1 << 18) / 64)
        byRed = colors.indices.sorted { colors[$0].red < colors[$1].red }.map { index in
            SIMD4(Int32(index), Int32(colors[index].red), Int32(colors[index].green), Int32(colors[index].blue))
        }
    }

    /// The index of the palette colour nearest to `red`, `green`, `blue` (squared RGB distance from the colour's
    /// 6-bit bucket, its bits widened to 8).
    mutating func index(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt8 {
        let key = Int(red >> 2) << 12 | Int(green >> 2) << 6 | Int(blue >> 2)
        if known[key >> 6] & (1 << (key & 63)) != 0 { return nearest[key] }
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
            var low = 0, high = byRed.count
            while low < high {
                let middle = (low + high) / 2
                if byRed[middle][1] < r { low = middle + 1 } else { high = middle }
            }
            var up = low, down = low - 1
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

    /// One histogram bucket: how many pixels, the sums of their channels, and the channels' means (made once, when the
    /// histogram is complete: sorting divided them out at every comparison).
    private struct Bucket {
        var count = 0
        var red = 0, green = 0, blue = 0
        var means: (UInt8, UInt8, UInt8) = (0, 0, 0)

        func channel(_ index: Int) -> UInt8 { index == 0 ? means.0 : index == 1 ? means.1 : means.2 }
    }

    /// A box of buckets, and its squared error (the sum over its pixels of the distance to its mean).
    private struct Box {
        var buckets: ArraySlice<Bucket>
        var error: Double = 0
        var widest = 0

        init(_ buckets: ArraySlice<Bucket>) {
            self.buckets = buckets
            var count = 0.0
            var sums = (0.0, 0.0, 0.0), squares = (0.0, 0.0, 0.0)
            for bucket in buckets {
                let n = Double(bucket.count)
                count += n
                let means = (Double(bucket.means.0), Double(bucket.means.1), Double(bucket.means.2))
                sums = (sums.0 + means.0 * n, sums.1 + means.1 * n, sums.2 + means.2 * n)
                squares = (squares.0 + means.0 * means.0 * n, squares.1 + means.1 * means.1 * n, squares.2 + means.2 * means.2 * n)
            }
            let divisor = max(count, 1)
            let spreads = (squares.0 - sums.0 * sums.0 / divisor, squares.1 - sums.1 * sums.1 / divisor, squares.2 - sums.2 * sums.2 / divisor)
            error = spreads.0 + spreads.1 + spreads.2
            // The first of the widest, as `max(by:)` picks.
            widest = spreads.1 > spreads.0 ? 1 : 0
            if spreads.2 > (widest == 1 ? spreads.1 : spreads.0) { widest = 2 }
        }

        var mean: RGB {
            var count = 0, red = 0, green = 0, blue = 0
            for bucket in buckets {
                count += bucket.count
                red += bucket.red
                green += bucket.green
                blue += bucket.blue
            }
            return RGB(UInt8(red / count), UInt8(green / count), UInt8(blue / count))
        }
    }

    private static func medianCut(_ image: RGBImage, limit: Int) -> [RGB] {
        let used = buckets(of: image)
        guard !used.isEmpty else { return [RGB(0, 0, 0), RGB(0, 0, 0)] }
        var boxes = [Box(used[...])]
        // The boxes' errors side by side, searched for the largest at every cut (through the boxes, a stride of 48
        // bytes, the search was a twelfth of a thumbnail's palette).
        var errors = [boxes[0].error]
        while boxes.count < limit {
            // The first of the largest, as `max(by:)` picks.
            var index = 0
            for candidate in errors.indices where errors[candidate] > errors[index] { index = candidate }
            guard boxes[index].buckets.count > 1, boxes[index].error > 0 else { break }
            let box = boxes[index]
            let channel = box.widest
            let sorted = sortedByMean(box.buckets, channel: channel)
            let total = sorted.reduce(0) { $0 + $1.count }
            var running = 0
            var cut = 1
            for (offset, bucket) in sorted.enumerated() {
                running += bucket.count
                if running * 2 >= total {
                    cut = min(max(offset + 1, 1), sorted.count - 1)
                    break
                }
            }
            boxes[index] = Box(sorted[..<cut])
            boxes.append(Box(sorted[cut...]))
            errors[index] = boxes[index].error
            errors.append(boxes[boxes.count - 1].error)
        }
        return boxes.map { box in
            let mean = box.mean
            return RGB(shown(percent(mean.red)), shown(percent(mean.green)), shown(percent(mean.blue)))
        }
    }

    /// The histogram of `image`: the buckets its pixels fall in, in the order of their keys, each with its means. The
    /// keys met are marked in a set of 32 K bits (4 KB), then numbered in order through its words, into a table of each
    /// key's place in the buckets (64 KB, left uninitialised: only the keys met are read) — not a table of every key's
    /// bucket, 1.3 MB to clear for every image, nor the place table cleared and scanned whole (its 32 K entries, a
    /// tenth of a thumbnail's palette).
    private static func buckets(of image: RGBImage) -> [Bucket] {
        var met = [UInt64](repeating: 0, count: (1 << 15) / 64)
        var place = [UInt16](unsafeUninitializedCapacity: 1 << 15) { _, count in count = 1 << 15 }
        var used: [Bucket] = []
        image.pixels.withUnsafeBufferPointer { pixels in
            place.withUnsafeMutableBufferPointer { place in
                met.withUnsafeMutableBufferPointer { met in
                    for offset in stride(from: 0, to: pixels.count, by: 3) {
                        let key = bucketKey(pixels, at: offset)
                        met[key >> 6] |= 1 << (key & 63)
                    }
                    var count = 0
                    for word in met.indices {
                        var bits = met[word]
                        while bits != 0 {
                            place[word << 6 | bits.trailingZeroBitCount] = UInt16(count)
                            count += 1
                            bits &= bits - 1
                        }
                    }
                    used = [Bucket](repeating: Bucket(), count: count)
                }
                used.withUnsafeMutableBufferPointer { used in
                    for offset in stride(from: 0, to: pixels.count, by: 3) {
                        let index = Int(place[bucketKey(pixels, at: offset)])
                        used[index].count += 1
                        used[index].red += Int(pixels[offset])
                        used[index].green += Int(pixels[offset + 1])
                        used[index].blue += Int(pixels[offset + 2])
                    }
                }
            }
        }
        for index in used.indices {
            let bucket = used[index]
            used[index].means = (UInt8(bucket.red / bucket.count), UInt8(bucket.green / bucket.count), UInt8(bucket.blue / bucket.count))
        }
        return used
    }

    /// The histogram bucket of the pixel at `offset`: its colour at 5 bits a channel.
    private static func bucketKey(_ pixels: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int {
        Int(pixels[offset] >> 3) << 10 | Int(pixels[offset + 1] >> 3) << 5 | Int(pixels[offset + 2] >> 3)
    }

    /// `buckets` in order of their mean in `channel`, those of one mean in the order they came: a counting sort over
    /// the means from the box's least to its greatest, the order a stable comparison sort gives at a fraction of its
    /// cost (the sorts were over half a thumbnail's encode; counting over all 256 means, a third of its palette).
    private static func sortedByMean(_ buckets: ArraySlice<Bucket>, channel: Int) -> [Bucket] {
        var least = 255, greatest = 0
        for bucket in buckets {
            let mean = Int(bucket.channel(channel))
            least = min(least, mean)
            greatest = max(greatest, mean)
        }
        var starts = [Int](repeating: 0, count: max(greatest - least + 2, 1))
        for bucket in buckets { starts[Int(bucket.channel(channel)) - least + 1] += 1 }
        for mean in 0..<starts.count - 1 { starts[mean + 1] += starts[mean] }
        return [Bucket](unsafeUninitializedCapacity: buckets.count) { sorted, count in
            for bucket in buckets {
                let mean = Int(bucket.channel(channel)) - least
                (sorted.baseAddress! + starts[mean]).initialize(to: bucket)
                starts[mean] += 1
            }
            count = buckets.count
        }
    }
}
