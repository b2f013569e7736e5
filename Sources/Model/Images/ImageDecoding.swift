import Dispatch
import FoundationEssentials

/// Where JPEGs are decoded: on threads of their own, never on the main actor or Swift's cooperative pool (a
/// decode blocks its thread for as long as it takes), at most one per core, the most urgent first — but for a
/// thumbnail's few pixels, decoded where it is asked for, in less time than handing it to another thread and back
/// takes. Cancelling the asking task stops its decode at the next row or scan (``JPEGDecodeControl``).
final class ImageDecoding: Sendable {
    /// The process's decoding: as many at once as there are cores.
    static let shared = ImageDecoding(width: ProcessInfo.processInfo.activeProcessorCount)
    /// The most pixels a JPEG decoded where it is asked for may have (a list thumbnail's are 75×75 to 150×150).
    static let inlinePixels = 160 * 160

    private let gate: PriorityGate
    private let queue = DispatchQueue(label: "flickterm.decode", qos: .userInitiated, attributes: .concurrent)

    init(width: Int) {
        gate = PriorityGate(limitPerHost: max(width, 1))
    }

    /// `data` (a JPEG of `size`, where its header was read) decoded to cover `width`×`height` within `control`'s
    /// limits; throws `CancellationError` when the task is cancelled, before or during the decode.
    func decode(
        _ data: Data, size: (width: Int, height: Int)? = nil, covering width: Int, _ height: Int, priority: ImagePriority,
        control: JPEGDecodeControl = JPEGDecodeControl()
    ) async throws -> RGBImage {
        do {
            if let size, size.width * size.height <= ImageDecoding.inlinePixels {
                try Task.checkCancellation()
                return try JPEGDecoder.decode(data, covering: width, height, control: control)
            }
            return try await gate.run(host: "", priority: priority) { [queue] in
                try Task.checkCancellation()
                return try await withTaskCancellationHandler {
                    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<RGBImage, any Error>) in
                        queue.async { continuation.resume(with: Result { () throws(ImageError) in try JPEGDecoder.decode(data, covering: width, height, control: control) }) }
                    }
                } onCancel: {
                    control.cancel()
                }
            }
        } catch ImageError.cancelled {
            throw CancellationError()
        }
    }
}
