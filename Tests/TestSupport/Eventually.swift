/// Waits until `condition` holds, checking it every few milliseconds on the caller's actor (a main-actor test's
/// view model is read where it lives); throws ``ConditionTimeout`` naming `what` once `timeout` has passed. The one
/// way tests wait for something to happen: a deadline, never a fixed sleep.
public func waitUntil(
    _ what: String = "the condition", timeout: Duration = .seconds(30), isolation: isolated (any Actor)? = #isolation,
    _ condition: () async throws -> Bool
) async throws {
    let deadline = ContinuousClock.now + timeout
    while try await !condition() {
        guard ContinuousClock.now < deadline else { throw ConditionTimeout(waitingFor: what, timeout: timeout) }
        try await Task.sleep(for: .milliseconds(5))
    }
}

/// A condition a test waited for never held.
public struct ConditionTimeout: Error, CustomStringConvertible {
    public let waitingFor: String
    public let timeout: Duration
    public var description: String { "\(waitingFor) did not happen within \(timeout)" }
}
