import FoundationEssentials

/// A request beyond a plain GET of a URL: headers of its own and, for a POST, a form body.
public struct HTTPRequest: Sendable {
    public var url: URL
    /// Extra header lines; a name or value with a control character is refused (``HTTPError/refused(_:)``), so that
    /// nothing a server sent (a token) can add lines of its own.
    public var headers: [(name: String, value: String)]
    /// The fields of an `application/x-www-form-urlencoded` body, sent as a POST; `nil` for a GET.
    public var form: [(name: String, value: String)]?

    public init(url: URL, headers: [(name: String, value: String)] = [], form: [(name: String, value: String)]? = nil) {
        self.url = url
        self.headers = headers
        self.form = form
    }

    /// The header lines as libcurl takes them; throws when a name or value could break out of its line.
    func headerLines() throws(HTTPError) -> [String] {
        try headers.map { header throws(HTTPError) in
            let safe = { (text: String) in text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F } }
            guard !header.name.isEmpty, safe(header.name), !header.name.contains(":"), safe(header.value) else {
                throw .refused("a header carried characters a header cannot hold")
            }
            return "\(header.name): \(header.value)"
        }
    }
}
