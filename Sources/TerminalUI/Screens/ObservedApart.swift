import Observation

/// Parts of a frame observed each on its own, outside the frame's observation (a results row, the status bar, the
/// app's own outputs): a part runs under observation the first time and after each change it saw, and plainly in
/// between — nothing it read changed, so it reads nothing new — so a frame neither reads twice nor registers and
/// cancels what did not change. A part's reads must depend only on what it observes.
@MainActor
final class ObservedApart<Part: Hashable & Sendable> {
    /// The parts whose observation is on.
    private var observing: Set<Part> = []

    /// Runs `draw` for `part`; `changed` is called once, with `part`, when something it read under observation changes.
    func run<Result>(_ part: Part, changed: @escaping @MainActor (Part) -> Void, _ draw: () -> Result) -> Result {
        guard !observing.contains(part) else { return draw() }
        observing.insert(part)
        return withObservationTracking(draw) {
            // View models are main-actor isolated: their changes, and this call, happen on the main actor.
            MainActor.assumeIsolated { [weak self] in
                self?.observing.remove(part)
                changed(part)
            }
        }
    }
}
