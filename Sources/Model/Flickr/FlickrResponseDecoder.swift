import FoundationEssentials

/// Turns the bodies of Flickr REST JSON answers into domain values, surviving every quirk of the real API
/// (numbers as strings, `_content` wrappers, JSONP wrappers, `stat=fail` on HTTP 200, non-JSON pages).
public struct FlickrResponseDecoder: Sendable {
    /// Where `{server}/{id}_{secret}_{suffix}.jpg` image paths are resolved when no `url_*` extra is sent.
    public let imageBaseURL: URL
    private let mapping: FlickrMapping

    public init(imageBaseURL: URL = URL(string: "https://live.staticflickr.com/")!) {
        self.imageBaseURL = imageBaseURL
        let base = imageBaseURL.absoluteString
        mapping = FlickrMapping(imageBase: base.hasSuffix("/") ? base : base + "/")
    }

    /// A page of `flickr.photos.search` (or getRecent, interestingness) results for `query`.
    public func photoPage(from body: Data, query: SearchQuery) throws -> PhotoPage {
        mapping.page(try decode(FlickrPhotoList.self, from: body), query: query)
    }

    /// The photo of a `flickr.photos.getInfo` answer.
    public func photo(from body: Data) throws -> Photo {
        mapping.photo(try decode(FlickrPhotoInfo.self, from: body))
    }

    /// The favourite count (`total`) of a `flickr.photos.getFavorites` answer.
    public func favoriteCount(from body: Data) throws -> Int {
        try decode(FlickrFavorites.self, from: body).total
    }

    /// The still-image sizes of a `flickr.photos.getSizes` answer, smallest first.
    public func sizes(from body: Data) throws -> [PhotoSize] {
        FlickrMapping.sizes(try decode(FlickrSizeList.self, from: body))
    }

    /// The licences of a `flickr.photos.licenses.getInfo` answer, by id.
    public func licenses(from body: Data) throws -> [License] {
        FlickrMapping.licenses(try decode(FlickrLicenseList.self, from: body))
    }

    /// The camera's details of a `flickr.photos.getExif` answer.
    public func cameraDetails(from body: Data) throws -> CameraDetails {
        FlickrMapping.cameraDetails(try decode(FlickrExif.self, from: body))
    }

    /// The comments of a `flickr.photos.comments.getList` answer.
    public func comments(from body: Data) throws -> [PhotoComment] {
        FlickrMapping.comments(try decode(FlickrCommentList.self, from: body))
    }

    /// Throws the ``FlickrError`` a `stat=fail` body carries; returns normally for any other body.
    public func checkStatus(of body: Data) throws {
        guard let json = FlickrResponseDecoder.jsonObject(in: body) else { return }
        do {
            _ = try JSONDecoder().decode(FlickrStatus.self, from: json)
        } catch let error as FlickrError {
            throw error
        } catch {
            return
        }
    }

    /// The payload of `body`: JSONP unwrapped, `stat` checked, the payload decoded leniently.
    func decode<Payload: FlickrPayload>(_ type: Payload.Type, from body: Data) throws -> Payload {
        guard let json = FlickrResponseDecoder.jsonObject(in: body) else {
            let text = String(decoding: body.prefix(120), as: UTF8.self)
            throw FlickrError.notJSON(excerpt: TerminalText.singleLine(text))
        }
        do {
            return try JSONDecoder().decode(FlickrEnvelope<Payload>.self, from: json).payload
        } catch let error as FlickrError {
            throw error
        } catch {
            throw FlickrError.malformed("invalid JSON (\(FlickrResponseDecoder.reason(error)))")
        }
    }

    /// Why `JSONDecoder` refused a body, in a few words.
    private static func reason(_ error: any Error) -> String {
        guard case DecodingError.dataCorrupted(let context) = error else { return String(describing: error) }
        return (context.underlyingError.map { String(describing: $0) } ?? context.debugDescription)
    }

    /// The JSON object in `body`, unwrapping a `jsonFlickrApi(…)` JSONP wrapper; `nil` when it is no object.
    private static func jsonObject(in body: Data) -> Data? {
        guard let start = body.firstIndex(where: { !isSpace($0) }) else { return nil }
        if body[start] == UInt8(ascii: "{") { return body }
        let prefix = Data("jsonFlickrApi(".utf8)
        guard body[start...].starts(with: prefix),
              let end = body.lastIndex(of: UInt8(ascii: ")")), end > start + prefix.count else { return nil }
        return body[(start + prefix.count)..<end]
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
