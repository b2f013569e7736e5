import Foundation

/// The root of a Flickr answer whose payload sits under one key.
protocol FlickrPayload {
    /// The key beside `stat` that holds the payload (`photos`, `photo`, `sizes`, …).
    static var rootKey: String { get }
    init(from container: KeyedDecodingContainer<JSONKey>, context: FlickrDecodingContext) throws
}

/// What payload decoders need beyond the JSON: where images live.
struct FlickrDecodingContext: Sendable {
    static let userInfoKey = CodingUserInfoKey(rawValue: "flickterm.flickr.context")!
    var imageBaseURL: URL
}

/// `{"stat": "ok", "<rootKey>": {…}}` or `{"stat": "fail", "code": N, "message": "…"}`.
struct FlickrEnvelope<Payload: FlickrPayload>: Decodable {
    let payload: Payload

    init(from decoder: any Decoder) throws {
        let root = try decoder.container(keyedBy: JSONKey.self)
        let stat = root.lenientString("stat")
        if stat == "fail" {
            throw FlickrError.api(code: root.lenientInt("code") ?? 0, message: root.lenientString("message") ?? "")
        }
        guard stat == "ok" else { throw FlickrError.malformed("no \"stat\" member") }
        guard let body = root.object(Payload.rootKey) else {
            throw FlickrError.malformed("no \"\(Payload.rootKey)\" object")
        }
        guard let context = decoder.userInfo[FlickrDecodingContext.userInfoKey] as? FlickrDecodingContext else {
            throw FlickrError.malformed("decoder has no context")
        }
        payload = try Payload(from: body, context: context)
    }
}
