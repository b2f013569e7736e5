import FoundationEssentials

/// A photo as the app knows it, whichever backend it came from.
///
/// Text fields hold what the source sent (they may carry HTML, entities or control characters);
/// sanitise with ``TerminalText`` before drawing.
public struct Photo: Sendable, Hashable, Identifiable, Codable {
    /// Opaque identifier, unique within its backend.
    public var id: String
    public var title: String
    /// Description as sent: plain text from the catalog, HTML from Flickr.
    public var description: String
    public var owner: PhotoOwner
    public var taken: Date?
    public var posted: Date?
    /// Identifier of the licence, resolved by ``PhotoSearchService/licenses()`` unless ``license`` is given.
    public var licenseID: String?
    /// The licence itself, where the source names it with each photo (Openverse, Commons).
    public var license: License?
    public var counts: PhotoCounts
    public var tags: [String]
    /// Image files available for the photo, smallest first.
    public var sizes: [PhotoSize]
    /// The photo's web page, when known.
    public var pageURL: URL?
    /// Attribution line to show with the photo, when the source provides one.
    public var credit: String?
    /// What the camera recorded, where the source's answer carried it (Commons' `extmetadata`); Flickr's is asked for
    /// apart (``PhotoSearchService/cameraDetails(photoID:)``).
    public var camera: CameraDetails?
    /// Which source found it ("Openverse", "Wikimedia Commons"); `nil` where the app's source is the only one.
    public var sourceName: String?

    public init(
        id: String, title: String = "", description: String = "", owner: PhotoOwner = PhotoOwner(),
        taken: Date? = nil, posted: Date? = nil, licenseID: String? = nil, counts: PhotoCounts = PhotoCounts(),
        tags: [String] = [], sizes: [PhotoSize] = [], pageURL: URL? = nil, credit: String? = nil,
        license: License? = nil, sourceName: String? = nil, camera: CameraDetails? = nil
    ) {
        self.camera = camera
        self.id = id
        self.title = title
        self.description = description
        self.owner = owner
        self.taken = taken
        self.posted = posted
        self.licenseID = licenseID
        self.counts = counts
        self.tags = tags
        self.sizes = sizes.sorted { $0.longestEdge < $1.longestEdge }
        self.pageURL = pageURL
        self.credit = credit
        self.license = license
        self.sourceName = sourceName
    }

    /// The sizes that show the whole photo (no square crop), smallest first.
    public var wholeSizes: [PhotoSize] {
        sizes.filter { !$0.isSquareCrop }
    }

    /// The square thumbnail (`q`, else `s`), or the smallest image there is.
    public var thumbnail: PhotoSize? {
        sizes.first { $0.suffix == "q" } ?? sizes.first { $0.suffix == "s" } ?? sizes.first
    }

    /// The image for a square tile of `side` pixels: the smallest square thumbnail that covers it (`s`, 75 pixels, for
    /// the list's small thumbnails: a quarter of the bytes and of the decoding of `q`'s 150), beyond 150 the smallest
    /// whole photo whose longest edge covers the tile (shown whole in it, never a crop scaled up), else the largest
    /// there is.
    public func thumbnail(covering side: Int) -> PhotoSize? {
        let square = thumbnail
        guard side > 150 || square.map({ !$0.isSquareCrop }) == true else {
            return sizes.first { $0.isSquareCrop && $0.longestEdge >= side } ?? square
        }
        let whole = wholeSizes
        return whole.first { $0.longestEdge >= side } ?? whole.last ?? square
    }
}
