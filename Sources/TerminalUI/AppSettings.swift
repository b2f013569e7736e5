import Model
import ViewModels

/// How the full-screen app looks and behaves: what the command line and the config file chose, the
/// defaults for what neither did.
public struct AppSettings: Sendable {
    /// Mouse wheel and clicks.
    public var mouse = false
    /// How photos are shown; `nil` detects what the terminal can do.
    public var images: ImageStyle?
    /// Sixel pictures dithered (Floyd–Steinberg); `nil`: where the terminal has fewer than 256 colour registers, whose
    /// gradients band into steps without it (with 256, dithering costs some 2.5 dB of PSNR for smoother shading).
    public var dither: Bool?
    /// The glyphs of photos drawn as a mosaic; `nil`: sextants where the terminal draws them, else quadrants.
    public var symbols: MosaicSymbols?
    /// How mosaic photos are coloured; `nil` detects what the terminal can do.
    public var colors: ColorMode?
    /// The colours of the chrome (`NO_COLOR` makes any theme monochrome); `nil`: the light theme where the terminal's
    /// background is light, else the default.
    public var theme: ThemeName?
    /// Unicode, or ASCII stand-ins for the chrome's characters and shades for photos (`--ascii`).
    public var glyphs = Glyphs.unicode
    /// Page size, order, licences and safety every new search starts with.
    public var searchDefaults = SearchDefaults()
    /// How results first show: the list or the contact sheet.
    public var startLayout = ResultsLayout.list
    /// How big the results' thumbnails are.
    public var thumbnailSize = ThumbnailSize.small
    /// Which keys do what (the config file's `[keys]` over the defaults).
    public var keys = KeyBindings.standard
    /// The full-screen viewer's slideshow.
    public var slideshow = SlideshowSettings()
    /// How long keys must rest before the picture of where they stopped is drawn.
    public var imageDelay = Duration.milliseconds(50)

    public init() {}
}
