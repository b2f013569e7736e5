import CFileShim
import CInputShim
import Dispatch
import Glibc

/// Tells the main queue when the terminal has sent something (keys, a paste, its answers to questions), from a thread
/// of its own that waits on the terminal and reads nothing: the main queue reads what came, whole.
///
/// Written here rather than a `DispatchSource` read source, for a measured figure: on Linux that source costs three
/// wake-ups a key — libdispatch's manager thread sees the input and wakes a worker, which reads it and wakes the manager
/// again to arm the source anew (strace). Here a key is two: this thread, then the worker that runs the main queue. The
/// wait is edge-triggered (`flk_input_wait`), so nothing is armed again between keys.
final class TerminalInputWatch: Sendable {
    private let watch: Int32
    private let arrived: @MainActor @Sendable (_ hungUp: Bool) -> Void

    /// Starts watching `descriptor`; `arrived` runs on the main queue after each arrival, told whether the terminal
    /// is gone (hung up). `nil` when the descriptor cannot be watched.
    static func start(_ descriptor: Int32, arrived: @escaping @MainActor @Sendable (_ hungUp: Bool) -> Void) -> TerminalInputWatch? {
        let watch = flk_input_watch(descriptor)
        guard watch >= 0 else { return nil }
        let watcher = TerminalInputWatch(watch: watch, arrived: arrived)
        var thread = pthread_t()
        let context = Unmanaged.passRetained(watcher).toOpaque()
        let started = pthread_create(&thread, nil, { context in
            Unmanaged<TerminalInputWatch>.fromOpaque(context!).takeRetainedValue().waitForInput()
            return nil
        }, context)
        guard started == 0 else {
            Unmanaged<TerminalInputWatch>.fromOpaque(context).release()
            return nil
        }
        pthread_detach(thread)
        return watcher
    }

    private init(watch: Int32, arrived: @escaping @MainActor @Sendable (_ hungUp: Bool) -> Void) {
        self.watch = watch
        self.arrived = arrived
    }

    deinit {
        close(watch)
    }

    /// The thread's life: wait, tell, until the terminal hangs up.
    private func waitForInput() {
        flk_name_thread("flickterm-input")
        flk_input_thread_block_signals()
        while true {
            let outcome = flk_input_wait(watch)
            guard outcome > 0 else { return }
            let hungUp = outcome == 2
            let arrived = self.arrived
            DispatchQueue.main.async { MainActor.assumeIsolated { arrived(hungUp) } }
            if hungUp { return }
        }
    }
}
