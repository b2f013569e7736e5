import FoundationEssentials

extension License {
    /// Flickr's own licences, as `flickr.photos.licenses.getInfo` lists them: stable for years, so the app
    /// names them without a call (the list is fetched only for an id not here).
    public static let flickr: [License] = [
        ("0", "All Rights Reserved", ""),
        ("1", "Attribution-NonCommercial-ShareAlike License", "https://creativecommons.org/licenses/by-nc-sa/2.0/"),
        ("2", "Attribution-NonCommercial License", "https://creativecommons.org/licenses/by-nc/2.0/"),
        ("3", "Attribution-NonCommercial-NoDerivs License", "https://creativecommons.org/licenses/by-nc-nd/2.0/"),
        ("4", "Attribution License", "https://creativecommons.org/licenses/by/2.0/"),
        ("5", "Attribution-ShareAlike License", "https://creativecommons.org/licenses/by-sa/2.0/"),
        ("6", "Attribution-NoDerivs License", "https://creativecommons.org/licenses/by-nd/2.0/"),
        ("7", "No known copyright restrictions", "https://www.flickr.com/commons/usage/"),
        ("8", "United States Government Work", "http://www.usa.gov/copyright.shtml"),
        ("9", "Public Domain Dedication (CC0)", "https://creativecommons.org/publicdomain/zero/1.0/"),
        ("10", "Public Domain Mark", "https://creativecommons.org/publicdomain/mark/1.0/"),
    ].map { License(id: $0.0, name: $0.1, url: $0.2.isEmpty ? nil : URL(string: $0.2)) }

    /// Flickr's licence with id `id`, when it is one of ``flickr``.
    public static func flickr(id: String?) -> License? {
        id.flatMap { id in flickr.first { $0.id == id } }
    }
}
