/// A flag that turns on only after a condition has held for a delay (the search's spinner).
@MainActor
final class DelayedFlag {
    private let clock: any Clock<Duration>
    private let delay: Duration
    private var timer: Task<Void, Never>?

    init(clock: any Clock<Duration>, delay: Duration) {
        self.clock = clock
        self.delay = delay
    }

    /// Calls `fire` once the delay has passed, unless ``stop()`` comes first; restarts a running delay.
    func start(_ fire: @escaping @MainActor () -> Void) {
        timer?.cancel()
        timer = Task { [clock, delay] in
            do {
                try await clock.sleep(for: delay)
            } catch {
                return
            }
            fire()
        }
    }

    /// Cancels a pending delay.
    func stop() {
        timer?.cancel()
        timer = nil
    }
}
