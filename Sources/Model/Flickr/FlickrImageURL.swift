import FoundationEssentials

/// Flickr's static image URLs: building them from server and secret, and reading the size back out.
enum FlickrImageURL {
    /// Sizes whose files share the photo's public `secret`, so their URLs can be built (API-FACTS §8).
    /// Only the sizes a terminal can use are built: the square thumbnails (75 and 150), small, medium 640 and large 1024.
    static let buildableSuffixes = ["s", "q", "m", "z", "b"]

    /// Search `extras` name (`url_X`) → file suffix. `url_s` is the 240 px `_m` file, `url_m` the 500 px one.
    static let extraSuffixes: [(url: String, width: String, height: String, suffix: String)] = [
        ("sq", "s"), ("q", "q"), ("t", "t"), ("s", "m"), ("n", "n"), ("w", "w"), ("m", ""), ("z", "z"),
        ("c", "c"), ("l", "b"), ("h", "h"), ("k", "k"), ("o", "o"),
    ].map { extra, suffix in ("url_" + extra, "width_" + extra, "height_" + extra, suffix) }

    /// `{base}{server}/{id}_{secret}_{suffix}.jpg` for each buildable suffix, `base` ending in `/`.
    static func buildableSources(base: String, server: String, id: String, secret: String) -> [(suffix: String, source: String)] {
        let stem = base + QueryString.percentEncode(server) + "/" + QueryString.percentEncode(id) + "_"
            + QueryString.percentEncode(secret) + "_"
        return buildableSuffixes.map { ($0, stem + $0 + ".jpg") }
    }

    /// The size suffix in a file name such as `123_abc_q.jpg` (`""` for `123_abc.jpg`); `nil` when not an image.
    static func suffix(of source: String) -> String? {
        guard let file = source.split(separator: "/").last, let dot = file.lastIndex(of: ".") else { return nil }
        guard ["jpg", "jpeg", "png", "gif"].contains(file[file.index(after: dot)...].lowercased()) else { return nil }
        let name = file[..<dot]
        guard let last = name.split(separator: "_").last, name.contains("_") else { return nil }
        return PhotoSize.nominalEdge[String(last)] != nil ? String(last) : ""
    }

    /// The sizes a Flickr file's URL (`…/{server}/{id}_{secret}[_suffix].jpg`) lets one build beside itself: the
    /// squares and the 240-pixel size always exist; 640 only where the file is the 1,024 (which exists only when 640
    /// does). `nil` when the name is not Flickr's pattern.
    static func sizes(derivedFrom url: String) -> [PhotoSize]? {
        guard let slash = url.lastIndex(of: "/"), url.hasPrefix("https://") || url.hasPrefix("http://") else { return nil }
        let folder = url[...slash], file = url[url.index(after: slash)...]
        guard file.hasSuffix(".jpg") else { return nil }
        let parts = file.dropLast(4).split(separator: "_", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), parts[0].allSatisfy(\.isHexDigit), !parts[0].isEmpty,
              parts[1].allSatisfy(\.isHexDigit), !parts[1].isEmpty else { return nil }
        let own = parts.count == 3 ? String(parts[2]) : ""
        guard PhotoSize.nominalEdge[own] != nil else { return nil }
        let stem = folder + parts[0] + "_" + parts[1]
        var suffixes = ["s", "q", "m"]
        if own == "b" { suffixes.append("z") }
        if !suffixes.contains(own) { suffixes.append(own) }
        return suffixes.map { PhotoSize(suffix: $0, width: nil, height: nil, source: stem + ($0.isEmpty ? "" : "_" + $0) + ".jpg") }
    }
}
