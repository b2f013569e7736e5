import Foundation

/// The payload of a Flickr answer, which sits under one key beside `stat`.
protocol FlickrPayload {
    /// The key beside `stat` that holds the payload (`photos`, `photo`, `sizes`, …).
    static var rootKey: String { get }
    init(from container: JSONValue, context: FlickrDecodingContext) throws
}

/// What payload decoders need beyond the JSON: where images live.
struct FlickrDecodingContext: Sendable {
    /// Where `{server}/{id}_{secret}_{suffix}.jpg` paths are resolved, ending in `/`.
    var imageBase: String
}

/// `{"stat": "ok", "<rootKey>": {…}}` or `{"stat": "fail", "code": N, "message": "…"}`.
enum FlickrEnvelope {
    /// The payload object of `root`, or the ``FlickrError`` the answer stands for.
    static func payload<Payload: FlickrPayload>(_ type: Payload.Type, in root: JSONValue) throws -> JSONValue {
        guard root.isObject else { throw FlickrError.malformed("the answer is not a JSON object") }
        let stat = root["stat"]?.text
        if stat == "fail" {
            throw FlickrError.api(code: root["code"]?.integer ?? 0, message: root["message"]?.text ?? "")
        }
        guard stat == "ok" else { throw FlickrError.malformed("no \"stat\" member") }
        guard let body = root[Payload.rootKey], body.isObject else {
            throw FlickrError.malformed("no \"\(Payload.rootKey)\" object")
        }
        return body
    }
}
