/// Just the `stat` of a Flickr answer: decoding throws the ``FlickrError`` of a `stat=fail` body and
/// succeeds for any other, so a transport can check whatever body it is handed.
struct FlickrStatus: Decodable {
    init(from decoder: any Decoder) throws {
        guard let root = try? decoder.container(keyedBy: FlickrKey.self), try root.text("stat") == "fail" else { return }
        try FlickrStatus.check(root)
    }

    /// Throws the ``FlickrError`` for `stat=fail`, or for an answer with no `stat` at all.
    static func check(_ root: KeyedDecodingContainer<FlickrKey>) throws {
        let stat = try root.text("stat")
        if stat == "fail" { throw FlickrError.api(code: try root.integer("code") ?? 0, message: try root.text("message") ?? "") }
        guard stat == "ok" else { throw FlickrError.malformed("no \"stat\" member") }
    }
}
