import Model

/// One way of putting pictures on the terminal after ncurses' frame — kitty's graphics protocol
/// (``KittyPictures``), kitty's placeholders through tmux (``KittyPlaceholderPictures``), sixel or iTerm2's inline
/// images (``CellPictures``). ``PixelPainter`` keeps which pictures a frame wants; a wire sends the difference.
@MainActor
protocol PictureWire: AnyObject {
    /// Whether pictures are drawn as text (placeholders), which text drawn later simply replaces.
    var drawsText: Bool { get }
    /// What to send on leaving, so that no picture outlives the app.
    var farewell: String { get }
    /// Whether the terminal already holds `image`, so that it needs no encoding.
    func holds(_ image: RGBImage) -> Bool
    /// Whether `image` is cheap enough to encode within the frame that shows it.
    func encodesInFrame(_ image: RGBImage) -> Bool
    /// A ready picture is wanted this frame; `wanted` are the others.
    func want(_ placement: PicturePlacement, among wanted: [PicturePlacement])
    /// After ncurses' frame: the bytes that show `ready` (the pictures wanted and encoded) where the last frame
    /// showed others.
    func frame(showing ready: [PicturePlacement]) -> [UInt8]
    /// The terminal was cleared or resized: nothing shown can be trusted.
    func forgetShown()
}
