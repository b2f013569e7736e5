import FoundationEssentials

/// An image as 8-bit RGB pixels, row by row, three bytes a pixel.
public struct RGBImage: Sendable, Hashable {
    public let width: Int
    public let height: Int
    public let pixels: [UInt8]
    /// The file the pixels were decoded from (a JPEG), where the store keeps it: a terminal that draws files
    /// (iTerm2) is sent the file as it came — the smallest payload, no re-encoding — and scales it itself.
    public var file: Data?
    /// At most 64 bytes spread over the pixels, packed as they came (FNV-1a), made once: what ``hash(into:)`` hashes
    /// beside the size.
    private let sample: UInt64

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 3, "pixels do not match the size")
        self.width = width
        self.height = height
        self.pixels = pixels
        var sample: UInt64 = 0xCBF2_9CE4_8422_2325
        for index in stride(from: 0, to: pixels.count, by: max(pixels.count / 64, 1)) {
            sample = (sample ^ UInt64(pixels[index])) &* 0x100_0000_01B3
        }
        self.sample = sample
    }

    /// Hashes the size and a sample of the pixels made when the image was (``sample``), not every byte: painters look
    /// images up on every frame, several times (a viewer frame is 2 MB of pixels); hashing 64 bytes at each lookup was
    /// ~1,600 instructions, 17 % of a move down the results in kitty's graphics. Equal images still hash alike; `==`
    /// compares every byte (at once, where both share one buffer, as a cached image does with itself).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(sample)
    }

    /// An image of one colour.
    public init(width: Int, height: Int, color: RGB) {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 3)
        for _ in 0..<width * height { pixels += [color.red, color.green, color.blue] }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// The colour at `x`, `y`.
    public subscript(x: Int, y: Int) -> RGB {
        let offset = (y * width + x) * 3
        return RGB(pixels[offset], pixels[offset + 1], pixels[offset + 2])
    }

    /// Bytes of memory the pixels (and the file, where kept) take.
    public var byteCount: Int { pixels.count + (file?.count ?? 0) }

    /// The image scaled to exactly `newWidth`×`newHeight` by area averaging: each new pixel is the mean of
    /// the source area it covers, partly covered source pixels weighted by how much of them it covers, rounded half
    /// up. The file stays with it. At most 2²⁶ pixels (a decoded image has at most 50 M).
    ///
    /// Exactly (``AreaAverage``: shares in whole units, sums of whole numbers at most 255 × the source's pixels, which
    /// `Double`s — and below 2²⁴ `Float`s, four to a vector register where `Double`s go two — add without error in
    /// any order), and separably: each output row first sums the source rows it covers, byte by byte, then each output
    /// pixel the columns of that sum it covers. A 150 px square decoded at 75×75 and fitted to 64×32, the results
    /// list's thumbnail: 738 K → 390 K instructions (callgrind) against the two-dimensional sum it replaced (fractional
    /// shares, which also rounded a mean of exactly one half either way).
    public func areaAveraged(toWidth newWidth: Int, height newHeight: Int) -> RGBImage {
        guard newWidth > 0, newHeight > 0 else { return RGBImage(width: 0, height: 0, pixels: []) }
        if newWidth == width, newHeight == height { return self }
        // In `Float` for a source of up to 65,793 pixels (any thumbnail): a 75×75 one fitted to 64×32, 295 K → 253 K
        // instructions (callgrind).
        let output = 255 * width * height < 1 << (Float.significandBitCount + 1)
            ? averaged(toWidth: newWidth, height: newHeight, summing: Float.self)
            : averaged(toWidth: newWidth, height: newHeight, summing: Double.self)
        var scaled = RGBImage(width: newWidth, height: newHeight, pixels: output)
        scaled.file = file
        return scaled
    }

    /// ``areaAveraged(toWidth:height:)``'s pixels, summed in `Sum`, which holds every whole number up to
    /// 255 × width × height exactly.
    @inline(__always)
    private func averaged<Sum: BinaryFloatingPoint>(toWidth newWidth: Int, height newHeight: Int, summing _: Sum.Type) -> [UInt8] {
        let columns = AreaAverage(from: width, to: newWidth)
        let rows = AreaAverage(from: height, to: newHeight)
        let mean = AreaAverage.Mean(whole: width * height)
        let rowBytes = width * 3
        return [UInt8](unsafeUninitializedCapacity: newWidth * newHeight * 3) { output, count in
            var columnSums = [Sum](repeating: 0, count: rowBytes)
            pixels.withUnsafeBufferPointer { source in
                columnSums.withUnsafeMutableBufferPointer { columnSums in
                    rows.withParts { rowStarts, rowIndices, rowShares in
                        columns.withParts { columnStarts, columnIndices, columnShares in
                            for y in 0..<newHeight {
                                let first = rowStarts[y]
                                // Through a row's own buffer, unchecked: the loop over a row's bytes then runs in vector registers.
                                var row = UnsafeBufferPointer(rebasing: source[rowIndices[first] * rowBytes..<(rowIndices[first] + 1) * rowBytes])
                                var share = Sum(rowShares[first])
                                for index in 0..<rowBytes { columnSums[index] = Sum(row[index]) * share }
                                for rowPart in first + 1..<rowStarts[y + 1] {
                                    row = UnsafeBufferPointer(rebasing: source[rowIndices[rowPart] * rowBytes..<(rowIndices[rowPart] + 1) * rowBytes])
                                    share = Sum(rowShares[rowPart])
                                    for index in 0..<rowBytes { columnSums[index] += Sum(row[index]) * share }
                                }
                                var offset = y * newWidth * 3
                                for x in 0..<newWidth {
                                    var red: Sum = 0, green: Sum = 0, blue: Sum = 0
                                    for columnPart in columnStarts[x]..<columnStarts[x + 1] {
                                        let column = columnIndices[columnPart] * 3
                                        let share = Sum(columnShares[columnPart])
                                        red += columnSums[column] * share
                                        green += columnSums[column + 1] * share
                                        blue += columnSums[column + 2] * share
                                    }
                                    output[offset] = mean.of(Double(red))
                                    output[offset + 1] = mean.of(Double(green))
                                    output[offset + 2] = mean.of(Double(blue))
                                    offset += 3
                                }
                            }
                        }
                    }
                }
            }
            count = newWidth * newHeight * 3
        }
    }
}
