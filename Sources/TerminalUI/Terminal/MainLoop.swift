import CInputShim
import Glibc
import Model

/// The process's main thread, serving the main queue and the terminal itself, in place of `dispatchMain()`.
///
/// Written here for a measured figure: under `dispatchMain()` the main thread leaves, and the main queue's blocks run
/// on a pool thread woken for them, so a key woke two threads — one waiting on the terminal, then the pool thread that
/// read it and drew the frame (`/proc/PID/task/*/schedstat`: 48 and 73 µs of CPU for a key that changes nothing). Here
/// the main thread waits on both at once (``EventWait``), through the hooks libdispatch gives a run loop (the main
/// queue's eventfd, and the call that runs its blocks — CoreFoundation's run loop uses them under Linux): a key wakes
/// one thread, which reads it, handles it and draws.
public enum MainLoop {
    /// The wait, made when ``run()`` starts.
    nonisolated(unsafe) private static var wait: EventWait?
    /// Who is told of input on each watched descriptor.
    @MainActor private static var watchers: [Int32: @MainActor (_ hungUp: Bool) -> Void] = [:]

    /// Serves the main queue, and the descriptors ``watch(_:arrived:)`` names, on the main thread, for ever: the
    /// process ends by `exit`. Called from `main` in place of `dispatchMain()`, with the work to do already on the
    /// main queue (a `Task` on the main actor).
    public static func run() -> Never {
        precondition(flk_is_main_thread() != 0, "MainLoop.run() is for the main thread")
        let queue = flk_main_queue_handle()
        guard let wait = EventWait(queue: queue) else {
            _ = FileDescriptor.write("flickterm: cannot wait for events (no epoll set to spare)\n".utf8, to: STDERR_FILENO)
            exit(1)
        }
        MainLoop.wait = wait
        while true {
            MainActor.assumeIsolated {
                wait.next { event in
                    if let descriptor = event.descriptor { watchers[descriptor]?(event.hungUp) }
                }
            }
            // Also when only input came: what handling it put on the queue runs now, not after another wake-up.
            flk_main_queue_run()
        }
    }

    /// Has `arrived` told of each arrival on `descriptor` (and whether its other end hung up), on the main thread;
    /// false when it cannot be watched, or the loop is not running.
    @MainActor static func watch(_ descriptor: Int32, arrived: @escaping @MainActor (_ hungUp: Bool) -> Void) -> Bool {
        guard let wait, wait.watch(descriptor) else { return false }
        watchers[descriptor] = arrived
        return true
    }
}
