import CConcurrencyHooks
import Foundation

/// The app's global executor for Swift concurrency: a few worker threads that block on a condition
/// variable when there is nothing to run, and timers kept in the pool itself (see ``WorkerPoolClock``).
///
/// An idle app therefore makes no wake-ups at all. The runtime's own executor hands work to libdispatch's
/// worker pool, whose monitor timer fires every second for the rest of the process once one job has run
/// there. ``install()`` makes this pool the global executor; jobs run in the order they come.
public final class WorkerPoolExecutor: @unchecked Sendable {
    /// The executor the runtime's global jobs run on after ``install()``, and the one timers run on.
    public static let shared = WorkerPoolExecutor()

    /// A pending timer, for ``cancelTimer(_:)``.
    struct TimerID: Equatable { fileprivate let number: UInt64 }

    private struct Timer {
        let id: TimerID
        let deadline: UInt64
        let action: @Sendable () -> Void
    }

    /// The runtime's generic executor (no actor, no task-executor preference): the isolation a global job
    /// expects to run with. `UnownedSerialExecutor` has no public way to spell it; it is two null words.
    private static let generic = unsafeBitCast((0, 0), to: UnownedSerialExecutor.self)

    private let condition = MonotonicCondition()
    private let maximumThreads: Int
    // Everything below is guarded by `condition`.
    private var ready: [UnownedJob] = []
    private var nextReady = 0
    /// Earliest deadline (nanoseconds on `CLOCK_MONOTONIC`) first.
    private var timers: [Timer] = []
    private var timerCount: UInt64 = 0
    private var threads = 0
    /// Workers blocked in `wait`, not counting those already signalled.
    private var idleThreads = 0
    /// Signals sent and not yet taken by a waking worker.
    private var pendingSignals = 0

    /// A pool of at most `threads` workers, started as work arrives.
    public init(threads: Int = max(2, ProcessInfo.processInfo.activeProcessorCount)) {
        maximumThreads = threads
    }

    /// Runs a global job (one bound to no actor) as soon as a worker is free.
    func schedule(_ job: UnownedJob) {
        condition.lock()
        ready.append(job)
        wakeOrStartWorker()
        condition.unlock()
    }

    /// Runs `action` on a worker once `CLOCK_MONOTONIC` reaches `deadline` (nanoseconds), unless the timer
    /// is cancelled first.
    func schedule(at deadline: UInt64, _ action: @escaping @Sendable () -> Void) -> TimerID {
        condition.lock()
        defer { condition.unlock() }
        timerCount += 1
        let id = TimerID(number: timerCount)
        let index = timers.firstIndex { $0.deadline > deadline } ?? timers.endIndex
        timers.insert(Timer(id: id, deadline: deadline, action: action), at: index)
        // A new earliest deadline: an idle worker must wait for it instead of the old one.
        if index == 0 { wakeOrStartWorker() }
        return id
    }

    /// Drops a timer that has not fired; a worker waiting for it wakes at the next one instead.
    func cancelTimer(_ id: TimerID) {
        condition.lock()
        timers.removeAll { $0.id == id }
        condition.unlock()
    }

    private func wakeOrStartWorker() {
        if idleThreads > 0 {
            idleThreads -= 1
            pendingSignals += 1
            condition.signal()
        } else if threads < maximumThreads {
            threads += 1
            // Workers hold the pool: once it has run something it lives, idle, as long as the process.
            Thread { [self] in work() }.start()
        }
    }

    /// After a worker has taken something: another worker for what can run now, or, when every worker is
    /// busy, one to wait for the next timer.
    private func handOnRemainingWork(now: UInt64) {
        let runnable = nextReady < ready.count || timers.first.map { $0.deadline <= now } == true
        if runnable || (!timers.isEmpty && idleThreads == 0) { wakeOrStartWorker() }
    }

    private func work() {
        Thread.current.name = "flickterm-pool"
        condition.lock()
        while true {
            let now = MonotonicCondition.now()
            if let timer = timers.first, timer.deadline <= now {
                timers.removeFirst()
                handOnRemainingWork(now: now)
                condition.unlock()
                timer.action()
                condition.lock()
                continue
            }
            if nextReady < ready.count {
                let job = ready[nextReady]
                nextReady += 1
                if nextReady == ready.count {
                    ready.removeAll(keepingCapacity: true)
                    nextReady = 0
                } else if nextReady >= 1024, nextReady * 2 >= ready.count {
                    // A queue that never drains still drops what it has run.
                    ready.removeFirst(nextReady)
                    nextReady = 0
                }
                handOnRemainingWork(now: now)
                condition.unlock()
                job.runSynchronously(on: WorkerPoolExecutor.generic)
                condition.lock()
                continue
            }
            idleThreads += 1
            condition.wait(until: timers.first?.deadline)
            if pendingSignals > 0 { pendingSignals -= 1 } else { idleThreads -= 1 }
        }
    }
}

extension WorkerPoolExecutor {
    private typealias Enqueue = @convention(thin) (UnownedJob) -> Void
    private typealias EnqueueHook = @convention(thin) (UnownedJob, Enqueue) -> Void

    /// Makes ``shared`` the runtime's global executor: every job not bound to an actor runs there from now
    /// on. Call it first thing in `main`, before any task exists, since one job run by the Dispatch pool is
    /// enough to start its monitor. (Sleeps do not pass through this hook; ``WorkerPoolClock`` keeps them
    /// in the pool too.)
    public static func install() {
        let enqueue: EnqueueHook = { job, _ in WorkerPoolExecutor.shared.schedule(job) }
        cch_enqueue_global_hook().pointee = unsafeBitCast(enqueue, to: UnsafeMutableRawPointer.self)
    }
}
