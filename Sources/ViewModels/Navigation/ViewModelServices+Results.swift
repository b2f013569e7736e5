import Model

extension ViewModelServices {

    /// Runs `query` and shows its results on top of the current screen; throws what the search threw.
    func showResults(of query: SearchQuery, clock: any Clock<Duration>) async throws {
        let page = try await photos.search(query)
        try Task.checkCancellation()
        push(SearchResultsViewModel(firstPage: page, services: self, clock: clock, layout: startLayout))
    }
}
