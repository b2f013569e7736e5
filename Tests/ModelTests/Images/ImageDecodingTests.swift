import Foundation
@testable import Model
import TestSupport
import Testing

/// Decodes run off the caller's threads and stop when nobody wants their image any more.
struct ImageDecodingTests {
    /// CPU time this process has used.
    private func processCPU() -> Duration {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return .seconds(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + .microseconds(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec)
    }

    @Test func aDecodeNobodyWantsStopsMidway() async throws {
        // 50,000 scans over a 4000×4000 image: minutes of work if nothing stopped it.
        let bomb = JPEGBomb.make(width: 4000, height: 4000, scans: 50_000)
        let decoding = ImageDecoding(width: 1)
        let before = processCPU()
        let task = Task {
            try await decoding.decode(bomb, covering: 8, 8, priority: .visible, control: JPEGDecodeControl(scanLimit: .max, workBudget: .seconds(3600)))
        }
        // Cancelled once it is decoding (the process has spent a quarter second on it), not before.
        let deadline = ContinuousClock.now + .seconds(30)
        while processCPU() - before < .milliseconds(250), ContinuousClock.now < deadline { await Task.yield() }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    @Test func theNextDecodeRunsAfterACancelledOne() async throws {
        let decoding = ImageDecoding(width: 1)
        let task = Task { try await decoding.decode(JPEGBomb.make(width: 4000, height: 4000, scans: 50_000), covering: 8, 8, priority: .visible) }
        task.cancel()
        _ = try? await task.value
        let image = try await decoding.decode(JPEGBomb.make(width: 16, height: 16, scans: 1), covering: 16, 16, priority: .visible)
        #expect(image.width == 16)
    }
}
