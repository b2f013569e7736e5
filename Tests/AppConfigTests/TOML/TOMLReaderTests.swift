@testable import AppConfig
import Testing

/// TOML 1.0 as the spec's own examples write it, and the mistakes it names with their lines.
struct TOMLReaderTests {
    private func read(_ text: String) throws -> TOMLDocument { try TOMLReader.read(text) }

    /// The reason and line `text` is refused with.
    private func refusal(_ text: String) -> TOMLError? {
        do {
            _ = try TOMLReader.read(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func readsEveryKindOfValue() throws {
        let root = try read(#"""
            # a comment
            basic = "tab\there \"quoted\" \u00E9 \U0001F600"
            literal = 'C:\Users\nodejs'
            multi = """
            Roses are red\
               violets are blue"""
            raw = '''
            first line
            it's "fine"'''
            integers = [+99, -17, 0, 1_000, 0xDEAD_beef, 0o755, 0b1101]
            floats = [1.5, -0.01, 5e+22, 6.626e-34, 224_617.445_991, inf, -inf]
            truth = true
            dates = [1979-05-27T07:32:00Z, 1979-05-27 00:32:00.999999-07:00, 1979-05-27, 07:32:00]
            nested = [[1, 2], ["a", 'b'],]
            point = { x = 1, y.z = 2 }
            """#).root
        #expect(root["basic"] == .string("tab\there \"quoted\" é 😀"))
        #expect(root["literal"] == .string(#"C:\Users\nodejs"#))
        #expect(root["multi"] == .string("Roses are redviolets are blue"))
        #expect(root["raw"] == .string("first line\nit's \"fine\""))
        #expect(root["integers"] == .array([99, -17, 0, 1000, 0xDEADBEEF, 0o755, 0b1101].map(TOMLValue.integer)))
        #expect(root["floats"] == .array([1.5, -0.01, 5e22, 6.626e-34, 224_617.445_991, .infinity, -.infinity].map(TOMLValue.float)))
        #expect(root["truth"] == .boolean(true))
        #expect(root["dates"]?.array?.count == 4 && root["dates"]?.array?.allSatisfy { if case .dateTime = $0 { true } else { false } } == true)
        #expect(root["nested"] == .array([.array([.integer(1), .integer(2)]), .array([.string("a"), .string("b")])]))
        #expect(root["point"]?.table?["y"]?.table?["z"] == .integer(2))
    }

    @Test func readsTablesDottedKeysAndArraysOfTablesWithTheirLines() throws {
        let document = try read("""
            title = "x"

            [keys]
            move_down = ["j", "Down"]
            "quoted key" = 1
            site."google.com" = true
            [a.b.c]
            d = 1
            [a]
            e = 2
            [[photo]]
            id = 1
            [[photo]]
            id = 2
            """)
        #expect(document.root["keys"]?.table?["move_down"] == .array([.string("j"), .string("Down")]))
        #expect(document.root["keys"]?.table?["site"]?.table?["google.com"] == .boolean(true))
        #expect(document.root["a"]?.table?["b"]?.table?["c"]?.table?["d"] == .integer(1))
        #expect(document.root["a"]?.table?["e"] == .integer(2))
        #expect(document.root["photo"] == .array([.table(TOMLTable(["id": .integer(1)])), .table(TOMLTable(["id": .integer(2)]))]))
        #expect((document.line(of: "title"), document.line(of: "keys"), document.line(of: "keys.move_down"), document.line(of: "a.e")) == (1, 3, 4, 10))
    }

    @Test(arguments: [
        ("a = 1\na = 2\n", 2, "a is defined twice"),
        ("[t]\n[t]\n", 2, "the table t is defined twice"),
        ("a = 1\n[a]\n", 2, "the table a is defined twice"),
        ("a.b = 1\n[a]\n", 2, "the table a is defined twice"),
        ("p = { x = 1 }\np.y = 2\n", 2, "p is already defined"),
        ("mouse = yes\n", 1, "yes is not a value TOML knows (a string is written in quotes)"),
        ("n = 99999999999999999999\n", 1, "99999999999999999999 is too large a whole number"),
        ("n = 012\n", 1, "012 is not a value TOML knows (a string is written in quotes)"),
        ("n = 1__0\n", 1, "1__0 is not a value TOML knows (a string is written in quotes)"),
        ("s = \"open\n", 1, "a string is not closed on its line"),
        ("s = \"\\q\"\n", 1, "\\q is not an escape TOML knows"),
        ("s = \"\\uD800\"\n", 1, "\\u must be followed by 4 hexadecimal digits naming a Unicode character"),
        ("x = 1\ns = \"\"\"\nnever closed\n", 2, "a string opened here is not closed"),
        ("a = [1,\n2\n", 1, "an array opened here is not closed"),
        ("t = { a = 1,\nb = 2 }\n", 1, "expected a key, found a line break"),
        ("a = 1 b = 2\n", 1, "expected the end of the line, found “b”"),
        ("= 1\n", 1, "expected a key, found “=”"),
        ("key\n", 1, "expected = after the key key"),
        ("[table\n", 1, "expected ] after the table's name"),
        ("a = 1 # bell \u{7}\n", 1, "a comment holds a control character"),
    ] as [(String, Int, String)])
    func namesTheMistakeAndItsLine(text: String, line: Int, reason: String) {
        #expect(refusal(text) == TOMLError(line: line, reason: reason))
    }

    @Test func refusesNestingDeeperThanItsLimit() {
        let deep = String(repeating: "[", count: TOMLReader.maximumDepth + 1) + String(repeating: "]", count: TOMLReader.maximumDepth + 1)
        #expect(refusal("a = " + deep)?.reason == "arrays and tables are nested more than \(TOMLReader.maximumDepth) deep")
        let allowed = String(repeating: "[", count: TOMLReader.maximumDepth) + String(repeating: "]", count: TOMLReader.maximumDepth)
        #expect(refusal("a = " + allowed) == nil)
        let dotted = Array(repeating: "a", count: 100_000).joined(separator: ".")
        #expect(refusal(dotted + " = 1")?.reason == "a key has more than \(TOMLReader.maximumDepth) parts")
        #expect(refusal("[" + dotted + "]")?.reason == "a key has more than \(TOMLReader.maximumDepth) parts")
    }

    @Test func showsValuesAsTOMLWritesThem() throws {
        let root = try read(#"a = ["x\"y", 1, true, { b = 2.5 }]"#).root
        #expect(root["a"]?.description == #"["x\"y", 1, true, {b = 2.5}]"#)
        #expect(TOMLValue.string("bell\u{7}").description == #""bell\u0007""#)
    }
}
