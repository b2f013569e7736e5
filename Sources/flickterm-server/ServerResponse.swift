import Foundation

/// What the server sends back for one request.
struct ServerResponse {
    var status: Int
    var contentType: String
    var body: Data
    /// How to send it: normally, or with a transport fault.
    var delivery: Delivery = .normal
    /// Headers beyond the content type and length (`Cache-Control`, `Retry-After`).
    var headers: [(String, String)] = []

    enum Delivery {
        case normal
        case truncated
        case drip(milliseconds: Int)
        case drop
    }

    /// `value` as a JSON body (`/` unescaped, as Flickr's newer answers send URLs).
    static func json(_ value: some Encodable, status: Int = 200) -> ServerResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        let body = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return ServerResponse(status: status, contentType: "application/json", body: body)
    }

    static func text(_ text: String, status: Int, contentType: String = "text/plain; charset=utf-8") -> ServerResponse {
        ServerResponse(status: status, contentType: contentType, body: Data(text.utf8))
    }

    /// Flickr's failure envelope, sent with HTTP 200 and text/plain as Flickr does.
    static func flickrFailure(code: Int, message: String) -> ServerResponse {
        var response = json(FlickrAnswer.Failure(code: code, message: message))
        response.contentType = "text/plain; charset=utf-8"
        return response
    }

    private static let reasons = [
        200: "OK", 400: "Bad Request", 404: "Not Found", 429: "Too Many Requests", 500: "Internal Server Error",
        502: "Bad Gateway", 503: "Service Unavailable",
    ]

    static let notFound = text("not found\n", status: 404)

    /// `HTTP/1.1 …` status line and headers.
    func head(keepAlive: Bool) -> Data {
        let reason = ServerResponse.reasons[status] ?? "Status \(status)"
        var head = "HTTP/1.1 \(status) \(reason)\r\nContent-Type: \(contentType)\r\nContent-Length: \(body.count)\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        head += keepAlive ? "Connection: keep-alive\r\n\r\n" : "Connection: close\r\n\r\n"
        return Data(head.utf8)
    }
}
