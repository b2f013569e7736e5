/// How the full-screen viewer plays the results as a slideshow: a photo every `seconds` (the config file's
/// `slideshow_seconds`, 5 by default), and whether opening the viewer starts it (`--slideshow N`).
public struct SlideshowSettings: Equatable, Sendable {
    /// The most seconds a photo stays.
    public static let longest = 3600

    public var seconds: Int
    public var playsOnOpening: Bool

    public init(seconds: Int = 5, playsOnOpening: Bool = false) {
        self.seconds = min(max(seconds, 1), SlideshowSettings.longest)
        self.playsOnOpening = playsOnOpening
    }
}
