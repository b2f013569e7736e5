/// The runs of every ``Action`` started while it is ``current`` — and of every action those runs start in turn — so
/// that whoever drives a view model's inputs (a test) can wait until all the work they set off has ended, instead of
/// yielding and hoping. The app runs without one.
@MainActor
public final class WorkInFlight {
    /// Where ``Action/start(_:then:)`` records its runs; a run's task inherits it, so work started from work is
    /// recorded too.
    @TaskLocal public static var current: WorkInFlight?

    private var runs: [Task<Void, Never>] = []

    public init() {}

    /// Records `run`.
    func started(_ run: Task<Void, Never>) {
        runs.append(run)
    }

    /// Returns once every run recorded so far, and every run recorded while waiting, has ended. Work asleep on a
    /// test clock never ends until the clock is advanced: advance it first.
    public func finished() async {
        while !runs.isEmpty {
            await runs.removeFirst().value
        }
    }
}
