/// A misbehaviour the server can be told to show.
enum Fault: Equatable {
    /// Wait this long before answering.
    case latency(milliseconds: Int)
    /// Answer with this HTTP status and a short non-JSON page.
    case status(Int)
    /// Answer HTTP 200 with `{"stat":"fail","code":…}`.
    case statFail(code: Int)
    /// Announce the full length, send half the body, close.
    case truncate
    /// Send the body a few bytes at a time with this pause between them.
    case drip(milliseconds: Int)
    /// Close the connection without answering.
    case drop
    /// Answer with a fixture file verbatim.
    case replay(path: String)
    /// Answer with a body of this many bytes.
    case huge(bytes: Int)
    /// Answer with a header line of this many bytes (past libcurl's limit, it refuses the answer).
    case longHeader(bytes: Int)
    /// Answer gzip-encoded: the length announced is the encoded one.
    case gzip
    /// A hostile server: every image URL in an answer (search extras, getSizes) is this text.
    case imageURL(String)
    /// A hostile server: the photo page URL in an answer (getInfo, getSizes) is this text.
    case pageURL(String)
    /// A hostile server: every image is the file at this path (a decoding bomb the test made).
    case imageFile(path: String)
    /// Every title in a search's answer begins with this text (other scripts and widths: CJK, emoji).
    case titlePrefix(String)

    /// Parses `latency:MS`, `status:CODE`, `stat-fail:CODE`, `truncate`, `drip:MS`, `drop`, `replay:PATH`, `huge:BYTES`, `long-header:BYTES`, `gzip`,
    /// `image-url:TEXT`, `page-url:TEXT`, `image-file:PATH`, `title-prefix:TEXT`.
    init?(spec: String) {
        let parts = spec.split(separator: ":", maxSplits: 1).map(String.init)
        let value = parts.count > 1 ? parts[1] : ""
        switch (parts.first ?? "", Int(value)) {
        case ("latency", let ms?): self = .latency(milliseconds: ms)
        case ("status", let code?): self = .status(code)
        case ("stat-fail", let code?): self = .statFail(code: code)
        case ("truncate", _): self = .truncate
        case ("drip", let ms?): self = .drip(milliseconds: ms)
        case ("drop", _): self = .drop
        case ("huge", let bytes?): self = .huge(bytes: bytes)
        case ("long-header", let bytes?): self = .longHeader(bytes: bytes)
        case ("gzip", _): self = .gzip
        case ("replay", _) where !value.isEmpty: self = .replay(path: value)
        case ("image-url", _): self = .imageURL(value)
        case ("page-url", _): self = .pageURL(value)
        case ("image-file", _) where !value.isEmpty: self = .imageFile(path: value)
        case ("title-prefix", _): self = .titlePrefix(value)
        default: return nil
        }
    }
}
