import Model

extension PhotoPage {
    /// The results screen's title for this page's query and total: whose photos or which words, how many, the part
    /// shown where the source caps the list, and the order and licences when they are not the defaults.
    var resultsTitle: String {
        let words = TerminalText.singleLine(query.text)
        let owner = query.owner.map { "Photos by " + TerminalText.singleLine($0.name.isEmpty ? $0.id : $0.name) }
        var photos = [owner, words.isEmpty ? nil : "“\(words)”"].compactMap { $0 }.joined(separator: ", ") + " — \(total) photo\(total == 1 ? "" : "s")"
        if total > reachableTotal { photos += ", the first \(reachableTotal) shown (the source's limit)" }
        let filters = [
            query.sort == .relevance ? nil : query.sort.label,
            query.licenses.isEmpty ? nil : LicenseFilter(flickrIDs: query.licenses)?.label ?? "some licences",
        ].compactMap { $0 }
        return ([photos] + filters).joined(separator: " · ")
    }
}
