import CZlib
import FoundationEssentials
import Model

/// Kitty's terminal graphics protocol, as sequences: an image transmitted once under an id (RGB, zlib-compressed or
/// not, base64 in chunks of 4096 bytes), then placed at the cursor by id, moved by placing it again under the same
/// placement id, its placement deleted, and its data freed. Every command asks for no reply (`q=2`), and a
/// placement leaves the cursor where it was (`C=1`).
@_spi(Benchmark) public enum KittyGraphics {
    /// An image's pixels made ready to send: zlib-compressed or not, and in base64.
    @_spi(Benchmark) public struct Transmission: Sendable {
        let width: Int
        let height: Int
        let compressed: Bool
        let payload: String

        /// `compressed`: deflated first (where zlib works) — a photo's pixels by some 12 %, for 2.0 M instructions a
        /// thumbnail of 72×80 (callgrind), over half of all a thumbnail costs to show in kitty; worth it where the
        /// bytes cross a network, not through a local terminal.
        @_spi(Benchmark) public init(_ image: RGBImage, compressed: Bool) {
            width = image.width
            height = image.height
            let deflated = compressed ? KittyGraphics.compress(image.pixels) : nil
            self.compressed = deflated != nil
            payload = (deflated ?? Data(image.pixels)).base64EncodedString()
        }

        /// Bytes it takes in memory.
        var byteCount: Int { payload.utf8.count }

        /// The image sent to be kept under `id`, in commands of 4096 bytes of payload each; nothing is shown yet.
        @_spi(Benchmark) public func chunks(id: Int) -> [String] {
            var chunks: [String] = []
            // Counted in UTF-8 (base64 is ASCII): counting Characters walked every one of them, a tenth of a move down the
            // results in kitty's graphics.
            let bytes = payload.utf8
            var start = bytes.startIndex
            repeat {
                let end = bytes.index(start, offsetBy: 4096, limitedBy: bytes.endIndex) ?? bytes.endIndex
                let more = end < bytes.endIndex ? 1 : 0
                let control = chunks.isEmpty ? "a=t,i=\(id),f=24,s=\(width),v=\(height)\(compressed ? ",o=z" : ""),q=2,m=\(more)" : "m=\(more)"
                chunks.append("\u{1b}_G\(control);\(payload[start..<end])\u{1b}\\")
                start = end
            } while start < bytes.endIndex
            return chunks
        }
    }

    /// Shows image `id` at the cursor as placement `placement` (which moves it there if it is elsewhere): at its
    /// own pixel size, or scaled into `cells` where the cell size is only a guess.
    static func place(id: Int, placement: Int, cells: (columns: Int, rows: Int)?) -> String {
        let size = cells.map { ",c=\($0.columns),r=\($0.rows)" } ?? ""
        return "\u{1b}_Ga=p,i=\(id),p=\(placement)\(size),C=1,q=2\u{1b}\\"
    }

    /// Takes placement `placement` of image `id` off the screen; the image stays to be placed again.
    static func remove(id: Int, placement: Int) -> String {
        "\u{1b}_Ga=d,d=i,i=\(id),p=\(placement),q=2\u{1b}\\"
    }

    /// Takes image `id` off the screen and frees its data.
    static func free(id: Int) -> String {
        "\u{1b}_Ga=d,d=I,i=\(id),q=2\u{1b}\\"
    }

    /// Takes every image off the screen and frees them all (on leaving).
    static let freeAll = "\u{1b}_Ga=d,d=A,q=2\u{1b}\\"

    /// `bytes` deflated in zlib's format (what `o=z` names), or `nil` where zlib fails.
    fileprivate static func compress(_ bytes: [UInt8]) -> Data? {
        var length = compressBound(uLong(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(length))
        // Level 1: photos gain little from more effort, and the time is the user's.
        let status = output.withUnsafeMutableBufferPointer { out in
            bytes.withUnsafeBufferPointer { compress2(out.baseAddress, &length, $0.baseAddress, uLong(bytes.count), 1) }
        }
        guard status == Z_OK else { return nil }
        return Data(output.prefix(Int(length)))
    }
}
