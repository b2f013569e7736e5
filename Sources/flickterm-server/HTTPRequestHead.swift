import Foundation
import Model

/// The request line and headers of one HTTP/1.1 request.
struct HTTPRequestHead {
    let method: String
    /// Path without the query, percent-decoded.
    let path: String
    let parameters: [String: String]
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
    }

    /// False when the client asked to close the connection after this request.
    var keepAlive: Bool { headers["connection"]?.lowercased() != "close" }
}
