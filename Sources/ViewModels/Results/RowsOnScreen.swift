/// Which of the results' rows are on screen and which make the next screen, each row told as it comes or goes: one on
/// screen fetches its thumbnail and, after a moment, its counts; one on the next screen fetches its thumbnail ahead —
/// once no row on screen is still fetching its own: a host over HTTP/1.1 takes six fetches at a time, and the next
/// screen's, started alongside, took slots a row on screen then waited a round trip for.
///
/// A class, so that a row told something may call back into the list (``showUpcoming(of:)``) while it is told.
@MainActor
final class RowsOnScreen {
    /// The rows told they are on screen, and those told they are on the next screen.
    private var visible: Range<Int> = 0..<0
    private var upcoming: Range<Int> = 0..<0
    /// When the counts of the rows on screen are fetched.
    private let counts: CountsRounds

    init(counts: CountsRounds) {
        self.counts = counts
    }

    /// Makes `range` of `rows` the rows on screen, and the screenful after it the upcoming ones
    /// (``showUpcoming(of:)``): those that left and those that came are told.
    func show(_ range: Range<Int>, of rows: [ResultItemViewModel]) {
        for index in visible where !range.contains(index) && index < rows.count {
            rows[index].visibilityChanged(false)
            counts.left(rows[index])
        }
        for index in range where !visible.contains(index) {
            rows[index].visibilityChanged(true)
            counts.appeared(rows[index])
        }
        visible = range
        showUpcoming(of: rows)
    }

    /// Makes the screenful after the rows on screen the upcoming ones, once no row on screen is still fetching its
    /// thumbnail; until then, only those upcoming already stay so.
    func showUpcoming(of rows: [ResultItemViewModel]) {
        let next = visible.isEmpty ? 0..<0 : visible.upperBound..<min(visible.upperBound + visible.count, rows.count)
        let waiting = visible.contains { $0 < rows.count && rows[$0].isFetchingThumbnail }
        let shown = waiting ? upcoming.clamped(to: next) : next
        for index in upcoming where !shown.contains(index) && index < rows.count { rows[index].upcomingChanged(false) }
        for index in shown where !upcoming.contains(index) { rows[index].upcomingChanged(true) }
        upcoming = shown
    }
}
