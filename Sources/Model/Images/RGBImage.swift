import FoundationEssentials

/// An image as 8-bit RGB pixels, row by row, three bytes a pixel.
public struct RGBImage: Sendable, Hashable {
    public let width: Int
    public let height: Int
    public let pixels: [UInt8]
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
    /// images up on every frame, several times (a viewer frame is megabytes of pixels), and hashing at each lookup was
    /// much of a move down the results. Equal images still hash alike; `==`
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

    /// Bytes of memory the pixels take.
    public var byteCount: Int { pixels.count }

    /// The image scaled to exactly `newWidth`×`newHeight` by area averaging: each new pixel is the mean of
    /// the source area it covers, partly covered source pixels weighted by how much of them it covers, rounded half
    /// up. At most 2²⁶ pixels (a decoded image has at most 50 M).
    ///
    /// Exactly, in whole numbers (``AreaAverage``: shares in whole units), and separably: each output row first sums
    /// the source rows it covers, byte by byte — at most 255 × the source's height, in 16 bits where that fits (any
    /// thumbnail source: eight to a vector register), else 32 (64 past 16 M rows) —, then each output pixel the
    /// columns of that sum it covers, at most 255 × the source's pixels, in 32 bits where that fits, else 64. Against
    /// the same sums in `Float` it replaced, which converted every byte and every sum to add it and every mean to round
    /// it, this does less work, and rounds a mean of exactly one half the same way every time.
    public func areaAveraged(toWidth newWidth: Int, height newHeight: Int) -> RGBImage {
        guard newWidth > 0, newHeight > 0 else { return RGBImage(width: 0, height: 0, pixels: []) }
        if newWidth == width, newHeight == height { return self }
        let output = if 255 * height <= UInt16.max && 255 * width * height <= UInt32.max {
            averaged(toWidth: newWidth, height: newHeight, columnSums: UInt16.self, pixelSums: UInt32.self)
        } else if 255 * height <= UInt32.max {
            averaged(toWidth: newWidth, height: newHeight, columnSums: UInt32.self, pixelSums: UInt64.self)
        } else {
            averaged(toWidth: newWidth, height: newHeight, columnSums: UInt64.self, pixelSums: UInt64.self)
        }
        return RGBImage(width: newWidth, height: newHeight, pixels: output)
    }

    /// ``areaAveraged(toWidth:height:)``'s pixels, an output row's sums of source rows in `ColumnSum`, which holds
    /// 255 × height, and an output pixel's in `PixelSum`, which holds 255 × width × height (wrapping arithmetic:
    /// neither can overflow).
    @inline(__always)
    private func averaged<ColumnSum: FixedWidthInteger & UnsignedInteger, PixelSum: FixedWidthInteger & UnsignedInteger>(
        toWidth newWidth: Int, height newHeight: Int, columnSums _: ColumnSum.Type, pixelSums _: PixelSum.Type
    ) -> [UInt8] {
        let columns = AreaAverage(from: width, to: newWidth)
        let rows = AreaAverage(from: height, to: newHeight)
        let mean = AreaAverage.Mean(whole: width * height)
        let rowBytes = width * 3
        return [UInt8](unsafeUninitializedCapacity: newWidth * newHeight * 3) { output, count in
            var columnSums = [ColumnSum](repeating: 0, count: rowBytes)
            pixels.withUnsafeBufferPointer { source in
                columnSums.withUnsafeMutableBufferPointer { columnSums in
                    rows.withParts { rowStarts, rowIndices, rowShares in
                        columns.withParts { columnStarts, columnIndices, columnShares in
                            for y in 0..<newHeight {
                                let first = rowStarts[y]
                                // Through a row's own buffer, unchecked: the loop over a row's bytes then runs in vector registers.
                                var row = UnsafeBufferPointer(rebasing: source[rowIndices[first] &* rowBytes..<(rowIndices[first] &+ 1) &* rowBytes])
                                var share = ColumnSum(truncatingIfNeeded: rowShares[first])
                                for index in 0..<rowBytes { columnSums[index] = ColumnSum(row[index]) &* share }
                                for rowPart in first &+ 1..<rowStarts[y &+ 1] {
                                    row = UnsafeBufferPointer(rebasing: source[rowIndices[rowPart] &* rowBytes..<(rowIndices[rowPart] &+ 1) &* rowBytes])
                                    share = ColumnSum(truncatingIfNeeded: rowShares[rowPart])
                                    for index in 0..<rowBytes { columnSums[index] &+= ColumnSum(row[index]) &* share }
                                }
                                RGBImage.averageColumns(
                                    UnsafeBufferPointer(columnSums), into: output.baseAddress! + y &* newWidth &* 3, count: newWidth,
                                    starts: columnStarts, indices: columnIndices, shares: columnShares, mean: mean, summing: PixelSum.self
                                )
                            }
                        }
                    }
                }
            }
            count = newWidth * newHeight * 3
        }
    }

    /// One output row's pixels from its sums of source rows (`columnSums`, three a source pixel): each the mean of the
    /// columns it covers, weighted by their shares, summed in `PixelSum`. A function of its own, on buffers: inside
    /// ``averaged(toWidth:height:columnSums:pixelSums:)``'s closures, its loop kept its counters in memory.
    @inline(never)
    private static func averageColumns<ColumnSum: FixedWidthInteger & UnsignedInteger, PixelSum: FixedWidthInteger & UnsignedInteger>(
        _ columnSums: UnsafeBufferPointer<ColumnSum>, into output: UnsafeMutablePointer<UInt8>, count: Int,
        starts: UnsafeBufferPointer<Int>, indices: UnsafeBufferPointer<Int>, shares: UnsafeBufferPointer<Int>,
        mean: AreaAverage.Mean, summing _: PixelSum.Type
    ) {
        var offset = 0
        for x in 0..<count {
            var red: PixelSum = 0, green: PixelSum = 0, blue: PixelSum = 0
            for part in starts[x]..<starts[x &+ 1] {
                let column = indices[part] &* 3
                let share = PixelSum(truncatingIfNeeded: shares[part])
                red &+= PixelSum(columnSums[column]) &* share
                green &+= PixelSum(columnSums[column &+ 1]) &* share
                blue &+= PixelSum(columnSums[column &+ 2]) &* share
            }
            output[offset] = mean.of(UInt64(red))
            output[offset &+ 1] = mean.of(UInt64(green))
            output[offset &+ 2] = mean.of(UInt64(blue))
            offset &+= 3
        }
    }
}
