import Model

extension ViewModelServices {
    /// A search for `text` (or for `owner`'s photos) from the first page, with the page size, order, licences and
    /// safety every kind of search starts from (``searchDefaults``).
    func newSearch(_ text: String, owner: PhotoOwner? = nil) -> SearchQuery {
        var query = searchDefaults
        (query.text, query.owner) = (text, owner)
        return query.page(1)
    }

    /// Runs `query` and shows its results on top of the current screen; throws what the search threw.
    func showResults(of query: SearchQuery, clock: any Clock<Duration>) async throws {
        let page = try await photos.search(query)
        try Task.checkCancellation()
        push(SearchResultsViewModel(firstPage: page, services: self, clock: clock, layout: startLayout))
    }
}
