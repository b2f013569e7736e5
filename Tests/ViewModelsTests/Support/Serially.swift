import ConcurrencyExtras

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

/// Runs `operation` on the main serial executor, one test at a time.
@MainActor
func serially(_ operation: @escaping @MainActor @Sendable () async throws -> Void) async rethrows {
    await SerialExecutorTurn.shared.take()
    do {
        try await withMainSerialExecutor(operation: operation)
        await SerialExecutorTurn.shared.give()
    } catch {
        await SerialExecutorTurn.shared.give()
        throw error
    }
}
