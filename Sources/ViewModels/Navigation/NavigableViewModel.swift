/// A view model that can be pushed as a screen. Every one of them answers the global "new search" key
/// by pushing a fresh ``SearchViewModel``, so that view models alone create view models.
@MainActor
public protocol NavigableViewModel: AnyObject {
    /// `/` from anywhere: a new search on top.
    func newSearchRequested()
}
