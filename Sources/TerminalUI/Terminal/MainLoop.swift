import Dispatch

/// The app's event loop: libdispatch's main queue, which runs the main actor's work, with a read source for each
/// descriptor watched (the terminal, the signal pipe) — nothing polls, and a key wakes the loop once.
public enum MainLoop {
    /// The sources watching descriptors, kept for as long as the app runs.
    @MainActor private static var sources: [Int32: any DispatchSourceRead] = [:]

    /// Serves the main queue for ever: the process ends by `exit`. Called from `main` with the work to do already on
    /// the main queue (a `Task` on the main actor).
    public static func run() -> Never {
        dispatchMain()
    }

    /// Has `arrived` told, on the main actor, each time input is waiting on `descriptor` (and whether its other end hung
    /// up: readable with nothing to read).
    @MainActor static func watch(_ descriptor: Int32, arrived: @escaping @MainActor (_ hungUp: Bool) -> Void) {
        let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
        source.setEventHandler {
            MainActor.assumeIsolated { arrived(sources[descriptor]?.data == 0) }
        }
        sources[descriptor] = source
        source.resume()
    }
}
