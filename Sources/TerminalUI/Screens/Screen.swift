/// One full-screen view bound to a view model.
@MainActor
protocol Screen: AnyObject {
    /// Draws the whole screen from the view model's outputs (reading them is what the app observes).
    func draw(on canvas: Canvas)
    /// Handles a key; returns false when the screen does not use it (global keys then apply).
    func handle(_ key: Key) -> Bool
    /// Key hints for the help overlay: (keys, what they do).
    var help: [(String, String)] { get }
    /// True when printable keys belong to a text field, so `q`, `?` and `/` are typed, not obeyed.
    var capturesText: Bool { get }
    /// Called when the screen becomes the top one again.
    func appeared()
    /// Called when the screen is popped: let go of the view model.
    func unbind()
}

extension Screen {
    var capturesText: Bool { false }
    func appeared() {}
    func unbind() {}
}
