import Dispatch
import Foundation
import Synchronization
import Testing
@testable import TerminalUI

struct WorkerPoolExecutorTests {
    @Test func runsWorkSideBySideUpToItsSize() async {
        let pool = WorkerPoolExecutor(threads: 2)
        let first = DispatchSemaphore(value: 0)
        let second = DispatchSemaphore(value: 0)
        let met = Mutex<[Bool]>([])
        let now = MonotonicCondition.now()
        // Each action waits for the other: they can only both finish when two workers run at once.
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            for (mine, theirs) in [(first, second), (second, first)] {
                _ = pool.schedule(at: now) {
                    mine.signal()
                    let metOther = theirs.wait(timeout: .now() + 10) == .success
                    if met.withLock({ $0.append(metOther); return $0.count }) == 2 { done.resume() }
                }
            }
        }
        #expect(met.withLock { $0 } == [true, true])
    }

    @Test func firesTimersInDeadlineOrder() async {
        let pool = WorkerPoolExecutor(threads: 2)
        let fired = Mutex<[String]>([])
        let start = MonotonicCondition.now()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            for (name, milliseconds) in [("b", 30), ("a", 10), ("c", 50)] {
                _ = pool.schedule(at: start + UInt64(milliseconds) * 1_000_000) {
                    let count = fired.withLock { $0.append(name); return $0.count }
                    if count == 3 { done.resume() }
                }
            }
        }
        #expect(fired.withLock { $0 } == ["a", "b", "c"])
        #expect(MonotonicCondition.now() >= start + 50_000_000)
    }

    @Test func dropsCancelledTimers() async {
        let pool = WorkerPoolExecutor(threads: 2)
        let fired = Mutex<[String]>([])
        let start = MonotonicCondition.now()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            let early = pool.schedule(at: start + 10_000_000) { fired.withLock { $0.append("cancelled") } }
            _ = pool.schedule(at: start + 30_000_000) {
                fired.withLock { $0.append("kept") }
                done.resume()
            }
            pool.cancelTimer(early)
        }
        #expect(fired.withLock { $0 } == ["kept"])
    }
}
