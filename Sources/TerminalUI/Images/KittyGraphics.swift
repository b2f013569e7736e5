import FoundationEssentials
import Model

/// Kitty's terminal graphics protocol, as sequences: an image transmitted once under an id (RGB pixels, or a PNG file
/// of them, base64 in chunks of 4096 bytes), then placed at the cursor by id, moved by placing it again under the same
/// placement id, its placement deleted, and its data freed. Every command asks for no reply (`q=2`), and a
/// placement leaves the cursor where it was (`C=1`).
package enum KittyGraphics {
    /// An image's pixels made ready to send: as they are or as a PNG file, and in base64.
    package struct Transmission: Sendable {
        let width: Int
        let height: Int
        /// Sent as a PNG file (``PNGFile``), not as the pixels themselves.
        let compressed: Bool
        let payload: String

        /// `compressed`: as a PNG file (where zlib works) — a photo's bytes by a quarter, for more work than all else a
        /// thumbnail costs to show in kitty; worth it where the bytes cross a network, not through a local terminal.
        /// (zlib's `o=z` on the raw pixels saved less for more.)
        /// Whether making `image` ready costs less than a frame of its own: uncompressed pictures up to a megapixel,
        /// where the work is base64 alone.
        static func isQuick(_ image: RGBImage, compressed: Bool) -> Bool { !compressed && image.width * image.height <= 1 << 20 }

        package init(_ image: RGBImage, compressed: Bool) {
            width = image.width
            height = image.height
            let file = compressed ? PNGFile.encode(image) : nil
            self.compressed = file != nil
            payload = (file ?? Data(image.pixels)).base64EncodedString()
        }

        /// Bytes it takes in memory.
        var byteCount: Int { payload.utf8.count }

        /// The image sent to be kept under `id`, in commands of 4096 bytes of payload each; nothing is shown yet.
        package func chunks(id: Int) -> [String] {
            var chunks: [String] = []
            // Counted in UTF-8 (base64 is ASCII): counting Characters walked every one of them, a tenth of a move down the
            // results in kitty's graphics.
            let bytes = payload.utf8
            var start = bytes.startIndex
            repeat {
                let end = bytes.index(start, offsetBy: 4096, limitedBy: bytes.endIndex) ?? bytes.endIndex
                let more = end < bytes.endIndex ? 1 : 0
                let format = compressed ? "f=100" : "f=24,s=\(width),v=\(height)"
                let control = chunks.isEmpty ? "a=t,i=\(id),\(format),q=2,m=\(more)" : "m=\(more)"
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
}
