import Observation

/// Records every value an output takes, as Kickstarter's `TestObserver` does for signals, over Observation:
/// each change is seen as it is about to happen (so the value it replaces is recorded), and the value now
/// ends the history. Values that flip and flip back within one step are all kept; a value set again to
/// itself is recorded once.
@MainActor
final class OutputRecorder<Value: Equatable> {
    private let read: @MainActor () -> Value
    private var recorded: [Value] = []

    init(_ read: @escaping @MainActor () -> Value) {
        self.read = read
        observe()
    }

    /// Every value so far, oldest first, ending with the current one.
    var values: [Value] {
        let now = read()
        return recorded.last == now ? recorded : recorded + [now]
    }

    private func observe() {
        let value = withObservationTracking {
            read()
        } onChange: { [weak self] in
            MainActor.assumeIsolated { self?.observe() }
        }
        if recorded.last != value { recorded.append(value) }
    }
}
