/// The lines the results screen shows beside its rows: none matched, the line under the rows (an error, the walk to
/// the end, more loading, the list's end), and the status line's key hints.
extension SearchResultsViewModel {
    public var emptyMessage: String? {
        guard items.isEmpty, !isLoadingMore else { return nil }
        return "No photos match." + (services.settings.keys.label([.newSearch], in: .results).map { " Press \($0) to search again." } ?? "")
    }

    public var listStatus: StatusLine? {
        if let errorMessage { return StatusLine(errorMessage + " — move down to retry", tone: .error) }
        if seekingEnd {
            let stop = services.settings.keys.label([.back], in: .results).map { " (\($0) stops)" } ?? ""
            return StatusLine("Going to the last of \(reachable): \(items.count) loaded…\(stop)", tone: .progress)
        }
        if isLoadingMore { return StatusLine("loading more…", tone: .hint) }
        return !hasMore && lastRowShown ? StatusLine("End of the list: \(items.count) photo\(items.count == 1 ? "" : "s")", tone: .hint) : nil
    }

    public var statusLine: StatusLine {
        actions.statusLine ?? (layout == .list ? hints.list : hints.grid)
    }

    /// The key hints under the rows in `layout`.
    static func hints(for layout: ResultsLayout, keys: KeyBindings, leaving unavailable: Set<KeyAction>) -> StatusLine {
        let hints: [(actions: [KeyAction], words: String)] = [
            ([.moveUp, .moveDown], "move"), ([.open], "open"), ([.fullScreen], "full"), ([.toggleView], layout == .list ? "grid" : "list"), ([.cycleSort], "sort"),
            ([.cycleLicense], "licence"), ([.download], "save"), ([.help], "help"), ([.back], "back"),
        ]
        return StatusLine(keys.hints(hints, in: .results, leaving: unavailable), tone: .hint)
    }
}
