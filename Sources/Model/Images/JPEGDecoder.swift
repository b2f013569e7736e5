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

    /// `data` decoded to at least `width`×`height` pixels where the image is that large, into the image's own array
    /// (no copy of the pixels is made).
    public static func decode(
        _ data: Data, covering width: Int, _ height: Int, control: JPEGDecodeControl = JPEGDecodeControl()
    ) throws(ImageError) -> RGBImage {
        guard data.count >= 4, data[data.startIndex] == 0xFF, data[data.startIndex + 1] == 0xD8 else { throw .notJPEG }
        let messageSize = 160
        let message = UnsafeMutablePointer<CChar>.allocate(capacity: messageSize)
        message.initialize(repeating: 0, count: messageSize)
        defer { message.deallocate() }
        let decoded: Result<RGBImage, ImageError> = data.withUnsafeBytes { bytes in
            let source = bytes.bindMemory(to: UInt8.self)
            var outputWidth: Int32 = 0, outputHeight: Int32 = 0, status: Int32 = 0
            guard let decoder = flk_jpeg_open(
                source.baseAddress, source.count, Int32(clamping: width), Int32(clamping: height), maximumPixels, control.pointer,
                &outputWidth, &outputHeight, &status, message, messageSize
            ) else {
                return .failure(error(status, message: String(cString: message), data: data, control: control))
            }
            defer { flk_jpeg_close(decoder) }
            let count = Int(outputWidth) * Int(outputHeight) * 3
            let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                status = flk_jpeg_read(decoder, buffer.baseAddress)
                initialized = status == FLK_JPEG_OK ? count : 0
            }
            guard status == FLK_JPEG_OK else { return .failure(error(status, message: String(cString: message), data: data, control: control)) }
            return .success(RGBImage(width: Int(outputWidth), height: Int(outputHeight), pixels: pixels))
        }
        return try decoded.get()
    }

    /// The size `data`'s header declares; `nil` when it has none.
    public static func size(of data: Data) -> (width: Int, height: Int)? {
        var width: Int32 = 0, height: Int32 = 0
        var ignored = [CChar](repeating: 0, count: 8)
        let status = data.withUnsafeBytes { bytes in
            flk_jpeg_size(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, &width, &height, &ignored, ignored.count)
        }
        return status == 0 ? (Int(width), Int(height)) : nil
    }

    /// The error a decode's `status` stands for.
    private static func error(_ status: Int32, message: String, data: Data, control: JPEGDecodeControl) -> ImageError {
        switch Int(status) {
        case FLK_JPEG_CANCELLED: .cancelled
        case FLK_JPEG_TOO_MANY_SCANS: .tooManyScans(limit: Int(control.pointer.pointee.max_scans))
        case FLK_JPEG_OVER_BUDGET: .overBudget
        case FLK_JPEG_TOO_LARGE: .tooLarge
        case FLK_JPEG_REFUSED: size(of: data).map { .refused(width: $0.width, height: $0.height) } ?? .refused(width: 0, height: 0)
        default: .undecodable(message)
        }
    }
}
