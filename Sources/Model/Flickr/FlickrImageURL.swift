import Foundation

/// Flickr's static image URLs: building them from server and secret, and reading the size back out.
enum FlickrImageURL {
    /// Sizes whose files share the photo's public `secret`, so their URLs can be built (API-FACTS §8).
    static let buildableSuffixes = ["s", "q", "t", "m", "n", "w", "", "z", "c", "b"]

    /// Search `extras` name (`url_X`) → file suffix. `url_s` is the 240 px `_m` file, `url_m` the 500 px one.
    static let extraSuffixes: [(extra: String, suffix: String)] = [
        ("sq", "s"), ("q", "q"), ("t", "t"), ("s", "m"), ("n", "n"), ("w", "w"), ("m", ""), ("z", "z"),
        ("c", "c"), ("l", "b"), ("h", "h"), ("k", "k"), ("o", "o"),
    ]

    /// `{base}{server}/{id}_{secret}[_{suffix}].jpg`
    static func url(base: URL, server: String, id: String, secret: String, suffix: String) -> URL? {
        let name = suffix.isEmpty ? "\(id)_\(secret).jpg" : "\(id)_\(secret)_\(suffix).jpg"
        return URL(string: QueryString.percentEncode(server) + "/" + QueryString.percentEncode(name), relativeTo: base)?
            .absoluteURL
    }

    /// The size suffix in a file name such as `123_abc_q.jpg` (`""` for `123_abc.jpg`); `nil` when not an image.
    static func suffix(of url: URL) -> String? {
        guard ["jpg", "jpeg", "png", "gif"].contains(url.pathExtension.lowercased()) else { return nil }
        let name = url.deletingPathExtension().lastPathComponent
        guard let last = name.split(separator: "_").last, name.contains("_") else { return nil }
        return PhotoSize.nominalEdge[String(last)] != nil ? String(last) : ""
    }
}
