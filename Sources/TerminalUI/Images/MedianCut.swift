import Model

/// Median cut (Heckbert) over a histogram at 5 bits a channel: the box of colours with the largest squared error is
/// split across its widest channel at the median pixel, until there are `limit` boxes; each box's colour is the mean
/// of its pixels, rounded to what a sixel colour register holds (whole percents).
enum MedianCut {
    /// What the terminal shows for a channel of `percent`.
    private static func shown(_ percent: Int) -> UInt8 { UInt8((percent * 255 + 50) / 100) }

    /// One histogram bucket as the cuts sort it: how many pixels, its place in the histogram and the channels' means
    /// (made once, when the histogram is complete). The sums of its channels are kept apart (``Histogram``), so that
    /// what the sorts move stays small.
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
    /// the difference rather than summed again over its buckets.
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

    /// Up to `limit` colours for `image`.
    static func colors(of image: RGBImage, limit: Int) -> [RGB] {
        var histogram = histogram(of: image)
        guard !histogram.buckets.isEmpty else { return [RGB(0, 0, 0), RGB(0, 0, 0)] }
        var boxes: [Box] = []
        boxes.reserveCapacity(limit)
        // The boxes' errors side by side, searched for the largest at every cut.
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
            return RGB(shown(SixelPalette.percent(UInt8(mean.x))), shown(SixelPalette.percent(UInt8(mean.y))), shown(SixelPalette.percent(UInt8(mean.z))))
        }
    }

    /// The histogram of `image`. The keys met are marked in a bit set, then numbered in order through its words, into
    /// a table of each key's place in the buckets left uninitialised (only the keys met are read), so that no large
    /// table is cleared or scanned whole for each image.
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
    /// sort over the means from the range's least to its greatest, through `scratch`: the order a stable comparison
    /// sort gives, for much less.
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
