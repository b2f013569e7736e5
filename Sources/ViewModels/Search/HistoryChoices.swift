import Model

/// The searches shown under the field while the history is walked: a few around the one in the field.
public struct HistoryChoices: Equatable, Sendable {
    /// How many show at once.
    public static let shown = 5

    /// The searches, newest first, each on one line and safe to print.
    public let entries: [String]
    /// Which of ``entries`` is in the field; `nil` while the field holds what was typed.
    public let selected: Int?
    /// How many searches match in all.
    public let total: Int

    /// The window of `matches` around `index`.
    init(matches: [String], index: Int?) {
        let start = max(0, min((index ?? 0) - HistoryChoices.shown / 2, matches.count - HistoryChoices.shown))
        entries = matches.dropFirst(start).prefix(HistoryChoices.shown).map(TerminalText.singleLine)
        selected = index.map { $0 - start }
        total = matches.count
    }
}
