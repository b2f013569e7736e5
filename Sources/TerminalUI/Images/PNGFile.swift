import CZlib
import FoundationEssentials
import Model

/// An image as a PNG file (8-bit RGB, not interlaced), for kitty's graphics over a network (`f=100`): each row
/// filtered by its left neighbours (PNG's Sub: a byte less the same channel of the pixel before it), then deflated.
///
/// Filtered, a photo's bytes deflate far better than raw pixels (zlib's `o=z`) and faster (`flickterm-bench pixels`
/// compares them). Small images are deflated by Huffman codes alone, as small here as with zlib's string matching and
/// cheaper to make.
enum PNGFile {
    /// Images of at most this many pixels are deflated by Huffman codes alone.
    static let huffmanOnlyPixels = 128 * 128

    /// `image` as a PNG file, or `nil` for an empty image (which PNG cannot hold) or where zlib fails.
    static func encode(_ image: RGBImage) -> Data? {
        guard image.width > 0, image.height > 0 else { return nil }
        let rowBytes = image.width * 3
        // Every byte written: left uninitialised, not cleared first.
        let filtered = [UInt8](unsafeUninitializedCapacity: (rowBytes + 1) * image.height) { filtered, count in
            image.pixels.withUnsafeBufferPointer { pixels in
                let pixels = pixels.baseAddress!, filtered = filtered.baseAddress!
                for row in 0..<image.height {
                    // Through pointers, the subtraction runs in vector registers (indexed through the buffers, it did not).
                    let source = pixels + row * rowBytes, target = filtered + row * (rowBytes + 1) + 1
                    target[-1] = 1
                    for index in 0..<min(3, rowBytes) { target[index] = source[index] }
                    guard rowBytes > 3 else { continue }
                    for index in 3..<rowBytes { target[index] = source[index] &- source[index &- 3] }
                }
            }
            count = (rowBytes + 1) * image.height
        }
        let strategy = image.width * image.height <= huffmanOnlyPixels ? Z_HUFFMAN_ONLY : Z_DEFAULT_STRATEGY
        guard let deflated = deflate(filtered, strategy: strategy) else { return nil }
        var file = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        file.reserveCapacity(8 + 25 + 12 + deflated.count + 12)
        var header = Data()
        append(UInt32(image.width), to: &header)
        append(UInt32(image.height), to: &header)
        // 8 bits a channel, RGB; deflate, adaptive filtering, no interlacing.
        header.append(contentsOf: [8, 2, 0, 0, 0])
        appendChunk("IHDR", header, to: &file)
        appendChunk("IDAT", deflated, to: &file)
        appendChunk("IEND", Data(), to: &file)
        return file
    }

    /// `bytes` in zlib's format, deflated at level 1 with `strategy`; `nil` where zlib fails.
    private static func deflate(_ bytes: [UInt8], strategy: Int32) -> [UInt8]? {
        var stream = z_stream()
        guard deflateInit2_(&stream, 1, Z_DEFLATED, 15, 8, strategy, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            return nil
        }
        defer { deflateEnd(&stream) }
        let capacity = Int(deflateBound(&stream, uLong(bytes.count)))
        // Only what zlib writes is read: left uninitialised.
        var output = [UInt8](unsafeUninitializedCapacity: capacity) { _, count in count = capacity }
        let status = bytes.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { output in
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.avail_in = uInt(input.count)
                stream.next_out = output.baseAddress
                stream.avail_out = uInt(output.count)
                return CZlib.deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { return nil }
        output.removeLast(capacity - Int(stream.total_out))
        return output
    }

    /// A chunk: its data's length, its type, the data and the CRC-32 of type and data.
    private static func appendChunk(_ type: String, _ data: some Collection<UInt8>, to file: inout Data) {
        append(UInt32(data.count), to: &file)
        let start = file.count
        file.append(contentsOf: type.utf8)
        file.append(contentsOf: data)
        let crc = file[start...].withUnsafeBytes { crc32(0, $0.baseAddress?.assumingMemoryBound(to: Bytef.self), uInt($0.count)) }
        append(UInt32(crc), to: &file)
    }

    private static func append(_ value: UInt32, to bytes: inout Data) {
        bytes.append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }
}
