import Model

/// What the person chose that the view models start from (the config file and the command line): every new search's
/// page size, order, licences and safety, how results first show, how big their thumbnails are, and which keys do what.
public struct ViewModelSettings: Sendable {
    /// Page size, order, licences and safety every new search starts with (the config file's).
    public var searchDefaults: SearchDefaults
    /// How results first show: the list, or the contact sheet (the config file's `view`).
    public var startLayout: ResultsLayout
    /// How big the results' thumbnails are (the config file's `thumbnail_size`).
    public var thumbnailSize: ThumbnailSize
    /// Which keys do what (the config file's `[keys]` over the defaults), for the hints the screens show.
    public var keys: KeyBindings
    /// The full-screen viewer's slideshow.
    public var slideshow: SlideshowSettings
    /// How long keys must rest before the picture of where they stopped is drawn (the config file's `image_delay`).
    public var imageDelay: Duration

    public init(
        searchDefaults: SearchDefaults = SearchDefaults(), startLayout: ResultsLayout = .list, thumbnailSize: ThumbnailSize = .small,
        keys: KeyBindings = .standard, slideshow: SlideshowSettings = SlideshowSettings(), imageDelay: Duration = .milliseconds(50)
    ) {
        self.imageDelay = imageDelay
        self.slideshow = slideshow
        self.searchDefaults = searchDefaults
        self.startLayout = startLayout
        self.thumbnailSize = thumbnailSize
        self.keys = keys
    }
}
