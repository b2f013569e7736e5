/// The image members of a photo object: the `url_X`/`width_X`/`height_X` extras it carries, and the
/// `server` and `secret` from which the other URLs can be built.
struct FlickrImageFields {
    /// One `url_X` extra: the file's suffix, URL and (int-or-string) size.
    struct Listed {
        let suffix: String
        let source: String
        let width: Int?
        let height: Int?
    }

    let listed: [Listed]
    let server: String?
    let secret: String?

    init(_ container: KeyedDecodingContainer<FlickrKey>) throws {
        listed = try FlickrImageURL.extraSuffixes.compactMap { keys in
            guard let source = try container.text(keys.url), !source.isEmpty else { return nil }
            return Listed(suffix: keys.suffix, source: source, width: try container.integer(keys.width), height: try container.integer(keys.height))
        }
        server = try container.text("server")
        secret = try container.text("secret")
    }
}
