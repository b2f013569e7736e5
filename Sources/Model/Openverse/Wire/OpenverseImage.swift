/// One image of an Openverse search or detail answer. Fields are absent or `null` depending on the year it was
/// answered (2022 search results have no `attribution`, `width`, `height`), so every one but the id is optional.
struct OpenverseImage: Decodable {
    let id: String
    let title: String?
    let foreignLandingURL: String?
    let creator: String?
    let creatorURL: String?
    /// The provider's own file (for Flickr usually the 1,024-pixel `_b.jpg`).
    let url: String?
    let license: String?
    let licenseVersion: String?
    let licenseURL: String?
    let provider: String?
    let source: String?
    /// Absent for some providers; each tag's `accuracy` is absent, `null` or a float.
    let tags: [Lossy<OpenverseTag>]?
    /// Openverse's own proxy (600 pixels), which counts against its thumbnail limit.
    let thumbnail: String?
    let attribution: String?
    let width: Int?
    let height: Int?

    enum CodingKeys: String, CodingKey {
        case id, title, creator, url, license, provider, source, tags, thumbnail, attribution, width, height
        case foreignLandingURL = "foreign_landing_url", creatorURL = "creator_url", licenseVersion = "license_version"
        case licenseURL = "license_url"
    }
}

/// One tag of an Openverse image: its name; its accuracy (a float for machine tags) is not used.
struct OpenverseTag: Decodable {
    let name: String
}
