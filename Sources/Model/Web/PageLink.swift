import FoundationEssentials

/// A photo's web page as flickterm hands it on — to a browser or the clipboard: an `http(s)` address with a
/// host, short enough for any browser (and an OSC 52 copy), so it can never be read as a browser's option
/// (it starts with `http`), a local file or a script.
public struct PageLink: Sendable, Equatable {
    /// Longer links are refused: browsers and terminals cut or drop them, and a real page needs far fewer.
    public static let maximumLength = 2000

    public let url: URL
    /// The host, lower-cased, as the person should see it before a page that is not Flickr's opens.
    public let host: String

    /// `url` as a page link. Throws ``PageLinkError`` for anything that is not a plain web address.
    public init(_ url: URL) throws(PageLinkError) {
        let text = url.absoluteString
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw .notWeb(scheme: url.scheme.map { String($0.prefix(20)) })
        }
        guard text.count <= PageLink.maximumLength else { throw .tooLong(characters: text.count) }
        guard let host = url.host?.lowercased(), !host.isEmpty else { throw .noHost }
        self.url = url
        self.host = host
    }

    /// `text` as a web address a server may name (an image, a page, a creator's page): what ``init(_:)`` takes, else
    /// `nil`.
    public static func address(_ text: String?) -> URL? {
        text.flatMap { URL(string: $0) }.flatMap { try? PageLink($0).url }
    }

    /// True for Flickr's own pages (`flickr.com` and its subdomains, `flic.kr`).
    public var isFlickr: Bool {
        host == "flickr.com" || host.hasSuffix(".flickr.com") || host == "flic.kr"
    }
}

/// Why a page address was not opened or copied.
public enum PageLinkError: Error, Sendable, Equatable {
    /// Not `http`/`https` (`javascript:`, `file:`, `data:`, a bare path or option); the scheme, if any.
    case notWeb(scheme: String?)
    /// Longer than ``PageLink/maximumLength``.
    case tooLong(characters: Int)
    /// An `http(s)` address without a host.
    case noHost
}
