import ViewModels

/// One full-screen view bound to a view model: it draws the view model's outputs and turns keys into its
/// inputs; every decision and every text it shows comes from the view model.
@MainActor
protocol Screen: AnyObject {
    /// Draws the whole screen from the view model's outputs (reading them is what the app observes).
    /// Sends no input: drawing must not start work.
    func draw(on canvas: Canvas)
    /// Draws, after ``draw(on:)`` and outside the frame's observation, the parts observed each on their own (a results
    /// row): `changed` asks for a frame when one of them changes.
    func drawParts(on canvas: Canvas, changed: @escaping @MainActor () -> Void)
    /// Handles a key; returns false when the screen does not use it (global keys then apply).
    func handle(_ key: Key) -> Bool
    /// Where the screen's key bindings come from, the first tried first (the help overlay lists them).
    var keyContexts: [KeyContext] { get }
    /// The terminal is now `columns`×`rows` (sent when the screen comes on top and on every resize).
    func resized(columns: Int, rows: Int, cell: PictureCell)
    /// `/`: the view model pushes a new search.
    func newSearchRequested()
    /// Called when the screen becomes the top one again.
    func appeared()
    /// Called when the screen is popped: let go of the view model.
    func unbind()
    /// True when the screen draws only what changed since its last frame: the canvas then keeps what it drew.
    var keepsItsDrawing: Bool { get }
}

extension Screen {
    func drawParts(on canvas: Canvas, changed: @escaping @MainActor () -> Void) {}
    func appeared() {}
    func unbind() {}
    var keepsItsDrawing: Bool { false }

    /// What `key` does on this screen under `bindings`, its contexts tried in order.
    func action(for key: Key, in bindings: KeyBindings) -> KeyAction? {
        guard let name = key.name else { return nil }
        return keyContexts.lazy.compactMap { bindings.action(for: name, in: $0) }.first
    }
}
