import Foundation
import Model
import TestSupport
import Testing

/// A page address from a server reaches a browser or the clipboard only as a plain web address.
struct PageLinkTests {
    @Test func refusesWhatIsNotAWebAddress() {
        let refused: [(String, PageLinkError)] = [
            ("javascript:alert(1)", .notWeb(scheme: "javascript")),
            ("data:text/html,<script>x</script>", .notWeb(scheme: "data")),
            ("file:///etc/passwd", .notWeb(scheme: "file")),
            ("smb://evil.example/share", .notWeb(scheme: "smb")),
            ("--renderer-cmd-prefix=touch%20/tmp/pwned", .notWeb(scheme: nil)),
            ("-new-window", .notWeb(scheme: nil)),
            ("/etc/passwd", .notWeb(scheme: nil)),
            ("https:///path-only", .noHost),
        ]
        for (text, error) in refused {
            let url = URL(string: text)!
            #expect(throws: error, "\(text)") { try PageLink(url) }
        }
        let long = URL(string: "https://www.flickr.com/photos/a/1/?" + String(repeating: "x", count: 3_000_000))!
        #expect(throws: PageLinkError.tooLong(characters: long.absoluteString.count)) { try PageLink(long) }
    }

    @Test func knowsFlickrsOwnPages() throws {
        #expect(try PageLink(URL(string: "https://www.flickr.com/photos/a/1/")!).isFlickr)
        #expect(try PageLink(URL(string: "https://flic.kr/p/2abc")!).isFlickr)
        let other = try PageLink(URL(string: "HTTPS://Evil.Example/flickr.com")!)
        #expect(!other.isFlickr)
        #expect(other.host == "evil.example")
        #expect(!(try PageLink(URL(string: "https://notflickr.com/x")!).isFlickr))
    }

    /// A hostile server's getInfo names an option, a script or a file as the photo's page: the photo still
    /// loads; its page is no link.
    @Test func aPageURLFromAHostileServerIsNoLink() async throws {
        let server = try await LoopbackServerProcess()
        let service = FlickrService(apiKey: "k", endpoint: server.endpoint)
        let id = try #require(try await service.search(SearchQuery(text: "horses", perPage: 1)).photos.first?.id)
        for address in ["--renderer-cmd-prefix=touch /tmp/x", "javascript:alert(1)", "file:///etc/passwd", "-"] {
            try await server.inject("page-url:" + address)
            let photo = try await service.photo(id: id)
            if let page = photo.pageURL {
                #expect(throws: PageLinkError.self, "\(address)") { try PageLink(page) }
            }
        }
    }
}
