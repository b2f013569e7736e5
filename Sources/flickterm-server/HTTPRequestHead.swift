import Foundation
import Model

/// The request line and headers of one HTTP/1.1 request.
struct HTTPRequestHead {
    let method: String
    /// Path without the query, percent-decoded.
    let path: String
    /// Query parameters, plus the form fields of a POST body once ``addForm(_:)`` has read them.
    private(set) var parameters: [String: String]
    let headers: [String: String]

    /// Parses `GET /path?query HTTP/1.1\r\nName: value\r\n…`; `nil` when malformed.
    init?(_ text: String) {
        var lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)
        guard !lines.isEmpty else { return nil }
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count == 3 else { return nil }
        method = String(requestLine[0])
        let target = requestLine[1].split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        path = QueryString.decodeComponent(target[0])
        parameters = Dictionary(
            target.count > 1 ? QueryString.decode(target[1]) : [], uniquingKeysWith: { _, last in last }
        )
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        self.headers = headers
        if parameters["api_key"] == nil, let key = HTTPRequestHead.oauthConsumerKey(headers["authorization"]) {
            parameters["api_key"] = key
        }
    }

    /// The key of an OAuth 1 `Authorization` header, which signed Flickr calls carry instead of `api_key`.
    private static func oauthConsumerKey(_ authorization: String?) -> String? {
        guard let authorization, authorization.hasPrefix("OAuth "),
              let field = authorization.dropFirst(6).split(separator: ",").first(where: {
                  $0.trimmingCharacters(in: .whitespaces).hasPrefix("oauth_consumer_key=")
              }) else { return nil }
        let value = field.split(separator: "=", maxSplits: 1).last ?? ""
        return QueryString.decodeComponent(Substring(value.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))))
    }

    /// Bytes of body that follow the head.
    var contentLength: Int { Int(headers["content-length"] ?? "") ?? 0 }

    /// Merges the fields of an `application/x-www-form-urlencoded` body (as Flickr accepts for POST).
    mutating func addForm(_ body: [UInt8]) {
        for (name, value) in QueryString.decode(Substring(String(decoding: body, as: UTF8.self))) { parameters[name] = value }
    }

    /// False when the client asked to close the connection after this request.
    var keepAlive: Bool { headers["connection"]?.lowercased() != "close" }
}
