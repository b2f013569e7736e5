/// Moves between screens: a view model pushes the next one's view model, and pops itself to go back; the last one
/// popped ends the app.
@MainActor
public protocol Navigator: AnyObject {
    /// Shows the screen for `viewModel` on top of the current one.
    func push(_ viewModel: any NavigableViewModel)
    /// Leaves the current screen.
    func pop()
    /// A screen lies under the current one (leaving it goes back there, not out of the app).
    var canGoBack: Bool { get }
}
