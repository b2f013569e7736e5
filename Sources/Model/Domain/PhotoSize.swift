import FoundationEssentials

/// One image file of a photo, named by its Flickr size suffix (or another source's kind: ``nominalEdge``).
public struct PhotoSize: Sendable, Hashable, Codable {
    /// Flickr's size suffix: `s`, `q`, `t`, `m`, `n`, `w`, `""` (500 px), `z`, `c`, `b`, `h`, `k`, `o`, …
    public var suffix: String
    public var width: Int?
    public var height: Int?
    /// Where the file is, as sent (`https://…`, `file://…`); parsed on demand by ``url``, since
    /// building URLs up front dominated the decoding of a results page.
    public var source: String

    public init(suffix: String, width: Int?, height: Int?, source: String) {
        self.suffix = suffix
        self.width = width
        self.height = height
        self.source = source
    }

    /// True for Flickr's square sizes (`s`, 75 px, and `q`, 150 px): centre crops, fit only for square tiles,
    /// never for showing the photo.
    public var isSquareCrop: Bool { suffix == "s" || suffix == "q" }

    /// The file's URL; `nil` when the source is not a valid URL.
    public var url: URL? { URL(string: source) }

    /// The longest edge in pixels: measured when known, else the nominal edge of the suffix.
    public var longestEdge: Int {
        if let width, let height { return max(width, height) }
        return PhotoSize.nominalEdge[suffix] ?? 0
    }

    /// Nominal longest edge of each Flickr size suffix, and of the other sources' kinds: `thumb` (Openverse's
    /// 600-pixel proxy) and `original` (a provider's own file, of unknown size).
    public static let nominalEdge: [String: Int] = [
        "s": 75, "q": 150, "t": 100, "m": 240, "n": 320, "w": 400, "": 500, "z": 640, "c": 800,
        "b": 1024, "h": 1600, "k": 2048, "3k": 3072, "4k": 4096, "f": 4096, "5k": 5120, "6k": 6144, "o": Int.max,
        "thumb": 600, "original": Int.max,
    ]
}
