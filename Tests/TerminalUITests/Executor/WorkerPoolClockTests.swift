import Testing
@testable import TerminalUI

struct WorkerPoolClockTests {
    let clock = WorkerPoolClock()

    @Test func sleepsUntilTheDeadline() async throws {
        let deadline = clock.now + .milliseconds(20)
        try await clock.sleep(until: deadline)
        #expect(clock.now >= deadline)
    }

    @Test func aDeadlineInThePastReturnsAtOnce() async throws {
        try await clock.sleep(until: clock.now - .seconds(1))
    }

    @Test func cancellingASleepEndsItWithCancellationError() async {
        let sleeping = Task { try await clock.sleep(for: .seconds(60)) }
        sleeping.cancel()
        await #expect(throws: CancellationError.self) { try await sleeping.value }
    }

    @Test func aSleepBeyondTheClocksRangeWaitsUntilCancelled() async {
        let sleeping = Task { try await clock.sleep(for: .seconds(Int64.max)) }
        sleeping.cancel()
        await #expect(throws: CancellationError.self) { try await sleeping.value }
    }

    @Test func aCancelledTaskDoesNotSleep() async {
        let sleeping = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await clock.sleep(for: .seconds(60))
        }
        await #expect(throws: CancellationError.self) { try await sleeping.value }
    }
}
