import CJpegShim
import FoundationEssentials

/// Encodes pixels as a JPEG with libjpeg-turbo: how a picture goes to a terminal that takes image files (iTerm2's
/// inline images) — made from the pixels it is shown at, so that nothing a server put in the file reaches the
/// terminal and its bytes are bounded by its size.
public enum JPEGEncoder {
    /// Good enough that a photo looks as decoded, at a fraction of the pixels' bytes.
    public static let standardQuality = 90

    /// `image` as a JPEG file; `nil` when libjpeg fails (it does not for valid pixels).
    public static func encode(_ image: RGBImage, quality: Int = standardQuality) -> Data? {
        var out: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = image.pixels.withUnsafeBufferPointer { pixels in
            flk_jpeg_encode(pixels.baseAddress, Int32(image.width), Int32(image.height), Int32(quality), &out, &size)
        }
        guard status == 0, let out else { return nil }
        defer { flk_jpeg_free_encoded(out) }
        return Data(bytes: out, count: Int(size))
    }
}
