import CJpegShim

/// The limits of one JPEG decode and the switch that stops it from another thread: a scan limit and a budget
/// of CPU time (a small hostile file can otherwise cost minutes), checked by libjpeg's progress monitor at
/// every row and every step of a scan, where ``cancel()`` is seen too; and a budget of memory (libjpeg's
/// `max_memory_to_use`, and the pixels decoded).
public final class JPEGDecodeControl: @unchecked Sendable {
    /// Real progressive JPEGs have about ten scans; a file with more is refused.
    public static let standardScanLimit = 100
    /// The CPU time one decode may take; a real photo at the sizes flickterm shows takes a few milliseconds.
    public static let standardWorkBudget: Duration = .seconds(2)
    /// The memory one decode may take: a progressive photo of some forty megapixels in 4:2:0, far more than any size
    /// flickterm shows needs.
    public static let standardMemoryBudget = 128 << 20

    /// Written by libjpeg's thread and, for `cancelled`, atomically by ``cancel()`` (in C): hence unchecked.
    let pointer: UnsafeMutablePointer<flk_jpeg_control>

    public init(scanLimit: Int = standardScanLimit, workBudget: Duration = standardWorkBudget, memoryBudget: Int = standardMemoryBudget) {
        pointer = .allocate(capacity: 1)
        let (seconds, attoseconds) = workBudget.components
        pointer.initialize(to: flk_jpeg_control(
            max_scans: Int32(clamping: scanLimit),
            max_cpu_nanoseconds: Int64(seconds) * 1_000_000_000 + Int64(attoseconds / 1_000_000_000),
            max_memory: memoryBudget,
            cancelled: 0
        ))
    }

    deinit {
        pointer.deallocate()
    }

    /// Stops the decode at its next row or scan; it then throws ``ImageError/cancelled``.
    public func cancel() {
        flk_jpeg_cancel(pointer)
    }
}
