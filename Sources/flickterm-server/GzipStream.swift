import Foundation

/// Bytes as a gzip stream (RFC 1952) of stored deflate blocks: what a server sends with `Content-Encoding: gzip`,
/// made without zlib (the loopback server links none) — the client decodes it all the same.
enum GzipStream {
    static func stored(_ data: Data) -> Data {
        var out = Data([0x1F, 0x8B, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xFF])
        var start = data.startIndex
        repeat {
            let end = data.index(start, offsetBy: 65_535, limitedBy: data.endIndex) ?? data.endIndex
            let length = UInt16(end - start)
            out.append(end == data.endIndex ? 0x01 : 0x00)
            out.append(contentsOf: [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)])
            out.append(data[start..<end])
            start = end
        } while start < data.endIndex
        for value in [crc32(data), UInt32(truncatingIfNeeded: data.count)] {
            out.append(contentsOf: (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) })
        }
        return out
    }

    /// CRC-32 (IEEE 802.3, as gzip's trailer carries it).
    private static func crc32(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
