/// The headers of a response as they arrive, one line at a time, kept within bounds: a hostile server's thousand
/// headers or megabyte values cost nothing but the few kept.
struct ResponseHeaders {
    /// Headers kept, and the longest value kept of each.
    static let maximumCount = 64, maximumValueLength = 1024

    private(set) var values: [String: String] = [:]

    /// Takes one header line (`Name: value\r\n`); a status line starts the headers again (those of a redirect or of
    /// `100 Continue` are not the final response's).
    mutating func take(_ line: String) {
        if line.hasPrefix("HTTP/") {
            values = [:]
            return
        }
        guard let colon = line.firstIndex(of: ":"), values.count < ResponseHeaders.maximumCount else { return }
        let name = line[..<colon].lowercased()
        let value = line[line.index(after: colon)...].trimmingWhitespace()
        values[name] = String(value.prefix(ResponseHeaders.maximumValueLength))
    }

    /// `Retry-After` in seconds (the form in seconds; an HTTP date is not read), at most a day.
    static func retryAfter(_ value: String?) -> Int? {
        guard let value, let seconds = Int(value.trimmingWhitespace()), seconds >= 0 else { return nil }
        return min(seconds, 86_400)
    }

    /// `max-age` of a `Cache-Control` value, at most a week.
    static func maximumAge(_ value: String?) -> Int? {
        guard let value else { return nil }
        for directive in value.split(separator: ",") {
            let parts = directive.split(separator: "=", maxSplits: 1).map { $0.trimmingWhitespace() }
            if parts.count == 2, parts[0].lowercased() == "max-age", let seconds = Int(parts[1]), seconds >= 0 {
                return min(seconds, 7 * 86_400)
            }
        }
        return nil
    }
}
