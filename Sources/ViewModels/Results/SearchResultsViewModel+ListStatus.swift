/// The lines the results screen shows where rows are missing: none matched, and the line under the rows (an error,
/// the walk to the end, more loading, the list's end).
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
}
