import Model

extension ViewModelServices {

    /// Shows the results starting with `page` on top of the current screen.
    func showResults(_ page: PhotoPage, clock: any Clock<Duration>) {
        push(SearchResultsViewModel(firstPage: page, services: self, clock: clock, layout: settings.startLayout))
    }
}
