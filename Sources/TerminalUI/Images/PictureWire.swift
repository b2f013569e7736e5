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
    /// The canvas moved what `rows` show up by `lines` (down when negative).
    func scroll(rows: Range<Int>, by lines: Int)
    /// Before ncurses' frame: what goes to the terminal ahead of it (the scrolls a wire sends itself).
    func beforeFrame() -> [UInt8]
}

/// Kitty's pictures are placed by id or drawn as text: scrolls are ncurses' to send.
extension PictureWire {
    func scroll(rows: Range<Int>, by lines: Int) {}
    func beforeFrame() -> [UInt8] { [] }
}
