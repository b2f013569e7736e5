import Synchronization

/// Runs one piece of work per key at a time: a caller asking for a key already running waits for that run
/// instead of starting another. The run is cancelled once every caller waiting for it has been cancelled.
final class RequestCoalescer: Sendable {
    private struct Run: Sendable {
        let token: Int
        let task: Task<any Sendable, any Error>
        var waiters: Int
    }

    private let runs = Mutex((next: 0, byKey: [String: Run]()))

    /// The result of `work` for `key`, run now or joined if already running.
    func run<Value: Sendable>(_ key: String, _ work: @escaping @Sendable () async throws -> Value) async throws -> Value {
        let (token, task) = runs.withLock { runs -> (Int, Task<any Sendable, any Error>) in
            if var run = runs.byKey[key] {
                run.waiters += 1
                runs.byKey[key] = run
                return (run.token, run.task)
            }
            runs.next += 1
            let token = runs.next
            let task = Task<any Sendable, any Error> {
                defer { self.finished(key, token) }
                return try await work()
            }
            runs.byKey[key] = Run(token: token, task: task, waiters: 1)
            return (token, task)
        }
        let value = try await withTaskCancellationHandler {
            try await task.value
        } onCancel: {
            self.leave(key, token)
        }
        guard let value = value as? Value else { throw CancellationError() }
        return value
    }

    private func finished(_ key: String, _ token: Int) {
        runs.withLock { runs in
            if runs.byKey[key]?.token == token { runs.byKey[key] = nil }
        }
    }

    /// A waiting caller was cancelled: the last one out cancels the run.
    private func leave(_ key: String, _ token: Int) {
        let abandoned = runs.withLock { runs -> Task<any Sendable, any Error>? in
            guard var run = runs.byKey[key], run.token == token else { return nil }
            run.waiters -= 1
            guard run.waiters == 0 else {
                runs.byKey[key] = run
                return nil
            }
            runs.byKey[key] = nil
            return run.task
        }
        abandoned?.cancel()
    }
}
