import CJpegShim
import FoundationEssentials

/// Decodes JPEG bytes with libjpeg-turbo, at the smallest DCT scale (1/8, 1/4, 1/2 or whole: those it decodes
/// fastest) that still covers the size asked for, so a 640 px file wanted at 16 px decodes at 80 px, at 100 px at 160.
/// libjpeg's `longjmp` errors stay in the C shim: a corrupt file is a thrown ``ImageError``, never a crash. Each
/// decode runs within the limits of a ``JPEGDecodeControl`` (scans, CPU time), which can also stop it from another
/// thread.
public enum JPEGDecoder {
    /// Images over this many pixels are refused before decoding (~50 megapixels).
    public static let maximumPixels = 50_000_000

    /// `data` decoded to at least `width`×`height` pixels where the image is that large.
    public static func decode(
        _ data: Data, covering width: Int, _ height: Int, control: JPEGDecodeControl = JPEGDecodeControl()
    ) throws(ImageError) -> RGBImage {
        guard data.count >= 4, data[data.startIndex] == 0xFF, data[data.startIndex + 1] == 0xD8 else { throw .notJPEG }
        var decoded = data.withUnsafeBytes { bytes in
            flk_jpeg_decode(
                bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, Int32(clamping: width), Int32(clamping: height), maximumPixels,
                control.pointer
            )
        }
        defer { flk_jpeg_free(&decoded) }
        let message = withUnsafeBytes(of: decoded.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        switch Int(decoded.status) {
        case FLK_JPEG_OK: break
        case FLK_JPEG_CANCELLED: throw .cancelled
        case FLK_JPEG_TOO_MANY_SCANS: throw .tooManyScans(limit: Int(control.pointer.pointee.max_scans))
        case FLK_JPEG_OVER_BUDGET: throw .overBudget
        case FLK_JPEG_REFUSED:
            var fullWidth: Int32 = 0, fullHeight: Int32 = 0
            var ignored = [CChar](repeating: 0, count: 8)
            _ = data.withUnsafeBytes { bytes in
                flk_jpeg_size(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, &fullWidth, &fullHeight, &ignored, ignored.count)
            }
            throw .refused(width: Int(fullWidth), height: Int(fullHeight))
        default: throw .undecodable(message)
        }
        let count = Int(decoded.width) * Int(decoded.height) * 3
        let pixels = Array(UnsafeBufferPointer(start: decoded.pixels, count: count))
        return RGBImage(width: Int(decoded.width), height: Int(decoded.height), pixels: pixels)
    }
}
