import FoundationEssentials

/// Lets at most a few pieces of work run at once per key, the most urgent first: image fetches per host (one
/// for what is on screen goes before one for the next screen), decodes per process (one per core); a waiting
/// task that is cancelled leaves the queue.
actor PriorityGate {
    private struct Waiter {
        let id: Int
        let priority: ImagePriority
        let continuation: CheckedContinuation<Void, any Error>
    }

    private let limit: Int
    /// Hosts with a limit of their own (``setLimit(_:for:)``).
    private var limits: [String: Int] = [:]
    private var running: [String: Int] = [:]
    private var waiting: [String: [Waiter]] = [:]
    private var nextID = 0

    init(limitPerHost: Int) {
        limit = limitPerHost
    }

    /// Runs `work` once a slot for `host` is free, ahead of less urgent waiters.
    func run<T: Sendable>(host: String, priority: ImagePriority, _ work: @Sendable () async throws -> T) async throws -> T {
        try await enter(host: host, priority: priority)
        defer { leave(host: host) }
        return try await work()
    }

    /// Lets `limit` pieces of work for `host` run at once from now on, starting as many waiters as a wider limit frees
    /// (work already running under a wider one finishes); `unlessSet`: only where `host` has no limit of its own yet.
    func setLimit(_ limit: Int, for host: String, unlessSet: Bool = false) {
        guard !(unlessSet && limits[host] != nil), limit != limits[host, default: self.limit] else { return }
        limits[host] = limit
        while running[host, default: 0] < limit, var queue = waiting[host], !queue.isEmpty {
            let next = queue.removeFirst()
            waiting[host] = queue
            running[host, default: 0] += 1
            next.continuation.resume()
        }
    }

    private func enter(host: String, priority: ImagePriority) async throws {
        if running[host, default: 0] < limits[host, default: limit] {
            running[host, default: 0] += 1
            return
        }
        nextID += 1
        let id = nextID
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                guard !Task.isCancelled else { return continuation.resume(throwing: CancellationError()) }
                var queue = waiting[host, default: []]
                let index = queue.firstIndex { $0.priority > priority } ?? queue.count
                queue.insert(Waiter(id: id, priority: priority, continuation: continuation), at: index)
                waiting[host] = queue
            }
        } onCancel: {
            Task { await self.cancel(id: id, host: host) }
        }
    }

    private func cancel(id: Int, host: String) {
        guard let index = waiting[host]?.firstIndex(where: { $0.id == id }) else { return }
        waiting[host]?.remove(at: index).continuation.resume(throwing: CancellationError())
    }

    private func leave(host: String) {
        if running[host, default: 0] <= limits[host, default: limit], var queue = waiting[host], !queue.isEmpty {
            let next = queue.removeFirst()
            waiting[host] = queue
            next.continuation.resume()
        } else {
            running[host, default: 1] -= 1
        }
    }
}
