import Model
import Testing

struct QueryStringTests {
    @Test func encodesEverythingButUnreservedCharacters() {
        #expect(QueryString.encode([("text", "a b&c=d/é"), ("x", "-._~")]) == "text=a%20b%26c%3Dd%2F%C3%A9&x=-._~")
    }

    @Test func decodesWhatItEncodes() {
        let items = [("text", "horse & rider = 馬 +1"), ("empty", "")]
        let decoded = QueryString.decode(Substring(QueryString.encode(items)))
        #expect(decoded.map(\.0) == items.map(\.0))
        #expect(decoded.map(\.1) == items.map(\.1))
    }

    @Test func keepsMalformedEscapes() {
        #expect(QueryString.decodeComponent("100%zz%4") == "100%zz%4")
        #expect(QueryString.decodeComponent("a+b") == "a b")
    }
}
