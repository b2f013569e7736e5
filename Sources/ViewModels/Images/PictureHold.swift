import Observation

/// Keeps the picture on screen while keys move on faster than pictures can be drawn (← held in the viewer, ↓ beside
/// the preview pane): the text follows every key at once, the picture of where the keys stopped comes once they have
/// rested for the delay (yazi's `image_delay`), and none in between is drawn — no stale picture waits its turn.
@MainActor
@Observable
final class PictureHold {
    /// The picture held on screen; `nil` when the current one shows.
    private(set) var held: ImageState?

    @ObservationIgnored private let clock: any Clock<Duration>
    @ObservationIgnored private let delay: Duration
    @ObservationIgnored private var release: Task<Void, Never>?

    init(clock: any Clock<Duration>, delay: Duration) {
        self.clock = clock
        self.delay = delay
    }

    /// A key moved on from the picture `showing`: it stays until the keys rest; none with no delay.
    func moved(from showing: ImageState) {
        guard delay > .zero else { return }
        if held == nil { held = showing }
        release?.cancel()
        release = Task { [weak self, clock, delay] in
            do { try await clock.sleep(for: delay) } catch { return }
            self?.held = nil
        }
    }

    /// Stops holding (the screen is left).
    func cancel() {
        release?.cancel()
        release = nil
    }
}
