import Testing
@testable import ViewModels

@MainActor
struct ActionTests {
    struct Boom: Error {}

    /// A switch the tests flip between runs.
    final class Switch {
        var isOn: Bool
        init(_ isOn: Bool) { self.isOn = isOn }
    }

    @Test func runsAndReportsItsValue() async {
        let action = Action<Int, Int> { $0 * 2 }
        #expect(!action.isExecuting)
        #expect(action.isEnabled)
        let result = await action.apply(21)
        #expect((try? result?.get()) == 42)
        #expect(action.latestError == nil)
        #expect(!action.isExecuting)
    }

    @Test func refusesWhileDisabled() async {
        let enabled = Switch(false)
        let action = Action<Int, Int>(enabledIf: { enabled.isOn }) { $0 }
        #expect(!action.isEnabled)
        #expect(await action.apply(1) == nil)
        #expect(!action.isExecuting)
        enabled.isOn = true
        #expect((try? await action.apply(1)?.get()) == 1)
    }

    @Test func refusesASecondInputWhileExecuting() async {
        let (stream, gate) = AsyncStream<Void>.makeStream()
        let action = Action<Int, Int>(policy: .refuseWhileExecuting) { value in
            for await _ in stream { break }
            return value
        }
        var outcome: Int?
        let first = action.start(1) { outcome = try? $0.get() }
        #expect(action.isExecuting)
        #expect(!action.isEnabled)
        #expect(await action.apply(2) == nil)
        gate.yield()
        await first?.value
        #expect(outcome == 1)
        #expect(action.isEnabled)
    }

    @Test func latestInputWinsUnderCancelRunning() async {
        let action = Action<Int, Int>(policy: .cancelRunning) { value in
            try await Task.sleep(for: .seconds(value == 1 ? 3600 : 0))
            return value
        }
        var outcomes: [Int?] = []
        let first = action.start(1) { outcomes.append(try? $0.get()) }
        #expect(action.isEnabled, "cancel-running actions accept input while busy")
        let second = await action.apply(2)
        await first?.value
        #expect(outcomes.isEmpty, "the superseded run reports nothing")
        #expect((try? second?.get()) == 2)
        #expect(!action.isExecuting)
    }

    @Test func cancelStopsTheRunWithoutAnError() async {
        let action = Action<Int, Int> { value in
            try await Task.sleep(for: .seconds(3600))
            return value
        }
        var outcomes: [Int?] = []
        let run = action.start(1) { outcomes.append(try? $0.get()) }
        action.cancel()
        await run?.value
        #expect(outcomes.isEmpty)
        #expect(!action.isExecuting)
        #expect(action.latestError == nil)
    }

    /// A ``WorkInFlight`` waits for every run, and for the runs those start.
    @Test func workInFlightWaitsForRunsStartedByRuns() async {
        let work = WorkInFlight()
        let inner = Action<Int, Int> { value in
            await Task.yield()
            return value * 10
        }
        let outer = Action<Int, Int> { value in value + 1 }
        var delivered: [Int] = []
        WorkInFlight.$current.withValue(work) {
            outer.start(1) { result in
                inner.start((try? result.get()) ?? 0) { delivered.append((try? $0.get()) ?? 0) }
            }
        }
        #expect(delivered.isEmpty)
        await work.finished()
        #expect(delivered == [20])
    }

    @Test func keepsWorkingAfterAnError() async {
        let fail = Switch(true)
        let action = Action<Int, Int> { value in
            if fail.isOn { throw Boom() }
            return value
        }
        let failed = await action.apply(1)
        #expect(throws: Boom.self) { try failed?.get() }
        #expect(action.latestError is Boom)
        #expect(!action.isExecuting)
        #expect(action.isEnabled)
        fail.isOn = false
        #expect((try? await action.apply(2)?.get()) == 2)
        #expect(action.latestError == nil)
    }

    @Test func startsAtOnceAndForgetsItsError() async {
        let action = Action<Int, Int> { _ in throw Boom() }
        let run = action.start(1)
        #expect(action.isExecuting, "executing as soon as start returns, before the work runs")
        #expect(action.start(2) == nil, "refused while the first run is in flight")
        _ = await run?.value
        #expect(action.latestError is Boom)
        action.clearError()
        #expect(action.latestError == nil)
    }
}
