import Model

/// The search field's Up, Down and Ctrl-R: the searches done before, and on an empty field the source's suggestions.
extension SearchViewModel {
    public func historyOlderRequested() {
        if let taken = takenSuggestion { return takeSuggestion(taken - 1) }
        browse(older: true, anywhere: false)
    }

    public func historyNewerRequested() {
        if browsing == nil, !suggestions.isEmpty, takenSuggestion != nil || searchText.isEmpty {
            return takeSuggestion((takenSuggestion ?? -1) + 1)
        }
        browse(older: false, anywhere: false)
    }

    /// Puts suggestion `index` in the field; past either end, the field is empty again.
    private func takeSuggestion(_ index: Int) {
        let taken = suggestions.indices.contains(index) ? index : nil
        takenSuggestion = taken
        field = SearchField(text: taken.map { suggestions[$0] } ?? "")
    }
    public func historySearchRequested() { browse(older: true, anywhere: true) }

    /// Moves through the searches matching what was typed when browsing began (a change of kind starts over).
    private func browse(older: Bool, anywhere: Bool) {
        guard let history = services.history else { return }
        if browsing == nil, !anywhere, let searched = submittedText, searched == field.text {
            // Back from a search's results with its text still in the field: the field is that history entry,
            // so the walk goes on from it through every search (and below the newest, an empty field), as shells do.
            let all = history.searches(matching: "", anywhere: false)
            browsing = ("", false, all, all.firstIndex(of: searched))
        } else if browsing == nil || browsing?.anywhere != anywhere {
            let typed = browsing?.typed ?? field.text
            browsing = (typed, anywhere, history.searches(matching: typed, anywhere: anywhere).filter { $0 != typed }, nil)
        }
        guard var walk = browsing else { return }
        let next = older ? (walk.index.map { $0 + 1 } ?? 0) : (walk.index.map { $0 - 1 } ?? -1)
        if next >= walk.matches.count {
            let typed = TerminalText.singleLine(walk.typed)
            historyStatus = StatusLine(
                walk.matches.isEmpty ? (typed.isEmpty ? "No earlier searches" : "No earlier search \(anywhere ? "contains" : "starts with") “\(typed)”")
                    : walk.typed.isEmpty ? "No earlier searches" : "The oldest search that matches", tone: .notice
            )
            return
        }
        walk.index = next < 0 ? nil : next
        browsing = walk
        historyChoices = HistoryChoices(matches: walk.matches, index: walk.index)
        field = SearchField(text: walk.index.map { walk.matches[$0] } ?? walk.typed)
        historyStatus = walk.index.map {
            let hints: [(actions: [KeyAction], words: String)] = [([.historyOlder], "older"), ([.historyNewer], "newer"), ([.historySearch], "containing")]
            return StatusLine("History \($0 + 1) of \(walk.matches.count) · \(services.settings.keys.hints(hints, in: .search))  Enter search", tone: .hint)
        }
    }

    func stopBrowsing() {
        browsing = nil
        if takenSuggestion != nil { takenSuggestion = nil }
        if historyStatus != nil { historyStatus = nil }
        if historyChoices != nil { historyChoices = nil }
    }
}
