import Synchronization

/// Faults waiting to be applied, in order; each to a number of requests or until reset.
final class FaultPlan: Sendable {
    private struct Entry {
        let fault: Fault
        /// Requests left; `nil` means every request until reset.
        var remaining: Int?
    }

    private let entries = Mutex<[Entry]>([])

    /// Applies `fault` to the next `count` requests; 0 means every request until ``reset()``.
    func add(_ fault: Fault, count: Int) {
        entries.withLock { $0.append(Entry(fault: fault, remaining: count > 0 ? count : nil)) }
    }

    func reset() {
        entries.withLock { $0.removeAll() }
    }

    /// The fault for the request now arriving, if any.
    func next() -> Fault? {
        entries.withLock { entries in
            guard var first = entries.first else { return nil }
            if let remaining = first.remaining {
                first.remaining = remaining - 1
                if remaining <= 1 { entries.removeFirst() } else { entries[0] = first }
            }
            return first.fault
        }
    }
}
