/// The payload of a Flickr answer, which sits under one key beside `stat`.
protocol FlickrPayload: Decodable {
    /// The key beside `stat` that holds the payload (`photos`, `photo`, `sizes`, …).
    static var rootKey: String { get }
}

/// `{"stat": "ok", "<rootKey>": {…}}` or `{"stat": "fail", "code": N, "message": "…"}` (sent with HTTP 200):
/// decoding either gives the payload or throws the ``FlickrError`` the answer stands for.
struct FlickrEnvelope<Payload: FlickrPayload>: Decodable {
    let payload: Payload

    init(from decoder: any Decoder) throws {
        guard let root = try? decoder.container(keyedBy: FlickrKey.self) else {
            throw FlickrError.malformed("the answer is not a JSON object")
        }
        try FlickrStatus.check(root)
        let key = FlickrKey(Payload.rootKey)
        guard root.object(Payload.rootKey) != nil else { throw FlickrError.malformed("no \"\(Payload.rootKey)\" object") }
        payload = try Payload(from: root.superDecoder(forKey: key))
    }

}
