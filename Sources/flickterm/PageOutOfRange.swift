import Model

/// `--page` asked for a page that no search can reach, or past the last page of this one.
struct PageOutOfRange: Error, CustomStringConvertible {
    let description: String

    /// Beyond the 4,000 results Flickr serves for any search.
    static func pastTheCap(page: Int, query: SearchQuery) -> PageOutOfRange {
        PageOutOfRange(description: "page \(page) is past the last page any search reaches "
            + "(\(query.lastReachablePage) at \(query.perPage) a page: Flickr serves 4,000 results at most)")
    }

    /// Beyond the last page of `result`.
    static func pastTheEnd(page: Int, of result: PhotoPage) -> PageOutOfRange {
        PageOutOfRange(description: "page \(page) is past the last page of \(result.pages) for “\(TerminalText.singleLine(result.query.text))”")
    }
}
