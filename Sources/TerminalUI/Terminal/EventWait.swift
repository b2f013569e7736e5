import CInputShim
import Glibc

/// One wait for everything the main thread serves (``MainLoop``): the main dispatch queue's blocks, and input on the
/// descriptors watched (the terminal: keys, a paste, its answers to questions), in one epoll set.
///
/// Watched descriptors are edge-triggered: each arrival is told once, whether or not what came before was read, so
/// nothing is armed again between keys. The queue is level-triggered: due until its blocks have run.
final class EventWait: Sendable {
    /// What is due after a wait.
    struct Due: Equatable {
        /// The watched descriptor input arrived on; `nil` for the queue.
        let descriptor: Int32?
        /// The descriptor's other end closed (the terminal hung up), or it failed.
        let hungUp: Bool
    }

    private let wait: Int32
    private let queue: Int32

    /// A wait on `queue`, an eventfd that is readable while blocks are due (the main queue's handle; -1 for none).
    /// `nil` when the system has no epoll set to spare.
    init?(queue: Int32) {
        wait = flk_wait_open(queue)
        guard wait >= 0 else { return nil }
        self.queue = queue
    }

    deinit {
        close(wait)
    }

    /// Watches `descriptor` for input; false when it cannot be watched.
    func watch(_ descriptor: Int32) -> Bool {
        flk_wait_watch(wait, descriptor) == 0
    }

    /// Blocks until something is due and tells `each` of it; nothing when a signal cut the wait short. The queue's
    /// handle is read (reset) when it is due: its blocks are the caller's to run. (No array a wait: it is every key's.)
    func next(_ each: (Due) -> Void) {
        withUnsafeTemporaryAllocation(of: flk_due.self, capacity: 4) { due in
            let count = flk_wait_next(wait, queue, due.baseAddress, Int32(due.count))
            for event in due.prefix(Int(max(count, 0))) {
                each(Due(descriptor: event.descriptor == queue ? nil : event.descriptor, hungUp: event.hungUp != 0))
            }
        }
    }
}
