import Foundation
import Model
import Testing

struct JSONParserTests {
    private func parse(_ text: String) throws -> JSONValue {
        try JSONParser.parse(Data(text.utf8))
    }

    @Test func parsesEveryKindOfValue() throws {
        let value = try parse(#" {"a":[1,-2.5e2,true,false,null,"x"],"b":{},"c":[]} "#)
        #expect(value == .object([
            "a": .array([.int(1), .double(-250), .bool(true), .bool(false), .null, .string("x")]),
            "b": .object([:]), "c": .array([]),
        ]))
    }

    @Test func decodesEscapes() throws {
        #expect(try parse(#""a\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00""#) == .string("a\"\\/\u{8}\u{c}\n\r\té😀"))
        #expect(try parse(#""\ud800x""#) == .string("\u{FFFD}x"), "a lone surrogate becomes U+FFFD")
    }

    @Test(arguments: ["", "{", "[1,]", "{\"a\" 1}", "\"abc", "01x", "tru", "[1] 2", "{\"a\":\"\u{01}\"}", "-", "1.", "\"\\x\""])
    func rejectsMalformedInput(_ text: String) {
        #expect(throws: JSONParseError.self) { try parse(text) }
    }

    @Test func refusesHostileNesting() {
        #expect(throws: JSONParseError.self) { try parse(String(repeating: "[", count: 100_000)) }
    }

    @Test func readsLenientValues() throws {
        let value = try parse(#"{"s":"42","i":7,"d":3.0,"c":{"_content":"9"},"e":"","n":null,"o":[{"x":1},2,{"y":2}]}"#)
        #expect(value["s"]?.integer == 42 && value["i"]?.integer == 7 && value["d"]?.integer == 3 && value["c"]?.integer == 9)
        #expect(value["e"]?.integer == nil && value["n"]?.integer == nil && value["n"]?.text == nil)
        #expect(value["i"]?.text == "7" && value["c"]?.text == "9")
        #expect(value["o"]?.objects.count == 2)
        #expect(value["missing"] == nil && value["s"]?["x"] == nil)
    }
}
