import Glibc

/// A mutex and condition variable whose timed waits run on `CLOCK_MONOTONIC`, so a change of the wall
/// clock neither wakes a waiter early nor holds it late. Deadlines are nanoseconds on that clock.
final class MonotonicCondition: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        pthread_mutex_init(mutex, nil)
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        pthread_cond_init(condition, &attributes)
        pthread_condattr_destroy(&attributes)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Now on `CLOCK_MONOTONIC`, in nanoseconds.
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// The deadline `nanoseconds` from now; the furthest one there is when that is beyond the clock's range.
    static func deadline(after nanoseconds: UInt64) -> UInt64 {
        let (deadline, overflow) = now().addingReportingOverflow(nanoseconds)
        return overflow ? .max : deadline
    }

    func lock() { pthread_mutex_lock(mutex) }
    func unlock() { pthread_mutex_unlock(mutex) }
    func signal() { pthread_cond_signal(condition) }

    /// Waits (the lock held) until signalled, or until `deadline` when there is one.
    func wait(until deadline: UInt64?) {
        guard let deadline else {
            pthread_cond_wait(condition, mutex)
            return
        }
        var time = timespec(tv_sec: Int(deadline / 1_000_000_000), tv_nsec: Int(deadline % 1_000_000_000))
        pthread_cond_timedwait(condition, mutex, &time)
    }
}
