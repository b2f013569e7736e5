import Model

extension SearchResultsViewModel {
    public func openInBrowserPressed() { selectedPhoto.map(actions.openInBrowser) }
    public func copyLinkPressed() { selectedPhoto.map(actions.copyLink) }
    public func downloadPressed() { selectedPhoto.map { actions.download($0, license: nil) } }
    public func noticeDismissed() { actions.dismissNotice() }

    /// The selected row's photo; `nil` without rows.
    var selectedPhoto: Photo? { selectedIndex.map { items[$0].photo } }
}
