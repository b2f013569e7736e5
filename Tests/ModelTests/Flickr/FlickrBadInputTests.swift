import Foundation
import Model
import Testing

/// Malformed, truncated and hostile answers give typed errors or sensible defaults, never a crash.
struct FlickrBadInputTests {
    let decoder = FlickrResponseDecoder()
    let query = SearchQuery(text: "x")

    private func page(_ json: String) throws -> PhotoPage {
        try decoder.photoPage(from: Data(json.utf8), query: query)
    }

    @Test func rejectsNonJSONPages() {
        #expect(throws: FlickrError.notJSON(excerpt: "<html>Too Many Requests</html>")) { try page("<html>Too Many Requests</html>\n") }
        #expect(throws: FlickrError.notJSON(excerpt: "")) { try page("") }
    }

    @Test func rejectsTruncatedJSON() throws {
        let error = #expect(throws: FlickrError.self) { try page(#"{"photos":{"page":1,"photo":[{"id":"1","tit"#) }
        guard case .malformed? = error else { Issue.record("got \(String(describing: error))"); return }
    }

    @Test func rejectsAnswersWithoutStat() {
        #expect(throws: FlickrError.malformed("no \"stat\" member")) { try page(#"{"photos":{}}"#) }
    }

    @Test func rejectsOkAnswersWithoutPayload() {
        #expect(throws: FlickrError.malformed("no \"photos\" object")) { try page(#"{"stat":"ok"}"#) }
        #expect(throws: FlickrError.malformed("no \"photos\" object")) { try page(#"{"stat":"ok","photos":"nope"}"#) }
    }

    @Test func readsFailuresWithStringCodes() {
        #expect(throws: FlickrError.api(code: 105, message: "Service currently unavailable")) {
            try page(#"{"stat":"fail","code":"105","message":"Service currently unavailable"}"#)
        }
        #expect(FlickrError.api(code: 105, message: "").isTransient)
    }

    @Test func unwrapsJSONP() throws {
        let result = try page(#"jsonFlickrApi({"photos":{"page":1,"pages":1,"perpage":1,"total":"1","photo":[{"id":"9"}]},"stat":"ok"})"#)
        #expect(result.photos.map(\.id) == ["9"])
    }

    @Test func defaultsWrongTypesAndMissingFields() throws {
        let result = try page(#"""
        {"photos":{"page":"x","pages":null,"perpage":[],"total":"","photo":[
          {"id":"1","title":{"nested":true},"owner":7,"views":"many","dateupload":"-5","datetaken":"garbage","tags":null},
          {"title":"no id"},
          "not an object",
          {"id":2,"title":"","license":"999","secret":"","server":""}
        ]},"stat":"ok"}
        """#)
        #expect(result.photos.map(\.id) == ["1", "2"])
        #expect(result.page == 1)
        #expect(result.total == 2)
        #expect(result.perPage == 2)
        let first = result.photos[0]
        #expect(first.title == "")
        #expect(first.owner.id == "7")
        #expect(first.counts.views == nil)
        #expect(first.posted == nil)
        #expect(first.taken == nil)
        #expect(first.tags.isEmpty)
        #expect(first.sizes.isEmpty)
        #expect(result.photos[1].licenseID == "999", "unknown licence ids are kept, to be shown as unknown")
    }

    @Test func fallsBackToTheUsernameWhenTheRealNameIsNothingPrintable() throws {
        let photo = try decoder.photo(from: Data(#"{"photo":{"id":"1","owner":{"nsid":"1@N0","username":"bob","realname":"\u0007\u001b "}},"stat":"ok"}"#.utf8))
        #expect(photo.owner.name == "bob")
    }

    @Test func dropsEntriesBeyondThePageSizeAskedFor() throws {
        let entries = (1...50).map { #"{"id":"\#($0)"}"# }.joined(separator: ",")
        let result = try decoder.photoPage(from: Data(#"{"photos":{"total":"200000","photo":[\#(entries)]},"stat":"ok"}"#.utf8),
                                           query: SearchQuery(text: "x", perPage: 5))
        #expect(result.photos.map(\.id) == ["1", "2", "3", "4", "5"])
    }

    @Test func keepsHugePageNumbersWithinReach() throws {
        let result = try page(#"{"photos":{"page":99999999,"pages":99999999,"perpage":100,"total":"9999999999","photo":[]},"stat":"ok"}"#)
        #expect(result.lastReachablePage == 40)
        #expect(!result.hasMore)
        #expect(SearchQuery(text: "x", page: 500, perPage: 100).clampedToResultCap.page == 40)
    }

    @Test func keepsControlCharactersOutOfPrintableText() throws {
        let result = try page(#"{"photos":{"photo":[{"id":"1","title":"\u001b[2J\u001b]0;pwned\u0007Red\u009b31m \u202eevil\r\nline"}]},"stat":"ok"}"#)
        let title = try #require(result.photos.first?.title)
        let safe = TerminalText.sanitized(title)
        #expect(safe == "Red evil  line")
        #expect(!safe.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.value == 0x202E })
    }

    @Test func readsMissingSizes() throws {
        let sizes = try decoder.sizes(from: Data(#"{"sizes":{"size":[{"label":"Odd","source":"not a url"},{"label":"Square","width":"x","source":"https://e.com/1_a_s.jpg"}]},"stat":"ok"}"#.utf8))
        #expect(sizes.count == 1)
        #expect(sizes.first?.suffix == "s")
        #expect(sizes.first?.width == nil)
    }
}
