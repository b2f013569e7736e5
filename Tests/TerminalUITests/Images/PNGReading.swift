import CZlib

/// Reads back the PNG files ``PNGFile`` writes, checking what a decoder checks: the signature, each chunk's CRC-32,
/// the header (8-bit RGB, no interlacing), the zlib stream, and each row's filter — the pixels, or a thrown reason.
enum PNGReading {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func pixels(of file: [UInt8]) throws -> (width: Int, height: Int, pixels: [UInt8]) {
        guard file.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw Failure(description: "no PNG signature") }
        var chunks: [(type: String, data: [UInt8])] = []
        var offset = 8
        while offset + 12 <= file.count {
            let length = Int(number(file, at: offset))
            guard offset + 12 + length <= file.count else { throw Failure(description: "a chunk runs past the file") }
            let typeAndData = Array(file[offset + 4..<offset + 8 + length])
            let crc = typeAndData.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
            guard UInt32(crc) == number(file, at: offset + 8 + length) else { throw Failure(description: "a chunk's CRC is wrong") }
            chunks.append((String(decoding: typeAndData.prefix(4), as: UTF8.self), Array(typeAndData.dropFirst(4))))
            offset += 12 + length
        }
        guard offset == file.count, chunks.map(\.type) == ["IHDR", "IDAT", "IEND"] else { throw Failure(description: "not IHDR, IDAT, IEND") }
        let header = chunks[0].data
        let (width, height) = (Int(number(header, at: 0)), Int(number(header, at: 4)))
        guard header.count == 13, Array(header[8...]) == [8, 2, 0, 0, 0] else { throw Failure(description: "not 8-bit RGB") }
        let rowBytes = width * 3
        var filtered = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
        var length = uLongf(filtered.count)
        let status = filtered.withUnsafeMutableBufferPointer { out in
            chunks[1].data.withUnsafeBufferPointer { uncompress(out.baseAddress, &length, $0.baseAddress, uLong($0.count)) }
        }
        guard status == Z_OK, Int(length) == filtered.count else { throw Failure(description: "the zlib stream does not hold the rows") }
        var pixels: [UInt8] = []
        for row in 0..<height {
            let line = filtered[row * (rowBytes + 1)..<(row + 1) * (rowBytes + 1)]
            guard line.first == 1 else { throw Failure(description: "row \(row) is not Sub-filtered") }
            for (index, byte) in line.dropFirst().enumerated() {
                pixels.append(index >= 3 ? byte &+ pixels[pixels.count - 3] : byte)
            }
        }
        return (width, height, pixels)
    }

    private static func number(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
