import FoundationEssentials

/// The searches done before, as the search screen uses them. ``SearchHistory`` (SQLite) is the real one; a test may
/// give its own.
public protocol SearchHistoryStore: Sendable {
    /// Keeps `text` as searched at `date`, without waiting for the write (the search is not delayed by the disk).
    func recordLater(_ text: String, at date: Date)
    /// The searches starting with `prefix` (or holding it anywhere), newest first.
    func searches(matching prefix: String, anywhere: Bool) -> [String]
}

extension SearchHistory: SearchHistoryStore {}
