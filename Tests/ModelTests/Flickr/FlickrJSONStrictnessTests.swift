import Foundation
import Model
import Testing

/// Flickr answers go through Foundation's `JSONDecoder`: strict about JSON itself, lenient about Flickr's
/// types (numbers as strings, `_content` wrappers), and never crashed by hostile input.
struct FlickrJSONStrictnessTests {
    let decoder = FlickrResponseDecoder()

    /// A search answer whose `photos` object is `payload`.
    private func page(_ payload: String) throws -> PhotoPage {
        try decoder.photoPage(from: Data(#"{"stat":"ok","photos":\#(payload)}"#.utf8), query: SearchQuery(text: "x"))
    }

    /// Broken structure anywhere, and broken values in the members that are read, fail the answer.
    @Test(arguments: [
        "{", "{\"page\" 1}", "{\"total\":\"abc}", "{\"page\":01}", "{\"total\":00}", "{\"page\":tru}", "{} 2",
        "{\"page\":-}", "{\"page\":1.}", "{\"page\":1e999}", "{\"photo\":[{\"id\":\"1\",\"title\":\"\u{01}\"}]}",
        "{\"photo\":[{\"id\":\"1\",\"title\":\"\\x\"}]}", "{\"photo\":[{\"id\":\"1\",\"views\":01}]}",
    ])
    func rejectsMalformedJSON(_ payload: String) {
        let error = #expect(throws: FlickrError.self) { try page(payload) }
        guard case .malformed? = error else { Issue.record("got \(String(describing: error))"); return }
    }

    @Test func decodesEscapes() throws {
        let result = try page(#"{"photo":[{"id":"1","title":"a\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00"}]}"#)
        #expect(result.photos.first?.title == "a\"\\/\u{8}\u{c}\n\r\té😀")
    }

    @Test func refusesHostileNesting() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(throws: FlickrError.self) { try page(#"{"photo":\#(deep)}"#) }
    }

    @Test func readsNumbersSentAsTextNumbersOrWrapped() throws {
        let result = try page(#"{"page":{"_content":"2"},"pages":3.0,"perpage":"7","total":" 42 ","photo":[{"id":7,"views":{"_content":9},"title":{"_content":"wrapped"}},2,{"id":"8","views":"","count_faves":null}]}"#)
        #expect(result.page == 2)
        #expect(result.pages == 3)
        #expect(result.perPage == 7)
        #expect(result.total == 42)
        #expect(result.photos.map(\.id) == ["7", "8"])
        #expect(result.photos.first?.counts.views == 9)
        #expect(result.photos.first?.title == "wrapped")
        #expect(result.photos.last?.counts.views == nil)
        #expect(result.photos.last?.counts.faves == nil)
    }
}
