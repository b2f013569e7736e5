import ConcurrencyExtras
@testable import ViewModels

/// Lets one test at a time run on the main serial executor. `withMainSerialExecutor` swaps a process-wide hook,
/// and Swift Testing runs tests in parallel: two overlapping calls would restore the hook under each other.
private actor SerialExecutorTurn {
    static let shared = SerialExecutorTurn()
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func take() async {
        guard busy else {
            busy = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func give() {
        if waiting.isEmpty { busy = false } else { waiting.removeFirst().resume() }
    }
}

/// Runs `operation` on the main serial executor, one test at a time, recording the view models' work in a
/// ``WorkInFlight`` that ``workFinished()`` waits for.
@MainActor
func serially(_ operation: @escaping @MainActor @Sendable () async throws -> Void) async rethrows {
    await SerialExecutorTurn.shared.take()
    do {
        try await WorkInFlight.$current.withValue(WorkInFlight()) {
            try await withMainSerialExecutor(operation: operation)
        }
        await SerialExecutorTurn.shared.give()
    } catch {
        await SerialExecutorTurn.shared.give()
        throw error
    }
}

/// Waits until all the work the test's inputs set off (every ``Action`` run, and the runs those started) has ended;
/// inside ``serially(_:)`` only. Advance a test clock first past any latency the work sleeps for.
@MainActor
func workFinished() async {
    await WorkInFlight.current?.finished()
}
