import Synchronization

/// A continuous clock whose sleeps are timers of ``WorkerPoolExecutor/shared``, so a view model's
/// debounce or delay wakes nothing but the pool, and nothing at all once it has fired or been cancelled.
/// (The standard clocks sleep on libdispatch's worker pool, which then ticks once a second for good.)
public struct WorkerPoolClock: Clock {
    public typealias Instant = ContinuousClock.Instant

    public init() {}

    public var now: Instant { ContinuousClock.now }
    public var minimumResolution: Duration { ContinuousClock().minimumResolution }

    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let wake = MonotonicCondition.deadline(after: nanoseconds(until: deadline))
        let sleeper = Sleeper()
        try await withTaskCancellationHandler {
            try await withUnsafeThrowingContinuation { continuation in
                sleeper.suspend(continuation, until: wake)
            }
        } onCancel: {
            sleeper.cancel()
        }
    }

    /// Nanoseconds from now to `deadline`: 0 once it has passed, `UInt64.max` when it is out of reach.
    private func nanoseconds(until deadline: Instant) -> UInt64 {
        let (seconds, attoseconds) = now.duration(to: deadline).components
        guard seconds >= 0, attoseconds >= 0 else { return 0 }
        let (whole, overflow) = UInt64(seconds).multipliedReportingOverflow(by: 1_000_000_000)
        let (total, carry) = whole.addingReportingOverflow(UInt64(attoseconds / 1_000_000_000))
        return overflow || carry ? .max : total
    }
}

/// One sleep: resumed by its timer, or at once with `CancellationError` when its task is cancelled.
private final class Sleeper: Sendable {
    private enum State {
        case starting
        case waiting(UnsafeContinuation<Void, any Error>, WorkerPoolExecutor.TimerID)
        case done
    }

    private let state = Mutex(State.starting)

    func suspend(_ continuation: UnsafeContinuation<Void, any Error>, until deadline: UInt64) {
        state.withLock { state in
            guard case .starting = state else {
                continuation.resume(throwing: CancellationError())
                return
            }
            let timer = WorkerPoolExecutor.shared.schedule(at: deadline) { self.fire() }
            state = .waiting(continuation, timer)
        }
    }

    private func fire() {
        let continuation = state.withLock { state -> UnsafeContinuation<Void, any Error>? in
            guard case .waiting(let continuation, _) = state else { return nil }
            state = .done
            return continuation
        }
        continuation?.resume()
    }

    func cancel() {
        let waiting = state.withLock { state -> (UnsafeContinuation<Void, any Error>, WorkerPoolExecutor.TimerID)? in
            defer { state = .done }
            guard case .waiting(let continuation, let timer) = state else { return nil }
            return (continuation, timer)
        }
        guard let (continuation, timer) = waiting else { return }
        WorkerPoolExecutor.shared.cancelTimer(timer)
        continuation.resume(throwing: CancellationError())
    }
}
