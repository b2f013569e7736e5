/// When the rows' counts are fetched: once a row has stayed on screen for ``ResultItemViewModel/countsDelay``, in
/// rounds — each round fetches every row then due, and the next round comes no sooner than the delay after it — so
/// that scrolling through a list wakes the app about three times a second, not once for every row that passes.
///
/// One timer for the list, not one per row: a timer per row woke threads for every key while scrolling (arming it,
/// cancelling or firing it, and the hops of a task per row).
@MainActor
final class CountsRounds {
    private let clock: any Clock<Duration>
    private let delay: Duration
    /// Time on `clock` since the rounds were made.
    private let elapsed: () -> Duration
    /// The rows on screen whose counts are still unknown, and when they are due.
    private var waiting: [ObjectIdentifier: (row: ResultItemViewModel, due: Duration)] = [:]
    /// When the last round that fetched anything ran.
    private var lastRound: Duration?
    /// Asleep until the next round, while any row waits.
    private var timer: Task<Void, Never>?

    init(clock: any Clock<Duration>, delay: Duration = ResultItemViewModel.countsDelay) {
        self.clock = clock
        self.delay = delay
        elapsed = CountsRounds.stopwatch(clock)
    }

    /// `row` came on screen: its counts are fetched at the first round after it has stayed `delay`.
    func appeared(_ row: ResultItemViewModel) {
        guard row.needsCounts else { return }
        waiting[ObjectIdentifier(row)] = (row, elapsed() + delay)
        if timer == nil { startTimer() }
    }

    /// `row` left the screen before its round: it is not fetched.
    func left(_ row: ResultItemViewModel) {
        waiting[ObjectIdentifier(row)] = nil
    }

    private func startTimer() {
        timer = Task { [weak self, clock] in
            while let wait = self?.untilNextRound() {
                do {
                    try await clock.sleep(for: wait)
                } catch {
                    return
                }
                self?.fetchDue()
            }
            self?.timer = nil
        }
    }

    /// How long until the next round, `nil` when no row waits.
    private func untilNextRound() -> Duration? {
        guard let earliest = waiting.values.lazy.map(\.due).min() else { return nil }
        let next = lastRound.map { max(earliest, $0 + delay) } ?? earliest
        return max(next - elapsed(), .zero)
    }

    /// Fetches the counts of every row due by now.
    private func fetchDue() {
        let now = elapsed()
        let due = waiting.filter { $0.value.due <= now }
        guard !due.isEmpty else { return }
        lastRound = now
        for (id, entry) in due {
            waiting[id] = nil
            entry.row.countsDue()
        }
    }

    /// The time on `clock` since now, as a function (a clock's instants have its own type).
    private static func stopwatch<C: Clock<Duration>>(_ clock: C) -> () -> Duration {
        let start = clock.now
        return { start.duration(to: clock.now) }
    }
}
